import { useMemo } from 'react';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useMirrorTable } from '../offline/use-mirror-table';
import { isPersonActive } from '../people/person-status';
import type { PersonOption } from '../ui/person-picker';

/**
 * The people an asset may go to, from the mirror (already only those this user may see), by name;
 * undefined until the first download has finished.
 */
export function useAssetPeople(): PersonOption[] | undefined {
  const employees = useMirrorTable<PersonListItem & { version: number }>('employees');
  return useMemo(
    () =>
      employees
        ?.map((p) => ({ id: p.id, name: p.name, email: p.email, avatar: p.avatar, active: isPersonActive(p) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [employees],
  );
}
