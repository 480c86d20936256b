import { Link, useNavigate } from 'react-router-dom';
import { domainOf } from '../../../shared/software/software-rules';
import { webHref } from '../../../shared/web-address';
import { useCan } from '../../lib/use-can';
import { ActionsMenu } from '../../ui/actions-menu';
import { IconPencil, IconPlus, IconTrash } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { ProductLogo } from '../product-logo';
import type { ProductRow } from '../use-product';

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
            <ProductUrl url={product.url} />
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

/** A product's web address as a link ('slack.com' opens https://slack.com); one that is not http(s) as text only. */
function ProductUrl({ url }: { url: string }) {
  const href = webHref(url, { bare: true });
  const shown = domainOf(url) ?? url;
  return href ? (
    <a className="product-url" href={href} target="_blank" rel="noopener noreferrer">
      {shown}
    </a>
  ) : (
    <span className="product-url">{shown}</span>
  );
}
