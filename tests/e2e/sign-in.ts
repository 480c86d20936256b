import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, base = '', o: { opened?: boolean } = {}): Promise<void> {
  if (!o.opened) await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('complementary', { name: 'Main navigation' }))).toBeVisible();
}

export const TABLET = { width: 1024, height: 768 };
export const TABLET_PORTRAIT = { width: 800, height: 1280 };
export const DESKTOP = { width: 1440, height: 900 };
