import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { softwareProducts } from '../../src/server/db/schema/software';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { productAddBodySchema, productEditBodySchema, productIdBodySchema, productItemSchema } from '../../src/shared/software/software.schema';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import { expectBadInputRejected } from '../helpers/bad-input';
import { addProductApi, getOk, postSoftware, productNamed, productsApi, validProduct, type ProductListItem } from '../helpers/software-api';
import { errorOf } from '../helpers/test-app';

// POST /api/software/products/add, /edit and /delete, GET /api/software/products/list and
// /{id}/detail (software-contracts-push.md sections 2 to 7).
const { t, admin, manager, readonly, light, other } = useApiTest();

const productRows = () => t.db.select().from(softwareProducts).orderBy(softwareProducts.id);

describe('adding a product', () => {
  it('saves it with the client’s id and answers { id, data } in the mirror’s shape, with product_added on its feed', async () => {
    const body = validProduct({ name: '  Linear ', url: 'linear.app', insert_method: 'import', excel_import_id: 'sheet-1' });
    const res = await postSoftware(admin, 'products/add', body);
    expect(res.statusCode, res.body).toBe(200);
    const { id, data } = res.json<{ id: string; data: ProductListItem }>();
    expect(id).toBe(body.id);
    expect(productItemSchema.strict().parse(data)).toMatchObject({
      id,
      name: 'Linear',
      url: 'linear.app',
      deleted: 0,
      insert_method: 'import',
      excel_import_id: 'sheet-1',
      logo: null,
    });
    const feed = await activityPage(admin, 'product', id);
    expect(feed.data.map((a) => [a.event_type, a.event_info_json])).toEqual([['product_added', { product_name: 'Linear' }]]);
  });

  it('refuses a name already taken (any case), unless return_existing asks for the existing product', async () => {
    const first = await addProductApi(admin, { name: 'Basecamp' });
    const res = await postSoftware(admin, 'products/add', validProduct({ name: ' BASECAMP ' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: softwareMessages.productExists('Basecamp'), fields: { name: softwareMessages.productExists('Basecamp') } });
    for (const flag of [1, true]) {
      const again = await postSoftware(admin, 'products/add', validProduct({ name: 'basecamp', return_existing: flag }));
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ id: string }>().id).toBe(first.id);
    }
    expect((await productRows()).filter((p) => p.name.toLowerCase() === 'basecamp')).toHaveLength(1);
  });

  it('says enter name and enter url', async () => {
    const noName = await postSoftware(admin, 'products/add', { url: 'x.com' });
    expect(errorOf(noName).fields).toMatchObject({ name: softwareMessages.enterName });
    const blank = await postSoftware(admin, 'products/add', { name: '  ', url: '' });
    expect(errorOf(blank).fields).toMatchObject({ name: softwareMessages.enterName, url: softwareMessages.enterUrl });
  });

  it('answers a replayed add once, from the stored answer', async () => {
    const body = validProduct();
    const key = uuidv7();
    const first = await postSoftware(admin, 'products/add', body, { key });
    const second = await postSoftware(admin, 'products/add', body, { key });
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED_HEADER]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await productRows()).filter((p) => p.id === body.id)).toHaveLength(1);
  });

  it('is refused to the read-only user (403) and allowed to the team-only manager', async () => {
    expect((await postSoftware(readonly, 'products/add', validProduct())).statusCode).toBe(403);
    expect((await postSoftware(manager, 'products/add', validProduct())).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/software/products/add',
      schema: productAddBodySchema,
      valid: validProduct(),
      snapshot: productRows,
    });
  });
});

describe('a product’s web address', () => {
  it('is refused unless http or https, on add, on edit and for a logo (400 with the form’s message); nothing changes', async () => {
    const p = await addProductApi(admin, { name: `Href ${uuidv7().slice(-6)}`, url: 'example.com' });
    const before = await productRows();
    for (const url of ['javascript://example.com/%0aalert(1)', 'JavaScript://example.com/x', 'data://example.com/x', 'ftp://example.com']) {
      const add = await postSoftware(admin, 'products/add', validProduct({ url }));
      expect(add.statusCode, `${url}: ${add.body}`).toBe(400);
      expect(errorOf(add).fields, url).toEqual({ url: softwareMessages.invalidUrl });
      const edit = await postSoftware(admin, 'products/edit', { product_id: p.id, url });
      expect(edit.statusCode, `${url}: ${edit.body}`).toBe(400);
      expect(errorOf(edit).fields, url).toEqual({ url: softwareMessages.invalidUrl });
    }
    const logo = await postSoftware(admin, 'products/add', validProduct({ logo: 'javascript://example.com/%0aalert(1)' }));
    expect(logo.statusCode, logo.body).toBe(400);
    expect(errorOf(logo).fields).toEqual({ logo: messages.validation.invalidUrl });
    expect(await productRows()).toEqual(before);
  });

  it('is taken as typed or with http(s)', async () => {
    for (const url of ['slack.com', 'https://app.slack.com/x', 'http://intranet.example.org']) {
      const res = await postSoftware(admin, 'products/add', validProduct({ url }));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json<{ data: ProductListItem }>().data.url).toBe(url);
    }
  });
});

describe('editing and deleting a product', () => {
  it('renames it and records product_updated with the changes', async () => {
    const p = await addProductApi(admin, { name: 'Calendly', url: 'calendly.com' });
    const res = await postSoftware(admin, 'products/edit', { product_id: p.id, name: 'Calendly Teams', base: { name: 'Calendly' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ProductListItem }>().data).toMatchObject({ id: p.id, name: 'Calendly Teams', url: 'calendly.com' });
    const feed = await activityPage(admin, 'product', p.id);
    expect(feed.data[0]).toMatchObject({
      event_type: 'product_updated',
      event_info_json: { changes: [{ field: 'name', old: 'Calendly', new: 'Calendly Teams' }] },
    });
  });

  it('answers 409 with the product as it is when base no longer holds', async () => {
    const p = await addProductApi(admin, { name: 'Pipedrive' });
    await postSoftware(admin, 'products/edit', { product_id: p.id, url: 'pipedrive.com' });
    const res = await postSoftware(light, 'products/edit', { product_id: p.id, url: 'pd.com', base: { url: p.url } });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ current: { url: string } }>().current.url).toBe('pipedrive.com');
  });

  it('refuses another product’s name', async () => {
    const a = await addProductApi(admin, { name: 'Airtable' });
    await addProductApi(admin, { name: 'Smartsheet' });
    const res = await postSoftware(admin, 'products/edit', { product_id: a.id, name: 'smartsheet' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(softwareMessages.productExists('Smartsheet'));
  });

  it('is only for users whose role is default: the team-only manager and the read-only user get 403', async () => {
    const p = await addProductApi(admin);
    for (const c of [manager, readonly]) {
      expect((await postSoftware(c, 'products/edit', { product_id: p.id, name: 'Nope' })).statusCode).toBe(403);
      expect((await postSoftware(c, 'products/delete', { product_id: p.id })).statusCode).toBe(403);
    }
    expect((await getOk<{ details: ProductListItem }>(admin, `/api/software/products/${p.id}/detail`)).details).toMatchObject({ name: p.name, deleted: 0 });
  });

  it('deletes it: it leaves the list, its detail shows it deleted, and it frees its name', async () => {
    const p = await addProductApi(admin, { name: 'Evernote' });
    const res = await postSoftware(admin, 'products/delete', { product_id: p.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ProductListItem }>().data.deleted).toBe(1);
    expect((await productsApi(admin)).data.map((x) => x.id)).not.toContain(p.id);
    expect((await getOk<{ details: ProductListItem }>(admin, `/api/software/products/${p.id}/detail`)).details.deleted).toBe(1);
    const again = await postSoftware(admin, 'products/delete', { product_id: p.id });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(softwareMessages.productDeleted);
    expect((await activityPage(admin, 'product', p.id)).data[0]).toMatchObject({
      event_type: 'product_deleted',
      event_info_json: { product_name: 'Evernote' },
    });
    expect((await postSoftware(admin, 'products/add', validProduct({ name: 'Evernote' }))).statusCode).toBe(200);
  });

  it('refuses bad input to edit and delete with 400 and changes nothing', async () => {
    const p = await addProductApi(admin);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/software/products/edit',
      schema: productEditBodySchema,
      valid: { product_id: p.id, url: 'changed.example.com' },
      snapshot: productRows,
    });
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/software/products/delete',
      schema: productIdBodySchema,
      valid: { product_id: p.id },
      snapshot: productRows,
    });
  });
});

describe('reading products', () => {
  it('lists the demo products by name with the people holding an active licence', async () => {
    const { data, count } = await productsApi(admin);
    expect(count).toBe(data.length);
    const slack = data.find((p) => p.name === 'Slack')!;
    expect(slack.employees.length).toBeGreaterThan(150);
    expect(slack.employees[0]).toEqual({ id: expect.any(String), name: expect.any(String), avatar: expect.toBeOneOf([null, expect.any(String)]) });
    expect(slack.license_count).toBe(slack.employees.length);
    expect(data.map((p) => p.name)).not.toContain('HipChat');
  });

  it('shows the team-only manager only the holders of their teams', async () => {
    const all = await productNamed(admin, 'Slack');
    const mine = await productNamed(manager, 'Slack');
    expect(mine.employees.length).toBeGreaterThan(0);
    expect(mine.employees.length).toBeLessThan(all.employees.length);
  });

  it('answers the detail with custom fields, and its custom-fields call the same fields', async () => {
    const slack = await productNamed(admin, 'Slack');
    const detail = await getOk<{ details: ProductListItem; custom_fields: { name: string }[] }>(admin, `/api/software/products/${slack.id}/detail`);
    expect(detail.details).toMatchObject({ id: slack.id, name: 'Slack', url: 'slack.com' });
    expect(detail.custom_fields.map((f) => f.name)).toEqual(['Plan', 'Cost per seat', 'Renewal date']);
    const fields = await getOk<{ data: { name: string }[] }>(admin, `/api/software/products/${slack.id}/custom-fields`);
    expect(fields.data.map((f) => f.name)).toEqual(['Plan', 'Cost per seat', 'Renewal date']);
    expect((await light.get(`/api/software/products/${slack.id}/custom-fields`)).statusCode).toBe(403);
  });

  it('keeps companies apart: another company’s product is 404', async () => {
    const slack = await productNamed(admin, 'Slack');
    expect((await other.get(`/api/software/products/${slack.id}/detail`)).statusCode).toBe(404);
    expect((await productsApi(other)).data.map((p) => p.id)).not.toContain(slack.id);
    expect((await admin.get(`/api/software/products/${uuidv7()}/detail`)).statusCode).toBe(404);
  });

  it('stores what it answers', async () => {
    const p = await addProductApi(admin);
    const [row] = await t.db.select().from(softwareProducts).where(eq(softwareProducts.id, p.id));
    expect(row).toMatchObject({ name: p.name, url: p.url, deleted: 0 });
  });
});
