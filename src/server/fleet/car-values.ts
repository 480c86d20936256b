import { parseMoney } from '../../shared/custom-fields/custom-field-values';
import { MONEY_FIELDS, WHOLE_FIELDS, type CarDraft, type CarRuleError } from '../../shared/fleet/car-rules';
import { CAR_FIELDS, type CarField } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import { badRequest, type HttpError } from '../http/errors';

// The add and the edit between the wire, the shared rules (car-rules.ts) and the columns.

const MONEY = new Set<string>(MONEY_FIELDS);
const NUMBERS = new Set<string>([...WHOLE_FIELDS, 'is_pool_vehicle', 'is_utility_vehicle']);

/** The car fields a body names (sent, even as null), as a draft's values. */
export function sentFields(body: Partial<Record<CarField, unknown>>): Partial<CarDraft> {
  const sent: Record<string, unknown> = {};
  for (const f of CAR_FIELDS) if (body[f] !== undefined) sent[f] = body[f];
  return sent as Partial<CarDraft>;
}

/**
 * A value as compared for `base` and for what an edit changes: trimmed text with null and '' the
 * same, money by amount ('45000.00' is '45000' is 45000), whole numbers and flags by number.
 * Undefined for what is no value of a car field (an object in `base`).
 */
export function comparable(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '') return '';
  if (MONEY.has(field)) {
    const money = parseMoney(text);
    return money.ok && money.value !== null ? String(Number(money.value)) : text;
  }
  if (NUMBERS.has(field) && /^-?\d+$/.test(text)) return String(Number(text));
  return text;
}

export const sameValue = (field: string, a: unknown, b: unknown) => comparable(field, a) === comparable(field, b);

/** The first rule error as the answer's message, each field's first error in `fields`. */
export function ruleError(errors: readonly CarRuleError[]): HttpError {
  const fields: Record<string, string> = {};
  for (const e of errors) fields[e.field] ??= e.message;
  return badRequest(errors[0]?.message ?? messages.http.invalidInput, fields);
}
