import type { AreaSeed } from '../http/server-area';
import { addGeneratedContracts } from './contracts-generator';
import { addDemoContracts } from './demo-contracts';

/** The contracts area's demo (templates of every type, the public library, policies and contracts in every state) and `--contracts N`. */
export const contractsSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoContracts(tx, ctx),
  generate: { option: 'contracts', run: async (db, p) => `${await addGeneratedContracts(db, p)} contracts` },
};
