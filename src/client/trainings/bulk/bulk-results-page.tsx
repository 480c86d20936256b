import { useParams } from 'react-router-dom';
import { BulkEdit } from './bulk-edit-page';
import { BulkFrame } from './bulk-frame';

/** /trainings/{id}/results: bulk change of results (trainings.md section 2). */
export function BulkResultsPage() {
  const { id = '' } = useParams();
  return (
    <BulkFrame trainingId={id} title="Change results" lead="Filter, pick people, then give them a new result.">
      {(training) => <BulkEdit key={training.id} training={training} mode="result" />}
    </BulkFrame>
  );
}
