import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ContractItem, ContractTemplateItem } from '../../src/shared/contracts/contracts.schema';
import { signingLinkOf } from './contracts-helpers';
import { DESKTOP, TABLET, signIn } from './sign-in';

// The contracts' key screens at desktop and tablet sizes: no serious accessibility violations, and
// touch targets of at least 44 px on a tablet (the contract page, the template editor and the
// employee's signing page, which is used on phones).

async function audit(page: Page, label: string, tablet: boolean) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
  if (!tablet) return;
  const small = await page
    .locator('main button:visible, main select:visible, main input:visible, main a.btn:visible')
    .evaluateAll((els) =>
      els
        .filter((e) => e.getBoundingClientRect().height < 44 && !['checkbox', 'radio', 'file'].includes((e as HTMLInputElement).type))
        .map((e) => e.outerHTML.slice(0, 80)),
    );
  expect(small, label).toEqual([]);
}

const sizes = [
  ['desktop', DESKTOP, false],
  ['tablet', TABLET, true],
] as const;

test('the contract page, the template editor and the signing page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const contracts = ((await (await page.request.get('/api/contract/list')).json()) as { data: ContractItem[] }).data;
  const draft = contracts.find((c) => c.template_type === 'employment_contract' && c.status === 'draft' && c.deleted === 0)!;
  const template = ((await (await page.request.get('/api/contract_template/list')).json()) as { data: ContractTemplateItem[] }).data[0]!;

  await page.goto(`/contracts/${draft.id}`);
  await expect(page.getByRole('article', { name: 'Contract text' })).toBeVisible();
  for (const [label, viewport, tablet] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `contract page ${label}`, tablet);
  }

  await page.goto(`/settings/contracts/templates/${template.id}`);
  await expect(page.getByRole('textbox', { name: 'Template text' })).toBeVisible();
  for (const [label, viewport, tablet] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `template editor ${label}`, tablet);
  }
  await page.getByRole('button', { name: 'Insert placeholder' }).click();
  await expect(page.getByRole('dialog', { name: 'Placeholders' })).toBeVisible();
  await audit(page, 'placeholder menu', true);

  // A contract of its own, sent, so its link is fresh.
  const sent = contracts.find((c) => c.template_type === 'car_policy' && c.status === 'draft' && c.deleted === 0 && c.id !== draft.id)!;
  const res = await page.request.post('/api/contracts/sendToEmployee', { data: { contract_id: sent.id } });
  expect(res.ok(), await res.text()).toBe(true);
  const link = await signingLinkOf(page.request, sent.id);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const mobile = await phone.newPage();
  await mobile.goto(new URL(link).pathname);
  await expect(mobile.getByRole('button', { name: 'I have read the contract and sign it' })).toBeVisible();
  const result = await new AxeBuilder({ page: mobile }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await phone.close();
});
