import { readFile } from 'node:fs/promises';
import { devices, expect, test } from '@playwright/test';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import { docxOf } from '../helpers/docx';
import { toasts } from './fleet-car-helpers';
import { carWithoutPolicy, contractIdOf, drawSignature, readWholePdf, signingLinkOf } from './contracts-helpers';
import { screenshotSizes, screenshot } from './screenshot';
import { TABLET, signIn } from './sign-in';

// An HR officer turns a Word file into a vehicle policy template, adds it to a driver's car, signs
// it for the company, downloads the PDF (its text and the drawn signature are in it), and the
// driver signs through the mailed link on their phone, without an account.

test.use({ viewport: TABLET });

test('a vehicle policy from a .docx: signed by the company, read back as a PDF, signed by the driver on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.test');
  const stamp = `${Date.now()}`.slice(-6);
  const templateName = `Lease car policy ${stamp}`;

  // 1. The template, from a Word file.
  await page.goto('/settings/contracts/templates/new?type=car_policy');
  await page.getByRole('textbox', { name: 'Name' }).fill(templateName);
  await page.getByText('A Word file').click();
  const word = docxOf([
    { heading: 1, runs: [{ text: 'Lease car policy' }] },
    { runs: [{ text: 'The driver {{person.full_name}} receives the car {{car.brand}} {{car.model}} with plate {{car.plate}}.' }] },
    { runs: [{ text: 'Company: ' }, { text: '{{company.name}}', bold: true }, { text: '.' }] },
  ]);
  await page
    .getByLabel('Word file (.docx)')
    .setInputFiles({ name: 'lease-policy.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: word });
  await expect(page.getByText(/lease-policy\.docx: \d+ words read/)).toBeVisible();
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Template text' });
  await expect(editor.getByRole('heading', { name: 'Lease car policy' })).toBeVisible();
  await expect(editor).toContainText('{{car.plate}}');
  // The company signs too: the signed-in admin.
  await page.getByText('The company signs too').click();
  await expect(page.getByRole('combobox', { name: 'Signs for the company' })).toHaveValue(/.+/);
  await screenshotSizes(page, 'contracts-template-from-word');

  // 2. The policy, on a driver's car.
  const car = await carWithoutPolicy(page.request);
  await page.goto(`/fleet/${car.id}`);
  const card = page.getByRole('region', { name: 'Vehicle policy' });
  await expect(card.getByText('No vehicle policy yet.')).toBeVisible();
  await card.getByRole('link', { name: 'Add policy' }).click();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByRole('radio', { name: new RegExp(templateName) }).check();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(toasts(page).getByText(m.carPolicyCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractId = contractIdOf(page);
  const doc = page.getByRole('article', { name: 'Contract text' });
  await expect(doc).toContainText(`with plate ${car.plate}`);
  await expect(page.getByText('Waiting to sync')).toBeHidden();

  // 3. The company signs.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign / });
  await expect(dialog.getByRole('button', { name: 'Sign' })).toBeDisabled();
  await drawSignature(page, dialog.getByTestId('signature-canvas'));
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog).toBeHidden();
  const signers = page.getByRole('region', { name: 'Signatures' });
  await expect(signers.getByText(/Signed \d/)).toHaveCount(1);

  // 4. Sent to the driver; the PDF carries the text, the signer and the drawing.
  await page.getByRole('button', { name: 'Send for signing' }).click();
  const send = page.getByRole('dialog', { name: 'Send for signing' });
  await send.getByRole('textbox', { name: 'Message (optional)' }).fill('Please sign before picking up the car on Monday.');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(toasts(page).getByText(m.messageSent)).toBeVisible();
  await expect(page.getByText(/Waiting for signatures \(1\/2\)/)).toBeVisible();
  await screenshotSizes(page, 'contracts-policy-signed-by-company', { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF' }).click()]);
  const pdf = await readWholePdf(new Uint8Array(await readFile((await download.path())!)));
  expect(pdf.text).toContain(`with plate ${car.plate}`);
  expect(pdf.text).toContain('Signatures');
  expect(pdf.text).toContain('Internal signer: Sophie Laurent');
  expect(pdf.text).toContain('Signed on');
  expect(pdf.text).toContain('Not signed yet');
  expect(pdf.images).toBe(1);

  // 5. The driver signs on a phone, through the link the mail carries.
  const link = await signingLinkOf(page.request, contractId);
  expect(link).toContain('/sign/');
  const phone = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const mobile = await phone.newPage();
  await mobile.goto(new URL(link).pathname);
  await expect(mobile.getByRole('heading', { level: 1, name: new RegExp(`^${templateName} - `) })).toBeVisible();
  const contractName = (await mobile.getByRole('heading', { level: 1, name: new RegExp(`^${templateName} - `) }).textContent())!;
  const contractUrl = page.url();
  await expect(mobile.getByRole('article', { name: 'Contract text' })).toContainText(`with plate ${car.plate}`);
  await screenshot(mobile, 'contracts-sign-link-phone', { fullPage: true });
  await drawSignature(mobile);
  await mobile.getByRole('button', { name: 'I have read the contract and sign it' }).click();
  await expect(mobile.getByText(m.signedThanks)).toBeVisible();
  await screenshot(mobile, 'contracts-sign-link-phone-signed', { fullPage: true });
  // The link signed once; until it expires it opens her signed copy.
  await mobile.reload();
  await expect(mobile.getByRole('heading', { name: 'Signed', exact: true })).toBeVisible();
  await expect(mobile.getByRole('button', { name: 'I have read the contract and sign it' })).toHaveCount(0);
  const [copy] = await Promise.all([mobile.waitForEvent('download'), mobile.getByRole('link', { name: 'Download your signed copy (PDF)' }).click()]);
  const herCopy = await readWholePdf(new Uint8Array(await readFile((await copy.path())!)));
  expect(herCopy.text).toContain(`with plate ${car.plate}`);
  expect(herCopy.images).toBe(2);
  await screenshotSizes(mobile, 'contracts-sign-link-signed', { fullPage: true });
  await phone.close();

  // The outgoing mail: the signing mail shows its contract signed and no link any more; her copy's
  // mail waits (no mail server here) with its link to pass on and a button that copies it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/settings/mail');
  const signingMail = page.getByRole('listitem').filter({ hasText: m.mailSubject('Demo Company', contractName) });
  await expect(signingMail.getByText(m.mailStatus.contract_signed)).toBeVisible();
  await expect(signingMail.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  const copyMail = page.getByRole('listitem').filter({ hasText: m.copySubject('Demo Company', contractName) });
  await expect(copyMail.getByText(m.mailStatus.waiting)).toBeVisible();
  await copyMail.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).getByText(m.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await screenshotSizes(page, 'contracts-outgoing-mail');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'contracts-outgoing-mail-phone');
  await page.setViewportSize(TABLET);

  // 6. Signed by everyone, on the HR officer's screen once a pull brings it: the timer's pull comes
  // within a minute, so the officer opens the page again (a pull on start), as one would.
  await page.goto(contractUrl);
  await expect(page.getByText('Signed', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const [final] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'PDF' }).click()]);
  const signed = await readWholePdf(new Uint8Array(await readFile((await final.path())!)));
  expect(signed.images).toBe(2);
  expect(signed.text).not.toContain('Not signed yet');
});
