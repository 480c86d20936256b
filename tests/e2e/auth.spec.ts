import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  await page.goto('/people');
  await expect(page).toHaveURL(/\/signin\?next=%2Fpeople/);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/email address or password is not correct/);
});

test('the admin signs in, sees every area and comes back to the page asked for', async ({ page }) => {
  await page.goto('/people');
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/people$/);
  const nav = page.getByRole('complementary', { name: 'Main navigation' });
  for (const area of ['Fleet', 'Assets', 'Trainings', 'Software', 'People', 'Settings']) {
    await expect(nav.getByRole('link', { name: area })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Software' }).click();
  await expect(page.getByRole('heading', { name: 'Software', level: 1 })).toBeVisible();
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /Sophie Laurent/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  // Nothing of the user's data stays on the device (the deletion may finish just after the redirect).
  const userDatabases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('workplace-') && n !== 'workplace-registry'));
  await expect.poll(userDatabases).toEqual([]);
  await page.goto('/people');
  await expect(page).toHaveURL(/\/signin/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});

test('a support user acts as another user and stops', async ({ page }) => {
  await signIn(page, 'support@demo.test');
  await page.getByRole('button', { name: /Sam Support/ }).click();
  await page.getByRole('menuitem', { name: 'Act as another user' }).click();
  await page.getByRole('dialog').getByLabel('User', { exact: true }).selectOption({ label: 'Tom Peeters — manager@demo.test' });
  await page.getByRole('button', { name: 'Act as this user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are acting as' })).toContainText('Tom Peeters');
  await page.getByRole('button', { name: 'Stop acting as Tom' }).click();
  await expect(page.getByText('You are acting as')).toHaveCount(0);
});
