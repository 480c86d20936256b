import { formatMoney } from '../../shared/money';
import {
  CAR_FIELD_LABELS as L,
  CONTRACT_TYPE_LABELS,
  FUEL_LABELS,
  PAYMENT_TYPE_LABELS,
  USAGE_TYPE_LABELS,
  UTILITY_LABELS,
} from '../../shared/fleet/car-labels';
import type { CarOptions } from '../../shared/fleet/car-rules';
import { carTotalCost } from '../../shared/fleet/fleet.schema';
import { formatDate } from '../../shared/format';
import { messages } from '../../shared/messages';
import { FactsCard, PersonLink, dash, orDash, type Fact, type PersonRef } from '../ui/facts-card';
import { IconInfo } from '../ui/icons';
import type { CarRow } from './car-cells';

// The read-only sections of /fleet/{id}: one card per group of the spec (vehicle, payroll info,
// financial data, extra specifics, end of use).

const money = (v: string | number | null) => orDash(formatMoney(v));
const date = (v: string | null) => orDash(formatDate(v));
const num = (v: number | null) => orDash(v === null ? null : String(v));

function OwnerValue({ car, owner }: { car: CarRow; owner: PersonRef | null }) {
  if (owner) return <PersonLink person={owner} />;
  return car.is_pool_vehicle ? 'Pool vehicle' : dash;
}

export function VehicleSection({ car, owner, options }: { car: CarRow; owner: PersonRef | null; options: CarOptions }) {
  const motorised = car.type !== 'bicycle';
  const facts: (Fact | false)[] = [
    [L.related_employee_id, <OwnerValue key="owner" car={car} owner={owner} />],
    [L.brand, orDash(car.brand)],
    [L.model, orDash(car.model)],
    motorised && [L.plate, orDash(car.plate)],
    motorised && [L.fuel, car.fuel ? FUEL_LABELS[car.fuel] : dash],
    [L.color, orDash(car.color)],
    [L.chassis_number, orDash(car.chassis_number)],
    motorised && [L.pk, num(car.pk)],
    options.usageType && [L.usage_type, USAGE_TYPE_LABELS[car.usage_type]],
  ];
  return <FactsCard title="Vehicle" facts={facts.filter((f): f is Fact => f !== false)} />;
}

/** Cars only (the payroll step is for cars); utility and commissioning only for the Belgian company-car tax. */
export function PayrollSection({ car, options }: { car: CarRow; options: CarOptions }) {
  const facts: (Fact | false)[] = [
    [L.date_first_registration, date(car.date_first_registration)],
    options.belgianTax && [L.date_commissioning, date(car.date_commissioning)],
    options.orderDate && [L.order_date, date(car.order_date)],
    [L.co2_g_km, num(car.co2_g_km)],
    [L.co2_g_km_wltp, num(car.co2_g_km_wltp)],
    options.belgianTax && [L.is_utility_vehicle, UTILITY_LABELS[String(car.is_utility_vehicle) as '-1' | '0' | '1']],
    [L.catalogue_value, money(car.catalogue_value)],
  ];
  return (
    <FactsCard title="Payroll info" facts={facts.filter((f): f is Fact => f !== false)}>
      {car.payroll_processed === 1 && (
        <p className="car-note" role="note">
          <IconInfo size={16} /> {messages.fleet.payrollProcessedNote}
        </p>
      )}
    </FactsCard>
  );
}

export function FinancialSection({ car }: { car: CarRow }) {
  return (
    <FactsCard
      title="Financial data"
      facts={[
        [L.contract_type, car.contract_type ? CONTRACT_TYPE_LABELS[car.contract_type] : dash],
        [L.cost_yearly, money(car.cost_yearly)],
        [L.operational_cost_yearly, money(car.operational_cost_yearly)],
        [L.total_cost, money(carTotalCost(car))],
        [L.own_contribution, money(car.own_contribution)],
        [L.own_contribution_payment_type, car.own_contribution_payment_type ? PAYMENT_TYPE_LABELS[car.own_contribution_payment_type] : dash],
      ]}
    />
  );
}

export function ExtraSection({ car }: { car: CarRow }) {
  return (
    <FactsCard
      title="Extra specifics"
      facts={[
        [L.supplier, orDash(car.supplier)],
        [L.specifics, car.specifics ? <span className="car-specifics">{car.specifics}</span> : dash],
      ]}
    />
  );
}

export function EndOfUseSection({ car }: { car: CarRow }) {
  return <FactsCard title="End of use" facts={[[L.date_end, date(car.date_end)]]} />;
}
