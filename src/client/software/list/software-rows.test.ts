import { describe, expect, it } from 'vitest';
import { peopleById } from '../license-person';
import { licenseRows, licenseSortValue, productRows, productSortValue } from './software-rows';

const product = (id: string, name: string, deleted: 0 | 1 = 0) => ({ id, name, url: `https://${name.toLowerCase()}.com`, logo: null, deleted });
const license = (id: string, product_id: string, employee_id: string, active: 0 | 1 = 1, employee_name: string | null = null) => ({
  id,
  product_id,
  employee_id,
  employee_name,
  employee_avatar: null,
  username: null,
  active,
  date_enabled: '2026-01-10',
  date_deactivated: active ? null : '2026-02-01',
});
const people = peopleById([
  { id: 'p1', name: 'Cas', avatar: null },
  { id: 'p2', name: 'Ann', avatar: 'a.png' },
]);

describe('the rows of /software', () => {
  it('groups the active licences by product, holders by name, deleted products left out', () => {
    const rows = productRows(
      [product('s', 'Slack'), product('f', 'Figma'), product('x', 'Gone', 1)],
      [license('l1', 's', 'p1'), license('l2', 's', 'p2'), license('l3', 's', 'p3', 0), license('l4', 'x', 'p1')],
      people,
    );
    expect(rows.map((r) => [r.id, r.domain, r.holders.map((h) => h.name)])).toEqual([
      ['s', 'slack.com', ['Ann', 'Cas']],
      ['f', 'figma.com', []],
    ]);
    expect(productSortValue(rows[0]!, 'licenses')).toBe(2);
    expect(productSortValue(rows[0]!, 'product')).toBe('Slack');
  });

  it('names a holder from the people mirror, else from the row, else as unknown', () => {
    const rows = licenseRows(
      [license('l1', 's', 'p2', 1, 'Old name'), license('l2', 's', 'p9', 0, 'Left Person'), license('l3', 'zz', 'p8')],
      [product('s', 'Slack')],
      people,
      () => true,
    );
    expect(rows.map((r) => r.holder.name)).toEqual(['Ann', 'Left Person', 'Unknown person']);
    expect(rows.map((r) => r.product?.name ?? null)).toEqual(['Slack', 'Slack', null]);
    expect(licenseSortValue(rows[1]!, 'date_deactivated')).toBe('2026-02-01');
    expect(licenseSortValue(rows[2]!, 'product')).toBeNull();
  });

  it('keeps only the licences asked for', () => {
    const rows = licenseRows([license('l1', 's', 'p1'), license('l2', 's', 'p2', 0)], [], people, (l) => l.active === 0);
    expect(rows.map((r) => r.id)).toEqual(['l2']);
  });
});
