// @vitest-environment jsdom
import { formatMoney } from '../../shared/money';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { carOptions } from '../../shared/fleet/car-rules';
import { messages } from '../../shared/messages';
import type { IntegrationFeature } from '../../shared/policy/roles';
import { EndOfUseSection, ExtraSection, FinancialSection, PayrollSection, VehicleSection } from './car-detail-sections';
import { FULL_CAR } from './car-test-data';

afterEach(cleanup);

const all = carOptions({ feature_flags: ['enable_cars_usage_type'], integration_features: ['cars/be-company-car-tax', 'cars/order-date'] });
const plain = carOptions({ feature_flags: [], integration_features: [] as IntegrationFeature[] });
const owner = { id: FULL_CAR.related_employee_id!, name: 'Emma Peeters', avatar: null };

/** The facts of a section as label -> text. */
function facts(title: string): Record<string, string> {
  const section = screen.getByRole('region', { name: title });
  const out: Record<string, string> = {};
  for (const term of within(section).getAllByRole('term')) out[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return out;
}

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the vehicle detail sections', () => {
  it('show every field of a car, dates as dd/mm/yyyy and money in euros', () => {
    inRouter(
      <>
        <VehicleSection car={FULL_CAR} owner={owner} options={all} />
        <PayrollSection car={FULL_CAR} options={all} />
        <FinancialSection car={FULL_CAR} />
        <ExtraSection car={FULL_CAR} />
      </>,
    );
    expect(facts('Vehicle')).toEqual({
      Person: expect.stringContaining('Emma Peeters'),
      Brand: 'Skoda',
      Model: 'Enyaq',
      Plate: '1-ABC-123',
      Fuel: 'Electric',
      Colour: 'Moon white',
      'Chassis number': 'TMBJB9NY5PF000123',
      'Horsepower (pk)': '204',
      'Usage type': 'Private and commute',
    });
    expect(screen.getByRole('link', { name: /Emma Peeters/ }).getAttribute('href')).toBe(`/people/${owner.id}`);
    expect(facts('Payroll info')).toEqual({
      'First registration date': '01/02/2024',
      'Commissioning date': '03/02/2024',
      'Order date': '15/11/2023',
      'CO2 NEDC (g/km)': '0',
      'CO2 WLTP (g/km)': '12',
      'Utility vehicle': 'No',
      'Catalogue value': formatMoney('48500'),
    });
    expect(facts('Financial data')).toEqual({
      'Contract type': 'Operational lease',
      'Yearly cost': formatMoney('9600'),
      'Yearly operational cost': formatMoney('1200.5'),
      'Total cost': formatMoney(10800.5),
      'Own contribution': formatMoney('75'),
      'Own contribution payment type': 'Per month',
    });
    expect(facts('Extra specifics')).toEqual({ Supplier: 'Garage Dupont', Specifics: 'Tow bar\nWinter tyres in the garage' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('hide a bicycle’s plate, fuel and horsepower, and what the company’s setup does not ask', () => {
    inRouter(<VehicleSection car={{ ...FULL_CAR, type: 'bicycle', plate: null, fuel: null, pk: null }} owner={null} options={plain} />);
    expect(Object.keys(facts('Vehicle'))).toEqual(['Person', 'Brand', 'Model', 'Colour', 'Chassis number']);
  });

  it('leave out commissioning, utility and order date without the Belgian tax or order-date integrations', () => {
    inRouter(<PayrollSection car={FULL_CAR} options={plain} />);
    expect(Object.keys(facts('Payroll info'))).toEqual(['First registration date', 'CO2 NEDC (g/km)', 'CO2 WLTP (g/km)', 'Catalogue value']);
  });

  it('say pool vehicle for a car without a person, and a dash for what is empty', () => {
    inRouter(
      <VehicleSection car={{ ...FULL_CAR, related_employee_id: null, person_name: null, is_pool_vehicle: 1, color: null }} owner={null} options={all} />,
    );
    expect(facts('Vehicle').Person).toBe('Pool vehicle');
    expect(facts('Vehicle').Colour).toBe('—');
  });

  it('tell the user to message payroll once payroll has processed the car', () => {
    inRouter(<PayrollSection car={{ ...FULL_CAR, payroll_processed: 1 }} options={all} />);
    expect(screen.getByRole('note').textContent).toContain(messages.fleet.payrollProcessedNote);
  });

  it('show the end date of use of an archived vehicle', () => {
    inRouter(<EndOfUseSection car={{ ...FULL_CAR, deleted: 1, date_end: '2026-03-31' }} />);
    expect(facts('End of use')).toEqual({ 'End date of use': '31/03/2026' });
  });
});
