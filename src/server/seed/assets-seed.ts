import type { AreaSeed } from '../http/server-area';
import { addGeneratedAssets } from './assets-generator';
import { addDemoAssets } from './demo-assets';

/** The assets area's demo (each signed-in person holds a laptop, a phone and a monitor) and `--assets N`. */
export const assetsSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoAssets(tx, ctx),
  generate: {
    option: 'assets',
    run: async (db, p) => {
      const added = await addGeneratedAssets(db, p);
      return `${p.count} assets${added.customValues ? ' with custom field values' : ''}`;
    },
  },
};
