import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { employees } from '../db/schema/people';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import type { SegmentTable } from '../http/server-area';

// Where the licence segment fields (shared/software/software.area.ts) live in SQL, read through
// correlated subqueries under their own aliases, so a condition works in any query over licences.
const segProduct = alias(softwareProducts, 'seg_product');
const segHolder = alias(employees, 'seg_holder');

export const licenseSegmentTable: SegmentTable = {
  id: softwareLicenses.id,
  personId: softwareLicenses.employee_id,
  fields: {
    product: sql`(select ${segProduct.name} from ${softwareProducts} "seg_product" where ${segProduct.id} = ${softwareLicenses.product_id})`,
    // The same text as the licence rows send (first and last name).
    person: sql`(select ${segHolder.first_name} || ' ' || ${segHolder.last_name} from ${employees} "seg_holder" where ${segHolder.id} = ${softwareLicenses.employee_id})`,
    username: sql`${softwareLicenses.username}`,
    active: sql`${softwareLicenses.active}`,
    date_enabled: sql`${softwareLicenses.date_enabled}`,
    date_deactivated: sql`${softwareLicenses.date_deactivated}`,
  },
};
