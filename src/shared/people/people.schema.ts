import { z } from 'zod';
import { MAX_PER_PAGE } from '../limits';
import { segmentIdParamSchema } from '../segments/segments.schema';
import { PEOPLE_COLUMN_IDS } from './people.column-ids';
import { searchInput } from '../input-schemas';

export const DIMONA_STATUTES = ['white_collar', 'blue_collar', 'student', 'flexi', 'intern', 'director'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const flag = z.union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]).transform((s) => s === '1' || s === 'true');

/** A row of the people table (GET /api/employees/list). Guarded fields are absent without the right. */
export const personListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.string().nullable(),
  team: z.string(),
  team_ids: z.array(z.string()),
  manager: z.string().nullable(),
  manager_id: z.string().nullable(),
  joined: isoDate.nullable(),
  phone: z.string().nullable().optional(),
  active_until: isoDate.nullable().optional(),
  recent_contract_start: isoDate.nullable().optional(),
  dimona_statute: z.enum(DIMONA_STATUTES).nullable().optional(),
  seniority_date: isoDate.nullable().optional(),
  is_active: z.boolean(),
});
export type PersonListItem = z.infer<typeof personListItemSchema>;

export const personDetailSchema = personListItemSchema.extend({
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  reports: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** Query of getEmployees. Pages are 0-based, as in the spec's 'page 0, per_page 2000'. */
export const employeesListQuerySchema = z.object({
  search_term: searchInput(),
  show_all: flag.optional().default(false),
  page: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(10),
  orderby_column: z.enum(PEOPLE_COLUMN_IDS).optional().default('name'),
  orderby_direction: z.enum(['asc', 'desc']).optional().default('asc'),
  team_id: z.uuid().optional(),
  /** A built-in segment ('all', 'archived' = inactive) or a custom one's id; rows as segments/segment-scope.ts says. */
  segment_id: segmentIdParamSchema.optional(),
});
export type EmployeesListQuery = z.infer<typeof employeesListQuerySchema>;

export const listByTeamQuerySchema = z.object({
  team_id: z.uuid(),
  search_term: searchInput(),
});

export const teamSchema = z.object({ id: z.string(), name: z.string(), member_count: z.number() });
export type Team = z.infer<typeof teamSchema>;
