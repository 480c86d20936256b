// Custom fields, attachable to any object's pages (docs/architecture.md section 3):
//   <CustomFieldsSection object="car" id={car.id} editHref={`/fleet/${car.id}/edit/customFields`} canEdit={editable} />
// the edit page as a route element: <CustomFieldsEditPage object="car" target={CAR_EDIT_TARGET} />, and the list columns:
//   const custom = useCustomColumns('car'); // options for the picker, columns, sort values, search
export { CustomFieldsSection } from './custom-fields-section';
export { CustomFieldsEditPage } from './custom-fields-edit-page';
export type { EditTarget } from './edit-targets';
export { useCustomColumns, isCustomColumn, type CustomColumns } from './use-custom-columns';
export { countFieldValues, useCustomFieldDef, useCustomFieldDefs, useCustomValuesById } from './use-custom-fields';
export { OBJECT_LABELS, countOf, settingsHref } from './object-labels';
