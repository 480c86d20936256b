import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { comparePersonTrainings } from '../../../shared/trainings/training-rules';
import { STATUS_LABELS, type ParticipantItem } from '../../../shared/trainings/trainings.schema';
import type { PersonSectionProps } from '../../lib/client-area';
import { useCan } from '../../lib/use-can';
import { useOffline } from '../../offline/offline-context';
import { IconGraduationCap } from '../../ui/icons';
import { participantPath } from '../../../shared/trainings/training-rules';

// The person page's Trainings card: the three most recent participations from the mirror and a
// link to /people/{id}/trainings, where the full list with its paging lives, in the same order
// (comparePersonTrainings). The trainings area adds it to the person page (trainings.routes.tsx).

const SHOWN = 3;

interface Recent {
  participant_id: string;
  trainingId: string;
  name: string;
  date: string | null;
  status: ParticipantItem['status'];
}

export function PersonTrainings({ personId, firstName }: PersonSectionProps) {
  const can = useCan();
  const { db } = useOffline();
  const found = useLiveQuery(async () => {
    const mine = await db.mirror('training_participants').where('employee_id').equals(personId).toArray();
    const trainings = await db.mirror('trainings').bulkGet(mine.map((p) => p.training_id));
    const recent = mine
      .flatMap((p, i): Recent[] => {
        const t = trainings[i];
        return t ? [{ participant_id: p.id, trainingId: t.id, name: t.name, date: t.date, status: p.status }] : [];
      })
      .sort(comparePersonTrainings);
    return { count: recent.length, recent: recent.slice(0, SHOWN) };
  }, [db, personId]);
  if (!can('trainings.view')) return null;
  const all = `/people/${personId}/trainings`;
  const back = encodeURIComponent(all);
  return (
    <section className="card" aria-labelledby="trainings-title">
      <div className="card-title-row">
        <h2 id="trainings-title">Trainings</h2>
        <Link className="btn btn-secondary" to={all}>
          All trainings{found ? ` (${found.count})` : ''}
        </Link>
      </div>
      {found && found.count === 0 && <p className="muted">{firstName} has not taken part in a training yet.</p>}
      {found && found.count > 0 && (
        <ul className="link-list">
          {found.recent.map((r) => (
            <li key={r.participant_id}>
              <Link to={`${participantPath(r.trainingId, r.participant_id)}?back=${back}`}>
                <IconGraduationCap size={18} />
                <span>{r.name}</span>
                <span className="muted">{[r.date ? formatDate(r.date) : null, STATUS_LABELS[r.status]].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
