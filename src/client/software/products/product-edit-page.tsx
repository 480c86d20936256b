import { Link, Navigate, useParams } from 'react-router-dom';
import { IconChevronLeft } from '../../ui/icons';
import { ProductLogo } from '../product-logo';
import { useProduct } from '../use-product';
import { ProductEditForm } from './product-edit-form';
import '../../ui/page.css';
import './products.css';

/** /software/products/{id}/edit: the name and web address; a deleted or unknown product goes back to its page. */
export function ProductEditPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  if (product === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (product === null || product.deleted === 1) return <Navigate to={`/software/products/${id}`} replace />;
  return (
    <>
      <Link to={`/software/products/${product.id}`} className="back-link">
        <IconChevronLeft size={18} /> {product.name}
      </Link>
      <div className="page-header">
        <div className="detail-header-main">
          <ProductLogo name={product.name} logo={product.logo} size="lg" />
          <h1>Edit product</h1>
        </div>
      </div>
      {/* Keyed by id: another product's edit page starts from its own values. */}
      <ProductEditForm key={product.id} product={product} />
    </>
  );
}
