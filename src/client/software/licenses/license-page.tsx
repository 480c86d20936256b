import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { softwareMessages } from '../../../shared/software/software.messages';
import { ActivityFeed } from '../../activity';
import { CustomFieldsSection } from '../../custom-fields';
import { DocumentsSection } from '../../documents';
import { useCan } from '../../lib/use-can';
import { TagInput } from '../../tags';
import { Avatar } from '../../ui/avatar';
import { PageError } from '../../ui/page-error';
import { PendingBadge } from '../../ui/pending-badge';
import { ProductLogo } from '../product-logo';
import { licenseBack } from './license-back';
import { LicenseActions, LicenseFacts, licensePath } from './license-detail-parts';
import { LicenseDeactivatedBanner, LicenseStatusBadge } from './license-status';
import { productNameOf, useLicense, type FoundLicense } from './use-license';
import '../../ui/page.css';
import './license-page.css';

/**
 * /software/licenses/{id} (software-contracts-push.md section 2): one person's licence of one
 * product, from the mirror so it opens and changes offline, with its state, custom fields, files,
 * tags and activity.
 */
export function LicensePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const found = useLicense(id);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) {
    const back = licenseBack(params, null, { product: 'Software', person: null });
    return <PageError back={<BackLink to={back.to} label={back.label} />}>{softwareMessages.licenseNotFound}</PageError>;
  }
  return <LicenseView found={found} params={params} />;
}

function LicenseView({ found, params }: { found: FoundLicense; params: URLSearchParams }) {
  const can = useCan();
  const { license, person, product } = found;
  const name = productNameOf(found);
  const back = licenseBack(params, license.product_id, { product: name, person: person?.name ?? null });
  const here = licensePath(license.id, back.param);
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <div className="page-header license-header">
        <div className="detail-header-main">
          <ProductLogo name={name} logo={product?.logo ?? null} size="lg" />
          <div>
            <h1>{name}</h1>
            <div className="person-header-meta license-header-meta">
              {person && (
                <Link to={`/people/${person.id}`} className="person-link license-holder">
                  <Avatar name={person.name} src={person.avatar} size="sm" decorative /> {person.name}
                </Link>
              )}
              <LicenseStatusBadge license={license} />
              {product?.deleted === 1 && <span className="badge">Product deleted</span>}
              <PendingBadge row={license} />
            </div>
          </div>
        </div>
        <LicenseActions found={found} back={back.param} />
      </div>
      <LicenseDeactivatedBanner license={license} />
      <LicenseFacts found={found} />
      <CustomFieldsSection object="license" id={license.id} editHref={`/software/licenses/${license.id}/edit/customFields`} canEdit={can('software.edit')} />
      <TagInput object="license" id={license.id} />
      <DocumentsSection object="license" id={license.id} back={here} />
      <ActivityFeed object="license" id={license.id} />
    </>
  );
}
