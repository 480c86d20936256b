import { describe, expect, it } from 'vitest';
import { BULK_ASSIGN_DELAY_MS } from './assets.schema';
import { assetArchive, assetAssign, assetEdit, assetUnarchive } from './assets.mutations';

// What the device shows before the server answers: the same normalised values the server stores.
describe('asset mutations applied on the device', () => {
  const id = '0190d8a0-0000-7000-8000-0000000000d1';
  const typeId = '0190d8a0-0000-7000-8000-0000000000a1';
  const person = '0190d8a0-0000-7000-8000-0000000000e1';
  // eslint-disable-next-line prefer-spread -- a mutation's apply, not Function.prototype.apply
  const added = assetAssign.apply(
    null,
    assetAssign.args.parse({ id, asset_type_id: typeId, owner_employee_id: person, price: '899,99', insert_method: 'bulk' }),
  )!;

  it('adds a row with its id and normalised values, and waits 600 ms before the next item', () => {
    expect(added).toMatchObject({ id, asset_type_id: typeId, owner_employee_id: person, price: '899.99', vendor: null, insert_method: 'bulk', deleted: 0 });
    expect(assetAssign.delayMs).toBe(BULK_ASSIGN_DELAY_MS);
    expect(assetAssign.refusedTitle).toBe('Could not create asset');
  });

  it('edits only the fields sent; a new owner drops the old name until the server answers', () => {
    const named = { ...added, owner_employee_name: 'Emma Janssens' };
    const other = '0190d8a0-0000-7000-8000-0000000000e2';
    const args = assetEdit.args.parse({ asset_id: id, owner_employee_id: other });
    expect(assetEdit.changedFields!(args)).toEqual(['owner_employee_id']);
    expect(assetEdit.apply(named, args)).toMatchObject({ owner_employee_id: other, owner_employee_name: null, price: '899.99' });
    expect(assetEdit.apply(named, assetEdit.args.parse({ asset_id: id, vendor: 'Dell' }))).toMatchObject({
      vendor: 'Dell',
      owner_employee_name: 'Emma Janssens',
    });
  });

  it('archives and unarchives', () => {
    const archived = assetArchive.apply(added, { asset_id: id })!;
    expect(archived.deleted).toBe(1);
    expect(assetUnarchive.apply(archived, { asset_id: id })!.deleted).toBe(0);
  });
});
