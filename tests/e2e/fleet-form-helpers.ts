import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A form control by its accessible name (the required marker '*' is aria-hidden, so not part of it). */
export const control = (page: Page, name: string): Locator =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));

/** Expects a toast with this title and text, then dismisses it so the next one stands alone. */
export async function expectToast(page: Page, title: string, text?: string): Promise<void> {
  let toast = page.locator('.toast').filter({ has: page.locator('.toast-title', { hasText: new RegExp(`^${title}$`) }) });
  if (text) toast = toast.filter({ has: page.locator('.toast-text', { hasText: text }) });
  await expect(toast.last()).toBeVisible();
  for (const t of await toast.all()) await t.getByRole('button', { name: 'Dismiss notification' }).click();
}

/** The inline error under a field: the element its control names with aria-describedby. */
export async function expectInlineError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Picks a person in the searchable person field as a keyboard user: type the name, Enter. */
export async function pickPerson(page: Page, name: string, label = 'Person'): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(name);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

export type ApiCar = Record<string, string | number | null>;
export interface ApiPerson {
  id: string;
  name: string;
  is_active: boolean;
}

export async function serverPeople(request: APIRequestContext): Promise<ApiPerson[]> {
  const res = await request.get('/api/employees/list?per_page=150');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiPerson[] }).data.filter((p) => p.is_active);
}

/** GET /api/cars/{id}/detail, polled until the outbox has delivered the car (and, with `done`, the change it waits for). */
export async function carOnServer(request: APIRequestContext, id: string, done: (c: ApiCar) => boolean = () => true): Promise<ApiCar> {
  let details: ApiCar | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/cars/${id}/detail`);
        details = res.ok() ? ((await res.json()) as { details: ApiCar }).details : null;
        return details !== null && done(details);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return details!;
}

export const carIdOf = (url: string) => /\/fleet\/([0-9a-f-]{36})$/.exec(new URL(url).pathname)?.[1] ?? '';
