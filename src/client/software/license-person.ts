import type { PersonListItem } from '../../shared/people/people.schema';
import type { LicenseItem } from '../../shared/software/software.schema';

// Who holds a licence, as the software pages show them: the person from the device's people
// mirror (a rename shows at once), else the name the row carries (someone outside this user's
// teams, or who has left). A licence assigned on this device carries no name until the server answers.

export interface LicenseHolder {
  id: string;
  name: string;
  avatar: string | null;
}

export type PeopleById = ReadonlyMap<string, Pick<PersonListItem, 'id' | 'name' | 'avatar'>>;

/** Said for a holder the device knows nothing about yet. */
export const UNKNOWN_PERSON = 'Unknown person';

export function licenseHolder(license: Pick<LicenseItem, 'employee_id' | 'employee_name' | 'employee_avatar'>, people: PeopleById): LicenseHolder {
  const person = people.get(license.employee_id);
  if (person) return { id: person.id, name: person.name, avatar: person.avatar };
  return { id: license.employee_id, name: license.employee_name || UNKNOWN_PERSON, avatar: license.employee_avatar };
}

export const peopleById = (people: readonly Pick<PersonListItem, 'id' | 'name' | 'avatar'>[]): PeopleById => new Map(people.map((p) => [p.id, p]));
