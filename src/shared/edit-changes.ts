import { parseMoney } from './money';

// 'Did this field change?', asked by the edit forms (which fields to send) and by the server (is
// a `base` stale, did an edit change anything). One comparison, so a form that sends '1299,5' for
// a stored '1299.50', or '' for a stored null, changes nothing on either side.

/** How a field's values compare: as trimmed text, as an amount of money, or as a whole number. */
export type ValueKind = 'text' | 'money' | 'whole';

/**
 * A value as compared: trimmed text with null and '' the same, money by amount ('45000.00' is
 * '45000' is 45000), whole numbers by number ('0160' is 160). Undefined for what is no field value (an object).
 */
export function comparable(kind: ValueKind, value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '') return '';
  if (kind === 'money') {
    const money = parseMoney(text);
    return money.ok ? String(Number(money.value)) : text;
  }
  if (kind === 'whole' && /^-?\d+$/.test(text)) return String(Number(text));
  return text;
}

/** Whether two values of a field are the same; what is no field value (an object) never is. */
export function sameValue(kind: ValueKind, a: unknown, b: unknown): boolean {
  const was = comparable(kind, a);
  return was !== undefined && was === comparable(kind, b);
}

/** The fields whose value in `now` is not the one in `was`, in the order of `fields`. */
export function changedFields<F extends string>(
  fields: readonly F[],
  kindOf: (field: F) => ValueKind,
  was: Readonly<Record<F, unknown>>,
  now: Readonly<Record<F, unknown>>,
): F[] {
  return fields.filter((f) => !sameValue(kindOf(f), was[f], now[f]));
}
