import { useApiTest } from '../helpers/api-test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { softwareLicenses, softwareProducts } from '../../src/server/db/schema/software';
import { DEMO_PRODUCTS } from '../../src/server/seed/demo-software';
import { addGeneratedSoftware, generatedProduct } from '../../src/server/seed/software-generator';
import { isProductUrl } from '../../src/shared/software/software.schema';
import { productsApi, type LicenseListItem } from '../helpers/software-api';
import { changedIds, pullAll } from '../helpers/sync-api';

// The demo software: about 25 real products over the Demo Company's people, some licences
// deactivated or with usernames, custom values, a deleted product; reaching the device with the
// first pull. And the seed command's generator.
const { t, facts, admin, other } = useApiTest();

describe('the demo software', () => {
  it('has the catalogue’s products, each a valid name and address, one deleted', async () => {
    const rows = await t.db
      .select()
      .from(softwareProducts)
      .where(eq(softwareProducts.company_id, facts.companyId('Demo Company')));
    expect(rows.map((p) => p.name).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.name).sort());
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.every((p) => isProductUrl(p.url))).toBe(true);
    expect(rows.filter((p) => p.deleted === 1).map((p) => p.name)).toEqual(['HipChat']);
    expect((await productsApi(admin)).count).toBe(rows.length - 1);
  });

  it('gives most current people licences, some deactivated, some with usernames, at most one active per product', async () => {
    const licenses = await t.db
      .select()
      .from(softwareLicenses)
      .where(eq(softwareLicenses.company_id, facts.companyId('Demo Company')));
    const people = facts.peopleOf('Demo Company');
    const holders = new Set(licenses.map((l) => l.employee_id));
    expect(people.filter((p) => holders.has(p.id)).length / people.length).toBeGreaterThan(0.9);
    const inactive = licenses.filter((l) => l.active === 0);
    expect(inactive.length / licenses.length).toBeGreaterThan(0.05);
    expect(inactive.every((l) => l.date_deactivated !== null && l.date_deactivated >= l.date_enabled)).toBe(true);
    expect(licenses.filter((l) => l.username).length).toBeGreaterThan(100);
    const active = licenses.filter((l) => l.active === 1).map((l) => `${l.product_id} ${l.employee_id}`);
    expect(new Set(active).size).toBe(active.length);
    const today = new Date().toISOString().slice(0, 10);
    expect(licenses.every((l) => l.date_enabled <= today)).toBe(true);
  });

  it('gives the signed-in people Slack, Microsoft 365 and 1Password', async () => {
    const me = facts.peopleOf('Demo Company').find((p) => p.email === 'manager@demo.test')!;
    const res = await admin.get(`/api/software/licenses/employee/${me.id}/list`);
    expect(res.json<{ data: LicenseListItem[] }>().data.map((l) => l.name)).toEqual(expect.arrayContaining(['Slack', 'Microsoft 365', '1Password']));
  });

  it('fills the product and licence custom fields', async () => {
    const slack = (await productsApi(admin)).data.find((p) => p.name === 'Slack')!;
    const fields = (await admin.get(`/api/software/products/${slack.id}/custom-fields`)).json<{ data: { name: string; value: string | null }[] }>().data;
    expect(fields.find((f) => f.name === 'Plan')!.value).not.toBeNull();
    const [l] = await t.db.select().from(softwareLicenses).where(eq(softwareLicenses.product_id, slack.id)).limit(1);
    const detail = (await admin.get(`/api/software/licenses/${l!.id}/detail`)).json<{ custom_fields: { name: string; value: string | null }[] }>();
    expect(Number(detail.custom_fields.find((f) => f.name === 'Seat number')!.value)).toBeGreaterThan(0);
  });

  it('gives Other Company its own few products, and reaches the device with the first pull', async () => {
    expect((await productsApi(other)).data.map((p) => p.name).sort()).toEqual(['Microsoft 365', 'Slack', 'Zoom']);
    const pages = await pullAll(admin);
    const count = (
      await t.db
        .select()
        .from(softwareProducts)
        .where(eq(softwareProducts.company_id, facts.companyId('Demo Company')))
    ).length;
    expect(changedIds(pages, 'software_products')).toHaveLength(count);
  });
});

describe('the seed generator', () => {
  it('names products after those already there and gives each about 25 licences', async () => {
    expect(generatedProduct(0)).toEqual({ name: 'Nimbus Desk', url: 'nimbusdesk.example.com' });
    expect(generatedProduct(256).name).toBe('Nimbus Desk 2');
    const companyId = facts.companyId('Other Company');
    const added = await addGeneratedSoftware(t.db, { companyId, count: 20, seed: 7 });
    expect(added).toEqual({ products: 20, licenses: 20 * 25 });
    const names = (await productsApi(other)).data.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
