import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/documents';
import { SWEEP_MIN_AGE_MS, sweepFiles } from '../../src/server/documents/sweep-files';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';

// The files sweep: bytes whose row is gone, and uploads cut off half-way, are removed once they
// are old enough; every file that has a row, and anything recent, stays.
const { t } = useApiTest();

const ageBy = (path: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path, when, when);
};

describe('sweepFiles', () => {
  it('removes old orphans and stale partial uploads, and keeps every stored file and anything recent', async () => {
    const rows = await t.db.select({ id: documents.id, company: documents.company_id }).from(documents);
    expect(rows.length).toBeGreaterThan(0);
    const company = rows[0]!.company;
    const orphanOld = join(t.filesDir, company, uuidv7());
    const orphanNew = join(t.filesDir, company, uuidv7());
    mkdirSync(join(t.filesDir, 'tmp'), { recursive: true });
    const partOld = join(t.filesDir, 'tmp', 'a.part');
    const partNew = join(t.filesDir, 'tmp', 'b.part');
    for (const p of [orphanOld, orphanNew, partOld, partNew]) writeFileSync(p, 'x');
    ageBy(orphanOld, SWEEP_MIN_AGE_MS + 1000);
    ageBy(partOld, SWEEP_MIN_AGE_MS + 1000);
    // Stored files are old too: age alone never removes a file that has its row.
    for (const r of rows) ageBy(join(t.filesDir, r.company, r.id), SWEEP_MIN_AGE_MS * 10);

    expect(await sweepFiles(t.db, t.filesDir)).toBe(2);
    expect([orphanOld, partOld].map(existsSync)).toEqual([false, false]);
    expect([orphanNew, partNew].map(existsSync)).toEqual([true, true]);
    for (const r of rows) expect(existsSync(join(t.filesDir, r.company, r.id)), r.id).toBe(true);
    expect(await sweepFiles(t.db, t.filesDir)).toBe(0);
    expect(readdirSync(join(t.filesDir, 'tmp'))).toEqual(['b.part']);
  });
});
