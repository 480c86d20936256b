import { describe, expect, it } from 'vitest';
import { fieldKinds, segmentFieldsFor } from '../../shared/segments/segment-fields';
import { completePart, conditionErrors, definitionOf, draftOf, type SegmentDraft } from './segment-draft';

// The builder's draft becomes the definition the count and the save use, with the shared messages
// placed on the row and part they concern.

const customFields = [{ id: '0190a000-0000-7000-8000-00000000c001', label: 'Monthly lease', kind: 'number' as const }];
const fields = new Map(segmentFieldsFor('car', { customFields }).map((f) => [f.id, f]));
const row = (field: string, op: SegmentDraft['conditions'][number]['op'], value = '') => ({ key: field + op, field, op, value });

describe('the segment draft', () => {
  it('saves a decimal comma as a dot, trims values and drops them where the op takes none', () => {
    const draft: SegmentDraft = {
      name: 'x',
      match: 'any',
      conditions: [
        row('custom_field_0190a000-0000-7000-8000-00000000c001', 'greater', ' 450,5 '),
        row('plate', 'empty', 'ignored'),
        row('brand', 'contains', ' Audi '),
      ],
    };
    expect(definitionOf(draft, fields)).toEqual({
      match: 'any',
      conditions: [
        { field: 'custom_field_0190a000-0000-7000-8000-00000000c001', op: 'greater', value: '450.5' },
        { field: 'plate', op: 'empty' },
        { field: 'brand', op: 'contains', value: 'Audi' },
      ],
    });
  });

  it('puts each problem on its row, and counts with the finished conditions only', () => {
    const definition = definitionOf(
      { name: 'x', match: 'all', conditions: [row('fuel', 'equals', 'electric'), row('plate', 'equals'), row('gone', 'equals', 'x')] },
      fields,
    );
    const errors = conditionErrors('car', definition, { customFields });
    expect(errors).toEqual([{}, { value: '"Plate" needs a value.' }, { field: 'Unknown field "gone".' }]);
    expect(completePart(definition, errors).conditions).toEqual([{ field: 'fuel', op: 'equals', value: 'electric' }]);
  });

  it('starts a new segment with one condition on the first field, ready to fill in', () => {
    const first = [...fields.values()][0];
    const draft = draftOf(null, first);
    expect(draft).toMatchObject({ name: '', match: 'all', conditions: [{ field: 'type', op: 'equals', value: '' }] });
    expect(fieldKinds([...fields.values()]).get('type')).toBe('enum');
  });
});
