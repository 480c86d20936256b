import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { samplePdf, samplePhoto } from '../../src/server/documents/sample-files';
import { DESKTOP, TABLET, TABLET_PORTRAIT, signIn } from './sign-in';
import { serverCars, vehicleLinks, waitForWorker } from './offline-helpers';
import { screenshot } from './screenshot';

// Files on a vehicle, on a tablet: a photo picked offline shows at once as waiting, uploads when
// the connection returns, downloads byte for byte and is deleted after a confirmation. Users
// without documents access (here light group access) see no files section at all.
test.use({ viewport: TABLET });

interface Doc {
  id: string;
  filename: string;
  filesize_bytes: number;
}

async function filesOf(request: APIRequestContext, carId: string): Promise<Doc[]> {
  const res = await request.get(`/api/documents/car/${carId}/list`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Doc[] }).data;
}

/** An active car of the demo whose files pass the test: by default, one with none yet. */
async function carWhere(request: APIRequestContext, ok: (docs: Doc[]) => boolean = (docs) => docs.length === 0): Promise<string> {
  for (const car of (await serverCars(request)).filter((c) => c.type === 'car' && c.deleted === 0)) {
    if (ok(await filesOf(request, String(car.id)))) return String(car.id);
  }
  throw new Error('No such car');
}

const section = (page: Page) => page.getByRole('region', { name: 'Documents' });

test('a photo picked offline waits on the device, uploads once online, downloads the same bytes and is deleted', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test');
  const id = await carWhere(page.request);
  const photo = samplePhoto(640, 400, 0.4);
  await page.goto('/fleet');
  await expect(vehicleLinks(page).first()).toBeVisible();
  await waitForWorker(page);
  await page.goto(`/fleet/${id}`);
  await expect(section(page).getByText('No documents uploaded yet')).toBeVisible();

  await context.setOffline(true);
  const upload = section(page).getByRole('link', { name: 'Upload' });
  expect((await upload.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await upload.click();
  await expect(page).toHaveURL(`/upload/car/${id}?back=${encodeURIComponent(`/fleet/${id}`)}`);
  const input = page.getByLabel('Choose files or take a photo');
  expect(await input.getAttribute('accept')).toContain('image/*');
  // A PNG passed off as a PDF is refused before anything is queued, in the server's words.
  await input.setInputFiles([
    { name: 'Dent rear bumper.png', mimeType: 'image/png', buffer: photo },
    { name: 'Invoice.pdf', mimeType: 'application/pdf', buffer: samplePhoto(10, 10) },
  ]);
  const files = page.getByRole('list', { name: 'Files to upload' });
  await expect(files.getByText('This file is not a real PDF: its contents do not match its type.', { exact: false })).toBeVisible();
  await expect(files.getByText('Ready to upload')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Document type' })).toHaveValue('photo');
  await screenshot(page, 'tablet-documents-upload-offline', { fullPage: true });
  const axe = await new AxeBuilder({ page }).include('.upload-form').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Remove Invoice.pdf' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(page).toHaveURL(`/fleet/${id}`);
  const item = section(page).getByRole('link', { name: /Dent rear bumper\.png/ });
  await expect(item).toBeVisible();
  await expect(item.getByText('Waiting to upload')).toBeVisible();
  await page.reload();
  await expect(item.getByText('Waiting to upload')).toBeVisible();
  expect(await filesOf(page.request, id)).toEqual([]);
  await screenshot(page, 'tablet-documents-waiting', { fullPage: true });
  // Still only on the device: it opens from the outbox's copy.
  await item.click();
  await expect(page.getByRole('img', { name: 'Dent rear bumper.png' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  await screenshot(page, 'tablet-document-waiting', { fullPage: true });
  await page.goBack();
  // Exported before signing out, the waiting photo goes into the file whole.
  await page.getByRole('button', { name: /Sophie Laurent/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not yet sent' });
  const exported = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export changes' }).click();
  const file = JSON.parse(readFileSync((await (await exported).path())!, 'utf8')) as {
    changes: { mutation: string; args: { filename: string; file: { base64: string } } }[];
  };
  expect(file.changes.map((c) => [c.mutation, c.args.filename])).toEqual([['documents.upload', 'Dent rear bumper.png']]);
  expect(Buffer.from(file.changes[0]!.args.file.base64, 'base64')).toEqual(photo);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(false);
  await expect
    .poll(async () => (await filesOf(page.request, id)).map((d) => [d.filename, d.filesize_bytes]), { timeout: 15_000 })
    .toEqual([['Dent rear bumper.png', photo.length]]);
  await expect(item.getByText('Waiting to upload')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('uploaded Dent rear bumper.png', { timeout: 15_000 });

  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dent rear bumper.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Dent rear bumper.png' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Dent rear bumper.png');
  expect(readFileSync((await saved.path())!)).toEqual(photo);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/fleet/${id}`);
  await expect(section(page).getByText('No documents uploaded yet')).toBeVisible();
  await expect.poll(async () => (await filesOf(page.request, id)).length, { timeout: 15_000 }).toBe(0);
});

test('a user without documents access sees no files on a car, and cannot open its files pages', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  const [car] = (await serverCars(page.request)).filter((c) => c.type === 'car' && c.deleted === 0);
  await page.goto(`/fleet/${car!.id}`);
  await expect(page.getByRole('region', { name: 'Tags' })).toBeVisible();
  await expect(section(page)).toHaveCount(0);
  await page.goto(`/car/${car!.id}/documents`);
  await expect(page).toHaveURL('/');
});

test('the files section, upload page and file page look finished on a desktop and a portrait tablet', async ({ page }) => {
  // Six full-page screenshots at two sizes: about 30 s on a busy 2-core run.
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.test');
  const id = await carWhere(page.request, (list) => list.length >= 3);
  const docs = await filesOf(page.request, id);
  const pdf = docs.find((d) => d.filename.endsWith('.pdf'))!;
  const photo = docs.find((d) => d.filename.endsWith('.png'))!;
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['tablet-portrait', TABLET_PORTRAIT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/fleet/${id}`);
    await expect(section(page).getByRole('listitem')).toHaveCount(3);
    await screenshot(page, `${name}-documents-section`, { fullPage: true });
    const axe = await new AxeBuilder({ page }).include('.documents-section').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await section(page).getByRole('link', { name: 'Upload' }).click();
    await page.getByLabel('Choose files or take a photo').setInputFiles([
      { name: 'Insurance 2026.pdf', mimeType: 'application/pdf', buffer: samplePdf('Insurance') },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await expect(page.getByText('Ready to upload')).toBeVisible();
    await screenshot(page, `${name}-documents-upload`, { fullPage: true });

    await page.goto(`/car/${id}/documents/${photo.id}`);
    await expect(page.getByRole('img', { name: photo.filename })).toBeVisible();
    await screenshot(page, `${name}-document-page`, { fullPage: true });
    // The PDF shows in a frame, served inline (a browser without a PDF viewer gets a note instead).
    const served = page.waitForResponse((r) => r.url().endsWith(`/${pdf.id}/download`));
    await page.goto(`/car/${id}/documents/${pdf.id}`);
    await expect(page.getByTitle(`Preview of ${pdf.filename}`)).toBeVisible();
    const headers = (await served).headers();
    expect([headers['content-type'], headers['content-disposition']?.split(';')[0]]).toEqual(['application/pdf', 'inline']);
    await screenshot(page, `${name}-document-pdf`, { fullPage: true });
    await page.goto(`/car/${id}/documents`);
    await expect(page.getByRole('table', { name: 'Documents' }).locator('tbody tr')).toHaveCount(3);
    await screenshot(page, `${name}-documents-list`, { fullPage: true });
  }
});
