import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/server/db/schema/contracts';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import type { ContractItem } from '../../src/shared/contracts/contracts.schema';
import { useApiTest } from '../helpers/api-test';
import { addContractApi, post, postOk, templateNamed } from '../helpers/contracts-api';
import { signInternallyOk, startFakeProvider, type FakeProvider, signatureDataUrl } from '../helpers/contracts-signing-api';
import { readPdf } from '../helpers/pdf-read';
import type { FactPerson } from '../helpers/demo-facts';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';

// The e-signature provider adapter (software-contracts-push.md section 7: processSignicatContracts,
// retryProcessSignicatContracts, resetSigningMethod, createTemplateContractPDF), configured by URL
// and key and tested against a local fake provider over HTTP (the protocol of signing-provider.ts):
// the contract's PDF goes out as an envelope for its signers, its status is asked on retry, and a
// provider that fails changes nothing. Without a provider these answer 409 (contracts-signing.test.ts).
let fake: FakeProvider | undefined;
const { t, facts, admin, manager, readonly, other } = useApiTest({
  app: async () => {
    fake = await startFakeProvider();
    return { signingProvider: { url: fake.url, key: fake.key } };
  },
});
afterAll(async () => fake?.close());
const provider = () => fake!;

let nextPerson = 60;
const freshPerson = (): FactPerson => {
  const person = facts.peopleOf('Demo Company').filter((p) => p.email)[nextPerson++];
  if (!person) throw new Error('The demo company has too few people with an email address');
  return person;
};
/** A contract of the employment template: the admin signs for the company, Ilse Van Acker (HR) second, the person last. */
async function employmentContract(person = freshPerson(), over: Record<string, unknown> = {}): Promise<ContractItem> {
  return addContractApi(admin, person.id, (await templateNamed(admin, 'Employment contract (white collar)')).id, over);
}
async function contractRow(id: string) {
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error(`No contract ${id}`);
  return row;
}
type ProviderAnswer = { data: ContractItem; envelope_id: string };
const call = (c: Client, id: string, what: string) => post(c, `/api/contracts/${id}/${what}`, {});
const processOk = (id: string) => postOk<ProviderAnswer>(admin, `/api/contracts/${id}/processSignicatContracts`, {});
const retryOk = (id: string) => postOk<ProviderAnswer>(admin, `/api/contracts/${id}/retryProcessSignicatContracts`, {});

describe('processSignicatContracts', () => {
  it('sends the contract’s PDF to the provider as an envelope for its signers, with the key; the contract is with the provider', async () => {
    const person = freshPerson();
    const contract = await employmentContract(person);
    const before = provider().envelopes.length;
    const answer = await processOk(contract.id);

    expect(provider().envelopes).toHaveLength(before + 1);
    const sent = provider().envelopes.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${provider().key}`);
    expect(sent.body).toMatchObject({ reference: contract.id, title: contract.name });
    const pdf = Buffer.from(sent.body.document_pdf_base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPdf(pdf)).map((p) => p.text).join(' ');
    expect(text).toContain(`and ${person.name}, the employee`);
    expect(text).toContain('Signatures');
    // Every signer the contract asks for: the company's two and the person.
    expect(sent.body.signers).toEqual([
      { role: 'internal', name: 'Sophie Laurent', email: DEMO_EMAILS.admin },
      { role: 'second_internal', name: 'Ilse Van Acker', email: DEMO_EMAILS.hr },
      { role: 'employee', name: person.name, email: person.email },
    ]);

    // The provider's envelope id is kept to ask it later.
    expect(provider().status.has(answer.envelope_id)).toBe(true);
    expect(answer.data).toMatchObject({ id: contract.id, signing_method: 'provider', status: 'sent' });
    expect(answer.data.sent_at).not.toBeNull();
    expect(answer.data.signers.map((s) => s.role)).toEqual(['internal', 'second_internal', 'employee']);
    expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'provider', provider_reference: answer.envelope_id, status: 'sent' });
  });

  it('sends only the signers the contract asks for', async () => {
    const person = freshPerson();
    const employeeOnly = await employmentContract(person, { pdf_internal_signature_required: 0 });
    await processOk(employeeOnly.id);
    expect(provider().envelopes.at(-1)!.body.signers).toEqual([{ role: 'employee', name: person.name, email: person.email }]);

    const companyOnly = await employmentContract(freshPerson(), { pdf_employee_signature_required: 0 });
    await processOk(companyOnly.id);
    expect(
      provider()
        .envelopes.at(-1)!
        .body.signers.map((s) => s.role),
    ).toEqual(['internal', 'second_internal']);
  });

  it('refuses a deleted contract (409), a PDF-based one without its file (400), and what the user may not see or change', async () => {
    const before = provider().envelopes.length;
    const deleted = await employmentContract();
    await postOk(admin, '/api/contracts/delete', { contract_id: deleted.id });
    const res = await call(admin, deleted.id, 'processSignicatContracts');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.contractDeleted);

    const pdfBased = await addContractApi(admin, freshPerson().id, (await templateNamed(admin, 'Remote work agreement')).id, { file_type: 'pdf' });
    const noFile = await call(admin, pdfBased.id, 'processSignicatContracts');
    expect(noFile.statusCode).toBe(400);
    expect(errorOf(noFile).message).toBe(m.noPdfYet);

    const contract = await employmentContract();
    for (const what of ['processSignicatContracts', 'retryProcessSignicatContracts', 'resetSigningMethod', 'createTemplateContractPDF']) {
      expect((await call(other, contract.id, what)).statusCode, what).toBe(404);
      expect((await call(manager, contract.id, what)).statusCode, what).toBe(403);
    }
    await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents', 'wages', 'contracts']);
    try {
      expect((await call(readonly, contract.id, 'processSignicatContracts')).statusCode).toBe(403);
    } finally {
      await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents']);
    }
    expect(provider().envelopes).toHaveLength(before);
    expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'built_in', provider_reference: null, status: 'draft' });
  });
});

describe('retryProcessSignicatContracts', () => {
  it('asks the provider how the envelope stands: still out changes nothing; completed makes the contract signed', async () => {
    const contract = await employmentContract();
    const { envelope_id } = await processOk(contract.id);
    const sent = provider().envelopes.length;

    const waiting = await retryOk(contract.id);
    expect(provider().statusAsked.at(-1)).toBe(envelope_id);
    expect(waiting).toMatchObject({ envelope_id, data: { status: 'sent', signing_method: 'provider' } });
    expect(provider().envelopes).toHaveLength(sent);

    provider().status.set(envelope_id, 'completed');
    const done = await retryOk(contract.id);
    expect(done).toMatchObject({ envelope_id, data: { status: 'signed', signing_method: 'provider' } });
    expect(provider().envelopes).toHaveLength(sent);
    expect(await contractRow(contract.id)).toMatchObject({ status: 'signed', provider_reference: envelope_id });

    // Signed: it goes out no more, and stays with the provider.
    for (const what of ['processSignicatContracts', 'resetSigningMethod']) {
      const res = await call(admin, contract.id, what);
      expect(res.statusCode, what).toBe(409);
      expect(errorOf(res).message, what).toBe(m.signedCannotChange);
    }
    expect(provider().envelopes).toHaveLength(sent);
  });

  it('while an envelope is out, the contract is not signed here; once completed, each signer counts as signed, in the PDF too', async () => {
    const contract = await employmentContract();
    const { envelope_id } = await processOk(contract.id);
    const here = await post(admin, '/api/contract/signInternally', { contract_id: contract.id, name: 'Sophie Laurent', base64_signature: signatureDataUrl() });
    expect(here.statusCode).toBe(409);
    expect(errorOf(here).message).toBe(m.signingAtProvider);
    const send = await post(admin, '/api/contracts/sendToEmployee', { contract_id: contract.id });
    expect(errorOf(send).message).toBe(m.signingAtProvider);

    provider().status.set(envelope_id, 'completed');
    const done = await retryOk(contract.id);
    expect(done.data.signers.length).toBeGreaterThan(0);
    expect(done.data.signers.every((s) => s.signed_at !== null && s.signed_name === s.name)).toBe(true);
    const pdf = (await readPdf((await admin.get(`/api/contract/${contract.id}/pdf`)).rawPayload)).map((p) => p.text).join(' ');
    expect(pdf).toContain('Signed electronically on');
    expect(pdf).not.toContain('Not signed yet');
  });

  it('sends a failed envelope again, and sends a contract that was never sent', async () => {
    const contract = await employmentContract();
    const first = await processOk(contract.id);
    provider().status.set(first.envelope_id, 'failed');
    const again = await retryOk(contract.id);
    expect(again.envelope_id).not.toBe(first.envelope_id);
    expect(provider().envelopes.at(-1)!.body.reference).toBe(contract.id);
    expect(await contractRow(contract.id)).toMatchObject({ provider_reference: again.envelope_id, status: 'sent' });

    const never = await employmentContract();
    const sent = await retryOk(never.id);
    expect(provider().envelopes.at(-1)!.body.reference).toBe(never.id);
    expect(await contractRow(never.id)).toMatchObject({ signing_method: 'provider', provider_reference: sent.envelope_id });
  });
});

describe('resetSigningMethod', () => {
  it('goes back to built-in signing: the envelope is forgotten, the contract signed here again', async () => {
    const contract = await employmentContract();
    await processOk(contract.id);
    const reset = await postOk<{ data: ContractItem }>(admin, `/api/contracts/${contract.id}/resetSigningMethod`, {});
    expect(reset.data).toMatchObject({ signing_method: 'built_in', status: 'draft' });
    expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'built_in', provider_reference: null });
    // Built-in signing works on it again.
    const signed = await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    expect(signed.signers.find((s) => s.role === 'internal')!.signed_at).not.toBeNull();
  });

  it('keeps the signatures already given: the contract stays waiting for the others', async () => {
    const contract = await employmentContract();
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    await processOk(contract.id);
    const reset = await postOk<{ data: ContractItem }>(admin, `/api/contracts/${contract.id}/resetSigningMethod`, {});
    expect(reset.data).toMatchObject({ signing_method: 'built_in', status: 'sent' });
    expect(reset.data.signers.find((s) => s.role === 'internal')).toMatchObject({ signed_name: 'Sophie Laurent' });
  });
});

describe('createTemplateContractPDF', () => {
  it('answers the PDF the provider would get, as base64, and sends nothing', async () => {
    const person = freshPerson();
    const contract = await employmentContract(person);
    const before = provider().envelopes.length;
    const answer = await postOk<{ file_name: string; pdf_base64: string }>(admin, `/api/contracts/${contract.id}/createTemplateContractPDF`, {});
    expect(answer.file_name).toBe(`${contract.name}.pdf`);
    const pdf = Buffer.from(answer.pdf_base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPdf(pdf)).map((p) => p.text).join(' ');
    expect(text).toContain(person.name);
    expect(text).toContain('Signatures');
    expect(provider().envelopes).toHaveLength(before);
    expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'built_in', status: 'draft', signers: [] });
  });
});

describe('a provider that fails', () => {
  it.each([
    ['answers an error (HTTP 500)', 'error'],
    ['answers something that is not JSON', 'garbage'],
    ['refuses the key', 'key'],
  ] as const)('that %s: 502 with the provider message, and nothing changed', async (_, how) => {
    const contract = await employmentContract();
    const before = provider().envelopes.length;
    const key = provider().key;
    if (how === 'key') provider().key = 'a-rotated-key';
    else provider().mode = how;
    try {
      for (const what of ['processSignicatContracts', 'retryProcessSignicatContracts']) {
        const res = await call(admin, contract.id, what);
        expect(res.statusCode, what).toBe(502);
        expect(errorOf(res).message, what).toBe(m.providerFailed);
      }
    } finally {
      provider().mode = 'ok';
      provider().key = key;
    }
    expect(provider().envelopes).toHaveLength(before);
    expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'built_in', provider_reference: null, status: 'draft', signers: [], sent_at: null });
  });

  it('that fails while an envelope is out: retry answers 502 and the contract stays as it was', async () => {
    const contract = await employmentContract();
    const { envelope_id } = await processOk(contract.id);
    const before = await contractRow(contract.id);
    provider().mode = 'error';
    try {
      const res = await call(admin, contract.id, 'retryProcessSignicatContracts');
      expect(res.statusCode).toBe(502);
      expect(errorOf(res).message).toBe(m.providerFailed);
    } finally {
      provider().mode = 'ok';
    }
    expect(await contractRow(contract.id)).toEqual(before);
    expect(before).toMatchObject({ provider_reference: envelope_id, status: 'sent' });
  });
});
