// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeopleTeamPicker, type OtherCompaniesSource, type PickedPerson, type PickerPerson } from './people-team-picker';
import { VIRTUAL_PEOPLE_FROM } from './people-team-picker-list';
import { groupState, pickerGroups, setPicked } from './people-team-picker-state';

afterEach(cleanup);

const teams = [
  { id: 't-sales', name: 'Sales' },
  { id: 't-ops', name: 'Operations' },
  { id: 't-empty', name: 'Empty' },
];
const person = (id: string, name: string, team_ids: string[], active = true): PickerPerson => ({
  id,
  name,
  email: `${id}@demo.test`,
  avatar: null,
  team_ids,
  active,
});
const people = [
  person('ann', 'Ann Peeters', ['t-sales']),
  person('bob', 'Bob Maes', ['t-sales', 't-ops']),
  person('cas', 'Cas Janssens', ['t-ops']),
  person('dirk', 'Dirk Left', ['t-ops'], false),
  person('eva', 'Éva Solo', []),
];

function Harness({ other, initial = [], everyone = people }: { other?: OtherCompaniesSource; initial?: PickedPerson[]; everyone?: PickerPerson[] }) {
  const [value, setValue] = useState<PickedPerson[]>(initial);
  return (
    <>
      <PeopleTeamPicker teams={teams} people={everyone} value={value} onChange={setValue} otherCompanies={other} />
      <output data-testid="picked">{value.map((v) => v.id).join(',')}</output>
    </>
  );
}
const picked = () => screen.getByTestId('picked').textContent;

describe('people picker state', () => {
  it('groups active people by team, by name, with a No team group, leaving empty teams out', () => {
    const groups = pickerGroups(teams, people, '');
    expect(groups.map((g) => [g.name, g.members.map((m) => m.id)])).toEqual([
      ['Operations', ['bob', 'cas']],
      ['Sales', ['ann', 'bob']],
      ['No team', ['eva']],
    ]);
  });

  it('searches names and emails ignoring accents, keeping only groups with a match', () => {
    expect(pickerGroups(teams, people, 'eva').map((g) => g.name)).toEqual(['No team']);
    expect(pickerGroups(teams, people, 'cas@').map((g) => [g.name, g.shown.map((p) => p.id)])).toEqual([['Operations', ['cas']]]);
  });

  it('counts someone in two teams once and says all, some or none per team', () => {
    const both = setPicked(setPicked([], [people[0]!, people[1]!], true), [people[1]!, people[2]!], true);
    expect(both.map((p) => p.id)).toEqual(['ann', 'bob', 'cas']);
    const ids = new Set(['bob']);
    expect(groupState([{ id: 'bob' }, { id: 'cas' }], ids)).toBe('some');
    expect(groupState([{ id: 'bob' }], ids)).toBe('all');
    expect(groupState([{ id: 'x' }], ids)).toBe('none');
  });
});

describe('PeopleTeamPicker', () => {
  it('picks a whole team, shows the mixed state, and counts people once', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    expect(picked()).toBe('ann,bob');
    const ops = screen.getByRole('checkbox', { name: 'Operations' }) as HTMLInputElement;
    expect(ops.indeterminate).toBe(true);
    expect(screen.getByText('1 of 2 picked')).toBeTruthy();
    fireEvent.click(ops);
    expect(picked()).toBe('ann,bob,cas');
    expect(screen.getByText('3 people picked')).toBeTruthy();
    // A full team's checkbox takes its people out again; Bob stays out of Sales too.
    fireEvent.click(ops);
    expect(picked()).toBe('ann');
  });

  it('opens a team to pick people one by one; leavers are not offered', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Show the people of Operations' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    const list = screen.getByRole('list', { name: 'People of Operations' });
    expect(within(list).queryByText('Dirk Left')).toBeNull();
    fireEvent.click(within(list).getByRole('checkbox', { name: /Cas Janssens/ }));
    expect(picked()).toBe('cas');
  });

  it('selects all (or all found while searching) and clears', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      fireEvent.change(screen.getByRole('searchbox', { name: /Search people/ }), { target: { value: 'ma' } });
      act(() => vi.advanceTimersByTime(250));
      fireEvent.click(screen.getByRole('button', { name: 'Select all found (1)' }));
      expect(picked()).toBe('bob');
      fireEvent.change(screen.getByRole('searchbox', { name: /Search people/ }), { target: { value: '' } });
      act(() => vi.advanceTimersByTime(250));
      fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
      expect(picked()).toBe('bob,cas,ann,eva');
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(picked()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds people of other companies with their company name, and is disabled with a reason offline', async () => {
    const search = vi.fn(async (term: string) => [{ id: 'zoe', name: `Zoë ${term}`, email: null, avatar: null, company_name: 'Demo Logistics' }]);
    const { unmount } = render(<Harness other={{ search, disabledReason: null }} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people of the other companies' }), { target: { value: 'zo' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search people of the other companies' }), { key: 'Enter' });
    const box = await screen.findByRole('checkbox', { name: /Zoë zo/ });
    expect(screen.getByText('Demo Logistics')).toBeTruthy();
    fireEvent.click(box);
    expect(picked()).toBe('zoe');
    expect((screen.getByRole('checkbox', { name: /Zoë zo/ }) as HTMLInputElement).checked).toBe(true);
    unmount();
    render(<Harness other={{ search, disabledReason: 'Needs a connection.' }} />);
    expect(screen.getByText('Needs a connection.')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search people of the other companies' })).toBeNull();
  });

  it('a team of 5,000 opens with only the rows in view; its checkbox picks them all and a row in view picks its one person', () => {
    // jsdom lays nothing out: give the scrolling box a height and each row its own.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
    const many = Array.from({ length: 5000 }, (_, i) => person(`p${String(i).padStart(4, '0')}`, `Person ${String(i).padStart(4, '0')}`, ['t-sales']));
    render(<Harness everyone={many} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the people of Sales' }));
    const list = screen.getByRole('list', { name: /People of Sales/ });
    const rows = within(list).getAllByRole('checkbox');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(VIRTUAL_PEOPLE_FROM);
    expect(within(list).getByRole('checkbox', { name: /Person 0000/ })).toBeTruthy();
    expect(within(list).queryByRole('checkbox', { name: /Person 4999/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    expect(picked()!.split(',')).toHaveLength(5000);
    expect(screen.getByText('5000 people picked')).toBeTruthy();
    // Unpicking a row in view takes out that one person.
    fireEvent.click(within(list).getByRole('checkbox', { name: /Person 0001/ }));
    expect(picked()!.split(',')).toHaveLength(4999);
    expect(picked()).not.toContain('p0001');
    vi.restoreAllMocks();
  });

  it('a search in a large team shows the one found, last in the team', () => {
    vi.useFakeTimers();
    try {
      const many = Array.from({ length: 2000 }, (_, i) => person(`q${i}`, `Member ${String(i).padStart(4, '0')}`, ['t-ops']));
      render(<Harness everyone={many} />);
      fireEvent.change(screen.getByRole('searchbox', { name: /Search people/ }), { target: { value: 'member 1999' } });
      act(() => vi.advanceTimersByTime(250));
      fireEvent.click(within(screen.getByRole('list', { name: /People of Operations/ })).getByRole('checkbox', { name: /Member 1999/ }));
      expect(picked()).toBe('q1999');
    } finally {
      vi.useRealTimers();
    }
  });
});
