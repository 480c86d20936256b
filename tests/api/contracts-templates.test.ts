import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractTemplates, contracts } from '../../src/server/db/schema/contracts';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import {
  CONTRACT_TEMPLATE_TYPES,
  contractTemplateItemSchema,
  signatureRequirementsBodySchema,
  templateAddBodySchema,
  templateEditBodySchema,
  base64Length,
  WORD_MAX_BYTES,
  WORD_UNZIPPED_MAX_BYTES,
  type ContractTemplateItem,
} from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';
import { expectBadInputRejected } from '../helpers/bad-input';
import {
  addContractApi,
  addTemplateApi,
  contractDetailApi,
  getOk,
  hashtagsApi,
  libraryApi,
  post,
  postOk,
  templateDetailApi,
  templateNamed,
  templatesApi,
  uniqueName,
} from '../helpers/contracts-api';
import { docxOf, docxParts, zipOf, type WordParagraph } from '../helpers/docx';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// Contract templates (software-contracts-push.md sections 2, 3 and 7): the company's list, add,
// edit, signature requirements, delete, count, detail, the placeholders (hashtags), the public
// library and the Word conversion.
const { t, facts, admin, support, manager, readonly, light, other } = useApiTest();

const templateRows = () => t.db.select().from(contractTemplates).orderBy(contractTemplates.id);
const people = () => facts.peopleOf('Demo Company');
const adminId = () => facts.userId('admin@demo.test');
const templateCount = async (c = admin, query: Record<string, string> = {}) => (await getOk<{ count: number }>(c, '/api/contract_template/count', query)).count;

describe('the company’s templates', () => {
  it('lists the demo templates of every type, each in the mirror’s shape, sorted by name', async () => {
    const list = await templatesApi(admin);
    for (const row of list) contractTemplateItemSchema.strict().parse(row);
    expect(new Set(list.map((x) => x.type))).toEqual(new Set(CONTRACT_TEMPLATE_TYPES));
    expect(list.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Company car policy', 'IT equipment policy', 'Employment contract (white collar)', 'Remote work agreement']),
    );
    expect(list.every((x) => x.isPartner === 0)).toBe(true);
    const names = list.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const car = list.find((x) => x.name === 'Company car policy')!;
    expect(car).toMatchObject({
      type: 'car_policy',
      category: 'Fleet',
      tags: ['fleet', 'benefits'],
      internal_signature_required: 1,
      internal_signer_user_id: adminId(),
    });
    expect(car.content_html).toContain('{{car.plate}}');
  });

  it('filters by type', async () => {
    for (const type of CONTRACT_TEMPLATE_TYPES) {
      const list = await templatesApi(admin, type);
      expect(list.length, type).toBeGreaterThan(0);
      expect(list.every((x) => x.type === type)).toBe(true);
    }
    expect((await admin.get('/api/contract_template/list', { type: 'invoice' })).statusCode).toBe(400);
  });

  it('keeps each company to its own templates', async () => {
    const ours = await templatesApi(admin);
    const theirs = await templatesApi(other);
    expect(theirs.length).toBeGreaterThan(0);
    const ourIds = new Set(ours.map((x) => x.id));
    expect(theirs.some((x) => ourIds.has(x.id))).toBe(false);
    // The detail of another company's template is not found, both ways.
    const ourTemplate = ours[0]!;
    const theirTemplate = theirs[0]!;
    const res = await other.get(`/api/contract_template/${ourTemplate.id}/detail`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toMatchObject({ code: 'not_found', message: m.templateNotFound });
    expect((await admin.get(`/api/contract_template/${theirTemplate.id}/detail`)).statusCode).toBe(404);
    expect((await admin.get(`/api/contract_template/${uuidv7()}/detail`)).statusCode).toBe(404);
  });

  it('answers the detail as the list has it', async () => {
    const listed = await templateNamed(admin, 'Employment contract (white collar)');
    expect(await templateDetailApi(admin, listed.id)).toEqual(listed);
  });

  it('counts the company’s templates, and those a user made with user_id', async () => {
    const all = (await templatesApi(admin)).length;
    expect(await templateCount()).toBe(all);
    // The demo templates are the admin’s; other users made none yet.
    expect(await templateCount(admin, { user_id: adminId() })).toBe(all);
    const supportId = facts.userId('support@demo.test');
    const before = await templateCount(admin, { user_id: supportId });
    await addTemplateApi(support);
    expect(await templateCount(admin, { user_id: supportId })).toBe(before + 1);
    expect(await templateCount()).toBe(all + 1);
    expect(await templateCount(other)).toBe((await templatesApi(other)).length);
  });
});

describe('adding a template', () => {
  it('saves {name, type} as an empty template of the company and lists it', async () => {
    const id = uuidv7();
    const name = uniqueName('Bike lease policy');
    const res = await post(admin, '/api/contract_template/add', { id, name: `  ${name} `, type: 'car_policy' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ id: string; data: ContractTemplateItem }>();
    expect(answer.id).toBe(id);
    expect(contractTemplateItemSchema.strict().parse(answer.data)).toMatchObject({
      id,
      name,
      type: 'car_policy',
      category: null,
      tags: [],
      isPartner: 0,
      content_html: '',
      internal_signature_required: 0,
      internal_signer_user_id: null,
      second_internal_signer_user_id: null,
    });
    expect((await templatesApi(admin, 'car_policy')).map((x) => x.id)).toContain(id);
    expect((await templatesApi(other)).map((x) => x.id)).not.toContain(id);
  });

  it('refuses an empty name (enter name) and an unknown type, and stores nothing', async () => {
    const before = await templateRows();
    for (const name of ['', '   ']) {
      const res = await post(admin, '/api/contract_template/add', { name, type: 'other' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.name).toBe(m.enterName);
    }
    const badType = await post(admin, '/api/contract_template/add', { name: 'Invoice', type: 'invoice' });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fields?.type).toBe(m.badTemplateType);
    const noType = await post(admin, '/api/contract_template/add', { name: 'Invoice' });
    expect(noType.statusCode).toBe(400);
    expect(await templateRows()).toEqual(before);
  });

  it('refuses an id that is taken (409) and leaves that template as it was', async () => {
    const template = await addTemplateApi(admin, { content_html: '<p>Mine</p>' });
    const res = await post(admin, '/api/contract_template/add', { id: template.id, name: 'Another', type: 'other' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.templateIdTaken);
    expect(await templateDetailApi(admin, template.id)).toEqual(template);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/contract_template/add',
      schema: templateAddBodySchema,
      valid: { id: uuidv7(), name: uniqueName('Valid template'), type: 'other' },
      snapshot: templateRows,
    });
  });

  it('needs the contract-templates right: the team-only manager, the read-only and light users get 403', async () => {
    const before = await templateRows();
    for (const c of [manager, readonly, light]) {
      const res = await post(c, '/api/contract_template/add', { name: 'Not mine', type: 'other' });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('forbidden');
    }
    expect(await templateRows()).toEqual(before);
  });
});

describe('editing a template', () => {
  it('changes the name, content, category and tags, and the detail and list show them', async () => {
    const template = await addTemplateApi(admin, { type: 'employment_contract' });
    const content = '<h1>Contract</h1><p>Between {{company.name}} and <strong>{{person.full_name}}</strong>.</p>';
    const res = await post(admin, '/api/contract_template/edit', {
      template_id: template.id,
      name: ' Employment contract (blue collar) ',
      content_html: content,
      category: 'HR',
      tags: ['hr', 'blue collar', 'hr'],
      base: { name: template.name, content_html: '', category: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: ContractTemplateItem }>().data;
    expect(saved).toMatchObject({ name: 'Employment contract (blue collar)', content_html: content, category: 'HR', tags: ['hr', 'blue collar'] });
    expect(saved.version).toBeGreaterThan(template.version);
    expect(await templateDetailApi(admin, template.id)).toEqual(saved);
    expect((await templatesApi(admin)).find((x) => x.id === template.id)).toEqual(saved);
  });

  it('changes only the fields sent; an empty category clears it', async () => {
    const template = await addTemplateApi(admin, { content_html: '<p>Kept</p>', category: 'Legal', tags: ['a'] });
    const renamed = await postOk<{ data: ContractTemplateItem }>(admin, '/api/contract_template/edit', { template_id: template.id, name: 'Renamed template' });
    expect(renamed.data).toMatchObject({ name: 'Renamed template', content_html: '<p>Kept</p>', category: 'Legal', tags: ['a'] });
    const cleared = await postOk<{ data: ContractTemplateItem }>(admin, '/api/contract_template/edit', { template_id: template.id, category: '', tags: [] });
    expect(cleared.data).toMatchObject({ name: 'Renamed template', category: null, tags: [] });
  });

  it('sanitizes the content it stores', async () => {
    const template = await addTemplateApi(admin);
    const saved = await postOk<{ data: ContractTemplateItem }>(admin, '/api/contract_template/edit', {
      template_id: template.id,
      content_html: '<p onclick="steal()">Hi {{person.first_name}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(saved.data.content_html).toBe('<p>Hi {{person.first_name}}</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect((await templateDetailApi(admin, template.id)).content_html).toBe(saved.data.content_html);
  });

  it('refuses an edit made on a stale copy with 409 and the template as it is now', async () => {
    const template = await addTemplateApi(admin, { content_html: '<p>One</p>' });
    await postOk(admin, '/api/contract_template/edit', { template_id: template.id, content_html: '<p>Two</p>' });
    const stale = await post(admin, '/api/contract_template/edit', {
      template_id: template.id,
      content_html: '<p>Three</p>',
      base: { content_html: '<p>One</p>' },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ error: { code: string }; current: ContractTemplateItem }>();
    expect(body.error.code).toBe('conflict');
    expect(body.current).toMatchObject({ id: template.id, content_html: '<p>Two</p>' });
    expect((await templateDetailApi(admin, template.id)).content_html).toBe('<p>Two</p>');
  });

  it('answers 404 for another company’s template and leaves it as it was', async () => {
    const theirs = (await templatesApi(other))[0]!;
    const res = await post(admin, '/api/contract_template/edit', { template_id: theirs.id, name: 'Taken over' });
    expect(res.statusCode).toBe(404);
    expect((await templatesApi(other)).find((x) => x.id === theirs.id)).toEqual(theirs);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const template = await addTemplateApi(admin);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: '/api/contract_template/edit',
      schema: templateEditBodySchema,
      valid: { template_id: template.id, name: uniqueName('Edited'), content_html: '<p>x</p>', category: 'HR', tags: ['x'] },
      snapshot: templateRows,
      allowLong: ['content_html'],
    });
  });

  it('is refused to users without the contract-templates right', async () => {
    const template = await addTemplateApi(admin);
    for (const c of [manager, readonly, light])
      expect((await post(c, '/api/contract_template/edit', { template_id: template.id, name: 'x' })).statusCode).toBe(403);
    expect(await templateDetailApi(admin, template.id)).toEqual(template);
  });
});

describe('signature requirements', () => {
  const url = '/api/contract_template/editSignatureRequirements';

  it('offers exactly the users who may sign for the company (contracts access; no support user), by name', async () => {
    const signers = async (c = admin) =>
      (await getOk<{ data: { user_id: string; name: string; email: string }[] }>(c, '/api/contract_template/internalSigners')).data;
    // Not the team-only manager, the read-only or the light user (no contracts access), nor support (every right, but acts for others).
    expect(await signers()).toEqual([
      { user_id: facts.userId(DEMO_EMAILS.hr), name: 'Ilse Van Acker', email: DEMO_EMAILS.hr },
      { user_id: adminId(), name: 'Sophie Laurent', email: DEMO_EMAILS.admin },
    ]);
    expect((await signers(other)).map((u) => u.email)).toEqual([DEMO_EMAILS.other]);
    // The right decides, not the role: read-only Eva given contracts access may sign; the light user, in a light group, never.
    await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents', 'wages', 'contracts']);
    await setRights(t.db, DEMO_EMAILS.light, ['fleet', 'wages', 'contracts']);
    try {
      expect((await signers()).map((u) => u.email)).toEqual([DEMO_EMAILS.readonly, DEMO_EMAILS.hr, DEMO_EMAILS.admin]);
    } finally {
      await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents']);
      await setRights(t.db, DEMO_EMAILS.light, ['fleet']);
    }
  });

  it('refuses a signer who may not sign for the company (read-only Eva, support) with 400, changing nothing', async () => {
    const template = await addTemplateApi(admin);
    const before = await templateRows();
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.support]) {
      const first = await post(admin, url, { template_id: template.id, internal_signature_required: 1, internal_signer_user_id: facts.userId(email) });
      expect(first.statusCode, email).toBe(400);
      expect(errorOf(first)).toEqual({ code: 'invalid_input', message: m.signerMayNotSign, fields: { internal_signer_user_id: m.signerMayNotSign } });
      const second = await post(admin, url, {
        template_id: template.id,
        internal_signature_required: 1,
        internal_signer_user_id: adminId(),
        second_internal_signer_user_id: facts.userId(email),
      });
      expect(second.statusCode, email).toBe(400);
      expect(errorOf(second)).toEqual({ code: 'invalid_input', message: m.signerMayNotSign, fields: { second_internal_signer_user_id: m.signerMayNotSign } });
    }
    expect(await templateRows()).toEqual(before);
    expect(await templateDetailApi(admin, template.id)).toEqual(template);
  });

  it('sets the company’s internal signers, and clears them when no internal signature is required', async () => {
    const template = await addTemplateApi(admin);
    const first = adminId();
    const second = facts.userId(DEMO_EMAILS.hr);
    const on = await postOk<{ data: ContractTemplateItem }>(admin, url, {
      template_id: template.id,
      internal_signature_required: true,
      internal_signer_user_id: first,
      second_internal_signer_user_id: second,
    });
    expect(on.data).toMatchObject({ internal_signature_required: 1, internal_signer_user_id: first, second_internal_signer_user_id: second });
    expect(await templateDetailApi(admin, template.id)).toMatchObject(on.data);

    // A contract made from it asks for the same signatures.
    const contract = await addContractApi(admin, people()[0]!.id, template.id);
    expect(contract).toMatchObject({ pdf_internal_signature_required: 1, internal_signer_user_id: first, second_internal_signer_user_id: second });

    const off = await postOk<{ data: ContractTemplateItem }>(admin, url, {
      template_id: template.id,
      internal_signature_required: 0,
      internal_signer_user_id: first,
    });
    expect(off.data).toMatchObject({ internal_signature_required: 0, internal_signer_user_id: null, second_internal_signer_user_id: null });
  });

  it('refuses a signer of another company, an unknown user and the same user twice with 400, changing nothing', async () => {
    const template = await addTemplateApi(admin);
    const before = await templateRows();
    const foreign = await post(admin, url, {
      template_id: template.id,
      internal_signature_required: 1,
      internal_signer_user_id: facts.userId('other@demo.test'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toMatchObject({ message: m.signerNotFound, fields: { internal_signer_user_id: m.signerNotFound } });

    const foreignSecond = await post(admin, url, {
      template_id: template.id,
      internal_signature_required: 1,
      internal_signer_user_id: adminId(),
      second_internal_signer_user_id: facts.userId('other@demo.test'),
    });
    expect(foreignSecond.statusCode).toBe(400);
    expect(errorOf(foreignSecond).fields).toEqual({ second_internal_signer_user_id: m.signerNotFound });

    const unknown = await post(admin, url, { template_id: template.id, internal_signature_required: 1, internal_signer_user_id: uuidv7() });
    expect(errorOf(unknown).message).toBe(m.signerNotFound);

    const twice = await post(admin, url, {
      template_id: template.id,
      internal_signature_required: 1,
      internal_signer_user_id: adminId(),
      second_internal_signer_user_id: adminId(),
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe(m.sameUser);
    expect(await templateRows()).toEqual(before);
  });

  it('answers 404 for another company’s template', async () => {
    const theirs = (await templatesApi(other))[0]!;
    const res = await post(admin, url, { template_id: theirs.id, internal_signature_required: 0 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const template = await addTemplateApi(admin);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url,
      schema: signatureRequirementsBodySchema,
      valid: { template_id: template.id, internal_signature_required: 1, internal_signer_user_id: adminId(), second_internal_signer_user_id: null },
      snapshot: templateRows,
    });
  });
});

describe('deleting a template', () => {
  it('removes it from the list, count and detail; the contracts made from it stay as they were', async () => {
    const template = await addTemplateApi(admin, { content_html: '<p>Dear {{person.first_name}},</p>' });
    const person = people()[1]!;
    const contract = await addContractApi(admin, person.id, template.id);
    const count = await templateCount();

    const res = await post(admin, '/api/contract_template/delete', { template_id: template.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: template.id } });
    expect((await templatesApi(admin)).map((x) => x.id)).not.toContain(template.id);
    expect(await templateCount()).toBe(count - 1);
    expect((await admin.get(`/api/contract_template/${template.id}/detail`)).statusCode).toBe(404);

    const kept = await contractDetailApi(admin, contract.id);
    expect(kept.data).toMatchObject({
      id: contract.id,
      name: contract.name,
      template_id: null,
      template_type: 'employment_contract',
      content_html: '<p>Dear {{person.first_name}},</p>',
      deleted: 0,
    });
    expect(kept.contract_html).not.toContain('{{');
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row).toBeDefined();
  });

  it('answers 404 for an unknown template and for another company’s, which stays', async () => {
    expect((await post(admin, '/api/contract_template/delete', { template_id: uuidv7() })).statusCode).toBe(404);
    const theirs = (await templatesApi(other))[0]!;
    expect((await post(admin, '/api/contract_template/delete', { template_id: theirs.id })).statusCode).toBe(404);
    expect((await templatesApi(other)).map((x) => x.id)).toContain(theirs.id);
  });

  it('is refused to users without the contract-templates right', async () => {
    const template = await addTemplateApi(admin);
    for (const c of [manager, readonly, light]) expect((await post(c, '/api/contract_template/delete', { template_id: template.id })).statusCode).toBe(403);
    expect(await templateDetailApi(admin, template.id)).toEqual(template);
  });
});

describe('the placeholders (hashtags)', () => {
  it('lists the built-in groups person, company, car, asset and contract, and the custom ones the company’s templates use', async () => {
    const before = await hashtagsApi(admin);
    for (const group of ['person', 'company', 'car', 'asset', 'contract'])
      expect(
        before.some((h) => h.group === group),
        group,
      ).toBe(true);
    expect(before).toContainEqual({ hashtag: '{{person.first_name}}', shortcode: 'person.first_name', group: 'person', label: 'First name' });
    expect(before).toContainEqual({ hashtag: '{{company.name}}', shortcode: 'company.name', group: 'company', label: 'Company name' });
    expect(before).toContainEqual(expect.objectContaining({ shortcode: 'car.plate', group: 'car' }));
    expect(before).toContainEqual(expect.objectContaining({ shortcode: 'asset.list', group: 'asset' }));
    expect(before).toContainEqual(expect.objectContaining({ shortcode: 'contract.date', group: 'contract' }));
    // The demo car policy uses {{custom.own_contribution}}.
    expect(before).toContainEqual({ hashtag: '{{custom.own_contribution}}', shortcode: 'custom.own_contribution', group: 'custom', label: 'Own contribution' });
    for (const h of before) expect(h.hashtag).toBe(`{{${h.shortcode}}}`);
    expect(new Set(before.map((h) => h.shortcode)).size).toBe(before.length);

    await addTemplateApi(admin, { content_html: '<p>Parking spot {{custom.parking_spot}}, {{ custom.parking_spot }}.</p>' });
    const after = await hashtagsApi(admin);
    expect(after.filter((h) => h.shortcode === 'custom.parking_spot')).toEqual([
      { hashtag: '{{custom.parking_spot}}', shortcode: 'custom.parking_spot', group: 'custom', label: 'Parking spot' },
    ]);
    // Another company's list has only its own custom placeholders.
    expect((await hashtagsApi(other)).some((h) => h.shortcode === 'custom.parking_spot')).toBe(false);
  });

  it('is for users with contracts access only', async () => {
    for (const c of [manager, readonly, light]) expect((await c.get('/api/contract_template/hashtags')).statusCode).toBe(403);
    expect((await support.get('/api/contract_template/hashtags')).statusCode).toBe(200);
  });
});

describe('the public library', () => {
  it('lists the partners’ templates with partner_name, every one marked isPartner', async () => {
    const all = await libraryApi(admin);
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.data.map((x) => x.type))).toEqual(new Set(CONTRACT_TEMPLATE_TYPES));
    expect(all.partner_name).toBe(all.data[0]!.partner_name);
    for (const x of all.data) {
      expect(x.isPartner).toBe(1);
      expect(x.partner_name.length).toBeGreaterThan(0);
      expect(x.content_html.length).toBeGreaterThan(0);
    }
    // The library is the same for every company.
    expect((await libraryApi(other)).data).toEqual(all.data);
  });

  it('filters by keyword (name, partner or category, any case) and by type', async () => {
    const byName = await libraryApi(admin, { keyword: 'VEHICLE' });
    expect(byName.data.map((x) => x.name)).toEqual(['Standard vehicle policy (Belgium)']);
    expect(byName.partner_name).toBe('Lex & Partners');
    const byPartner = await libraryApi(admin, { keyword: 'hr templates' });
    expect(byPartner.data.map((x) => x.name).sort()).toEqual(['Confidentiality agreement', 'Fixed-term employment contract']);
    expect(byPartner.partner_name).toBe('HR Templates BV');
    const byType = await libraryApi(admin, { type: 'asset_policy' });
    expect(byType.data.length).toBeGreaterThan(0);
    expect(byType.data.every((x) => x.type === 'asset_policy')).toBe(true);
    const both = await libraryApi(admin, { keyword: 'lex', type: 'other' });
    expect(both).toEqual({ partner_name: null, data: [] });
    // A keyword is text, not a pattern.
    expect((await libraryApi(admin, { keyword: '%' })).data).toEqual([]);
    expect((await libraryApi(admin, { keyword: '_' })).data).toEqual([]);
    expect((await admin.get('/api/contract_template/public_library/list', { type: 'invoice' })).statusCode).toBe(400);
  });

  it('answers a library template’s detail; 404 for an unknown one or a company template', async () => {
    const listed = (await libraryApi(admin, { keyword: 'confidentiality' })).data[0]!;
    const detail = await getOk<{ data: unknown }>(admin, `/api/contract_template/public_library/${listed.id}/detail`);
    expect(detail.data).toEqual(listed);
    const unknown = await admin.get(`/api/contract_template/public_library/${uuidv7()}/detail`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(m.libraryTemplateNotFound);
    const company = (await templatesApi(admin))[0]!;
    expect((await admin.get(`/api/contract_template/public_library/${company.id}/detail`)).statusCode).toBe(404);
  });

  it('is for users with contracts access only', async () => {
    const id = (await libraryApi(admin)).data[0]!.id;
    for (const c of [manager, readonly, light]) {
      expect((await c.get('/api/contract_template/public_library/list')).statusCode).toBe(403);
      expect((await c.get(`/api/contract_template/public_library/${id}/detail`)).statusCode).toBe(403);
    }
  });
});

describe('reading templates needs contracts access', () => {
  it('answers 403 to the team-only manager, the read-only and light users; support reads them', async () => {
    const id = (await templatesApi(admin))[0]!.id;
    for (const c of [manager, readonly, light]) {
      expect((await c.get('/api/contract_template/list')).statusCode).toBe(403);
      expect((await c.get('/api/contract_template/count')).statusCode).toBe(403);
      expect((await c.get(`/api/contract_template/${id}/detail`)).statusCode).toBe(403);
    }
    expect((await templatesApi(support)).map((x) => x.id)).toContain(id);
  });
});

describe('converting a Word file', () => {
  const url = '/api/contract_templates/conversion/word-to-html';
  const paragraphs: WordParagraph[] = [
    { heading: 1, runs: [{ text: 'Employment contract' }] },
    { runs: [{ text: 'Dear ' }, { text: '{{person.first_name}}', bold: false }, { text: ', this is ' }, { text: 'binding', bold: true }, { text: '.' }] },
  ];
  const letter = () => docxOf(paragraphs);

  it('turns a .docx into HTML with its heading, bold words and placeholders', async () => {
    const res = await post(admin, url, { base64_word_file: letter().toString('base64'), extension: 'docx' });
    expect(res.statusCode, res.body).toBe(200);
    const { html, warnings } = res.json<{ html: string; warnings: string[] }>();
    expect(html).toContain('<h1>Employment contract</h1>');
    expect(html).toContain('<strong>binding</strong>');
    expect(html).toContain('{{person.first_name}}');
    expect(warnings).toEqual([]);
    // '.DOCX' is the same extension.
    expect((await post(admin, url, { base64_word_file: letter().toString('base64'), extension: '.DOCX' })).statusCode).toBe(200);
  });

  it('refuses another extension, bytes that are not a zip, and a zip that is not a Word document', async () => {
    const file = letter().toString('base64');
    for (const extension of ['doc', 'pdf', 'odt', '']) {
      const res = await post(admin, url, { base64_word_file: file, extension });
      expect(res.statusCode, extension).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'invalid_input', message: m.wordOnlyDocx });
    }
    for (const bytes of [Buffer.from('this is not a Word file at all'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])]) {
      const res = await post(admin, url, { base64_word_file: bytes.toString('base64'), extension: 'docx' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'invalid_input', message: m.wordConversionFailed });
    }
    const notWord = zipOf({ 'notes.txt': 'hello' });
    const res = await post(admin, url, { base64_word_file: notWord.toString('base64'), extension: 'docx' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.wordConversionFailed);
    const empty = await post(admin, url, { base64_word_file: '', extension: 'docx' });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a .docx that unpacks past the limit, however small it is sent (a zip bomb), without converting it', async () => {
    const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const padding = ' '.repeat(WORD_UNZIPPED_MAX_BYTES);
    const bomb = zipOf({
      ...docxParts(paragraphs),
      'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Bomb</w:t></w:r></w:p>${padding}</w:body></w:document>`,
    });
    expect(bomb.length).toBeLessThan(200_000);
    const res = await post(admin, url, { base64_word_file: bomb.toString('base64'), extension: 'docx' });
    expect(res.statusCode).toBe(400);
    const message = m.wordUnzipsTooLarge(WORD_UNZIPPED_MAX_BYTES);
    expect(errorOf(res)).toEqual({ code: 'invalid_input', message, fields: { base64_word_file: message } });
  });

  it(`takes a Word file up to ${WORD_MAX_BYTES / 1024 / 1024} MB (the route's body limit is the schema's), and refuses a larger one with that limit's message`, async () => {
    // Noise that does not compress (in a part mammoth does not read): sent, more than the server's general 1 MB body limit.
    const noise = randomBytes(900 * 1024).toString('base64');
    const large = zipOf({ ...docxParts(paragraphs), 'customXml/item1.xml': `<?xml version="1.0"?><noise>${noise}</noise>` });
    expect(large.toString('base64').length).toBeGreaterThan(1024 * 1024);
    const res = await post(admin, url, { base64_word_file: large.toString('base64'), extension: 'docx' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json<{ html: string }>().html).toContain('<h1>Employment contract</h1>');
    const tooLarge = await post(admin, url, { base64_word_file: 'A'.repeat(base64Length(WORD_MAX_BYTES) + 4), extension: 'docx' });
    expect(tooLarge.statusCode).toBe(400);
    expect(errorOf(tooLarge).fields?.base64_word_file).toBe(m.wordTooLarge(WORD_MAX_BYTES));
  });

  it('needs the contract-templates right', async () => {
    for (const c of [manager, readonly, light])
      expect((await post(c, url, { base64_word_file: letter().toString('base64'), extension: 'docx' })).statusCode).toBe(403);
  });
});
