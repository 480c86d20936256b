// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedItem, itemText } from '../../../tests/helpers/feed-items';
import type { EventType } from '../../shared/activity/event-types';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import { trainingsActivityTexts } from './trainings-activity-text';

afterEach(cleanup);

const item = (event_type: EventType, info: Record<string, unknown>, related_object: ActivityItem['related_object'] = 'training') =>
  feedItem(event_type, info, related_object);
const text = (i: ActivityItem) => itemText(i, [trainingsActivityTexts]);
const who = { training_id: 't1', training_name: 'First aid', employee_id: 'e1', employee_name: 'Emma Janssens' };

describe('a participant’s changes in the feed (the spec’s event types)', () => {
  it('status and result, with their labels', () => {
    expect(text(item('participant_status_changed', { ...who, old_status: 'reserved', new_status: 'followed' }, 'training_participant'))).toBe(
      'Emma Janssens: status changed from Reserved to Followed',
    );
    expect(text(item('participant_result_changed', { ...who, old_result: 'to_be_completed', new_result: 'not_passed' }, 'training_participant'))).toBe(
      'Emma Janssens: result changed from To be completed to Not passed',
    );
  });
});

describe('a training’s own items', () => {
  it('added as a training, a session of a program, a program', () => {
    expect(text(item('training_added', { name: 'First aid', is_program: 0, program_id: null, program_name: null }))).toBe('added the training');
    expect(text(item('training_added', { name: 'Session 2', is_program: 0, program_id: 'p1', program_name: 'Leadership' }))).toBe(
      'added the session to the program Leadership',
    );
    expect(text(item('training_added', { name: 'Leadership', is_program: 1, program_id: null, program_name: null }))).toBe('created the program');
  });

  it('moved into and out of a program; people added and removed', () => {
    expect(text(item('training_added_to_program', { program_id: 'p1', program_name: 'Leadership' }))).toBe('added the training to the program Leadership');
    expect(text(item('training_removed_from_program', { program_id: 'p1', program_name: 'Leadership' }))).toBe(
      'removed the training from the program Leadership',
    );
    expect(text(item('participant_added', { employee_id: 'e1', employee_name: 'Emma Janssens' }))).toBe('added Emma Janssens as a participant');
    expect(text(item('participant_removed', { employee_id: 'e1', employee_name: 'Emma Janssens' }))).toBe('removed Emma Janssens from the participants');
  });

  it('changes read as on the training page: money, dates, labels, hours, a count of teams', () => {
    expect(text(item('training_updated', { changes: [{ field: 'cost', old: '450.00', new: '500.00' }] }))).toBe('changed cost from €450.00 to €500.00');
    expect(text(item('training_updated', { changes: [{ field: 'date', old: null, new: '2026-06-01' }] }))).toBe('set date to 01/06/2026');
    expect(text(item('training_updated', { changes: [{ field: 'is_visible_for_employees', old: 1, new: 2 }] }))).toBe(
      'changed visible for employees from Visible for all employees to Visible for selected teams',
    );
    expect(
      text(
        item('training_updated', {
          changes: [
            { field: 'training_amount_minutes', old: 450, new: 480 },
            { field: 'selected_teams', old: null, new: 'a,b' },
          ],
        }),
      ),
    ).toBe('changed amount in hours from 7:30 hours to 8:00 hoursset the teams to 2 teams');
    expect(text(item('training_updated', { changes: [{ field: 'location_of_training', old: 'online', new: 'buitenland' }] }))).toBe(
      'changed location of training from Online to Abroad (buitenland)',
    );
  });
});
