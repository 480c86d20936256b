import type { SegmentCustomField } from '../segments/segment-fields';
import type { CustomFieldRow, CustomFieldType } from './custom-fields.schema';

// How a custom field takes part in segments: its kind decides the ops and the comparison. A select
// field compares by option id (stable when an option is renamed); the builder shows the names.

const KIND: Record<CustomFieldType, SegmentCustomField['kind']> = {
  textfield: 'text',
  plain_text: 'text',
  hyperlink: 'text',
  email: 'text',
  money: 'number',
  auto_incrementing_int: 'number',
  date: 'date',
  select_option: 'enum',
};

export function segmentCustomField(f: CustomFieldRow): SegmentCustomField {
  return f.type === 'select_option'
    ? { id: f.id, label: f.name, kind: 'enum', options: f.options.map((o) => o.id) }
    : { id: f.id, label: f.name, kind: KIND[f.type] };
}
