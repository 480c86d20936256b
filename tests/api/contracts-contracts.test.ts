import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { contractSigningLinks, contracts, mailOutbox } from '../../src/server/db/schema/contracts';
import { employees } from '../../src/server/db/schema/people';
import { personNotInTeams } from '../../src/shared/common.messages';
import { UNFILLED_CLASS } from '../../src/shared/contracts/contract-placeholders';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import {
  addToEmployeeBodySchema,
  contractEditNameBodySchema,
  contractItemSchema,
  shortcodeValueBodySchema,
  type ContractItem,
  type Signer,
} from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import { expectBadInputRejected } from '../helpers/bad-input';
import {
  addContractApi,
  contractDetailApi,
  contractWithHtml,
  contractsApi,
  employeeContractsApi,
  getOk,
  libraryApi,
  post,
  postOk,
  shortcodesApi,
  templateNamed,
  uniqueName,
} from '../helpers/contracts-api';
import { managerScope } from '../helpers/demo-facts';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// Contracts (software-contracts-push.md sections 2, 4 and 7): made for a person from a company or
// library template, listed, counted, shown with their placeholders filled, edited, renamed, given
// custom placeholder values and signers, deleted, restored and deleted for good. This app has no
// public address (no PUBLIC_URL, listening beyond this machine): it sends no signing mail.
const { t, facts, admin, support, manager, readonly, light, other } = useApiTest({ app: () => ({ publicUrl: undefined }) });

const contractRows = () => t.db.select().from(contracts).orderBy(contracts.id);
const people = () => facts.peopleOf('Demo Company');
let nextPerson = 10;
/** A Demo Company person no earlier test of this file took. */
const freshPerson = () => people()[nextPerson++]!;
const data = (res: { json: <T>() => T }) => res.json<{ data: ContractItem }>().data;
const countOf = async (c = admin, query: Record<string, string> = {}) => (await getOk<{ count: number }>(c, '/api/contracts/count', query)).count;

async function personRow(id: string) {
  const [row] = await t.db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw new Error(`No person ${id}`);
  return row;
}

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row;
}

describe('making a contract for a person', () => {
  it('makes it from a company template: the template’s HTML and signature requirements, a draft, listed and counted', async () => {
    const template = await templateNamed(admin, 'Employment contract (white collar)');
    const person = freshPerson();
    const before = await countOf(admin, { user_id: person.id });
    const all = await countOf();
    const id = uuidv7();
    const res = await post(admin, '/api/contracts/addToEmployee', {
      id,
      employee_id: person.id,
      contract_template_id: template.id,
      contract_name: ' Employment contract ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ id: string }>().id).toBe(id);
    expect(contractItemSchema.strict().parse(data(res))).toMatchObject({
      id,
      name: 'Employment contract',
      employee_id: person.id,
      template_id: template.id,
      public_library_contract_template_id: null,
      template_type: 'employment_contract',
      file_type: 'html',
      content_html: template.content_html,
      related_object: null,
      related_object_ids: [],
      status: 'draft',
      // The template asks for the admin's signature, and the employee signs.
      pdf_internal_signature_required: 1,
      internal_signer_user_id: template.internal_signer_user_id,
      pdf_employee_signature_required: 1,
      signing_method: 'built_in',
      signers: [],
      shortcode_values: {},
      has_pdf: 0,
      sent_at: null,
      deleted: 0,
    });
    expect((await employeeContractsApi(admin, person.id)).map((c) => c.id)).toContain(id);
    expect((await contractsApi(admin)).find((c) => c.id === id)).toEqual(data(res));
    expect(await countOf(admin, { user_id: person.id })).toBe(before + 1);
    expect(await countOf()).toBe(all + 1);
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({
      event_type: 'contract_added',
      event_info_json: { contract_id: id, contract_name: 'Employment contract', template_type: 'employment_contract' },
    });
  });

  it('takes an explicit signature requirement over the template’s', async () => {
    const template = await templateNamed(admin, 'Employment contract (white collar)');
    const contract = await addContractApi(admin, freshPerson().id, template.id, { pdf_internal_signature_required: 0, pdf_employee_signature_required: false });
    expect(contract).toMatchObject({ pdf_internal_signature_required: 0, internal_signer_user_id: null, pdf_employee_signature_required: 0 });
  });

  it('makes it from a public library template', async () => {
    const library = (await libraryApi(admin, { keyword: 'confidentiality' })).data[0]!;
    const person = freshPerson();
    const res = await post(admin, '/api/contracts/addToEmployee', {
      employee_id: person.id,
      public_library_contract_template_id: library.id,
      contract_name: 'NDA',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({
      name: 'NDA',
      employee_id: person.id,
      template_id: null,
      public_library_contract_template_id: library.id,
      template_type: library.type,
      content_html: library.content_html,
      pdf_internal_signature_required: 0,
    });
  });

  it('makes a PDF-based contract without text', async () => {
    const template = await templateNamed(admin, 'Remote work agreement');
    const contract = await addContractApi(admin, freshPerson().id, template.id, { file_type: 'pdf' });
    expect(contract).toMatchObject({ file_type: 'pdf', content_html: '', has_pdf: 0 });
    const edit = await post(admin, '/api/contracts/edit', { contract_id: contract.id, content_html: '<p>x</p>' });
    expect(edit.statusCode).toBe(400);
    expect(errorOf(edit).message).toBe(m.pdfBasedHasNoContent);
  });

  it('needs exactly one template: neither or both answer 400 please select template, and nothing is stored', async () => {
    const template = await templateNamed(admin, 'Remote work agreement');
    const library = (await libraryApi(admin)).data[0]!;
    const person = freshPerson();
    const before = await contractRows();
    const neither = await post(admin, '/api/contracts/addToEmployee', { employee_id: person.id, contract_name: 'X' });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).fields?.contract_template_id).toBe(m.selectTemplate);
    const both = await post(admin, '/api/contracts/addToEmployee', {
      employee_id: person.id,
      contract_name: 'X',
      contract_template_id: template.id,
      public_library_contract_template_id: library.id,
    });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).fields?.contract_template_id).toBe(m.selectTemplate);
    const notAnId = await post(admin, '/api/contracts/addToEmployee', { employee_id: person.id, contract_name: 'X', contract_template_id: '' });
    expect(notAnId.statusCode).toBe(400);
    expect(errorOf(notAnId).fields?.contract_template_id).toBe(m.selectTemplate);
    expect(await contractRows()).toEqual(before);
  });

  it('refuses an unknown template, another company’s template, an unknown library template, an empty name and a person of another company', async () => {
    const person = freshPerson();
    const before = await contractRows();
    const unknown = await post(admin, '/api/contracts/addToEmployee', { employee_id: person.id, contract_name: 'X', contract_template_id: uuidv7() });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ message: m.templateNotFound, fields: { contract_template_id: m.templateNotFound } });

    const theirs = (await getOk<{ data: { id: string }[] }>(other, '/api/contract_template/list')).data[0]!;
    const foreign = await post(admin, '/api/contracts/addToEmployee', { employee_id: person.id, contract_name: 'X', contract_template_id: theirs.id });
    expect(errorOf(foreign).message).toBe(m.templateNotFound);

    const noLibrary = await post(admin, '/api/contracts/addToEmployee', {
      employee_id: person.id,
      contract_name: 'X',
      public_library_contract_template_id: uuidv7(),
    });
    expect(errorOf(noLibrary)).toMatchObject({
      message: m.libraryTemplateNotFound,
      fields: { public_library_contract_template_id: m.libraryTemplateNotFound },
    });

    const template = await templateNamed(admin, 'Remote work agreement');
    const noName = await post(admin, '/api/contracts/addToEmployee', { employee_id: person.id, contract_name: '  ', contract_template_id: template.id });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).fields?.contract_name).toBe(m.enterName);

    const outsider = facts.peopleOf('Other Company')[0]!;
    const foreignPerson = await post(admin, '/api/contracts/addToEmployee', {
      employee_id: outsider.id,
      contract_name: 'X',
      contract_template_id: template.id,
    });
    expect(foreignPerson.statusCode).toBe(400);
    expect(errorOf(foreignPerson)).toMatchObject({ message: personNotInTeams, fields: { employee_id: personNotInTeams } });
    expect(await contractRows()).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const template = await templateNamed(admin, 'Remote work agreement');
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/contracts/addToEmployee',
      schema: addToEmployeeBodySchema,
      valid: { id: uuidv7(), employee_id: freshPerson().id, contract_template_id: template.id, contract_name: 'Valid contract', file_type: 'html' },
      snapshot: contractRows,
    });
  });
});

describe('the lists and the count', () => {
  it('lists a person’s contracts, deleted ones too, newest first; the overall list holds every person’s', async () => {
    const person = freshPerson();
    const template = await templateNamed(admin, 'Remote work agreement');
    const first = await addContractApi(admin, person.id, template.id);
    const second = await addContractApi(admin, person.id, template.id);
    await postOk(admin, '/api/contracts/delete', { contract_id: first.id });
    const list = await employeeContractsApi(admin, person.id);
    expect(list.map((c) => [c.id, c.deleted])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    const all = await contractsApi(admin);
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(new Set(all.map((c) => c.employee_id)).size).toBeGreaterThan(5);
    // The demo has vehicle and asset policies and employment contracts, and a deleted one.
    expect(new Set(all.map((c) => c.template_type))).toEqual(new Set(['car_policy', 'asset_policy', 'employment_contract', 'other']));
    expect(all.some((c) => c.deleted === 1)).toBe(true);
    for (const c of all) contractItemSchema.strict().parse(c);
  });

  it('counts the contracts that are not deleted, all or of one person', async () => {
    const person = freshPerson();
    const template = await templateNamed(admin, 'Remote work agreement');
    expect(await countOf(admin, { user_id: person.id })).toBe((await employeeContractsApi(admin, person.id)).filter((c) => c.deleted === 0).length);
    const contract = await addContractApi(admin, person.id, template.id);
    const mine = await countOf(admin, { user_id: person.id });
    expect(mine).toBe((await employeeContractsApi(admin, person.id)).filter((c) => c.deleted === 0).length);
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    expect(await countOf(admin, { user_id: person.id })).toBe(mine - 1);
    expect(await countOf()).toBe((await contractsApi(admin)).filter((c) => c.deleted === 0).length);
    expect((await admin.get('/api/contracts/count', { user_id: 'nobody' })).statusCode).toBe(400);
  });
});

describe('the contract’s detail', () => {
  it('fills the placeholders from the person, the company and the contract, and marks those left unfilled', async () => {
    const person = freshPerson();
    const p = await personRow(person.id);
    const contract = await contractWithHtml(
      admin,
      person.id,
      '<p>Between {{company.name}} and <strong>{{person.first_name}} {{person.last_name}}</strong> ({{person.full_name}}): {{contract.name}}.</p>' +
        '<p>Notice: {{custom.notice_period}}. Plate: {{car.plate}}.</p>',
      { contract_name: 'My contract' },
    );
    const detail = await contractDetailApi(admin, contract.id);
    expect(detail.data).toEqual(contract);
    expect(detail.contract_html).toContain(
      `<p>Between Demo Company and <strong>${p.first_name} ${p.last_name}</strong> (${p.first_name} ${p.last_name}): My contract.</p>`,
    );
    expect(detail.contract_html).toContain(
      `<p>Notice: <mark class="${UNFILLED_CLASS}" data-shortcode="custom.notice_period">{{custom.notice_period}}</mark>. ` +
        `Plate: <mark class="${UNFILLED_CLASS}" data-shortcode="car.plate">{{car.plate}}</mark>.</p>`,
    );
    expect(detail.unfilled_shortcodes.sort()).toEqual(['car.plate', 'custom.notice_period']);
    // The stored text keeps its placeholders.
    expect(detail.data.content_html).toContain('{{person.first_name}}');
  });

  it('shows a demo vehicle policy with every placeholder filled', async () => {
    const policy = (await contractsApi(admin)).find((c) => c.template_type === 'car_policy' && c.deleted === 0)!;
    const detail = await contractDetailApi(admin, policy.id);
    expect(detail.unfilled_shortcodes).toEqual([]);
    expect(detail.contract_html).not.toContain('{{');
    expect(detail.contract_html).toContain('Demo Company');
    expect(detail.contract_html).toContain('€ 75.00');
  });

  it('answers 404 for an unknown contract and another company’s, both ways', async () => {
    expect((await admin.get(`/api/contract/${uuidv7()}/detail`)).statusCode).toBe(404);
    const ours = (await contractsApi(admin))[0]!;
    const res = await other.get(`/api/contract/${ours.id}/detail`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: 'not_found', message: m.contractNotFound });
    for (const url of [`/api/contracts/shortcodes/${ours.id}/list`, `/api/contracts/${ours.id}/signers`])
      expect((await other.get(url)).statusCode, url).toBe(404);
    expect((await contractsApi(other)).map((c) => c.id)).not.toContain(ours.id);

    const theirTemplate = (await getOk<{ data: { id: string }[] }>(other, '/api/contract_template/list')).data[0]!;
    const theirPerson = facts.peopleOf('Other Company')[0]!;
    const theirs = await addContractApi(other, theirPerson.id, theirTemplate.id);
    expect((await admin.get(`/api/contract/${theirs.id}/detail`)).statusCode).toBe(404);
    expect((await contractsApi(admin)).map((c) => c.id)).not.toContain(theirs.id);
    expect((await admin.get(`/api/contract/employee/${theirPerson.id}/list`)).json()).toEqual({ data: [] });
  });
});

describe('editing a contract', () => {
  it('saves new content, sanitized, and the detail fills it', async () => {
    const person = freshPerson();
    const contract = await contractWithHtml(admin, person.id, '<p>Old</p>');
    const res = await post(admin, '/api/contracts/edit', {
      contract_id: contract.id,
      content_html: '<h2 onmouseover="x()">New</h2><p>For {{person.first_name}}</p><script>steal()</script>',
      base: { content_html: '<p>Old</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).content_html).toBe('<h2>New</h2><p>For {{person.first_name}}</p>');
    expect(data(res).version).toBeGreaterThan(contract.version);
    const detail = await contractDetailApi(admin, contract.id);
    expect(detail.contract_html).toBe(`<h2>New</h2><p>For ${(await personRow(person.id)).first_name}</p>`);
  });

  it('refuses an edit made on a stale copy with 409 conflict and the contract as it is now', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>One</p>');
    await postOk(admin, '/api/contracts/edit', { contract_id: contract.id, content_html: '<p>Two</p>' });
    const stale = await post(admin, '/api/contracts/edit', { contract_id: contract.id, content_html: '<p>Three</p>', base: { content_html: '<p>One</p>' } });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ error: { code: string; message: string }; current: ContractItem; changed_by: { id: string | null; name: string | null } }>();
    expect(body.error.code).toBe('conflict');
    expect(body.current).toMatchObject({ id: contract.id, content_html: '<p>Two</p>' });
    expect(body.changed_by.id).toBe(facts.userId('admin@demo.test'));
    expect((await contractDetailApi(admin, contract.id)).data.content_html).toBe('<p>Two</p>');

    const staleName = await post(admin, '/api/contracts/editName', { contract_id: contract.id, contract_name: 'Mine', base: { contract_name: 'x' } });
    expect(staleName.statusCode).toBe(400);
    const renamedElsewhere = await post(admin, '/api/contracts/editName', { contract_id: contract.id, contract_name: 'Mine', base: { name: 'Not the name' } });
    expect(renamedElsewhere.statusCode).toBe(409);
    expect(renamedElsewhere.json<{ current: ContractItem }>().current.name).toBe(contract.name);
  });

  it('renames it; an empty name answers 400 enter name', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>{{contract.name}}</p>');
    const res = await post(admin, '/api/contracts/editName', { contract_id: contract.id, contract_name: ' Renamed contract ', base: { name: contract.name } });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).name).toBe('Renamed contract');
    expect((await contractDetailApi(admin, contract.id)).contract_html).toBe('<p>Renamed contract</p>');
    const empty = await post(admin, '/api/contracts/editName', { contract_id: contract.id, contract_name: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.contract_name).toBe(m.enterName);
    expect((await contractDetailApi(admin, contract.id)).data.name).toBe('Renamed contract');
  });

  it('refuses to change a deleted contract, or the text of one that has a signature (409)', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>{{custom.x}}</p>');
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    for (const [url, body] of [
      ['/api/contracts/edit', { content_html: '<p>y</p>' }],
      ['/api/contracts/editName', { contract_name: 'y' }],
      ['/api/contracts/shortcodes/setCustomShortcodeValue', { shortcode: 'x', value: 'y' }],
      ['/api/contracts/setSigningMethod', { signers: [{ role: 'employee' }] }],
    ] as const) {
      const res = await post(admin, url, { contract_id: contract.id, ...body });
      expect(res.statusCode, url).toBe(409);
      expect(errorOf(res).message).toBe(m.contractDeleted);
    }

    const signed = await contractWithHtml(admin, freshPerson().id, '<p>{{custom.x}}</p>');
    const signature: Signer = {
      role: 'employee',
      name: 'A',
      email: null,
      user_id: null,
      employee_id: signed.employee_id,
      signed_at: new Date().toISOString(),
      signed_name: 'A',
    };
    await t.db
      .update(contracts)
      .set({ signers: [signature], status: 'sent' })
      .where(eq(contracts.id, signed.id));
    for (const [url, body] of [
      ['/api/contracts/edit', { content_html: '<p>y</p>' }],
      ['/api/contracts/shortcodes/setCustomShortcodeValue', { shortcode: 'x', value: 'y' }],
    ] as const) {
      const res = await post(admin, url, { contract_id: signed.id, ...body });
      expect(res.statusCode, url).toBe(409);
      expect(errorOf(res).message).toBe(m.signedCannotChange);
    }
    expect((await contractDetailApi(admin, signed.id)).data.content_html).toBe('<p>{{custom.x}}</p>');
  });

  it('refuses bad input to editName with 400 and changes nothing', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>x</p>');
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/contracts/editName',
      schema: contractEditNameBodySchema,
      valid: { contract_id: contract.id, contract_name: 'Valid name' },
      snapshot: contractRows,
    });
  });
});

describe('custom placeholders', () => {
  const url = '/api/contracts/shortcodes/setCustomShortcodeValue';

  it('sets a custom placeholder’s value by custom.x or x, fills it in, and clears it with an empty value', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>Notice {{custom.notice_period}}; salary {{custom.gross_salary}}.</p>');
    const first = await post(admin, url, { contract_id: contract.id, shortcode: 'custom.notice_period', value: ' three months ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(data(first).shortcode_values).toEqual({ notice_period: 'three months' });
    const second = await post(admin, url, { contract_id: contract.id, shortcode: 'gross_salary', value: '€ 4,200.00' });
    expect(data(second).shortcode_values).toEqual({ notice_period: 'three months', gross_salary: '€ 4,200.00' });

    const detail = await contractDetailApi(admin, contract.id);
    expect(detail.contract_html).toBe('<p>Notice three months; salary € 4,200.00.</p>');
    expect(detail.unfilled_shortcodes).toEqual([]);

    const cleared = await post(admin, url, { contract_id: contract.id, shortcode: 'custom.gross_salary', value: '' });
    expect(data(cleared).shortcode_values).toEqual({ notice_period: 'three months' });
    expect((await contractDetailApi(admin, contract.id)).unfilled_shortcodes).toEqual(['custom.gross_salary']);
  });

  it('refuses a placeholder the contract does not have, a built-in one and a malformed name with 400', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>{{person.first_name}} {{custom.notice_period}}</p>');
    const before = await contractRows();
    const unknown = await post(admin, url, { contract_id: contract.id, shortcode: 'custom.bonus', value: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ message: m.shortcodeUnknown, fields: { shortcode: m.shortcodeUnknown } });
    for (const shortcode of ['person.first_name', 'company.name']) {
      const builtIn = await post(admin, url, { contract_id: contract.id, shortcode, value: 'Mallory' });
      expect(builtIn.statusCode, shortcode).toBe(400);
      expect(errorOf(builtIn).fields?.shortcode).toBe(m.shortcodeNotCustom);
    }
    for (const shortcode of ['Notice Period', 'custom.', '', '9lives']) {
      const bad = await post(admin, url, { contract_id: contract.id, shortcode, value: 'x' });
      expect(bad.statusCode, shortcode).toBe(400);
      expect(errorOf(bad).fields?.shortcode).toBe(m.invalidShortcode);
    }
    expect(await contractRows()).toEqual(before);
  });

  it('lists the contract’s placeholders with their group, label, value and whether they are filled', async () => {
    const contract = await contractWithHtml(
      admin,
      freshPerson().id,
      '<p>{{person.first_name}} {{car.plate}} {{custom.notice_period}} {{custom.parking_spot}} {{person.shoe_size}}</p>',
    );
    await postOk(admin, url, { contract_id: contract.id, shortcode: 'notice_period', value: 'one month' });
    expect(await shortcodesApi(admin, contract.id)).toEqual([
      { shortcode: 'person.first_name', hashtag: '{{person.first_name}}', group: 'person', label: 'First name', custom: false, value: null, filled: true },
      { shortcode: 'car.plate', hashtag: '{{car.plate}}', group: 'car', label: 'Plate', custom: false, value: null, filled: false },
      {
        shortcode: 'custom.notice_period',
        hashtag: '{{custom.notice_period}}',
        group: 'custom',
        label: 'Notice period',
        custom: true,
        value: 'one month',
        filled: true,
      },
      { shortcode: 'custom.parking_spot', hashtag: '{{custom.parking_spot}}', group: 'custom', label: 'Parking spot', custom: true, value: '', filled: false },
    ]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>{{custom.notice_period}}</p>');
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url,
      schema: shortcodeValueBodySchema,
      valid: { contract_id: contract.id, shortcode: 'custom.notice_period', value: 'two weeks' },
      snapshot: contractRows,
    });
  });
});

describe('signers', () => {
  const url = '/api/contracts/setSigningMethod';

  it('names the signers from the server’s records, whatever the call says', async () => {
    const person = freshPerson();
    const p = await personRow(person.id);
    const contract = await contractWithHtml(admin, person.id, '<p>Sign here</p>');
    const adminUser = await userRow('admin@demo.test');
    const second = await userRow(DEMO_EMAILS.hr);
    const res = await post(admin, url, {
      contract_id: contract.id,
      signing_method: 'provider',
      signers: [
        { role: 'employee', name: 'Mallory', email: 'mallory@evil.example' },
        { role: 'internal', user_id: adminUser.id, name: 'Mallory' },
        { role: 'second_internal', user_id: second.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected: Signer[] = [
      { role: 'employee', name: `${p.first_name} ${p.last_name}`, email: p.email, user_id: null, employee_id: person.id, signed_at: null, signed_name: null },
      { role: 'internal', name: adminUser.name, email: adminUser.email, user_id: adminUser.id, employee_id: null, signed_at: null, signed_name: null },
      { role: 'second_internal', name: second.name, email: second.email, user_id: second.id, employee_id: null, signed_at: null, signed_name: null },
    ];
    expect(data(res)).toMatchObject({ signing_method: 'provider', signers: expected });
    expect((await getOk<{ data: Signer[] }>(admin, `/api/contracts/${contract.id}/signers`)).data).toEqual(expected);

    // Setting them again replaces the list; the signing method stays when not sent.
    const again = await postOk<{ data: ContractItem }>(admin, url, { contract_id: contract.id, signers: [{ role: 'employee' }] });
    expect(again.data).toMatchObject({ signing_method: 'provider', signers: [expected[0]] });
  });

  it('refuses a signer of another company, an unknown user and the same user twice', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>Sign here</p>');
    const before = await contractRows();
    const foreign = await post(admin, url, { contract_id: contract.id, signers: [{ role: 'internal', user_id: facts.userId('other@demo.test') }] });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({ message: m.signerNotFound, fields: { signers: m.signerNotFound } });
    const nobody = await post(admin, url, { contract_id: contract.id, signers: [{ role: 'internal' }] });
    expect(errorOf(nobody).message).toBe(m.signerNotFound);
    const adminId = facts.userId('admin@demo.test');
    const twice = await post(admin, url, {
      contract_id: contract.id,
      signers: [
        { role: 'internal', user_id: adminId },
        { role: 'second_internal', user_id: adminId },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe(m.sameUser);
    expect(await contractRows()).toEqual(before);
  });

  it('refuses a company signer who may not sign for it (read-only Eva, support) with 400, changing nothing', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>Sign here</p>');
    const before = await contractRows();
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.support])
      for (const role of ['internal', 'second_internal'] as const) {
        const signers =
          role === 'internal'
            ? [{ role, user_id: facts.userId(email) }]
            : [
                { role: 'internal', user_id: facts.userId(DEMO_EMAILS.admin) },
                { role, user_id: facts.userId(email) },
              ];
        const res = await post(admin, url, { contract_id: contract.id, signers });
        expect(res.statusCode, `${email} as ${role}`).toBe(400);
        expect(errorOf(res)).toEqual({ code: 'invalid_input', message: m.signerMayNotSign, fields: { signers: m.signerMayNotSign } });
      }
    expect(await contractRows()).toEqual(before);
  });
});

describe('deleting, restoring and deleting for good', () => {
  it('marks a contract deleted and restores it; doing either twice changes nothing', async () => {
    const person = freshPerson();
    const contract = await contractWithHtml(admin, person.id, '<p>x</p>');
    const deleted = await post(admin, '/api/contracts/delete', { contract_id: contract.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(data(deleted).deleted).toBe(1);
    expect((await contractDetailApi(admin, contract.id)).data.deleted).toBe(1);
    const twice = await post(admin, '/api/contracts/delete', { contract_id: contract.id });
    expect(data(twice)).toEqual(data(deleted));
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({ event_type: 'contract_deleted' });

    const restored = await post(admin, '/api/contracts/undelete', { contract_id: contract.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(data(restored).deleted).toBe(0);
    expect(data(await post(admin, '/api/contracts/undelete', { contract_id: contract.id }))).toEqual(data(restored));
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({ event_type: 'contract_undeleted' });
  });

  it('deletes for good only a deleted contract (409 before), and then it is gone', async () => {
    const person = freshPerson();
    const contract = await contractWithHtml(admin, person.id, '<p>x</p>');
    const early = await post(admin, '/api/contracts/hardDelete', { contract_id: contract.id });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({ code: 'conflict', message: m.deleteFirst });
    expect((await contractDetailApi(admin, contract.id)).data.deleted).toBe(0);

    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    const gone = await post(admin, '/api/contracts/hardDelete', { contract_id: contract.id });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ data: { id: contract.id } });
    expect((await admin.get(`/api/contract/${contract.id}/detail`)).statusCode).toBe(404);
    expect((await employeeContractsApi(admin, person.id)).map((c) => c.id)).not.toContain(contract.id);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, contract.id))).toEqual([]);
    expect((await post(admin, '/api/contracts/hardDelete', { contract_id: contract.id })).statusCode).toBe(404);
  });

  it('leaves another company’s contract alone (404)', async () => {
    const theirTemplate = (await getOk<{ data: { id: string }[] }>(other, '/api/contract_template/list')).data[0]!;
    const theirs = await addContractApi(other, facts.peopleOf('Other Company')[1]!.id, theirTemplate.id);
    await postOk(other, '/api/contracts/delete', { contract_id: theirs.id });
    const before = await contractRows();
    for (const [url, body] of [
      ['/api/contracts/edit', { content_html: '<p>y</p>' }],
      ['/api/contracts/editName', { contract_name: 'y' }],
      ['/api/contracts/delete', {}],
      ['/api/contracts/undelete', {}],
      ['/api/contracts/hardDelete', {}],
      ['/api/contracts/shortcodes/setCustomShortcodeValue', { shortcode: 'x', value: 'y' }],
      ['/api/contracts/setSigningMethod', { signers: [{ role: 'employee' }] }],
    ] as const) {
      const res = await post(admin, url, { contract_id: theirs.id, ...body });
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).message).toBe(m.contractNotFound);
    }
    expect(await contractRows()).toEqual(before);
  });
});

describe('sending without a known public address', () => {
  it('refuses signing mail with a clear message, whatever Host the request names, and changes nothing', async () => {
    const person = people().find((p) => p.email && p.id !== people()[0]!.id)!;
    const contract = await addContractApi(admin, person.id, (await templateNamed(admin, 'Employment contract (white collar)')).id);
    const res = await admin.request({
      method: 'POST',
      url: '/api/contracts/sendToEmployee',
      payload: { contract_id: contract.id },
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.publicUrlUnknown);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row).toMatchObject({ status: 'draft', sent_at: null, signers: [] });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.related_contract_id, contract.id))).toEqual([]);
    expect(await t.db.select().from(contractSigningLinks).where(eq(contractSigningLinks.contract_id, contract.id))).toEqual([]);
  });
});

describe('who may', () => {
  it('gives the team-only manager, the read-only and light users no contracts: 403 on every read and write, nothing changed', async () => {
    const person = freshPerson();
    const template = await templateNamed(admin, 'Remote work agreement');
    const contract = await contractWithHtml(admin, person.id, '<p>{{custom.x}}</p>');
    const before = await contractRows();
    const reads = [
      '/api/contract/list',
      '/api/contracts/count',
      `/api/contract/employee/${person.id}/list`,
      `/api/contract/${contract.id}/detail`,
      `/api/contracts/shortcodes/${contract.id}/list`,
      `/api/contracts/${contract.id}/signers`,
      '/api/contract/pendingInternal',
    ];
    const writes: [string, Record<string, unknown>][] = [
      ['/api/contracts/addToEmployee', { employee_id: person.id, contract_template_id: template.id, contract_name: 'X' }],
      ['/api/contracts/edit', { contract_id: contract.id, content_html: '<p>y</p>' }],
      ['/api/contracts/editName', { contract_id: contract.id, contract_name: 'y' }],
      ['/api/contracts/delete', { contract_id: contract.id }],
      ['/api/contracts/undelete', { contract_id: contract.id }],
      ['/api/contracts/hardDelete', { contract_id: contract.id }],
      ['/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: contract.id, shortcode: 'x', value: 'y' }],
      ['/api/contracts/setSigningMethod', { contract_id: contract.id, signers: [{ role: 'employee' }] }],
    ];
    for (const [who, c] of [
      ['manager', manager],
      ['readonly', readonly],
      ['light', light],
    ] as const) {
      for (const url of reads) {
        const res = await c.get(url);
        expect(res.statusCode, `${who} GET ${url}`).toBe(403);
        expect(errorOf(res).code).toBe('forbidden');
      }
      for (const [url, body] of writes) expect((await post(c, url, body)).statusCode, `${who} POST ${url}`).toBe(403);
    }
    expect(await contractRows()).toEqual(before);
  });

  it('gives a team-only manager with the contracts and wages rights their teams’ contracts only, and no hard delete', async () => {
    const { members } = managerScope(facts);
    const inside = people().filter((p) => members.has(p.id));
    const outside = people().filter((p) => !members.has(p.id));
    const template = await templateNamed(admin, 'Remote work agreement');
    const theirs = await addContractApi(admin, inside[0]!.id, template.id);
    const notTheirs = await addContractApi(admin, outside[0]!.id, template.id);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'wages', 'contracts']);
    try {
      const listed = await contractsApi(manager);
      expect(listed.map((c) => c.id)).toContain(theirs.id);
      expect(listed.every((c) => c.employee_id === null || members.has(c.employee_id))).toBe(true);
      expect((await manager.get(`/api/contract/${notTheirs.id}/detail`)).statusCode).toBe(404);
      expect((await post(manager, '/api/contracts/delete', { contract_id: notTheirs.id })).statusCode).toBe(404);

      const made = await post(manager, '/api/contracts/addToEmployee', {
        employee_id: inside[1]!.id,
        contract_template_id: template.id,
        contract_name: 'Team',
      });
      expect(made.statusCode, made.body).toBe(200);
      const refused = await post(manager, '/api/contracts/addToEmployee', {
        employee_id: outside[1]!.id,
        contract_template_id: template.id,
        contract_name: 'X',
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(personNotInTeams);

      // Deleting is theirs; deleting for good is for admins, and templates need their own right.
      expect(data(await post(manager, '/api/contracts/delete', { contract_id: theirs.id })).deleted).toBe(1);
      const hard = await post(manager, '/api/contracts/hardDelete', { contract_id: theirs.id });
      expect(hard.statusCode).toBe(403);
      expect((await contractDetailApi(admin, theirs.id)).data.deleted).toBe(1);
      expect((await post(manager, '/api/contract_template/add', { name: 'Mine', type: 'other' })).statusCode).toBe(403);
    } finally {
      await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
    }
  });

  it('lets support, with contracts access, read and change contracts', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>x</p>');
    expect((await contractDetailApi(support, contract.id)).data.id).toBe(contract.id);
    const renamed = await postOk<{ data: ContractItem }>(support, '/api/contracts/editName', {
      contract_id: contract.id,
      contract_name: uniqueName('By support'),
    });
    expect(renamed.data.name).toMatch(/^By support/);
  });
});
