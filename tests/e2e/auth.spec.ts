import { expect, test, type Response } from '@playwright/test';
import { screenshot } from './screenshot';
import { DESKTOP, signIn } from './sign-in';

const PHONE = { width: 390, height: 844 };
const TABLET_820 = { width: 820, height: 1180 };

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  await page.goto('/people');
  await expect(page).toHaveURL(/\/signin\?next=%2Fpeople/);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/email address or password is not correct/);
});

test('the form names the field at fault, as the server checks it, and keeps what was typed', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('This field is required.');
  await email.fill('not an address');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(page.getByLabel('Password')).not.toHaveAccessibleDescription(/./);
  await expect(email).toHaveValue('not an address');
  // Fixed, it signs in (the malformed tries were not counted as failures).
  await email.fill('  Admin@Demo.test ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('complementary', { name: 'Main navigation' })).toBeVisible();
});

test('the sign-in page loads none of the app, and someone signed in who opens it goes on to the app', async ({ page }) => {
  const scripts: string[] = [];
  const code: Promise<string>[] = [];
  const collect = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(new URL(res.url()).pathname);
    code.push(res.text());
  };
  page.on('response', collect);
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  page.off('response', collect);
  const appEntry = /src="(\/assets\/[^"]+\.js)"/.exec(await (await page.request.get('/')).text())?.[1];
  expect(appEntry).toBeTruthy();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(appEntry);
  // Neither the router nor Dexie (their own words survive the minifier).
  for (const text of await Promise.all(code)) expect(text).not.toMatch(/DexieError|useNavigate\(\) may be used/);

  await signIn(page, 'admin@demo.test');
  await page.goto('/signin?next=%2Ffleet');
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
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
  await screenshot(page, 'menu-desktop');

  // On a tablet the navigation is a drawer: every way out closes it.
  await page.setViewportSize(TABLET_820);
  const open = page.getByRole('button', { name: 'Open navigation' });
  await expect(nav).not.toBeInViewport();
  await open.click();
  await expect(nav).toBeInViewport();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, 'menu-tablet');
  // Tapping the page already open changes no address, yet the drawer goes.
  await nav.getByRole('link', { name: 'Software' }).click();
  await expect(nav).not.toBeInViewport();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(nav.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).not.toBeInViewport();
  await expect(open).toBeFocused();
  // The open drawer's own close button is in sight and takes the tap (Playwright refuses a covered one).
  await page.setViewportSize(PHONE);
  await open.click();
  await screenshot(page, 'menu-phone');
  await nav.getByRole('button', { name: 'Close navigation' }).click({ timeout: 5_000 });
  await expect(nav).not.toBeInViewport();
  await page.setViewportSize(DESKTOP);
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
