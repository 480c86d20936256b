import { addHours, isAfter } from 'date-fns';
import { z } from 'zod';
import { personRefSchema } from '../person-ref';
import { messages } from '../messages';
import { editBaseSchema } from '../sync/edit-base';
import { objectListQuerySchema } from '../list-query';
import { isoDateInput, searchInput, textInput } from '../input-schemas';

// Vehicles (fleet-and-assets.md sections 3, 5 and 9): enumerations, the row every list, the
// mirror and every write's answer carry, and the shapes of the calls' bodies. The rules that
// depend on the company's features (required fields per step, locks) are in car-rules.ts.

/** fleet-and-assets.md section 3: car, motorbike, bicycle; 'one reading also lists other'. */
export const CAR_TYPES = ['car', 'motorbike', 'bicycle', 'other'] as const;
export type CarType = (typeof CAR_TYPES)[number];
export const FUELS = ['gas', 'diesel', 'electric', 'fuel_cells', 'natural_gas', 'hybrid_diesel', 'hybrid_gas', 'lpg'] as const;
/** Offered only when an integration has the extra fuel options feature. */
export const EXTRA_FUELS = ['fake_hybrid_diesel', 'fake_hybrid_gas'] as const;
export const ALL_FUELS = [...FUELS, ...EXTRA_FUELS] as const;
export type Fuel = (typeof ALL_FUELS)[number];
export const CONTRACT_TYPES = ['buy', 'hire', 'op_lease', 'fin_lease'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const USAGE_TYPES = ['private_and_commute', 'private'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
export const PAYMENT_TYPES = ['per_month', 'per_km', 'percentage_of_benefit'] as const;
export type OwnContributionPaymentType = (typeof PAYMENT_TYPES)[number];
/** -1 unknown (the default), 0 no, 1 yes. */
export const UTILITY_FLAGS = [-1, 0, 1] as const;
export type UtilityFlag = (typeof UTILITY_FLAGS)[number];

export const PLATE_MAX_LENGTH = 10;
export const CAR_TEXT_MAX_LENGTH = 240;
export const SPECIFICS_MAX_LENGTH = 2000;
export const CO2_MAX = 500;
/** Payroll rule: an order date is required for cars first registered on or after this day. */
export const ORDER_DATE_CUTOFF = '2023-07-01';
export const DEFAULT_USAGE_TYPE: UsageType = 'private_and_commute';
export const DEFAULT_PAYMENT_TYPE: OwnContributionPaymentType = 'per_month';

const flag = z.union([z.literal(0), z.literal(1)]);
const isoDate = isoDateInput;

/** A row of GET /api/cars/list, of the mirror, and the answer of every car write. */
export const carListItemSchema = z.object({
  id: z.string(),
  type: z.enum(CAR_TYPES),
  brand: z.string(),
  model: z.string(),
  plate: z.string().nullable(),
  chassis_number: z.string().nullable(),
  color: z.string().nullable(),
  pk: z.number().nullable(),
  specifics: z.string().nullable(),
  supplier: z.string().nullable(),
  fuel: z.enum(ALL_FUELS).nullable(),
  related_employee_id: z.string().nullable(),
  person_name: z.string().nullable(),
  is_pool_vehicle: flag,
  /** Money as decimal strings ('45000.00'). */
  catalogue_value: z.string().nullable(),
  contract_type: z.enum(CONTRACT_TYPES).nullable(),
  cost_yearly: z.string().nullable(),
  operational_cost_yearly: z.string().nullable(),
  own_contribution: z.string().nullable(),
  own_contribution_payment_type: z.enum(PAYMENT_TYPES).nullable(),
  /** Dates as YYYY-MM-DD. */
  date_first_registration: z.string().nullable(),
  date_commissioning: z.string().nullable(),
  order_date: z.string().nullable(),
  date_end: z.string().nullable(),
  co2_g_km: z.number().nullable(),
  co2_g_km_wltp: z.number().nullable(),
  is_utility_vehicle: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  usage_type: z.enum(USAGE_TYPES),
  /** 1 once payroll has used the car: its payroll fields are locked. */
  payroll_processed: flag,
  deleted: flag,
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type CarListItem = z.infer<typeof carListItemSchema>;

const text = (max = CAR_TEXT_MAX_LENGTH) => textInput(max).nullable();
/** As typed or sent: '45000,50', '45000.5' or 45000.5; car-rules.ts checks and normalises it. */
const moneyInput = z.union([z.string().max(32), z.number()]).nullable();
/** As typed or sent; car-rules.ts checks it is a positive whole number. */
const wholeInput = z.union([z.string().max(12), z.number()]).nullable();

/**
 * The car fields of POST /api/cars/add and /api/cars/edit, each optional: the add fills in the
 * defaults, the edit changes only what it names. Shape only; what is required where is in car-rules.ts.
 */
export const carFieldsSchema = z.object({
  type: z.enum(CAR_TYPES, { error: messages.fleet.fillType }),
  brand: textInput(CAR_TEXT_MAX_LENGTH),
  model: textInput(CAR_TEXT_MAX_LENGTH),
  plate: textInput(PLATE_MAX_LENGTH, messages.fleet.plateTooLong).nullable(),
  chassis_number: text(),
  color: text(),
  pk: wholeInput,
  specifics: text(SPECIFICS_MAX_LENGTH),
  supplier: text(),
  fuel: z.enum(ALL_FUELS, { error: messages.fleet.fillFuel }).nullable(),
  related_employee_id: personRefSchema,
  is_pool_vehicle: flag,
  catalogue_value: moneyInput,
  contract_type: z.enum(CONTRACT_TYPES).nullable(),
  cost_yearly: moneyInput,
  operational_cost_yearly: moneyInput,
  own_contribution: moneyInput,
  own_contribution_payment_type: z.enum(PAYMENT_TYPES).nullable(),
  date_first_registration: isoDate.nullable(),
  date_commissioning: isoDate.nullable(),
  order_date: isoDate.nullable(),
  co2_g_km: wholeInput,
  co2_g_km_wltp: wholeInput,
  is_utility_vehicle: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  usage_type: z.enum(USAGE_TYPES),
});
export type CarFieldsInput = z.input<typeof carFieldsSchema>;
export type CarFields = z.output<typeof carFieldsSchema>;
export type CarField = keyof CarFields;
export const CAR_FIELDS = Object.keys(carFieldsSchema.shape) as CarField[];
/** The car fields as stored and sent back: numbers as numbers, money as decimal strings. */
export type SavedCarFields = Pick<CarListItem, CarField>;

/** POST /api/cars/add. `id` is made by the client so a car added offline keeps it. */
export const carAddBodySchema = carFieldsSchema.partial().extend({
  id: z.uuid().optional(),
  type: carFieldsSchema.shape.type,
});
export type CarAddBody = z.output<typeof carAddBodySchema>;

/** POST /api/cars/edit. `base`: the changed fields' values as the client last saw them. */
export const carEditBodySchema = carFieldsSchema.partial().extend({
  car_id: z.uuid(),
  /** Needed when the car gets a new person (fleet-and-assets.md section 4). */
  start_date_new_employee: isoDate.nullable().optional(),
  /** Needed when the car had a person before. */
  end_date_previously_assigned_employee: isoDate.nullable().optional(),
  base: editBaseSchema,
});
export type CarEditBody = z.output<typeof carEditBodySchema>;

/** POST /api/cars/delete (archive). */
export const carDeleteBodySchema = z.object({ car_id: z.uuid(), date_end: isoDate.nullable().optional() });
export type CarDeleteBody = z.output<typeof carDeleteBodySchema>;
/** POST /api/cars/undelete and /api/cars/delete-permanently. */
export const carIdBodySchema = z.object({ car_id: z.uuid() });

/** POST /api/cars/car_exists: is this plate used by another active vehicle of the company? */
export const carExistsBodySchema = z.object({
  plate: textInput(PLATE_MAX_LENGTH, messages.fleet.plateTooLong).min(1, messages.fleet.fillPlate),
  /** The car being edited, which does not count. */
  car_id: z.uuid().optional(),
});

/** The 13 built-in columns of /fleet (fleet-and-assets.md section 2), in the spec's order. */
export const CAR_LIST_COLUMNS = [
  'vehicle',
  'person',
  'plate',
  'total_cost',
  'fuel',
  'brand',
  'catalogue_value',
  'chassis_number',
  'color',
  'contract_type',
  'cost_yearly',
  'model',
  'date_first_registration',
] as const;
export type CarListColumn = (typeof CAR_LIST_COLUMNS)[number];

export const carsListQuerySchema = objectListQuerySchema(CAR_LIST_COLUMNS, 'vehicle');
export type CarsListQuery = z.output<typeof carsListQuerySchema>;

/** GET /api/car_types/list?keyword: known brand and model pairs. */
export const carTypesQuerySchema = z.object({ keyword: searchInput(100) });

/** Yearly total: the yearly cost plus the yearly operational cost; null when neither is known. */
export function carTotalCost(c: Pick<CarListItem, 'cost_yearly' | 'operational_cost_yearly'>): number | null {
  if (c.cost_yearly === null && c.operational_cost_yearly === null) return null;
  return Math.round((Number(c.cost_yearly ?? 0) + Number(c.operational_cost_yearly ?? 0)) * 100) / 100;
}

/** Brand and model lock once a car is over a day old, 24 hours (fleet-and-assets.md section 5). */
export const isOverADayOld = (c: Pick<CarListItem, 'created_at'>, now = Date.now()) => isAfter(now, addHours(new Date(c.created_at), 24));

/** GET /api/cars/{id}/detail's `details`: the row, each date also as dd/mm/yyyy ('' when unset), and the brand/model lock's age test. */
export type CarDetails = CarListItem & {
  date_first_registration_dmy: string;
  date_commissioning_dmy: string;
  order_date_dmy: string;
  date_end_dmy: string;
  is_over_a_day_old: boolean;
  /** fleet-and-assets.md section 3: the assignee again, as person_id (null for nobody). */
  person_id: string | null;
  /** The app the assignee's record is linked from; null: no linked source app (the same as employee_details.link_source_app). */
  related_employee_link_source_app: string | null;
};
