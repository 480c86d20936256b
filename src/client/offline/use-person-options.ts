import { useMemo } from 'react';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useMirrorTable } from './use-mirror-table';
import type { PersonOption } from '../ui/person-picker';
import { isPersonActive } from '../lib/person-status';

/** A person as the pickers offer them: leavers stay known (an owner already chosen) but are not offered. */
export const toPersonOption = (p: PersonListItem): PersonOption => ({ id: p.id, name: p.name, email: p.email, avatar: p.avatar, active: isPersonActive(p) });

/**
 * The people a form may pick, from the mirror (already only those this user may see), by name;
 * undefined until the first download has finished.
 */
export function usePersonOptions(): PersonOption[] | undefined {
  const employees = useMirrorTable('employees');
  return useMemo(() => employees?.map(toPersonOption).sort((a, b) => a.name.localeCompare(b.name)), [employees]);
}
