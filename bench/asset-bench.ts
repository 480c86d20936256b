// The asset list figures at each size: a fresh database with the demo's assets plus generated ones
// (seed-cli.ts --assets N), a new profile's first download, then /assets in the page and
// GET /api/assets/list from Node. Run alone with BENCH_ONLY=assets (bench/README.md).
import type { Browser, Page } from '@playwright/test';
import { freshContext, seededServerWith, stopServer } from './bench-env';
import { benchAssetList, type AssetListFigures } from './asset-list-bench';
import { benchAssetServerList } from './asset-server-list-bench';
import { signInAndPull, type PullFigures } from './pull-bench';
import type { ServerListFigures } from './server-list-bench';

/** Assets of 'Demo Company' on first start (src/server/seed/demo-assets.ts: 235 active + 15 archived). */
export const DEMO_ASSETS = 250;

export interface AssetSizeResult {
  assets: number;
  seedSeconds: number;
  pull: PullFigures;
  /** Rows in the browser's `assets` table after the first download. */
  assetsInMirror: number;
  list: AssetListFigures;
  serverList: ServerListFigures;
}

/** Rows in the signed-in user's IndexedDB `assets` table, read directly (not through the app). */
const mirroredAssets = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('workplace-') && n !== 'workplace-registry');
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const req = db.transaction('assets', 'readonly').objectStore('assets').count();
      return await new Promise<number>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    } finally {
      db.close();
    }
  });

export async function benchAssets(
  browser: Browser,
  o: { sizes: number[]; runs: number; apiRuns: number; log: (text: string) => void },
): Promise<AssetSizeResult[]> {
  const out: AssetSizeResult[] = [];
  for (const assets of o.sizes) {
    o.log(`${assets} assets: seeding ${assets - DEMO_ASSETS} (plus the demo's ${DEMO_ASSETS})`);
    const { server, seedSeconds } = await seededServerWith(`assets-${assets}`, ['--assets', String(assets - DEMO_ASSETS)]);
    const context = await freshContext(browser, server);
    const page = await context.newPage();
    o.log(`  seeded in ${seedSeconds.toFixed(1)} s; signing in, first download`);
    const pull = await signInAndPull(page, 600_000);
    const assetsInMirror = await mirroredAssets(page);
    if (assetsInMirror !== assets) throw new Error(`The mirror holds ${assetsInMirror} assets, the server ${assets}`);
    o.log(`  first download ${pull.seconds} s (${pull.pages} pages, ${pull.megabytes.toFixed(1)} MB), ${assetsInMirror} assets in the mirror`);
    const list = await benchAssetList(page, o.runs, 120_000);
    o.log(
      `  first load ${list.firstLoad.median} ms, back ${list.returnLoad.median} ms, sort asset ${list.sortAsset.median} / person ${list.sortPerson.median} / custom ${list.sortCustom.median} ms, search ${list.search.median} ms (${list.pager})`,
    );
    const serverList = await benchAssetServerList(page.request, o.apiRuns, 60_000);
    o.log(
      `  GET /api/assets/list p50 ${serverList.p50} ms, p95 ${serverList.p95} ms (${serverList.queries.map((q) => `${q.name} ${q.p50}/${q.p95}`).join('; ')})`,
    );
    out.push({ assets, seedSeconds, pull, assetsInMirror, list, serverList });
    await context.close();
    await stopServer(server);
  }
  return out;
}
