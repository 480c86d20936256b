import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { productDelete } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { domainOf } from '../../../shared/software/software-rules';
import { useMutate } from '../../offline/use-mutate';
import { ConfirmPage } from '../../ui/confirm-page';
import { useToast } from '../../ui/toasts';
import { ProductLogo } from '../product-logo';
import { useProduct, useProductLicenses } from '../use-product';
import '../../ui/page.css';
import './products.css';

/** /software/products/{id}/delete (software-contracts-push.md section 2): Delete or 'No'; deleted, back to /software. */
export function ProductDeletePage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const licenses = useProductLicenses(id);
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (product === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  // Deleting marks the row at once: the page then leaves for /software, not for the product.
  if (product === null || (product.deleted === 1 && !busy)) return <Navigate to={`/software/products/${id}`} replace />;
  const detail = `/software/products/${product.id}`;
  const active = licenses?.filter((l) => l.active === 1).length ?? 0;

  const remove = async () => {
    setBusy(true);
    await mutate(productDelete, { product_id: product.id }, { label: product.name });
    toast.saved(softwareMessages.deleted);
    await navigate('/software', { replace: true });
  };

  return (
    <ConfirmPage
      title="Delete product"
      backTo={detail}
      backLabel={product.name}
      tile={<ProductLogo name={product.name} logo={product.logo} size="lg" />}
      name={softwareMessages.deleteProductQuestion(product.name)}
      meta={[domainOf(product.url) ?? product.url, `${active} active ${active === 1 ? 'licence' : 'licences'}`].join(' · ')}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void remove();
        }}
      >
        <p>{softwareMessages.deleteProductExplained}</p>
        <div className="form-actions">
          <Link className="btn btn-secondary" to={detail}>
            No
          </Link>
          <button className="btn btn-danger" type="submit" disabled={busy}>
            Delete
          </button>
        </div>
      </form>
    </ConfirmPage>
  );
}
