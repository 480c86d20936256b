import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { TeamPeopleList } from './people-team-picker-list';
import { IconChevronDown, IconChevronRight } from './icons';
import { OtherCompaniesPicker, type OtherCompaniesSource } from './people-team-picker-other';
import {
  groupState,
  pickedCountText,
  pickerGroups,
  setPicked,
  shownPeople,
  type GroupState,
  type PickedPerson,
  type PickerGroup,
  type PickerPerson,
  type PickerTeam,
} from './people-team-picker-state';
import { SearchBox } from './search-box';
import './people-team-picker.css';

export type { OtherCompaniesSource, PickedPerson, PickerPerson, PickerTeam };

export interface PeopleTeamPickerProps {
  teams: readonly PickerTeam[];
  /** The people the user may see; those who have left are not offered. */
  people: readonly PickerPerson[];
  value: readonly PickedPerson[];
  onChange: (next: PickedPerson[]) => void;
  /** The trusted-groups section (admins with that feature); left out when undefined. */
  otherCompanies?: OtherCompaniesSource;
  /** Names the whole control for screen readers. */
  label?: string;
  /** How a team counts its members who cannot be picked ('3 already in'). */
  unavailableCount?: (n: number) => string;
}

/** A checkbox that can also say 'some' (the native indeterminate state, read out as mixed). */
function TriStateBox({ state, ...rest }: { state: GroupState; id: string; onChange: () => void; 'aria-describedby': string; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" className="ptp-check" checked={state === 'all'} {...rest} />;
}

interface TeamGroupProps {
  group: PickerGroup;
  picked: ReadonlySet<string>;
  open: boolean;
  /** While searching every group with a match is open; the arrow then has nothing to do. */
  fixed: boolean;
  onOpen: (open: boolean) => void;
  onPick: (people: readonly PickerPerson[], on: boolean) => void;
  unavailableCount: (n: number) => string;
}

function TeamGroup({ group, picked, open, fixed, onOpen, onPick, unavailableCount }: TeamGroupProps) {
  const base = useId();
  const state = groupState(group.members, picked);
  const count = group.members.filter((m) => picked.has(m.id)).length;
  return (
    <li className={`ptp-team${state !== 'none' ? ' ptp-team-picked' : ''}`}>
      <div className="ptp-team-row">
        <label className="ptp-team-label" htmlFor={`${base}-c`}>
          <TriStateBox
            id={`${base}-c`}
            state={state}
            aria-describedby={`${base}-n`}
            disabled={group.members.length === 0}
            onChange={() => onPick(group.members, state !== 'all')}
          />
          <span className="ptp-team-name">{group.name}</span>
        </label>
        <span id={`${base}-n`} className="ptp-team-count">
          {count ? `${count} of ${group.members.length} picked` : `${group.members.length} ${group.members.length === 1 ? 'person' : 'people'}`}
          {group.unavailable ? ` · ${unavailableCount(group.unavailable)}` : null}
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-icon ptp-expand"
          aria-expanded={open}
          aria-controls={`${base}-l`}
          aria-label={`${open ? 'Hide' : 'Show'} the people of ${group.name}`}
          disabled={fixed}
          onClick={() => onOpen(!open)}
        >
          {open ? <IconChevronDown size={20} /> : <IconChevronRight size={20} />}
        </button>
      </div>
      <TeamPeopleList id={`${base}-l`} label={`People of ${group.name}`} hidden={!open} people={group.shown} picked={picked} onPick={onPick} />
    </li>
  );
}

const notAvailable = (n: number) => `${n} not available`;

/**
 * Picks people by team: a team's checkbox takes all its active people (mixed when some are
 * picked), its arrow opens it to pick one by one; a search over names and emails; 'Select all'
 * and 'Clear'. Someone in several teams is picked once. Optionally, people of the other companies
 * of a trusted group, searched on the server.
 */
export function PeopleTeamPicker({ teams, people, value, onChange, otherCompanies, label = 'People', unavailableCount = notAvailable }: PeopleTeamPickerProps) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const picked = useMemo(() => new Set(value.map((v) => v.id)), [value]);
  const groups = useMemo(() => pickerGroups(teams, people, search), [teams, people, search]);
  const searching = search.trim() !== '';
  const found = useMemo(() => shownPeople(groups), [groups]);
  const onPick = (list: readonly (PickerPerson | PickedPerson)[], on: boolean) => onChange(setPicked(value, list, on));
  const setOpen = (id: string, open: boolean) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="ptp" role="group" aria-label={label}>
      <div className="ptp-toolbar">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search people by name or email"
          placeholder="Search people by name or email"
          className="ptp-search"
        />
        <div className="ptp-toolbar-actions">
          <button type="button" className="btn btn-secondary" disabled={found.length === 0} onClick={() => onPick(found, true)}>
            {searching ? `Select all found (${found.length})` : 'Select all'}
          </button>
          <button type="button" className="btn btn-ghost" disabled={value.length === 0} onClick={() => onChange([])}>
            Clear
          </button>
        </div>
      </div>
      <p className="ptp-count" aria-live="polite">
        <strong>{pickedCountText(value.length)}</strong>
      </p>
      {groups.length === 0 ? (
        <p className="ptp-empty muted">{searching ? 'Nobody found.' : 'There is nobody to pick.'}</p>
      ) : (
        <ul className="ptp-teams" aria-label="Teams">
          {groups.map((g) => (
            // While searching, every team with a match is open, so what is found can be seen.
            <TeamGroup
              key={g.id}
              group={g}
              picked={picked}
              open={searching || expanded.has(g.id)}
              fixed={searching}
              onOpen={(o) => setOpen(g.id, o)}
              onPick={onPick}
              unavailableCount={unavailableCount}
            />
          ))}
        </ul>
      )}
      {otherCompanies ? <OtherCompaniesPicker source={otherCompanies} value={value} onPick={onPick} /> : null}
    </div>
  );
}
