import { useParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { softwareMessages } from '../../../shared/software/software.messages';
import { ActivityFeed } from '../../activity';
import { CustomFieldsSection } from '../../custom-fields';
import { DocumentsSection } from '../../documents';
import { useCan } from '../../lib/use-can';
import { TagInput } from '../../tags';
import { IconAlert } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { useProduct } from '../use-product';
import { ProductHeader } from './product-header';
import { ProductLicenses } from './product-licenses';
import '../../ui/page.css';
import './products.css';

/** /software/products/{id}: a product as this device knows it (works offline), its licences, fields, files and activity. */
export function ProductPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const product = useProduct(id);
  const back = <BackLink to="/software" label="Software" />;
  if (product === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (product === null) return <PageError back={back}>{softwareMessages.productNotFound}</PageError>;
  const live = product.deleted === 0;
  const editable = live && can('software.edit');
  const here = `/software/products/${product.id}`;
  return (
    <>
      {back}
      {!live ? (
        <div className="product-banner" role="status">
          <IconAlert size={18} /> {softwareMessages.productDeletedBanner}
        </div>
      ) : null}
      <ProductHeader product={product} />
      <ProductLicenses product={product} canAssign={editable} />
      <CustomFieldsSection object="product" id={product.id} editHref={`${here}/edit/customfields`} canEdit={editable} />
      <TagInput object="product" id={product.id} />
      <DocumentsSection object="product" id={product.id} back={here} />
      <ActivityFeed object="product" id={product.id} />
    </>
  );
}
