// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventType } from '../../shared/activity/activity.schema';
import type { FeedItem } from './activity-groups';
import { ItemText } from './activity-text';

afterEach(cleanup);

const item = (event_type: EventType, info: Record<string, unknown>, related_object: FeedItem['related_object'] = 'car'): FeedItem => ({
  id: 'i1',
  related_object,
  related_object_id: 'c1',
  event_type,
  event_info_json: info,
  related_user_id: 'u1',
  real_name: 'Sophie Laurent',
  user_avatar: null,
  happened_at: '2026-05-12T13:00:00.000Z',
  date_formatted: '',
  version: 1,
});
const text = (i: FeedItem) => render(<p><ItemText item={i} /></p>).container.textContent;

describe('what a vehicle’s life cycle reads as in the feed', () => {
  it('added, archived with its end date of use, unarchived', () => {
    expect(text(item('car_added', { car_name: 'Skoda Enyaq' }))).toBe('added the vehicle');
    cleanup();
    expect(text(item('car_archived', { date_end: '2026-03-31' }))).toBe('archived the vehicle, end of use 31/03/2026');
    cleanup();
    expect(text(item('car_archived', { date_end: null }))).toBe('archived the vehicle');
    cleanup();
    expect(text(item('car_unarchived', {}))).toBe('unarchived the vehicle');
  });

  it('assignments with the start and end dates the edit gave, and without', () => {
    expect(text(item('car_assigned', { employee_name: 'Emma Peeters', start_date: '2026-04-01' }))).toBe('assigned the vehicle to Emma Peeters from 01/04/2026');
    cleanup();
    expect(text(item('car_unassigned', { employee_name: 'Emma Peeters', end_date: '2026-03-31' }))).toBe('took the vehicle back from Emma Peeters on 31/03/2026');
    cleanup();
    expect(text(item('car_owner_changed', { old_employee_name: 'Emma Peeters', new_employee_name: 'Lucas Maes', end_date: '2026-03-31', start_date: '2026-04-01' }))).toBe(
      'moved the vehicle from Emma Peeters until 31/03/2026 to Lucas Maes from 01/04/2026',
    );
    cleanup();
    expect(text(item('car_assigned', { car_name: 'Skoda Enyaq' }, 'employee'))).toBe('assigned the vehicle Skoda Enyaq');
  });
});
