import { useMemo } from 'react';
import { messages } from '../../../shared/messages';
import { usePickerPeople, type PickerPeople } from '../../offline/use-picker-people';

/**
 * Who /trainings/{id}/add may pick: the team picker's people from the mirror, with those already
 * taking part shown but not pickable. Undefined until the first download has finished.
 */
export function usePickablePeople(participantIds: ReadonlySet<string> | undefined): PickerPeople | undefined {
  const all = usePickerPeople();
  return useMemo(() => {
    if (!all || !participantIds) return undefined;
    return { teams: all.teams, people: all.people.map((p) => (participantIds.has(p.id) ? { ...p, unavailable: messages.trainings.alreadyIn } : p)) };
  }, [all, participantIds]);
}
