import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STEP_FIELDS, draftOf, editErrors, type CarDraft } from '../../../shared/fleet/car-rules';
import { carEdit } from '../../../shared/fleet/fleet.mutations';
import type { CarListItem } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import { useMutate } from '../../offline/use-mutate';
import { useViewer } from '../../lib/session-context';
import { FormActionBar, FormCard } from '../../ui/form-card';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useCarOptions } from '../use-car-options';
import { usePlateCheck } from '../use-plate-check';
import { AssignmentDatesFields, type AssignmentDates } from './assignment-dates';
import { useCarFormData } from './car-form-data';
import { carLocks } from '../../../shared/fleet/car-rules';
import { carChanges } from './edit-changes';
import { ExtraSection } from './extra-section';
import { FinancialSection } from './financial-section';
import { PayrollSection } from './payroll-section';
import { useCarFormErrors } from './use-car-form';
import { VehicleSection } from './vehicle-section';

const NO_DATES: AssignmentDates = { start_date_new_employee: null, end_date_previously_assigned_employee: null };

/** The four sections of /fleet/{id}/edit and one Save: only the changed fields go out, with their base. */
export function CarEditForm({ car }: { car: CarListItem }) {
  const mutate = useMutate();
  const viewer = useViewer();
  const options = useCarOptions();
  const navigate = useNavigate();
  const toast = useToast();
  const { people } = useCarFormData();
  const plateExists = usePlateCheck(car.id);
  // The car as the form opened it: later mirror updates do not move the ground under the user.
  const [before] = useState(car);
  const [draft, setDraft] = useState<CarDraft>(() => draftOf(car));
  const [dates, setDates] = useState<AssignmentDates>(NO_DATES);
  const { errors, clearErrors, refuse, onDateValidity, badDateErrors } = useCarFormErrors();
  const impersonating = viewer.impersonator !== null;
  const locks = useMemo(() => carLocks(before, impersonating), [before, impersonating]);
  const { changed, values } = useMemo(() => carChanges(before, draft), [before, draft]);
  const { allowLeave } = useConfirmOnLeave(changed.length > 0);

  const nameOf = (id: string | null) => (id ? (people.find((p) => p.id === id)?.name ?? (id === before.related_employee_id ? before.person_name : null) ?? 'the person') : null);
  const personChanged = changed.includes('related_employee_id');
  const onChange = useCallback((patch: Partial<CarDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    clearErrors(Object.keys(patch));
  }, [clearErrors]);
  const onDatesChange = (patch: Partial<AssignmentDates>) => {
    setDates((d) => ({ ...d, ...patch }));
    clearErrors(Object.keys(patch));
  };

  const save = async () => {
    const ctx = { impersonating, ...(personChanged ? dates : NO_DATES) };
    // Only dates still on screen count: the assignment dates go when the person goes back.
    const shownBad = badDateErrors((f) => (personChanged || !(f in NO_DATES)) && (draft.type === 'car' || !(STEP_FIELDS.payroll as readonly string[]).includes(f)));
    const list = [...shownBad, ...editErrors(before, draft, changed, options, ctx)];
    if (list.length) return refuse(messages.form.invalidTitle, list);
    if (changed.includes('plate') && values.plate && (await plateExists(values.plate))) return refuse(messages.form.invalidTitle, [{ field: 'plate', message: messages.fleet.plateExists }]);
    if (changed.length) {
      await mutate(carEdit, { car_id: before.id, ...values, ...(personChanged ? dates : {}) });
    }
    toast.saved(messages.fleet.saved);
    allowLeave();
    await navigate(`/fleet/${before.id}`);
  };
  const { busy, onSubmit } = useSubmitOnce(save);

  const props = { draft, onChange, errors, options, locks, onDateValidity };
  const newPerson = values.related_employee_id ?? null;
  return (
    <form className="form-cards" onSubmit={onSubmit} noValidate aria-label="Edit vehicle">
      <FormCard id="edit-vehicle" title="Vehicle">
        <VehicleSection {...props} personName={before.person_name} />
        {personChanged ? (
          <AssignmentDatesFields newPerson={nameOf(newPerson)} previousPerson={nameOf(before.related_employee_id)} value={dates} onChange={onDatesChange} errors={errors} onDateValidity={onDateValidity} />
        ) : null}
      </FormCard>
      {draft.type === 'car' ? (
        <FormCard id="edit-payroll" title="Payroll related info">
          <PayrollSection {...props} />
        </FormCard>
      ) : null}
      <FormCard id="edit-financial" title="Financial data">
        <FinancialSection {...props} />
      </FormCard>
      <FormCard id="edit-extra" title="Extra specifics">
        <ExtraSection {...props} />
      </FormCard>
      <FormActionBar
        status={changed.length ? `${changed.length} change${changed.length === 1 ? '' : 's'} not saved yet` : 'No changes yet'}
        cancelTo={`/fleet/${before.id}`}
        disabled={busy}
      />
    </form>
  );
}
