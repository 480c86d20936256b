import { zodResolver } from '@hookform/resolvers/zod';
import { BackLink } from '../../ui/back-link';
import { useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { uuidv7 } from '../../../shared/ids';
import { productAdd, productEdit } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { type PRODUCT_WIZARD_STEPS, productFieldsSchema, type ProductFields } from '../../../shared/software/software.schema';
import { useMutate } from '../../offline/use-mutate';
import { IconChevronLeft } from '../../ui/icons';
import { StepIndicator } from '../../ui/step-indicator';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { LicensePeopleForm } from './license-people-form';
import { LicenseProgressCard } from './license-progress-card';
import type { ProductFormValues } from './product-fields';
import { logoFor, ProductStep, type PickedLogo } from './product-step';
import { useLicenseAssign } from './use-license-assign';
import { useHeadingFocus } from './use-heading-focus';
import { useProductNameTaken } from './use-product-name-check';
import '../../ui/page.css';
import '../../ui/wizard.css';
import '../../ui/bulk-progress.css';
import './products.css';

// software-contracts-push.md section 9: the product wizard has 2 steps (checked when compiling).
const STEPS = ['product', 'people'] as const satisfies { length: typeof PRODUCT_WIZARD_STEPS };
const STEP_NAMES: Record<(typeof STEPS)[number], string> = { product: 'Product', people: 'Licences' };

/**
 * /software/products/new (software-contracts-push.md section 2), two steps: the product (made at
 * Next, on this device, with an id made here; going back and Next again edits that same product),
 * then the people who get a licence, one license.add each through the outbox.
 */
export function ProductWizardPage() {
  const mutate = useMutate();
  const toast = useToast();
  const form = useForm<ProductFormValues, unknown, ProductFields>({ resolver: zodResolver(productFieldsSchema), defaultValues: { name: '', url: '' } });
  const [step, setStep] = useState(0);
  const [saved, setSaved] = useState<(ProductFields & { id: string }) | null>(null);
  const [picked, setPicked] = useState<PickedLogo | null>(null);
  const { ref: headingRef, focusSoon } = useHeadingFocus();
  const nameTaken = useProductNameTaken(form.watch('name'), saved?.id ?? null);
  const assign = useLicenseAssign(saved ? { id: saved.id, name: saved.name } : null);
  // Once the licences are queued nothing is lost by leaving: the outbox sends them anyway.
  const { allowLeave } = useConfirmOnLeave(!assign.progress && (form.formState.isDirty || assign.picked.length > 0));

  const go = (next: number) => {
    setStep(next);
    focusSoon();
  };

  const saveProduct = async (values: ProductFields) => {
    if (nameTaken) {
      form.setFocus('name');
      return toast.error(softwareMessages.invalid, nameTaken);
    }
    if (!saved) {
      const id = uuidv7();
      await mutate(productAdd, { id, ...values, logo: logoFor(picked, values.url), insert_method: 'manual' }, { label: values.name });
      setSaved({ id, ...values });
    } else {
      const changes = { ...(values.name !== saved.name ? { name: values.name } : {}), ...(values.url !== saved.url ? { url: values.url } : {}) };
      if (Object.keys(changes).length > 0) {
        await mutate(productEdit, { product_id: saved.id, ...changes }, { label: values.name });
        setSaved({ ...saved, ...values });
      }
    }
    // What is saved is no longer a change to lose.
    form.reset(values);
    go(1);
  };
  const refuse = (errors: FieldErrors<ProductFormValues>) => toast.error(softwareMessages.invalid, errors.name?.message ?? errors.url?.message);
  const product = useSubmitOnce(form.handleSubmit(saveProduct, refuse));

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (assign.busy) return;
    if (await assign.save()) focusSoon();
  };
  const onFinish = () => {
    allowLeave();
    void assign.finish();
  };

  let body;
  if (step === 0) {
    body = (
      <ProductStep
        form={form}
        headingRef={headingRef}
        nameTaken={nameTaken}
        picked={picked}
        onPickLogo={setPicked}
        onSubmit={product.onSubmit}
        busy={product.busy}
      />
    );
  } else if (!saved || assign.progress === undefined || !assign.source) {
    body = <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  } else if (assign.progress) {
    body = <LicenseProgressCard progress={assign.progress} avatars={assign.source.avatars} headingRef={headingRef} onFinish={onFinish} />;
  } else {
    body = (
      <LicensePeopleForm
        productName={saved.name}
        source={assign.source}
        picked={assign.picked}
        onPick={assign.setPicked}
        onSubmit={(e) => void onSave(e)}
        busy={assign.busy}
        headingRef={headingRef}
        start={
          <button type="button" className="btn btn-secondary" onClick={() => go(0)}>
            <IconChevronLeft size={18} /> Back
          </button>
        }
        beside={
          <Link className="btn btn-ghost" to={`/software/products/${saved.id}`} onClick={allowLeave}>
            Skip
          </Link>
        }
      />
    );
  }

  return (
    <>
      <BackLink to="/software" label="Software" />
      <div className="page-header">
        <div>
          <h1>Add product</h1>
          <p className="muted">The product first, then who gets a licence.</p>
        </div>
      </div>
      <div className="wizard product-wizard">
        <StepIndicator steps={STEPS} current={step} names={STEP_NAMES} />
        {body}
      </div>
    </>
  );
}
