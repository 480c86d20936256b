import type { CarField, CarListColumn, CarListItem, CarType, ContractType, Fuel, OwnContributionPaymentType, UsageType } from './fleet.schema';

// How the enumerations and list columns read, for the screens and the Excel export alike.

export const TYPE_LABELS: Record<CarType, string> = { car: 'Car', motorbike: 'Motorbike', bicycle: 'Bicycle', other: 'Other' };

export const FUEL_LABELS: Record<Fuel, string> = {
  gas: 'Petrol',
  diesel: 'Diesel',
  electric: 'Electric',
  fuel_cells: 'Fuel cells',
  natural_gas: 'Natural gas',
  hybrid_diesel: 'Hybrid diesel',
  hybrid_gas: 'Hybrid petrol',
  lpg: 'LPG',
  fake_hybrid_diesel: 'Plug-in hybrid diesel',
  fake_hybrid_gas: 'Plug-in hybrid petrol',
};

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = { buy: 'Bought', hire: 'Hire', op_lease: 'Operational lease', fin_lease: 'Financial lease' };
export const USAGE_TYPE_LABELS: Record<UsageType, string> = { private_and_commute: 'Private and commute', private: 'Private only' };
export const PAYMENT_TYPE_LABELS: Record<OwnContributionPaymentType, string> = {
  per_month: 'Per month',
  per_km: 'Per km',
  percentage_of_benefit: 'Percentage of the benefit',
};
export const UTILITY_LABELS: Record<'-1' | '0' | '1', string> = { '-1': 'Unknown', '0': 'No', '1': 'Yes' };

export const CAR_COLUMN_LABELS: Record<CarListColumn, string> = {
  vehicle: 'Vehicle',
  person: 'Person',
  plate: 'Plate',
  total_cost: 'Total cost',
  fuel: 'Fuel',
  brand: 'Brand',
  catalogue_value: 'Catalogue value',
  chassis_number: 'Chassis number',
  color: 'Colour',
  contract_type: 'Contract type',
  cost_yearly: 'Yearly cost',
  model: 'Model',
  date_first_registration: 'First registration date',
};

/** How every car field is named on the detail page (and any form that wants the same words). */
export const CAR_FIELD_LABELS = {
  type: 'Type',
  brand: CAR_COLUMN_LABELS.brand,
  model: CAR_COLUMN_LABELS.model,
  related_employee_id: CAR_COLUMN_LABELS.person,
  plate: CAR_COLUMN_LABELS.plate,
  fuel: CAR_COLUMN_LABELS.fuel,
  color: CAR_COLUMN_LABELS.color,
  chassis_number: CAR_COLUMN_LABELS.chassis_number,
  pk: 'Horsepower (pk)',
  usage_type: 'Usage type',
  is_pool_vehicle: 'Pool vehicle',
  date_first_registration: CAR_COLUMN_LABELS.date_first_registration,
  date_commissioning: 'Commissioning date',
  order_date: 'Order date',
  co2_g_km: 'CO2 NEDC (g/km)',
  co2_g_km_wltp: 'CO2 WLTP (g/km)',
  is_utility_vehicle: 'Utility vehicle',
  catalogue_value: CAR_COLUMN_LABELS.catalogue_value,
  contract_type: CAR_COLUMN_LABELS.contract_type,
  cost_yearly: CAR_COLUMN_LABELS.cost_yearly,
  operational_cost_yearly: 'Yearly operational cost',
  total_cost: CAR_COLUMN_LABELS.total_cost,
  own_contribution: 'Own contribution',
  own_contribution_payment_type: 'Own contribution payment type',
  supplier: 'Supplier',
  specifics: 'Specifics',
  date_end: 'End date of use',
} as const satisfies Record<CarField | 'total_cost' | 'date_end', string>;

/** A vehicle's name in lists, titles and the export: brand and model. */
export const carTitle = (c: Pick<CarListItem, 'brand' | 'model'>) => `${c.brand} ${c.model}`.trim();
