import type { ReactNode } from 'react';
import type { PeopleColumnId } from '../../shared/people/people.column-ids';
import type { PersonListItem } from '../../shared/people/people.schema';
import { formatDate } from '../../shared/format';
import { Avatar } from '../ui/avatar';
import { isPersonActive } from '../lib/person-status';

export const DIMONA_LABELS: Record<string, string> = {
  white_collar: 'White-collar',
  blue_collar: 'Blue-collar',
  student: 'Student',
  flexi: 'Flexi-job',
  intern: 'Intern',
  director: 'Director',
};

const dash = <span className="muted">—</span>;
const text = (v: string | null | undefined): ReactNode => (v ? v : dash);
const date = (v: string | null | undefined): ReactNode => (v ? formatDate(v) : dash);

export const PERSON_CELLS: Record<PeopleColumnId, (p: PersonListItem) => ReactNode> = {
  name: (p) => (
    <span className="person-cell">
      <Avatar name={p.name} src={p.avatar ?? undefined} size="sm" />
      <span>
        {p.name}
        {!isPersonActive(p) && <span className="badge person-former">Former</span>}
      </span>
    </span>
  ),
  role: (p) => text(p.role),
  team: (p) => text(p.team),
  email: (p) => text(p.email),
  phone: (p) => text(p.phone),
  manager: (p) => text(p.manager),
  joined: (p) => date(p.joined),
  active_until: (p) => date(p.active_until),
  recent_contract_start: (p) => date(p.recent_contract_start),
  dimona_statute: (p) => text(p.dimona_statute ? DIMONA_LABELS[p.dimona_statute] : null),
  seniority_date: (p) => date(p.seniority_date),
};
