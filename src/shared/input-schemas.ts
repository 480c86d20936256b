import { z } from 'zod';
import { isValidIsoDate } from './format';
import { MAX_SEARCH_LENGTH } from './limits';
import { messages } from './messages';

// The texts, dates and numbers the API takes, decided once for every area's schema (and so for
// the forms that resolve with them).

// Control characters other than tab, line feed and carriage return (C0, DEL and C1), and halves
// of a surrogate pair without the other half. PostgreSQL cannot store NUL at all, nor a lone half
// in jsonb; the Excel export's XML cannot hold C0; and none of them is ever meant: they come from
// pasted text or from scripts. They are removed, as file names already do (documents/filename.ts),
// rather than refused: nobody can see, let alone fix, what a refusal would name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const HAS_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source);
/** The text without them; a text that has none (nearly every one) is not rebuilt. */
export const stripControlCharacters = (text: string): string => (HAS_CONTROL_CHARACTER.test(text) ? text.replace(CONTROL_CHARACTERS, '') : text);

/** A text as stored: control characters removed, trimmed, at most `max` characters (the message says so unless given). */
export const textInput = (max: number, tooLong: string = messages.validation.tooLong(max)) =>
  z.string().overwrite(stripControlCharacters).trim().max(max, tooLong);

/**
 * A text kept as it was sent but for control characters (HTML, an import's cells and column
 * names): not trimmed, since its spaces may be part of it; at most `max` characters.
 */
export const rawTextInput = (max: number, tooLong: string = messages.validation.tooLong(max)) => z.string().overwrite(stripControlCharacters).max(max, tooLong);

/** `search_term`, `keyword`: an optional text to look for, '' when absent. */
export const searchInput = (max: number = MAX_SEARCH_LENGTH) => textInput(max).optional().default('');

/**
 * A day as the API carries it: YYYY-MM-DD, a real day of years 1 to 9999 (what PostgreSQL's date
 * takes). The forms show and take dd/mm/yyyy and send this form; their own message is invalidDate.
 */
export const isoDateInput = z.string({ error: messages.validation.isoDate }).refine(isValidIsoDate, messages.validation.isoDate);

/**
 * One of a few whole numbers (a flag, a choice), sent as a number or as its digits ('1'): never
 * null, '', true or [1], which z.coerce.number() would have taken for 0 and 1.
 */
export function numberChoice<const T extends readonly [number, ...number[]]>(values: T) {
  const message = messages.validation.unknownValue(values.map(String));
  return z
    .union([z.number(), z.string().regex(/^\s*-?\d{1,6}\s*$/, message)], { error: message })
    .transform(Number)
    .pipe(z.literal(values, { error: message }));
}
