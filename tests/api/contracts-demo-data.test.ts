import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractSignatures } from '../../src/server/db/schema/contracts';
import { CONTRACT_TEMPLATE_TYPES, type ContractItem, type ContractTemplateItem, type LibraryTemplate } from '../../src/shared/contracts/contracts.schema';
import { mirrorIdsOf, mirrorSources } from '../../src/client/contracts/data/mirror-sources';
import { filledContract } from '../../src/server/contracts/contract-sources';
import {
  BUILT_IN_HASHTAGS,
  fillPlaceholders,
  hashtagOf,
  placeholderValues,
  PLACEHOLDER_TOKEN,
  shortcodesIn,
} from '../../src/shared/contracts/contract-placeholders';
import type { SyncRows } from '../../src/shared/sync/sync-rows';
import { useApiTest } from '../helpers/api-test';
import { pullAll } from '../helpers/sync-api';

// The first-start demo shows contracts at work: templates of every type, the partners' library,
// vehicle and asset policies, employment contracts in every state, signed ones with their drawings.
const { t, admin, other } = useApiTest();

const list = async <T>(c: typeof admin, url: string) => (await c.get(url)).json<{ data: T[] }>().data;

describe('the demo’s contracts', () => {
  it('has templates of every type, some signed for the company, and a library of partners’ templates', async () => {
    const templates = await list<ContractTemplateItem>(admin, '/api/contract_template/list');
    for (const type of CONTRACT_TEMPLATE_TYPES)
      expect(
        templates.some((x) => x.type === type),
        type,
      ).toBe(true);
    expect(templates.some((x) => x.internal_signature_required === 1 && x.second_internal_signer_user_id !== null)).toBe(true);
    const library = await list<LibraryTemplate>(admin, '/api/contract_template/public_library/list');
    expect(new Set(library.map((x) => x.partner_name)).size).toBeGreaterThanOrEqual(2);
    // The other company has its own templates, and none of the demo's contracts.
    expect((await list<ContractTemplateItem>(other, '/api/contract_template/list')).length).toBeGreaterThan(0);
    expect(await list<ContractItem>(other, '/api/contract/list')).toEqual([]);
  });

  it('has policies and contracts in every state, the signed ones with a drawing per signature', async () => {
    const contracts = await list<ContractItem>(admin, '/api/contract/list');
    expect(contracts.filter((c) => c.related_object === 'car').length).toBeGreaterThanOrEqual(10);
    expect(contracts.some((c) => c.related_object === 'asset' && c.related_object_ids.length > 1)).toBe(true);
    for (const status of ['draft', 'sent', 'signed'] as const)
      expect(
        contracts.some((c) => c.status === status && c.deleted === 0),
        status,
      ).toBe(true);
    expect(contracts.some((c) => c.deleted === 1)).toBe(true);
    // Some waiting ones are signed by the company already.
    expect(contracts.some((c) => c.status === 'sent' && c.signers.some((s) => s.role === 'internal' && s.signed_at))).toBe(true);
    for (const c of contracts.filter((x) => x.status === 'signed')) {
      expect(c.signers.every((s) => s.signed_at)).toBe(true);
      const [row] = await t.db.select({ n: count() }).from(contractSignatures).where(eq(contractSignatures.contract_id, c.id));
      expect(row?.n).toBe(c.signers.length);
    }
    const policy = contracts.find((c) => c.related_object === 'car' && c.deleted === 0)!;
    const detail = (await admin.get(`/api/cars/${policy.related_object_ids[0]}/detail`)).json<{ car_policy_details: { contract_id: string } | null }>();
    expect(detail.car_policy_details?.contract_id).toBe(policy.id);
  });
});

describe('the placeholders of every demo contract', () => {
  it('are filled on the server exactly as the device fills them from its pulled mirror, every placeholder the product offers', async () => {
    const pages = await pullAll(admin);
    const rowsOf = <T extends 'employees' | 'cars' | 'assets' | 'contracts'>(table: T) =>
      new Map(pages.flatMap((p) => (p.changes[table] ?? []) as SyncRows[T][]).map((r) => [r.id, r]));
    const [people, cars, assets, contracts] = [rowsOf('employees'), rowsOf('cars'), rowsOf('assets'), rowsOf('contracts')];
    const me = await admin.me();
    expect(contracts.size).toBeGreaterThanOrEqual(20);
    let teamsFilled = 0;
    let managersFilled = 0;
    for (const c of contracts.values()) {
      // Every built-in placeholder, and the custom ones the contract has or uses, in the contract's own text.
      const custom = [...Object.keys(c.shortcode_values).map((k) => `custom.${k}`), ...shortcodesIn(c.content_html).filter((x) => x.startsWith('custom.'))];
      const probe = { ...c, content_html: `${c.content_html}<p>${[...BUILT_IN_HASHTAGS.map((h) => h.hashtag), ...custom.map(hashtagOf)].join(' | ')}</p>` };
      const ids = mirrorIdsOf(probe);
      const employee = ids.employee ? people.get(ids.employee) : undefined;
      const rows = {
        employee,
        manager: employee?.manager_id ? people.get(employee.manager_id) : undefined,
        car: ids.car ? cars.get(ids.car) : undefined,
        assets: ids.assets.flatMap((id) => assets.get(id) ?? []),
      };
      const values = placeholderValues(mirrorSources(probe, rows, me.company.name));
      for (const frozen of [false, true]) {
        const server = await filledContract(t.db, me.company.id, probe, { frozen });
        expect(server, `${c.name} (${c.id})${frozen ? ', as signed' : ''}`).toEqual(fillPlaceholders(probe.content_html, values, { frozen }));
        // As signed, no known placeholder is left as written.
        if (frozen) expect([...server.html.matchAll(PLACEHOLDER_TOKEN)].map((x) => x[0])).toEqual([]);
      }
      if (c.signed_html !== null)
        expect(
          [...c.signed_html.matchAll(PLACEHOLDER_TOKEN)].map((x) => x[0]),
          `${c.name}, signed`,
        ).toEqual([]);
      if (values.has('person.team')) teamsFilled++;
      if (values.has('person.manager')) managersFilled++;
    }
    // Not vacuous: the people of the demo's contracts are in teams and have managers.
    expect(teamsFilled).toBeGreaterThanOrEqual(10);
    expect(managersFilled).toBeGreaterThanOrEqual(5);
  });
});
