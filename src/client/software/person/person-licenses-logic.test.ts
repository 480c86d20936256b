import { describe, expect, it } from 'vitest';
import { UNKNOWN_PRODUCT, personLicenseRows, productsToOffer } from './person-licenses-logic';

const product = (id: string, name: string, deleted: 0 | 1 = 0) => ({ id, name, logo: null, deleted });
const license = (id: string, product_id: string, active: 0 | 1, date_enabled = '2026-01-10') => ({
  id,
  product_id,
  employee_id: 'emma',
  username: null,
  active,
  date_enabled,
  date_deactivated: active ? null : '2026-02-01',
});
const products = [product('s', 'Slack'), product('a', 'asana'), product('z', 'Zoom'), product('old', 'Old tool', 1)];
const byId = new Map(products.map((p) => [p.id, p]));

describe("a person's licences, as their software page lists them", () => {
  it('active ones first, then by product name without case; a newer licence of a product before an older one', () => {
    const rows = personLicenseRows(
      [license('1', 'z', 1), license('2', 's', 0), license('3', 'a', 1), license('4', 's', 1, '2026-03-01'), license('5', 's', 0, '2025-01-01')],
      byId,
    );
    expect(rows.map((r) => `${r.product_name}:${r.active}:${r.date_enabled}`)).toEqual([
      'asana:1:2026-01-10',
      'Slack:1:2026-03-01',
      'Zoom:1:2026-01-10',
      'Slack:0:2026-01-10',
      'Slack:0:2025-01-01',
    ]);
  });

  it('a product this device has not received yet is still named', () => {
    expect(personLicenseRows([license('1', 'missing', 1)], byId)[0]!.product_name).toBe(UNKNOWN_PRODUCT);
  });
});

describe('the products a person may still be given', () => {
  it('not deleted, not held as an active licence (a deactivated one may be given again), by name', () => {
    const held = [license('1', 's', 1), license('2', 'z', 0)];
    expect(productsToOffer(products, held, 'emma').map((p) => p.name)).toEqual(['asana', 'Zoom']);
    // Another person's licence does not count.
    expect(productsToOffer(products, held, 'lucas').map((p) => p.name)).toEqual(['asana', 'Slack', 'Zoom']);
  });

  it('none left when every product is held', () => {
    expect(productsToOffer(products, [license('1', 's', 1), license('2', 'a', 1), license('3', 'z', 1)], 'emma')).toEqual([]);
  });
});
