import { comparable, type ValueKind } from '../../shared/edit-changes';
import { messages } from '../../shared/messages';
import { badRequest } from '../http/errors';

// The fields of an edit (POST /api/cars/edit, /api/assets/edit, /api/trainings/edit): which ones a
// body sends, and the `base` check of docs/architecture.md section 5. Values compare as the edit forms
// compare them (shared/edit-changes.ts), for both "is this field stale?" and "did this edit change
// anything?", so a client that sends '1299,00' for a stored '1299.00' neither conflicts nor writes.

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
