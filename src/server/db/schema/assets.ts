import { sql, type SQL } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AssetPicture } from '../../../shared/assets/assets.schema';
import type { InsertMethod } from '../../../shared/objects';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';
import { storedSearchText } from '../search-text';
import { foldSql } from '../text-sql';

// Asset types and assets (fleet-and-assets.md section 3), with the spec's field names.

export const assetTypes = pgTable(
  'asset_types',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    picture: text('picture').$type<AssetPicture>().notNull().default('other'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('asset_types_company_idx').on(t.company_id, t.name), index('asset_types_version_idx').on(t.company_id, t.version)],
);

/**
 * The /assets orders, each with an index per company and direction (empty values last, ties by id):
 * the type's and the owner's names are kept on the asset (migration 0020), so no order joins and
 * sorts every asset. assets/assets-list.repo.ts orders by these same expressions.
 */
export const indexedAssetSorts = (t: Record<'type_sort' | 'owner_sort' | 'serial_number', AnyPgColumn>) => ({
  asset: sql`${t.type_sort} collate "C"`,
  person: sql`${t.owner_sort} collate "C"`,
  serial_number: foldSql(sql`${t.serial_number}`),
});

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    asset_type_id: uuid('asset_type_id')
      .notNull()
      .references(() => assetTypes.id),
    // May be a person of another company of the group (trusted groups); a person removed from the
    // register leaves the asset without an owner rather than blocking the delete.
    owner_employee_id: uuid('owner_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    // Excluding VAT; numeric, sent as a decimal string (docs/architecture.md section 7).
    price: numeric('price', { precision: 14, scale: 2 }),
    vendor: text('vendor'),
    serial_number: text('serial_number'),
    excel_import_id: text('excel_import_id'),
    insert_method: text('insert_method').$type<InsertMethod>().notNull().default('manual'),
    deleted: integer('deleted').$type<0 | 1>().notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** ASSET_SEARCH's own fields, folded (search-text.ts); never sent. */
    search_text: text('search_text').generatedAlwaysAs((): SQL => storedSearchText(assets.serial_number, assets.vendor)),
    /** The type's and the owner's names folded as foldSql folds them, kept by a trigger on every write of the asset (migration 0020); never sent. */
    type_sort: text('type_sort'),
    owner_sort: text('owner_sort'),
    ...syncColumns(),
  },
  (t) => [
    index('assets_search_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('assets_company_idx').on(t.company_id, t.deleted),
    index('assets_version_idx').on(t.company_id, t.version),
    index('assets_owner_idx').on(t.owner_employee_id),
    index('assets_type_idx').on(t.asset_type_id),
    ...Object.entries(indexedAssetSorts(t)).flatMap(([key, expr]) => [
      index(`assets_sort_${key}_idx`).on(t.company_id, t.deleted, expr, t.id),
      index(`assets_sort_${key}_desc_idx`).on(t.company_id, t.deleted, sql`${expr} desc nulls last`, t.id),
    ]),
  ],
);
