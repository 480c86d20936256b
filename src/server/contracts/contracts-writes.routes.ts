import type { FastifyInstance } from 'fastify';
import {
  assetPolicyAdd,
  carPolicyAdd,
  contractAdd,
  contractDelete,
  contractEdit,
  contractEditName,
  contractHardDelete,
  contractShortcodeValue,
  contractSigningMethod,
  contractUndelete,
  templateAdd,
  templateDelete,
  templateEdit,
  templateSignatureRequirements,
} from '../../shared/contracts/contracts.mutations';
import type { Db } from '../db/database';
import { writeRoute } from '../sync/write-route';
import { addToEmployee, editContract, editContractName, hardDeleteContract, setDeleted, setShortcodeValue, setSigningMethod } from './contract-writes';
import { addAssetPolicy, addCarPolicy } from './policy-writes';
import { addTemplate, deleteTemplate, editSignatureRequirements, editTemplate } from './template-writes';

/**
 * The contracts writes that the outbox replays (software-contracts-push.md section 7 and the
 * policies of fleet-and-assets.md), each through runWrite and answering { data: row }. Templates
 * need the contract-templates right; contracts and policies contracts access.
 */
export function contractsWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const templates = 'contracts.templates';
  const edit = 'contracts.edit';
  writeRoute(app, templateAdd, deps, { access: templates, handler: (tx, write, body) => addTemplate(tx, write, body) });
  writeRoute(app, templateEdit, deps, { access: templates, handler: (tx, write, body) => editTemplate(tx, write, body) });
  writeRoute(app, templateSignatureRequirements, deps, { access: templates, handler: (tx, write, body) => editSignatureRequirements(tx, write, body) });
  writeRoute(app, templateDelete, deps, { access: templates, handler: (tx, write, body) => deleteTemplate(tx, write, body.template_id) });
  writeRoute(app, contractAdd, deps, { access: edit, handler: (tx, write, body) => addToEmployee(tx, write, body) });
  writeRoute(app, carPolicyAdd, deps, { access: edit, handler: (tx, write, body) => addCarPolicy(tx, write, body) });
  writeRoute(app, assetPolicyAdd, deps, { access: edit, handler: (tx, write, body) => addAssetPolicy(tx, write, body) });
  writeRoute(app, contractEdit, deps, { access: edit, handler: (tx, write, body) => editContract(tx, write, body) });
  writeRoute(app, contractEditName, deps, { access: edit, handler: (tx, write, body) => editContractName(tx, write, body) });
  writeRoute(app, contractDelete, deps, { access: edit, handler: (tx, write, body) => setDeleted(tx, write, body.contract_id, 1) });
  writeRoute(app, contractUndelete, deps, { access: edit, handler: (tx, write, body) => setDeleted(tx, write, body.contract_id, 0) });
  writeRoute(app, contractHardDelete, deps, { access: 'contracts.admin', handler: (tx, write, body) => hardDeleteContract(tx, write, body.contract_id) });
  writeRoute(app, contractShortcodeValue, deps, { access: edit, handler: (tx, write, body) => setShortcodeValue(tx, write, body) });
  writeRoute(app, contractSigningMethod, deps, { access: edit, handler: (tx, write, body) => setSigningMethod(tx, write, body) });
}
