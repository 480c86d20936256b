import { describe, expect, it } from 'vitest';
import { groupFeed, type FeedItem } from './activity-groups';

let n = 0;
const item = (at: string, user: string | null, type: FeedItem['event_type'] = 'car_updated', pending = false, device = 'office-pc'): FeedItem => ({
  id: `i${++n}`,
  related_object: 'car',
  related_object_id: 'car-1',
  event_type: type,
  event_info_json: {},
  related_user_id: user,
  real_name: user,
  user_avatar: null,
  // Local times: the grouping is by the viewer's own calendar day.
  happened_at: new Date(at).toISOString(),
  date_formatted: '',
  received_at: new Date(at).toISOString(),
  device_id: device,
  version: n,
  ...(pending ? { _pending: 1 as const } : {}),
});
const shape = (items: FeedItem[]) => groupFeed(items).map((d) => [d.day, d.entries.map((e) => (e.kind === 'note' ? 'note' : e.items.length))]);

describe('the feed’s groups', () => {
  it('gathers consecutive events by one person on one device, each within 10 minutes of the one before, newest first', () => {
    const items = [
      item('2026-05-12T16:00', 'sophie'),
      item('2026-05-12T15:55', 'sophie'),
      item('2026-05-12T15:46', 'sophie'),
      item('2026-05-12T15:30', 'sophie'),
      item('2026-05-11T18:00', 'sophie'),
    ];
    expect(shape(items)).toEqual([
      ['2026-05-12', [3, 1]],
      ['2026-05-11', [1]],
    ]);
  });

  it('keeps an office edit and a tablet’s offline edit by the same person apart, however close in time', () => {
    const items = [item('2026-05-12T10:02', 'sophie', 'car_updated', false, 'tablet'), item('2026-05-12T10:01', 'sophie', 'car_updated', false, 'office-pc')];
    expect(shape(items)).toEqual([['2026-05-12', [1, 1]]]);
  });

  it('starts a new group for another person, and keeps notes apart as cards', () => {
    const items = [
      item('2026-05-12T16:00', 'sophie'),
      item('2026-05-12T15:59', 'lars'),
      item('2026-05-12T15:58', 'lars'),
      item('2026-05-12T15:57', 'lars', 'note_added'),
      item('2026-05-12T15:56', 'lars'),
      item('2026-05-12T15:55', null),
    ];
    expect(shape(items)).toEqual([['2026-05-12', [1, 2, 'note', 1, 1]]]);
  });

  it('counts this device’s unsent items as its user’s, and answers nothing for no items', () => {
    expect(shape([item('2026-05-12T16:00', null, 'car_updated', true), item('2026-05-12T15:00', null)])).toEqual([['2026-05-12', [1, 1]]]);
    expect(groupFeed([])).toEqual([]);
  });
});
