import { describe, expect, it } from 'vitest';
import { rowsOfPages } from '../../src/server/sync/mirror-pages';
import { mirrorPages } from '../../src/server/sync/mirror-rows';
import { IMPORT_KINDS } from '../../src/shared/import-target';
import type { SyncTable } from '../../src/shared/sync/protocol';
import { importTargetOf } from '../../src/shared/sync/import-targets';
import { useApiTest } from '../helpers/api-test';

// What an import plans against on the server: the viewer's mirror, read a page at a time.
const { t, admin } = useApiTest();

const byId = (rows: readonly unknown[]) => [...(rows as { id: string }[])].sort((a, b) => a.id.localeCompare(b.id));

describe('the mirror as the server reads it for an import', () => {
  it('holds the same rows read in pages of 40 as read in one page', async () => {
    const viewer = await admin.me();
    // The tables every kind of import plans against (import-job.ts planInput).
    const tables = [...new Set<SyncTable>(['employees', 'custom_fields', 'custom_field_values', ...IMPORT_KINDS.flatMap((k) => importTargetOf(k)!.tables)])];
    const paged = rowsOfPages(await mirrorPages(t.db, viewer, tables, 40));
    const whole = rowsOfPages(await mirrorPages(t.db, viewer, tables, 1_000_000));
    // The demo's people and custom values each span several pages.
    expect(paged.employees?.length).toBeGreaterThan(80);
    expect(paged.custom_field_values?.length).toBeGreaterThan(80);
    for (const table of tables) {
      expect(byId(paged[table] ?? []), table).toEqual(byId(whole[table] ?? []));
    }
  });
});
