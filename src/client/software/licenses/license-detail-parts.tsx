import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { LICENSE_COLUMN_LABELS } from '../../../shared/software/software.schema';
import { useCan } from '../../lib/use-can';
import { FactsCard, PersonLink, dash, orDash, type Fact } from '../../ui/facts-card';
import { IconRestore, IconX } from '../../ui/icons';
import { ProductLogo } from '../product-logo';
import { LicenseUsername } from './license-username';
import { licenseLabel, productNameOf, type FoundLicense } from './use-license';

/** The licence state page's address, carrying the licence page's own `back=` so the way back is kept. */
const licenseStatePath = (id: string, back: string | null) => `/software/licenses/${id}/delete${back ? `?back=${encodeURIComponent(back)}` : ''}`;
export const licensePath = (id: string, back: string | null) => `/software/licenses/${id}${back ? `?back=${encodeURIComponent(back)}` : ''}`;

/** The product as a fact or a header line: its logo and name, to its page. */
function ProductLink({ found }: { found: FoundLicense }) {
  const name = productNameOf(found);
  return (
    <Link to={`/software/products/${found.license.product_id}`} className="person-link">
      <ProductLogo name={name} logo={found.product?.logo ?? null} size="sm" /> {name}
    </Link>
  );
}

/** The facts card of /software/licenses/{id} (software-contracts-push.md sections 2 and 3). */
export function LicenseFacts({ found }: { found: FoundLicense }) {
  const can = useCan();
  const { license, person } = found;
  const facts: Fact[] = [
    [LICENSE_COLUMN_LABELS.person, person ? <PersonLink person={person} /> : dash],
    [LICENSE_COLUMN_LABELS.product, <ProductLink key="product" found={found} />],
    [
      LICENSE_COLUMN_LABELS.username,
      <LicenseUsername key="username" licenseId={license.id} username={license.username} canEdit={can('software.edit')} label={licenseLabel(found)} />,
    ],
    [LICENSE_COLUMN_LABELS.date_enabled, orDash(formatDate(license.date_enabled))],
    [LICENSE_COLUMN_LABELS.date_deactivated, orDash(formatDate(license.date_deactivated))],
  ];
  return <FactsCard title="Details" facts={facts} className="license-facts" />;
}

/**
 * What the viewer may do (software-contracts-push.md sections 2, 4 and 6): deactivate an active
 * licence, reactivate a deactivated one, both at /software/licenses/{id}/delete; read-only users see neither.
 */
export function LicenseActions({ found, back }: { found: FoundLicense; back: string | null }) {
  const can = useCan();
  if (!can('software.edit')) return null;
  const to = licenseStatePath(found.license.id, back);
  return (
    <div className="page-header-actions">
      {found.license.active === 1 ? (
        <Link className="btn btn-secondary license-deactivate" to={to}>
          <IconX size={18} /> Deactivate
        </Link>
      ) : (
        <Link className="btn btn-primary" to={to}>
          <IconRestore size={18} /> Reactivate
        </Link>
      )}
    </div>
  );
}
