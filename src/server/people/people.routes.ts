import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchInput } from '../../shared/input-schemas';
import { PEOPLE_SEARCH_PAGE_SIZE } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { shapePersonForViewer, visiblePeopleColumns } from '../../shared/people/people.columns';
import { employeesListQuerySchema, listByTeamQuerySchema } from '../../shared/people/people.schema';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { badRequest, notFound } from '../http/errors';
import { listSegmentWhere } from '../segments/segment-filter';
import { searchedCustomFields } from '../custom-fields/list-custom-columns';
import { getEmployee, listCrossGroups, listEmployees, listTeams, teamInScope } from './people.repo';
import { peopleScope } from './people-scope';

const idParams = z.object({ id: z.uuid() });

export function peopleRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/employees/list', { config: { access: 'people.view' }, schema: { querystring: employeesListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (!visiblePeopleColumns(viewer).some((c) => c.id === req.query.orderby_column)) {
      throw badRequest(messages.people.unknownColumn, { orderby_column: messages.people.unknownColumn });
    }
    const segment = await listSegmentWhere(db, viewer, 'employee', { segmentId: req.query.segment_id, includeArchived: req.query.show_all });
    const searchFields = await searchedCustomFields(db, viewer, 'employee', req.query.search_term);
    const { data, count } = await listEmployees(db, peopleScope(viewer), req.query, segment, searchFields);
    return { data: data.map((p) => shapePersonForViewer(viewer, p)), count };
  });

  r.get('/api/employees/:id/detail', { config: { access: 'people.view' }, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const person = await getEmployee(db, peopleScope(viewer), req.params.id);
    if (!person) throw notFound(messages.people.notFound);
    return { data: shapePersonForViewer(viewer, person) };
  });

  r.get('/api/teams/list', { config: { access: 'people.view' } }, async (req) => {
    const data = await listTeams(db, peopleScope(viewerOf(req)));
    return { data, count: data.length };
  });

  r.get('/api/employees/listByTeam', { config: { access: 'people.view' }, schema: { querystring: listByTeamQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const scope = peopleScope(viewer);
    if (!(await teamInScope(db, scope, req.query.team_id))) throw notFound('This team does not exist or is not one of yours.');
    const query = { ...employeesListQuerySchema.parse({}), team_id: req.query.team_id, search_term: req.query.search_term, per_page: PEOPLE_SEARCH_PAGE_SIZE };
    const { data, count } = await listEmployees(db, scope, query);
    return { data: data.map(({ id, name, email, avatar }) => ({ id, name, email, avatar })), count };
  });

  const crossGroupsQuery = z.object({ search_term: searchInput() });
  r.get('/api/employees/listCrossGroups', { config: { access: 'people.pickAcrossGroups' }, schema: { querystring: crossGroupsQuery } }, async (req) => {
    const viewer = viewerOf(req);
    const data = await listCrossGroups(db, { groupId: viewer.company.group_id!, search: req.query.search_term, limit: PEOPLE_SEARCH_PAGE_SIZE });
    return { data, count: data.length };
  });
}
