import { and, eq } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractTemplateItem, SignatureRequirementsBody, TemplateAddBody, TemplateEditBody } from '../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { contractTemplates } from '../db/schema/contracts';
import { badRequest, HttpError, notFound } from '../http/errors';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { companySigner, getTemplate, idTaken, savedTemplate } from './contracts.repo';
import { sanitizeContractHtml } from './sanitize-contract-html';

// POST /api/contract_template/add, /edit, /editSignatureRequirements and /delete
// (software-contracts-push.md section 7). The HTML is sanitized before it is stored.

export async function addTemplate(tx: Db, write: WriteInfo, body: TemplateAddBody): Promise<WriteAnswer<ContractTemplateItem> & { id: string }> {
  const { viewer } = write;
  const id = body.id ?? uuidv7();
  if (await idTaken(tx, contractTemplates, id)) throw new HttpError(409, 'conflict', m.templateIdTaken, { id: m.templateIdTaken });
  await tx
    .insert(contractTemplates)
    .values({ id, company_id: viewer.company.id, name: body.name, type: body.type, owner_user_id: viewer.user.id, updated_by: viewer.user.id });
  return { id, data: await savedTemplate(tx, viewer.company.id, id) };
}

async function templateOf(tx: Db, write: WriteInfo, id: string) {
  const found = await getTemplate(tx, write.viewer.company.id, id);
  if (!found) throw notFound(m.templateNotFound);
  return found;
}

// Tags compare as their list; the HTML and names as text.
const TEMPLATE_EDIT: EditFields = { editable: new Set(['name', 'content_html', 'category']), kindOf: () => 'text' };

export async function editTemplate(tx: Db, write: WriteInfo, body: TemplateEditBody): Promise<WriteAnswer<ContractTemplateItem>> {
  const { viewer } = write;
  const { template, changedBy } = await templateOf(tx, write, body.template_id);
  const { tags: _tags, ...base } = body.base ?? {};
  if (staleFields(TEMPLATE_EDIT, template, base).length > 0)
    throw new ConflictError(messages.sync.conflict(template.name, changedBy.name), template, changedBy);
  await tx
    .update(contractTemplates)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.content_html !== undefined ? { content_html: sanitizeContractHtml(body.content_html) } : {}),
      ...(body.category !== undefined ? { category: body.category || null } : {}),
      ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
      updated_by: viewer.user.id,
    })
    .where(and(eq(contractTemplates.company_id, viewer.company.id), eq(contractTemplates.id, template.id)));
  return { data: await savedTemplate(tx, viewer.company.id, template.id) };
}

async function signerOf(tx: Db, companyId: string, id: string | null | undefined, field: string): Promise<string | null> {
  if (!id) return null;
  return (await companySigner(tx, companyId, id, field)).user_id;
}

export async function editSignatureRequirements(tx: Db, write: WriteInfo, body: SignatureRequirementsBody): Promise<WriteAnswer<ContractTemplateItem>> {
  const companyId = write.viewer.company.id;
  const { template } = await templateOf(tx, write, body.template_id);
  const required = body.internal_signature_required === 1;
  const first = required ? await signerOf(tx, companyId, body.internal_signer_user_id, 'internal_signer_user_id') : null;
  const second = required ? await signerOf(tx, companyId, body.second_internal_signer_user_id, 'second_internal_signer_user_id') : null;
  if (second && !first) throw badRequest(m.signerNotFound, { internal_signer_user_id: m.signerNotFound });
  if (second && second === first) throw badRequest(m.sameUser, { second_internal_signer_user_id: m.sameUser });
  await tx
    .update(contractTemplates)
    .set({
      internal_signature_required: required ? 1 : 0,
      internal_signer_user_id: first,
      second_internal_signer_user_id: second,
      updated_by: write.viewer.user.id,
    })
    .where(and(eq(contractTemplates.company_id, companyId), eq(contractTemplates.id, template.id)));
  return { data: await savedTemplate(tx, companyId, template.id) };
}

/** The contracts made from it keep their own copy of its HTML. */
export async function deleteTemplate(tx: Db, write: WriteInfo, id: string): Promise<WriteAnswer<{ id: string }>> {
  const { template } = await templateOf(tx, write, id);
  await tx.delete(contractTemplates).where(and(eq(contractTemplates.company_id, write.viewer.company.id), eq(contractTemplates.id, template.id)));
  return { data: { id: template.id } };
}
