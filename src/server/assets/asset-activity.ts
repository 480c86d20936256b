import type { FieldChange } from '../../shared/activity/activity.schema';
import type { AssetListItem } from '../../shared/assets/assets.schema';
import type { ActivityEvent } from '../activity/record-activity';

// What a change to an asset writes into the activity feed: its own fields as one asset_updated
// item (the spec's type), a change of owner as asset_owner_changed on the asset, and
// asset_assigned / asset_unassigned on each person concerned who belongs to the writer's company
// (a person of another company of the group has their feed there).

/** The fields whose changes asset_updated lists (the owner is told apart below). */
export const ASSET_ACTIVITY_FIELDS = ['price', 'vendor', 'serial_number'] as const satisfies readonly (keyof AssetListItem)[];

const normal = (v: unknown) => (v === '' || v === undefined ? null : v);

type Owner = Pick<AssetListItem, 'owner_employee_id' | 'owner_employee_name'>;

/** Which people's feeds are of this company: the caller knows each owner's company. */
export type SameCompany = (personId: string) => boolean;

function personEvents(asset: AssetListItem, from: string | null, to: string | null, mine: SameCompany): ActivityEvent[] {
  const info = { asset_id: asset.id, asset_name: asset.asset_name };
  const events: ActivityEvent[] = [];
  if (from && mine(from)) events.push({ related_object: 'employee', related_object_id: from, event_type: 'asset_unassigned', event_info_json: info });
  if (to && mine(to)) events.push({ related_object: 'employee', related_object_id: to, event_type: 'asset_assigned', event_info_json: info });
  return events;
}

/** The feed items of a new asset: asset_added on it, asset_assigned on its person. */
export function assetAddedEvents(asset: AssetListItem, mine: SameCompany): ActivityEvent[] {
  const added: ActivityEvent = {
    related_object: 'asset',
    related_object_id: asset.id,
    event_type: 'asset_added',
    event_info_json: { asset_name: asset.asset_name, employee_id: asset.owner_employee_id, employee_name: asset.owner_employee_name },
  };
  return [added, ...personEvents(asset, null, asset.owner_employee_id, mine)];
}

/** The feed items of one edit, given the asset before and after it. */
export function assetChangeEvents(before: AssetListItem & Owner, after: AssetListItem, mine: SameCompany): ActivityEvent[] {
  const changes: FieldChange[] = ASSET_ACTIVITY_FIELDS.filter((f) => normal(before[f]) !== normal(after[f])).map((f) => ({
    field: f,
    old: normal(before[f]),
    new: normal(after[f]),
  }));
  const events: ActivityEvent[] = changes.length
    ? [{ related_object: 'asset', related_object_id: after.id, event_type: 'asset_updated', event_info_json: { changes } }]
    : [];
  const [from, to] = [before.owner_employee_id, after.owner_employee_id];
  if (from === to) return events;
  events.push({
    related_object: 'asset',
    related_object_id: after.id,
    event_type: 'asset_owner_changed',
    event_info_json: {
      old_employee_id: from,
      old_employee_name: before.owner_employee_name,
      new_employee_id: to,
      new_employee_name: after.owner_employee_name,
    },
  });
  return [...events, ...personEvents(after, from, to, mine)];
}
