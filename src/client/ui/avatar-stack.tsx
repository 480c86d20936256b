import { Avatar } from './avatar';
import './avatar-stack.css';

export interface StackedPerson {
  id: string;
  name: string;
  avatar: string | null;
}

/**
 * The people of a row as overlapping avatars, at most `shown` of them, and '+n' for the others of
 * `total`, read out as one image naming everyone shown ('5 people: Ann, Bob, Cas, Dan and 1 more').
 * The /software products and the /trainings courses show their people so.
 */
export function AvatarStack({ people, shown, total = people.length }: { people: readonly StackedPerson[]; shown: number; total?: number }) {
  if (total === 0) return <span className="muted">—</span>;
  const faces = people.slice(0, shown);
  const more = total - faces.length;
  const label = `${total} ${total === 1 ? 'person' : 'people'}: ${faces.map((p) => p.name).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return (
    <span className="avatar-stack" role="img" aria-label={label}>
      {faces.map((p) => (
        <Avatar key={p.id} name={p.name} src={p.avatar} size="md" decorative className="avatar-stack-item" />
      ))}
      {more > 0 ? (
        <span className="avatar-stack-more" aria-hidden="true">
          +{more}
        </span>
      ) : null}
    </span>
  );
}
