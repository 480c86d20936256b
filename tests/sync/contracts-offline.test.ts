// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractsMessages } from '../../src/shared/contracts/contracts.messages';
import { carPolicyAdd, contractAdd, contractDelete, contractShortcodeValue, templateAdd, templateEdit } from '../../src/shared/contracts/contracts.mutations';
import type { ContractItem, ContractTemplateItem } from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import { mutate } from '../../src/sync/outbox';
import { useApiTest } from '../helpers/api-test';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device, expectWritesPostedInOrder } from './device';

// Contracts made with no network: a template written, a contract and a vehicle policy made from
// it, a placeholder filled and a contract deleted reach the server in order once it is back, each
// once, the server's rows taking the place of the device's drafts. A vehicle given a policy
// elsewhere meanwhile refuses the device's one alone ('Could not add the vehicle policy').
const { t, facts } = useApiTest();
beforeAll(() => vi.stubGlobal('navigator', { onLine: true }));
afterAll(() => vi.unstubAllGlobals());

const asAdmin = () => t.as(DEMO_EMAILS.admin);
const serverContract = async (id: string) => {
  const res = await (await asAdmin()).get(`/api/contract/${id}/detail`);
  return res.statusCode === 200 ? res.json<{ data: ContractItem; contract_html: string }>() : null;
};

const draftOf = (
  t: { id: string; name: string; type: ContractTemplateItem['type'] },
  html: string,
  employeeId: string | null,
  related: { object: 'car'; ids: string[] } | null,
) => ({
  name: t.name,
  content_html: html,
  template_type: t.type,
  employee_id: employeeId,
  related_object: related?.object ?? null,
  related_object_ids: related?.ids ?? [],
  internal_signer_user_id: null,
  second_internal_signer_user_id: null,
  pdf_internal_signature_required: 0 as const,
  pdf_employee_signature_required: 1 as const,
  file_type: 'html' as const,
  contract_template_id: t.id,
  public_library_contract_template_id: null,
});

async function carWithoutPolicy(skip: number): Promise<{ id: string; related_employee_id: string }> {
  const admin = await asAdmin();
  const cars = (await admin.get('/api/cars/list', { per_page: 200 })).json<{ data: { id: string; deleted: number; related_employee_id: string | null }[] }>()
    .data;
  const found: { id: string; related_employee_id: string }[] = [];
  for (const c of cars) {
    if (c.deleted || !c.related_employee_id) continue;
    if ((await admin.get(`/api/cars/${c.id}/detail`)).json<{ car_policy_details: unknown }>().car_policy_details === null)
      found.push({ id: c.id, related_employee_id: c.related_employee_id });
    if (found.length > skip) return found[skip]!;
  }
  throw new Error('No car without a policy');
}

describe('contracts made offline', () => {
  it('a template, a contract, a vehicle policy, a placeholder value and a delete reach the server in order, once', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    d.net.offline = true;
    const person = facts.peopleOf('Demo Company')[12]!;
    const car = await carWithoutPolicy(0);
    const template = { id: uuidv7(), name: 'Offline policy', type: 'car_policy' as const };
    const html = '<h1>Policy</h1><p>{{person.full_name}} drives {{car.plate}}; own contribution {{custom.own_contribution}}.</p>';
    await mutate(d.db, templateAdd, { id: template.id, name: template.name, type: template.type });
    await mutate(d.db, templateEdit, { template_id: template.id, content_html: html });
    const contractId = uuidv7();
    await mutate(d.db, contractAdd, {
      id: contractId,
      employee_id: person.id,
      file_type: 'html',
      contract_name: 'Offline contract',
      pdf_employee_signature_required: 1,
      contract_template_id: template.id,
      draft: draftOf(template, html, person.id, null),
    });
    const policyId = uuidv7();
    await mutate(d.db, carPolicyAdd, {
      id: policyId,
      car_id: car.id,
      contract_template_id: template.id,
      draft: draftOf(template, html, car.related_employee_id, { object: 'car', ids: [car.id] }),
    });
    await mutate(d.db, contractShortcodeValue, { contract_id: policyId, shortcode: 'own_contribution', value: '€ 50' });
    await mutate(d.db, contractDelete, { contract_id: contractId });

    // On the device at once: the drafts, the value, the delete.
    expect(await d.db.mirror('contract_templates').get(template.id)).toMatchObject({ content_html: html });
    expect(await d.db.mirror('contracts').get(policyId)).toMatchObject({
      status: 'draft',
      related_object_ids: [car.id],
      shortcode_values: { own_contribution: '€ 50' },
    });
    expect(await d.db.mirror('contracts').get(contractId)).toMatchObject({ deleted: 1 });
    expect(await d.replay()).not.toBe('done');
    expect(await serverContract(policyId)).toBeNull();

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(d.notices).toEqual([]);
    expectWritesPostedInOrder(d, [
      ['/api/contract_template/add', 200],
      ['/api/contract_template/edit', 200],
      ['/api/contracts/addToEmployee', 200],
      ['/api/cars/addCarPolicy', 200],
      ['/api/contracts/shortcodes/setCustomShortcodeValue', 200],
      ['/api/contracts/delete', 200],
    ]);
    const policy = await serverContract(policyId);
    expect(policy?.data).toMatchObject({
      name: expect.stringContaining('Offline policy - ') as string,
      employee_id: car.related_employee_id,
      shortcode_values: { own_contribution: '€ 50' },
    });
    expect(policy?.contract_html).toContain('own contribution € 50.');
    expect((await serverContract(contractId))?.data).toMatchObject({ deleted: 1, employee_id: person.id });
    // The server's rows replace the drafts (the server names the policy; nothing waits).
    await d.pull();
    expect(await d.db.mirror('contracts').get(policyId)).toMatchObject({ name: policy?.data.name, version: policy?.data.version });
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('a vehicle that got a policy elsewhere meanwhile refuses the device’s one alone', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const car = await carWithoutPolicy(1);
    const template = (await (await asAdmin()).get('/api/contract_template/list', { type: 'car_policy' })).json<{ data: ContractTemplateItem[] }>().data[0]!;
    d.net.offline = true;
    const mine = uuidv7();
    await mutate(d.db, carPolicyAdd, {
      id: mine,
      car_id: car.id,
      contract_template_id: template.id,
      draft: draftOf(template, template.content_html, car.related_employee_id, { object: 'car', ids: [car.id] }),
    });
    // Someone else adds one first.
    const other = await (await asAdmin()).post('/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    expect(other.statusCode, other.body).toBe(200);

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(d.notices).toEqual([
      { kind: 'conflict', title: 'Could not add the vehicle policy', text: expect.stringContaining(contractsMessages.carHasPolicy) as string },
    ]);
    expect(await serverContract(mine)).toBeNull();
    // The device's draft is gone once the refusal is in; the other policy arrives by the pull.
    await d.pull();
    expect(await d.db.mirror('contracts').get(mine)).toBeUndefined();
  });
});
