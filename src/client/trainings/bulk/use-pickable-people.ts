import { useMemo } from 'react';
import type { PersonListItem, Team } from '../../../shared/people/people.schema';
import { messages } from '../../../shared/messages';
import { isPersonActive } from '../../lib/person-status';
import { useMirrorTable } from '../../offline/use-mirror-table';
import type { PickerPerson, PickerTeam } from '../../ui/people-team-picker';

export interface PickablePeople {
  teams: PickerTeam[];
  people: PickerPerson[];
}

/**
 * Who /trainings/{id}/add may pick: the mirror's teams and people (only those this user may see,
 * leavers left out by the picker); people already taking part are shown but cannot be picked.
 * Undefined until the first download has finished.
 */
export function usePickablePeople(participantIds: ReadonlySet<string> | undefined): PickablePeople | undefined {
  const teams = useMirrorTable<Team & { version: number }>('teams');
  const employees = useMirrorTable<PersonListItem & { version: number }>('employees');
  return useMemo(() => {
    if (!teams || !employees || !participantIds) return undefined;
    return {
      teams: teams.map((t) => ({ id: t.id, name: t.name })),
      people: employees.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        avatar: p.avatar,
        team_ids: p.team_ids ?? [],
        active: isPersonActive(p),
        ...(participantIds.has(p.id) ? { unavailable: messages.trainings.alreadyIn } : {}),
      })),
    };
  }, [teams, employees, participantIds]);
}
