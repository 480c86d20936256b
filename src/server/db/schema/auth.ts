import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GroupAccess, Right, Role } from '../../../shared/policy/roles';
import { companies } from './companies';
import { employees } from './people';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    employee_id: uuid('employee_id').references(() => employees.id),
    admin: boolean('admin').notNull().default(false),
    role: text('role').$type<Role>().notNull().default('default'),
    support: boolean('support').notNull().default(false),
    group_access: text('group_access').$type<GroupAccess>().notNull().default('full'),
    rights: jsonb('rights').$type<Right[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.company_id)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token: a leaked table gives no usable session. */
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    impersonated_user_id: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Failed sign-ins per key (email or address), so the limit holds across server instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
