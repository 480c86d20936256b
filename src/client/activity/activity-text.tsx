import { formatMoney } from '../../shared/money';
import type { ReactNode } from 'react';
import type { FieldChange } from '../../shared/activity/activity.schema';
import { formatDate } from '../../shared/format';
import { useActivityTexts, type ChangeWording } from '../lib/activity-texts';
import type { FeedItem } from './activity-groups';

// What an item says, after the name of who did it: 'changed colour from Red to Blue'. Written for
// any object; an event type without its own wording reads as its name.

const FIELD_LABELS: Record<string, string> = { color: 'colour', is_pool_vehicle: 'pool vehicle', related_employee_id: 'person' };
const fieldLabel = (f: string) => FIELD_LABELS[f] ?? f.replace(/_/g, ' ');

/** 0/1 flags (is_pool_vehicle, has_...) read as no/yes; snake_case choices as words. */
function valueText(v: unknown, field = ''): string {
  if (v === null || v === undefined || v === '') return '';
  // An asset's price (a decimal string) reads as money, as on the asset's page.
  if (field === 'price' && formatMoney(v as string | number)) return formatMoney(v as string | number);
  if (typeof v === 'boolean' || (/^(is|has)_/.test(field) && (v === 0 || v === 1))) return v ? 'yes' : 'no';
  return typeof v === 'string' ? v.replace(/^[a-z]+(_[a-z]+)+$/, (s) => s.replace(/_/g, ' ')) : JSON.stringify(v);
}

const Value = ({ v, field }: { v: unknown; field?: string }) => <strong className="activity-value">{valueText(v, field)}</strong>;

/** The defaults above; an area may word its own fields and values (ClientArea.activityTexts). */
const DEFAULT_WORDING: ChangeWording = { label: fieldLabel, value: valueText };

export function ChangeText({ change, wording = DEFAULT_WORDING }: { change: FieldChange; wording?: ChangeWording }) {
  const { field } = change;
  const label = wording.label(field);
  const old = wording.value(change.old, field);
  const now = wording.value(change.new, field);
  const v = (text: string) => <strong className="activity-value">{text}</strong>;
  if (old === '')
    return (
      <>
        set {label} to {v(now)}
      </>
    );
  if (now === '')
    return (
      <>
        cleared {label} (was {v(old)})
      </>
    );
  return (
    <>
      changed {label} from {v(old)} to {v(now)}
    </>
  );
}

/** A date of event_info_json (ISO) as ' from 01/04/2026', when the change gave one; nothing when absent. */
function OnDate({ iso, before }: { iso: unknown; before: string }) {
  const date = typeof iso === 'string' ? formatDate(iso) : '';
  return date ? (
    <>
      {before} <Value v={date} />
    </>
  ) : null;
}
const str = (v: unknown) => (typeof v === 'string' && v ? v : 'someone');
const changesOf = (item: FeedItem): FieldChange[] => (Array.isArray(item.event_info_json.changes) ? (item.event_info_json.changes as FieldChange[]) : []);

/** The sentence of one item; a list when it changed several fields. */
export function ItemText({ item }: { item: FeedItem }): ReactNode {
  const areaTexts = useActivityTexts();
  for (const area of areaTexts) {
    const said = area.text(item);
    if (said !== undefined) return said;
  }
  const info = item.event_info_json;
  const onCar = item.related_object === 'car';
  switch (item.event_type) {
    case 'note_added':
      return 'added a note';
    case 'car_added':
      return 'added the vehicle';
    case 'car_archived':
      return (
        <>
          archived the vehicle
          <OnDate iso={info.date_end} before=", end of use" />
        </>
      );
    case 'car_unarchived':
      return 'unarchived the vehicle';
    case 'car_assigned':
      return (
        <>
          {onCar ? (
            <>
              assigned the vehicle to <Value v={str(info.employee_name)} />
            </>
          ) : (
            <>
              assigned the vehicle <Value v={str(info.car_name)} />
            </>
          )}
          <OnDate iso={info.start_date} before=" from" />
        </>
      );
    case 'car_unassigned':
      return (
        <>
          {onCar ? (
            <>
              took the vehicle back from <Value v={str(info.employee_name)} />
            </>
          ) : (
            <>
              took back the vehicle <Value v={str(info.car_name)} />
            </>
          )}
          <OnDate iso={info.end_date} before=" on" />
        </>
      );
    case 'car_owner_changed':
      return (
        <>
          moved the vehicle from <Value v={str(info.old_employee_name)} />
          <OnDate iso={info.end_date} before=" until" /> to <Value v={str(info.new_employee_name)} />
          <OnDate iso={info.start_date} before=" from" />
        </>
      );
    case 'asset_added':
      return typeof info.employee_name === 'string' && info.employee_name ? (
        <>
          added the asset and gave it to <Value v={info.employee_name} />
        </>
      ) : (
        'added the asset'
      );
    case 'asset_archived':
      return 'archived the asset';
    case 'asset_unarchived':
      return 'unarchived the asset';
    case 'asset_assigned':
      return (
        <>
          assigned the asset <Value v={str(info.asset_name)} />
        </>
      );
    case 'asset_unassigned':
      return (
        <>
          took back the asset <Value v={str(info.asset_name)} />
        </>
      );
    case 'asset_owner_changed':
      return <AssetOwnerText from={info.old_employee_name} to={info.new_employee_name} />;
    case 'tags_updated':
      return <TagsText added={names(info.added)} removed={names(info.removed)} />;
    // A file name is shown as it is, never reworded like a value.
    case 'document_added':
      return (
        <>
          uploaded <strong className="activity-value">{typeof info.filename === 'string' ? info.filename : 'a file'}</strong>
        </>
      );
    case 'document_deleted':
      return (
        <>
          deleted <strong className="activity-value">{typeof info.filename === 'string' ? info.filename : 'a file'}</strong>
        </>
      );
  }
  const changes = changesOf(item);
  const wording = areaTexts.find((a) => a.wording?.[item.event_type])?.wording?.[item.event_type];
  if (changes.length === 1) return <ChangeText change={changes[0]!} wording={wording} />;
  if (changes.length > 1) {
    return (
      <ul className="activity-changes">
        {changes.map((c) => (
          <li key={c.field}>
            <ChangeText change={c} wording={wording} />
          </li>
        ))}
      </ul>
    );
  }
  if ('old' in info || 'new' in info)
    return <ChangeText change={{ field: item.event_type.replace(/_(changed|updated)$/, ''), old: info.old, new: info.new }} />;
  return item.event_type.replace(/_/g, ' ');
}

/** An asset's owner change; either side may be nobody. */
function AssetOwnerText({ from, to }: { from: unknown; to: unknown }) {
  const had = typeof from === 'string' && from !== '';
  const has = typeof to === 'string' && to !== '';
  if (had && has)
    return (
      <>
        moved the asset from <Value v={from} /> to <Value v={to} />
      </>
    );
  if (has)
    return (
      <>
        gave the asset to <Value v={to} />
      </>
    );
  return (
    <>
      took the asset back from <Value v={str(from)} />
    </>
  );
}

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : []);

function TagsText({ added, removed }: { added: string[]; removed: string[] }) {
  const list = (tags: string[]) =>
    tags.map((t, i) => (
      <span key={t}>
        {i > 0 ? ', ' : ''}
        <Value v={t} />
      </span>
    ));
  if (added.length && removed.length)
    return (
      <>
        tagged it {list(added)} and removed {list(removed)}
      </>
    );
  if (added.length) return <>tagged it {list(added)}</>;
  return (
    <>
      removed the tag{removed.length > 1 ? 's' : ''} {list(removed)}
    </>
  );
}

/** Who did it, as the feed names them. */
export function authorName(item: FeedItem, me: string): string {
  if (item._pending) return me;
  if (item.real_name) return item.real_name;
  return item.related_user_id ? 'A former user' : 'System';
}
