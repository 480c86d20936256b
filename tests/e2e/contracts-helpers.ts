import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxMail } from '../../src/shared/contracts/contracts.schema';
import { readPdf } from '../helpers/pdf-read';

// What the contracts specs share: drawing a signature as a finger would, reading a downloaded PDF
// back, and the server's view of a vehicle, its policy and the mail outbox.

/** Draws a wavy stroke across the signature canvas with the pointer (mouse or touch alike for signature_pad). */
export async function drawSignature(page: Page, canvas: Locator = page.getByTestId('signature-canvas')): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature canvas is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 24), y + Math.sin(i / 2) * (box.height / 4), { steps: 2 });
  await page.mouse.up();
}

/** A PDF's text over all its pages and how many images it paints. */
export async function readWholePdf(bytes: Uint8Array): Promise<{ text: string; images: number }> {
  const pages = await readPdf(bytes);
  return { text: pages.map((p) => p.text).join(' '), images: pages.reduce((n, p) => n + p.images, 0) };
}

interface ServerCar {
  id: string;
  type: string;
  deleted: number;
  plate: string | null;
  related_employee_id: string | null;
}

/** An active car with a driver and no policy yet, as the server has it. */
export async function carWithoutPolicy(request: APIRequestContext, skip: ReadonlySet<string> = new Set()): Promise<ServerCar> {
  const cars = (await (await request.get('/api/cars/list?per_page=200')).json()) as { data: ServerCar[] };
  for (const car of cars.data) {
    if (car.deleted !== 0 || car.type !== 'car' || !car.related_employee_id || !car.plate || skip.has(car.id)) continue;
    const detail = (await (await request.get(`/api/cars/${car.id}/detail`)).json()) as { car_policy_details: unknown };
    if (detail.car_policy_details === null) return car;
  }
  throw new Error('No car without a policy left in the demo');
}

/** The signing link of the newest mail about a contract (no SMTP server here: mail waits in the outbox). */
export async function signingLinkOf(request: APIRequestContext, contractId: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = ((await (await request.get('/api/mail/outbox')).json()) as { data: OutboxMail[] }).data.filter((x) => x.related_contract_id === contractId);
      link = mail.at(-1)?.text_body.match(/https?:\/\/\S+\/sign\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

export const contractIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';
