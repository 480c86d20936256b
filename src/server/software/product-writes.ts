import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { softwareMessages } from '../../shared/software/software.messages';
import { PRODUCT_EDIT_FIELDS, type ProductAddBody, type ProductEditBody, type ProductItem } from '../../shared/software/software.schema';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities, recordActivity } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { softwareProducts } from '../db/schema/software';
import { badRequest, HttpError, notFound } from '../http/errors';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { productEvent, productUpdatedEvents } from './software-activity';
import { getProduct, productIdTaken, productWithName, savedProduct } from './software.repo';

// POST /api/software/products/add, /edit and /delete (software-contracts-push.md section 7). A
// name is taken by a product of the company that is not deleted, whatever its case.

const PRODUCT_EDIT: EditFields = { editable: new Set(PRODUCT_EDIT_FIELDS), kindOf: () => 'text' };
const nameTaken = (name: string) => badRequest(softwareMessages.productExists(name), { name: softwareMessages.productExists(name) });

/** Answers `{ id, data }`; with return_existing, a product of the same name answers itself instead of a refusal (the import's re-runs). */
export async function addProduct(tx: Db, write: WriteInfo, body: ProductAddBody): Promise<WriteAnswer<ProductItem> & { id: string }> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const existing = await productWithName(tx, companyId, body.name);
  if (existing) {
    if (body.return_existing === 1 || body.return_existing === true) return { id: existing.id, data: existing };
    throw nameTaken(existing.name);
  }
  const id = body.id ?? uuidv7();
  if (await productIdTaken(tx, id)) throw new HttpError(409, 'conflict', softwareMessages.productIdTaken, { id: softwareMessages.productIdTaken });
  await tx.insert(softwareProducts).values({
    id,
    company_id: companyId,
    name: body.name,
    url: body.url,
    logo: body.logo ?? null,
    insert_method: body.insert_method,
    excel_import_id: body.excel_import_id ?? null,
    updated_by: viewer.user.id,
  });
  await assignAutoNumbers(tx, companyId, 'product', id);
  const saved = await savedProduct(tx, companyId, id);
  await recordActivity(tx, write, productEvent(saved, 'product_added'));
  return { id, data: saved };
}

async function productToChange(tx: Db, write: WriteInfo, id: string) {
  const found = await getProduct(tx, write.viewer.company.id, id);
  if (!found) throw notFound(softwareMessages.productNotFound);
  if (found.product.deleted === 1) throw badRequest(softwareMessages.productDeleted, { product_id: softwareMessages.productDeleted });
  return found;
}

/** Name and url as sent, checked against `base` (as every edit); the same values write nothing. */
export async function editProduct(tx: Db, write: WriteInfo, body: ProductEditBody): Promise<WriteAnswer<ProductItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const { product, changedBy } = await productToChange(tx, write, body.product_id);
  if (body.base && staleFields(PRODUCT_EDIT, product, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(product.name, changedBy.name), product, changedBy);
  }
  const name = body.name ?? product.name;
  const url = body.url ?? product.url;
  if (name === product.name && url === product.url) return { data: product };
  if (name !== product.name) {
    const other = await productWithName(tx, companyId, name, product.id);
    if (other) throw nameTaken(other.name);
  }
  await tx
    .update(softwareProducts)
    .set({ name, url, updated_by: viewer.user.id })
    .where(and(eq(softwareProducts.company_id, companyId), eq(softwareProducts.id, product.id)));
  const saved = await savedProduct(tx, companyId, product.id);
  await recordActivities(tx, write, productUpdatedEvents(product, saved));
  return { data: saved };
}

/** Marks the product deleted: it leaves the list; its licences, files and activity stay. */
export async function deleteProduct(tx: Db, write: WriteInfo, productId: string): Promise<WriteAnswer<ProductItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const { product } = await productToChange(tx, write, productId);
  await tx
    .update(softwareProducts)
    .set({ deleted: 1, updated_by: viewer.user.id })
    .where(and(eq(softwareProducts.company_id, companyId), eq(softwareProducts.id, product.id)));
  const saved = await savedProduct(tx, companyId, product.id);
  await recordActivity(tx, write, productEvent(saved, 'product_deleted'));
  return { data: saved };
}
