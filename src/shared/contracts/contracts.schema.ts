import { z } from 'zod';
import { rawTextInput, searchInput, textInput } from '../input-schemas';
import { editBaseSchema } from '../sync/edit-base';
import { contractsMessages as m } from './contracts.messages';

// Contract templates and contracts (software-contracts-push.md sections 2, 3, 4 and 7; the policies
// of fleet-and-assets.md), with the spec's field names. A template holds HTML with placeholders
// ({{person.first_name}}); a contract is made from one for a person (and, for a policy, a vehicle
// or assets), keeps the template's HTML as it was, and is filled in when shown, signed or printed.

/** The template types: 'asset_policy' is the spec's; a vehicle policy and an employment contract are its other uses. */
export const CONTRACT_TEMPLATE_TYPES = ['employment_contract', 'car_policy', 'asset_policy', 'other'] as const;
export type ContractTemplateType = (typeof CONTRACT_TEMPLATE_TYPES)[number];
export const TEMPLATE_TYPE_LABELS: Record<ContractTemplateType, string> = {
  employment_contract: 'Employment contract',
  car_policy: 'Vehicle policy',
  asset_policy: 'Asset policy',
  other: 'Other document',
};

/** addToEmployee's file_type: a contract written from a template, or one that is an uploaded PDF. */
export const CONTRACT_FILE_TYPES = ['html', 'pdf'] as const;
export type ContractFileType = (typeof CONTRACT_FILE_TYPES)[number];

/** Section 4 names no statuses: a contract is prepared (draft), sent for signing (sent), then signed by everyone asked. */
export const CONTRACT_STATUSES = ['draft', 'sent', 'signed'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = { draft: 'Draft', sent: 'Waiting for signatures', signed: 'Signed' };

export const SIGNER_ROLES = ['employee', 'internal', 'second_internal'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = { employee: 'Employee', internal: 'Internal signer', second_internal: 'Second internal signer' };

/** Built in (drawn on this app's pages) or the configured e-signature provider. */
export const SIGNING_METHODS = ['built_in', 'provider'] as const;
export type SigningMethod = (typeof SIGNING_METHODS)[number];

/** preferred_email_address_type of sendToEmployee. */
export const EMAIL_ADDRESS_TYPES = ['work', 'private'] as const;

/** What a policy covers: a contract's related_object. */
export const POLICY_OBJECTS = ['car', 'asset'] as const;
export type PolicyObject = (typeof POLICY_OBJECTS)[number];
/** The template type each policy takes (fleet-and-assets.md: a vehicle contract template; asset_policy for assets). */
export const POLICY_TEMPLATE_TYPE: Record<PolicyObject, ContractTemplateType> = { car: 'car_policy', asset: 'asset_policy' };

export const TEMPLATE_NAME_MAX_LENGTH = 200;
export const CONTRACT_NAME_MAX_LENGTH = 200;
export const TEMPLATE_CATEGORY_MAX_LENGTH = 100;
export const TEMPLATE_TAGS_MAX = 20;
export const TEMPLATE_TAG_MAX_LENGTH = 40;
/** A contract of 100 pages is about 300,000 characters of HTML. */
export const CONTENT_HTML_MAX_LENGTH = 500_000;
export const SHORTCODE_VALUE_MAX_LENGTH = 1000;
export const OPTIONAL_MESSAGE_MAX_LENGTH = 2000;
export const SIGNER_NAME_MAX_LENGTH = 200;
/** A drawn signature as a PNG data URL; a phone's canvas at 3× is well under this. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/**
 * A drawn signature's size in pixels: the pad is its box (at most about 830 × 180 CSS pixels on
 * the signing page, 360 × 180 on a phone) times the screen's density (3 on a phone, 2 on most
 * desktops), and the pad lowers that density to stay within it. Checked before the image is decoded.
 */
export const SIGNATURE_MAX_PIXELS = { width: 2000, height: 1000 } as const;
export const PDF_MAX_BYTES = 15 * 1024 * 1024;
/** What an uploaded PDF's object streams (its packed dictionaries, unpacked to read the file) may unpack to: a long contract's are well under 1 MB. */
export const PDF_UNPACKED_MAX_BYTES = 32 * 1024 * 1024;
export const WORD_MAX_BYTES = 10 * 1024 * 1024;
/** What a .docx may hold once unzipped (its XML and pictures): a long contract is a few MB. */
export const WORD_UNZIPPED_MAX_BYTES = 40 * 1024 * 1024;
/** Base64 of `bytes`, and a margin for the rest of a JSON body: a route's bodyLimit and its schema's max. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
export const WORD_BODY_LIMIT = base64Length(WORD_MAX_BYTES) + 1024;
/** The signing link an employee gets stays valid this long and works once. */
export const SIGNING_LINK_DAYS = 14;
/** A signing link in a mail's text: …/sign/{token} (the token: base64url claims, a dot, base64url MAC). */
export const SIGNING_LINK_IN_TEXT = /\S+\/sign\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
export const LIBRARY_PAGE_SIZE = 50;

const flag = z.union([z.literal(0), z.literal(1)]);
const flagInput = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1);

export const signerSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  signed_at: z.string().nullable(),
  /** The name the signer typed under the drawing. */
  signed_name: z.string().nullable(),
});
export type Signer = z.infer<typeof signerSchema>;

/** A row of GET /api/contract_template/list and of the mirror. */
export const contractTemplateItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CONTRACT_TEMPLATE_TYPES),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  /** Company templates are never partner ones: those are the public library's. */
  isPartner: flag,
  content_html: z.string(),
  internal_signature_required: flag,
  internal_signer_user_id: z.string().nullable(),
  second_internal_signer_user_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type ContractTemplateItem = z.infer<typeof contractTemplateItemSchema>;

/** A row of GET /api/contract/list and of the mirror. */
export const contractItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The person the contract is for (a pool vehicle's policy has none). */
  employee_id: z.string().nullable(),
  template_id: z.string().nullable(),
  public_library_contract_template_id: z.string().nullable(),
  template_type: z.enum(CONTRACT_TEMPLATE_TYPES),
  file_type: z.enum(CONTRACT_FILE_TYPES),
  /** The template's HTML as the contract was made (placeholders unfilled), or as edited since. */
  content_html: z.string(),
  related_object: z.enum(POLICY_OBJECTS).nullable(),
  related_object_ids: z.array(z.string()),
  status: z.enum(CONTRACT_STATUSES),
  pdf_internal_signature_required: flag,
  pdf_employee_signature_required: flag,
  internal_signer_user_id: z.string().nullable(),
  second_internal_signer_user_id: z.string().nullable(),
  signing_method: z.enum(SIGNING_METHODS),
  signers: z.array(signerSchema),
  /** The filled-in text as it was at the first signature: what everyone signs (null before). */
  signed_html: z.string().nullable(),
  /** Custom placeholders' values, by name without the 'custom.' prefix. */
  shortcode_values: z.record(z.string(), z.string()),
  /** A PDF-based contract's file is uploaded. */
  has_pdf: flag,
  sent_at: z.string().nullable(),
  deleted: flag,
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

export const templateName = textInput(TEMPLATE_NAME_MAX_LENGTH).min(1, m.enterName);
export const contractName = textInput(CONTRACT_NAME_MAX_LENGTH).min(1, m.enterName);
const contentHtml = rawTextInput(CONTENT_HTML_MAX_LENGTH, `A contract holds at most ${CONTENT_HTML_MAX_LENGTH.toLocaleString('en')} characters.`);
const templateType = z.enum(CONTRACT_TEMPLATE_TYPES, { error: m.badTemplateType });
const userId = z.uuid({ error: m.signerNotFound }).nullable().optional();

export const templateAddBodySchema = z.object({ id: z.uuid().optional(), name: templateName, type: templateType });
export type TemplateAddBody = z.infer<typeof templateAddBodySchema>;

export const TEMPLATE_EDIT_FIELDS = ['name', 'content_html', 'category', 'tags'] as const;
export const templateEditBodySchema = z.object({
  template_id: z.uuid(),
  name: templateName.optional(),
  content_html: contentHtml.optional(),
  category: textInput(TEMPLATE_CATEGORY_MAX_LENGTH).nullable().optional(),
  tags: z.array(textInput(TEMPLATE_TAG_MAX_LENGTH).min(1)).max(TEMPLATE_TAGS_MAX).optional(),
  base: editBaseSchema,
});
export type TemplateEditBody = z.infer<typeof templateEditBodySchema>;

export const templateIdBodySchema = z.object({ template_id: z.uuid() });

export const signatureRequirementsBodySchema = z.object({
  template_id: z.uuid(),
  internal_signature_required: flagInput,
  internal_signer_user_id: userId,
  second_internal_signer_user_id: userId,
});
export type SignatureRequirementsBody = z.infer<typeof signatureRequirementsBodySchema>;

export const contractIdBodySchema = z.object({ contract_id: z.uuid() });
export const contractEditBodySchema = z.object({ contract_id: z.uuid(), content_html: contentHtml, base: editBaseSchema });
export type ContractEditBody = z.infer<typeof contractEditBodySchema>;
export const contractEditNameBodySchema = z.object({ contract_id: z.uuid(), contract_name: contractName, base: editBaseSchema });
export type ContractEditNameBody = z.infer<typeof contractEditNameBodySchema>;

const sourceTemplate = {
  contract_template_id: z.uuid({ error: m.selectTemplate }).optional(),
  public_library_contract_template_id: z.uuid({ error: m.selectTemplate }).optional(),
};
const oneTemplate = (b: { contract_template_id?: string; public_library_contract_template_id?: string }) =>
  (b.contract_template_id === undefined) !== (b.public_library_contract_template_id === undefined);

export const addToEmployeeBodySchema = z
  .object({
    id: z.uuid().optional(),
    employee_id: z.uuid({ error: m.selectPerson }),
    file_type: z.enum(CONTRACT_FILE_TYPES).default('html'),
    contract_name: contractName,
    // Left out: the template's own requirement (its internal signers come with it).
    pdf_internal_signature_required: flagInput.optional(),
    pdf_employee_signature_required: flagInput.default(1),
    additional_contract_template_info_id: z.uuid().nullable().optional(),
    ...sourceTemplate,
  })
  .refine(oneTemplate, { message: m.selectTemplate, path: ['contract_template_id'] });
export type AddToEmployeeBody = z.infer<typeof addToEmployeeBodySchema>;

/** POST /api/cars/addCarPolicy {car_id, template id, isPartner}. */
export const carPolicyBodySchema = z
  .object({ id: z.uuid().optional(), car_id: z.uuid(), isPartner: flagInput.optional(), ...sourceTemplate })
  .refine(oneTemplate, { message: m.selectTemplate, path: ['contract_template_id'] });
export type CarPolicyBody = z.infer<typeof carPolicyBodySchema>;

/** selected_assets: a comma list of ids (fleet-and-assets.md section 7), or an array. */
const selectedAssets = z
  .union([z.string(), z.array(z.string())], { error: m.selectAsset })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.uuid({ error: m.selectAsset }))
      .min(1, m.selectAsset)
      .max(500),
  );

/** POST /api/assets/addAssetPolicy {selected_assets, employee_id, template id, isPartner}. */
export const assetPolicyBodySchema = z
  .object({
    id: z.uuid().optional(),
    selected_assets: selectedAssets,
    employee_id: z.uuid().nullable().optional(),
    isPartner: flagInput.optional(),
    ...sourceTemplate,
  })
  .refine(oneTemplate, { message: m.selectTemplate, path: ['contract_template_id'] });
export type AssetPolicyBody = z.infer<typeof assetPolicyBodySchema>;

/** What addCarPolicy and addAssetPolicy answer besides the row. */
export interface PolicyAnswer {
  contract_id_inserted: string;
  count_inserted?: number;
}

export const SHORTCODE_NAME = /^[a-z][a-z0-9_]{0,39}$/;
export const shortcodeValueBodySchema = z.object({
  contract_id: z.uuid(),
  // 'custom.notice_period' or 'notice_period': stored without the prefix; a built-in one takes no value.
  shortcode: z
    .string()
    .trim()
    .max(60, m.invalidShortcode)
    .transform((s) => (s.startsWith('custom.') ? s.slice('custom.'.length) : s))
    .refine((s) => !s.includes('.'), m.shortcodeNotCustom)
    .pipe(z.string().regex(SHORTCODE_NAME, m.invalidShortcode)),
  value: textInput(SHORTCODE_VALUE_MAX_LENGTH),
});
export type ShortcodeValueBody = z.infer<typeof shortcodeValueBodySchema>;

const signerInput = z.object({
  role: z.enum(SIGNER_ROLES),
  user_id: z.uuid().nullable().optional(),
});
export const setSigningMethodBodySchema = z.object({
  contract_id: z.uuid(),
  signing_method: z.enum(SIGNING_METHODS).optional(),
  signers: z.array(signerInput).max(3),
});
export type SetSigningMethodBody = z.infer<typeof setSigningMethodBodySchema>;

export const sendToEmployeeBodySchema = z.object({
  contract_id: z.uuid(),
  optional_message: textInput(OPTIONAL_MESSAGE_MAX_LENGTH).optional().default(''),
  preferred_email_address_type: z.enum(EMAIL_ADDRESS_TYPES).optional().default('work'),
  signers: z.array(signerInput).max(3).optional(),
});
export type SendToEmployeeBody = z.infer<typeof sendToEmployeeBodySchema>;

const pngDataUrl = z
  .string()
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, m.invalidSignature)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, m.invalidSignature);

export const signInternallyBodySchema = z.object({
  contract_id: z.uuid(),
  name: textInput(SIGNER_NAME_MAX_LENGTH).min(1, m.enterName),
  base64_signature: pngDataUrl,
  is_second_signer: flagInput.optional().default(0),
});

/** The employee's signature through the signing link: the token says who and what. */
export const signByLinkBodySchema = z.object({ name: signInternallyBodySchema.shape.name, base64_signature: pngDataUrl });

export const uploadPdfBodySchema = z.object({
  contract_id: z.uuid(),
  base64_pdf: z.string().max(Math.ceil((PDF_MAX_BYTES * 4) / 3) + 64, `A PDF holds at most ${PDF_MAX_BYTES / 1024 / 1024} MB.`),
});

export const wordToHtmlBodySchema = z.object({
  base64_word_file: z.string().min(1, m.wordConversionFailed).max(base64Length(WORD_MAX_BYTES), m.wordTooLarge(WORD_MAX_BYTES)),
  extension: z.string().max(10),
});

export const previewBodySchema = z.object({
  template_id: z.uuid().optional(),
  content_html: contentHtml,
  additionalContractTemplateInfoId: z.uuid().nullable().optional(),
});

export const reassignBodySchema = z.object({ from_user_id: z.uuid(), to_user_id: z.uuid() });

export const libraryQuerySchema = z.object({ keyword: searchInput(), type: z.enum(CONTRACT_TEMPLATE_TYPES).optional() });

/** A template of the public (partner) library: getResellerContractTemplates' data, with partner_name. */
export interface LibraryTemplate {
  id: string;
  name: string;
  type: ContractTemplateType;
  category: string | null;
  partner_name: string;
  isPartner: 1;
  content_html: string;
}

/** A user who can sign for the company. */
export interface InternalSigner {
  user_id: string;
  name: string;
  email: string;
}

/** GET /api/sign/{token}: what the employee reads before signing through their link. */
export interface SigningPageAnswer {
  contract_name: string;
  company_name: string;
  signer_name: string;
  already_signed: boolean;
  file_type: ContractFileType;
  contract_html: string | null;
  /** The employee has signed: her copy is at GET /api/sign/{token}/pdf while the link lasts. */
  signed_copy: boolean;
  /** When the link stops opening the page and the copy. */
  expires_at: string;
}

/**
 * Where a mail stands: waiting to be sent (or passed on by hand), refused by the mail server, sent;
 * for a signing mail, then what became of its link: the person signed through it, the contract is
 * signed, a newer mail replaced it, or it expired unused.
 */
export const MAIL_STATUSES = ['waiting', 'refused', 'sent', 'signed_by_person', 'contract_signed', 'replaced', 'expired'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A mail of GET /api/mail/outbox. */
export interface OutboxMail {
  status: MailStatus;
  /** The link in it to pass on by hand: only while the mail is not sent (and a signing link still signs). */
  link: string | null;
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  related_contract_id: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}
