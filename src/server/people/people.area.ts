import { and, eq, sql } from 'drizzle-orm';
import { shapePersonForViewer } from '../../shared/people/people.columns';
import { can } from '../../shared/policy/policy';
import { employees, teams } from '../db/schema/people';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { inScopeTeams, peopleScope } from './people-scope';
import { employeeChanges, teamChanges } from './people.repo';
import { peopleRoutes } from './people.routes';

export const peopleArea = defineServerArea({
  name: 'people',
  routes: peopleRoutes,
  pull: {
    teams: {
      changes: async (tx, v, w) => (await teamChanges(tx, peopleScope(v), w)).map((r) => pullItem('teams', r.team, r.visible)),
      sqlTable: teams,
    },
    employees: {
      changes: async (tx, v, w) =>
        (await employeeChanges(tx, peopleScope(v), w)).map((r) => pullItem('employees', shapePersonForViewer(v, r.person), r.visible)),
      sqlTable: employees,
    },
  },
  objectAccess: {
    employee: {
      kind: (v) => can(v, 'people.view'),
      row: (v, id) =>
        sql`exists (select 1 from ${employees} where ${and(eq(employees.id, id), eq(employees.company_id, v.company.id), inScopeTeams(peopleScope(v)))})`,
    },
  },
  autoNumberTables: { employee: { table: employees, id: employees.id, companyId: employees.company_id, createdAt: employees.created_at } },
});
