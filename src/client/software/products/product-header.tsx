import { Link, useNavigate } from 'react-router-dom';
import { domainOf } from '../../../shared/software/software-rules';
import { useCan } from '../../lib/use-can';
import { ActionsMenu } from '../../ui/actions-menu';
import { IconPencil, IconPlus, IconTrash } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { ProductLogo } from '../product-logo';
import type { ProductRow } from '../use-product';

/** A typed web address as a link: 'slack.com' opens https://slack.com. */
export const productHref = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);

/**
 * The product page's header: logo, name, web address; 'Assign licence' for who may assign (not on
 * a deleted product), and the Actions menu with Edit and Delete only for the role 'default'
 * (software-contracts-push.md sections 2 and 6).
 */
export function ProductHeader({ product }: { product: ProductRow }) {
  const can = useCan();
  const navigate = useNavigate();
  const live = product.deleted === 0;
  const base = `/software/products/${product.id}`;
  return (
    <div className="page-header product-header">
      <div className="detail-header-main">
        <ProductLogo name={product.name} logo={product.logo} size="lg" />
        <div>
          <h1>{product.name}</h1>
          <div className="product-header-meta">
            <a className="product-url" href={productHref(product.url)} target="_blank" rel="noopener noreferrer">
              {domainOf(product.url) ?? product.url}
            </a>
            {!live ? <span className="badge badge-danger">Deleted</span> : null}
            <PendingBadge row={product} />
          </div>
        </div>
      </div>
      {live && (can('software.manageProducts') || can('software.edit')) ? (
        <div className="page-header-actions">
          {can('software.manageProducts') ? (
            <ActionsMenu
              label="Actions"
              items={[
                { id: 'edit', label: 'Edit', icon: <IconPencil size={18} />, onSelect: () => void navigate(`${base}/edit`) },
                { id: 'delete', label: 'Delete', icon: <IconTrash size={18} />, onSelect: () => void navigate(`${base}/delete`) },
              ]}
            />
          ) : null}
          {can('software.edit') ? (
            <Link className="btn btn-primary" to={`${base}/assign`}>
              <IconPlus size={18} /> Assign licence
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
