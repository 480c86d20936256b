import type { AreaSeed } from '../http/server-area';
import { addDemoTrainings } from './demo-trainings';
import { addGeneratedTrainings } from './trainings-generator';

/** The trainings area's demo (the manager's teams take part in the Sales academy) and `--trainings N`. */
export const trainingsSeed: AreaSeed = {
  demo: (tx, ctx) => addDemoTrainings(tx, ctx),
  generate: {
    option: 'trainings',
    run: async (db, p) => {
      const added = await addGeneratedTrainings(db, p);
      return `${p.count} trainings with ${added.participantIds.length} participants`;
    },
  },
};
