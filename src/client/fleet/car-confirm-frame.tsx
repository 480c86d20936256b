import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { TYPE_LABELS } from '../../shared/fleet/car-labels';
import type { MutationDef } from '../../shared/sync/mutation';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { ConfirmPage } from '../ui/confirm-page';
import { useToast } from '../ui/toasts';
import { carTitle, type CarRow } from './car-cells';
import { CarTypeIcon } from './car-type-icon';
import { useCar } from './use-car';
import '../ui/page.css';
import './car-page.css';

export interface CarConfirmFrameProps {
  /** The page's heading, e.g. 'Archive vehicle'. */
  title: string;
  /** Whether this vehicle is in the state the page is for (active to archive, archived to restore). */
  allowed: (car: CarRow) => boolean;
  children: (car: CarRow) => ReactNode;
}

/**
 * The frame of /fleet/{id}/delete and /fleet/{id}/undelete: the vehicle from the mirror, and back to
 * its page when it is not in the right state or the viewer may not change vehicles.
 */
export function CarConfirmFrame({ title, allowed, children }: CarConfirmFrameProps) {
  const { id } = useParams();
  const can = useCan();
  const found = useCar(id);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || !can('fleet.edit') || !allowed(found.car)) return <Navigate to={`/fleet/${id}`} replace />;
  const { car } = found;
  return (
    <ConfirmPage
      title={title}
      backTo={`/fleet/${car.id}`}
      backLabel={carTitle(car)}
      className="car-confirm"
      tile={
        <span className="detail-tile">
          <CarTypeIcon type={car.type} size={24} />
        </span>
      }
      name={carTitle(car)}
      meta={[TYPE_LABELS[car.type], car.type === 'bicycle' ? null : car.plate, car.person_name].filter(Boolean).join(' · ')}
    >
      {children(car)}
    </ConfirmPage>
  );
}

/**
 * The change a confirmation page makes: saved on the device through the outbox like any change,
 * then a toast (saying it waits for the network when offline) and back to the vehicle's page.
 */
export function useCarChange(car: CarRow) {
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = async <Args, Row extends { id: string }>(def: MutationDef<Args, Row>, args: Args, done: string) => {
    setBusy(true);
    await mutate(def, args);
    toast.saved(done);
    navigate(`/fleet/${car.id}`, { replace: true });
  };
  return { busy, send };
}
