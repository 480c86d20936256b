import { extensionOf } from './content-types';

/** The longest file name kept; longer names are refused by the API and shortened by the app. */
export const FILENAME_MAX_LENGTH = 200;

// Control characters (C0, DEL, C1) and the invisible direction marks that make 'invoice<RLO>fdp.exe'
// read as 'invoiceexe.pdf': none has a place in a file name shown to people.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as it may be stored and shown: the last part of any path (a browser or a script may
 * send 'C:\\fakepath\\x.pdf' or '../../x.pdf'), without unsafe characters, trimmed. '' when nothing
 * is left. The name is never used to build a path on the server; this is about what people see.
 */
export function sanitizeFilename(raw: string): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = last.replace(UNSAFE, '').trim();
  return /^\.+$/.test(clean) ? '' : clean;
}

/** A picked file's name for upload: sanitised, and shortened to the limit keeping its ending. */
export function uploadFilename(raw: string, max = FILENAME_MAX_LENGTH): string {
  const clean = sanitizeFilename(raw) || 'file';
  if (clean.length <= max) return clean;
  const ext = extensionOf(clean);
  const tail = ext && ext.length < 16 ? `.${ext}` : '';
  return `${clean.slice(0, max - tail.length).trimEnd()}${tail}`;
}
