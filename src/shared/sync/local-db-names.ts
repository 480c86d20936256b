// The device's databases, named in one place: the engine's (src/sync/local-db.ts, registry.ts) and
// the sign-out that deletes them all.

const PREFIX = 'workplace-';
/** Which user's database the service worker replays (src/sync/registry.ts). */
export const REGISTRY_DB_NAME = `${PREFIX}registry`;

/** One database per company and user, so a shared device never mixes two people's data. */
export const localDbName = (companyId: string, userId: string) => `${PREFIX}${companyId}-${userId}`;

/** A user's mirror, not the registry. */
export const isMirrorDbName = (name: string | undefined): boolean => name !== undefined && name.startsWith(PREFIX) && name !== REGISTRY_DB_NAME;
