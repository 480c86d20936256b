import { and, inArray } from 'drizzle-orm';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { employees } from '../db/schema/people';
import { peopleScope, scopeCondition } from '../people/people-scope';

/** The people among these ids the viewer may see. */
export async function employeesInScope(db: Db, viewer: Viewer, ids: string[]): Promise<{ id: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(and(scopeCondition(peopleScope(viewer)), inArray(employees.id, [...new Set(ids)])));
}
