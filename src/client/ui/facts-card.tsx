import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from './avatar';
import './facts-card.css';

// The read-only cards of the detail pages (/fleet/{id}, /assets/{id}): a title and label/value
// pairs. An empty value reads as a dash, never as a blank.

export type Fact = readonly [label: string, value: ReactNode];

export const dash = <span className="muted">—</span>;
export const orDash = (v: ReactNode) => (v === null || v === undefined || v === '' ? dash : v);

export function FactsCard({ title, facts, className, children }: { title: string; facts: readonly Fact[]; className?: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={className ? `card facts-card ${className}` : 'card facts-card'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <dl className="detail-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Whom a vehicle or an asset is with: from the people mirror, else the names its row carries. */
export interface PersonRef {
  id: string;
  name: string;
  avatar: string | null;
}

/** A person as a fact: avatar and name, to their page. */
export function PersonLink({ person }: { person: PersonRef }) {
  return (
    <Link to={`/people/${person.id}`} className="person-link">
      <Avatar name={person.name} src={person.avatar} size="sm" decorative /> {person.name}
    </Link>
  );
}
