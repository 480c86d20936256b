import { describe, expect, it } from 'vitest';
import { pageOf, queryRows, type LocalQuery } from './local-query';

interface Car {
  id: string;
  plate: string | null;
  brand: string;
  km: number | null;
}
const rows: Car[] = [
  { id: '1', plate: '1-ABC-123', brand: 'volvo', km: 10 },
  { id: '2', plate: null, brand: 'Audi', km: null },
  { id: '3', plate: '2-XYZ-999', brand: 'BMW', km: 5 },
  { id: '4', plate: '1-aaa-000', brand: 'audi', km: 7 },
];
const q = (over: Partial<LocalQuery<Car>>): LocalQuery<Car> => ({
  search: '',
  searchText: (r) => `${r.plate ?? ''} ${r.brand}`,
  sort: null,
  sortValue: (r, c) => r[c as keyof Car],
  ...over,
});

describe('lists sorted and searched in memory', () => {
  it('sorts text without regard to case, keeping equal rows in their order', () => {
    expect(queryRows(rows, q({ sort: { column: 'brand', direction: 'asc' } })).map((r) => r.id)).toEqual(['2', '4', '3', '1']);
  });
  it('puts empty values last in both directions', () => {
    expect(queryRows(rows, q({ sort: { column: 'plate', direction: 'asc' } })).map((r) => r.id)).toEqual(['4', '1', '3', '2']);
    expect(queryRows(rows, q({ sort: { column: 'km', direction: 'desc' } })).map((r) => r.id)).toEqual(['1', '4', '3', '2']);
  });
  it('searches in the chosen text, ignoring case', () => {
    expect(queryRows(rows, q({ search: 'AUDI' })).map((r) => r.id)).toEqual(['2', '4']);
    expect(queryRows(rows, q({ search: ' 1-a' })).map((r) => r.id)).toEqual(['1', '4']);
  });
  it('filters and pages', () => {
    const active = queryRows(rows, q({ filter: (r) => r.km !== null, sort: { column: 'km', direction: 'asc' } }));
    expect(pageOf(active, 0, 2).map((r) => r.id)).toEqual(['3', '4']);
    expect(pageOf(active, 1, 2).map((r) => r.id)).toEqual(['1']);
  });
});
