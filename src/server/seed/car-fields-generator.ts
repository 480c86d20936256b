import type { CarOptions } from '../../shared/fleet/car-rules';
import { isoDayPlus } from '../../shared/format';
import { ORDER_DATE_CUTOFF, type CarType, type ContractType, type Fuel, type OwnContributionPaymentType } from '../../shared/fleet/fleet.schema';
import { intBetween, isoDateBetween, pick, type Rng } from './random';

// The payroll, cost and extra fields of a generated vehicle, as a Belgian fleet has them: mostly
// operational lease, list prices by type, CO2 by fuel, a first registration between 2019 and now.
// Cars pass the payroll rules of every company (car-rules.ts): every field those ask is filled.

const LEASE_COMPANIES = ['Arval', 'Athlon', 'Ayvens', 'Alphabet', 'LeasePlan', 'KBC Autolease', 'Belfius Auto Lease'];
const DEALERS = ["D'Ieteren", 'Garage Lemaire', 'Autohaus Eupen', 'Garage Van den Broeck'];
const BIKE_SUPPLIERS = ['Lease a Bike', 'Joule', 'Cyclis', 'Azfalte'];
const SPECIFICS = [
  'Winter tyres stored at the dealer.',
  'Tow bar fitted.',
  'Charging card: Shell Recharge. Home charger installed in 2024.',
  'Fuel card: DKV. Replacement vehicle category B.',
  'Damage front left bumper reported to the insurer.',
  'Roof rack and bike carrier included.',
];
/** VIN characters: no I, O or Q. */
const VIN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const PRICES: Record<CarType, [number, number]> = { car: [25_000, 75_000], motorbike: [8_000, 25_000], bicycle: [2_500, 9_000], other: [5_000, 30_000] };
const CO2: Partial<Record<Fuel, [number, number]>> = {
  gas: [105, 150],
  diesel: [95, 140],
  hybrid_gas: [25, 60],
  hybrid_diesel: [30, 65],
  fake_hybrid_gas: [95, 120],
  fake_hybrid_diesel: [90, 115],
  lpg: [110, 140],
  natural_gas: [90, 120],
};

const money = (euros: number, rng: Rng) => `${Math.round(euros)}.${String(intBetween(rng, 0, 99)).padStart(2, '0')}`;

function contractOf(rng: Rng): ContractType {
  const r = rng();
  return r < 0.72 ? 'op_lease' : r < 0.84 ? 'fin_lease' : r < 0.95 ? 'buy' : 'hire';
}

function paymentOf(rng: Rng, o: CarOptions): OwnContributionPaymentType {
  const r = rng();
  const wanted: OwnContributionPaymentType = r < 0.85 ? 'per_month' : r < 0.95 ? 'percentage_of_benefit' : 'per_km';
  return o.paymentTypes.includes(wanted) ? wanted : 'per_month';
}

/** A 17-character VIN-like chassis number, or a bicycle's frame number. */
export function chassisNumber(rng: Rng, type: CarType): string {
  if (type === 'bicycle') return `FR${Array.from({ length: 10 }, () => intBetween(rng, 0, 9)).join('')}`;
  return Array.from({ length: 17 }, () => VIN[intBetween(rng, 0, VIN.length - 1)]).join('');
}

/** The fields beyond type, brand, model, plate, colour, fuel and person. `today`: YYYY-MM-DD. */
export function carExtraFields(rng: Rng, p: { type: CarType; fuel: Fuel | null; options: CarOptions; today: string; archived: boolean }) {
  const { type, fuel, options } = p;
  const bicycle = type === 'bicycle';
  const electric = fuel === 'electric' || fuel === 'fuel_cells';
  const [low, high] = PRICES[type];
  const catalogue = low + rng() * (high - low) * (electric ? 1 : 0.8);
  const contract = contractOf(rng);
  const registered = isoDateBetween(rng, '2019-01-01', isoDayPlus(p.today, -14));
  const co2Range = fuel ? CO2[fuel] : undefined;
  const nedc = electric || !co2Range ? 0 : intBetween(rng, co2Range[0], co2Range[1]);
  const ownContribution = type === 'car' && rng() < 0.45 ? money(intBetween(rng, 40, 220), rng) : '0.00';
  const yearlyShare = contract === 'buy' ? 0.2 : 0.16 + rng() * 0.08;
  const running = bicycle
    ? intBetween(rng, 80, 350)
    : type === 'motorbike'
      ? intBetween(rng, 400, 1_400)
      : electric
        ? intBetween(rng, 1_200, 2_800)
        : intBetween(rng, 2_000, 4_800);
  return {
    chassis_number: chassisNumber(rng, type),
    pk: bicycle ? null : type === 'motorbike' ? intBetween(rng, 35, 125) : intBetween(rng, electric ? 150 : 110, electric ? 420 : 300),
    specifics: rng() < 0.15 ? pick(rng, SPECIFICS) : null,
    supplier: bicycle ? pick(rng, BIKE_SUPPLIERS) : contract === 'buy' ? pick(rng, DEALERS) : pick(rng, LEASE_COMPANIES),
    catalogue_value: money(catalogue, rng),
    contract_type: contract,
    cost_yearly: money(catalogue * yearlyShare, rng),
    operational_cost_yearly: money(running, rng),
    own_contribution: ownContribution,
    own_contribution_payment_type: paymentOf(rng, options),
    date_first_registration: registered,
    date_commissioning: bicycle ? null : isoDayPlus(registered, intBetween(rng, 0, 6)),
    // Ordered some weeks to months before; always for cars registered from the cutoff on.
    order_date: registered >= ORDER_DATE_CUTOFF || rng() < 0.3 ? isoDayPlus(registered, -intBetween(rng, 30, 200)) : null,
    co2_g_km: bicycle ? null : nedc,
    co2_g_km_wltp: bicycle ? null : Math.round(nedc * 1.21),
    is_utility_vehicle: bicycle ? -1 : rng() < 0.04 && type === 'car' ? 1 : 0,
    usage_type: rng() < 0.1 ? 'private' : 'private_and_commute',
    payroll_processed: type === 'car' && registered < '2025-01-01' && rng() < 0.12 ? 1 : 0,
    // An archived vehicle's last day of use: after its registration, before today.
    date_end: p.archived ? isoDateBetween(rng, isoDayPlus(registered, 1), p.today) : null,
  } as const;
}
