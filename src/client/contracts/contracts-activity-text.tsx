import type { ReactNode } from 'react';
import type { ActivityItem } from '../../shared/activity/activity.schema';
import { SIGNER_ROLE_LABELS, type SignerRole } from '../../shared/contracts/contracts.schema';
import type { AreaActivityTexts } from '../lib/activity-texts';

// What the contracts area's items say in the feed of a person, a vehicle or an asset, after the
// name of who did it (contracts.events.ts lists their event_info_json). A signature through the
// employee's link has no user: the item names the signer instead.

const V = ({ children }: { children: ReactNode }) => <strong className="activity-value">{children}</strong>;
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

function contractItemText(item: ActivityItem): ReactNode | undefined {
  const info = item.event_info_json;
  const name = <V>{text(info.contract_name, 'a contract')}</V>;
  switch (item.event_type) {
    case 'contract_added':
      return <>made {name}</>;
    case 'contract_sent':
      return <>sent {name} for signing</>;
    case 'contract_signed': {
      const role = SIGNER_ROLE_LABELS[info.signer_role as SignerRole] ?? 'A signer';
      return (
        <>
          {role.toLowerCase()} <V>{text(info.signer_name, '')}</V> signed {name}
        </>
      );
    }
    case 'contract_deleted':
      return <>deleted {name}</>;
    case 'contract_undeleted':
      return <>restored {name}</>;
    default:
      return undefined;
  }
}

/** The contracts area's part of the feed (ClientArea.activityTexts). */
export const contractsActivityTexts: AreaActivityTexts = { text: contractItemText };
