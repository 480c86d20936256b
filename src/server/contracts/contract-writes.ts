import { and, eq } from 'drizzle-orm';
import { shortcodesIn } from '../../shared/contracts/contract-placeholders';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type {
  AddToEmployeeBody,
  ContractEditBody,
  ContractEditNameBody,
  ContractItem,
  SetSigningMethodBody,
  ShortcodeValueBody,
  Signer,
} from '../../shared/contracts/contracts.schema';
import { personNotInTeams } from '../../shared/common.messages';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import type { Db } from '../db/database';
import { assetTypes, assets } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import { contracts } from '../db/schema/contracts';
import { badRequest, HttpError } from '../http/errors';
import { policyOf } from '../objects/object-policy';
import { peopleScope, personInScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { contractNotFound, contractSubjects, insertContract, templateSource } from './contract-insert';
import { companySigner, getContract, updateContract } from './contracts.repo';
import { sanitizeContractHtml } from './sanitize-contract-html';

// The contract writes of software-contracts-push.md section 7 that work offline (replayed from the
// outbox): addToEmployee, edit, editName, delete, undelete, hardDelete, setCustomShortcodeValue and
// setSigningMethod. Once a signature is in, the text is what was signed and no longer changes.

export async function addToEmployee(tx: Db, write: WriteInfo, body: AddToEmployeeBody): Promise<WriteAnswer<ContractItem> & { id: string }> {
  const { viewer } = write;
  const person = await personInScope(tx, peopleScope(viewer), body.employee_id);
  if (!person) throw badRequest(personNotInTeams, { employee_id: personNotInTeams });
  const source = await templateSource(tx, viewer.company.id, body);
  const saved = await insertContract(tx, write, {
    id: body.id,
    name: body.contract_name,
    employee_id: person.id,
    source,
    file_type: body.file_type,
    pdf_internal_signature_required: body.pdf_internal_signature_required,
    pdf_employee_signature_required: body.pdf_employee_signature_required,
    related_object: null,
    related_object_ids: [],
  });
  return { id: saved.id, data: saved };
}

export async function contractOf(tx: Db, write: WriteInfo, id: string) {
  const found = await getContract(tx, peopleScope(write.viewer), id);
  if (!found) throw contractNotFound();
  return found;
}

const hasSignatures = (c: ContractItem) => c.signers.some((s) => s.signed_at !== null);

function assertChangeable(c: ContractItem): void {
  if (c.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  if (hasSignatures(c)) throw new HttpError(409, 'conflict', m.signedCannotChange);
}

/** The writer's change to one of their company's contracts. */
export const updateAs = (tx: Db, write: WriteInfo, id: string, values: Partial<typeof contracts.$inferInsert>) =>
  updateContract(tx, { companyId: write.viewer.company.id, userId: write.viewer.user.id }, id, values);

const CONTRACT_EDIT: EditFields = { editable: new Set(['content_html', 'name']), kindOf: () => 'text' };

function checkBase(c: ContractItem, base: Record<string, unknown> | undefined, changedBy: { id: string | null; name: string | null }): void {
  if (base && staleFields(CONTRACT_EDIT, c, base).length > 0) throw new ConflictError(messages.sync.conflict(c.name, changedBy.name), c, changedBy);
}

export async function editContract(tx: Db, write: WriteInfo, body: ContractEditBody): Promise<WriteAnswer<ContractItem>> {
  const { contract, changedBy } = await contractOf(tx, write, body.contract_id);
  assertChangeable(contract);
  if (contract.file_type === 'pdf') throw badRequest(m.pdfBasedHasNoContent, { content_html: m.pdfBasedHasNoContent });
  checkBase(contract, body.base, changedBy);
  return { data: await updateAs(tx, write, contract.id, { content_html: sanitizeContractHtml(body.content_html) }) };
}

export async function editContractName(tx: Db, write: WriteInfo, body: ContractEditNameBody): Promise<WriteAnswer<ContractItem>> {
  const { contract, changedBy } = await contractOf(tx, write, body.contract_id);
  if (contract.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  checkBase(contract, body.base, changedBy);
  if (contract.name === body.contract_name) return { data: contract };
  return { data: await updateAs(tx, write, contract.id, { name: body.contract_name }) };
}

/** A vehicle or asset keeps one policy: a deleted one is not restored over one made since. */
async function assertNoOtherPolicy(tx: Db, companyId: string, c: ContractItem): Promise<void> {
  if (!c.related_object) return;
  for (const objectId of c.related_object_ids) {
    if (!(await policyOf(tx, companyId, c.related_object, objectId))) continue;
    if (c.related_object === 'car') throw new HttpError(409, 'conflict', m.carHasPolicy);
    const [asset] = await tx
      .select({ name: assetTypes.name })
      .from(assets)
      .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
      .where(eq(assets.id, objectId));
    throw new HttpError(409, 'conflict', m.assetHasPolicy(asset?.name ?? 'This asset'));
  }
}

/** Delete and undelete: the same state again writes nothing. */
export async function setDeleted(tx: Db, write: WriteInfo, id: string, deleted: 0 | 1): Promise<WriteAnswer<ContractItem>> {
  const { contract } = await contractOf(tx, write, id);
  if (contract.deleted === deleted) return { data: contract };
  if (deleted === 0) await assertNoOtherPolicy(tx, write.viewer.company.id, contract);
  const saved = await updateAs(tx, write, contract.id, { deleted });
  const info = { contract_id: saved.id, contract_name: saved.name };
  await recordActivities(
    tx,
    write,
    contractSubjects(saved).map((s) => ({ ...s, event_type: deleted ? 'contract_deleted' : 'contract_undeleted', event_info_json: info })),
  );
  return { data: saved };
}

/** Only a deleted contract goes for good, with its signatures and file (ON DELETE CASCADE). */
export async function hardDeleteContract(tx: Db, write: WriteInfo, id: string): Promise<WriteAnswer<{ id: string }>> {
  const { contract } = await contractOf(tx, write, id);
  if (contract.deleted !== 1) throw new HttpError(409, 'conflict', m.deleteFirst);
  await tx.delete(contracts).where(and(eq(contracts.company_id, write.viewer.company.id), eq(contracts.id, contract.id)));
  return { data: { id: contract.id } };
}

export async function setShortcodeValue(tx: Db, write: WriteInfo, body: ShortcodeValueBody): Promise<WriteAnswer<ContractItem>> {
  const { contract } = await contractOf(tx, write, body.contract_id);
  assertChangeable(contract);
  if (!shortcodesIn(contract.content_html).includes(`custom.${body.shortcode}`)) throw badRequest(m.shortcodeUnknown, { shortcode: m.shortcodeUnknown });
  const values = { ...contract.shortcode_values };
  if (body.value === '') delete values[body.shortcode];
  else values[body.shortcode] = body.value;
  return { data: await updateAs(tx, write, contract.id, { shortcode_values: values }) };
}

/** Who signs: the contract's person, and the company's signers by user; the names and addresses are the server's. */
export async function resolveSigners(tx: Db, write: WriteInfo, contract: ContractItem, wanted: SetSigningMethodBody['signers']): Promise<Signer[]> {
  const companyId = write.viewer.company.id;
  const signers: Signer[] = [];
  const roles = new Set<string>();
  for (const s of wanted) {
    if (roles.has(s.role)) continue;
    roles.add(s.role);
    const kept = contract.signers.find((k) => k.role === s.role && k.signed_at !== null);
    if (kept) {
      signers.push(kept);
      continue;
    }
    if (s.role === 'employee') {
      if (!contract.employee_id) throw badRequest(m.selectPerson, { signers: m.selectPerson });
      const [p] = await tx
        .select({ first_name: employees.first_name, last_name: employees.last_name, email: employees.email })
        .from(employees)
        .where(eq(employees.id, contract.employee_id));
      if (!p) throw badRequest(personNotInTeams, { signers: personNotInTeams });
      signers.push({
        role: 'employee',
        name: `${p.first_name} ${p.last_name}`,
        email: p.email,
        user_id: null,
        employee_id: contract.employee_id,
        signed_at: null,
        signed_name: null,
      });
    } else {
      if (!s.user_id) throw badRequest(m.signerNotFound, { signers: m.signerNotFound });
      const user = await companySigner(tx, companyId, s.user_id, 'signers');
      signers.push({ role: s.role, name: user.name, email: user.email, user_id: user.user_id, employee_id: null, signed_at: null, signed_name: null });
    }
  }
  const internal = signers.filter((s) => s.role !== 'employee').map((s) => s.user_id);
  if (new Set(internal).size !== internal.length) throw badRequest(m.sameUser, { signers: m.sameUser });
  return signers;
}

export async function setSigningMethod(tx: Db, write: WriteInfo, body: SetSigningMethodBody): Promise<WriteAnswer<ContractItem>> {
  const { contract } = await contractOf(tx, write, body.contract_id);
  if (contract.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  if (contract.status === 'signed') throw new HttpError(409, 'conflict', m.signedCannotChange);
  const signers = await resolveSigners(tx, write, contract, body.signers);
  return { data: await updateAs(tx, write, contract.id, { signers, signing_method: body.signing_method ?? contract.signing_method }) };
}
