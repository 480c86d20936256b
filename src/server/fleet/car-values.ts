import { parseMoney } from '../../shared/custom-fields/custom-field-values';
import type { CarDraft, CarRuleError } from '../../shared/fleet/car-rules';
import { CAR_FIELDS, type CarField, type CarFields } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import { badRequest, type HttpError } from '../http/errors';
import type { CarSaved } from './car-writes.repo';

// The add and the edit between the wire, the shared rules (car-rules.ts) and the columns.

const MONEY = new Set<CarField>(['catalogue_value', 'cost_yearly', 'operational_cost_yearly', 'own_contribution']);
const NUMBERS = new Set<CarField>(['pk', 'co2_g_km', 'co2_g_km_wltp', 'is_pool_vehicle', 'is_utility_vehicle']);

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
  if (MONEY.has(field as CarField)) {
    const money = parseMoney(text);
    return money.ok && money.value !== null ? String(Number(money.value)) : text;
  }
  if (NUMBERS.has(field as CarField) && /^-?\d+$/.test(text)) return String(Number(text));
  return text;
}

export const sameValue = (field: string, a: unknown, b: unknown) => comparable(field, a) === comparable(field, b);

/** The first rule error as the answer's message, each field's first error in `fields`. */
export function ruleError(errors: readonly CarRuleError[]): HttpError {
  const fields: Record<string, string> = {};
  for (const e of errors) fields[e.field] ??= e.message;
  return badRequest(errors[0]?.message ?? messages.http.invalidInput, fields);
}

/** normalizeCar's output as the columns take it (whole numbers are numbers there already). */
export function savedColumns(f: CarFields): CarSaved {
  const num = (v: string | number | null) => (v === null || v === '' ? null : Number(v));
  const money = (v: string | number | null) => (v === null || v === '' ? null : String(v));
  return {
    ...f,
    pk: num(f.pk),
    co2_g_km: num(f.co2_g_km),
    co2_g_km_wltp: num(f.co2_g_km_wltp),
    catalogue_value: money(f.catalogue_value),
    cost_yearly: money(f.cost_yearly),
    operational_cost_yearly: money(f.operational_cost_yearly),
    own_contribution: money(f.own_contribution),
  };
}
