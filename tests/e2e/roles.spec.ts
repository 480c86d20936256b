import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const bodyRows = (page: Page) => page.getByRole('table', { name: 'People' }).locator('tbody tr');
const WRITE_CONTROL = /^(add|new|edit|delete|archive|save|create|assign)\b/i;

test('a team-only manager sees only the people of their teams, and no fleet', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/people');
  await expect(page.getByText('The people of the teams you manage.')).toBeVisible();
  await page.getByLabel(/Rows per page/i).selectOption('30');
  await expect(bodyRows(page).first()).toBeVisible();
  const teamCells = await bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(teamCells.length).toBeGreaterThan(0);
  for (const cell of teamCells) expect(cell).toMatch(/Sales|Logistics/);
  // No right to phone numbers or wage data: those columns are absent from the picker.
  await page.getByRole('button', { name: /Columns/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Phone' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Active until' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Fleet' })).toHaveCount(0);
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/$/);
});

test('a read-only user sees no add or edit control anywhere', async ({ page }) => {
  await signIn(page, 'readonly@demo.test');
  for (const path of ['/', '/people', '/fleet', '/assets', '/trainings', '/software']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    const controls = await page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).allInnerTexts();
    expect(
      controls.filter((c) => WRITE_CONTROL.test(c.trim())),
      `on ${path}`,
    ).toEqual([]);
  }
  await page.goto('/people');
  await bodyRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const controls = await page.locator('main').getByRole('button').allInnerTexts();
  expect(controls.filter((c) => WRITE_CONTROL.test(c.trim()))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  // Vehicles: visible, never editable, not even by typing the edit address.
  await page.goto('/fleet');
  const vehicle = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr').getByRole('link').first();
  await vehicle.click();
  // The fleet page's own heading is there at once: wait for the vehicle's address first.
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit vehicle' })).toHaveCount(0);
  const carPath = new URL(page.url()).pathname;
  await page.goto(`${carPath}/edit`);
  await expect(page).toHaveURL(new RegExp(`${carPath}$`));
});
