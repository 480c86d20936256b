import type { AreaSeed } from '../http/server-area';
import { addDemoContracts } from './demo-contracts';

/** The contracts area's demo: templates of every type, the public library, policies and contracts in every state. */
export const contractsSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoContracts(tx, ctx),
};
