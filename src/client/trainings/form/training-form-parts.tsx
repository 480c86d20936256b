import { firstTrainingError, type TrainingErrors } from '../../../shared/trainings/training-rules';
import { useTeams } from '../../offline/use-teams';
import { FormActionBar, FormCard } from '../../ui/form-card';
import { FlaSection } from './fla-section';
import type { SectionProps } from './form-types';
import { GeneralSection } from './general-section';
import { VisibilitySection } from './visibility-section';

/** The general, additional (with trainings_fla) and visibility cards of the create and edit pages. */
export function TrainingSections({ props, allErrors, fla }: { props: SectionProps; allErrors: TrainingErrors; fla: boolean }) {
  const teams = useTeams() ?? [];
  return (
    <>
      <FormCard id="training-general" title="General">
        <GeneralSection {...props} />
      </FormCard>
      {fla ? (
        <FormCard id="training-additional" title="Additional">
          <FlaSection {...props} />
        </FormCard>
      ) : null}
      <FormCard id="training-visibility" title="Visibility">
        {/* The team message shows at once: it is why Save is disabled after choosing 'selected teams'. */}
        <VisibilitySection {...props} errors={{ ...props.errors, selected_teams: allErrors.selected_teams }} teams={teams} />
      </FormCard>
    </>
  );
}

/** The floating Save bar: while Save is disabled, its line says why. */
export function FormActions({ errors, busy, cancelTo }: { errors: TrainingErrors; busy: boolean; cancelTo: string }) {
  const why = firstTrainingError(errors);
  return <FormActionBar status={why ? `To save: ${why}` : 'Ready to save'} cancelTo={cancelTo} disabled={busy || why !== null} />;
}
