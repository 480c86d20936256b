import { and, eq, inArray } from 'drizzle-orm';
import { assetsCovered, policyName, vehicleCovered } from '../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import {
  POLICY_TEMPLATE_TYPE,
  TEMPLATE_TYPE_LABELS,
  type AssetPolicyBody,
  type CarPolicyBody,
  type ContractItem,
  type PolicyAnswer,
} from '../../shared/contracts/contracts.schema';
import { personNotInTeams } from '../../shared/common.messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { assetTypes, assets } from '../db/schema/assets';
import { cars } from '../db/schema/fleet';
import { badRequest, HttpError } from '../http/errors';
import { peopleScope, personInScope } from '../people/people-scope';
import { canSeeObject } from '../objects/object-access';
import { policyOf } from '../objects/object-policy';
import type { WriteInfo } from '../sync/run-write';
import { insertContract, templateSource } from './contract-insert';

// POST /api/cars/addCarPolicy and /api/assets/addAssetPolicy (fleet-and-assets.md sections 4, 5
// and 7): a policy is a contract made from a template of the object's policy type, for the person
// who holds the object; only an active object without a policy gets one.

type PolicyWriteAnswer = WriteAnswer<ContractItem> & PolicyAnswer & { id: string };

export async function addCarPolicy(tx: Db, write: WriteInfo, body: CarPolicyBody): Promise<PolicyWriteAnswer> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const [car] = await tx
    .select({ id: cars.id, brand: cars.brand, model: cars.model, plate: cars.plate, deleted: cars.deleted, employee: cars.related_employee_id })
    .from(cars)
    .where(and(eq(cars.company_id, companyId), eq(cars.id, body.car_id)));
  if (!car || !(await canSeeObject(tx, viewer, 'car', car.id))) throw badRequest(m.carNotFound, { car_id: m.carNotFound });
  if (car.deleted === 1) throw badRequest(m.carArchived, { car_id: m.carArchived });
  if (await policyOf(tx, companyId, 'car', car.id)) throw new HttpError(409, 'conflict', m.carHasPolicy);
  const source = await templateSource(tx, companyId, body, POLICY_TEMPLATE_TYPE.car, TEMPLATE_TYPE_LABELS.car_policy);
  const saved = await insertContract(tx, write, {
    id: body.id,
    name: policyName(source.name, vehicleCovered(car)),
    employee_id: car.employee,
    source,
    file_type: 'html',
    related_object: 'car',
    related_object_ids: [car.id],
  });
  return { id: saved.id, data: saved, contract_id_inserted: saved.id };
}

export async function addAssetPolicy(tx: Db, write: WriteInfo, body: AssetPolicyBody): Promise<PolicyWriteAnswer> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const ids = [...new Set(body.selected_assets)];
  const rows = await tx
    .select({ id: assets.id, name: assetTypes.name, deleted: assets.deleted, owner: assets.owner_employee_id })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .where(and(eq(assets.company_id, companyId), inArray(assets.id, ids)));
  if (rows.length !== ids.length) throw badRequest(m.assetNotFound, { selected_assets: m.assetNotFound });
  for (const a of rows) {
    if (!(await canSeeObject(tx, viewer, 'asset', a.id))) throw badRequest(m.assetNotFound, { selected_assets: m.assetNotFound });
    if (a.deleted === 1) throw badRequest(m.assetArchived(a.name), { selected_assets: m.assetArchived(a.name) });
    if (await policyOf(tx, companyId, 'asset', a.id)) throw new HttpError(409, 'conflict', m.assetHasPolicy(a.name));
  }
  const owners = new Set(rows.map((a) => a.owner).filter((o): o is string => o !== null));
  // A person other than the assets' holder (unowned assets) must be one the viewer may pick.
  if (body.employee_id && !owners.has(body.employee_id) && !(await personInScope(tx, peopleScope(viewer), body.employee_id)))
    throw badRequest(personNotInTeams, { employee_id: personNotInTeams });
  if (body.employee_id) owners.add(body.employee_id);
  if (owners.size > 1) throw badRequest(m.assetsOfAnotherOwner, { selected_assets: m.assetsOfAnotherOwner });
  const source = await templateSource(tx, companyId, body, POLICY_TEMPLATE_TYPE.asset, TEMPLATE_TYPE_LABELS.asset_policy);
  const saved = await insertContract(tx, write, {
    id: body.id,
    name: policyName(source.name, assetsCovered(rows.map((a) => a.name))),
    employee_id: [...owners][0] ?? null,
    source,
    file_type: 'html',
    related_object: 'asset',
    related_object_ids: ids,
  });
  return { id: saved.id, data: saved, contract_id_inserted: saved.id, count_inserted: ids.length };
}
