import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../shared/ids';
import type { ActivityEvent } from '../activity/record-activity';
import type { Db } from '../db/database';
import type { activity } from '../db/schema/activity';
import { users } from '../db/schema/auth';

export type HistoryRow = typeof activity.$inferInsert;

/**
 * One back-dated feed item of the demo company. The seed writes history straight into the table,
 * because recordActivity stamps the time of the write and the demo needs items weeks apart.
 */
export function historyRow(companyId: string, author: string | null, when: Date, e: ActivityEvent): HistoryRow {
  return { ...e, id: uuidv7(when.getTime()), company_id: companyId, related_user_id: author, updated_by: author, happened_at: when, created_at: when };
}

/** The demo admin's user id, the author of most seeded history. */
export async function demoAdminId(db: Db, companyId: string): Promise<string | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.email, 'admin@demo.test')));
  return admin?.id ?? null;
}
