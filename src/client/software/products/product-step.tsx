import type { FormEvent, RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductFields as SavedFields } from '../../../shared/software/software.schema';
import { domainOf } from '../../../shared/software/software-rules';
import { Link } from 'react-router-dom';
import { IconChevronRight } from '../../ui/icons';
import { ProductLogo } from '../product-logo';
import { usefulSuggestions, urlOfSuggestion } from './company-suggest';
import { CompanySuggestions } from './company-suggestions';
import { ProductFields, type ProductFormValues } from './product-fields';
import { useCompanySuggest } from './use-company-suggest';

export interface PickedLogo {
  domain: string;
  logo: string | null;
}

export interface ProductStepProps {
  form: UseFormReturn<ProductFormValues, unknown, SavedFields>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  nameTaken: string | undefined;
  /** The logo of the suggestion picked last; it stays while the web address keeps its domain. */
  picked: PickedLogo | null;
  onPickLogo: (picked: PickedLogo | null) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
}

/** The logo the product gets: the picked suggestion's, while the web address is still that domain. */
export const logoFor = (picked: PickedLogo | null, url: string) => (picked && domainOf(url) === picked.domain ? picked.logo : null);

/** Step 1 of /software/products/new: the name (with suggestions while typing) and the web address. */
export function ProductStep({ form, headingRef, nameTaken, picked, onPickLogo, onSubmit, busy }: ProductStepProps) {
  const { register, formState, watch, setValue } = form;
  const [name, url] = watch(['name', 'url']);
  const suggestions = useCompanySuggest(name, url);
  const items = usefulSuggestions(suggestions.items, name, url);
  const logo = logoFor(picked, url);
  const validate = formState.isSubmitted;

  return (
    <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="product-step-title">
      <div className="product-step-head">
        <ProductLogo name={name.trim() || '?'} logo={logo} size="lg" />
        <div>
          <h2 id="product-step-title" ref={headingRef} tabIndex={-1}>
            Product
          </h2>
          <p className="wizard-card-lead">Which software does the company use? Start typing its name or web address for suggestions.</p>
        </div>
      </div>
      <ProductFields
        register={register}
        errors={formState.errors}
        nameTaken={nameTaken}
        afterName={
          <CompanySuggestions
            items={items}
            fromDomain={suggestions.fromDomain}
            onPick={(s) => {
              setValue('name', s.name, { shouldDirty: true, shouldValidate: validate });
              setValue('url', urlOfSuggestion(s, url), { shouldDirty: true, shouldValidate: validate });
              onPickLogo(s.domain ? { domain: s.domain, logo: s.logo ?? null } : null);
            }}
          />
        }
      />
      <div className="wizard-actions">
        <Link className="btn btn-ghost" to="/software">
          Cancel
        </Link>
        <div className="wizard-actions-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Next <IconChevronRight size={18} />
          </button>
        </div>
      </div>
    </form>
  );
}
