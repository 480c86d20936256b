import { PRODUCT_AVATARS_SHOWN } from '../../shared/software/software.schema';
import { Avatar } from '../ui/avatar';
import type { LicenseHolder } from './license-person';
import './people-avatars.css';

/**
 * The first PRODUCT_AVATARS_SHOWN holders as overlapping avatars and '+n' for the others, read out
 * as one image naming everyone shown ('5 people: Ann, Bob, Cas, Dan and 1 more').
 */
export function PeopleAvatars({ people, total = people.length }: { people: readonly LicenseHolder[]; total?: number }) {
  if (total === 0) return <span className="muted">—</span>;
  const shown = people.slice(0, PRODUCT_AVATARS_SHOWN);
  const more = total - shown.length;
  const label = `${total} ${total === 1 ? 'person' : 'people'}: ${shown.map((p) => p.name).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return (
    <span className="people-avatars" role="img" aria-label={label}>
      {shown.map((p) => (
        <Avatar key={p.id} name={p.name} src={p.avatar} size="md" decorative className="people-avatars-item" />
      ))}
      {more > 0 ? (
        <span className="people-avatars-more" aria-hidden="true">
          +{more}
        </span>
      ) : null}
    </span>
  );
}
