import { describe, expect, it } from 'vitest';
import { decodePull, rowsFromColumns, type PullWire } from './pull-wire';

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

describe('custom values in the column form', () => {
  it("spread each row's values object into its custom_field_ keys, leaving out nothing and adding nothing", () => {
    const wire = {
      cursor: 3,
      more: false,
      scope: 's',
      reset: false,
      removals: [],
      changes: {
        custom_field_values: {
          cols: ['id', 'related_object', 'values', 'version'],
          spread: { values: 'custom_field_' },
          rows: [
            ['c1', 'car', { f1: '784.50', f2: 'opt-1' }, 2],
            ['c2', 'car', {}, 3],
          ],
        },
      },
    } as unknown as PullWire;
    expect(decodePull(wire).changes.custom_field_values).toStrictEqual([
      { id: 'c1', related_object: 'car', version: 2, custom_field_f1: '784.50', custom_field_f2: 'opt-1' },
      { id: 'c2', related_object: 'car', version: 3 },
    ]);
  });
});

describe('rowsFromColumns', () => {
  it('leaves out the keys whose value is undefined, keeps nulls, and gives each row its own object', () => {
    const rows = rowsFromColumns(
      ['id', 'custom_field_a', 'custom_field_b'],
      [
        ['r1', 'x', undefined],
        ['r2', null, 'y'],
        ['r3', 'z', 'w'],
      ],
    );
    expect(rows).toStrictEqual([
      { id: 'r1', custom_field_a: 'x' },
      { id: 'r2', custom_field_a: null, custom_field_b: 'y' },
      { id: 'r3', custom_field_a: 'z', custom_field_b: 'w' },
    ]);
    rows[2]!.id = 'changed';
    expect(rowsFromColumns(['id'], [['r4']])).toStrictEqual([{ id: 'r4' }]);
    expect(rows[1]!.id).toBe('r2');
  });
});
