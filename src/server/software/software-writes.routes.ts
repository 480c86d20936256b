import type { FastifyInstance } from 'fastify';
import {
  licenseAdd,
  licenseDeactivate,
  licenseEdit,
  licenseReactivate,
  productAdd,
  productDelete,
  productEdit,
} from '../../shared/software/software.mutations';
import type { Db } from '../db/database';
import { writeRoute } from '../sync/write-route';
import { addLicense, deactivateLicense, editLicense, reactivateLicense } from './license-writes';
import { addProduct, deleteProduct, editProduct } from './product-writes';

/**
 * The software writes of software-contracts-push.md section 7, each through runWrite (idempotent,
 * in order per device) and answering { data: row } in the mirror's shape. Product edit and delete
 * are for users whose role is 'default' (section 6).
 */
export function softwareWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const edit = 'software.edit';
  const manage = 'software.manageProducts';
  writeRoute(app, productAdd, deps, { access: edit, handler: (tx, write, body) => addProduct(tx, write, body) });
  writeRoute(app, productEdit, deps, { access: manage, handler: (tx, write, body) => editProduct(tx, write, body) });
  writeRoute(app, productDelete, deps, { access: manage, handler: (tx, write, body) => deleteProduct(tx, write, body.product_id) });
  writeRoute(app, licenseAdd, deps, { access: edit, handler: (tx, write, body) => addLicense(tx, write, body) });
  writeRoute(app, licenseDeactivate, deps, { access: edit, handler: (tx, write, body) => deactivateLicense(tx, write, body) });
  writeRoute(app, licenseReactivate, deps, { access: edit, handler: (tx, write, body) => reactivateLicense(tx, write, body) });
  writeRoute(app, licenseEdit, deps, { access: edit, handler: (tx, write, body) => editLicense(tx, write, body) });
}
