import { expect, test } from '@playwright/test';
import { CAR_HEADER, carCells, carsWithPlate, chooseFile, countOf, csvFile, uniquePlate } from './import-helpers';
import { offlineBanner, pulledSince, waitForWorker } from './offline-helpers';
import { screenshotSizes } from './screenshot';
import { TABLET, signIn } from './sign-in';

// A fleet manager prepares an import in a garage with no signal: the file is read and checked on
// the tablet (the bad rows named), the good rows queued, and the import runs once back online.

test.use({ viewport: TABLET });

test('a file checked with no network, its bad rows named and skipped, imported once back online', async ({ page, context }) => {
  test.setTimeout(150_000);
  const [good1, good2, twice] = ['A', 'B', 'C'].map((p) => uniquePlate(`IO${p}`));
  const csv = await csvFile('garage.csv', [
    CAR_HEADER,
    carCells(good1!),
    carCells(''),
    carCells('PLATE-11-CH'),
    carCells(uniquePlate('IOD'), { Brandstof: 'Stoom' }),
    carCells(uniquePlate('IOE'), { 'Eerste inschrijving': '31/02/2024' }),
    carCells(twice!),
    carCells(twice!, { Kleur: 'Rood' }),
    carCells(good2!, { Cataloguswaarde: '42.150,00' }),
  ]);

  await signIn(page, 'admin@demo.test');
  const opened = Date.now();
  await page.goto('/import/car');
  await expect(page.getByRole('heading', { name: 'Import vehicles' })).toBeVisible();
  await waitForWorker(page);
  await pulledSince(page, opened);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await chooseFile(page, csv);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(countOf(page, 'New')).toContainText('3');
  await expect(countOf(page, 'Errors')).toContainText('5');
  const errors = page.locator('.import-row-invalid');
  await expect(errors).toHaveCount(5);
  await expect(errors.nth(0)).toContainText('Plate: please fill plate');
  await expect(errors.nth(1)).toContainText('Plate: plate must be at most 10 characters');
  await expect(errors.nth(2)).toContainText("Fuel: 'Stoom' is not one of");
  await expect(errors.nth(3)).toContainText("First registration date: '31/02/2024' is not a date");
  // The same plate twice in the file: the second row names the first.
  await expect(errors.nth(4)).toContainText('The same vehicle is also on row 7 of the file');
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await screenshotSizes(page, 'import-offline-check');

  await page.getByLabel(/Skip the 5 rows with errors/).check();
  await expect(page.getByText(/You are offline: the import waits on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Waiting to be sent')).toBeVisible();
  await expect(page.getByText(/the import is queued on this device/)).toBeVisible();
  await screenshotSizes(page, 'import-offline-queued');

  await context.setOffline(false);
  await expect(page.getByText('Imported', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('3 added · 0 changed · 0 unchanged · 5 skipped')).toBeVisible();
  expect(await carsWithPlate(page.request, good1!)).toHaveLength(1);
  expect((await carsWithPlate(page.request, good2!)).length).toBe(1);
  const dup = await carsWithPlate(page.request, twice!);
  expect(dup.map((c) => c.color)).toEqual(['Grijs']);

  // The same file again: its good rows are in, its bad ones still wrong, and the page says both.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, csv);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(countOf(page, 'Unchanged')).toContainText('3');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is saved yet.' })).toHaveText(
    'Nothing is saved yet. Nothing to import: 5 rows have errors and the other 3 are already as the file says.',
  );
  await expect(page.getByText(/every row is already as the file says/)).toHaveCount(0);
});
