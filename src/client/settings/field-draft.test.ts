import { describe, expect, it } from 'vitest';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import { checkDraft, newDraft, reorder } from './field-draft';

const ID = '0190a000-0000-7000-8000-000000000001';
const at = { id: ID, object_type: 'car' as const, priority: 3, isNew: true };
const stored = (id: string, name: string, priority: number): CustomFieldRow => ({
  id,
  object_type: 'car',
  name,
  cf_name: name,
  type: 'textfield',
  max_length: null,
  options: [],
  employee_visibility: 0,
  expense_visibility: 0,
  expense_required: 0,
  priority,
  version: 1,
});

describe('checkDraft', () => {
  it('sends a select field with its options trimmed, and a textfield with the default length', () => {
    const select = checkDraft(
      { ...newDraft(), name: 'Damage status', type: 'select_option', options: [{ id: '0190a000-0000-7000-8000-0000000000aa', option_name: ' Open ' }] },
      at,
      [],
    );
    expect(select).toEqual({
      ok: true,
      args: expect.objectContaining({
        type: 'select_option',
        options: [{ id: '0190a000-0000-7000-8000-0000000000aa', option_name: 'Open' }],
        max_length: null,
        priority: 3,
      }),
    });
    const text = checkDraft({ ...newDraft(), name: 'Parking spot', max_length: '' }, at, []);
    expect(text.ok && text.args.max_length).toBe(240);
  });

  it('refuses what the server refuses, with the same messages', () => {
    const others = [stored('0190a000-0000-7000-8000-000000000002', 'Lease company', 0)];
    expect(checkDraft({ ...newDraft(), name: 'lease COMPANY' }, at, others)).toEqual({ ok: false, errors: { name: messages.customFields.nameTaken } });
    expect(checkDraft({ ...newDraft(), name: 'Status', type: 'select_option' }, at, [])).toEqual({
      ok: false,
      errors: { options: messages.customFields.optionsRequired },
    });
    const twice = checkDraft(
      {
        ...newDraft(),
        name: 'Status',
        type: 'select_option',
        options: [
          { id: '0190a000-0000-7000-8000-0000000000aa', option_name: 'Open' },
          { id: '0190a000-0000-7000-8000-0000000000bb', option_name: 'open' },
        ],
      },
      at,
      [],
    );
    expect(twice).toEqual({ ok: false, errors: { option: { '0190a000-0000-7000-8000-0000000000bb': messages.customFields.optionTwice } } });
    expect(checkDraft({ ...newDraft(), name: '' }, at, []).ok).toBe(false);
    expect(checkDraft({ ...newDraft(), name: 'Code', max_length: '12.5' }, at, [])).toMatchObject({ ok: false, errors: { max_length: expect.any(String) } });
  });
});

describe('reorder', () => {
  it('swaps a field with its neighbour and numbers the list again, answering only what changed', () => {
    const list = [stored('a', 'A', 0), stored('b', 'B', 1), stored('c', 'C', 1)];
    expect(reorder(list, 2, -1).map((f) => [f.id, f.priority])).toEqual([['b', 2]]);
    expect(reorder(list, 0, -1)).toEqual([]);
  });
});
