import { formatMoney } from '../../../shared/money';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { formatDate } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { formatHhMm } from '../../../shared/trainings/fla-rules';
import { truncatedInformation } from '../../../shared/trainings/training-rules';
import { LOCATION_LABELS, TRAINING_FIELD_LABELS, TRAINING_TYPE_LABELS, VISIBILITY_LABELS, type TrainingItem } from '../../../shared/trainings/trainings.schema';
import { useOffline } from '../../offline/offline-context';
import { FactsCard, dash, orDash, type Fact } from '../../ui/facts-card';

const L = TRAINING_FIELD_LABELS;

/** The FLA amount as read: '2.5 days', '1 day', '7:30 hours'; '' when there is none. */
export function flaAmountText(t: Pick<TrainingItem, 'training_amount_selection' | 'training_amount_days' | 'training_amount_minutes'>): string {
  if (t.training_amount_selection === 'days' && t.training_amount_days !== null)
    return `${t.training_amount_days} ${t.training_amount_days === 1 ? 'day' : 'days'}`;
  if (t.training_amount_selection === 'minutes' && t.training_amount_minutes !== null) return `${formatHhMm(t.training_amount_minutes)} hours`;
  return '';
}

/** The names of the teams a training is visible to (visibility 2), from the mirror, by name. */
function useTeamNames(selected: string): string[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const ids = selected.split(',').filter(Boolean);
    const teams = await db.mirror('teams').bulkGet(ids);
    return teams
      .filter((t) => t !== undefined)
      .map((t) => String(t.name))
      .sort((a, b) => a.localeCompare(b));
  }, [db, selected]);
}

function Visibility({ training }: { training: TrainingItem }) {
  const teams = useTeamNames(training.is_visible_for_employees === 2 ? training.selected_teams : '');
  const label = VISIBILITY_LABELS[training.is_visible_for_employees];
  if (training.is_visible_for_employees !== 2 || !teams?.length) return <>{label}</>;
  return (
    <>
      {label}: <span className="training-teams">{teams.join(', ')}</span>
    </>
  );
}

/** The general facts of a training or session (cost, date, supplier, who sees it). */
export function TrainingFacts({ training }: { training: TrainingItem }) {
  const facts: Fact[] = [
    [L.cost, orDash(formatMoney(training.cost))],
    [L.date, orDash(formatDate(training.date))],
    [L.leverancier, orDash(training.leverancier)],
    [L.is_visible_for_employees, <Visibility key="v" training={training} />],
    [L.is_price_visible_for_employees, training.is_price_visible_for_employees === 1 ? 'Yes' : 'No'],
  ];
  return <FactsCard title="Details" facts={facts} className="training-facts" />;
}

/** The FLA block (feature trainings_fla), when the training falls under it. */
export function FlaFacts({ training }: { training: TrainingItem }) {
  if (training.falls_under_fla !== 1) return null;
  const facts: Fact[] = [
    [L.start_date, orDash(formatDate(training.start_date))],
    [L.end_date, orDash(formatDate(training.end_date))],
    [L.certificate_to_achieve, training.certificate_to_achieve === 1 ? 'Yes' : 'No'],
    [L.type_of_training, TRAINING_TYPE_LABELS[training.type_of_training]],
    [L.location_of_training, training.location_of_training ? LOCATION_LABELS[training.location_of_training] : dash],
    ['Amount', orDash(flaAmountText(training))],
  ];
  return <FactsCard title="FLA" facts={facts} className="training-facts" />;
}

/** Additional information, truncated above 45 characters to its first 50 with 'show more' (trainings.md section 5). */
export function AdditionalInformation({ text }: { text: string | null }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  if (!text) return null;
  const { shown, truncated } = truncatedInformation(text);
  return (
    <section className="card training-info" aria-label={L.additional_information}>
      <h2>{L.additional_information}</h2>
      <p id={textId} className="training-info-text">
        {open || !truncated ? text : `${shown}…`}
      </p>
      {truncated && (
        <button type="button" className="btn btn-ghost training-info-toggle" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
          {open ? messages.trainings.showLess : messages.trainings.showMore}
        </button>
      )}
    </section>
  );
}
