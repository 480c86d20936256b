import type { FieldChange } from '../../shared/activity/activity.schema';
import type { LicenseItem, ProductItem } from '../../shared/software/software.schema';
import type { ActivityEvent } from '../activity/record-activity';

// What the software writes put into the activity feed (activity.schema.ts EventInfo): a product's
// own items on the product; a licence assigned, deactivated or reactivated on the licence, on its
// person and on its product; a username change on the licence.

const normal = (v: unknown) => (v === '' || v === undefined ? null : v);

function changesOf<F extends string>(fields: readonly F[], before: Record<F, unknown>, after: Record<F, unknown>): FieldChange[] {
  return fields.filter((f) => normal(before[f]) !== normal(after[f])).map((f) => ({ field: f, old: normal(before[f]), new: normal(after[f]) }));
}

export function productEvent(p: Pick<ProductItem, 'id' | 'name'>, type: 'product_added' | 'product_deleted'): ActivityEvent {
  return { related_object: 'product', related_object_id: p.id, event_type: type, event_info_json: { product_name: p.name } };
}

/** product_updated with the name and url changes; none when neither changed. */
export function productUpdatedEvents(before: ProductItem, after: ProductItem): ActivityEvent[] {
  const changes = changesOf(['name', 'url'] as const, before, after);
  return changes.length ? [{ related_object: 'product', related_object_id: after.id, event_type: 'product_updated', event_info_json: { changes } }] : [];
}

export type LicenseStateEvent = 'license_assigned' | 'license_deactivated' | 'license_reactivated';

/** One item on the licence, one on its person's feed, one on its product's. */
export function licenseStateEvents(
  l: Pick<LicenseItem, 'id' | 'product_id' | 'employee_id' | 'employee_name'>,
  productName: string,
  type: LicenseStateEvent,
  day: string,
): ActivityEvent[] {
  const info = { license_id: l.id, product_id: l.product_id, product_name: productName, employee_id: l.employee_id, employee_name: l.employee_name, date: day };
  return [
    { related_object: 'license', related_object_id: l.id, event_type: type, event_info_json: info },
    { related_object: 'employee', related_object_id: l.employee_id, event_type: type, event_info_json: info },
    { related_object: 'product', related_object_id: l.product_id, event_type: type, event_info_json: info },
  ];
}

export function licenseUpdatedEvents(before: LicenseItem, after: LicenseItem): ActivityEvent[] {
  const changes = changesOf(['username'] as const, before, after);
  return changes.length ? [{ related_object: 'license', related_object_id: after.id, event_type: 'license_updated', event_info_json: { changes } }] : [];
}
