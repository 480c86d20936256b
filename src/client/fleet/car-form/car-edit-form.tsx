import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STEP_FIELDS, draftOf, editErrors } from '../../../shared/fleet/car-rules';
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
import { AssignmentDatesFields } from './assignment-dates';
import { useCarFormData } from './car-form-data';
import { carLocks } from '../../../shared/fleet/car-rules';
import { carChanges } from './edit-changes';
import { ExtraSection } from './extra-section';
import { FinancialSection } from './financial-section';
import { PayrollSection } from './payroll-section';
import { NO_DATES, badDateErrors, carFormValues, draftPart, useCarForm, type CarFormValues } from './use-car-form';
import { VehicleSection } from './vehicle-section';

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
  const [start] = useState(() => carFormValues(draftOf(car)));
  const impersonating = viewer.impersonator !== null;
  const locks = useMemo(() => carLocks(before, impersonating), [before, impersonating]);
  // The shared edit rules for what changed; only dates still on screen count (the assignment dates
  // go when the person goes back, the payroll dates with the payroll section).
  const rules = useCallback(
    (v: CarFormValues) => {
      const draft = draftPart(v);
      const { changed } = carChanges(before, draft);
      const personMoved = changed.includes('related_employee_id');
      const dates = personMoved
        ? { start_date_new_employee: v.start_date_new_employee, end_date_previously_assigned_employee: v.end_date_previously_assigned_employee }
        : NO_DATES;
      const shownBad = badDateErrors(
        v,
        (f) => (personMoved || !(f in NO_DATES)) && (draft.type === 'car' || !(STEP_FIELDS.payroll as readonly string[]).includes(f)),
      );
      return [...shownBad, ...editErrors(before, draft, changed, options, { impersonating, ...dates })];
    },
    [before, options, impersonating],
  );
  const { values: formValues, errors, onChange, onDateValidity, refuse, check } = useCarForm(start, rules);
  const draft = draftPart(formValues);
  const { changed, values } = useMemo(() => carChanges(before, draft), [before, draft]);
  const { allowLeave } = useConfirmOnLeave(changed.length > 0);

  const nameOf = (id: string | null) =>
    id ? (people.find((p) => p.id === id)?.name ?? (id === before.related_employee_id ? before.person_name : null) ?? 'the person') : null;
  const personChanged = changed.includes('related_employee_id');
  const dates = {
    start_date_new_employee: formValues.start_date_new_employee,
    end_date_previously_assigned_employee: formValues.end_date_previously_assigned_employee,
  };

  const save = async () => {
    if (!(await check(messages.form.invalidTitle))) return;
    if (changed.includes('plate') && values.plate && (await plateExists(values.plate)))
      return refuse(messages.form.invalidTitle, [{ field: 'plate', message: messages.fleet.plateExists }]);
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
          <AssignmentDatesFields
            newPerson={nameOf(newPerson)}
            previousPerson={nameOf(before.related_employee_id)}
            value={dates}
            onChange={onChange}
            errors={errors}
            onDateValidity={onDateValidity}
          />
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
