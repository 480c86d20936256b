import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../../src/server/db/schema/assets';
import { contracts } from '../../src/server/db/schema/contracts';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import { TEMPLATE_TYPE_LABELS, type ContractItem, type PolicyAnswer } from '../../src/shared/contracts/contracts.schema';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import { addAssetApi, allAssetTypes } from '../helpers/assets-api';
import { postCar, validCar } from '../helpers/cars-api';
import { contractDetailApi, contractsApi, libraryApi, post, postOk, templateNamed } from '../helpers/contracts-api';
import { carsOf } from '../helpers/sync-api';
import { errorOf, type Client } from '../helpers/test-app';

// Vehicle and asset policies (fleet-and-assets.md sections 4, 5 and 7): a contract made from a
// template of the policy type for an active vehicle or for assets without a policy, carried by the
// vehicle's and the asset's detail as car_policy_details and asset_policy_details.
const { t, facts, admin, support, manager, readonly, light, other } = useApiTest();

type PolicyResponse = PolicyAnswer & { id: string; data: ContractItem };
interface PolicyDetails {
  contract_id: string;
  name: string;
  status: string;
}

const contractRows = () => t.db.select().from(contracts).orderBy(contracts.id);
const people = () => facts.peopleOf('Demo Company');
let nextPerson = 20;
const freshPerson = () => people()[nextPerson++]!;

const carPolicyDetails = async (c: Client, carId: string) => {
  const res = await c.get(`/api/cars/${carId}/detail`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ car_policy_details: PolicyDetails | null }>().car_policy_details;
};
const assetPolicyDetails = async (c: Client, assetId: string) => {
  const res = await c.get(`/api/assets/${assetId}/detail`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ asset_policy_details: PolicyDetails | null }>().asset_policy_details;
};

/** A new active vehicle of Demo Company driven by the person (or a pool vehicle). */
async function addCar(driverId: string | null = freshPerson().id): Promise<CarListItem> {
  const res = await postCar(admin, 'add', validCar({ brand: 'Skoda', model: 'Enyaq', related_employee_id: driverId, is_pool_vehicle: driverId ? 0 : 1 }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CarListItem }>().data;
}

const carPolicyTemplate = () => templateNamed(admin, 'Company car policy');
const assetPolicyTemplate = () => templateNamed(admin, 'IT equipment policy');
const typeId = async (name: string) => (await allAssetTypes(admin)).find((x) => x.name === name)!.id;

describe('a vehicle policy', () => {
  it('is made from a vehicle policy template for the driver, answers contract_id_inserted, and the vehicle’s detail carries it', async () => {
    const driver = freshPerson();
    const car = await addCar(driver.id);
    const template = await carPolicyTemplate();
    expect(await carPolicyDetails(admin, car.id)).toBeNull();
    const id = uuidv7();
    const res = await post(admin, '/api/cars/addCarPolicy', { id, car_id: car.id, contract_template_id: template.id, isPartner: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PolicyResponse>();
    expect(answer.contract_id_inserted).toBe(id);
    expect(answer.data).toMatchObject({
      id,
      name: `Company car policy - Skoda Enyaq ${car.plate}`,
      employee_id: driver.id,
      template_id: template.id,
      template_type: 'car_policy',
      related_object: 'car',
      related_object_ids: [car.id],
      content_html: template.content_html,
      status: 'draft',
      deleted: 0,
    });
    expect(await carPolicyDetails(admin, car.id)).toEqual({ contract_id: id, name: answer.data.name, status: 'draft' });
    expect(await carPolicyDetails(support, car.id)).toMatchObject({ contract_id: id });

    // The contract shows the vehicle in its text.
    const detail = await contractDetailApi(admin, id);
    expect(detail.contract_html).toContain(`<strong>${car.plate}</strong>`);
    expect(detail.contract_html).toContain('Skoda Enyaq');
    expect(detail.unfilled_shortcodes).toEqual(['custom.own_contribution']);
    expect((await activityPage(admin, 'car', car.id)).data[0]).toMatchObject({
      event_type: 'contract_added',
      event_info_json: { contract_id: id, related_object: 'car', related_object_ids: [car.id] },
    });
  });

  it('refuses a second policy for the same vehicle (409); once the policy is deleted a new one can be made', async () => {
    const car = await addCar();
    const template = await carPolicyTemplate();
    const first = await postOk<PolicyResponse>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    const before = await contractRows();
    const second = await post(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 'conflict', message: m.carHasPolicy });
    expect(await contractRows()).toEqual(before);

    await postOk(admin, '/api/contracts/delete', { contract_id: first.contract_id_inserted });
    expect(await carPolicyDetails(admin, car.id)).toBeNull();
    const again = await postOk<PolicyResponse>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    expect(await carPolicyDetails(admin, car.id)).toMatchObject({ contract_id: again.contract_id_inserted });
  });

  it('does not restore a deleted policy over the vehicle’s newer one (409), nor an asset’s', async () => {
    const car = await addCar();
    const template = await carPolicyTemplate();
    const old = await postOk<PolicyResponse>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    await postOk(admin, '/api/contracts/delete', { contract_id: old.contract_id_inserted });
    const current = await postOk<PolicyResponse>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    const restore = await post(admin, '/api/contracts/undelete', { contract_id: old.contract_id_inserted });
    expect(restore.statusCode).toBe(409);
    expect(errorOf(restore)).toMatchObject({ code: 'conflict', message: m.carHasPolicy });
    expect((await contractDetailApi(admin, old.contract_id_inserted)).data.deleted).toBe(1);
    expect(await carPolicyDetails(admin, car.id)).toMatchObject({ contract_id: current.contract_id_inserted });
    // With the newer one deleted, the old one comes back.
    await postOk(admin, '/api/contracts/delete', { contract_id: current.contract_id_inserted });
    await postOk(admin, '/api/contracts/undelete', { contract_id: old.contract_id_inserted });
    expect(await carPolicyDetails(admin, car.id)).toMatchObject({ contract_id: old.contract_id_inserted });

    const asset = await addAssetApi(admin, await typeId('Laptop'), freshPerson().id);
    const assetTemplate = await assetPolicyTemplate();
    const first = await postOk<PolicyResponse>(admin, '/api/assets/addAssetPolicy', { selected_assets: [asset.id], contract_template_id: assetTemplate.id });
    await postOk(admin, '/api/contracts/delete', { contract_id: first.contract_id_inserted });
    await postOk(admin, '/api/assets/addAssetPolicy', { selected_assets: [asset.id], contract_template_id: assetTemplate.id });
    const again = await post(admin, '/api/contracts/undelete', { contract_id: first.contract_id_inserted });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.assetHasPolicy('Laptop'));
  });

  it('refuses an archived vehicle, a template of another type, no template, an unknown vehicle and another company’s (400)', async () => {
    const template = await carPolicyTemplate();
    const archived = await addCar();
    expect((await postCar(admin, 'delete', { car_id: archived.id, date_end: new Date().toISOString().slice(0, 10) })).statusCode).toBe(200);
    const before = await contractRows();

    const res = await post(admin, '/api/cars/addCarPolicy', { car_id: archived.id, contract_template_id: template.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: m.carArchived, fields: { car_id: m.carArchived } });

    const car = await addCar();
    const wrongType = await post(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: (await assetPolicyTemplate()).id });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).message).toBe(m.wrongTemplateType(TEMPLATE_TYPE_LABELS.car_policy));
    const employment = (await libraryApi(admin, { type: 'employment_contract' })).data[0]!;
    const wrongLibrary = await post(admin, '/api/cars/addCarPolicy', { car_id: car.id, public_library_contract_template_id: employment.id, isPartner: 1 });
    expect(errorOf(wrongLibrary).message).toBe(m.wrongTemplateType(TEMPLATE_TYPE_LABELS.car_policy));

    const none = await post(admin, '/api/cars/addCarPolicy', { car_id: car.id });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields?.contract_template_id).toBe(m.selectTemplate);

    const unknown = await post(admin, '/api/cars/addCarPolicy', { car_id: uuidv7(), contract_template_id: template.id });
    expect(errorOf(unknown)).toMatchObject({ message: m.carNotFound, fields: { car_id: m.carNotFound } });
    const foreign = (await carsOf(t.db, facts.companyId('Other Company')))[0]!;
    const theirs = await post(admin, '/api/cars/addCarPolicy', { car_id: foreign.id, contract_template_id: template.id });
    expect(theirs.statusCode).toBe(400);
    expect(errorOf(theirs).message).toBe(m.carNotFound);
    expect(await contractRows()).toEqual(before);
    expect(await carPolicyDetails(admin, car.id)).toBeNull();
  });

  it('is made from a library vehicle policy; a pool vehicle’s has no person to sign', async () => {
    const library = (await libraryApi(admin, { type: 'car_policy' })).data[0]!;
    const pool = await addCar(null);
    const res = await postOk<PolicyResponse>(admin, '/api/cars/addCarPolicy', {
      car_id: pool.id,
      public_library_contract_template_id: library.id,
      isPartner: 1,
    });
    expect(res.data).toMatchObject({
      employee_id: null,
      template_id: null,
      public_library_contract_template_id: library.id,
      pdf_employee_signature_required: 0,
      related_object_ids: [pool.id],
    });
    expect(await carPolicyDetails(admin, pool.id)).toMatchObject({ contract_id: res.contract_id_inserted });
    // Nobody to ask for the employee's signature.
    const signers = await post(admin, '/api/contracts/setSigningMethod', { contract_id: res.contract_id_inserted, signers: [{ role: 'employee' }] });
    expect(signers.statusCode).toBe(400);
    expect(errorOf(signers).message).toBe(m.selectPerson);
  });

  it('shows the demo vehicles’ policies in their detail', async () => {
    const policies = (await contractsApi(admin)).filter((c) => c.related_object === 'car' && c.deleted === 0);
    expect(policies.length).toBeGreaterThanOrEqual(12);
    for (const policy of policies.slice(0, 3)) {
      expect(await carPolicyDetails(admin, policy.related_object_ids[0]!)).toEqual({ contract_id: policy.id, name: policy.name, status: policy.status });
    }
  });

  it('is not shown to users without contracts access, who may not make one either', async () => {
    const policy = (await contractsApi(admin)).find((c) => c.related_object === 'car' && c.deleted === 0)!;
    const carId = policy.related_object_ids[0]!;
    expect(await carPolicyDetails(readonly, carId)).toBeNull();
    expect(await carPolicyDetails(light, carId)).toBeNull();
    const car = await addCar();
    const template = await carPolicyTemplate();
    const before = await contractRows();
    for (const c of [manager, readonly, light])
      expect((await post(c, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id })).statusCode).toBe(403);
    expect(await contractRows()).toEqual(before);
  });
});

describe('an asset policy', () => {
  it('covers assets given as a comma list or as an array, answering contract_id_inserted and count_inserted', async () => {
    const owner = freshPerson();
    const laptop = await addAssetApi(admin, await typeId('Laptop'), owner.id);
    const headset = await addAssetApi(admin, await typeId('Headset'), owner.id);
    const template = await assetPolicyTemplate();
    const res = await post(admin, '/api/assets/addAssetPolicy', {
      selected_assets: ` ${laptop.id}, ${headset.id} ,`,
      employee_id: owner.id,
      contract_template_id: template.id,
      isPartner: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<PolicyResponse>();
    expect(answer).toMatchObject({ contract_id_inserted: answer.data.id, count_inserted: 2 });
    expect(answer.data).toMatchObject({
      name: 'IT equipment policy - 2 assets',
      employee_id: owner.id,
      template_type: 'asset_policy',
      related_object: 'asset',
      related_object_ids: [laptop.id, headset.id],
    });
    for (const a of [laptop, headset]) {
      expect(await assetPolicyDetails(admin, a.id)).toEqual({ contract_id: answer.contract_id_inserted, name: answer.data.name, status: 'draft' });
    }
    const detail = await contractDetailApi(admin, answer.contract_id_inserted);
    expect(detail.contract_html).toContain(laptop.serial_number!);
    expect(detail.contract_html).toContain(headset.serial_number!);

    const phone = await addAssetApi(admin, await typeId('Laptop'), owner.id);
    const single = await postOk<PolicyResponse>(admin, '/api/assets/addAssetPolicy', {
      selected_assets: [phone.id, phone.id],
      contract_template_id: template.id,
    });
    expect(single).toMatchObject({ count_inserted: 1, data: { name: 'IT equipment policy - Laptop', employee_id: owner.id, related_object_ids: [phone.id] } });
    expect(await assetPolicyDetails(admin, phone.id)).toMatchObject({ contract_id: single.contract_id_inserted });
  });

  it('needs at least one asset (please select asset) and a template (please select template), storing nothing', async () => {
    const template = await assetPolicyTemplate();
    const before = await contractRows();
    for (const selected_assets of ['', ' , ', [], [''], undefined]) {
      const res = await post(admin, '/api/assets/addAssetPolicy', { selected_assets, contract_template_id: template.id });
      expect(res.statusCode, JSON.stringify(selected_assets)).toBe(400);
      expect(errorOf(res).fields?.selected_assets).toBe(m.selectAsset);
    }
    const notIds = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: 'laptop,phone', contract_template_id: template.id });
    expect(errorOf(notIds).fields?.['selected_assets.0']).toBe(m.selectAsset);
    const asset = await addAssetApi(admin, await typeId('Laptop'), freshPerson().id);
    const noTemplate = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: asset.id });
    expect(noTemplate.statusCode).toBe(400);
    expect(errorOf(noTemplate).fields?.contract_template_id).toBe(m.selectTemplate);
    expect(await contractRows()).toEqual(before);
    expect(await assetPolicyDetails(admin, asset.id)).toBeNull();
  });

  it('refuses assets of different owners, and a person other than the assets’ owner (400)', async () => {
    const template = await assetPolicyTemplate();
    const a = await addAssetApi(admin, await typeId('Laptop'), freshPerson().id);
    const b = await addAssetApi(admin, await typeId('Laptop'), freshPerson().id);
    const before = await contractRows();
    const mixed = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [a.id, b.id], contract_template_id: template.id });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed)).toMatchObject({ message: m.assetsOfAnotherOwner, fields: { selected_assets: m.assetsOfAnotherOwner } });
    const otherPerson = await post(admin, '/api/assets/addAssetPolicy', {
      selected_assets: [a.id],
      employee_id: b.owner_employee_id,
      contract_template_id: template.id,
    });
    expect(errorOf(otherPerson).message).toBe(m.assetsOfAnotherOwner);
    expect(await contractRows()).toEqual(before);
  });

  it('gives unowned assets the person named, and refuses a person who is not one of the company’s', async () => {
    const template = await assetPolicyTemplate();
    const type = await typeId('Laptop');
    // An asset whose holder was removed from the register has no owner (ON DELETE SET NULL).
    const unowned = async () => {
      const asset = await addAssetApi(admin, type, freshPerson().id);
      await t.db.update(assets).set({ owner_employee_id: null }).where(eq(assets.id, asset.id));
      return asset;
    };
    const stock = await unowned();
    const before = await contractRows();
    for (const employee_id of [uuidv7(), facts.peopleOf('Other Company')[0]!.id]) {
      const res = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [stock.id], employee_id, contract_template_id: template.id });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toHaveProperty('employee_id');
    }
    expect(await contractRows()).toEqual(before);
    const holder = freshPerson();
    const ok = await postOk<PolicyResponse>(admin, '/api/assets/addAssetPolicy', {
      selected_assets: [stock.id],
      employee_id: holder.id,
      contract_template_id: template.id,
    });
    expect(ok.data.employee_id).toBe(holder.id);
    const nobody = await unowned();
    const unheld = await postOk<PolicyResponse>(admin, '/api/assets/addAssetPolicy', { selected_assets: [nobody.id], contract_template_id: template.id });
    expect(unheld.data).toMatchObject({ employee_id: null, pdf_employee_signature_required: 0 });
  });

  it('refuses an asset that has a policy (409), an archived one, an unknown or another company’s asset and a template of another type', async () => {
    const template = await assetPolicyTemplate();
    const owner = freshPerson();
    const covered = await addAssetApi(admin, await typeId('Laptop'), owner.id);
    await postOk(admin, '/api/assets/addAssetPolicy', { selected_assets: [covered.id], contract_template_id: template.id });
    const fresh = await addAssetApi(admin, await typeId('Laptop'), owner.id);
    const before = await contractRows();

    const twice = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [fresh.id, covered.id], contract_template_id: template.id });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(m.assetHasPolicy('Laptop'));

    const archived = await addAssetApi(admin, await typeId('Headset'), owner.id);
    expect((await post(admin, '/api/assets/delete', { asset_id: archived.id })).statusCode).toBe(200);
    const gone = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [archived.id], contract_template_id: template.id });
    expect(gone.statusCode).toBe(400);
    expect(errorOf(gone).message).toBe(m.assetArchived('Headset'));

    const unknown = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [fresh.id, uuidv7()], contract_template_id: template.id });
    expect(errorOf(unknown)).toMatchObject({ message: m.assetNotFound, fields: { selected_assets: m.assetNotFound } });
    const [foreign] = await t.db
      .select()
      .from(assets)
      .where(eq(assets.company_id, facts.companyId('Other Company')))
      .limit(1);
    if (foreign) {
      const theirs = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [foreign.id], contract_template_id: template.id });
      expect(errorOf(theirs).message).toBe(m.assetNotFound);
    }

    const wrongType = await post(admin, '/api/assets/addAssetPolicy', { selected_assets: [fresh.id], contract_template_id: (await carPolicyTemplate()).id });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).message).toBe(m.wrongTemplateType(TEMPLATE_TYPE_LABELS.asset_policy));
    expect(await contractRows()).toEqual(before);
    expect(await assetPolicyDetails(admin, fresh.id)).toBeNull();
  });

  it('shows the demo assets’ policies in their detail, to users with contracts access only', async () => {
    const policy = (await contractsApi(admin)).find((c) => c.related_object === 'asset' && c.deleted === 0)!;
    for (const assetId of policy.related_object_ids) {
      expect(await assetPolicyDetails(admin, assetId)).toEqual({ contract_id: policy.id, name: policy.name, status: policy.status });
      expect(await assetPolicyDetails(readonly, assetId)).toBeNull();
    }
  });

  it('cannot be made by users without contracts access, nor for another company', async () => {
    const template = await assetPolicyTemplate();
    const asset = await addAssetApi(admin, await typeId('Laptop'), freshPerson().id);
    const before = await contractRows();
    for (const c of [manager, readonly, light]) {
      expect((await post(c, '/api/assets/addAssetPolicy', { selected_assets: [asset.id], contract_template_id: template.id })).statusCode).toBe(403);
    }
    // Another company's admin sees neither the asset nor the template.
    const theirTemplate = (await (await other.get('/api/contract_template/list', { type: 'asset_policy' })).json<{ data: { id: string }[] }>()).data[0]!;
    const foreign = await post(other, '/api/assets/addAssetPolicy', { selected_assets: [asset.id], contract_template_id: theirTemplate.id });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe(m.assetNotFound);
    expect(await contractRows()).toEqual(before);
  });
});
