import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { productEdit } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { productFieldsSchema, type ProductFields as SavedFields } from '../../../shared/software/software.schema';
import { useMutate } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { ProductRow } from '../use-product';
import { ProductFields, type ProductFormValues } from './product-fields';
import { useProductNameTaken } from './use-product-name-check';

/**
 * The edit form: only the changed fields are sent, with the values they were edited from (the
 * outbox adds the base), so someone else's newer change to the other field is kept.
 */
export function ProductEditForm({ product }: { product: ProductRow }) {
  // The product as the form opened it: later mirror updates do not move the ground under the user.
  const [before] = useState(() => ({ name: product.name, url: product.url }));
  const form = useForm<ProductFormValues, unknown, SavedFields>({ resolver: zodResolver(productFieldsSchema), defaultValues: before });
  const nameTaken = useProductNameTaken(form.watch('name'), product.id);
  const { allowLeave } = useConfirmOnLeave(form.formState.isDirty);
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const detail = `/software/products/${product.id}`;

  const save = async (values: SavedFields) => {
    if (nameTaken) {
      form.setFocus('name');
      return toast.error(softwareMessages.invalid, nameTaken);
    }
    const changes = { ...(values.name !== before.name ? { name: values.name } : {}), ...(values.url !== before.url ? { url: values.url } : {}) };
    allowLeave();
    if (Object.keys(changes).length > 0) {
      await mutate(productEdit, { product_id: product.id, ...changes }, { label: values.name });
      toast.saved(softwareMessages.changesSaved);
    }
    await navigate(detail);
  };
  const refuse = (errors: FieldErrors<ProductFormValues>) => toast.error(softwareMessages.invalid, errors.name?.message ?? errors.url?.message);
  const { busy, onSubmit } = useSubmitOnce(form.handleSubmit(save, refuse));

  return (
    <form className="card card-body product-edit-form" onSubmit={onSubmit} noValidate aria-label="Edit product">
      <ProductFields register={form.register} errors={form.formState.errors} nameTaken={nameTaken} />
      <div className="form-actions">
        <Link className="btn btn-secondary" to={detail}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
