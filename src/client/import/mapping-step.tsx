import type { ImportField } from '../../shared/import-target';
import type { Sheet } from './read-file';

const EXAMPLES = 3;

/** The first few non-empty values of a column as the file shows them, to recognise it by. */
const examplesOf = (sheet: Sheet, column: number) =>
  sheet.shown
    .map((r) => r[column] ?? '')
    .filter(Boolean)
    .slice(0, EXAMPLES);

/**
 * Step 2: each column of the file and the field it fills, matched from its header where the
 * header is known; a column may be left out. A field takes one column: choosing it for another
 * frees the first.
 */
export function MappingStep({
  sheet,
  fields,
  mapping,
  auto,
  onChange,
}: {
  sheet: Sheet;
  fields: readonly ImportField[];
  mapping: readonly (string | null)[];
  auto: readonly (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
}) {
  const set = (column: number, key: string | null) => onChange(mapping.map((k, i) => (i === column ? key : k === key ? null : k)));
  const used = new Set(mapping.filter(Boolean));
  const missing = fields.filter((f) => !used.has(f.key));
  return (
    <div className="card import-mapping">
      <table className="import-table">
        <caption className="visually-hidden">Columns of the file</caption>
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col">Values</th>
            <th scope="col">Imported as</th>
          </tr>
        </thead>
        <tbody>
          {sheet.headers.map((header, i) => {
            const key = mapping[i] ?? null;
            const id = `import-column-${i}`;
            return (
              <tr key={i} className={key ? undefined : 'import-column-ignored'}>
                <th scope="row">
                  <label htmlFor={id}>{header}</label>
                </th>
                <td className="import-examples">{examplesOf(sheet, i).join(' · ') || <span className="muted">empty</span>}</td>
                <td>
                  <select id={id} className="input" value={key ?? ''} onChange={(e) => set(i, e.target.value || null)}>
                    <option value="">Not imported</option>
                    {fields.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                  {key && key === auto[i] ? <span className="badge badge-success import-auto">Matched</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {missing.length > 0 && (
        <p className="muted import-missing">Not in the file (left as they are, or empty for new ones): {missing.map((f) => f.label).join(', ')}.</p>
      )}
    </div>
  );
}
