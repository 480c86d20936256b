import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, assetTypes } from '../../src/server/db/schema/assets';
import { softwareLicenses, softwareProducts } from '../../src/server/db/schema/software';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { useApiTest } from '../helpers/api-test';
import { finishedImport, runImport, undoImport } from '../helpers/import-api';
import { addLicenseApi, addProductApi, postSoftware } from '../helpers/software-api';

// Assets (by serial number) and software licences (by product and person) from a file, with the
// types and products the file introduces made on the way, and their undo.
const { t, facts, admin } = useApiTest();

const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const people = () => facts.peopleOf('Demo Company').filter((p) => p.email);
const assetsWithSerials = (serials: string[]) => t.db.select().from(assets).where(inArray(assets.serial_number, serials));

describe('importing assets', () => {
  it('adds assets of known and new types, finds them again by serial number, changes what differs, and undoes', async () => {
    const [a, b] = people();
    const id = tag();
    const newType = `Drone ${id}`;
    const rows = [
      { asset_type: 'laptop', person: a!.email!, price: '1.299,00', vendor: 'Dell', serial_number: `SN-${id}-1` },
      { asset_type: newType, person: b!.email!, price: '€ 2499', vendor: 'DJI', serial_number: `SN-${id}-2` },
      { asset_type: newType, person: a!.email!, price: '2499', vendor: 'DJI', serial_number: `SN-${id}-3` },
    ];
    const first = await runImport(admin, 'asset', rows);
    expect(first, first.error ?? '').toMatchObject({ status: 'done', created_count: 3 });
    const made = await assetsWithSerials(rows.map((r) => r.serial_number));
    expect(made.map((x) => [x.serial_number, x.price, x.insert_method, x.excel_import_id]).sort()).toEqual(
      [
        [`SN-${id}-1`, '1299.00', 'import', first.id],
        [`SN-${id}-2`, '2499.00', 'import', first.id],
        [`SN-${id}-3`, '2499.00', 'import', first.id],
      ].sort(),
    );
    // The new type was made once, for both rows.
    expect(await t.db.select().from(assetTypes).where(eq(assetTypes.name, newType))).toHaveLength(1);

    const again = await runImport(admin, 'asset', rows);
    expect(again).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 3 });
    const change = await runImport(admin, 'asset', [{ serial_number: `sn-${id.toLowerCase()}-1`, vendor: 'Lenovo', person: b!.email! }]);
    expect(change, change.error ?? '').toMatchObject({ updated_count: 1, created_count: 0 });
    expect((await assetsWithSerials([`SN-${id}-1`]))[0]).toMatchObject({ vendor: 'Lenovo', owner_employee_id: b!.id });

    await undoImport(admin, change.id);
    await finishedImport(admin, change.id);
    expect((await assetsWithSerials([`SN-${id}-1`]))[0]).toMatchObject({ vendor: 'Dell', owner_employee_id: a!.id, deleted: 0 });
    await undoImport(admin, first.id);
    expect(await finishedImport(admin, first.id)).toMatchObject({ status: 'undone' });
    expect((await assetsWithSerials(rows.map((r) => r.serial_number))).map((x) => x.deleted)).toEqual([1, 1, 1]);
  });

  it('refuses rows without a person or with a price that is no amount, naming the column', async () => {
    const res = await runImport(admin, 'asset', [
      { asset_type: 'Laptop', person: '', serial_number: `SN-${tag()}` },
      { asset_type: 'Laptop', person: people()[0]!.email!, price: 'twelve', serial_number: `SN-${tag()}` },
    ]);
    expect(res.status).toBe('failed');
    expect(res.error).toContain('2 rows have errors');
    expect(res.error).toContain("Row 3: 'twelve'");
  });
});

describe('importing software licences', () => {
  it('gives licences of existing and new products, makes a new product once, makes an inactive licence active again, and undoes', async () => {
    const [a, b, c] = people();
    const id = tag();
    const existing = await addProductApi(admin, { name: `Notion ${id}`, url: 'notion.so' });
    const old = await addLicenseApi(admin, existing.id, c!.id);
    expect((await postSoftware(admin, 'licenses/delete', { license_id: old.id })).statusCode).toBe(200);
    const rows: Record<string, string>[] = [
      { product: `notion ${id.toLowerCase()}`, person: a!.email!, username: 'ann' },
      { product: `Figma ${id}`, url: 'figma.com', person: a!.email!, username: '' },
      { product: `Figma ${id}`, url: '', person: b!.email!, username: 'bo' },
      { product: `Notion ${id}`, person: c!.email!, username: '' },
    ];
    const first = await runImport(admin, 'software', rows);
    expect(first, first.error ?? '').toMatchObject({ status: 'done', created_count: 3, updated_count: 1 });
    const products = await t.db
      .select()
      .from(softwareProducts)
      .where(like(softwareProducts.name, `Figma ${id}`));
    expect(products.map((p) => [p.url, p.insert_method, p.excel_import_id])).toEqual([['figma.com', 'import', first.id]]);
    const [reactivated] = await t.db.select().from(softwareLicenses).where(eq(softwareLicenses.id, old.id));
    expect(reactivated).toMatchObject({ active: 1, date_deactivated: null });

    const again = await runImport(admin, 'software', rows);
    expect(again).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 4 });

    await undoImport(admin, first.id);
    await finishedImport(admin, first.id);
    const [figma] = await t.db.select().from(softwareProducts).where(eq(softwareProducts.id, products[0]!.id));
    expect(figma?.deleted).toBe(1);
    const [back] = await t.db.select().from(softwareLicenses).where(eq(softwareLicenses.id, old.id));
    expect(back?.active).toBe(0);
    const imported = await t.db.select().from(softwareLicenses).where(eq(softwareLicenses.excel_import_id, first.id));
    expect(imported.map((l) => l.active)).toEqual([0, 0, 0]);
  });

  it('asks for the website of a new product and for a person, with the forms’ messages', async () => {
    const res = await runImport(admin, 'software', [
      { product: `Nowhere ${tag()}`, url: '', person: people()[0]!.email! },
      { product: `Nowhere ${tag()}`, url: 'not a url', person: people()[0]!.email! },
      { product: '', person: people()[0]!.email! },
      { product: 'Slack', person: '' },
    ]);
    expect(res.status).toBe('failed');
    for (const m of [`Row 2: ${softwareMessages.enterUrl}`, `Row 3: ${softwareMessages.invalidUrl}`, `Row 4: ${softwareMessages.enterName}`])
      expect(res.error).toContain(m);
  });
});
