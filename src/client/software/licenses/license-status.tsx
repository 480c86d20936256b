import { formatDate } from '../../../shared/format';
import { softwareMessages } from '../../../shared/software/software.messages';
import type { LicenseItem } from '../../../shared/software/software.schema';
import { IconAlert } from '../../ui/icons';
import './license-status.css';

// A licence's state (software-contracts-push.md section 4: active, or deactivated on a day), as a
// badge for lists and headers and as the red banner of the licence page. Written in the licences
// folder; the product pages and the /software list may use the badge as well.

type LicenseState = Pick<LicenseItem, 'active' | 'date_deactivated'>;

/** 'Active', or 'Deactivated' with its day when the row has one (words, not colour alone). */
export function LicenseStatusBadge({ license, withDate = false }: { license: LicenseState; withDate?: boolean }) {
  if (license.active === 1) return <span className="badge badge-success">Active</span>;
  const day = withDate ? formatDate(license.date_deactivated) : '';
  return <span className="badge badge-danger">{day ? `Deactivated on ${day}` : 'Deactivated'}</span>;
}

/** The red banner of a deactivated licence's page; nothing for an active one. */
export function LicenseDeactivatedBanner({ license }: { license: LicenseState }) {
  if (license.active === 1) return null;
  return (
    <div className="license-banner" role="status" data-testid="license-deactivated-banner">
      <IconAlert size={20} />
      <p>{softwareMessages.licenseDeactivatedBanner(formatDate(license.date_deactivated) || 'an unknown day')}</p>
    </div>
  );
}
