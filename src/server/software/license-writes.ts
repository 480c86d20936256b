import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { softwareMessages } from '../../shared/software/software.messages';
import type { LicenseAddBody, LicenseEditBody, LicenseItem, LicenseStateBody } from '../../shared/software/software.schema';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { softwareLicenses } from '../db/schema/software';
import { badRequest, HttpError, notFound } from '../http/errors';
import { peopleScope, personInScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { deviceDay } from './device-day';
import { licenseStateEvents, licenseUpdatedEvents } from './software-activity';
import { getLicense, getProduct, hasActiveLicense, licenseIdTaken, mirrorLicense, savedLicense } from './software.repo';

// POST /api/software/licenses/add, /delete (deactivates), /reactivate and /edit
// (software-contracts-push.md sections 4 and 7), for the people the writer may see (a team-only
// manager: people of their teams). A person holds at most one active licence of a product.

const personError = (message: string) => badRequest(message, { employee_id: message });
const productError = (message: string) => badRequest(message, { product_id: message });

/** Answers `{ id, data }`: one person's new active licence, from the day of the device. */
export async function addLicense(tx: Db, write: WriteInfo, body: LicenseAddBody): Promise<WriteAnswer<LicenseItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const product = (await getProduct(tx, companyId, body.product_id))?.product;
  if (!product) throw productError(softwareMessages.productNotFound);
  if (product.deleted === 1) throw productError(softwareMessages.productDeletedNoLicenses);
  const person = await personInScope(tx, peopleScope(viewer), body.employee_id);
  if (!person) throw personError(softwareMessages.personNotFound);
  if (person.left) throw personError(softwareMessages.personLeft(person.name));
  if (await hasActiveLicense(tx, companyId, product.id, person.id)) throw personError(softwareMessages.alreadyHasLicense(person.name, product.name));
  const id = body.id ?? uuidv7();
  if (await licenseIdTaken(tx, id)) throw new HttpError(409, 'conflict', softwareMessages.licenseIdTaken, { id: softwareMessages.licenseIdTaken });

  const day = deviceDay(body.date_enabled, write.madeAt);
  await tx.insert(softwareLicenses).values({
    id,
    company_id: companyId,
    product_id: product.id,
    employee_id: person.id,
    active: 1,
    date_enabled: day,
    insert_method: body.insert_method,
    excel_import_id: body.excel_import_id ?? null,
    updated_by: viewer.user.id,
  });
  await assignAutoNumbers(tx, companyId, 'license', id);
  const saved = await savedLicense(tx, companyId, id);
  await recordActivities(tx, write, licenseStateEvents(saved, product.name, 'license_assigned', day));
  return { id, data: saved };
}

async function licenseInScope(tx: Db, write: WriteInfo, id: string) {
  const found = await getLicense(tx, peopleScope(write.viewer), id);
  if (!found) throw notFound(softwareMessages.licenseNotFound);
  return found;
}

async function setState(tx: Db, write: WriteInfo, body: LicenseStateBody, active: 0 | 1): Promise<WriteAnswer<LicenseItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const { license } = await licenseInScope(tx, write, body.license_id);
  if (license.active === active) throw new HttpError(409, 'conflict', active ? softwareMessages.alreadyActive : softwareMessages.alreadyDeactivated);
  if (active === 1) {
    if (license.product.deleted === 1) throw productError(softwareMessages.productDeletedNoLicenses);
    if (await hasActiveLicense(tx, companyId, license.product_id, license.employee_id))
      throw personError(softwareMessages.alreadyHasLicense(license.employee_name ?? '', license.product.name));
  }
  const day = deviceDay(body.date, write.madeAt);
  await tx
    .update(softwareLicenses)
    .set({ active, date_deactivated: active ? null : day, updated_by: viewer.user.id })
    .where(and(eq(softwareLicenses.company_id, companyId), eq(softwareLicenses.id, license.id)));
  const saved = await savedLicense(tx, companyId, license.id);
  await recordActivities(tx, write, licenseStateEvents(saved, license.product.name, active ? 'license_reactivated' : 'license_deactivated', day));
  return { data: saved };
}

/** POST /api/software/licenses/delete: deactivates on the device's day (date_deactivated). */
export const deactivateLicense = (tx: Db, write: WriteInfo, body: LicenseStateBody) => setState(tx, write, body, 0);

/** POST /api/software/licenses/reactivate: active again, date_deactivated cleared. */
export const reactivateLicense = (tx: Db, write: WriteInfo, body: LicenseStateBody) => setState(tx, write, body, 1);

const LICENSE_EDIT: EditFields = { editable: new Set(['username']), kindOf: () => 'text' };

/** POST /api/software/licenses/edit {license_id, username}, checked against `base`; the same value writes nothing. */
export async function editLicense(tx: Db, write: WriteInfo, body: LicenseEditBody): Promise<WriteAnswer<LicenseItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const { license, changedBy } = await licenseInScope(tx, write, body.license_id);
  const before = mirrorLicense(license);
  if (body.base && staleFields(LICENSE_EDIT, before, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(`The ${license.product.name} licence of ${license.employee_name ?? ''}`, changedBy.name), before, changedBy);
  }
  const username = body.username || null;
  if (username === before.username) return { data: before };
  await tx
    .update(softwareLicenses)
    .set({ username, updated_by: viewer.user.id })
    .where(and(eq(softwareLicenses.company_id, companyId), eq(softwareLicenses.id, license.id)));
  const saved = await savedLicense(tx, companyId, license.id);
  await recordActivities(tx, write, licenseUpdatedEvents(before, saved));
  return { data: saved };
}
