import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { checkCustomValue, customValueForList, customValueName, textLimitOf } from './custom-field-values';
import type { CustomFieldRow } from './custom-fields.schema';

// The value rules by type, as the edit form and setCustomFieldValue both apply them.

const OPTIONS = [
  { id: '0192f000-0000-7000-8000-000000000001', option_name: 'Athlon' },
  { id: '0192f000-0000-7000-8000-000000000002', option_name: 'Arval' },
];
const field = (type: CustomFieldRow['type'], extra: Partial<CustomFieldRow> = {}) => ({
  type,
  max_length: null,
  options: [],
  expense_required: 0 as const,
  ...extra,
});
const ok = (value: string | null) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('money values (parsed by shared/money.ts)', () => {
  it('keep the amount as a decimal string and refuse with the currency input’s words', () => {
    expect(checkCustomValue(field('money'), 12.5)).toEqual(ok('12.5'));
    expect(checkCustomValue(field('money'), ' 1250,99 ')).toEqual(ok('1250.99'));
    expect(checkCustomValue(field('money'), '1,234')).toEqual(refused('too many decimals'));
  });
});

describe('dates', () => {
  it('accept YYYY-MM-DD and dd/mm/yyyy and store YYYY-MM-DD', () => {
    expect(checkCustomValue(field('date'), '2026-03-07')).toEqual(ok('2026-03-07'));
    expect(checkCustomValue(field('date'), '07/03/2026')).toEqual(ok('2026-03-07'));
    expect(checkCustomValue(field('date'), '7/3/2026')).toEqual(ok('2026-03-07'));
  });

  it('refuse what is no real date', () => {
    for (const bad of ['2026-02-30', '31/04/2026', 'tomorrow', '2026/03/07'])
      expect(checkCustomValue(field('date'), bad), bad).toEqual(refused(messages.validation.invalidDate));
  });
});

describe('select options', () => {
  const select = field('select_option', { options: OPTIONS });
  it('take an option id of the field, not its name or another id', () => {
    expect(checkCustomValue(select, OPTIONS[1]!.id)).toEqual(ok(OPTIONS[1]!.id));
    expect(checkCustomValue(select, 'Arval')).toEqual(refused(messages.customFields.unknownOption));
    expect(checkCustomValue(select, '0192f000-0000-7000-8000-000000000009')).toEqual(refused(messages.customFields.unknownOption));
  });

  it('are required, as are expense-required fields: empty is refused with the required message', () => {
    for (const empty of [null, '', '   ']) expect(checkCustomValue(select, empty)).toEqual(refused(messages.validation.required));
    expect(checkCustomValue(field('textfield', { expense_required: 1 }), '')).toEqual(refused(messages.validation.required));
    expect(checkCustomValue(field('textfield'), '')).toEqual(ok(null));
    expect(checkCustomValue(field('money'), null)).toEqual(ok(null));
  });
});

describe('web addresses and emails', () => {
  it('take http and https addresses only', () => {
    expect(checkCustomValue(field('hyperlink'), ' https://portal.example.com/x ')).toEqual(ok('https://portal.example.com/x'));
    expect(checkCustomValue(field('hyperlink'), 'http://example.com')).toEqual(ok('http://example.com'));
    for (const bad of ['example.com', 'javascript:alert(1)', 'ftp://example.com', 'https//x'])
      expect(checkCustomValue(field('hyperlink'), bad), bad).toEqual(refused(messages.validation.invalidUrl));
  });

  it('take an email address, trimmed', () => {
    expect(checkCustomValue(field('email'), ' anna@example.com ')).toEqual(ok('anna@example.com'));
    expect(checkCustomValue(field('email'), 'a.b+c@mail.example.co.uk')).toEqual(ok('a.b+c@mail.example.co.uk'));
    for (const bad of [
      'anna',
      'anna@',
      'anna@example',
      'an na@example.com',
      '@example.com',
      'anna@@example.com',
      'a@b@example.com',
      'anna@.com',
      'anna@example.',
    ])
      expect(checkCustomValue(field('email'), bad), bad).toEqual(refused(messages.validation.invalidEmail));
  });

  it('take an email address of at most 254 characters, as sign-in does', () => {
    expect(textLimitOf(field('email'))).toBe(254);
    const longest = `${'a'.repeat(64)}@${'b'.repeat(184)}.test`;
    expect(checkCustomValue(field('email'), longest)).toEqual(ok(longest));
    // The shape that made the old pattern backtrack: refused by its length before any pattern runs.
    expect(checkCustomValue(field('email'), `a@${'a.'.repeat(3500)}`)).toEqual(refused(messages.validation.tooLong(254)));
  });
});

describe('text limits', () => {
  it('limit a textfield to 240 characters by default, or to its own max_length', () => {
    expect(textLimitOf(field('textfield'))).toBe(240);
    expect(checkCustomValue(field('textfield'), 'x'.repeat(240))).toEqual(ok('x'.repeat(240)));
    expect(checkCustomValue(field('textfield'), 'x'.repeat(241))).toEqual(refused(messages.validation.tooLong(240)));
    expect(checkCustomValue(field('textfield', { max_length: 12 }), 'B-1234567890')).toEqual(ok('B-1234567890'));
    expect(checkCustomValue(field('textfield', { max_length: 12 }), 'B-12345678901')).toEqual(refused('Must be at most 12 characters.'));
  });

  it('keep plain text long, and refuse a number where text is due', () => {
    expect(checkCustomValue(field('plain_text'), 'x'.repeat(5000)).ok).toBe(true);
    expect(checkCustomValue(field('plain_text'), 'x'.repeat(5001))).toEqual(refused(messages.validation.tooLong(5000)));
    expect(checkCustomValue(field('textfield'), 12)).toEqual(refused(messages.http.invalidInput));
  });

  it('never take a typed auto-incrementing number', () => {
    expect(checkCustomValue(field('auto_incrementing_int'), '7')).toEqual(refused(messages.customFields.autoNumber));
  });
});

describe('shown values', () => {
  it('name the option, format money and dates, and are null when empty', () => {
    const select = { type: 'select_option' as const, options: OPTIONS };
    expect(customValueName(select, OPTIONS[0]!.id)).toBe('Athlon');
    expect(customValueName({ type: 'money', options: [] }, '612.5')).toBe('€612.50');
    expect(customValueName({ type: 'date', options: [] }, '2026-03-07')).toBe('07/03/2026');
    expect(customValueName({ type: 'textfield', options: [] }, '')).toBeNull();
    expect(customValueForList({ type: 'auto_incrementing_int', options: [] }, '12')).toBe(12);
    expect(customValueForList(select, OPTIONS[1]!.id)).toBe('Arval');
  });
});
