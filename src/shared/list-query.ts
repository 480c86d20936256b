import { z } from 'zod';
import { CUSTOM_COLUMN_PREFIX } from './custom-fields/custom-fields.schema';
import { DEFAULT_PAGE_SIZE, MAX_CUSTOM_FIELD_COLUMNS } from './limits';
import { messages } from './messages';
import { segmentIdParamSchema } from './segments/segments.schema';
import { searchInput } from './input-schemas';

// The query of an object list and its Excel export (GET /api/cars/list, /api/assets/list and their
// /excel twins), with the spec's parameter names (fleet-and-assets.md section 7).

/** fleet-and-assets.md section 9: the one-call fetch used when sorting on the client (page 0, per_page 2000). */
export const OBJECT_LIST_MAX_PER_PAGE = 2000;

const customColumn = new RegExp(`^${CUSTOM_COLUMN_PREFIX}[0-9a-f-]{36}$`);

/** `columns`: the list's built-in columns; a cf_{id} column sorts by that custom field. */
export function objectListQuerySchema<const C extends readonly [string, ...string[]]>(columns: C, defaultColumn: C[number]) {
  return z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
    per_page: z.coerce.number().int().min(1).max(OBJECT_LIST_MAX_PER_PAGE).optional().default(DEFAULT_PAGE_SIZE),
    show_deleted_only: z
      .union([z.literal('0'), z.literal('1')])
      .optional()
      .default('0'),
    search_term: searchInput(),
    orderby_column: z
      .union([z.enum(columns), z.string().regex(customColumn, messages.people.unknownColumn)])
      .optional()
      .default(defaultColumn),
    orderby_direction: z.enum(['asc', 'desc']).optional().default('asc'),
    /** A built-in segment ('all', 'archived') or a custom one's id; rows as segments/segment-scope.ts says. */
    segment_id: segmentIdParamSchema.optional(),
    /** Custom fields whose values each row carries (comma-separated ids); the export adds them as columns. */
    requested_cf_ids: z
      .string()
      .max(2000)
      .optional()
      .transform((s) =>
        s
          ? s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.uuid()).max(MAX_CUSTOM_FIELD_COLUMNS)),
  });
}

/**
 * trainings.md section 7 sorts by `orderby`: a column, optionally followed by asc or desc ('name',
 * 'people desc', 'cf_{id} ASC'), as getEmployees' 'orderby name ASC'. withOrderby makes it win over
 * orderby_column / orderby_direction, the other lists' names, still taken as aliases.
 */
export function orderbyParamSchema(columns: readonly string[]) {
  const pattern = new RegExp(`^(${columns.join('|')}|${customColumn.source.slice(1, -1)})(\\s+(asc|desc|ASC|DESC))?$`);
  return z.string().trim().max(120).regex(pattern, messages.trainings.badOrderby).optional();
}

/** The query with `orderby` (when sent) as the column and direction the list sorts by. */
export function withOrderby<Q extends { orderby?: string | undefined; orderby_column: string; orderby_direction: 'asc' | 'desc' }>(q: Q): Q {
  if (!q.orderby) return q;
  const [column, direction] = q.orderby.split(/\s+/);
  return { ...q, orderby_column: column, orderby_direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}
