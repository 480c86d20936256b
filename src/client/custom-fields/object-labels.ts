import type { ObjectType } from '../../shared/objects';

/** What the settings tabs and empty states call each kind of object (plural, then one of them). */
export const OBJECT_LABELS: Record<ObjectType, { plural: string; one: string }> = {
  car: { plural: 'Vehicles', one: 'vehicle' },
  employee: { plural: 'People', one: 'person' },
  asset: { plural: 'Assets', one: 'asset' },
  license: { plural: 'Licences', one: 'licence' },
  product: { plural: 'Software products', one: 'software product' },
  training: { plural: 'Trainings', one: 'training' },
  training_participant: { plural: 'Training participants', one: 'training participant' },
};

/** '3 vehicles', '1 person', '2 people'. */
export function countOf(object: ObjectType, n: number): string {
  if (object === 'employee') return `${n} ${n === 1 ? 'person' : 'people'}`;
  return `${n} ${OBJECT_LABELS[object].one}${n === 1 ? '' : 's'}`;
}

/** Where definers manage the fields of a type. */
export const settingsHref = (object: ObjectType) => `/settings/customFields?object=${object}`;
