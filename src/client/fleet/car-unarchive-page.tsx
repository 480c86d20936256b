import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { carUnarchive } from '../../shared/fleet/fleet.mutations';
import { messages } from '../../shared/messages';
import { mutate } from '../../sync/outbox';
import { useOffline } from '../offline/offline-context';
import { useToast } from '../ui/toasts';
import type { CarRow } from './car-cells';
import { CarConfirmFrame } from './car-confirm-frame';

function UnarchiveForm({ car }: { car: CarRow }) {
  const { db, engine } = useOffline();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const unarchive = async () => {
    setBusy(true);
    await mutate(db, carUnarchive, { car_id: car.id });
    engine.changed();
    toast.success(messages.fleet.unarchived, navigator.onLine ? undefined : messages.sync.savedOnDevice);
    navigate(`/fleet/${car.id}`, { replace: true });
  };

  return (
    <>
      <p>{messages.fleet.unarchiveExplained}</p>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={`/fleet/${car.id}`}>Cancel</Link>
        <button className="btn btn-primary" type="button" disabled={busy} onClick={() => void unarchive()}>Unarchive</button>
      </div>
    </>
  );
}

/** /fleet/{id}/undelete: restore an archived vehicle to the active ones. */
export function CarUnarchivePage() {
  return (
    <CarConfirmFrame title="Unarchive vehicle" allowed={(car) => car.deleted === 1}>
      {(car) => <UnarchiveForm car={car} />}
    </CarConfirmFrame>
  );
}
