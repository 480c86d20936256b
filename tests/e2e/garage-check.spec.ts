import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { samplePhoto } from '../../src/server/documents/sample-files';
import { TABLET, signIn } from './sign-in';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// Issue 4's journey, as a fleet manager would live it: a select field is defined in the office; in a
// garage with no signal the manager fills it in on a vehicle, tags it, writes a note, photographs
// the damage, reloads, and filters the fleet list by the new field with a segment built there and
// then. Back online, the server has every one of those changes, once.
test.use({ viewport: TABLET });

const run = Date.now() % 100_000;
const FIELD = `Tyre condition ${run}`;
const TAG = `Garage check ${run}`;
const NOTE = `Tyres checked in the garage (${run})`;
const SEGMENT = `Worn tyres ${run}`;

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Fills every required select the form still has empty, so that only our field is under test. */
async function fillOtherRequiredSelects(page: Page) {
  for (const select of await page.locator('select[required]').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
}

test('a field filled, a tag, a note and a photo made offline are kept over a reload, filter the list, and reach the server once', async ({ page, context }) => {
  // A whole working session: longer than one screen's test.
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  const carId = String((await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0)!.id);

  // In the office: the field is defined (online).
  await page.goto('/settings/customFields/new?object=car');
  await page.getByRole('textbox', { name: 'Name' }).fill(FIELD);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Select option' });
  for (const [i, option] of ['Good', 'Worn', 'Replace'].entries()) {
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: `Option ${i + 1}` }).fill(option);
  }
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect
    .poll(async () => (await json<{ name: string }[]>(page.request, '/api/custom_fields/getCustomFields?object_type=car')).some((f) => f.name === FIELD), {
      timeout: 15_000,
    })
    .toBe(true);

  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto(`/fleet/${carId}`);
  await expect(page.getByRole('region', { name: 'Custom fields' }).getByRole('row', { name: new RegExp(FIELD) })).toBeVisible();

  // In the garage: no signal.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Edit custom fields' }).click();
  await page.getByRole('combobox', { name: FIELD }).selectOption({ label: 'Worn' });
  await fillOtherRequiredSelects(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${carId}$`));

  const tagBox = page.getByRole('region', { name: 'Tags' }).getByRole('combobox', { name: 'Add a tag' });
  await tagBox.fill(TAG);
  await tagBox.press('Enter');
  await page.getByRole('textbox', { name: 'Add a note' }).fill(NOTE);
  await page.getByRole('button', { name: 'Add note' }).click();

  const photo = samplePhoto(320, 200, 0.7);
  await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Upload' }).click();
  await page.getByLabel('Choose files or take a photo').setInputFiles([{ name: `Tyre wear ${run}.png`, mimeType: 'image/png', buffer: photo }]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${carId}$`));

  await page.reload();
  await expect(page.getByRole('region', { name: 'Custom fields' }).getByRole('row', { name: new RegExp(FIELD) })).toContainText('Worn');
  await expect(page.getByRole('region', { name: 'Tags' }).getByText(TAG)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' }).getByText(NOTE)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('Waiting to upload')).toBeVisible();
  await screenshot(page, 'tablet-garage-check-offline', { fullPage: true });

  // Still offline: a segment on the new field narrows the fleet list to this vehicle.
  await page.goto('/fleet');
  await page.getByRole('link', { name: 'New segment' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(SEGMENT);
  const condition = page.getByRole('listitem', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: 'Field of condition 1' }).selectOption({ label: FIELD });
  await condition.getByRole('combobox', { name: 'Value of condition 1' }).selectOption({ label: 'Worn' });
  await expect(page.locator('.segment-count')).toContainText('1 vehicle matches');
  await page.getByRole('button', { name: 'Save segment' }).click();
  await expect(page).toHaveURL(/\/fleet\?segment=[0-9a-f-]{36}$/);
  const segmentId = new URL(page.url()).searchParams.get('segment')!;
  await expect(vehicleLinks(page)).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Vehicles' }).locator(`a[href="/fleet/${carId}"]`).first()).toBeVisible();

  // Back online: everything lands, once.
  await context.setOffline(false);
  type Value = { name: string; value_name: string | null };
  await expect
    .poll(async () => (await json<Value[]>(page.request, `/api/custom_fields/car/${carId}/values`)).find((f) => f.name === FIELD)?.value_name, {
      timeout: 20_000,
    })
    .toBe('Worn');
  await expect.poll(async () => json<string[]>(page.request, `/api/tags/car/${carId}/list`), { timeout: 20_000 }).toContain(TAG);
  await expect
    .poll(
      async () =>
        (await json<{ filename: string; filesize_bytes: number }[]>(page.request, `/api/documents/car/${carId}/list`))
          .filter((d) => d.filename === `Tyre wear ${run}.png`)
          .map((d) => d.filesize_bytes),
      { timeout: 20_000 },
    )
    .toEqual([photo.length]);
  // Until the segment arrives the list answers 404: polled without asserting each answer.
  const segmentList = async () => {
    const res = await page.request.get(`/api/cars/list?per_page=150&segment_id=${segmentId}`);
    return res.ok() ? ((await res.json()) as { data: { id: string }[] }).data.map((c) => c.id) : res.status();
  };
  await expect.poll(segmentList, { timeout: 20_000 }).toEqual([carId]);
  const feed = await json<{ event_type: string; event_info_json: { text?: string; filename?: string; added?: string[] } }[]>(
    page.request,
    `/api/activity/car/${carId}`,
  );
  const once = (type: string, ok: (info: { text?: string; filename?: string; added?: string[] }) => boolean) =>
    feed.filter((i) => i.event_type === type && ok(i.event_info_json));
  expect(once('note_added', (i) => i.text === NOTE)).toHaveLength(1);
  expect(once('document_added', (i) => i.filename === `Tyre wear ${run}.png`)).toHaveLength(1);
  expect(once('tags_updated', (i) => (i.added ?? []).includes(TAG))).toHaveLength(1);
  expect(once('custom_fields_updated', () => true).length).toBeGreaterThanOrEqual(1);
});
