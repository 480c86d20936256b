import { cleanup, render } from '@testing-library/react';
import type { ActivityItem } from '../../src/shared/activity/activity.schema';
import type { EventType } from '../../src/shared/activity/event-types';
import { ItemText } from '../../src/client/activity';
import { ActivityTextsProvider, type AreaActivityTexts } from '../../src/client/lib/activity-texts';

// An activity item as the feed gets it, and the sentence the feed shows for it: the activity
// texts' tests (the core's and each area's) read items this way.

export const feedItem = (event_type: EventType, info: Record<string, unknown>, related_object: ActivityItem['related_object']): ActivityItem => ({
  id: 'i1',
  related_object,
  related_object_id: 'o1',
  event_type,
  event_info_json: info,
  related_user_id: 'u1',
  real_name: 'Sophie Laurent',
  user_avatar: null,
  happened_at: '2026-05-12T13:00:00.000Z',
  date_formatted: '',
  received_at: '',
  device_id: null,
  version: 1,
});

/** What the feed says after the author's name, with these areas' texts provided as the shell does. */
export function itemText(item: ActivityItem, areaTexts: readonly AreaActivityTexts[] = []): string | null {
  const out = render(
    <div>
      <ActivityTextsProvider texts={areaTexts}>
        <ItemText item={item} />
      </ActivityTextsProvider>
    </div>,
  ).container.textContent;
  cleanup();
  return out;
}
