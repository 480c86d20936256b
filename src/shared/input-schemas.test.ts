import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isoDateInput, numberChoice, searchInput, textInput } from './input-schemas';
import { messages } from './messages';
import { installZodMessages } from './zod-messages';

installZodMessages();

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('texts', () => {
  it('lose their control characters, NUL first, but keep tabs and line breaks', () => {
    expect(textInput(100).parse(' Golf\u0000 GTI\u0001\u001f\u007f\u0085 ')).toBe('Golf GTI');
    expect(textInput(100).parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    // Half a surrogate pair goes (jsonb refuses it), a whole pair stays.
    expect(textInput(100).parse('a\ud800b\udc00c 🚗')).toBe('abc 🚗');
    expect(searchInput().parse('%\u0000')).toBe('%');
    expect(searchInput().parse(undefined)).toBe('');
  });

  it('count their length once the control characters are gone', () => {
    expect(textInput(3).parse('ab\u0000\u0000c')).toBe('abc');
    expect(messageOf(textInput(3), 'abcd')).toBe(messages.validation.tooLong(3));
  });
});

describe('dates sent to the API', () => {
  it('are real days as yyyy-mm-dd, and the message says so', () => {
    expect(isoDateInput.parse('2022-05-01')).toBe('2022-05-01');
    for (const bad of ['01/05/2022', '0000-01-01', '2023-02-29', '10000-01-01', 20220501, null])
      expect(messageOf(isoDateInput, bad), String(bad)).toBe(messages.validation.isoDate);
    expect(messages.validation.isoDate).toContain('yyyy-mm-dd');
  });
});

describe('number choices', () => {
  const visibility = numberChoice([0, 1, 2]);

  it('take the numbers and their digits', () => {
    expect(visibility.parse(2)).toBe(2);
    expect(visibility.parse('1')).toBe(1);
    expect(visibility.parse('0')).toBe(0);
  });

  it('refuse what z.coerce.number() took for a number: null, empty, booleans, arrays', () => {
    for (const bad of [null, '', ' ', true, false, [2], {}, 3, 1.5, '1.0', 'one'])
      expect(messageOf(visibility, bad), JSON.stringify(bad)).toBe(messages.validation.unknownValue(['0', '1', '2']));
  });
});
