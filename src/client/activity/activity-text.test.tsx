// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedItem, itemText } from '../../../tests/helpers/feed-items';
import type { EventType } from '../../shared/activity/event-types';
import type { ActivityItem } from '../../shared/activity/activity.schema';

afterEach(cleanup);

const item = (event_type: EventType, info: Record<string, unknown>, related_object: ActivityItem['related_object'] = 'car') =>
  feedItem(event_type, info, related_object);
const text = (i: ActivityItem) => itemText(i);

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
    expect(text(item('car_assigned', { employee_name: 'Emma Peeters', start_date: '2026-04-01' }))).toBe(
      'assigned the vehicle to Emma Peeters from 01/04/2026',
    );
    cleanup();
    expect(text(item('car_unassigned', { employee_name: 'Emma Peeters', end_date: '2026-03-31' }))).toBe(
      'took the vehicle back from Emma Peeters on 31/03/2026',
    );
    cleanup();
    expect(
      text(item('car_owner_changed', { old_employee_name: 'Emma Peeters', new_employee_name: 'Lucas Maes', end_date: '2026-03-31', start_date: '2026-04-01' })),
    ).toBe('moved the vehicle from Emma Peeters until 31/03/2026 to Lucas Maes from 01/04/2026');
    cleanup();
    expect(text(item('car_assigned', { car_name: 'Skoda Enyaq' }, 'employee'))).toBe('assigned the vehicle Skoda Enyaq');
  });
});

describe('what an asset’s life reads as in the feed', () => {
  it('on the asset: added, owner changes, field changes, archived, unarchived', () => {
    expect(text(item('asset_added', { asset_name: 'Laptop', employee_name: 'Emma Janssens' }, 'asset'))).toBe('added the asset and gave it to Emma Janssens');
    cleanup();
    expect(text(item('asset_added', { asset_name: 'Laptop', employee_name: null }, 'asset'))).toBe('added the asset');
    cleanup();
    expect(text(item('asset_owner_changed', { old_employee_name: 'Emma Janssens', new_employee_name: 'Lucas Maes' }, 'asset'))).toBe(
      'moved the asset from Emma Janssens to Lucas Maes',
    );
    cleanup();
    expect(text(item('asset_owner_changed', { old_employee_name: null, new_employee_name: 'Lucas Maes' }, 'asset'))).toBe('gave the asset to Lucas Maes');
    cleanup();
    expect(text(item('asset_updated', { changes: [{ field: 'price', old: '1299.50', new: '1199.00' }] }, 'asset'))).toBe(
      'changed price from €1,299.50 to €1,199.00',
    );
    cleanup();
    expect(
      text(
        item(
          'asset_updated',
          {
            changes: [
              { field: 'serial_number', old: null, new: 'SN-1' },
              { field: 'vendor', old: 'Dell', new: null },
            ],
          },
          'asset',
        ),
      ),
    ).toBe('set serial number to SN-1cleared vendor (was Dell)');
    cleanup();
    expect(text(item('asset_archived', { asset_name: 'Laptop' }, 'asset'))).toBe('archived the asset');
    cleanup();
    expect(text(item('asset_unarchived', { asset_name: 'Laptop' }, 'asset'))).toBe('unarchived the asset');
  });

  it('on the person: assigned and taken back', () => {
    expect(text(item('asset_assigned', { asset_id: 'a1', asset_name: 'Laptop' }, 'employee'))).toBe('assigned the asset Laptop');
    cleanup();
    expect(text(item('asset_unassigned', { asset_id: 'a1', asset_name: 'Laptop' }, 'employee'))).toBe('took back the asset Laptop');
  });
});
