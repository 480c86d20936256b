import { Link } from 'react-router-dom';
import { carUnarchive } from '../../shared/fleet/fleet.mutations';
import { messages } from '../../shared/messages';
import type { CarRow } from './car-cells';
import { CarConfirmFrame, useCarChange } from './car-confirm-frame';

function UnarchiveForm({ car }: { car: CarRow }) {
  const { busy, send } = useCarChange(car);
  const unarchive = () => send(carUnarchive, { car_id: car.id }, messages.fleet.unarchived);

  return (
    <>
      <p>{messages.fleet.unarchiveExplained}</p>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={`/fleet/${car.id}`}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="button" disabled={busy} onClick={() => void unarchive()}>
          Unarchive
        </button>
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
