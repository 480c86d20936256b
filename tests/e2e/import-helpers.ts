import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The import specs' files, made by the tests as users' files are: a CSV as Excel saves it in
// Belgium (';', comma decimals, a BOM, Windows line ends) and an .xlsx saved by LibreOffice.

const run = promisify(execFile);

export const CAR_HEADER = [
  'Nummerplaat',
  'Merk',
  'Model',
  'Soort',
  'Brandstof',
  'Eerste inschrijving',
  'Datum ingebruikname',
  'Lichte vracht',
  'Cataloguswaarde',
  'Kleur',
  'Opmerking intern',
];

/** A car row of CAR_HEADER that the demo company's rules accept. */
export const carCells = (plate: string, over: Partial<Record<(typeof CAR_HEADER)[number], string>> = {}) =>
  CAR_HEADER.map(
    (h) =>
      over[h] ??
      {
        Nummerplaat: plate,
        Merk: 'Skoda',
        Model: 'Octavia',
        Soort: 'Auto',
        Brandstof: 'Diesel',
        'Eerste inschrijving': '01/02/2022',
        'Datum ingebruikname': '15/02/2022',
        'Lichte vracht': 'nee',
        Cataloguswaarde: '35000,50',
        Kleur: 'Grijs',
        'Opmerking intern': 'Winterbanden in de garage',
      }[h] ??
      '',
  );

/** A ';' CSV with a BOM and CRLF, written to a new temporary folder; answers its path. */
export async function csvFile(name: string, rows: string[][]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'import-e2e-'));
  const path = join(dir, name);
  await writeFile(path, `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
  return path;
}

/** The CSV saved again as .xlsx by LibreOffice itself (headless), read as Belgian Dutch (2067: dd/mm dates, comma decimals); answers the .xlsx's path. */
export async function libreOfficeXlsx(csvPath: string): Promise<string> {
  const dir = csvPath.slice(0, csvPath.lastIndexOf('/'));
  await run(
    'soffice',
    [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--infilter=CSV:59,34,76,1,,2067', '--convert-to', 'xlsx', '--outdir', dir, csvPath],
    { timeout: 110_000 },
  );
  const xlsx = csvPath.replace(/\.csv$/, '.xlsx');
  await readFile(xlsx);
  return xlsx;
}

export const uniquePlate = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`.slice(0, 10);

/** The server's active cars with this plate. */
export async function carsWithPlate(request: APIRequestContext, plate: string): Promise<{ id: string; plate: string; color: string | null }[]> {
  const res = await request.get(`/api/cars/list?search_term=${encodeURIComponent(plate)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: string; plate: string; color: string | null }[] }).data.filter((c) => c.plate === plate);
}

export const chooseFile = (page: Page, path: string) => page.locator('input[type=file]').setInputFiles(path);

/** A count button of the dry run ('New', 'Changes', 'Unchanged', 'Errors') with its number. */
export const countOf = (page: Page, label: string) => page.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: new RegExp(`${label}$`) });
