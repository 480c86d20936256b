import { expect, test } from '@playwright/test';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import type { ContractItem } from '../../src/shared/contracts/contracts.schema';
import { toasts } from './fleet-car-helpers';
import { contractIdOf } from './contracts-helpers';
import { offlineBanner, pulledSince, waitForWorker } from './offline-helpers';
import { screenshotSizes } from './screenshot';
import { TABLET, signIn } from './sign-in';
import { activePeople } from './trainings-helpers';

// An HR officer on a train with no signal: templates and contracts read from the device, a new
// contract is made there (filled from the device's people, its unfilled placeholders marked) and
// given a value, signing says it needs the connection, and once online the contract reaches the
// server once, with its value.

test.use({ viewport: TABLET });

const TEMPLATE = 'Employment contract (white collar)';

test('a contract made offline shows its unfilled placeholders, queues, refuses signing, and reaches the server once online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  // Someone down the list, whom the other specs leave alone.
  const person = (await activePeople(page.request, 9)).at(-1)!;
  const opened = Date.now();
  await page.goto('/settings/contracts/templates');
  await expect(page.getByRole('link', { name: new RegExp(TEMPLATE.replace(/[()]/g, '\\$&')) })).toBeVisible();
  await waitForWorker(page);
  await pulledSince(page, opened);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  // Templates and contracts read offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract templates' })).toBeVisible();
  await page.goto('/contracts');
  await expect(page.getByRole('table', { name: 'Contracts' }).locator('tbody tr').first()).toBeVisible();

  // A new contract for the person, from a company template.
  await page.goto(`/people/${person.id}/contracts/new`);
  await page.getByRole('radio', { name: new RegExp(TEMPLATE.replace(/[()]/g, '\\$&')) }).check();
  await page.getByRole('button', { name: 'Add contract' }).click();
  await expect(toasts(page).getByText(m.added)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  const id = contractIdOf(page);
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  const doc = page.getByRole('article', { name: 'Contract text' });
  await expect(doc).toContainText(person.name);
  // The salary has no value yet: marked in the text, and said above it.
  const unfilled = doc.locator('mark.placeholder-unfilled[data-shortcode="custom.gross_salary"]');
  await expect(unfilled).toBeVisible();
  await expect(page.getByRole('note')).toContainText('no value yet');
  await screenshotSizes(page, 'contracts-offline-new-contract', { fullPage: true });

  // Signing needs the connection, and says so before anything is drawn.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign / });
  await expect(dialog.getByText(m.signingNeedsNetwork)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The salary, given offline, fills the text at once and survives a reload.
  const salary = page.getByRole('textbox', { name: 'Gross salary' });
  await salary.fill('€ 3,850.00');
  await salary.press('Enter');
  await expect(unfilled).toBeHidden();
  await expect(doc).toContainText('€ 3,850.00');
  await page.reload();
  await expect(doc).toContainText('€ 3,850.00');

  // Online: the contract reaches the server once, with its value.
  await context.setOffline(false);
  await expect(page.getByText('Waiting to sync')).toBeHidden({ timeout: 30_000 });
  const mine = ((await (await page.request.get(`/api/contract/employee/${person.id}/list`)).json()) as { data: ContractItem[] }).data.filter(
    (c) => c.id === id,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'draft', shortcode_values: { gross_salary: '€ 3,850.00' }, template_type: 'employment_contract' });
});
