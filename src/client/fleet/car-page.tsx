import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../ui/back-link';
import { TYPE_LABELS } from '../../shared/fleet/car-labels';
import { messages } from '../../shared/messages';
import { ActivityFeed } from '../activity';
import { ObjectSections } from '../lib/object-sections';
import { useCan } from '../lib/use-can';
import { CustomFieldsSection } from '../custom-fields';
import { DocumentsSection } from '../documents';
import { TagInput } from '../tags';
import type { PersonRef } from '../ui/facts-card';
import { IconArchive, IconPencil, IconRestore } from '../ui/icons';
import { PendingBadge } from '../ui/pending-badge';
import { carTitle, type CarRow } from './car-cells';
import { CarDeletePermanently } from './car-delete-permanently';
import { EndOfUseSection, ExtraSection, FinancialSection, PayrollSection, VehicleSection } from './car-detail-sections';
import { CarTypeIcon } from './car-type-icon';
import { useCar } from './use-car';
import { useCarOptions } from './use-car-options';
import '../ui/page.css';
import './car-page.css';
import { PageError } from '../ui/page-error';

/** What the viewer may do with this vehicle: active ones are edited or archived, archived ones restored or (support) deleted. */
function CarActions({ car }: { car: CarRow }) {
  const can = useCan();
  if (!can('fleet.edit')) return null;
  if (car.deleted === 0) {
    return (
      <div className="page-header-actions">
        <Link className="btn btn-secondary" to={`/fleet/${car.id}/delete`}>
          <IconArchive size={18} /> Archive
        </Link>
        <Link className="btn btn-primary" to={`/fleet/${car.id}/edit`}>
          <IconPencil size={18} /> Edit vehicle
        </Link>
      </div>
    );
  }
  return (
    <div className="page-header-actions">
      {can('fleet.deletePermanently') && <CarDeletePermanently car={car} />}
      <Link className="btn btn-primary" to={`/fleet/${car.id}/undelete`}>
        <IconRestore size={18} /> Unarchive
      </Link>
    </div>
  );
}

/** /fleet/{id}: the vehicle as this device knows it (works offline), with what may be done to it. */
export function CarPage() {
  const { id } = useParams();
  const can = useCan();
  const options = useCarOptions();
  const found = useCar(id);
  const back = <BackLink to="/fleet" label="Fleet" />;
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{messages.fleet.carNotFound}</PageError>;
  const { car, person } = found;
  // The person from the people mirror (a rename shows at once); else the name the car row carries.
  const owner: PersonRef | null = person
    ? { id: person.id, name: person.name, avatar: person.avatar }
    : car.related_employee_id && car.person_name
      ? { id: car.related_employee_id, name: car.person_name, avatar: null }
      : null;
  const editable = car.deleted === 0 && can('fleet.edit');
  return (
    <>
      {back}
      <div className="page-header car-header">
        <div className="detail-header-main">
          <span className="detail-tile">
            <CarTypeIcon type={car.type} size={28} />
          </span>
          <div>
            <h1>{carTitle(car)}</h1>
            <div className="person-header-meta">
              <span className="badge">{TYPE_LABELS[car.type]}</span>
              {car.plate && car.type !== 'bicycle' && <span className="badge badge-primary">{car.plate}</span>}
              {car.deleted === 1 && <span className="badge badge-danger">Archived</span>}
              <PendingBadge row={car} />
            </div>
          </div>
        </div>
        <CarActions car={car} />
      </div>
      <div className="car-grid">
        <VehicleSection car={car} owner={owner} options={options} />
        {car.type === 'car' && <PayrollSection car={car} options={options} />}
        <FinancialSection car={car} />
        <ExtraSection car={car} />
        {car.deleted === 1 && <EndOfUseSection car={car} />}
      </div>
      <ObjectSections object="car" id={car.id} deleted={car.deleted} />
      <CustomFieldsSection object="car" id={car.id} editHref={`/fleet/${car.id}/edit/customFields`} canEdit={editable} />
      <TagInput object="car" id={car.id} />
      <DocumentsSection object="car" id={car.id} back={`/fleet/${car.id}`} />
      <ActivityFeed object="car" id={car.id} />
    </>
  );
}
