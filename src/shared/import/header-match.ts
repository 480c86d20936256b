import { foldText } from '../format';
import type { ImportField } from '../import-target';

// A file's headers matched to the fields: by key, label or a synonym in any of the languages the
// fields list, accents, case, spaces and punctuation ignored. Each field takes one column at most;
// a header nothing matches is left for the user to map or ignore on the mapping screen.

const squash = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

/** Each header's field key, or null (ignored): exact names first, then a header that starts with a name ('Plate (BE)'). */
export function matchHeaders(headers: readonly string[], fields: readonly ImportField[]): (string | null)[] {
  const names = fields.map((f) => ({ key: f.key, names: [f.key, f.label, ...f.synonyms].map(squash).filter(Boolean) }));
  const taken = new Set<string>();
  const result: (string | null)[] = headers.map(() => null);
  const pass = (test: (header: string, name: string) => boolean) =>
    headers.forEach((h, i) => {
      const header = squash(h);
      if (result[i] !== null || !header) return;
      const hit = names.find((f) => !taken.has(f.key) && f.names.some((n) => test(header, n)));
      if (hit) {
        result[i] = hit.key;
        taken.add(hit.key);
      }
    });
  pass((h, n) => h === n);
  pass((h, n) => n.length >= 3 && h.startsWith(n));
  return result;
}
