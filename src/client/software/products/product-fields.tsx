import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_NAME_MAX_LENGTH, PRODUCT_URL_MAX_LENGTH, type productFieldsSchema } from '../../../shared/software/software.schema';
import { TextInput } from '../../ui/field';

/** What the product form holds as typed (the shared schema trims it on the way out). */
export type ProductFormValues = z.input<typeof productFieldsSchema>;

export interface ProductFieldsProps {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  /** 'A product named … already exists', said while typing (the server refuses it too). */
  nameTaken?: string;
  /** Under the name: the suggestions of the wizard. */
  afterName?: ReactNode;
}

/** The product's name and web address (software-contracts-push.md section 5: 'enter name', 'enter url'). */
export function ProductFields({ register, errors, nameTaken, afterName }: ProductFieldsProps) {
  return (
    <div className="product-fields">
      <div className="product-field-name">
        <TextInput
          label="Name"
          required
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          autoComplete="off"
          error={errors.name?.message ?? nameTaken}
          hint="As people know it, e.g. Slack or Adobe Creative Cloud."
          {...register('name')}
        />
        {afterName}
      </div>
      <TextInput
        label="Web address"
        required
        type="url"
        inputMode="url"
        maxLength={PRODUCT_URL_MAX_LENGTH}
        autoComplete="off"
        placeholder="slack.com"
        error={errors.url?.message}
        {...register('url')}
      />
    </div>
  );
}
