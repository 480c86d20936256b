// The people picker with teams, as pure functions: which groups show, what a team's checkbox says,
// and how a pick changes the selection. The component (people-team-picker.tsx) only draws them.
import { foldText } from '../../shared/format';

export interface PickerTeam {
  id: string;
  name: string;
}

export interface PickerPerson {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  team_ids: readonly string[];
  /** Someone who has left cannot be picked (spec: only active people); absent means active. */
  active?: boolean;
  /** Shown but not pickable, with why ('Already a participant'); absent means pickable. */
  unavailable?: string;
}

/** A picked person. `company_name` is set for someone of another company of the group. */
export interface PickedPerson {
  id: string;
  name: string;
  email: string | null;
  avatar: string | null;
  company_name?: string | null;
}

export interface PickerGroup {
  id: string;
  name: string;
  /** Every active member who may be picked: what the team's checkbox selects. */
  members: PickerPerson[];
  /** Active members shown but not pickable (`unavailable`). */
  unavailable: number;
  /** The active members the search finds (all of them without a search), unavailable ones too. */
  shown: PickerPerson[];
}

export type GroupState = 'all' | 'some' | 'none';

/** The group of people in no team, so nobody is out of reach of the team list. */
export const NO_TEAM_ID = 'no-team';

export const matchesPerson = (p: Pick<PickerPerson, 'name' | 'email'>, needle: string) =>
  !needle || foldText(p.name).includes(needle) || foldText(p.email ?? '').includes(needle);

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Teams by name with their active members by name, then 'No team'. Teams without an active member
 * are left out; with a search, so are groups where nobody matches.
 */
export function pickerGroups(teams: readonly PickerTeam[], people: readonly PickerPerson[], search: string): PickerGroup[] {
  const needle = foldText(search.trim());
  const active = people.filter((p) => p.active !== false).sort(byName);
  const known = new Set(teams.map((t) => t.id));
  const groups = [...teams].sort(byName).map((t) => ({ id: t.id, name: t.name, present: active.filter((p) => p.team_ids.includes(t.id)) }));
  groups.push({ id: NO_TEAM_ID, name: 'No team', present: active.filter((p) => !p.team_ids.some((id) => known.has(id))) });
  return groups
    .map(({ present, ...g }) => ({
      ...g,
      members: present.filter((p) => !p.unavailable),
      unavailable: present.filter((p) => p.unavailable).length,
      shown: present.filter((p) => matchesPerson(p, needle)),
    }))
    .filter((g) => g.shown.length > 0);
}

export function groupState(members: readonly { id: string }[], picked: ReadonlySet<string>): GroupState {
  const n = members.filter((m) => picked.has(m.id)).length;
  return n === 0 ? 'none' : n === members.length ? 'all' : 'some';
}

export const toPicked = (p: PickerPerson | PickedPerson): PickedPerson => ({
  id: p.id,
  name: p.name,
  email: p.email,
  avatar: p.avatar,
  ...('company_name' in p && p.company_name ? { company_name: p.company_name } : {}),
});

/** Adds people (each once, whatever number of teams they are in) or takes them out. */
export function setPicked(value: readonly PickedPerson[], people: readonly (PickerPerson | PickedPerson)[], on: boolean): PickedPerson[] {
  const ids = new Set(people.map((p) => p.id));
  if (!on) return value.filter((v) => !ids.has(v.id));
  const have = new Set(value.map((v) => v.id));
  const added: PickedPerson[] = [];
  for (const p of people) {
    if (have.has(p.id)) continue;
    have.add(p.id);
    added.push(toPicked(p));
  }
  return added.length ? [...value, ...added] : [...value];
}

/** Everyone the groups show, once: what 'Select all' picks (with a search, the people found). */
export function shownPeople(groups: readonly PickerGroup[]): PickerPerson[] {
  const seen = new Map<string, PickerPerson>();
  for (const g of groups) for (const p of g.shown) if (!p.unavailable && !seen.has(p.id)) seen.set(p.id, p);
  return [...seen.values()];
}

export const pickedCountText = (n: number) => (n === 1 ? '1 person picked' : `${n} people picked`);
