import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const table = (page: Page) => page.getByRole('table', { name: 'People' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const headers = (page: Page) => table(page).locator('thead th');

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/people');
  await expect(bodyRows(page)).toHaveCount(10);
});

test('lists people 10 at a time, with paging', async ({ page }) => {
  await expect(page.getByText(/1–10 of \d+/)).toBeVisible();
  const first = await bodyRows(page).first().innerText();
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page.getByText(/11–20 of \d+/)).toBeVisible();
  await expect(bodyRows(page).first()).not.toHaveText(first);
});

test('search finds a person by name and the row opens the person page', async ({ page }) => {
  await page.getByRole('searchbox').fill('Sophie Laurent');
  await expect(bodyRows(page)).toHaveCount(1);
  await bodyRows(page)
    .first()
    .getByRole('link', { name: /Sophie Laurent/ })
    .click();
  await expect(page).toHaveURL(/\/people\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sophie Laurent' })).toBeVisible();
});

test('sorting by name descending puts the last names first', async ({ page }) => {
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(headers(page).first()).toHaveAttribute('aria-sort', 'descending');
  const names = () => bodyRows(page).locator('td:first-child .person-cell > span:last-child').allTextContents();
  await expect.poll(async () => (await names())[0]?.toLowerCase().startsWith('z')).toBe(true);
  const shown = (await names()).map((n) => n.toLowerCase());
  expect(shown).toEqual([...shown].sort().reverse());
});

test('the column picker allows 1 to 6 columns and is remembered after a reload', async ({ page }) => {
  await page.getByRole('button', { name: /Columns/ }).click();
  // Six columns are shown by default: the remaining boxes refuse a seventh. Names are exact: the
  // custom field 'Emergency contact email' joins the list once the definitions have synced.
  await expect(page.getByRole('checkbox', { name: 'Phone', exact: true })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Phone', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Manager', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: 'Seniority date', exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'Active until', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(headers(page)).toHaveCount(6);
  const before = await headers(page).allTextContents();
  expect(before.map((h) => h.trim())).toEqual(expect.arrayContaining(['Phone', 'Seniority date']));
  expect(before.map((h) => h.trim())).not.toContain('Email');
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(10);
  expect((await headers(page).allTextContents()).map((h) => h.trim())).toEqual(before.map((h) => h.trim()));
});

test('the page size is remembered for the list', async ({ page }) => {
  await page.getByLabel(/Rows per page/i).selectOption('30');
  await expect(bodyRows(page)).toHaveCount(30);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(30);
});
