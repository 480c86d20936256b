// Importing a vehicle file as a user does (/import/car), on a fresh demo database: a 10,000-row
// CSV chosen in the page (read on the device), its rows checked on the device (the dry run over
// the mirror), the batch sent and imported by the server's job while the page shows the progress;
// then the same file again (every row unchanged, nothing to import) and the undo. Run alone with
// BENCH_ONLY=import (bench/README.md).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freshContext, pollUntil, seededServerWith, stopServer } from './bench-env';
import { signInAndPull } from './pull-bench';
import { seconds } from './report';

export interface ImportFigures {
  rows: number;
  /** Choosing the file until the columns step shows it (read and parsed on the device). */
  readMs: number;
  /** 'Check the rows' until the dry run's counts show (every row planned against the mirror). */
  dryRunMs: number;
  /** 'Import' until the page says 'Imported' (sent through the outbox, the job, the page's polling). */
  importMs: number;
  /** Distinct 'x of y rows' the progress bar showed on the way (sampled every 100 ms). */
  progressSteps: number;
  /** The same file again: the dry run's time, with every row unchanged. */
  againDryRunMs: number;
  /** POST undo until the job is done (server; polled every 100 ms). */
  undoMs: number;
}

const HEADER = 'Nummerplaat;Merk;Model;Soort;Brandstof;Eerste inschrijving;Datum ingebruikname;Lichte vracht;Cataloguswaarde;Kleur';
const BRANDS = [
  ['Skoda', 'Octavia'],
  ['Volkswagen', 'ID.4'],
  ['BMW', 'i4'],
  ['Peugeot', '308'],
];
const FUELS = ['Diesel', 'Elektrisch', 'Benzine', 'Hybride benzine'];

/** A Belgian Excel 'CSV (;)' of `rows` new vehicles with unique plates. */
async function fleetFile(rows: number): Promise<string> {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const [brand, model] = BRANDS[i % BRANDS.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      `B${String(i).padStart(6, '0')};${brand};${model};Auto;${FUELS[i % FUELS.length]};${day}/03/2023;${day}/04/2023;nee;${30000 + (i % 900) * 25},00;Grijs`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const path = join(dir, `fleet-${rows}.csv`);
  await writeFile(path, `\uFEFF${lines.join('\r\n')}\r\n`);
  return path;
}

const countButton = (page: Page, label: string) => page.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: new RegExp(`${label}$`) });

async function checkRows(page: Page, file: string, expect: { label: string; count: number }, timeoutMs: number): Promise<{ readMs: number; dryRunMs: number }> {
  await page.goto('/import/car');
  await page.getByRole('heading', { name: 'Import vehicles' }).waitFor({ timeout: timeoutMs });
  const chosen = Date.now();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the rows' }).waitFor({ timeout: timeoutMs });
  const readMs = Date.now() - chosen;
  const checking = Date.now();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const wanted = expect.count.toLocaleString('en');
  await pollUntil(timeoutMs, `dry run showing ${wanted} ${expect.label}`, 20, async () =>
    ((await countButton(page, expect.label).textContent()) ?? '').startsWith(wanted) ? true : null,
  );
  return { readMs, dryRunMs: Date.now() - checking };
}

export async function benchImport(browser: Browser, o: { rows: number; log: (text: string) => void }): Promise<ImportFigures> {
  const timeoutMs = 180_000;
  const file = await fleetFile(o.rows);
  // The seed tool wants something to add: one generated car beside the demo's.
  const { server } = await seededServerWith(`import-${o.rows}`, ['--cars', '1']);
  const context = await freshContext(browser, server);
  const page = await context.newPage();
  try {
    await signInAndPull(page, timeoutMs);
    const first = await checkRows(page, file, { label: 'New', count: o.rows }, timeoutMs);
    o.log(`  ${o.rows} rows: read ${first.readMs} ms, dry run ${first.dryRunMs} ms`);

    const seen = new Set<string>();
    let id = '';
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/import/car')) id = (req.postDataJSON() as { id: string }).id;
    });
    const started = Date.now();
    await page.getByRole('button', { name: /^Import \d/ }).click();
    await pollUntil(timeoutMs, 'Imported', 100, async () => {
      const bar = page.getByRole('progressbar', { name: 'Import' });
      if (await bar.count()) seen.add((await bar.getAttribute('aria-valuetext')) ?? '');
      return (await page.getByText('Imported', { exact: true }).count()) > 0 ? true : null;
    });
    const importMs = Date.now() - started;
    if (!id) throw new Error('The import was not sent from the page');
    o.log(`  imported in ${seconds(importMs)}, ${seen.size} progress values seen`);

    const again = await checkRows(page, file, { label: 'Unchanged', count: o.rows }, timeoutMs);
    if (!(await page.getByRole('button', { name: /^Import/ }).isDisabled())) throw new Error('The same file again would import something');
    o.log(`  the same file again: dry run ${again.dryRunMs} ms, every row unchanged`);

    const undoStarted = Date.now();
    await page.evaluate(async (importId) => {
      const res = await fetch(`/api/import/${importId}/undo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ import_id: importId }),
      });
      if (!res.ok) throw new Error(`undo: ${res.status}`);
    }, id);
    await pollUntil(timeoutMs, 'undone', 100, async () => {
      const status = await page.evaluate(
        async (importId) => ((await (await fetch(`/api/import/${importId}`)).json()) as { data: { status: string } }).data.status,
        id,
      );
      return status === 'undone' ? true : null;
    });
    const undoMs = Date.now() - undoStarted;
    o.log(`  undone in ${seconds(undoMs)}`);
    return { rows: o.rows, readMs: first.readMs, dryRunMs: first.dryRunMs, importMs, progressSteps: seen.size, againDryRunMs: again.dryRunMs, undoMs };
  } finally {
    await context.close();
    await stopServer(server);
  }
}

export function importRows(f: ImportFigures | undefined): string[][] {
  if (!f) return [];
  const n = f.rows.toLocaleString('en-GB');
  return [
    [`Import of ${n} vehicles (CSV): file read on the device`, `${f.readMs} ms`, ''],
    [`Import of ${n} vehicles: dry run on the device (every row planned against the mirror)`, `${f.dryRunMs} ms`, ''],
    [
      `Import of ${n} vehicles: Import → 'Imported' (outbox, server job, page polling)`,
      `${seconds(f.importMs)}, ${f.progressSteps} progress values shown`,
      '< 1 min',
    ],
    [`Import of ${n} vehicles: the same file again, dry run (all unchanged, nothing to import)`, `${f.againDryRunMs} ms`, ''],
    [`Import of ${n} vehicles: undo (server job)`, seconds(f.undoMs), ''],
  ];
}
