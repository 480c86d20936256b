import { and, inArray } from 'drizzle-orm';
import { pushMessages } from '../../shared/calendar/push.messages';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { employees } from '../db/schema/people';
import { badRequest, notFound } from '../http/errors';
import { peopleScope, scopeCondition } from '../people/people-scope';
import { integrationRow } from './push.repo';

/** The people among these ids the viewer may see. */
async function employeesInScope(db: Db, viewer: Viewer, ids: string[]): Promise<{ id: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(and(scopeCondition(peopleScope(viewer)), inArray(employees.id, [...new Set(ids)])));
}

/** A push's integration, of the viewer's company, once every person asked for is one the viewer may see. */
export async function pushIntegration(db: Db, viewer: Viewer, body: { integration_id: string; employee_ids: string[] }) {
  const integration = await integrationRow(db, viewer.company.id, body.integration_id);
  if (!integration) throw notFound(pushMessages.integrationNotFound);
  const people = await employeesInScope(db, viewer, body.employee_ids);
  if (people.length !== new Set(body.employee_ids).size) throw badRequest(pushMessages.notInScope, { employee_ids: pushMessages.notInScope });
  return integration;
}
