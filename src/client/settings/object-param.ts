import { OBJECT_TYPES, type ObjectType } from '../../shared/objects';

/** The ?object= of the custom-field settings pages; vehicles unless it names a known type. */
export const objectParam = (params: URLSearchParams): ObjectType => {
  const o = params.get('object');
  return (OBJECT_TYPES as readonly string[]).includes(o ?? '') ? (o as ObjectType) : 'car';
};
