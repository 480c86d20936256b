import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractSignatures } from '../../src/server/db/schema/contracts';
import { CONTRACT_TEMPLATE_TYPES, type ContractItem, type ContractTemplateItem, type LibraryTemplate } from '../../src/shared/contracts/contracts.schema';
import { useApiTest } from '../helpers/api-test';

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
