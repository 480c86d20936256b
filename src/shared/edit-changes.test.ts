import { describe, expect, it } from 'vitest';
import { carFieldKind } from './fleet/car-rules';
import { changedFields, comparable, sameValue } from './edit-changes';

// The one 'did this field change' of the edit forms and the server. The cases below are where the
// car form (JSON of the saved values) and the server (edit-fields.ts) used to answer differently.

describe('sameValue', () => {
  it('compares money by amount, as the server always did and the car form did not', () => {
    expect(sameValue('money', '45000,5', '45000.50')).toBe(true);
    expect(sameValue('money', '45000.5', 45000.5)).toBe(true);
    expect(sameValue('money', '0', '0.00')).toBe(true);
    expect(sameValue('money', '45000.5', '45000.51')).toBe(false);
  });

  it('takes empty text and no value for the same, as the server always did and the forms did not', () => {
    expect(sameValue('text', '', null)).toBe(true);
    expect(sameValue('text', '  ', undefined)).toBe(true);
    expect(sameValue('money', '', null)).toBe(true);
    expect(sameValue('text', 'a', null)).toBe(false);
  });

  it('compares whole numbers by number, whether typed or stored', () => {
    expect(sameValue('whole', '0160', 160)).toBe(true);
    expect(sameValue('whole', 1, '1')).toBe(true);
    expect(sameValue('whole', 0, null)).toBe(false);
  });

  it('compares text trimmed, and dates as the ISO text they travel as', () => {
    expect(sameValue('text', ' Red ', 'Red')).toBe(true);
    expect(sameValue('text', 'red', 'Red')).toBe(false);
    expect(sameValue('text', '2024-03-07', '2024-03-07')).toBe(true);
  });

  it('never takes an object for a field value', () => {
    expect(comparable('text', { a: 1 })).toBeUndefined();
    expect(sameValue('text', { a: 1 }, { a: 1 })).toBe(false);
  });
});

describe('changedFields', () => {
  it('names the changed fields of a car in order, by the car field kinds', () => {
    const was = { catalogue_value: '45000.50', pk: 150, usage_type: null, color: 'Blue' };
    const now = { catalogue_value: '45000.5', pk: '150', usage_type: '', color: 'Red' };
    expect(changedFields(['catalogue_value', 'pk', 'usage_type', 'color'] as const, carFieldKind, was, now)).toEqual(['color']);
  });
});
