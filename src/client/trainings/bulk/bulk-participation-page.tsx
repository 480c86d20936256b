import { useParams } from 'react-router-dom';
import { BulkEdit } from './bulk-edit-page';
import { BulkFrame } from './bulk-frame';

/** /trainings/{id}/participation: bulk change of participation statuses (trainings.md section 2). */
export function BulkParticipationPage() {
  const { id = '' } = useParams();
  return (
    <BulkFrame trainingId={id} title="Change participation" lead="Filter, pick people, then give them a new participation status.">
      {(training) => <BulkEdit key={training.id} training={training} mode="status" />}
    </BulkFrame>
  );
}
