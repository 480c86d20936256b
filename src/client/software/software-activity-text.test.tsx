// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedItem, itemText } from '../../../tests/helpers/feed-items';
import type { EventType } from '../../shared/activity/event-types';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import { softwareActivityTexts } from './software-activity-text';

afterEach(cleanup);

const item = (event_type: EventType, info: Record<string, unknown>, related_object: ActivityItem['related_object'] = 'license') =>
  feedItem(event_type, info, related_object);
const text = (i: ActivityItem) => itemText(i, [softwareActivityTexts]);
const slack = { license_id: 'l1', product_id: 'p1', product_name: 'Slack', employee_id: 'e1', employee_name: 'Emma Janssens', date: '2026-03-12' };

describe('a licence’s life in the feed (on the licence, its person and its product alike)', () => {
  it('assigned, deactivated on its day, reactivated', () => {
    for (const on of ['license', 'employee', 'product'] as const) {
      expect(text(item('license_assigned', slack, on))).toBe('assigned a Slack licence to Emma Janssens');
      expect(text(item('license_deactivated', slack, on))).toBe('deactivated the Slack licence of Emma Janssens on 12/03/2026');
      expect(text(item('license_reactivated', slack, on))).toBe('reactivated the Slack licence of Emma Janssens');
    }
  });

  it('“an” before a vowel; no day, no date; missing names read as words, never as blanks', () => {
    expect(text(item('license_assigned', { ...slack, product_name: 'Asana' }))).toBe('assigned an Asana licence to Emma Janssens');
    expect(text(item('license_assigned', { ...slack, product_name: 'Upwork' }))).toBe('assigned an Upwork licence to Emma Janssens');
    expect(text(item('license_assigned', { ...slack, product_name: 'Unity' }))).toBe('assigned a Unity licence to Emma Janssens');
    expect(text(item('license_deactivated', { ...slack, date: null }))).toBe('deactivated the Slack licence of Emma Janssens');
    expect(text(item('license_assigned', {}))).toBe('assigned a software licence to someone');
  });

  it('the username: set, changed, cleared, written as typed', () => {
    expect(text(item('license_updated', { changes: [{ field: 'username', old: 'emma', new: 'emma_j' }] }))).toBe('changed the username from emma to emma_j');
    expect(text(item('license_updated', { changes: [{ field: 'username', old: null, new: 'emma.janssens' }] }))).toBe('set the username to emma.janssens');
    expect(text(item('license_updated', { changes: [{ field: 'username', old: 'emma', new: null }] }))).toBe('cleared the username (was emma)');
  });
});

describe('a product’s own items', () => {
  it('added, deleted, its name and web address changed', () => {
    expect(text(item('product_added', { product_name: 'Slack' }, 'product'))).toBe('added the product');
    expect(text(item('product_deleted', { product_name: 'Slack' }, 'product'))).toBe('deleted the product');
    expect(text(item('product_updated', { changes: [{ field: 'name', old: 'Slak', new: 'Slack' }] }, 'product'))).toBe('changed the name from Slak to Slack');
    expect(
      text(
        item(
          'product_updated',
          {
            changes: [
              { field: 'name', old: 'Slak', new: 'Slack' },
              { field: 'url', old: 'slak.com', new: 'slack.com' },
            ],
          },
          'product',
        ),
      ),
    ).toBe('changed the name from Slak to Slackchanged the web address from slak.com to slack.com');
  });
});
