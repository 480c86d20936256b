import type { SegmentObjectType } from '../../shared/objects';

/** The builder: /settings/segments/builder?id=&object=&back= (spec), id absent for a new segment. */
export function builderHref(p: { object: SegmentObjectType; id?: string; back?: string }): string {
  const q = new URLSearchParams();
  if (p.id) q.set('id', p.id);
  q.set('object', p.object);
  if (p.back) q.set('back', p.back);
  return `/settings/segments/builder?${q.toString()}`;
}

/** The segments settings page on one object type's tab. */
export const segmentsSettingsHref = (object: SegmentObjectType) => `/settings/segments?object=${object}`;

/** The list a segment belongs to, for a builder opened without `back`. */
export const LIST_OF: Partial<Record<SegmentObjectType, string>> = { car: '/fleet', asset: '/assets', employee: '/people', training_participant: '/trainings' };
