import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';

// A list page's table as a person reads and drives it (header, rows, pager, sorting, the column
// picker), its values checked for order, and the list's Excel export read back.

/** The table named `name` (its accessible name: 'Assets', 'Vehicles') on this page, and what a test does with it. */
export function listTable(page: Page, name: string) {
  const table = () => page.getByRole('table', { name });
  // The loading skeleton has ten rows too (its own tbody): a count of rows must not pass on it.
  const bodyRows = () => table().locator('tbody:not(.dt-skeleton-body) tr');
  /** The rows' links: only real rows have them. */
  const rowLinks = () => bodyRows().getByRole('link');
  const headerTexts = async () => (await table().locator('thead th').allTextContents()).map((t) => t.trim());
  const pager = () => page.locator('.pagination-range');
  /** The pager's total: 'of 1,234' -> 1234. */
  const shownTotal = async () => Number(/of ([\d,]+)/.exec((await pager().textContent()) ?? '')![1]!.replace(/,/g, ''));

  /** The texts of one column as a person reads them: without the avatar's initials or a pending badge. */
  async function columnTexts(header: string): Promise<string[]> {
    const index = (await headerTexts()).indexOf(header);
    expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
    return bodyRows()
      .locator(`td:nth-child(${index + 1})`)
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"], .badge').forEach((el) => el.remove());
          return (copy.textContent ?? '').trim();
        }),
      );
  }

  /** Clicks the header until it sorts that way (a column sorted ascending takes two clicks to sort ascending again). */
  async function sortBy(header: string, direction: 'ascending' | 'descending') {
    const th = table().locator('thead th', { hasText: header });
    const before = await th.getAttribute('aria-sort');
    await th.getByRole('button').click();
    if (before === 'ascending' && direction === 'ascending') {
      await expect(th).toHaveAttribute('aria-sort', 'descending');
      await th.getByRole('button').click();
    }
    await expect(th).toHaveAttribute('aria-sort', direction);
  }

  /** Unticks `off` and ticks `on` in the Columns panel, then closes it unless `keepOpen`. */
  async function pickColumns(off: string[], on: string[], { keepOpen = false } = {}) {
    await page.getByRole('button', { name: /Columns/ }).click();
    for (const label of off) await page.getByRole('checkbox', { name: label, exact: true }).uncheck();
    for (const label of on) await page.getByRole('checkbox', { name: label, exact: true }).check();
    if (!keepOpen) await page.keyboard.press('Escape');
  }

  return { table, bodyRows, rowLinks, headerTexts, pager, shownTotal, columnTexts, sortBy, pickColumns };
}

/**
 * A cell's text as a value to sort by; '—' or empty -> null. 'text' keeps the text; 'number' reads
 * '€45,000.00' -> 45000; 'date-or-number' reads '07/03/2024' -> '2024-03-07', anything else as a number.
 */
export const parseCell =
  (kind: 'text' | 'number' | 'date-or-number') =>
  (text: string): number | string | null => {
    if (text === '—' || text === '') return null;
    if (kind === 'text') return text;
    const date = kind === 'date-or-number' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
    if (date) return `${date[3]}-${date[2]}-${date[1]}`;
    return Number(text.replace(/[^0-9.-]/g, ''));
  };

/**
 * Filled values in order (text by lower case, as the list and the server fold it), empty ones after
 * them; more than `filledMoreThan` rows must have a value.
 */
export function expectSorted(values: (number | string | null)[], direction: 'asc' | 'desc', { filledMoreThan = 1 } = {}) {
  const filled = values.filter((v) => v !== null);
  expect(filled.length, 'some rows have a value').toBeGreaterThan(filledMoreThan);
  expect(values.slice(0, filled.length), 'empty values come last').toEqual(filled);
  const key = (v: number | string) => (typeof v === 'string' ? v.toLowerCase() : v);
  const sorted = [...filled].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  expect(filled).toEqual(direction === 'asc' ? sorted : sorted.reverse());
}

/** A list's downloaded .xlsx: its first sheet, the header row's values, and the data rows' cells. */
export async function readDownloadedSheet(download: Download) {
  const book = new ExcelJS.Workbook();
  // exceljs's types predate Node 20's Buffer generics.
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  /** The value in data row `row` (0 = the first under the header) and column `col` (1 = the first). */
  const value = (row: number, col: number) => sheet.getRow(row + 2).getCell(col).value;
  /** That value as the list shows it: empty reads '—'. */
  const cell = (row: number, col: number) => {
    const v = value(row, col);
    return v === null || v === undefined || v === '' ? '—' : String(v);
  };
  return { sheet, header, value, cell };
}

/** Answers the device's downloads without one table, so its list starts empty (only seen with the service worker blocked). */
export async function pullWithout(page: Page, table: string): Promise<void> {
  await page.route('**/api/sync/pull**', async (route) => {
    try {
      const res = await route.fetch();
      const body = (await res.json()) as { changes: Record<string, unknown> };
      delete body.changes[table];
      await route.fulfill({ response: res, json: body });
    } catch (e) {
      // A pull still being answered when the test ends and its page closes (seen on a loaded
      // machine: 'Response has been disposed', before the page counts as closed) is no failure of
      // the page under test; one disposed while the test runs would fail its own assertions.
      if (!page.isClosed() && !String(e).includes('disposed')) throw e;
    }
  });
}
