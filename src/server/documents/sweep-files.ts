import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { UUID_PATTERN } from '../../shared/ids';
import type { Db } from '../db/database';
import { documents } from '../db/schema/documents';
import { removeFile, tempFilesDir } from './file-store';

// Files left on disk without a row: those of objects deleted for good (their rows go with them,
// migration 0008) and uploads cut off half-way (tmp/*.part). Only files older than `minAgeMs` are
// touched, since an upload moves its file into place just before its row commits.

export const SWEEP_MIN_AGE_MS = 60 * 60_000;

const isOld = async (path: string, minAgeMs: number, now: number) => now - (await stat(path)).mtimeMs >= minAgeMs;

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Removes the orphaned files under filesDir; answers how many went. */
export async function sweepFiles(db: Db, filesDir: string, opts: { minAgeMs?: number; now?: number } = {}): Promise<number> {
  const minAgeMs = opts.minAgeMs ?? SWEEP_MIN_AGE_MS;
  const now = opts.now ?? Date.now();
  let removed = 0;
  const remove = async (path: string) => {
    await removeFile(path);
    removed++;
  };
  for (const name of await entries(tempFilesDir(filesDir))) {
    const path = join(tempFilesDir(filesDir), name);
    if (await isOld(path, minAgeMs, now)) await remove(path);
  }
  for (const company of (await entries(filesDir)).filter((n) => UUID_PATTERN.test(n))) {
    const names = (await entries(join(filesDir, company))).filter((n) => UUID_PATTERN.test(n));
    if (names.length === 0) continue;
    const known = new Set<string>();
    // In slices, so a company with many files does not make one enormous query.
    for (let i = 0; i < names.length; i += 1000) {
      const slice = names.slice(i, i + 1000);
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.company_id, company), inArray(documents.id, slice)));
      for (const r of rows) known.add(r.id.toLowerCase());
    }
    for (const name of names) {
      const path = join(filesDir, company, name);
      if (!known.has(name.toLowerCase()) && (await isOld(path, minAgeMs, now))) await remove(path);
    }
  }
  return removed;
}
