// Constants of the spec (section 9 of fleet-and-assets.md, trainings.md and software-contracts-push.md) that more than one area uses.
export const DEFAULT_PAGE_SIZE = 10;
export const TABLE_PAGE_SIZES = [10, 30] as const;
export const PEOPLE_SEARCH_PAGE_SIZE = 150;
export const MAX_PER_PAGE = 150;
export const SEARCH_DEBOUNCE_MS = 200;
export const MIN_TABLE_COLUMNS = 1;
export const MAX_TABLE_COLUMNS = 6;
export const MAX_CUSTOM_FIELD_COLUMNS = 6;
export const MAX_SEARCH_LENGTH = 200;
/** An email address's longest form (RFC 5321's path limit): sign-in and email custom fields. */
export const MAX_EMAIL_LENGTH = 254;
/**
 * How deeply a JSON body may nest arrays and objects. The deepest body the app sends (a sync batch
 * of mutations with custom-field values) nests about six; a deeper one is refused before it is
 * parsed, as walking it (validation, hashing a write) would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;
/** A path parameter's longest form (ids are 36 characters); a longer one is refused with 414 by the router. */
export const MAX_PATH_PARAM_LENGTH = 100;
