import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { documents } from '../../src/server/db/schema/documents';
import type { DocumentRow } from '../../src/shared/documents/documents.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { ObjectType } from '../../src/shared/objects';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import type { Client, Response } from './test-app';
import { toQueryString } from './test-app';

export interface UploadSpec {
  object: ObjectType;
  id: string;
  body: Buffer | Readable | undefined;
  contentType?: string;
  docId?: string;
  filename?: string;
  documentType?: string;
  headers?: Record<string, string>;
  sync?: SyncHeaderValues;
}

/** POST /api/documents/{object}/{id}/upload with the file as the raw body. */
export function uploadFile(c: Client, s: UploadSpec): Promise<Response> {
  const query = toQueryString({ doc_id: s.docId ?? uuidv7(), filename: s.filename ?? 'file.bin', document_type: s.documentType ?? 'other' });
  return c.request({
    method: 'POST',
    url: `/api/documents/${s.object}/${s.id}/upload${query}`,
    headers: { ...(s.contentType ? { 'content-type': s.contentType } : {}), ...syncHeaders(s.sync ?? {}), ...s.headers },
    ...(s.body === undefined ? {} : { payload: s.body }),
  });
}

/** GET /api/documents/{object}/{id}/list, asserted to answer 200. */
export async function filesOf(c: Client, object: ObjectType, id: string): Promise<DocumentRow[]> {
  const res = await c.get(`/api/documents/${object}/${id}/list`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DocumentRow[] }>().data;
}

export const downloadFile = (c: Client, object: ObjectType, id: string, docId: string, query: Record<string, string> = {}): Promise<Response> =>
  c.get(`/api/documents/${object}/${id}/${docId}/download`, query);

export const deleteFile = (c: Client, object: ObjectType, id: string, docId: string, sync: SyncHeaderValues = {}): Promise<Response> =>
  c.request({ method: 'POST', url: `/api/documents/${object}/${id}/${docId}/delete`, payload: {}, headers: syncHeaders(sync) });

/** Every file under the folder (relative paths, sorted): what the server keeps on disk. */
export function filesOnDisk(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else out.push(relative(dir, join(d, e.name)));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * A body of `total` bytes made on demand, starting with `head`, that counts how much the server
 * pulled from it: a refused upload must stop reading long before the end.
 */
export function countedBody(total: number, head: Buffer = Buffer.alloc(0), chunkSize = 64 * 1024): { stream: Readable; pulled: () => number } {
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (pulled >= total) return void this.push(null);
      const size = Math.min(chunkSize, total - pulled);
      const chunk = Buffer.alloc(size, 0x20);
      if (pulled < head.length) head.copy(chunk, 0, pulled, Math.min(head.length, pulled + size));
      pulled += size;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

export const errorOf = (res: Response) => res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

/** Of these objects, the ones without any file yet (the demo seeds files on a few cars and people). */
export async function withoutFiles(db: Db, ids: string[]): Promise<string[]> {
  const busy = new Set((await db.selectDistinct({ id: documents.related_object_id }).from(documents)).map((r) => r.id));
  return ids.filter((id) => !busy.has(id));
}
