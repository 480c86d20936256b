import { softwareMessages } from '../../../shared/software/software.messages';
import type { CompanySuggestion } from '../../../shared/software/software.schema';
import { ProductLogo } from '../product-logo';

/**
 * The suggested products under the name field: buttons (Tab reaches them, Enter picks), each with
 * its logo, name and domain. Names guessed from the web address say so.
 */
export function CompanySuggestions({
  items,
  fromDomain,
  onPick,
}: {
  items: readonly CompanySuggestion[];
  fromDomain: boolean;
  onPick: (s: CompanySuggestion) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="company-suggestions" aria-label="Suggestions">
      <p className="company-suggestions-title">{fromDomain ? softwareMessages.suggestionFromDomain : 'Suggestions'}</p>
      <ul className="company-suggestions-list">
        {items.map((s) => (
          <li key={`${s.name}\n${s.domain}`}>
            <button type="button" className="company-suggestion" onClick={() => onPick(s)}>
              <ProductLogo name={s.name} logo={s.logo ?? null} size="sm" />
              <span className="company-suggestion-name">{s.name}</span>
              {s.domain ? <span className="muted company-suggestion-domain">{s.domain}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
