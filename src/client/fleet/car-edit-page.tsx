import { Link, Navigate, useParams } from 'react-router-dom';
import { useCan } from '../lib/use-can';
import { IconChevronLeft } from '../ui/icons';
import { carTitle } from './car-cells';
import { CarEditForm } from './car-form/car-edit-form';
import { MirrorCarFormData } from './car-form/car-form-data';
import { useCar } from './use-car';
import '../ui/page.css';

/** /fleet/{id}/edit: saved to the device at once, sent to the server by the outbox. Active vehicles only. */
export function CarEditPage() {
  const { id } = useParams();
  const can = useCan();
  const found = useCar(id);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || found.car.deleted === 1 || !can('fleet.edit')) return <Navigate to={`/fleet/${id}`} replace />;
  return (
    <>
      <Link to={`/fleet/${found.car.id}`} className="back-link">
        <IconChevronLeft size={18} /> {carTitle(found.car)}
      </Link>
      <div className="page-header">
        <h1>Edit vehicle</h1>
      </div>
      <MirrorCarFormData>
        {/* Keyed by id: another vehicle's edit page starts from its own values. */}
        <CarEditForm key={found.car.id} car={found.car} />
      </MirrorCarFormData>
    </>
  );
}
