import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { contractsMessages } from './contracts.messages';
import {
  CONTRACT_TEMPLATE_TYPES,
  POLICY_OBJECTS,
  TEMPLATE_EDIT_FIELDS,
  addToEmployeeBodySchema,
  assetPolicyBodySchema,
  carPolicyBodySchema,
  contractEditBodySchema,
  contractEditNameBodySchema,
  contractIdBodySchema,
  setSigningMethodBodySchema,
  shortcodeValueBodySchema,
  signatureRequirementsBodySchema,
  templateAddBodySchema,
  templateEditBodySchema,
  templateIdBodySchema,
  type ContractItem,
  type ContractTemplateItem,
  type Signer,
} from './contracts.schema';

// The contracts area's writes, replayed by the outbox as the documented calls. A contract made on
// the device (addToEmployee, a policy) carries, beside the call's body, what the device knew of
// its template (`draft`): the new row shows at once, filled from the device's mirrors, and the
// server makes the real one from its own copy of the template.

const now = () => new Date().toISOString();
const describeTemplate = (t: Pick<ContractTemplateItem, 'name'> | null, id: string) => (t ? t.name : `Template ${id.slice(0, 8)}`);
const describeContract = (c: Pick<ContractItem, 'name'> | null, id: string) => (c ? c.name : `Contract ${id.slice(0, 8)}`);

/** POST /api/contract_template/add {name, type}: /settings/contracts/templates/new?type=. */
export const templateAdd = defineMutation({
  name: 'contractTemplate.add',
  title: 'Add contract template',
  args: templateAddBodySchema.extend({ id: z.uuid() }),
  table: 'contract_templates',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/contract_template/add',
  body: templateAddBodySchema,
  apply: (_row: ContractTemplateItem | null, a): ContractTemplateItem => ({
    id: a.id,
    name: a.name,
    type: a.type,
    category: null,
    tags: [],
    isPartner: 0,
    content_html: '',
    internal_signature_required: 0,
    internal_signer_user_id: null,
    second_internal_signer_user_id: null,
    created_at: now(),
    updated_at: now(),
    version: 0,
  }),
  describe: (_row, a) => a.name,
});

/** POST /api/contract_template/edit {template_id, name, content_html} (and its category and tags). */
export const templateEdit = defineMutation({
  name: 'contractTemplate.edit',
  title: 'Edit contract template',
  args: templateEditBodySchema.omit({ base: true }),
  table: 'contract_templates',
  entityId: (a) => a.template_id,
  changedFields: (a) => TEMPLATE_EDIT_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/contract_template/edit',
  body: templateEditBodySchema,
  apply: (row: ContractTemplateItem | null, a) =>
    row
      ? {
          ...row,
          name: a.name ?? row.name,
          content_html: a.content_html ?? row.content_html,
          category: a.category === undefined ? row.category : a.category,
          tags: a.tags ?? row.tags,
          updated_at: now(),
        }
      : null,
  describe: (row, a) => describeTemplate(row, a.template_id),
});

/** POST /api/contract_template/editSignatureRequirements. */
export const templateSignatureRequirements = defineMutation({
  name: 'contractTemplate.editSignatureRequirements',
  title: 'Edit signature requirements',
  args: signatureRequirementsBodySchema,
  table: 'contract_templates',
  entityId: (a) => a.template_id,
  method: 'POST',
  path: '/api/contract_template/editSignatureRequirements',
  body: signatureRequirementsBodySchema,
  apply: (row: ContractTemplateItem | null, a) =>
    row
      ? {
          ...row,
          internal_signature_required: a.internal_signature_required,
          internal_signer_user_id: a.internal_signature_required ? (a.internal_signer_user_id ?? null) : null,
          second_internal_signer_user_id: a.internal_signature_required ? (a.second_internal_signer_user_id ?? null) : null,
          updated_at: now(),
        }
      : null,
  describe: (row, a) => describeTemplate(row, a.template_id),
});

/** POST /api/contract_template/delete {template_id}: the contracts made from it stay. */
export const templateDelete = defineMutation({
  name: 'contractTemplate.delete',
  title: 'Delete contract template',
  args: templateIdBodySchema,
  table: 'contract_templates',
  entityId: (a) => a.template_id,
  method: 'POST',
  path: '/api/contract_template/delete',
  body: templateIdBodySchema,
  apply: (_row: ContractTemplateItem | null) => null,
  describe: (row, a) => describeTemplate(row, a.template_id),
});

/** What the device knew when it made a contract: the template's HTML and type, for the row it shows until the server's arrives. */
const draftSchema = z.object({
  name: z.string(),
  content_html: z.string(),
  template_type: z.enum(CONTRACT_TEMPLATE_TYPES),
  employee_id: z.string().nullable(),
  related_object: z.enum(POLICY_OBJECTS).nullable(),
  related_object_ids: z.array(z.string()),
  internal_signer_user_id: z.string().nullable(),
  second_internal_signer_user_id: z.string().nullable(),
  pdf_internal_signature_required: z.union([z.literal(0), z.literal(1)]),
  pdf_employee_signature_required: z.union([z.literal(0), z.literal(1)]),
  file_type: z.enum(['html', 'pdf']),
  contract_template_id: z.string().nullable(),
  public_library_contract_template_id: z.string().nullable(),
});
type Draft = z.infer<typeof draftSchema>;

const draftRow = (id: string, d: Draft): ContractItem => ({
  id,
  name: d.name,
  employee_id: d.employee_id,
  template_id: d.contract_template_id,
  public_library_contract_template_id: d.public_library_contract_template_id,
  template_type: d.template_type,
  file_type: d.file_type,
  content_html: d.file_type === 'pdf' ? '' : d.content_html,
  related_object: d.related_object,
  related_object_ids: d.related_object_ids,
  status: 'draft',
  pdf_internal_signature_required: d.pdf_internal_signature_required,
  pdf_employee_signature_required: d.pdf_employee_signature_required,
  internal_signer_user_id: d.internal_signer_user_id,
  second_internal_signer_user_id: d.second_internal_signer_user_id,
  signing_method: 'built_in',
  signers: [],
  signed_html: null,
  shortcode_values: {},
  has_pdf: 0,
  sent_at: null,
  deleted: 0,
  created_at: now(),
  updated_at: now(),
  version: 0,
});

const withoutDraft = <A extends { draft: Draft }>({ draft: _draft, ...body }: A) => body;

/** POST /api/contracts/addToEmployee: a contract for a person, from a company or a library template. */
export const contractAdd = defineMutation({
  name: 'contract.addToEmployee',
  title: 'Add contract',
  args: addToEmployeeBodySchema.and(z.object({ id: z.uuid(), draft: draftSchema })),
  table: 'contracts',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/contracts/addToEmployee',
  body: addToEmployeeBodySchema,
  bodyOf: (a) => withoutDraft(a),
  apply: (_row: ContractItem | null, a) => draftRow(a.id, a.draft),
  describe: (_row, a) => a.contract_name,
});

/** POST /api/cars/addCarPolicy {car_id, template id}: answers contract_id_inserted. */
export const carPolicyAdd = defineMutation({
  name: 'contract.addCarPolicy',
  title: 'Add vehicle policy',
  args: carPolicyBodySchema.and(z.object({ id: z.uuid(), draft: draftSchema })),
  table: 'contracts',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/cars/addCarPolicy',
  body: carPolicyBodySchema,
  bodyOf: (a) => withoutDraft(a),
  apply: (_row: ContractItem | null, a) => draftRow(a.id, a.draft),
  describe: (_row, a) => a.draft.name,
  refusedTitle: 'Could not add the vehicle policy',
});

/** POST /api/assets/addAssetPolicy {selected_assets, employee_id, template id}: answers contract_id_inserted and count_inserted. */
export const assetPolicyAdd = defineMutation({
  name: 'contract.addAssetPolicy',
  title: 'Add asset policy',
  args: assetPolicyBodySchema.and(z.object({ id: z.uuid(), draft: draftSchema })),
  table: 'contracts',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/assets/addAssetPolicy',
  body: assetPolicyBodySchema,
  bodyOf: (a) => withoutDraft(a),
  apply: (_row: ContractItem | null, a) => draftRow(a.id, a.draft),
  describe: (_row, a) => a.draft.name,
  refusedTitle: 'Could not add the asset policy',
});

/** POST /api/contracts/edit {contract_id, content_html}. */
export const contractEdit = defineMutation({
  name: 'contract.edit',
  title: 'Edit contract',
  args: contractEditBodySchema.omit({ base: true }),
  table: 'contracts',
  entityId: (a) => a.contract_id,
  changedFields: () => ['content_html'],
  method: 'POST',
  path: '/api/contracts/edit',
  body: contractEditBodySchema,
  apply: (row: ContractItem | null, a) => (row ? { ...row, content_html: a.content_html, updated_at: now() } : null),
  describe: (row, a) => describeContract(row, a.contract_id),
});

/** POST /api/contracts/editName {contract_id, contract_name}. */
export const contractEditName = defineMutation({
  name: 'contract.editName',
  title: 'Rename contract',
  args: contractEditNameBodySchema.omit({ base: true }),
  table: 'contracts',
  entityId: (a) => a.contract_id,
  changedFields: () => ['name'],
  method: 'POST',
  path: '/api/contracts/editName',
  body: contractEditNameBodySchema,
  bodyOf: (a, base) => ({ contract_id: a.contract_id, contract_name: a.contract_name, ...(base ? { base } : {}) }),
  apply: (row: ContractItem | null, a) => (row ? { ...row, name: a.contract_name, updated_at: now() } : null),
  describe: (row, a) => describeContract(row, a.contract_id),
});

const flagDeleted = (deleted: 0 | 1) => (row: ContractItem | null) => (row ? { ...row, deleted, updated_at: now() } : null);

/** POST /api/contracts/delete {contract_id}: kept, marked deleted, and can be undeleted. */
export const contractDelete = defineMutation({
  name: 'contract.delete',
  title: 'Delete contract',
  args: contractIdBodySchema,
  table: 'contracts',
  entityId: (a) => a.contract_id,
  method: 'POST',
  path: '/api/contracts/delete',
  body: contractIdBodySchema,
  apply: flagDeleted(1),
  describe: (row, a) => describeContract(row, a.contract_id),
});

export const contractUndelete = defineMutation({
  name: 'contract.undelete',
  title: 'Restore contract',
  args: contractIdBodySchema,
  table: 'contracts',
  entityId: (a) => a.contract_id,
  method: 'POST',
  path: '/api/contracts/undelete',
  body: contractIdBodySchema,
  apply: flagDeleted(0),
  describe: (row, a) => describeContract(row, a.contract_id),
});

/** POST /api/contracts/hardDelete {contract_id}: gone, with its signatures and file. */
export const contractHardDelete = defineMutation({
  name: 'contract.hardDelete',
  title: 'Delete contract for good',
  args: contractIdBodySchema,
  table: 'contracts',
  entityId: (a) => a.contract_id,
  method: 'POST',
  path: '/api/contracts/hardDelete',
  body: contractIdBodySchema,
  apply: (_row: ContractItem | null) => null,
  describe: (row, a) => describeContract(row, a.contract_id),
});

/** POST /api/contracts/shortcodes/setCustomShortcodeValue {contract_id, shortcode, value}: shortcode 'custom.x' or 'x'. */
export const contractShortcodeValue = defineMutation({
  name: 'contract.setCustomShortcodeValue',
  title: 'Fill in a placeholder',
  args: shortcodeValueBodySchema,
  table: 'contracts',
  entityId: (a) => a.contract_id,
  method: 'POST',
  path: '/api/contracts/shortcodes/setCustomShortcodeValue',
  body: shortcodeValueBodySchema,
  apply: (row: ContractItem | null, a) => {
    if (!row) return null;
    const values = { ...row.shortcode_values };
    if (a.value === '') delete values[a.shortcode];
    else values[a.shortcode] = a.value;
    return { ...row, shortcode_values: values, updated_at: now() };
  },
  describe: (row, a) => describeContract(row, a.contract_id),
  refusedTitle: contractsMessages.shortcodeUnknown,
});

/** POST /api/contracts/setSigningMethod {contract_id, signers}: who signs, before sending. The server names them. */
export const contractSigningMethod = defineMutation({
  name: 'contract.setSigningMethod',
  title: 'Set signers',
  args: setSigningMethodBodySchema,
  table: 'contracts',
  entityId: (a) => a.contract_id,
  method: 'POST',
  path: '/api/contracts/setSigningMethod',
  body: setSigningMethodBodySchema,
  apply: (row: ContractItem | null, a) => {
    if (!row) return null;
    const kept = (role: Signer['role']) => row.signers.find((s) => s.role === role);
    const signers: Signer[] = a.signers.map(
      (s) => kept(s.role) ?? { role: s.role, name: '', email: null, user_id: s.user_id ?? null, employee_id: null, signed_at: null, signed_name: null },
    );
    return { ...row, signing_method: a.signing_method ?? row.signing_method, signers, updated_at: now() };
  },
  describe: (row, a) => describeContract(row, a.contract_id),
});

export const contractsMutations = [
  templateAdd,
  templateEdit,
  templateSignatureRequirements,
  templateDelete,
  contractAdd,
  carPolicyAdd,
  assetPolicyAdd,
  contractEdit,
  contractEditName,
  contractDelete,
  contractUndelete,
  contractHardDelete,
  contractShortcodeValue,
  contractSigningMethod,
] as const;
