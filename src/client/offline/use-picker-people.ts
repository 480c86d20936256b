import { useMemo } from 'react';
import { useMirrorTable } from './use-mirror-table';
import type { PickerPerson, PickerTeam } from '../ui/people-team-picker';
import { isPersonActive } from '../lib/person-status';
import { useTeams } from './use-teams';

export interface PickerPeople {
  teams: PickerTeam[];
  people: PickerPerson[];
}

/**
 * What the team picker offers (assets' bulk assign, a training's bulk add): the mirror's teams and
 * people, already only those this user may see, leavers marked so the picker leaves them out.
 * Undefined until the first download has finished.
 */
export function usePickerPeople(): PickerPeople | undefined {
  const teams = useTeams();
  const employees = useMirrorTable('employees');
  return useMemo(() => {
    if (!teams || !employees) return undefined;
    return {
      teams,
      people: employees.map((p) => ({ id: p.id, name: p.name, email: p.email, avatar: p.avatar, team_ids: p.team_ids ?? [], active: isPersonActive(p) })),
    };
  }, [teams, employees]);
}
