import { SHARED_AREAS } from '../areas';
import type { AnyMutation } from './mutation';

// Every area's catalogue, by name: the outbox stores names, the replayer looks them up here.
// The areas list their mutations in their `<area>.area.ts`; the engine knows nothing else.
const all = SHARED_AREAS.flatMap((a) => a.mutations) as unknown as AnyMutation[];

export const MUTATIONS: ReadonlyMap<string, AnyMutation> = new Map(all.map((m) => [m.name, m]));

export function mutationNamed(name: string): AnyMutation {
  const m = MUTATIONS.get(name);
  if (!m) throw new Error(`Unknown mutation ${name}`);
  return m;
}
