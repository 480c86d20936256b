import type { ReactNode } from 'react';
import { formatDate } from '../../shared/format';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import type { AreaActivityTexts, ChangeWording } from '../lib/activity-texts';

// What the software area's items say in the feed, after the name of who did it (software.events.ts
// lists their event_info_json). A licence's items go on the licence, its person and its product,
// so they name both the product and the person wherever they are read.

const V = ({ children }: { children: ReactNode }) => <strong className="activity-value">{children}</strong>;
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

const FIELD_LABELS: Record<string, string> = { name: 'the name', url: 'the web address', username: 'the username' };

/** A product's and a licence's fields in product_updated and license_updated: values as typed (a username keeps its underscores). */
const SOFTWARE_WORDING: ChangeWording = {
  label: (field) => FIELD_LABELS[field] ?? field.replace(/_/g, ' '),
  value: (v) => (v === null || v === undefined || v === '' ? '' : typeof v === 'string' ? v : JSON.stringify(v)),
};

/** 'a Slack licence', 'an Asana licence', 'an Upwork licence', 'a Unity licence' (a u sounding 'you' before one consonant and a vowel). */
const aLicence = (product: string) => `${/^([aeio]|u(?![bcdfghjklmnpqrstvwxz][aeiouy]))/i.test(product) ? 'an' : 'a'} `;

/** The sentence of a software item; undefined for the other areas' items (and the *_updated lists of changes). */
function softwareItemText(item: ActivityItem): ReactNode | undefined {
  const info = item.event_info_json;
  const product = text(info.product_name, 'software');
  const person = text(info.employee_name, 'someone');
  switch (item.event_type) {
    case 'product_added':
      return 'added the product';
    case 'product_deleted':
      return 'deleted the product';
    case 'license_assigned':
      return (
        <>
          assigned {aLicence(product)}
          <V>{product}</V> licence to <V>{person}</V>
        </>
      );
    case 'license_deactivated': {
      const day = typeof info.date === 'string' ? formatDate(info.date) : '';
      return (
        <>
          deactivated the <V>{product}</V> licence of <V>{person}</V>
          {day ? (
            <>
              {' '}
              on <V>{day}</V>
            </>
          ) : null}
        </>
      );
    }
    case 'license_reactivated':
      return (
        <>
          reactivated the <V>{product}</V> licence of <V>{person}</V>
        </>
      );
    default:
      return undefined;
  }
}

/** The software area's part of the feed (ClientArea.activityTexts). */
export const softwareActivityTexts: AreaActivityTexts = {
  text: softwareItemText,
  wording: { product_updated: SOFTWARE_WORDING, license_updated: SOFTWARE_WORDING },
};
