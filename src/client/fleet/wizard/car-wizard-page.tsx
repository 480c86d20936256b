import { useMemo } from 'react';
import { BackLink } from '../../ui/back-link';
import { Navigate, useNavigate } from 'react-router-dom';
import { emptyCarDraft } from '../../../shared/fleet/car-rules';
import { carAdd } from '../../../shared/fleet/fleet.mutations';
import type { CarFields } from '../../../shared/fleet/fleet.schema';
import { uuidv7 } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import { useMutate } from '../../offline/use-mutate';
import { useCan } from '../../lib/use-can';
import { useStartedFrom } from '../../lib/use-started-from';
import { useToast } from '../../ui/toasts';
import { MirrorCarFormData } from '../car-form/car-form-data';
import { useCarOptions } from '../use-car-options';
import { CarWizard } from './car-wizard';
import { usePlateCheck } from '../use-plate-check';

/**
 * /fleet/new: the add-vehicle wizard. `employee_id` preselects the person and brings the user back
 * to that person's page; `back` (a path of this app) is where to return otherwise. Saving only
 * writes the device's outbox, so it works without a network.
 */
export function CarWizardPage() {
  const can = useCan();
  const options = useCarOptions();
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const plateExists = usePlateCheck();
  const { employeeId, leaveTo, leaveLabel, afterSave } = useStartedFrom({ path: '/fleet', label: 'Fleet' });
  const initial = useMemo(() => ({ ...emptyCarDraft(), related_employee_id: employeeId }), [employeeId]);

  if (!can('fleet.edit')) return <Navigate to="/fleet" replace />;

  const onSave = async (fields: CarFields) => {
    const id = uuidv7();
    await mutate(carAdd, { id, ...fields });
    toast.saved(messages.fleet.saved);
    await navigate(afterSave(`/fleet/${id}`));
  };

  return (
    <>
      <BackLink to={leaveTo} label={leaveLabel} />
      <div className="page-header">
        <h1>Add vehicle</h1>
      </div>
      <MirrorCarFormData>
        <CarWizard options={options} initial={initial} plateExists={plateExists} onSave={onSave} cancelTo={leaveTo} />
      </MirrorCarFormData>
    </>
  );
}
