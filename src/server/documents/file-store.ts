import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UUID_PATTERN } from '../../shared/ids';

// Where the bytes of files live: {filesDir}/{company_id}/{document_id}, and uploads in progress
// under {filesDir}/tmp until their row is written. The metadata is the documents table. Paths are
// built from ids only (checked again here), never from a name someone sent.

const TMP = 'tmp';

function checkedId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new Error(`Not an id: ${id}`);
  return id.toLowerCase();
}

export const companyFilesDir = (filesDir: string, companyId: string) => join(filesDir, checkedId(companyId));

export const storedFilePath = (filesDir: string, companyId: string, documentId: string) => join(companyFilesDir(filesDir, companyId), checkedId(documentId));

export const tempFilesDir = (filesDir: string) => join(filesDir, TMP);

/** A new, unused path for an upload in progress (its folder made). */
export async function newTempPath(filesDir: string): Promise<string> {
  await mkdir(tempFilesDir(filesDir), { recursive: true });
  return join(tempFilesDir(filesDir), `${randomUUID()}.part`);
}

/** Moves a received upload to its place; same file system, so the file appears whole or not at all. */
export async function moveIntoPlace(tempPath: string, filesDir: string, companyId: string, documentId: string): Promise<string> {
  const target = storedFilePath(filesDir, companyId, documentId);
  await mkdir(companyFilesDir(filesDir, companyId), { recursive: true });
  await rename(tempPath, target);
  return target;
}

/** Removes a file if it is there; a file already gone is fine. */
export async function removeFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
