import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useOffline } from '../../offline/offline-context';
import { IconChevronLeft } from '../../ui/icons';
import { backLabel, trainingBack, type TrainingBack } from './training-back';

/** The `back=` of this page's address, as given (checked where it is used). */
export function useBackParam(): string | null {
  const [params] = useSearchParams();
  return params.get('back');
}

/** The name the back link shows: the person's or the program's, from the mirror. */
function useBackName(back: TrainingBack): string | null {
  const { db } = useOffline();
  const name = useLiveQuery(async () => {
    if (!back.id) return null;
    if (back.kind === 'person') return ((await db.mirror('employees').get(back.id))?.name as string | undefined) ?? null;
    if (back.kind === 'program') return ((await db.mirror('trainings').get(back.id))?.name as string | undefined) ?? null;
    return null;
  }, [db, back.kind, back.id]);
  return name ?? null;
}

/** The training page's back link by the spec's rule (training-back.ts). */
export function TrainingBackLink({ programId }: { programId: string | null }) {
  const back = trainingBack(useBackParam(), programId);
  const name = useBackName(back);
  return (
    <Link to={back.to} className="back-link">
      <IconChevronLeft size={18} /> {backLabel(back, name)}
    </Link>
  );
}
