import { personNotInTeams } from '../common.messages';

export const peopleMessages = {
  notFound: personNotInTeams,
  unknownColumn: 'You cannot sort on this column.',
} as const;
