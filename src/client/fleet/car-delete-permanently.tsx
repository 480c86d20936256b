import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { carDeletePermanently } from '../../shared/fleet/fleet.mutations';
import { messages } from '../../shared/messages';
import { useMutate } from '../offline/use-mutate';
import { Checkbox } from '../ui/field';
import { IconTrash } from '../ui/icons';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toasts';
import { carTitle, type CarRow } from './car-cells';

/**
 * 'Delete permanently' on an archived vehicle (support users only, fleet-and-assets.md section 6): a dialog whose
 * red button stays disabled until the user ticks that they understand it cannot be undone.
 */
export function CarDeletePermanently({ car }: { car: CarRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        <IconTrash size={18} /> Delete permanently
      </button>
      {open && <DeleteDialog car={car} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeleteDialog({ car, onClose }: { car: CarRow; onClose: () => void }) {
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    // Leave the page first: once the device's row is gone this page has nothing left to show.
    navigate('/fleet?segment=archived', { replace: true });
    await mutate(carDeletePermanently, { car_id: car.id });
    toast.saved(messages.fleet.deletedPermanently);
  };

  return (
    <Modal
      open
      size="sm"
      title={`Delete ${carTitle(car)} permanently?`}
      description={messages.fleet.deletePermanentlyExplained}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" data-autofocus="" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={!understood || busy} onClick={() => void remove()}>
            Delete permanently
          </button>
        </>
      }
    >
      <Checkbox label={messages.fleet.deletePermanentlyConfirm} checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
    </Modal>
  );
}
