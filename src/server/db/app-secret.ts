import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appSecrets } from './schema/contracts';

// A key the server makes once and keeps in the database, so every server of it signs and checks
// the same links, and a restart does not void the links already sent.

const known = new WeakMap<Db, Map<string, Buffer>>();

export async function appSecret(db: Db, name: string): Promise<Buffer> {
  const cache = known.get(db) ?? new Map<string, Buffer>();
  known.set(db, cache);
  const hit = cache.get(name);
  if (hit) return hit;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be made`);
  const key = Buffer.from(row.value, 'base64');
  cache.set(name, key);
  return key;
}
