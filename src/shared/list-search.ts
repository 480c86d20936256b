import type { CustomFieldRow } from './custom-fields/custom-fields.schema';

// The one definition of a list search, read by the device's lists (src/client/lib/local-query.ts)
// and by the server's list queries and Excel exports (src/server/db/search-sql.ts):
// - text is folded: accents (the combining marks below, after canonical decomposition) dropped,
//   then lower-cased, so 'ecran' finds 'Écran' and 'LEASEPLAN' finds 'LeasePlan';
// - the search is cut into words at white space; a row matches when every word is found inside
//   one of its searched fields (in any order: 'model 3 tesla' finds the Tesla Model 3);
// - the searched fields are those named per list (below, or in an area's `<area>.search.ts`), plus, where the list says so and the
//   user may see custom fields, every custom field of the list's object type, read as
//   customValueSearchText says.
// tests/api/list-search-equivalence.test.ts runs the same searches on both sides over the demo data.

/** The combining diacritical marks a search drops; the SQL's regular expression uses the same range. */
export const SEARCH_DROPPED_MARKS = '\u0300-\u036f';
const dropped = new RegExp(`[${SEARCH_DROPPED_MARKS}]`, 'g');

/** Text as a list search compares it. */
export const foldSearchText = (s: string): string => s.normalize('NFD').replace(dropped, '').toLowerCase();

/** The folded words of a search, each to be found; none for an empty search. */
export function searchTerms(search: string): string[] {
  return [...new Set(foldSearchText(search).split(/\s+/).filter(Boolean))];
}

/** What one list searches: its fields (each side says how to read them) and whether custom values count. */
export interface ListSearch<Field extends string> {
  fields: readonly Field[];
  customFields: boolean;
}

/** A list's search; an area defines its own lists' searches beside its schema (`<area>.search.ts`). */
export const defineSearch = <const Field extends string>(s: ListSearch<Field>): ListSearch<Field> => s;

/** /fleet, GET /api/cars/list and its export. `person`: the driver's full name. */
export const CAR_SEARCH = defineSearch({ fields: ['brand', 'model', 'plate', 'color', 'chassis_number', 'person'], customFields: true });
/** /assets, GET /api/assets/list and its export. `type`: the asset type's name; `person`: the owner's full name. */
export const ASSET_SEARCH = defineSearch({ fields: ['type', 'person', 'serial_number', 'vendor'], customFields: true });
/** /people and GET /api/employees/list. */
export const PERSON_SEARCH = defineSearch({ fields: ['name', 'email', 'role'], customFields: true });
/** /trainings and GET /api/trainings/list without a segment: a course and, for a program, its sessions' names. */
export const TRAINING_SEARCH = defineSearch({ fields: ['name', 'session_names'], customFields: true });
/** /trainings and GET /api/trainings/list with a participant segment: one row per participant. */
export const TRAINING_PARTICIPANT_SEARCH = defineSearch({ fields: ['training', 'program', 'person'], customFields: true });
/** A training's participants table and GET /api/trainings/{id}/participants: by name only. */
export const PARTICIPANT_SEARCH = defineSearch({ fields: ['person'], customFields: false });

export type SearchField<S> = S extends ListSearch<infer F> ? F : never;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The pattern the SQL checks before reading a stored date as dd/mm/yyyy. */
export const SEARCH_ISO_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/**
 * A stored custom value as a search reads it: an option by its name, a date as dd/mm/yyyy (as
 * shown), anything else (text, money as its decimal amount, numbers) as stored.
 */
export function customValueSearchText(field: Pick<CustomFieldRow, 'type' | 'options'>, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (field.type === 'select_option') return field.options.find((o) => o.id === text)?.option_name ?? null;
  if (field.type === 'date') {
    const m = ISO_DATE.exec(text);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : text;
  }
  return text;
}
