import type { ContractFileType, LibraryTemplate, PolicyObject } from '../../../shared/contracts/contracts.schema';
import type { TemplateRow } from './use-templates';

/** The template a contract is made from: one of the company's, or one of the partners' library. */
export type ChosenTemplate = { source: 'company'; template: TemplateRow } | { source: 'library'; template: LibraryTemplate };

/** How the call names it: contract_template_id, or public_library_contract_template_id. */
export const templateRef = (c: ChosenTemplate) =>
  c.source === 'company' ? { contract_template_id: c.template.id } : { public_library_contract_template_id: c.template.id };

/**
 * What the device knew of the template when it made the contract, for the row it shows until the
 * server's arrives (contracts.mutations.ts: `draft`). A library template has no company signers.
 */
export function draftOf(
  c: ChosenTemplate,
  d: { name: string; employeeId: string | null; related: { object: PolicyObject; ids: string[] } | null; fileType?: ContractFileType; employeeSigns?: boolean },
) {
  const company = c.source === 'company' ? c.template : null;
  const internal = company?.internal_signature_required ?? 0;
  return {
    name: d.name,
    content_html: c.template.content_html,
    template_type: c.template.type,
    employee_id: d.employeeId,
    related_object: d.related?.object ?? null,
    related_object_ids: d.related?.ids ?? [],
    internal_signer_user_id: internal ? (company?.internal_signer_user_id ?? null) : null,
    second_internal_signer_user_id: internal ? (company?.second_internal_signer_user_id ?? null) : null,
    pdf_internal_signature_required: internal,
    pdf_employee_signature_required: (d.employeeSigns ?? d.employeeId !== null) ? (1 as const) : (0 as const),
    file_type: d.fileType ?? 'html',
    contract_template_id: company?.id ?? null,
    public_library_contract_template_id: c.source === 'library' ? c.template.id : null,
  };
}
