import { describe, expect, it } from 'vitest';
import { ACCEPTED_TYPES, acceptedType, contentTypeForFile, isInlineType } from './content-types';
import { canEditDocumentsOn, canViewDocumentsOn, documentObjectTypesFor } from './documents-access';
import { formatFileSize } from './file-size';
import { FILENAME_MAX_LENGTH, sanitizeFilename, uploadFilename } from './filename';
import { signatureMatches, textCheck } from './sniff';
import type { Viewer } from '../policy/viewer';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const kind = (type: string) => acceptedType(type)!.signature;

describe('signatures', () => {
  it('matches each kind only with its own first bytes', () => {
    expect(signatureMatches(kind('application/pdf'), 'application/pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(signatureMatches(kind('application/pdf'), 'application/pdf', bytes('MZ', [0x90, 0]))).toBe(false);
    expect(signatureMatches(kind('image/png'), 'image/png', bytes('%PDF-1.7'))).toBe(false);
    expect(signatureMatches(kind('image/jpeg'), 'image/jpeg', bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(signatureMatches(kind('image/webp'), 'image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe(true);
    expect(signatureMatches(kind('image/webp'), 'image/webp', bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe(false);
    expect(signatureMatches(kind('image/heic'), 'image/heic', bytes([0, 0, 0, 24], 'ftypmif1'))).toBe(true);
    expect(signatureMatches(kind('image/heic'), 'image/heic', bytes([0, 0, 0, 24], 'ftypisom'))).toBe(false);
    expect(signatureMatches(kind('application/msword'), 'application/msword', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(signatureMatches('text', 'text/plain', bytes('a\u0000b'))).toBe(false);
  });

  it('checks text as UTF-8 across chunk boundaries', () => {
    const e = new TextEncoder().encode('été');
    const ok = textCheck();
    expect(ok.push(e.subarray(0, 1)) && ok.push(e.subarray(1))).toBe(true);
    expect(ok.end()).toBe(true);
    const cut = textCheck();
    expect(cut.push(e.subarray(0, 1))).toBe(true);
    expect(cut.end()).toBe(false);
    expect(textCheck().push(new Uint8Array([0x63, 0xe9, 0x20]))).toBe(false);
  });
});

describe('content types of picked files', () => {
  it('trusts the browser when it names an accepted type, else the name’s ending', () => {
    expect(contentTypeForFile('photo.JPG', 'image/jpeg')).toBe('image/jpeg');
    expect(contentTypeForFile('photo.heic', '')).toBe('image/heic');
    expect(contentTypeForFile('km.csv', 'application/vnd.ms-excel')).toBe('text/csv');
    expect(contentTypeForFile('old.xls', 'application/vnd.ms-excel')).toBe('application/vnd.ms-excel');
    expect(contentTypeForFile('scan.pdf', 'application/octet-stream')).toBe('application/pdf');
    expect(contentTypeForFile('tool.exe', 'application/x-msdownload')).toBeUndefined();
    expect(contentTypeForFile('page.html', 'text/html')).toBeUndefined();
  });

  it('shows only images and PDF inline', () => {
    expect(ACCEPTED_TYPES.filter((t) => isInlineType(t.type)).map((t) => t.type)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
  });
});

describe('file names', () => {
  it('drops path parts, control and direction characters', () => {
    expect(sanitizeFilename('C:\\fakepath\\Invoice.pdf')).toBe('Invoice.pdf');
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('bad\u0007name\u202Efdp.exe')).toBe('badnamefdp.exe');
    expect(sanitizeFilename('..')).toBe('');
    expect(sanitizeFilename('  Café menu.txt ')).toBe('Café menu.txt');
  });

  it('shortens a long name for upload, keeping its ending', () => {
    const name = uploadFilename(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(FILENAME_MAX_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('who sees files', () => {
  const viewer = (over: Partial<Viewer>): Viewer => ({
    user: { id: 'u', email: 'e', name: 'n', employee_id: null },
    company: { id: 'c', name: 'C', group_id: null },
    admin: false,
    role: 'default',
    support: false,
    group_access: 'full',
    rights: ['documents'],
    feature_flags: [],
    integration_features: [],
    managed_team_ids: [],
    impersonator: null,
    ...over,
  });

  it('hides files on cars from light group access, whatever the rights', () => {
    const light = viewer({ group_access: 'light' });
    expect(canViewDocumentsOn(light, 'car')).toBe(false);
    expect(canEditDocumentsOn(light, 'car')).toBe(false);
    expect(canViewDocumentsOn(light, 'employee')).toBe(true);
    expect(documentObjectTypesFor(light)).not.toContain('car');
    expect(canEditDocumentsOn(viewer({ role: 'read_only' }), 'employee')).toBe(false);
    expect(documentObjectTypesFor(viewer({ rights: [] }))).toEqual([]);
  });
});

describe('file sizes', () => {
  it('reads as people read them', () => {
    expect([formatFileSize(1), formatFileSize(900), formatFileSize(2048), formatFileSize(1_572_864), formatFileSize(25 * 1024 * 1024)]).toEqual([
      '1 byte',
      '900 bytes',
      '2 KB',
      '1.5 MB',
      '25 MB',
    ]);
  });
});
