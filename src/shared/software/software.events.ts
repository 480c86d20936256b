/**
 * The activity the software area records, with what each item's event_info_json holds:
 * - product_added / product_deleted (on the product): { product_name }
 * - product_updated (on the product): { changes: FieldChange[] } for name and url
 * - license_assigned, license_deactivated, license_reactivated (on the licence, its person and its product):
 *   { license_id, product_id, product_name, employee_id, employee_name, date } (date: the device's day, yyyy-mm-dd)
 * - license_updated (on the licence): { changes: FieldChange[] } for username
 */
export const SOFTWARE_EVENT_TYPES = [
  'product_added',
  'product_updated',
  'product_deleted',
  'license_assigned',
  'license_deactivated',
  'license_reactivated',
  'license_updated',
] as const;
