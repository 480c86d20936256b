import { can } from '../policy/policy';
import type { Viewer } from '../policy/viewer';
import { trainingsMessages } from './trainings.messages';

// Who may delete a training (and, for a program, its sessions with it): trainings.edit, and a
// team-only manager only a training whose participants, of every session, are all people of its
// teams; it may not take away what other teams' people followed and it cannot see. The server
// enforces it on every delete, the training page uses it to offer or explain the delete.

/** A participant of the training or of one of its sessions: whether the person is in one of the viewer's teams. */
interface DeleteParticipant {
  in_viewer_teams: boolean;
}

/** Why the viewer may not delete the training, or null when it may. */
export function trainingDeleteRefusal(v: Viewer, participants: readonly DeleteParticipant[]): string | null {
  if (can(v, 'people.viewAll')) return null;
  return participants.every((p) => p.in_viewer_teams) ? null : trainingsMessages.deleteOutsideTeams;
}

/** Whether a person with these team ids is in one of the viewer's managed teams (for the device's mirror rows). */
export const inViewerTeams = (v: Viewer, teamIds: readonly string[] | undefined): boolean =>
  can(v, 'people.viewAll') || (teamIds ?? []).some((t) => v.managed_team_ids.includes(t));
