import { useId } from 'react';
import { Avatar } from './avatar';
import type { PickerPerson } from './people-team-picker-state';

/** One person with a checkbox; a person of another company of the group shows that company. */
export function PersonRow({
  person,
  picked,
  onToggle,
  company,
}: {
  person: Pick<PickerPerson, 'name' | 'avatar' | 'email' | 'unavailable'>;
  picked: boolean;
  onToggle: (on: boolean) => void;
  company?: string | null;
}) {
  const id = `${useId()}-p`;
  const unavailable = person.unavailable;
  return (
    <li>
      <label className={`ptp-person${unavailable ? ' ptp-person-unavailable' : ''}`} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="ptp-check"
          checked={picked || !!unavailable}
          disabled={!!unavailable}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <Avatar name={person.name} src={person.avatar} size="sm" decorative />
        <span className="ptp-person-name">{person.name}</span>
        {company ? <span className="badge ptp-company">{company}</span> : null}
        {unavailable ? <span className="badge ptp-unavailable">{unavailable}</span> : null}
        {person.email ? <span className="ptp-person-email muted">{person.email}</span> : null}
      </label>
    </li>
  );
}
