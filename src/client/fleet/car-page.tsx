import { Link, useParams } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { ActivityFeed } from '../activity';
import { useCan } from '../auth/session-context';
import { CustomFieldsSection } from '../custom-fields';
import { DocumentsSection } from '../documents';
import { TagInput } from '../tags';
import { IconChevronLeft } from '../ui/icons';
import { TYPE_LABELS } from '../../shared/fleet/car-labels';
import { CAR_CELLS, PendingBadge, carTitle } from './car-cells';
import { useCar } from './use-car';
import '../people/people.css';

/** /fleet/{id}: the vehicle as this device knows it, with the way to edit it. */
export function CarPage() {
  const { id } = useParams();
  const can = useCan();
  const found = useCar(id);
  const back = <Link to="/fleet" className="back-link"><IconChevronLeft size={18} /> Fleet</Link>;
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <>{back}<div className="error-box" role="alert">{messages.fleet.carNotFound}</div></>;
  const { car, person } = found;
  const editable = car.deleted === 0 && can('fleet.edit');
  const facts: [string, React.ReactNode][] = [
    ['Type', TYPE_LABELS[car.type]],
    ['Brand', car.brand],
    ['Model', car.model],
    ...(car.type === 'bicycle' ? [] : ([['Plate', CAR_CELLS.plate!(car, null)], ['Fuel', CAR_CELLS.fuel!(car, null)]] as [string, React.ReactNode][])),
    ['Colour', CAR_CELLS.color!(car, null)],
    ['Person', person ? <Link to={`/people/${person.id}`}>{person.name}</Link> : car.is_pool_vehicle ? 'Pool vehicle' : '—'],
  ];
  return (
    <>
      {back}
      <div className="page-header">
        <div>
          <h1>{carTitle(car)}</h1>
          <div className="person-header-meta">
            <span className="badge">{TYPE_LABELS[car.type]}</span>
            {car.plate && <span className="badge">{car.plate}</span>}
            {car.deleted === 1 && <span className="badge badge-danger">Archived</span>}
            <PendingBadge row={car} />
          </div>
        </div>
        {editable && (
          <div className="page-header-actions">
            <Link className="btn btn-primary" to={`/fleet/${car.id}/edit`}>Edit vehicle</Link>
          </div>
        )}
      </div>
      <section className="card card-body" aria-labelledby="vehicle-title">
        <h2 id="vehicle-title" className="visually-hidden">Vehicle</h2>
        <dl className="detail-list">
          {facts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </section>
      <CustomFieldsSection object="car" id={car.id} editHref={`/fleet/${car.id}/edit/customFields`} canEdit={editable} />
      <TagInput object="car" id={car.id} />
      <DocumentsSection object="car" id={car.id} back={`/fleet/${car.id}`} />
      <ActivityFeed object="car" id={car.id} />
    </>
  );
}
