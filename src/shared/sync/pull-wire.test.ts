import { describe, expect, it } from 'vitest';
import { decodePull, type PullWire } from './pull-wire';

describe('decodePull', () => {
  const head = { cursor: 9, more: false, scope: 's', reset: false, removals: [{ table: 'cars' as const, id: 'c3', version: 8 }] };

  it('gives rows in the column form as objects, with their nulls and in their order', () => {
    const wire = {
      ...head,
      changes: {
        cars: {
          cols: ['id', 'plate', 'version'],
          rows: [
            ['c1', '1-ABC-123', 4],
            ['c2', null, 7],
          ],
        },
      },
    } as unknown as PullWire;
    expect(decodePull(wire).changes.cars).toStrictEqual([
      { id: 'c1', plate: '1-ABC-123', version: 4 },
      { id: 'c2', plate: null, version: 7 },
    ]);
  });

  it('keeps rows sent as objects, empty tables and everything else of the answer as they are', () => {
    const tags = [{ id: 't1', name: 'Winter tyres', version: 3 }];
    const wire = { ...head, changes: { tags, teams: [], assets: { cols: ['id'], rows: [] } } } as unknown as PullWire;
    expect(decodePull(wire)).toStrictEqual({ ...head, changes: { tags, teams: [], assets: [] } });
  });
});
