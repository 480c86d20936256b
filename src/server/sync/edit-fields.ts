import { parseMoney } from '../../shared/money';
import { messages } from '../../shared/messages';
import { badRequest } from '../http/errors';

// The fields of an edit (POST /api/cars/edit, /api/assets/edit): which ones a body sends, when two
// values are the same, and the `base` check of ARCHITECTURE.md section 5. One comparison serves
// both "is this field stale?" and "did this edit change anything?", so a client that sends
// '1299,00' for a stored '1299.00' neither conflicts nor writes.

/** How a field's values compare: as trimmed text, as an amount of money, or as a whole number. */
export type ValueKind = 'text' | 'money' | 'whole';

/** An area's editable fields and the kind of each. */
export interface EditFields {
  editable: ReadonlySet<string>;
  kindOf: (field: string) => ValueKind;
}

/** The fields a body names (sent, even as null); undefined ones were not sent. */
export function sentFields<Draft>(body: object, fields: readonly string[]): Partial<Draft> {
  const sent: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (body as Record<string, unknown>)[f];
    if (v !== undefined) sent[f] = v;
  }
  return sent as Partial<Draft>;
}

/**
 * A value as compared: trimmed text with null and '' the same, money by amount ('45000.00' is
 * '45000' is 45000), whole numbers by number. Undefined for what is no field value (an object).
 */
export function comparable(kind: ValueKind, value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '') return '';
  if (kind === 'money') {
    const money = parseMoney(text);
    return money.ok && money.value !== null ? String(Number(money.value)) : text;
  }
  if (kind === 'whole' && /^-?\d+$/.test(text)) return String(Number(text));
  return text;
}

export const sameValue = (f: EditFields, field: string, a: unknown, b: unknown) => comparable(f.kindOf(field), a) === comparable(f.kindOf(field), b);

/** The fields of `base` whose value in `row` is no longer what the client last saw; 400 for a field that cannot be checked. */
export function staleFields(f: EditFields, row: object, base: Record<string, unknown>): string[] {
  const stale: string[] = [];
  for (const [field, seen] of Object.entries(base)) {
    if (!f.editable.has(field)) throw badRequest(messages.sync.unknownBaseField(field), { [`base.${field}`]: messages.sync.unknownBaseField(field) });
    const was = comparable(f.kindOf(field), seen);
    if (was === undefined) throw badRequest(messages.http.invalidInput, { [`base.${field}`]: messages.http.invalidInput });
    if (was !== comparable(f.kindOf(field), (row as Record<string, unknown>)[field])) stale.push(field);
  }
  return stale;
}
