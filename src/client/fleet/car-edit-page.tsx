import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { carEdit } from '../../shared/fleet/fleet.mutations';
import { CAR_EDIT_FIELDS, PLATE_MAX_LENGTH, carEditFieldsSchema, type CarEditFields } from '../../shared/fleet/fleet.schema';
import { mutate } from '../../sync/outbox';
import { useCan } from '../auth/session-context';
import { useOffline } from '../offline/offline-context';
import { TextInput } from '../ui/field';
import { IconChevronLeft } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { carTitle, type CarRow } from './car-cells';
import { useCar } from './use-car';
import '../people/people.css';

function EditForm({ car }: { car: CarRow }) {
  const { db, engine } = useOffline();
  const navigate = useNavigate();
  const toast = useToast();
  const bicycle = car.type === 'bicycle';
  const { register, handleSubmit, formState } = useForm<CarEditFields>({
    resolver: zodResolver(carEditFieldsSchema),
    // A bicycle has no plate: leaving it unset keeps the plate rule out of its form.
    defaultValues: { brand: car.brand, model: car.model, plate: bicycle ? undefined : (car.plate ?? ''), color: car.color ?? '' },
  });
  const { allowLeave } = useConfirmOnLeave(formState.isDirty && !formState.isSubmitSuccessful);

  const onSubmit = handleSubmit(async (values) => {
    // Only what the user changed is sent, so someone else's edit of another field is kept.
    const changed = Object.fromEntries(CAR_EDIT_FIELDS.filter((f) => formState.dirtyFields[f]).map((f) => [f, f === 'color' && values.color === '' ? null : values[f]]));
    if (Object.keys(changed).length) {
      await mutate(db, carEdit, { car_id: car.id, ...changed });
      engine.changed();
    }
    toast.success('saved', navigator.onLine ? undefined : 'Saved on this device; it will be sent when you are back online.');
    allowLeave();
    navigate(`/fleet/${car.id}`);
  });

  return (
    <form className="card card-body form-grid" onSubmit={onSubmit} noValidate>
      <TextInput label="Brand" required error={formState.errors.brand?.message} {...register('brand')} />
      <TextInput label="Model" required error={formState.errors.model?.message} {...register('model')} />
      {!bicycle && <TextInput label="Plate" required maxLength={PLATE_MAX_LENGTH} error={formState.errors.plate?.message} {...register('plate')} />}
      <TextInput label="Colour" error={formState.errors.color?.message} {...register('color')} />
      <div className="form-actions">
        <Link className="btn btn-secondary" to={`/fleet/${car.id}`}>Cancel</Link>
        <button className="btn btn-primary" type="submit" disabled={formState.isSubmitting}>Save</button>
      </div>
    </form>
  );
}

/** /fleet/{id}/edit: saved to the device at once, sent to the server by the outbox. */
export function CarEditPage() {
  const { id } = useParams();
  const can = useCan();
  const found = useCar(id);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || found.car.deleted === 1 || !can('fleet.edit')) return <Navigate to={`/fleet/${id}`} replace />;
  return (
    <>
      <Link to={`/fleet/${found.car.id}`} className="back-link"><IconChevronLeft size={18} /> {carTitle(found.car)}</Link>
      <div className="page-header"><h1>Edit vehicle</h1></div>
      <EditForm car={found.car} />
    </>
  );
}
