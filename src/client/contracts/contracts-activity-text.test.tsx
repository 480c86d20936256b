// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedItem, itemText } from '../../../tests/helpers/feed-items';
import type { EventType } from '../../shared/activity/event-types';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import { contractsActivityTexts } from './contracts-activity-text';

afterEach(cleanup);

const text = (event_type: EventType, info: Record<string, unknown>, on: ActivityItem['related_object'] = 'employee') =>
  itemText(feedItem(event_type, info, on), [contractsActivityTexts]);
const policy = { contract_id: 'c1', contract_name: 'Company car policy - BMW X1 1-ABC-123' };

describe('a contract’s life in the feed of its person, vehicle or assets', () => {
  it('made, sent, signed by each signer, deleted and restored', () => {
    for (const on of ['employee', 'car', 'asset'] as const) {
      expect(text('contract_added', policy, on)).toBe('made Company car policy - BMW X1 1-ABC-123');
      expect(text('contract_sent', policy, on)).toBe('sent Company car policy - BMW X1 1-ABC-123 for signing');
      expect(text('contract_deleted', policy, on)).toBe('deleted Company car policy - BMW X1 1-ABC-123');
      expect(text('contract_undeleted', policy, on)).toBe('restored Company car policy - BMW X1 1-ABC-123');
    }
    expect(text('contract_signed', { ...policy, signer_role: 'employee', signer_name: 'Liam Maes' })).toBe(
      'employee Liam Maes signed Company car policy - BMW X1 1-ABC-123',
    );
    expect(text('contract_signed', { ...policy, signer_role: 'internal', signer_name: 'Sophie Laurent' })).toBe(
      'internal signer Sophie Laurent signed Company car policy - BMW X1 1-ABC-123',
    );
  });

  it('a name missing from an old item reads as words, never as a blank', () => {
    expect(text('contract_added', {})).toBe('made a contract');
  });
});
