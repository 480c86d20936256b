import type { ImportKind } from '../../shared/import-target';

// A column matched by hand is remembered on this device for the next file with the same headers
// (the leasing company's monthly list): only the columns the user changed, so a field the
// automatic match learns later still reaches the others.

const keyOf = (kind: ImportKind, headers: readonly string[]) => `import-columns:${kind}:${JSON.stringify(headers)}`;

/** The automatic match with the user's earlier choices for these headers on top; a field no longer offered is left out. */
export function rememberedMapping(
  kind: ImportKind,
  headers: readonly string[],
  auto: readonly (string | null)[],
  fieldKeys: readonly string[],
): (string | null)[] {
  let chosen: Record<string, string | null> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(kind, headers)) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) chosen = parsed as Record<string, string | null>;
  } catch {
    return [...auto];
  }
  const mapping = auto.map((key, i) => {
    const own = chosen[String(i)];
    return own === null || (typeof own === 'string' && fieldKeys.includes(own)) ? own : key;
  });
  // A field takes one column: the user's choice wins over the automatic match of another column.
  return mapping.map((key, i) =>
    key && chosen[String(i)] === undefined && mapping.some((k, j) => j !== i && k === key && chosen[String(j)] !== undefined) ? null : key,
  );
}

/** Keeps the columns of this mapping that differ from the automatic match (forgets the headers when none does). */
export function rememberMapping(kind: ImportKind, headers: readonly string[], auto: readonly (string | null)[], mapping: readonly (string | null)[]): void {
  const own = Object.fromEntries(mapping.flatMap((key, i) => (key === (auto[i] ?? null) ? [] : [[String(i), key]])));
  try {
    if (Object.keys(own).length === 0) localStorage.removeItem(keyOf(kind, headers));
    else localStorage.setItem(keyOf(kind, headers), JSON.stringify(own));
  } catch {
    // A full or refused storage only loses the convenience.
  }
}
