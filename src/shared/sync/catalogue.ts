import { activityMutations } from '../activity/activity.mutations';
import { assetsMutations } from '../assets/assets.mutations';
import { customFieldsMutations } from '../custom-fields/custom-fields.mutations';
import { documentsMutations } from '../documents/documents.mutations';
import { fleetMutations } from '../fleet/fleet.mutations';
import { segmentsMutations } from '../segments/segments.mutations';
import { trainingsMutations } from '../trainings/trainings.mutations';
import { tagsMutations } from '../tags/tags.mutations';
import type { AnyMutation } from './mutation';

// Every area's catalogue, by name: the outbox stores names, the replayer looks them up here.
// A new area adds its list to this array and nothing else in the engine changes.
const all = [...fleetMutations, ...activityMutations, ...tagsMutations, ...customFieldsMutations, ...segmentsMutations, ...documentsMutations, ...assetsMutations, ...trainingsMutations] as unknown as AnyMutation[];

export const MUTATIONS: ReadonlyMap<string, AnyMutation> = new Map(all.map((m) => [m.name, m]));

export function mutationNamed(name: string): AnyMutation {
  const m = MUTATIONS.get(name);
  if (!m) throw new Error(`Unknown mutation ${name}`);
  return m;
}
