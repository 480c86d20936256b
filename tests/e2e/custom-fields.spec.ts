import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// Custom fields from end to end: an admin defines a select field in the settings, fills it in on a
// vehicle while offline, keeps it over an offline reload, the server gets it once back online, and
// the fleet list shows, sorts and searches the column. Light-access users see no custom fields.

const FIELD = 'Damage status';
const OPTIONS = ['No damage', 'Scratches', 'Dented'];

type FieldWithValue = { id: string; name: string; value: string | null; value_name: string | null };

async function carFields(request: APIRequestContext): Promise<FieldWithValue[]> {
  const res = await request.get('/api/custom_fields/getCustomFields?object_type=car');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: FieldWithValue[] }).data;
}

async function carValues(request: APIRequestContext, carId: string): Promise<FieldWithValue[]> {
  const res = await request.get(`/api/custom_fields/car/${carId}/values`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: FieldWithValue[] }).data;
}

async function expectAxeClean(page: Page, selector: string) {
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const table = (page: Page) => page.getByRole('table', { name: 'Vehicles' });

/** The texts of one column of the vehicle table's current page, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().toLowerCase() === header.toLowerCase());
  expect(index).toBeGreaterThanOrEqual(0);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('a select field defined in settings is filled in offline, kept over a reload, sent once online, and listed as a sortable column', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin@demo.test');
    // A server this test already ran against may hold the field: start without it.
    for (const f of (await carFields(page.request)).filter((f) => f.name === FIELD)) {
      expect((await page.request.post('/api/custom_fields/delete', { data: { id: f.id } })).ok()).toBe(true);
    }

    await page.goto('/settings');
    await page.getByRole('link', { name: /Custom fields/ }).click();
    await expect(page).toHaveURL(/\/settings\/customFields/);
    await expect(page.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Custom fields of vehicles' }).getByText('Lease company')).toBeVisible();
    await page.getByRole('link', { name: 'Add field' }).first().click();

    await page.getByRole('textbox', { name: 'Name' }).fill(FIELD);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Select option' });
    for (const [i, option] of OPTIONS.entries()) {
      await page.getByRole('button', { name: 'Add option' }).click();
      await page.getByRole('textbox', { name: `Option ${i + 1}` }).fill(option);
    }
    // Reorder: the last option moves up one place.
    await page.getByRole('button', { name: 'Move Dented up' }).click();
    await expect(page.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Dented');
    await page.getByRole('checkbox', { name: 'Visible to employees' }).check();
    await expect(page.getByText('Employees will see this field and its value on their own items.')).toBeVisible();
    await screenshot(page, 'tablet-custom-field-new', { fullPage: true });
    await page.getByRole('checkbox', { name: 'Visible to employees' }).uncheck();
    await page.getByRole('button', { name: 'Add field' }).click();

    const fieldsTable = page.getByRole('table', { name: 'Custom fields of vehicles' });
    const row = fieldsTable.getByRole('row', { name: new RegExp(FIELD) });
    await expect(row.getByText('Required')).toBeVisible();
    await expect.poll(async () => (await carFields(page.request)).some((f) => f.name === FIELD), { timeout: 15_000 }).toBe(true);
    // The new field comes last; moving it up saves the new order.
    await expect(fieldsTable.locator('tbody tr').last()).toContainText(FIELD);
    await row.getByRole('button', { name: `Move ${FIELD} up` }).click();
    await expect(fieldsTable.locator('tbody tr').last()).not.toContainText(FIELD);
    await expect.poll(async () => (await carFields(page.request)).map((f) => f.name).at(-1), { timeout: 15_000 }).not.toBe(FIELD);

    const carId = String((await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!.id);
    await page.goto('/fleet');
    await expect(vehicleLinks(page).first()).toBeVisible();
    await waitForWorker(page);
    await page.goto(`/fleet/${carId}`);
    const section = page.getByRole('region', { name: 'Custom fields' });
    await expect(section.getByRole('row', { name: new RegExp(FIELD) })).toContainText('—');

    await context.setOffline(true);
    await section.getByRole('link', { name: 'Edit custom fields' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleet/${carId}/edit/customFields$`));
    await expect(page.getByText(/\d+ \/ 20/)).toBeVisible();

    // The required select left empty: the spec's toast, and the field says why.
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast.getByText('Form invalid')).toBeVisible();
    await expect(toast.getByText('custom fields invalid')).toBeVisible();
    await expect(page.getByRole('combobox', { name: FIELD })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/edit\/customFields$/);

    // On a tablet the toast sits at the top, clear of the form's buttons.
    const [toastBox, saveBox] = [await toast.locator('.toast').first().boundingBox(), await page.getByRole('button', { name: 'Save' }).boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThan(saveBox!.y);
    await page.getByRole('combobox', { name: FIELD }).selectOption({ label: 'Scratches' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/fleet/${carId}$`));
    await expect(section.getByRole('row', { name: new RegExp(FIELD) })).toContainText('Scratches');

    await page.reload();
    await expect(section.getByRole('row', { name: new RegExp(FIELD) })).toContainText('Scratches');
    await screenshot(page, 'tablet-custom-fields-offline', { fullPage: true });

    await context.setOffline(false);
    await expect.poll(async () => (await carValues(page.request, carId)).find((f) => f.name === FIELD)?.value_name, { timeout: 15_000 }).toBe('Scratches');

    // The list: the field as a column, sorted by option name (the one filled-in car first, empty ones last).
    await page.goto('/fleet');
    await expect(vehicleLinks(page).first()).toBeVisible();
    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByRole('checkbox', { name: FIELD }).check();
    await page.getByRole('checkbox', { name: 'Monthly lease' }).check();
    await page.keyboard.press('Escape');
    await table(page).getByRole('button', { name: FIELD }).click();
    await expect(table(page).locator('tbody tr').first().locator(`a[href="/fleet/${carId}"]`)).toBeVisible();
    expect((await columnTexts(page, FIELD))[0]).toBe('Scratches');

    // Money sorts as numbers, not as text.
    await table(page).getByRole('button', { name: 'Monthly lease' }).click();
    const amounts = (await columnTexts(page, 'Monthly lease')).filter((t) => t !== '—').map((t) => Number(t.replace(/[^\d.]/g, '')));
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // The choice is remembered, and the search finds the shown custom value.
    await page.reload();
    await expect(table(page).getByRole('button', { name: FIELD })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('scratches');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page).locator(`a[href="/fleet/${carId}"]`).first()).toBeVisible();
    await screenshot(page, 'tablet-fleet-custom-columns', { fullPage: true });
  });
});

test('light-access users see no custom fields table, and cannot reach the settings', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  const carId = String((await serverCars(page.request)).find((c) => c.deleted === 0)!.id);
  await page.goto(`/fleet/${carId}`);
  await expect(page.getByRole('region', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Custom fields' })).toHaveCount(0);
  await page.goto(`/fleet/${carId}/edit/customFields`);
  await expect(page).toHaveURL(new RegExp(`/fleet/${carId}$`));
  await page.goto('/settings/customFields');
  await expect(page).toHaveURL(/\/$/);
  // Nor as list columns.
  await page.goto('/people');
  await page.getByRole('button', { name: /Columns/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'T-shirt size' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('table', { name: 'People' }).locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Custom fields' })).toHaveCount(0);
});

for (const [label, viewport] of Object.entries({ desktop: DESKTOP, 'tablet-portrait': TABLET_PORTRAIT })) {
  test(`settings, detail table and edit page look finished (${label})`, async ({ page }) => {
    // Five accessibility scans and five full-page screenshots: more than 30 s beside another spec.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: /Segments/ })).toBeVisible();
    await screenshot(page, `${label}-settings`);
    await expectAxeClean(page, 'main');
    await page.getByRole('link', { name: /Custom fields/ }).click();
    await expect(page.getByRole('table', { name: 'Custom fields of vehicles' }).getByText('Fleet number')).toBeVisible();
    await screenshot(page, `${label}-custom-fields-settings`, { fullPage: true });
    await expectAxeClean(page, 'main');
    if (label !== 'desktop') {
      const small = await page
        .locator('main button:visible, main a.btn:visible, main a.settings-tab:visible')
        .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)));
      expect(small).toEqual([]);
    }

    await page.getByRole('link', { name: 'Edit Lease company' }).click();
    await expect(page.getByRole('textbox', { name: 'Option 1' })).toBeVisible();
    await screenshot(page, `${label}-custom-field-edit`, { fullPage: true });
    await expectAxeClean(page, 'main');

    const carId = String((await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!.id);
    await page.goto(`/fleet/${carId}`);
    const section = page.getByRole('region', { name: 'Custom fields' });
    await expect(section.getByRole('row', { name: /Lease company/ })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `${label}-custom-fields-detail`, { fullPage: true });
    await expectAxeClean(page, '.cf-section');

    await section.getByRole('link', { name: 'Edit custom fields' }).click();
    await expect(page.getByRole('heading', { name: 'Edit custom fields' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Monthly lease' }).fill('12,345');
    await expect(page.getByText('too many decimals')).toBeVisible();
    await screenshot(page, `${label}-custom-fields-edit`, { fullPage: true });
    await expectAxeClean(page, 'main');

    // People have their own fields: on the person's page and as columns of the people list.
    await page.goto('/people');
    await page.getByRole('button', { name: /Columns/ }).click();
    // Six columns already show: one goes to make room, as the picker says.
    await expect(page.getByRole('checkbox', { name: 'T-shirt size' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Joined' }).uncheck();
    await page.getByRole('checkbox', { name: 'T-shirt size' }).check();
    await page.keyboard.press('Escape');
    const people = page.getByRole('table', { name: 'People' });
    await expect(people.getByRole('columnheader', { name: 'T-shirt size' })).toBeVisible();
    await people.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Custom fields' }).getByRole('row', { name: /T-shirt size/ })).toBeVisible();
  });
}
