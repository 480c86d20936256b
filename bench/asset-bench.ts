// The asset list figures at each size: a fresh database with the demo's assets plus generated ones
// (seed-cli.ts --assets N), a new profile's first download, then /assets in the page and
// GET /api/assets/list from Node. Run alone with BENCH_ONLY=assets (bench/README.md).
import type { Browser } from '@playwright/test';
import { freshContext, seededServerWith, stopServer } from './bench-env';
import { benchAssetList, type AssetListFigures } from './asset-list-bench';
import { benchAssetServerList } from './asset-server-list-bench';
import { mirrorCount, signInAndPull, type PullFigures } from './pull-bench';
import type { ServerListFigures } from './server-list-bench';

/** Assets of 'Demo Company' on first start (src/server/seed/demo-assets.ts: 235 active + 15 archived; import-seed.ts: 4 imported and archived by an undo). */
export const DEMO_ASSETS = 254;

export interface AssetSizeResult {
  assets: number;
  seedSeconds: number;
  pull: PullFigures;
  /** Rows in the browser's `assets` table after the first download. */
  assetsInMirror: number;
  list: AssetListFigures;
  serverList: ServerListFigures;
}

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
    const assetsInMirror = await mirrorCount(page, 'assets');
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
