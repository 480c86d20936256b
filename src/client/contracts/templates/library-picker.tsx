import { useEffect, useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { TEMPLATE_TYPE_LABELS, type ContractTemplateType, type LibraryTemplate } from '../../../shared/contracts/contracts.schema';
import { ApiError, apiGet, withQuery } from '../../lib/api';
import { useOffline } from '../../offline/offline-context';
import { SearchBox } from '../../ui/search-box';

/** The partners' library (getResellerContractTemplates: keyword, type; partner_name): pick one as the start. */
export function LibraryPicker({ type, onPick }: { type?: ContractTemplateType; onPick: (t: LibraryTemplate | null) => void }) {
  const online = useOffline().status.online;
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<LibraryTemplate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    // The search box waits for the typing to stop; an answer to an older keyword is dropped.
    let live = true;
    apiGet<{ data: LibraryTemplate[] }>(withQuery('/api/contract_template/public_library/list', { keyword, type }))
      .then((res) => {
        if (!live) return;
        setFound(res.data);
        setError(null);
      })
      .catch((err: unknown) => {
        if (live) setError(err instanceof ApiError ? err.message : m.needsNetwork);
      });
    return () => {
      live = false;
    };
  }, [keyword, type, online]);
  if (!online) return <p className="muted">{m.needsNetwork}</p>;
  return (
    <div className="library-picker">
      <SearchBox label="Search the library" value={keyword} onChange={setKeyword} placeholder="Search by name or partner" />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {found === null ? (
        <p className="muted">Loading the library…</p>
      ) : found.length === 0 ? (
        <p className="muted">No library template matches.</p>
      ) : (
        <ul className="library-list" aria-label="Library templates">
          {found.map((t) => (
            <li key={t.id}>
              <label className={`library-row${picked === t.id ? ' is-picked' : ''}`}>
                <input
                  type="radio"
                  name="library-template"
                  checked={picked === t.id}
                  onChange={() => {
                    setPicked(t.id);
                    onPick(t);
                  }}
                />
                <span>
                  <strong>{t.name}</strong>
                  <span className="muted">
                    {TEMPLATE_TYPE_LABELS[t.type]} · {t.partner_name}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
