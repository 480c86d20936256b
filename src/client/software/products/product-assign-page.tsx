import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import { IconChevronLeft } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { StepIndicator } from '../../ui/step-indicator';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { ProductLogo } from '../product-logo';
import { useProduct, type ProductRow } from '../use-product';
import { LicensePeopleForm } from './license-people-form';
import { LicenseProgressCard } from './license-progress-card';
import { useHeadingFocus } from './use-heading-focus';
import { useLicenseAssign } from './use-license-assign';
import '../../ui/page.css';
import '../../ui/wizard.css';
import '../../ui/bulk-progress.css';
import './products.css';

const STEPS = ['people', 'progress'] as const;
const STEP_NAMES: Record<(typeof STEPS)[number], string> = { people: 'Pick people', progress: 'Progress' };

/** /software/products/{id}/assign: pick people (not those who hold a licence already), then one license.add each. */
export function ProductAssignPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const back = (
    <Link to={`/software/products/${id}`} className="back-link">
      <IconChevronLeft size={18} /> {product?.name ?? 'Product'}
    </Link>
  );
  if (product === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (product === null) return <PageError back={back}>{softwareMessages.productNotFound}</PageError>;
  if (product.deleted === 1) return <PageError back={back}>{softwareMessages.productDeletedNoLicenses}</PageError>;
  return (
    <>
      {back}
      <div className="page-header">
        <div className="detail-header-main">
          <ProductLogo name={product.name} logo={product.logo} size="lg" />
          <div>
            <h1>Assign licences</h1>
            <p className="muted">{product.name}</p>
          </div>
        </div>
      </div>
      <Assign key={product.id} product={product} />
    </>
  );
}

function Assign({ product }: { product: ProductRow }) {
  const assign = useLicenseAssign(product);
  const { ref: headingRef, focusSoon } = useHeadingFocus();
  const { allowLeave } = useConfirmOnLeave(!assign.progress && assign.picked.length > 0);
  const detail = `/software/products/${product.id}`;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (assign.busy) return;
    if (await assign.save()) focusSoon();
  };

  if (assign.progress === undefined || !assign.source) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  return (
    <div className="wizard">
      <StepIndicator steps={STEPS} current={assign.progress ? 1 : 0} names={STEP_NAMES} />
      {assign.progress ? (
        <LicenseProgressCard
          progress={assign.progress}
          avatars={assign.source.avatars}
          headingRef={headingRef}
          onFinish={() => {
            allowLeave();
            void assign.finish();
          }}
        />
      ) : (
        <LicensePeopleForm
          productName={product.name}
          source={assign.source}
          picked={assign.picked}
          onPick={assign.setPicked}
          onSubmit={(e) => void onSave(e)}
          busy={assign.busy}
          headingRef={headingRef}
          start={
            <Link className="btn btn-ghost" to={detail}>
              Cancel
            </Link>
          }
        />
      )}
    </div>
  );
}
