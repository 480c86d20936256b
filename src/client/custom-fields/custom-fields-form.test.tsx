// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomFieldRow, CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { toastBus, type ToastMessage } from '../ui/toast-bus';
import { CustomFieldsForm } from './custom-fields-form';

const base = {
  object_type: 'car',
  max_length: null,
  options: [],
  employee_visibility: 0,
  expense_visibility: 0,
  expense_required: 0,
  version: 1,
} satisfies Partial<CustomFieldRow>;
const field = (id: string, name: string, type: CustomFieldRow['type'], extra: Partial<CustomFieldRow> = {}): CustomFieldRow => ({
  ...base,
  id: `0190a000-0000-7000-8000-00000000000${id}`,
  name,
  cf_name: name.toLowerCase(),
  type,
  priority: Number(id),
  ...extra,
});
const OPTION = { id: '0190a000-0000-7000-8000-0000000000aa', option_name: 'Repaired' };
const fields = [
  field('1', 'Fuel card number', 'textfield', { max_length: 20 }),
  field('2', 'Monthly lease', 'money'),
  field('3', 'Damage status', 'select_option', { options: [OPTION, { id: '0190a000-0000-7000-8000-0000000000bb', option_name: 'Open' }] }),
  field('4', 'Fleet number', 'auto_incrementing_int'),
];
const CAR = '0190a000-0000-7000-8000-00000000c000';
const row = { id: CAR, related_object: 'car', related_object_id: CAR, version: 3, [`custom_field_${fields[3]!.id}`]: '7' } as CustomFieldValuesRow;

let toasts: ToastMessage[] = [];
let off: () => void = () => {};
beforeEach(() => {
  toasts = [];
  off = toastBus.subscribe((t) => toasts.push(t));
});
afterEach(() => {
  off();
  cleanup();
});

function setup() {
  const onSave = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      { path: '/fleet/c/edit/customFields', element: <CustomFieldsForm fields={fields} row={row} backHref="/fleet/c" onSave={onSave} /> },
      { path: '/fleet/c', element: <h1>The car</h1> },
    ],
    { initialEntries: ['/fleet/c/edit/customFields'] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return { onSave, router };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('CustomFieldsForm', () => {
  it('counts the characters of a limited text field against its own limit', () => {
    setup();
    expect(screen.getByText('0 / 20')).toBeTruthy();
    type('Fuel card number', 'FC-1234');
    expect(screen.getByText('7 / 20')).toBeTruthy();
    type('Fuel card number', 'x'.repeat(21));
    expect(screen.getByText('21 / 20').className).toContain('field-counter-over');
    expect(screen.getByText('Must be at most 20 characters.')).toBeTruthy();
  });

  it('shows the spec’s money messages as the amount is typed, and accepts a comma', () => {
    setup();
    const cases: [string, string | null][] = [
      ['12,345', 'too many decimals'],
      ['-3', 'must be positive'],
      ['twelve', 'invalid number'],
      ['12,5', null],
    ];
    for (const [typed, message] of cases) {
      type('Monthly lease', typed);
      const input = screen.getByRole('textbox', { name: 'Monthly lease' });
      if (message) {
        expect(screen.getByText(message)).toBeTruthy();
        expect(input.getAttribute('aria-invalid')).toBe('true');
      } else expect(input.hasAttribute('aria-invalid')).toBe(false);
    }
  });

  it('refuses to save with a required select left empty: Form invalid / custom fields invalid, and the field says why', async () => {
    const { onSave, router } = setup();
    type('Monthly lease', '450,50');
    save();
    // The form's resolver answers asynchronously.
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', title: 'Form invalid', text: 'custom fields invalid' }]));
    const select = screen.getByRole('combobox', { name: /Damage status/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await Promise.resolve();
    expect(onSave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/fleet/c/edit/customFields');
  });

  it('saves only the changed values, in their stored form, and goes back to the detail page', async () => {
    const { onSave } = setup();
    type('Monthly lease', '450,50');
    fireEvent.change(screen.getByRole('combobox', { name: /Damage status/ }), { target: { value: OPTION.id } });
    expect((screen.getByRole('textbox', { name: 'Fleet number' }) as HTMLInputElement).readOnly).toBe(true);
    save();
    expect(await screen.findByRole('heading', { name: 'The car' })).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ [fields[1]!.id]: '450.50', [fields[2]!.id]: OPTION.id });
    expect(toasts.map((t) => t.title)).toEqual(['saved']);
  });
});
