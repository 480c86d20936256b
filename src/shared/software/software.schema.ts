import { z } from 'zod';
import { webAddressInput, webHref } from '../web-address';
import { isoDateInput, searchInput, textInput } from '../input-schemas';
import { INSERT_METHODS } from '../objects';
import { segmentIdParamSchema } from '../segments/segments.schema';
import { editBaseSchema } from '../sync/edit-base';
import { softwareMessages } from './software.messages';

// Software products and their licences (software-contracts-push.md sections 2, 3, 4, 5, 7 and 9),
// with the spec's field names. A licence is one person's seat of one product: active, or
// deactivated on a day (date_deactivated), and reactivated by clearing that day.

/** software-contracts-push.md section 9. */
export const PRODUCT_LICENSES_PAGE_SIZE = 5;
export const PERSON_LICENSES_PAGE_SIZE = 10;
/** A product's licences wait 250 ms; a person's wait the lists' 200 ms (SEARCH_DEBOUNCE_MS in limits.ts). */
export const PRODUCT_LICENSES_SEARCH_DEBOUNCE_MS = 250;
export const PRODUCT_WIZARD_STEPS = 2;
/** The grouped list's page sizes (the spec's default table page size, remembered per list). */
export const SOFTWARE_PAGE_SIZES = [10, 30, 60] as const;
/** The avatars a product row shows before '+n' (as the trainings list). */
export const PRODUCT_AVATARS_SHOWN = 4;
/** Licences are assigned one person at a time, 500 ms apart (the engine's documented per-item delay). */
export const LICENSE_ASSIGN_DELAY_MS = 500;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_URL_MAX_LENGTH = 500;
export const LICENSE_USERNAME_MAX_LENGTH = 200;
/** How long the server waits for the company-suggestion service, and keeps its answers. */
export const COMPANY_SUGGEST_TIMEOUT_MS = 1500;
export const COMPANY_SUGGEST_CACHE_MS = 10 * 60 * 1000;
export const COMPANY_SUGGEST_MIN_QUERY = 2;
export const COMPANY_SUGGEST_MAX_RESULTS = 5;
/** While typing a product name, the suggestions wait this long after the last key. */
export const COMPANY_SUGGEST_DEBOUNCE_MS = 250;

const flag = z.union([z.literal(0), z.literal(1)]);

/** A row of GET /api/software/products/list and of the mirror. */
export const productItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The logo the suggestion service gave for the product's domain; initials are drawn without one. */
  logo: z.string().nullable(),
  deleted: flag,
  insert_method: z.enum(INSERT_METHODS),
  excel_import_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type ProductItem = z.infer<typeof productItemSchema>;

/** A row of the licence lists and of the mirror (the product's name and url are read from the product). */
export const licenseItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  employee_id: z.string(),
  employee_name: z.string().nullable(),
  employee_avatar: z.string().nullable(),
  username: z.string().nullable(),
  active: flag,
  /** yyyy-mm-dd: the day the licence was assigned (the device's day of the change). */
  date_enabled: z.string(),
  date_deactivated: z.string().nullable(),
  insert_method: z.enum(INSERT_METHODS),
  excel_import_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type LicenseItem = z.infer<typeof licenseItemSchema>;

const productName = z.string({ error: softwareMessages.enterName }).pipe(textInput(PRODUCT_NAME_MAX_LENGTH).trim().min(1, softwareMessages.enterName));
const productUrl = z
  .string({ error: softwareMessages.enterUrl })
  .pipe(textInput(PRODUCT_URL_MAX_LENGTH).trim().min(1, softwareMessages.enterUrl))
  .refine((u) => isProductUrl(u), softwareMessages.invalidUrl);

/** 'slack.com', 'www.slack.com' or 'https://app.slack.com/x': http(s) only, a host with a dot and no spaces. */
export function isProductUrl(text: string): boolean {
  if (webHref(text, { bare: true }) === null) return false;
  const host = hostOf(text);
  return host !== null && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host);
}

/** The host of a url as typed (with or without https://), lower-cased; null when it has none. */
export function hostOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The product form's fields (step 1 of /software/products/new, and /software/products/{id}/edit). */
export const productFieldsSchema = z.object({ name: productName, url: productUrl });
export type ProductFields = z.output<typeof productFieldsSchema>;

/** POST /api/software/products/add. `id` is made by the client so a product created offline keeps it. */
export const productAddBodySchema = productFieldsSchema.extend({
  id: z.uuid().optional(),
  /** With 1, a product of the same name answers its id instead of a refusal (the import's re-runs). */
  return_existing: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  excel_import_id: textInput(100).nullable().optional(),
  insert_method: z.enum(INSERT_METHODS).optional().default('manual'),
  logo: webAddressInput(PRODUCT_URL_MAX_LENGTH).nullable().optional(),
});
export type ProductAddBody = z.output<typeof productAddBodySchema>;

/** POST /api/software/products/edit {product_id, name, url}, with `base` as every edit. */
export const productEditBodySchema = productFieldsSchema.partial().extend({ product_id: z.uuid(), base: editBaseSchema });
export type ProductEditBody = z.output<typeof productEditBodySchema>;
export const PRODUCT_EDIT_FIELDS = ['name', 'url'] as const;

export const productIdBodySchema = z.object({ product_id: z.uuid() });

/** POST /api/software/licenses/add. `id` and the day are the device's, so an offline assign keeps both. */
export const licenseAddBodySchema = z.object({
  id: z.uuid().optional(),
  product_id: z.uuid({ error: softwareMessages.selectProduct }),
  employee_id: z.uuid({ error: softwareMessages.selectPerson }),
  date_enabled: isoDateInput.optional(),
  excel_import_id: textInput(100).nullable().optional(),
  insert_method: z.enum(INSERT_METHODS).optional().default('manual'),
});
export type LicenseAddBody = z.output<typeof licenseAddBodySchema>;

/** POST /api/software/licenses/delete (deactivates) and /reactivate; `date` is the device's day of the change. */
export const licenseStateBodySchema = z.object({ license_id: z.uuid(), date: isoDateInput.optional() });
export type LicenseStateBody = z.output<typeof licenseStateBodySchema>;

/** POST /api/software/licenses/edit {license_id, username}. */
export const licenseEditBodySchema = z.object({
  license_id: z.uuid(),
  username: textInput(LICENSE_USERNAME_MAX_LENGTH).trim().nullable(),
  base: editBaseSchema,
});
export type LicenseEditBody = z.output<typeof licenseEditBodySchema>;

/** The /software segments that every user has (custom ones come from the segments area). */
export const SOFTWARE_BUILT_IN_SEGMENTS = ['all', 'active', 'inactive'] as const;
export type SoftwareBuiltInSegment = (typeof SOFTWARE_BUILT_IN_SEGMENTS)[number];
export const SOFTWARE_SEGMENT_LABELS: Record<SoftwareBuiltInSegment, string> = {
  all: 'All, grouped by product',
  active: 'Active licences',
  inactive: 'Inactive licences',
};

/** The sortable columns of the licence lists. */
export const LICENSE_COLUMNS = ['product', 'person', 'username', 'date_enabled', 'date_deactivated'] as const;
export type LicenseColumn = (typeof LICENSE_COLUMNS)[number];
export const LICENSE_COLUMN_LABELS: Record<LicenseColumn, string> = {
  product: 'Product',
  person: 'Person',
  username: 'Username',
  date_enabled: 'Activated on',
  date_deactivated: 'Deactivated on',
};

const page = z.coerce.number().int().min(0).max(1_000_000).optional().default(0);
const perPage = (fallback: number) => z.coerce.number().int().min(1).max(150).optional().default(fallback);
const direction = z.enum(['asc', 'desc']).optional().default('asc');

/** GET /api/software/licenses/list/grouped (and its /excel twin, without paging). */
export const groupedListQuerySchema = z.object({
  page,
  per_page: perPage(10),
  segment_id: z
    .union([z.enum(SOFTWARE_BUILT_IN_SEGMENTS), segmentIdParamSchema])
    .optional()
    .default('all'),
  search_term: searchInput(),
  orderby_column: z.enum(LICENSE_COLUMNS).optional().default('product'),
  orderby_direction: direction,
  /** 0: inactive licences only, 1: active only (the spec names 0 for inactive). */
  active_state_filter: z.union([z.literal('0'), z.literal('1')]).optional(),
});
export type GroupedListQuery = z.output<typeof groupedListQuerySchema>;

/** GET /api/software/licenses/list (page, per_page, search). */
export const licensesListQuerySchema = z.object({ page, per_page: perPage(10), search: searchInput() });

/** GET /api/software/licenses/product/{id}/list (page, per_page, keyword, orderby_column, orderby_direction). */
export const productLicensesQuerySchema = z.object({
  page,
  per_page: perPage(PRODUCT_LICENSES_PAGE_SIZE),
  keyword: searchInput(),
  orderby_column: z.enum(LICENSE_COLUMNS).optional().default('person'),
  orderby_direction: direction,
});

/** GET /api/software/licenses/employee/{employee_id}/list (page, per_page, search_term). */
export const personLicensesQuerySchema = z.object({ page, per_page: perPage(PERSON_LICENSES_PAGE_SIZE), search_term: searchInput() });

/** GET /api/software/companies/suggest?query&url: the server's proxy of the company-name service. */
export const companySuggestQuerySchema = z.object({ query: searchInput(100), url: searchInput(PRODUCT_URL_MAX_LENGTH) });

/** A company the suggestion service knows (GET /v1/companies/suggest answers a list of these). */
export const companySuggestionSchema = z.object({
  name: z.string().min(1).max(PRODUCT_NAME_MAX_LENGTH),
  domain: z.string().max(PRODUCT_URL_MAX_LENGTH),
  logo: z.string().max(PRODUCT_URL_MAX_LENGTH).nullable().optional(),
});
export type CompanySuggestion = z.output<typeof companySuggestionSchema>;
