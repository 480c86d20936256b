import { describe, expect, it } from 'vitest';
import type { PlannedRow } from '../../shared/import/dry-run';
import { checkSummary, rowDetail } from './check-text';

const counts = (c: Partial<Record<'new' | 'update' | 'unchanged' | 'invalid', number>>) => ({ new: 0, update: 0, unchanged: 0, invalid: 0, ...c });

describe('the check step in words', () => {
  it('names every changed field from its value now to the file’s', () => {
    const row: PlannedRow = {
      line: 3,
      plan: {
        outcome: 'update',
        key: 'car|1ABC123',
        id: 'c1',
        values: { color: 'Blauw', supplier: 'Arval', date_first_registration: '2022-03-01', related_employee_id: 'p2', is_pool_vehicle: 1 },
        before: { color: 'Grijs', supplier: null, date_first_registration: '2022-02-01', related_employee_id: 'p1', is_pool_vehicle: 0 },
      },
    };
    const labels: Record<string, string> = { color: 'Colour', supplier: 'Lease company', date_first_registration: 'First registration date' };
    const names = new Map([
      ['p1', 'An Peeters'],
      ['p2', 'Bram De Smet'],
    ]);
    expect(rowDetail(row, (k) => labels[k] ?? k, names)).toBe(
      'Colour: Grijs → Blauw · Lease company: — → Arval · First registration date: 01/02/2022 → 01/03/2022 · related_employee_id: An Peeters → Bram De Smet · is_pool_vehicle: no → yes',
    );
  });

  it('says what the import would do, true to the rows with errors', () => {
    // The second try of a file with errors: its good rows are already in, its bad ones still wrong.
    expect(checkSummary(counts({ unchanged: 3, invalid: 5 }), false)).toBe(
      'Nothing to import: 5 rows have errors and the other 3 are already as the file says.',
    );
    expect(checkSummary(counts({ unchanged: 3, invalid: 5 }), true)).toBe(
      'Nothing to import: 5 rows have errors and the other 3 are already as the file says.',
    );
    expect(checkSummary(counts({ unchanged: 1, invalid: 1 }), true)).toBe('Nothing to import: 1 row has errors and the other 1 is already as the file says.');
    expect(checkSummary(counts({ invalid: 2 }), false)).toBe('Nothing to import: 2 rows have errors.');
    expect(checkSummary(counts({ new: 3, invalid: 5 }), false)).toBe('5 rows have errors: fix them in the file, or skip them.');
    expect(checkSummary(counts({ new: 2, update: 1, invalid: 1 }), true)).toBe('3 rows will be imported; the 1 row with errors is skipped.');
    expect(checkSummary(counts({ new: 1, unchanged: 2 }), false)).toBe('Every row can be imported.');
    expect(checkSummary(counts({ unchanged: 2 }), false)).toBe('Nothing to import: every row is already as the file says.');
  });
});
