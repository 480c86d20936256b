// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_RESULTS } from '../../../shared/trainings/trainings.schema';
import { AttendanceRows } from './attendance-rows';
import type { AttendanceEntryView } from './use-attendance';

const people = (n: number): AttendanceEntryView[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Person ${i}`, avatar: null, status: 'reserved', result: PARTICIPANT_RESULTS[0], pending: false }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the attendance list', () => {
  it('shows a session of a usual size whole', () => {
    render(<AttendanceRows shown={people(40)} onMark={() => {}} />);
    expect(within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('listitem')).toHaveLength(40);
  });

  it('keeps only the rows in view of a session of a thousand, the first at the top', () => {
    // jsdom lays nothing out: each row gets a tablet row's height.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    render(<AttendanceRows shown={people(1000)} onMark={() => {}} />);
    const rows = within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]!.getAttribute('data-participant')).toBe('p0');
    expect(screen.getByRole('group', { name: 'Status of Person 0' })).toBeTruthy();
  });
});
