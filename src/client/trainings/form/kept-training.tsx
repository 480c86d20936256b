import { useState } from 'react';
import { BackLink } from '../../ui/back-link';
import { messages } from '../../../shared/messages';
import { useTraining, type FoundTraining } from '../data/use-training-data';
import { PageError } from '../../ui/page-error';

/**
 * The training of a page that changes it (edit, add to program, delete), kept once shown: its row
 * may leave the device's copy for a moment (the mirror is downloaded again after a change of what
 * the user may see, or the delete itself removes it), and the page must not flip to 'not found'
 * and drop what the user typed. Another id starts over.
 */
export function useKeptTraining(id: string | undefined): FoundTraining | null | undefined {
  const live = useTraining(id);
  const [kept, setKept] = useState<FoundTraining | null>(null);
  if (live && live !== kept) setKept(live);
  if (live) return live;
  return kept && kept.training.id === id ? kept : live;
}

/** What those pages show before the training is there: loading, or not found with the way back. */
export function TrainingUnavailable({ loading }: { loading: boolean }) {
  if (loading) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  return <PageError back={<BackLink to="/trainings" label="Trainings" />}>{messages.trainings.trainingNotFound}</PageError>;
}
