import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  ContractFileType,
  ContractStatus,
  ContractTemplateType,
  PolicyObject,
  Signer,
  SignerRole,
  SigningMethod,
} from '../../../shared/contracts/contracts.schema';
import { users } from './auth';
import { companies } from './companies';
import { syncColumns } from './columns';
import { employees } from './people';

// Contract templates, contracts, their signatures and files (software-contracts-push.md section 3),
// with the spec's field names. The library's templates are the partners': no company's, not synced.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: text('type').$type<ContractTemplateType>().notNull(),
    category: text('category'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content_html: text('content_html').notNull().default(''),
    internal_signature_required: integer('internal_signature_required').$type<0 | 1>().notNull().default(0),
    internal_signer_user_id: uuid('internal_signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    second_internal_signer_user_id: uuid('second_internal_signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it: reassign moves a user's templates to another. */
    owner_user_id: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('contract_templates_company_idx').on(t.company_id, t.type, t.name), index('contract_templates_version_idx').on(t.company_id, t.version)],
);

export const contractLibraryTemplates = pgTable('contract_library_templates', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<ContractTemplateType>().notNull(),
  category: text('category'),
  partner_name: text('partner_name').notNull(),
  content_html: text('content_html').notNull(),
});

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    employee_id: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    template_id: uuid('template_id').references(() => contractTemplates.id, { onDelete: 'set null' }),
    public_library_contract_template_id: uuid('public_library_contract_template_id'),
    template_type: text('template_type').$type<ContractTemplateType>().notNull(),
    file_type: text('file_type').$type<ContractFileType>().notNull().default('html'),
    content_html: text('content_html').notNull().default(''),
    related_object: text('related_object').$type<PolicyObject>(),
    related_object_ids: uuid('related_object_ids').array().notNull().default([]),
    status: text('status').$type<ContractStatus>().notNull().default('draft'),
    pdf_internal_signature_required: integer('pdf_internal_signature_required').$type<0 | 1>().notNull().default(0),
    pdf_employee_signature_required: integer('pdf_employee_signature_required').$type<0 | 1>().notNull().default(1),
    internal_signer_user_id: uuid('internal_signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    second_internal_signer_user_id: uuid('second_internal_signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signing_method: text('signing_method').$type<SigningMethod>().notNull().default('built_in'),
    signers: jsonb('signers').$type<Signer[]>().notNull().default([]),
    shortcode_values: jsonb('shortcode_values').$type<Record<string, string>>().notNull().default({}),
    /** The filled-in HTML as it was when the first signature came: what everyone signed. */
    signed_html: text('signed_html'),
    /** The e-signature provider's id of the envelope, once sent there. */
    provider_reference: text('provider_reference'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    deleted: integer('deleted').$type<0 | 1>().notNull().default(0),
    owner_user_id: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    index('contracts_company_idx').on(t.company_id, t.deleted),
    index('contracts_version_idx').on(t.company_id, t.version),
    index('contracts_employee_idx').on(t.employee_id),
    index('contracts_related_idx').using('gin', t.related_object_ids),
  ],
);

/** A drawn signature: a PNG, with the name typed under it. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role').$type<SignerRole>().notNull(),
    signed_name: text('signed_name').notNull(),
    png: bytea('png').notNull(),
    signed_by_user_id: uuid('signed_by_user_id'),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contract_id, t.role] })],
);

/** The file of a PDF-based contract (uploadPDF). */
export const contractPdfs = pgTable('contract_pdfs', {
  contract_id: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The employee's signing link: only the token's hash is kept; it works once, until it expires. */
export const contractSigningLinks = pgTable(
  'contract_signing_links',
  {
    token_hash: text('token_hash').primaryKey(),
    contract_id: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The employee signed through it: it still opens her signed copy until it expires. */
    used_at: timestamp('used_at', { withTimezone: true }),
    /** A newer link was sent for the contract: this one opens nothing. */
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_signing_links_contract_idx').on(t.contract_id)],
);

/** Mail the app sends: through SMTP when SMTP_URL is set, else it waits here and settings show it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    related_contract_id: uuid('related_contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    /** The hash of the signing link the mail carries (contract_signing_links.token_hash): its state is the mail's. */
    signing_link_hash: text('signing_link_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_company_idx').on(t.company_id, t.created_at)],
);

/** The server's own keys (the signing links' HMAC key), made once and shared by every server of the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
