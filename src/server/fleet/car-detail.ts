import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { formatDate } from '../../shared/format';
import { isOverADayOld, type CarDetails } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import { fieldsWithValues } from '../custom-fields/custom-field-values.repo';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import { policyDetails } from '../objects/object-policy';
import { getCar } from './cars.repo';

/**
 * GET /api/cars/{id}/detail (fleet-and-assets.md section 7): details, employee_details, car_policy_details (the
 * vehicle's policy, for a viewer with contracts access) and custom_fields as GET /api/custom_fields/car/{id}/values answers them
 * (none for a viewer who may not see custom fields).
 */
export async function carDetail(db: Db, viewer: Viewer, id: string) {
  const found = await getCar(db, peopleScope(viewer), id);
  if (!found) throw notFound(messages.fleet.carNotFound);
  const { car, personAvatar } = found;
  const details: CarDetails = {
    ...car,
    date_first_registration_dmy: formatDate(car.date_first_registration),
    date_commissioning_dmy: formatDate(car.date_commissioning),
    order_date_dmy: formatDate(car.order_date),
    date_end_dmy: formatDate(car.date_end),
    is_over_a_day_old: isOverADayOld(car),
    person_id: car.related_employee_id,
    // People are kept here, not synced from another app, so no assignee has a source app yet.
    related_employee_link_source_app: null,
  };
  const employee_details = car.related_employee_id
    ? { id: car.related_employee_id, name: car.person_name, avatar: personAvatar, link_source_app: details.related_employee_link_source_app }
    : null;
  const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'car', car.id) : [];
  const car_policy_details = await policyDetails(db, viewer, 'car', car.id);
  return { details, employee_details, car_policy_details, custom_fields };
}
