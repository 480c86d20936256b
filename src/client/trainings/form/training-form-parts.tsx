import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { firstTrainingError, type TrainingErrors } from '../../../shared/trainings/training-rules';
import type { Team } from '../../../shared/people/people.schema';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { FlaSection } from './fla-section';
import type { SectionProps } from './form-types';
import { GeneralSection } from './general-section';
import { VisibilitySection } from './visibility-section';

/** One section of the form as a card with its heading. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card training-form-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The teams to pick for visibility 2, by name, from the mirror. */
export function useTeams(): { id: string; name: string }[] {
  const teams = useMirrorTable<Team & { version: number }>('teams');
  return (teams ?? []).map((t) => ({ id: t.id, name: t.name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The general, additional (with trainings_fla) and visibility cards of the create and edit pages. */
export function TrainingSections({ props, allErrors, fla }: { props: SectionProps; allErrors: TrainingErrors; fla: boolean }) {
  const teams = useTeams();
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

/** The floating bar: Save stays in reach on a tablet; while it is disabled, the line says why. */
export function FormActions({ errors, busy, cancelTo, saveLabel = 'Save' }: { errors: TrainingErrors; busy: boolean; cancelTo: string; saveLabel?: string }) {
  const why = firstTrainingError(errors);
  return (
    <div className="training-form-actions">
      <span className="muted" aria-live="polite">{why ? `To save: ${why}` : 'Ready to save'}</span>
      <Link className="btn btn-secondary" to={cancelTo}>Cancel</Link>
      <button className="btn btn-primary" type="submit" disabled={busy || why !== null}>{saveLabel}</button>
    </div>
  );
}
