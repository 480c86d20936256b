import type { SHARED_AREAS } from '../areas';
import type { CoreEventType } from './activity.schema';

// Kept apart from activity.schema.ts: the activity area's mirrored row is one of the areas' types,
// so its own schema cannot read the areas.

type AreaEventTypes = { [K in keyof typeof SHARED_AREAS]: EventsOf<(typeof SHARED_AREAS)[K]> }[number];
type EventsOf<A> = A extends { readonly eventTypes?: infer E extends readonly string[] } ? E[number] : never;

/** Every event type a write may record: the core's (activity.schema.ts) and those the areas declare (`<area>.events.ts`). */
export type EventType = CoreEventType | AreaEventTypes;
