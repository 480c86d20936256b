import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { screenshot } from './screenshot';

// Each key screen, at desktop and tablet sizes: no serious accessibility violations, touch
// targets of at least 44 px on tablets, and a screenshot to look at (test-results/screenshots/).
const viewports = { desktop: DESKTOP, tablet: TABLET, 'tablet-portrait': TABLET_PORTRAIT };

async function audit(page: Page, name: string) {
  await screenshot(page, `${name}`);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// One page per screen, resized to each size in turn: what is audited is the layout at that size,
// and signing in and opening the page once instead of three times keeps the run short.
const sizes = Object.entries(viewports);

test('sign-in page', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to Workplace' })).toBeVisible();
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-sign-in`);
  }
});

test('people table and column picker', async ({ page }) => {
  // Six axe audits of a page with a table and an open picker.
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/people');
  await expect(page.getByRole('table', { name: 'People' }).locator('tbody tr')).toHaveCount(10);
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-people`);
    if (label !== 'desktop') {
      const small = await page
        .locator('main button:visible, main select:visible, main input:visible')
        .evaluateAll((els) =>
          els.filter((e) => e.getBoundingClientRect().height < 44 && (e as HTMLInputElement).type !== 'checkbox').map((e) => e.outerHTML.slice(0, 80)),
        );
      expect(small, label).toEqual([]);
    }
    await page.getByRole('button', { name: /Columns/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Phone' })).toBeVisible();
    await audit(page, `${label}-column-picker`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Phone' })).toBeHidden();
  }
});

test('person page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/people?q=Sophie%20Laurent');
  await page
    .getByRole('link', { name: /Sophie Laurent/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sophie Laurent' })).toBeVisible();
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-person`);
  }
});

test('import: the columns and check steps, and the history', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/import/car');
  await expect(page.getByRole('heading', { name: 'Import vehicles' })).toBeVisible();
  const csv = 'Nummerplaat;Merk;Model;Brandstof\r\nA11Y-1;Skoda;Octavia;Stoom\r\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('combobox', { name: 'Nummerplaat' })).toHaveValue('plate');
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-import-columns`);
  }
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText("'Stoom' is not one of")).toBeVisible();
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-import-check`);
  }
  await page.getByRole('link', { name: 'Import history' }).click();
  // Nothing was imported: leaving asks first.
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
  await expect(page.getByText('miro-seats.csv')).toBeVisible();
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await audit(page, `${label}-import-history`);
  }
});
