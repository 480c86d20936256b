import { sql } from 'drizzle-orm';
import type { ContractItem, ContractTemplateItem } from '../../shared/contracts/contracts.schema';
import { contractPdfs, contractTemplates, contracts } from '../db/schema/contracts';

// The select lists of every template and contract answer (lists, details, writes, the pull) and
// their conversion to the mirror's row shapes.

export const templateColumns = {
  id: contractTemplates.id,
  name: contractTemplates.name,
  type: contractTemplates.type,
  category: contractTemplates.category,
  tags: contractTemplates.tags,
  content_html: contractTemplates.content_html,
  internal_signature_required: contractTemplates.internal_signature_required,
  internal_signer_user_id: contractTemplates.internal_signer_user_id,
  second_internal_signer_user_id: contractTemplates.second_internal_signer_user_id,
  created_at: contractTemplates.created_at,
  updated_at: contractTemplates.updated_at,
  version: contractTemplates.version,
};
type RawTemplate = Omit<ContractTemplateItem, 'isPartner' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

export const toTemplateItem = (r: RawTemplate): ContractTemplateItem => ({
  ...r,
  isPartner: 0,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const contractColumns = {
  id: contracts.id,
  name: contracts.name,
  employee_id: contracts.employee_id,
  template_id: contracts.template_id,
  public_library_contract_template_id: contracts.public_library_contract_template_id,
  template_type: contracts.template_type,
  file_type: contracts.file_type,
  content_html: contracts.content_html,
  related_object: contracts.related_object,
  related_object_ids: contracts.related_object_ids,
  status: contracts.status,
  pdf_internal_signature_required: contracts.pdf_internal_signature_required,
  pdf_employee_signature_required: contracts.pdf_employee_signature_required,
  internal_signer_user_id: contracts.internal_signer_user_id,
  second_internal_signer_user_id: contracts.second_internal_signer_user_id,
  signing_method: contracts.signing_method,
  signers: contracts.signers,
  signed_html: contracts.signed_html,
  shortcode_values: contracts.shortcode_values,
  has_pdf: sql<0 | 1>`(case when exists (select 1 from ${contractPdfs} where ${contractPdfs.contract_id} = ${contracts.id}) then 1 else 0 end)::int`,
  sent_at: contracts.sent_at,
  deleted: contracts.deleted,
  created_at: contracts.created_at,
  updated_at: contracts.updated_at,
  version: contracts.version,
};
type RawContract = Omit<ContractItem, 'created_at' | 'updated_at' | 'sent_at'> & { created_at: Date; updated_at: Date; sent_at: Date | null };

export const toContractItem = (r: RawContract): ContractItem => ({
  ...r,
  has_pdf: Number(r.has_pdf) === 1 ? 1 : 0,
  version: Number(r.version),
  sent_at: r.sent_at ? r.sent_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
