import { expect, test, type Page } from '@playwright/test';
import { softwareMessages } from '../../src/shared/software/software.messages';
import { toasts } from './fleet-car-helpers';
import { offlineBanner, pulledSince, waitForWorker } from './offline-helpers';
import { screenshotDevices, screenshotSizes } from './screenshot';
import { TABLET, signIn } from './sign-in';
import { pickPeople, productIdOf, serverProductLicenses, serverProducts } from './software-helpers';
import { activePeople } from './trainings-helpers';

// A fleet manager adds a product in a garage with no signal: the wizard, its licences and a rename
// all work on the device, survive a reload and reach the server once, in order, when back online.

test.use({ viewport: TABLET });

const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const urlBox = (page: Page) => page.getByRole('textbox', { name: 'Web address', exact: true });

test('a product with licences for 3 people, made and renamed with no network, reaches the server once online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const people = await activePeople(page.request, 3);
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Offline Suite ${stamp}`;
  const opened = Date.now();
  await page.goto('/software/products/new');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await waitForWorker(page);
  // Offline before this page's pull is in, the licence step would wait for it.
  await pulledSince(page, opened);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  // Offline the suggestion service is out of reach: the web address still gives a name.
  await urlBox(page).fill(`https://offline${stamp}.example`);
  await expect(page.getByRole('region', { name: 'Suggestions' }).getByText(softwareMessages.suggestionFromDomain)).toBeVisible();
  await nameBox(page).fill(name);
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await pickPeople(page, people);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await expect(page.getByText(softwareMessages.licencesWaitOffline(3))).toHaveText(
    'No connection: 3 licences wait on this device and are sent one by one when the connection returns.',
  );
  // Finish waits for the licences to be sent, and says so.
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  await expect(finish).toHaveAccessibleDescription('Finish once every licence is sent: 3 wait for the connection.');
  await screenshotSizes(page, 'software-offline-wizard-progress');

  // The product and its licences are on the device: its page opens from the mirror, and a reload
  // (the service worker serves the app) keeps them.
  await page.getByRole('link', { name: 'Go to the product' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = productIdOf(page);
  const licences = page.getByRole('table', { name: `Licences of ${name}` });
  await expect(licences.getByRole('row')).toHaveCount(4);
  // On a tablet held upright, each licence's state is in sight beside its 'Waiting to sync' person, with no scrolling sideways.
  await page.setViewportSize({ width: 820, height: 1180 });
  await licences.scrollIntoViewIfNeeded();
  const states = licences.getByText('Active', { exact: true });
  await expect(states).toHaveCount(3);
  for (const state of await states.all()) await expect(state).toBeInViewport({ ratio: 1 });
  await screenshotDevices(page, 'software-offline-product-licences');
  await page.setViewportSize(TABLET);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(licences.getByRole('row')).toHaveCount(4);

  // Renamed, still offline.
  const renamed = `${name} Pro`;
  await page.goto(`/software/products/${id}/edit`);
  await nameBox(page).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(softwareMessages.changesSaved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await screenshotSizes(page, 'software-offline-product');
  expect((await serverProducts(page.request)).some((p) => p.id === id)).toBe(false);

  await context.setOffline(false);
  // Created, renamed and given its 3 licences, each once.
  await expect.poll(async () => (await serverProducts(page.request)).filter((p) => p.id === id).map((p) => p.name), { timeout: 40_000 }).toEqual([renamed]);
  await expect.poll(async () => (await serverProductLicenses(page.request, id)).total, { timeout: 40_000 }).toBe(3);
  const { data } = await serverProductLicenses(page.request, id);
  expect(data.map((l) => l.employee_id).sort()).toEqual(people.map((p) => p.id).sort());
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
});
