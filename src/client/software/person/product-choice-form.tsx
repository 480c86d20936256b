import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { uuidv7 } from '../../../shared/ids';
import { PRODUCT_SEARCH } from '../../../shared/software/software.search';
import type { PersonListItem } from '../../../shared/people/people.schema';
import { licenseAdd } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { licenseAddBodySchema, type ProductItem } from '../../../shared/software/software.schema';
import { listSearchReaders } from '../../lib/list-search';
import { queryRows } from '../../lib/local-query';
import { todayIso } from '../../lib/today';
import { useMutate } from '../../offline/use-mutate';
import { EmptyState } from '../../ui/empty-state';
import { FieldError } from '../../ui/field';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toasts';
import { ProductLogo } from '../product-logo';

const formSchema = z.object({ product_id: licenseAddBodySchema.shape.product_id });
type FormValues = z.input<typeof formSchema>;

const SEARCH = listSearchReaders<typeof PRODUCT_SEARCH, ProductItem, null>(PRODUCT_SEARCH, {
  name: { own: (p) => p.name },
  url: { own: (p) => p.url },
});

interface ProductChoiceFormProps {
  person: Pick<PersonListItem, 'id' | 'name'>;
  /** The products the person may be given, in the order to show them. */
  products: readonly ProductItem[];
  cancelTo: string;
  onAssigned: () => void;
}

/**
 * The products as radios (arrows move between them, Space picks), narrowed by a search on name
 * and web address; Assign queues POST /api/software/licenses/add with an id and day made here.
 */
export function ProductChoiceForm({ person, products, cancelTo, onAssigned }: ProductChoiceFormProps) {
  const mutate = useMutate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const { register, handleSubmit, watch, formState } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { product_id: '' } });
  const chosen = watch('product_id');
  // The chosen product stays in view while the search narrows the others away.
  const shown = useMemo(
    () => queryRows(products, { search, searchText: SEARCH.searchText, filter: undefined, sort: null, sortValue: () => null }),
    [products, search],
  );
  const visible = chosen && !shown.some((p) => p.id === chosen) ? [...products.filter((p) => p.id === chosen), ...shown] : shown;
  const error = formState.errors.product_id?.message;

  const submit = handleSubmit(
    async ({ product_id }) => {
      const product = products.find((p) => p.id === product_id);
      await mutate(
        licenseAdd,
        { id: uuidv7(), product_id, employee_id: person.id, date_enabled: todayIso(), insert_method: 'manual' },
        { label: `${product?.name ?? 'Software'} licence of ${person.name}` },
      );
      toast.saved(softwareMessages.assigned(1));
      onAssigned();
    },
    (errors) => toast.error(softwareMessages.invalid, errors.product_id?.message),
  );

  return (
    <form className="card product-choice" noValidate onSubmit={(e) => void submit(e)}>
      <SearchBox value={search} onChange={setSearch} label="Search products" placeholder="Search products…" className="product-choice-search" />
      <fieldset className={error ? 'product-choice-field field-invalid' : 'product-choice-field'} aria-describedby={error ? 'product-choice-error' : undefined}>
        <legend className="field-label">
          Product
          <span className="field-required" aria-hidden="true">
            *
          </span>
        </legend>
        {visible.length === 0 ? (
          <EmptyState image={null} title={`No product matches “${search.trim()}”`} text="Check the spelling or try a shorter search." />
        ) : (
          <div className="product-choice-list">
            {visible.map((p) => (
              <label key={p.id} className={chosen === p.id ? 'product-choice-option product-choice-on' : 'product-choice-option'}>
                <input type="radio" value={p.id} {...register('product_id')} />
                <ProductLogo name={p.name} logo={p.logo} size="md" />
                <span className="product-choice-text">
                  <span className="product-choice-name">{p.name}</span>
                  <span className="muted">{p.url}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        <FieldError id="product-choice-error" message={error} />
      </fieldset>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={cancelTo}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="submit" disabled={formState.isSubmitting}>
          Assign
        </button>
      </div>
    </form>
  );
}
