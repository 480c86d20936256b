// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carOptions, emptyCarDraft, type CarOptions } from '../../../shared/fleet/car-rules';
import { messages } from '../../../shared/messages';
import type { IntegrationFeature } from '../../../shared/policy/roles';
import { ConfirmProvider } from '../../ui/confirm-dialog';
import { ToastProvider } from '../../ui/toasts';
import { CarFormDataProvider } from '../car-form/car-form-data';
import { CarWizard } from './car-wizard';

afterEach(cleanup);

const DEMO: IntegrationFeature[] = ['cars/import', 'cars/order-date', 'cars/pool-cars', 'cars/be-company-car-tax'];
const ANNA = { id: '0190a0b0-0000-7000-8000-0000000000aa', name: 'Anna Peeters', email: 'anna@demo.test', avatar: null, active: true };

function setup({
  options = carOptions({ feature_flags: [], integration_features: DEMO }),
  plateExists = async () => false,
}: { options?: CarOptions; plateExists?: (p: string) => Promise<boolean> } = {}) {
  const onSave = vi.fn(async () => {});
  const wizard = <CarWizard options={options} initial={emptyCarDraft()} plateExists={plateExists} onSave={onSave} cancelTo="/fleet" />;
  const router = createMemoryRouter(
    [
      { path: '/fleet/new', element: <CarFormDataProvider value={{ people: [ANNA], cars: [] }}>{wizard}</CarFormDataProvider> },
      { path: '/fleet', element: <h1>Fleet</h1> },
    ],
    { initialEntries: ['/fleet/new'] },
  );
  render(
    <ConfirmProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ConfirmProvider>,
  );
  return { onSave };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|Save)$/ }));
// Labels end in the required marker '*' where the rules require the field.
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(labelled(label), { selector: 'input,select,textarea' }), { target: { value } });
const toast = async (title: string, text: string) => {
  const status = await screen.findByText(text, { selector: '.toast *' });
  expect(within(status.closest('.toast') as HTMLElement).getByText(title)).toBeTruthy();
};
const invalid = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input,select' }).getAttribute('aria-invalid') === 'true';

describe('CarWizard steps', () => {
  it('refuses step 1 with a missing data toast and marks every failing field', async () => {
    setup();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    next();
    await toast('missing data', messages.fleet.fillType);
    fireEvent.click(screen.getByRole('radio', { name: 'Car' }));
    fill('Brand', 'Skoda');
    next();
    await toast('missing data', messages.fleet.fillModel);
    expect([invalid('Model'), invalid('Plate'), invalid('Fuel'), invalid('Brand')]).toEqual([true, true, true, false]);
    expect(screen.getByRole('radiogroup', { name: /Pool vehicle/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the pool question only for a car without a person, and stops on a duplicate plate', async () => {
    const plateExists = vi.fn(async (p: string) => p === '1-ABC-123');
    setup({ plateExists });
    fireEvent.click(screen.getByRole('radio', { name: 'Car' }));
    fill('Brand', 'Skoda');
    fill('Model', 'Enyaq');
    fill('Plate', '1-abc-123');
    fill('Fuel', 'electric');
    expect(screen.getByRole('radiogroup', { name: /Pool vehicle/ })).toBeTruthy();
    next();
    await toast('missing data', messages.fleet.fillPoolVehicle);
    // Choosing a person answers it: a car with a person is no pool vehicle.
    const person = screen.getByRole('combobox', { name: 'Person' });
    fireEvent.change(person, { target: { value: 'anna' } });
    fireEvent.keyDown(person, { key: 'Enter' });
    expect((person as HTMLInputElement).value).toBe('Anna Peeters');
    expect(screen.queryByRole('radiogroup', { name: /Pool vehicle/ })).toBeNull();
    next();
    expect(await screen.findByText(messages.fleet.plateExists)).toBeTruthy();
    expect(plateExists).toHaveBeenCalledWith('1-ABC-123');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('runs a car through its three steps with the payroll and cost rules, then saves the normalised car', async () => {
    const { onSave } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Car' }));
    fill('Brand', 'Skoda');
    fill('Model', 'Enyaq');
    fill('Plate', '2-xyz-987');
    fill('Fuel', 'electric');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    next();
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    next();
    await toast('Form invalid', messages.fleet.fillFirstRegistration);
    fill('First registration date', '01/02/2024');
    fill('Commissioning date', '03/02/2024');
    fill('Utility vehicle', '0');
    fill('Order date', '15/11/2023');
    fill('CO2 NEDC (g/km)', '501');
    fill('Catalogue value', '48500,5');
    next();
    await toast('Form invalid', messages.fleet.co2TooHigh);
    fill('CO2 NEDC (g/km)', '0');
    next();
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    fill('Yearly cost', '9600');
    next();
    await toast('Invalid', messages.fleet.fillAllForms);
    fill('Contract type', 'op_lease');
    fill('Yearly operational cost', '1200');
    fill('Own contribution', '0');
    next();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        type: 'car',
        brand: 'Skoda',
        plate: '2-XYZ-987',
        is_pool_vehicle: 0,
        catalogue_value: '48500.5',
        co2_g_km: 0,
        date_first_registration: '2024-02-01',
        own_contribution_payment_type: 'per_month',
      }),
    ]);
  });

  it('gives a bicycle two steps and asks no plate, fuel or pk; Back returns with the values kept', async () => {
    const { onSave } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Bicycle' }));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByLabelText('Plate', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Fuel', { exact: false })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /Pool vehicle/ })).toBeNull();
    fill('Brand', 'Cowboy');
    fill('Model', '4');
    next();
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(labelled('Brand'), { selector: 'input' }) as HTMLInputElement).value).toBe('Cowboy');
    next();
    await screen.findByText('Step 2 of 2');
    fill('Contract type', 'buy');
    fill('Yearly cost', '2500');
    fill('Yearly operational cost', '100');
    fill('Own contribution', '10.5');
    next();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ type: 'bicycle', plate: null, fuel: null, own_contribution: '10.5' })]);
  });

  it('keeps the inline currency error and refuses the cost step while it is there', async () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Motorbike' }));
    fill('Brand', 'Honda');
    fill('Model', 'CB500F');
    fill('Plate', 'M-123');
    fill('Fuel', 'gas');
    next();
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    fill('Yearly cost', '12.345');
    expect(screen.getByText('too many decimals')).toBeTruthy();
    next();
    await toast('Invalid', 'too many decimals');
  });
});
