// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityEntry } from './activity-entry';
import { groupFeed, type FeedItem } from './activity-groups';

afterEach(cleanup);

let n = 0;
const change = (field: string, old: string | null, next: string, at: string, receivedAt = at): FeedItem => ({
  id: `i${++n}`,
  related_object: 'car',
  related_object_id: 'car-1',
  event_type: 'car_updated',
  event_info_json: { changes: [{ field, old, new: next }] },
  related_user_id: 'u1',
  real_name: 'Sophie Laurent',
  user_avatar: null,
  happened_at: new Date(at).toISOString(),
  date_formatted: '',
  received_at: new Date(receivedAt).toISOString(),
  device_id: 'tablet-1',
  version: n,
});

function renderEntry(items: FeedItem[]) {
  const [entry] = groupFeed(items)[0]!.entries;
  return render(
    <ul>
      <ActivityEntry entry={entry!} me="Me" meAvatar={null} />
    </ul>,
  );
}

describe('a group of actions', () => {
  it('shows its newest action, and all of them on view all actions, until hide all actions', () => {
    renderEntry([
      change('color', 'Red', 'Blue', '2026-05-12T15:00'),
      change('plate', '1-ABC-123', '1-XYZ-999', '2026-05-12T14:58'),
      change('model', null, 'Octavia', '2026-05-12T14:55'),
    ]);
    expect(screen.getByText(/made 3 changes/)).toBeTruthy();
    expect(screen.getByText('Blue')).toBeTruthy();
    expect(screen.queryByText('1-XYZ-999')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /view all actions/ }));
    expect(screen.getByText('1-XYZ-999')).toBeTruthy();
    expect(screen.getByText(/set model to/).textContent).toBe('set model to Octavia');
    const hide = screen.getByRole('button', { name: /hide all actions/ });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.queryByText('1-XYZ-999')).toBeNull();
  });

  it('of one action has nothing to expand', () => {
    renderEntry([change('color', 'Red', 'Blue', '2026-05-12T15:00')]);
    expect(screen.getByText(/changed colour from/).textContent?.trim()).toBe('Sophie Laurent changed colour from Red to Blue 15:00');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('made offline shows when it was made on the device and when it reached the server', () => {
    renderEntry([change('color', 'Red', 'Blue', '2026-05-12T09:05', '2026-05-12T16:40')]);
    expect(screen.getByText(/changed colour from/).textContent?.trim()).toBe('Sophie Laurent changed colour from Red to Blue 09:05 · synced 16:40');
    expect(screen.getByTitle(/^Made on the device/).getAttribute('title')).toBe('Made on the device 12/05/2026 09:05');
    expect(screen.getByTitle(/^Reached the server/).getAttribute('title')).toBe('Reached the server 12/05/2026 16:40');
  });
});

describe('a note', () => {
  it('is a card with its text; one not yet sent is this user’s and waits to sync', () => {
    const note: FeedItem = {
      ...change('x', null, 'y', '2026-05-12T15:00'),
      event_type: 'note_added',
      event_info_json: { text: 'Tyres\nchanged' },
      related_user_id: null,
      real_name: null,
      _pending: 1,
    };
    renderEntry([note]);
    expect(screen.getByText(/added a note/).textContent).toContain('Me added a note');
    expect(screen.getByText(/Tyres/).tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
  });
});
