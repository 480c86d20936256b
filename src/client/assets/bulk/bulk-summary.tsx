import { Avatar } from '../../ui/avatar';
import type { PickedPerson } from '../../ui/people-team-picker';

/** What Start will do: the asset, its price, and who gets one, in the order they are sent. */
export function BulkSummary({ typeName, price, people }: { typeName: string; price: string | null; people: readonly PickedPerson[] }) {
  const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return (
    <div className="bulk-summary">
      <dl className="bulk-summary-facts">
        <div>
          <dt>Asset</dt>
          <dd>{typeName}</dd>
        </div>
        <div>
          <dt>Price excluding VAT</dt>
          <dd>{price ?? 'No price'}</dd>
        </div>
        <div>
          <dt>People</dt>
          <dd>{people.length}</dd>
        </div>
      </dl>
      <ul className="bulk-people-list" aria-label="People who get the asset">
        {sorted.map((p) => (
          <li key={p.id} className="bulk-person">
            <Avatar name={p.name} src={p.avatar} size="sm" decorative />
            <span className="bulk-person-name">{p.name}</span>
            {p.company_name ? <span className="badge">{p.company_name}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
