import { sql, type SQL } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { storedSearchText } from '../search-text';
import type { DIMONA_STATUTES } from '../../../shared/people/people.schema';
import { companies } from './companies';
import { syncColumns } from './columns';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    avatar: text('avatar'),
    role: text('role'),
    manager_id: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    joined: date('joined'),
    active_until: date('active_until'),
    recent_contract_start: date('recent_contract_start'),
    dimona_statute: text('dimona_statute').$type<(typeof DIMONA_STATUTES)[number]>(),
    seniority_date: date('seniority_date'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The full name (first, a space, last) folded, as the lists that search a person's name read it; never sent. */
    search_name: text('search_name').generatedAlwaysAs((): SQL => storedSearchText(sql`${employees.first_name} || ' ' || ${employees.last_name}`)),
    ...syncColumns(),
  },
  (t) => [
    index('employees_company_idx').on(t.company_id, t.last_name),
    index('employees_version_idx').on(t.company_id, t.version),
    index('employees_search_name_idx').using('gin', sql`${t.search_name} gin_trgm_ops`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('teams_company_idx').on(t.company_id)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    team_id: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.employee_id] }), index('team_members_employee_idx').on(t.employee_id)],
);

/** Which users manage which teams: the scope of a team_only user. */
export const teamManagers = pgTable(
  'team_managers',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    team_id: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.team_id, t.user_id] })],
);
