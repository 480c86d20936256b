import { useState } from 'react';
import { Link } from 'react-router-dom';
import { archiveErrors } from '../../shared/fleet/car-rules';
import { carArchive } from '../../shared/fleet/fleet.mutations';
import { CAR_FIELD_LABELS } from '../../shared/fleet/car-labels';
import { messages } from '../../shared/messages';
import { DateInput, INVALID_DATE_MESSAGE } from '../ui/date-input';
import { useToast } from '../ui/toasts';
import type { CarRow } from './car-cells';
import { CarConfirmFrame, useCarChange } from './car-confirm-frame';
import { useCarOptions } from './use-car-options';

const END_DATE_ID = 'car-date_end';

function ArchiveForm({ car }: { car: CarRow }) {
  const options = useCarOptions();
  const toast = useToast();
  const { busy, send } = useCarChange(car);
  const [dateEnd, setDateEnd] = useState<string | null>(null);
  const [dateValid, setDateValid] = useState(true);
  const [error, setError] = useState<string | undefined>();

  const archive = async () => {
    // The shared rule decides (an end date when an integration pushes end dates); a typed text that is no date never passes.
    const message = dateValid ? archiveErrors(dateEnd, options)[0]?.message : INVALID_DATE_MESSAGE;
    if (message) {
      setError(message);
      toast.error(messages.form.invalidTitle, message);
      document.getElementById(END_DATE_ID)?.focus();
      return;
    }
    await send(carArchive, { car_id: car.id, date_end: dateEnd }, messages.fleet.archived);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void archive();
      }}
    >
      <p>{messages.fleet.archiveExplained}</p>
      <DateInput
        id={END_DATE_ID}
        label={CAR_FIELD_LABELS.date_end}
        hint={messages.fleet.endDateHint}
        required={options.endDatePush}
        value={dateEnd}
        error={error}
        onChange={(iso) => {
          setDateEnd(iso);
          setError(undefined);
        }}
        onValidityChange={setDateValid}
      />
      <div className="form-actions">
        <Link className="btn btn-secondary" to={`/fleet/${car.id}`}>
          Cancel
        </Link>
        <button className="btn btn-danger" type="submit" disabled={busy}>
          Archive
        </button>
      </div>
    </form>
  );
}

/** /fleet/{id}/delete: archive an active vehicle, with its end date of use; saved offline like any change. */
export function CarArchivePage() {
  return (
    <CarConfirmFrame title="Archive vehicle" allowed={(car) => car.deleted === 0}>
      {(car) => <ArchiveForm car={car} />}
    </CarConfirmFrame>
  );
}
