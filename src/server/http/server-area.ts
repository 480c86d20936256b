import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportKind } from '../../shared/import-target';
import type { ObjectType, SegmentObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { SyncTable } from '../../shared/sync/protocol';
import type { SigningProviderConfig } from '../config';
import type { Db } from '../db/database';
import type { ObjectAccess } from '../objects/object-access';
import type { ImportWriter } from '../objects/object-import';
import type { ChangeSource, SqlRowsSource } from '../sync/changes';

// What one server area contributes to the whole: its routes, the mirrored tables it serves to
// the pull, who may see its objects, and where its objects live for numbering. src/server/areas.ts
// lists the areas; app.ts, the pull, object access and auto numbers read them from there, so a new
// area is its folder plus one line in that list.

/** What every area's routes may need from the app. */
export interface AreaDeps {
  db: Db;
  /** Where uploaded files go. */
  filesDir: string;
  secureCookies: boolean;
  /** Mail goes through this SMTP server; without it, to the mail outbox. */
  smtpUrl: string | undefined;
  /** The e-signature provider; without it, signing is built in. */
  signingProvider: SigningProviderConfig | undefined;
  /** The app's address for links in mail; else the request's. */
  publicUrl: string | undefined;
  /** The payroll's HTTP JSON service (PAYROLL_URL). */
  payrollUrl: string;
}

/** A SQL table with the columns the pull's newest-version query reads. */
export type VersionedTable = PgTable & { version: AnyPgColumn; company_id: AnyPgColumn };

/**
 * How the pull serves one mirrored table: its changed rows as objects (`changes`) or, for a big
 * table, as one query whose rows the database turns into the page's JSON (`sql`).
 */
export type PullSource<T extends SyncTable> = {
  /** The SQL table behind it: its newest version moves the cursor of a finished pull. */
  sqlTable: VersionedTable;
  /** Whether this viewer mirrors the table at all (no fleet right, no cars, not even removals); all do when absent. */
  access?: (v: Viewer) => boolean;
} & ({ changes: ChangeSource<T>; sql?: never } | { sql: SqlRowsSource; changes?: never });

/** Where the objects of a type live, for auto-numbering fields (custom fields). */
export interface ObjectTable {
  table: PgTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  /** Numbering order of the objects there when a field is created: oldest first. */
  createdAt: AnyPgColumn;
}

export interface SegmentTable {
  /** The object's id column (custom field values hang off it). */
  id: AnyPgColumn;
  /** The person whose teams the object is in (in_team). */
  personId: AnyPgColumn;
  /** Built-in field id → its expression. */
  fields: Readonly<Record<string, SQL>>;
}

/** The first-start demo as an area's demo step finds it: the companies made, the signed-in people, the day. */
export interface DemoContext {
  demoCompanyId: string;
  otherCompanyId: string;
  /** The signed-in users' own people: an area's demo gives each of them something to see. */
  keepIds: readonly string[];
  /** yyyy-mm-dd. */
  today: string;
}

/**
 * What an area adds to the demo company and to `npm run seed`. Written in the seed tool's folder
 * (no area imports it) and attached to the area in server/areas.ts.
 */
export interface AreaSeed {
  /** Its part of the first-start demo, once the people, the fleet and the signed-in users exist; areas run in their list's order. */
  demo?: (tx: Db, ctx: DemoContext) => Promise<void>;
  /** `npm run seed -- --<option> N`: N generated objects on top of what the company has; answers what was added, for the log. */
  generate?: { option: string; run: (db: Db, p: { companyId: string; count: number; seed: number }) => Promise<string> };
}

export interface ServerArea<T extends SyncTable = SyncTable> {
  name: string;
  routes?: (app: FastifyInstance, deps: AreaDeps) => void;
  /** One source per mirrored table the area owns. */
  pull?: { [K in T]: PullSource<K> };
  /** Who may see the area's objects, for what attaches to any object (activity, tags, files, fields). */
  objectAccess?: Partial<Record<ObjectType, ObjectAccess>>;
  /** The area's object tables, for auto-numbering custom fields. */
  autoNumberTables?: Partial<Record<ObjectType, ObjectTable>>;
  /** Where the segment fields of the area's object types live in SQL (the shared SharedArea.segments names them). */
  segmentTables?: Partial<Record<SegmentObjectType, SegmentTable>>;
  /** How an import writes the area's objects (the shared area's importTargets plan the rows). */
  importWriters?: Partial<Record<ImportKind, ImportWriter>>;
  /** Its demo data and generated volumes (server/areas.ts attaches it: `{ ...softwareArea, seed: softwareSeed }`). */
  seed?: AreaSeed;
}

/** Any area, as the assembly reads them: each serves some of the tables. */
export type AnyServerArea = Omit<ServerArea, 'pull'> & { pull?: { [K in SyncTable]?: PullSource<K> } };

/** Keeps the exact tables an area serves in its type, so areas.ts can check every table has a source. */
export const defineServerArea = <T extends SyncTable = never>(area: ServerArea<T>): ServerArea<T> => area;
