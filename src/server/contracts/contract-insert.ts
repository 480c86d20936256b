import { eq } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractFileType, ContractItem, ContractTemplateType, PolicyObject } from '../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../shared/ids';
import { recordActivities, type ActivityEvent } from '../activity/record-activity';
import type { Db } from '../db/database';
import { contractLibraryTemplates, contracts } from '../db/schema/contracts';
import { badRequest, HttpError, notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import type { WriteInfo } from '../sync/run-write';
import { getTemplate, idTaken, savedContract } from './contracts.repo';

// Making a contract from a template (addToEmployee, addCarPolicy, addAssetPolicy): the template's
// HTML is copied as it is now (it was sanitized when saved), with its signature requirements.

export interface TemplateSource {
  template_id: string | null;
  public_library_contract_template_id: string | null;
  name: string;
  type: ContractTemplateType;
  content_html: string;
  internal_signer_user_id: string | null;
  second_internal_signer_user_id: string | null;
  internal_signature_required: 0 | 1;
}

/** The company template or the library template the body names, of the expected type if one is given. */
export async function templateSource(
  tx: Db,
  companyId: string,
  body: { contract_template_id?: string; public_library_contract_template_id?: string },
  expectedType?: ContractTemplateType,
  expectedLabel?: string,
): Promise<TemplateSource> {
  let source: TemplateSource;
  if (body.contract_template_id) {
    const found = await getTemplate(tx, companyId, body.contract_template_id);
    if (!found) throw badRequest(m.templateNotFound, { contract_template_id: m.templateNotFound });
    const t = found.template;
    source = { ...t, template_id: t.id, public_library_contract_template_id: null };
  } else if (body.public_library_contract_template_id) {
    const [t] = await tx.select().from(contractLibraryTemplates).where(eq(contractLibraryTemplates.id, body.public_library_contract_template_id));
    if (!t) throw badRequest(m.libraryTemplateNotFound, { public_library_contract_template_id: m.libraryTemplateNotFound });
    source = {
      template_id: null,
      public_library_contract_template_id: t.id,
      name: t.name,
      type: t.type,
      content_html: t.content_html,
      internal_signer_user_id: null,
      second_internal_signer_user_id: null,
      internal_signature_required: 0,
    };
  } else throw badRequest(m.selectTemplate, { contract_template_id: m.selectTemplate });
  if (expectedType && source.type !== expectedType) {
    const message = m.wrongTemplateType(expectedLabel ?? expectedType);
    throw badRequest(message, { contract_template_id: message });
  }
  return source;
}

export interface NewContract {
  id?: string;
  name: string;
  employee_id: string | null;
  source: TemplateSource;
  file_type: ContractFileType;
  pdf_internal_signature_required?: 0 | 1;
  pdf_employee_signature_required?: 0 | 1;
  related_object: PolicyObject | null;
  related_object_ids: string[];
}

/** Inserts the contract and records contract_added on its person and on the policy's objects. */
export async function insertContract(tx: Db, write: WriteInfo, c: NewContract): Promise<ContractItem> {
  const { viewer } = write;
  const id = c.id ?? uuidv7();
  if (await idTaken(tx, contracts, id)) throw new HttpError(409, 'conflict', m.contractIdTaken, { id: m.contractIdTaken });
  const internal = c.pdf_internal_signature_required ?? c.source.internal_signature_required;
  await tx.insert(contracts).values({
    id,
    company_id: viewer.company.id,
    name: c.name,
    employee_id: c.employee_id,
    template_id: c.source.template_id,
    public_library_contract_template_id: c.source.public_library_contract_template_id,
    template_type: c.source.type,
    file_type: c.file_type,
    content_html: c.file_type === 'pdf' ? '' : c.source.content_html,
    related_object: c.related_object,
    related_object_ids: c.related_object_ids,
    pdf_internal_signature_required: internal,
    pdf_employee_signature_required: c.pdf_employee_signature_required ?? (c.employee_id ? 1 : 0),
    internal_signer_user_id: internal ? c.source.internal_signer_user_id : null,
    second_internal_signer_user_id: internal ? c.source.second_internal_signer_user_id : null,
    owner_user_id: viewer.user.id,
    updated_by: viewer.user.id,
  });
  const saved = await savedContract(tx, peopleScope(viewer), id);
  const info = {
    contract_id: id,
    contract_name: saved.name,
    template_type: saved.template_type,
    related_object: c.related_object,
    related_object_ids: c.related_object_ids,
  };
  await recordActivities(
    tx,
    write,
    [...contractSubjects(saved)].map((s) => ({ ...s, event_type: 'contract_added', event_info_json: info })),
  );
  return saved;
}

/** The objects a contract's activity is recorded on: its person, and its policy's vehicle or assets. */
export function contractSubjects(
  c: Pick<ContractItem, 'employee_id' | 'related_object' | 'related_object_ids'>,
): Pick<ActivityEvent, 'related_object' | 'related_object_id'>[] {
  const subjects: Pick<ActivityEvent, 'related_object' | 'related_object_id'>[] = [];
  if (c.employee_id) subjects.push({ related_object: 'employee', related_object_id: c.employee_id });
  for (const objectId of c.related_object_ids) if (c.related_object) subjects.push({ related_object: c.related_object, related_object_id: objectId });
  return subjects;
}

export const contractNotFound = () => notFound(m.contractNotFound);
