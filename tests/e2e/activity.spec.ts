import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TABLET, signIn } from './sign-in';
import { editCar, serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// The activity feed on a vehicle's page, on a tablet: notes written offline, the items a car edit
// writes, groups that collapse and expand, and loading older items while scrolling.
test.use({ viewport: TABLET });

interface Item {
  id: string;
  event_type: string;
  event_info_json: Record<string, unknown>;
}

const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });

async function activityOf(request: APIRequestContext, carId: string): Promise<{ data: Item[]; count: number }> {
  const res = await request.get(`/api/activity/car/${carId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { data: Item[]; count: number };
}

/** An active car of the demo whose feed passes the test: by default, one with no activity yet. */
async function carWhere(request: APIRequestContext, ok: (items: Item[]) => boolean = (items) => items.length === 0): Promise<string> {
  for (const car of (await serverCars(request)).filter((c) => c.type === 'car' && c.deleted === 0)) {
    if (ok((await activityOf(request, String(car.id))).data)) return String(car.id);
  }
  throw new Error('No such car');
}
const quietCar = (request: APIRequestContext) => carWhere(request);

test('a note written offline shows at once, survives a reload and reaches the server once', async ({ page, context }) => {
  const note = 'Spare key handed to reception';
  await signIn(page, 'admin@demo.test');
  const id = await quietCar(page.request);
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto(`/fleet/${id}`);
  await expect(feed(page).getByText('No activity yet')).toBeVisible();
  await screenshot(page, 'tablet-activity-empty', { fullPage: true });

  await context.setOffline(true);
  const box = page.getByRole('textbox', { name: 'Add a note' });
  await box.fill(note);
  await expect(feed(page).getByText(`${note.length} / 400`)).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(box).toHaveValue('');
  const card = feed(page).locator('blockquote', { hasText: note });
  await expect(card).toBeVisible();
  await expect(feed(page).getByText('Waiting to sync')).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();
  await expect(feed(page).getByText('Sophie Laurent added a note')).toBeVisible();
  await screenshot(page, 'tablet-activity-note-offline', { fullPage: true });

  await context.setOffline(false);
  await expect(feed(page).getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(card).toBeVisible();
  const notes = (await activityOf(page.request, id)).data.filter((i) => i.event_info_json.text === note);
  expect(notes).toHaveLength(1);
});

test('the note box counts to 400, says why a longer note cannot be added, and is not there for read-only users', async ({ page, browser }) => {
  await signIn(page, 'admin@demo.test');
  const id = await quietCar(page.request);
  await page.goto(`/fleet/${id}`);
  const box = page.getByRole('textbox', { name: 'Add a note' });
  const add = page.getByRole('button', { name: 'Add note' });
  await expect(add).toBeDisabled();
  await box.fill('x'.repeat(401));
  await expect(feed(page).getByText('note must be less than 400 characters')).toBeVisible();
  await expect(feed(page).getByText('401 / 400')).toBeVisible();
  await expect(add).toBeDisabled();
  await screenshot(page, 'tablet-activity-note-too-long');
  await box.fill('x'.repeat(400));
  await expect(feed(page).getByText('note must be less than 400 characters')).toHaveCount(0);
  await expect(add).toBeEnabled();

  const readonly = await browser.newContext({ viewport: TABLET });
  const other = await readonly.newPage();
  await signIn(other, 'readonly@demo.test');
  await other.goto(`/fleet/${id}`);
  await expect(feed(other).getByText('No activity yet')).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Add a note' })).toHaveCount(0);
  await readonly.close();
});

test('a car edit shows as an update item; several in a row form a group that expands and collapses', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const id = await quietCar(page.request);
  await editCar(page, id, { Colour: 'Sunset orange' });
  await expect(feed(page).getByText(/changed colour from .+ to Sunset orange/)).toBeVisible({ timeout: 15_000 });
  // (Not the model: brand and model lock once a vehicle is over a day old, as the demo's are.)
  await editCar(page, id, { 'Chassis number': 'ACT00000000000777', Plate: '1-ACT-777' });
  await editCar(page, id, { Colour: 'Deep blue' });
  await expect(feed(page).getByText('Sophie Laurent made 3 changes')).toBeVisible({ timeout: 15_000 });
  await expect(feed(page).getByText(/changed colour from Sunset orange to Deep blue/)).toBeVisible();
  await expect(feed(page).getByText('1-ACT-777')).toHaveCount(0);

  await feed(page).getByRole('button', { name: 'view all actions' }).click();
  await expect(feed(page).getByText(/changed plate from .+ to 1-ACT-777/)).toBeVisible();
  await expect(feed(page).getByText(/changed chassis number from .+ to ACT00000000000777/)).toBeVisible();
  await screenshot(page, 'tablet-activity-group-expanded', { fullPage: true });
  await feed(page).getByRole('button', { name: 'hide all actions' }).click();
  await expect(feed(page).getByText('1-ACT-777')).toHaveCount(0);
  const items = (await activityOf(page.request, id)).data;
  expect(items.map((i) => i.event_type)).toEqual(['car_updated', 'car_updated', 'car_updated']);
});

test('shows 50 items and loads 50 more when scrolled near the bottom', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const id = await quietCar(page.request);
  for (let i = 1; i <= 120; i++) {
    const res = await page.request.post('/api/activity/addNote', { data: { related_object: 'car', related_object_id: id, text: `Round ${i}` } });
    expect(res.ok()).toBe(true);
  }
  await page.goto(`/fleet/${id}`);
  const notes = feed(page).locator('blockquote');
  await expect(notes).toHaveCount(50, { timeout: 15_000 });
  await expect(notes.first()).toHaveText('Round 120');
  const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await toBottom();
  await expect(notes).toHaveCount(100);
  await toBottom();
  await expect(notes).toHaveCount(120);
  await expect(notes.last()).toHaveText('Round 1');
  await expect(feed(page).getByRole('button', { name: 'Show older activity' })).toHaveCount(0);
});

test('a vehicle with a history reads as a timeline', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // One the demo gave a history: assigned weeks ago, edited since, with notes.
  const id = await carWhere(page.request, (items) => items.some((i) => i.event_type === 'car_assigned') && items.some((i) => i.event_type === 'note_added'));
  await page.goto(`/fleet/${id}`);
  await expect(feed(page).locator('.activity-entry').first()).toBeVisible({ timeout: 15_000 });
  await expect(feed(page).getByText(/assigned the vehicle to/)).toBeVisible();
  const toggle = feed(page).getByRole('button', { name: 'view all actions' });
  if (await toggle.count()) await toggle.first().click();
  await screenshot(page, 'tablet-activity-feed', { fullPage: true });
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="activity-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Touch targets of at least 44 px on a tablet.
  const small = await feed(page)
    .locator('button:visible, textarea:visible')
    .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)));
  expect(small).toEqual([]);
});

test('a person’s page carries the same feed, with the notes about them', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const car = (await serverCars(page.request)).find((c) => c.type === 'car' && c.deleted === 0 && c.related_employee_id)!;
  const text = `Asked for a charging cable (${Date.now()})`;
  const res = await page.request.post('/api/activity/addNote', { data: { related_object: 'employee', related_object_id: car.related_employee_id, text } });
  expect(res.ok()).toBe(true);
  await page.goto(`/people/${car.related_employee_id}`);
  await expect(feed(page).locator('blockquote', { hasText: text })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'tablet-activity-person', { fullPage: true });
});
