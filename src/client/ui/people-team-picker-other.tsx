import { useEffect, useId, useState } from 'react';
import { PersonRow } from './people-team-picker-row';
import type { PickedPerson } from './people-team-picker-state';
import { SearchBox } from './search-box';

/** Where the people of the group's other companies come from (a server search: online only). */
export interface OtherCompaniesSource {
  /** People of the other companies whose name or email holds the term, with their company's name. */
  search: (term: string) => Promise<PickedPerson[]>;
  /** Why searching cannot be done now (offline), or null. */
  disabledReason: string | null;
}

type Found = { state: 'idle' } | { state: 'loading' } | { state: 'done'; people: PickedPerson[] } | { state: 'error'; message: string };

/**
 * 'Other companies of the group': a search on the server (trusted groups); the people picked here
 * join the same selection, shown with their company's name. Offline it is disabled, saying why.
 */
export function OtherCompaniesPicker({
  source,
  value,
  onPick,
}: {
  source: OtherCompaniesSource;
  value: readonly PickedPerson[];
  onPick: (people: readonly PickedPerson[], on: boolean) => void;
}) {
  const headingId = useId();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const disabled = source.disabledReason !== null;
  const { search } = source;

  useEffect(() => {
    const needle = term.trim();
    if (!needle || disabled) {
      setFound({ state: 'idle' });
      return;
    }
    let current = true;
    setFound({ state: 'loading' });
    search(needle).then(
      (people) => current && setFound({ state: 'done', people }),
      (e: unknown) => current && setFound({ state: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      current = false;
    };
  }, [term, disabled, search]);

  const results = found.state === 'done' ? found.people : [];
  const pickedIds = new Set(value.map((v) => v.id));
  // Picks from earlier searches stay in sight (and can be taken out) while another search shows.
  const shownIds = new Set(results.map((p) => p.id));
  const picked = value.filter((v) => v.company_name && !shownIds.has(v.id));

  return (
    <section className="ptp-other" aria-labelledby={headingId}>
      <h3 id={headingId}>Other companies of the group</h3>
      {disabled ? (
        <p className="ptp-other-reason">{source.disabledReason}</p>
      ) : (
        <SearchBox
          value={term}
          onChange={setTerm}
          label="Search people of the other companies"
          placeholder="Search people of the other companies"
          className="ptp-search"
        />
      )}
      {picked.length ? (
        <ul className="ptp-people ptp-other-list" aria-label="Picked from other companies">
          {picked.map((p) => (
            <PersonRow key={p.id} person={p} company={p.company_name} picked onToggle={(on) => onPick([p], on)} />
          ))}
        </ul>
      ) : null}
      {found.state === 'loading' ? (
        <p className="muted" aria-live="polite">
          Searching…
        </p>
      ) : null}
      {found.state === 'error' ? <p className="field-error">{found.message}</p> : null}
      {found.state === 'done' && results.length === 0 ? <p className="muted">Nobody found.</p> : null}
      {results.length ? (
        <ul className="ptp-people ptp-other-list" aria-label="Found in other companies">
          {results.map((p) => (
            <PersonRow key={p.id} person={p} company={p.company_name} picked={pickedIds.has(p.id)} onToggle={(on) => onPick([p], on)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
