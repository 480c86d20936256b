import { expect, test } from '@playwright/test';
import { screenshotDevices, screenshotSizes } from './screenshot';
import { DESKTOP, signIn } from './sign-in';
import { CAR_HEADER, carCells, carsWithPlate, chooseFile, countOf, csvFile, libreOfficeXlsx, uniquePlate } from './import-helpers';

// An office manager imports the leasing company's vehicle list: saved by LibreOffice, Dutch
// headers matched, one column matched by hand, checked, imported; the same file again changes
// nothing; a corrected file changes one car; the first import undone from the history.

test.use({ viewport: DESKTOP });

test('mapping, dry run, import, the same file again, a corrected file, and undo', async ({ page }) => {
  test.setTimeout(180_000);
  const plates = ['A', 'B', 'C'].map((p) => uniquePlate(`IJ${p}`));
  const csv = await csvFile('leasing.csv', [CAR_HEADER, ...plates.map((p) => carCells(p))]);
  const xlsx = await libreOfficeXlsx(csv);

  await signIn(page, 'admin@demo.test');
  await page.goto('/fleet');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Import fleet' }).click();
  await expect(page.getByRole('heading', { name: 'Import vehicles' })).toBeVisible();

  await chooseFile(page, xlsx);
  await expect(page.getByText('leasing.xlsx')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Nummerplaat' })).toHaveValue('plate');
  await expect(page.getByRole('combobox', { name: 'Cataloguswaarde' })).toHaveValue('catalogue_value');
  await expect(page.getByRole('combobox', { name: 'Opmerking intern' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Opmerking intern' }).selectOption({ label: 'Specifics' });
  // The dates as the file shows them, not as they travel.
  await expect(page.getByRole('row', { name: /^Eerste inschrijving/ }).locator('.import-examples')).toHaveText('01/02/2022 · 01/02/2022 · 01/02/2022');
  await screenshotSizes(page, 'import-columns');

  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(countOf(page, 'New')).toContainText('3');
  await expect(countOf(page, 'Errors')).toContainText('0');
  await screenshotSizes(page, 'import-check');
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Imported', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Import' })).toHaveAttribute('aria-valuetext', '3 of 3 rows');
  await expect(page.getByText('3 added · 0 changed · 0 unchanged')).toBeVisible();
  await screenshotSizes(page, 'import-done');
  for (const plate of plates) expect(await carsWithPlate(page.request, plate)).toHaveLength(1);
  const [first] = await carsWithPlate(page.request, plates[0]!);
  const detail = (await (await page.request.get(`/api/cars/${first!.id}/detail`)).json()) as { details: { specifics: string; catalogue_value: string } };
  expect(detail.details).toMatchObject({ specifics: 'Winterbanden in de garage', catalogue_value: '35000.50' });

  // The same file again: every row is as the fleet has it, nothing to import.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, xlsx);
  // The column matched by hand is remembered for a file with the same headers.
  await expect(page.getByRole('combobox', { name: 'Opmerking intern' })).toHaveValue('specifics');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(countOf(page, 'Unchanged')).toContainText('3');
  await expect(page.getByText(/This file was already imported on/)).toBeVisible();
  await expect(page.getByText('Nothing to import: every row is already as the file says.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

  // A corrected file: one colour and its registration differ, its plate written another way.
  await page.getByRole('button', { name: 'Back to the columns' }).click();
  await page.getByRole('button', { name: 'Choose another file' }).click();
  const corrected = await csvFile('leasing-corrected.csv', [
    CAR_HEADER,
    ...plates.map((p, i) => (i === 1 ? carCells(p.toLowerCase(), { Kleur: 'Blauw', 'Eerste inschrijving': '01/03/2022' }) : carCells(p))),
  ]);
  await chooseFile(page, corrected);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(countOf(page, 'Changes')).toContainText('1');
  await countOf(page, 'Changes').click();
  const changed = page.locator('.import-row-update');
  await expect(changed).toHaveCount(1);
  // The vehicle as the fleet has it, and each change from what it is to what the file says.
  await expect(changed.locator('td').nth(1)).toHaveText(`${plates[1]} · Skoda · Octavia`);
  await expect(changed.locator('td').nth(3)).toHaveText('Colour: Grijs → Blauw · First registration date: 01/02/2022 → 01/03/2022');
  await screenshotDevices(page, 'import-check-changes');
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('0 added · 1 changed · 2 unchanged')).toBeVisible({ timeout: 30_000 });
  expect((await carsWithPlate(page.request, plates[1]!))[0]?.color).toBe('Blauw');

  // The first import undone from the history: its cars are archived.
  await page.goto('/import/history');
  await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
  await screenshotSizes(page, 'import-history');
  await page.getByRole('button', { name: 'Undo the import of leasing.xlsx' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
  const row = page.getByRole('row').filter({ hasText: 'leasing.xlsx' });
  await expect(row.getByText('Undone')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/by Sophie Laurent on/)).toBeVisible();
  for (const plate of plates) expect(await carsWithPlate(page.request, plate)).toHaveLength(0);
});
