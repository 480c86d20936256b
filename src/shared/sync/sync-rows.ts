import type { SHARED_AREAS } from '../areas';
import type { MirroredTable } from './area';

type AreaTable = (typeof SHARED_AREAS)[number]['tables'][number];

/**
 * The row type of each mirrored table: what the pull sends and the device's mirror holds (the
 * list endpoints' shape plus `version`), as each area declares it in its `<area>.area.ts`.
 */
export type SyncRows = { [T in AreaTable as T['name']]: T extends MirroredTable<string, infer Row> ? Row : never };
