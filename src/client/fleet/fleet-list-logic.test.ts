import { describe, expect, it } from 'vitest';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { queryRows } from '../lib/local-query';
import { CAR_COLUMNS, carSortValue, type CarRow } from './car-cells';
import { FULL_CAR } from './car-test-data';
import { exportParams } from '../lib/list-export';
import { countByFuel } from './fuel-counts';

const car = (over: Partial<CarListItem>): CarRow => ({ ...FULL_CAR, ...over });

describe('the fleet list columns', () => {
  it('are the 13 of the spec, in its order, with money right-aligned', () => {
    expect(CAR_COLUMNS.map((c) => c.label)).toEqual([
      'Vehicle',
      'Person',
      'Plate',
      'Total cost',
      'Fuel',
      'Brand',
      'Catalogue value',
      'Chassis number',
      'Colour',
      'Contract type',
      'Yearly cost',
      'Model',
      'First registration date',
    ]);
    expect(CAR_COLUMNS.filter((c) => c.align === 'right').map((c) => c.id)).toEqual(['total_cost', 'catalogue_value', 'cost_yearly']);
  });

  it('sort money as numbers, dates as ISO and enumerations by their label', () => {
    const cheap = car({
      id: 'a',
      catalogue_value: '9000.00',
      cost_yearly: '900',
      operational_cost_yearly: null,
      fuel: 'lpg',
      contract_type: 'op_lease',
      date_first_registration: '2019-12-31',
    });
    const dear = car({
      id: 'b',
      catalogue_value: '45000.00',
      cost_yearly: '100',
      operational_cost_yearly: '1000',
      fuel: 'gas',
      contract_type: 'buy',
      date_first_registration: '2024-01-02',
    });
    const none = car({
      id: 'c',
      catalogue_value: null,
      cost_yearly: null,
      operational_cost_yearly: null,
      fuel: null,
      contract_type: null,
      date_first_registration: null,
    });
    const order = (column: (typeof CAR_COLUMNS)[number]['id'], direction: 'asc' | 'desc' = 'asc') =>
      queryRows([none, dear, cheap], {
        search: '',
        searchText: () => '',
        sort: { column, direction },
        sortValue: (c, col) => carSortValue(c, col as typeof column, null),
      }).map((c) => c.id);
    // '9000' < '45000' as text; as numbers the other way round. Empty values last either way.
    expect(order('catalogue_value')).toEqual(['a', 'b', 'c']);
    expect(order('catalogue_value', 'desc')).toEqual(['b', 'a', 'c']);
    expect(order('total_cost')).toEqual(['a', 'b', 'c']);
    expect(order('date_first_registration', 'desc')).toEqual(['b', 'a', 'c']);
    // LPG < Petrol by label (gas < lpg by code); Bought < Operational lease.
    expect(order('fuel')).toEqual(['a', 'b', 'c']);
    expect(order('contract_type')).toEqual(['b', 'a', 'c']);
  });
});

describe('countByFuel', () => {
  it('counts active vehicles with a fuel, most first, ties in the enumeration order', () => {
    const cars = [
      car({ fuel: 'electric' }),
      car({ fuel: 'diesel' }),
      car({ fuel: 'electric' }),
      car({ fuel: 'gas' }),
      car({ fuel: 'diesel', deleted: 1 }),
      car({ type: 'bicycle', fuel: null }),
    ];
    expect(countByFuel(cars)).toEqual([
      { fuel: 'electric', count: 2 },
      { fuel: 'gas', count: 1 },
      { fuel: 'diesel', count: 1 },
    ]);
    expect(countByFuel([])).toEqual([]);
  });
});

describe('exportParams', () => {
  const sort = { column: 'plate', direction: 'desc' as const };
  it('sends the list filters with the spec parameter names', () => {
    const segment = '0190a000-0000-7000-8000-0000000005e9';
    const field = '0190a000-0000-7000-8000-00000000cf01';
    expect(exportParams({ search: ' volvo ', segmentId: segment, sort, columns: ['vehicle', `cf_${field}`, 'plate'] })).toEqual({
      search_term: 'volvo',
      segment_id: segment,
      show_deleted_only: undefined,
      orderby_column: 'plate',
      orderby_direction: 'desc',
      requested_cf_ids: field,
    });
  });
  it('asks for archived cars with show_deleted_only and sends nothing for All', () => {
    expect(exportParams({ search: '', segmentId: 'archived', sort, columns: ['vehicle'] })).toMatchObject({
      show_deleted_only: '1',
      segment_id: undefined,
      search_term: undefined,
      requested_cf_ids: undefined,
    });
    expect(exportParams({ search: '', segmentId: 'all', sort, columns: ['vehicle'] })).toMatchObject({ show_deleted_only: undefined, segment_id: undefined });
  });
});
