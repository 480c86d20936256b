import type { ValueKind } from '../edit-changes';
import { moneyAmount, moneyInputError, savedMoney } from '../money';
import { messages } from '../messages';
import { hasFlag, hasIntegration } from '../policy/rules';
import type { Viewer } from '../policy/viewer';
import {
  ALL_FUELS,
  CO2_MAX,
  DEFAULT_PAYMENT_TYPE,
  DEFAULT_USAGE_TYPE,
  FUELS,
  ORDER_DATE_CUTOFF,
  PAYMENT_TYPES,
  PLATE_MAX_LENGTH,
  isOverADayOld,
  type CarField,
  type SavedCarFields,
  type CarFieldsInput,
  type CarListItem,
  type CarType,
  type Fuel,
  type OwnContributionPaymentType,
} from './fleet.schema';

// The vehicle rules of fleet-and-assets.md section 5, written once: the wizard and the edit page
// ask them before saving (for the toast and the inline markers), the server asks them again on
// every add and edit. What applies depends on the company's feature flags and integrations.

export type CarFeatures = Pick<Viewer, 'feature_flags' | 'integration_features'>;

/** What the company's flags and integrations switch on. */
export function carOptions(v: CarFeatures) {
  const withPaymentTypes = hasFlag(v, 'use_own_contribution_payment_type');
  return {
    /** The pool-vehicle question (cars without a person). */
    poolCars: hasIntegration(v, 'cars/pool-cars'),
    usageType: hasFlag(v, 'enable_cars_usage_type'),
    /** One reading offers per_month and percentage_of_benefit; the flag adds per_km. */
    paymentTypes: (withPaymentTypes ? PAYMENT_TYPES : PAYMENT_TYPES.filter((t) => t !== 'per_km')) as readonly OwnContributionPaymentType[],
    fuels: (hasIntegration(v, 'cars/extra-fuel-options') ? ALL_FUELS : FUELS) as readonly Fuel[],
    /** A cars import integration exists: the payroll fields become required for cars. */
    payrollRules: hasIntegration(v, 'cars/import'),
    /** Utility vehicle and commissioning date are asked only for the Belgian company-car tax. */
    belgianTax: hasIntegration(v, 'cars/be-company-car-tax'),
    orderDate: hasIntegration(v, 'cars/order-date'),
    orderDateAlwaysRequired: hasIntegration(v, 'cars/order-date-always-required'),
    orderDatePrefill: hasIntegration(v, 'cars/order-date-prefill'),
    /** Archiving then needs an end date of use. */
    endDatePush: hasIntegration(v, 'cars/end-date-push'),
  };
}
export type CarOptions = ReturnType<typeof carOptions>;

export type CarStep = 'vehicle' | 'payroll' | 'cost';
/** fleet-and-assets.md section 9: a car has 3 steps, a motorbike or bicycle 2 (the payroll step is for cars only). */
export const CAR_STEPS: Record<CarType, readonly CarStep[]> = {
  car: ['vehicle', 'payroll', 'cost'],
  motorbike: ['vehicle', 'cost'],
  bicycle: ['vehicle', 'cost'],
  other: ['vehicle', 'cost'],
};
export const STEP_FIELDS = {
  vehicle: ['type', 'brand', 'model', 'plate', 'fuel', 'color', 'chassis_number', 'pk', 'related_employee_id', 'is_pool_vehicle', 'usage_type'],
  payroll: ['date_first_registration', 'date_commissioning', 'order_date', 'co2_g_km', 'co2_g_km_wltp', 'is_utility_vehicle', 'catalogue_value'],
  cost: ['contract_type', 'cost_yearly', 'operational_cost_yearly', 'own_contribution', 'own_contribution_payment_type'],
} as const satisfies Record<CarStep, readonly CarField[]>;
/** The toast title of a step that cannot go on (fleet-and-assets.md section 8). */
export const STEP_ERROR_TITLE: Record<CarStep, string> = {
  vehicle: messages.fleet.missingData,
  payroll: messages.form.invalidTitle,
  cost: messages.fleet.invalid,
};
/** Fields a payroll run has used: locked once the car is processed by payroll. */
export const PAYROLL_LOCKED_FIELDS: readonly CarField[] = STEP_FIELDS.payroll;
/** A bicycle has none of these: cleared when saved, hidden on its pages. */
export const BICYCLE_CLEARED: readonly CarField[] = ['plate', 'fuel', 'pk', 'co2_g_km', 'co2_g_km_wltp', 'is_utility_vehicle', 'date_commissioning'];
export const MONEY_FIELDS = ['catalogue_value', 'cost_yearly', 'operational_cost_yearly', 'own_contribution'] as const satisfies readonly CarField[];
export const WHOLE_FIELDS = ['pk', 'co2_g_km', 'co2_g_km_wltp'] as const satisfies readonly CarField[];
const MONEY_SET = new Set<string>(MONEY_FIELDS);
const NUMBER_SET = new Set<string>([...WHOLE_FIELDS, 'is_pool_vehicle', 'is_utility_vehicle']);
/** How a car field compares for an edit (shared/edit-changes.ts): money by amount, whole numbers and flags by number, the rest as text. */
export const carFieldKind = (field: string): ValueKind => (MONEY_SET.has(field) ? 'money' : NUMBER_SET.has(field) ? 'whole' : 'text');

/** A car as a form holds it: every field, values as typed; the type and pool answer may be unset. */
export type CarDraft = { [K in Exclude<CarField, 'type' | 'is_pool_vehicle'>]-?: Exclude<CarFieldsInput[K], undefined> } & {
  type: CarType | null;
  /** null: the pool question was not answered. */
  is_pool_vehicle: 0 | 1 | null;
};

/** A new car's form: every setup offers per_month, the default payment type. */
export function emptyCarDraft(type: CarType | null = null): CarDraft {
  return {
    type,
    brand: '',
    model: '',
    plate: '',
    chassis_number: '',
    color: '',
    pk: '',
    specifics: '',
    supplier: '',
    fuel: null,
    related_employee_id: null,
    is_pool_vehicle: null,
    catalogue_value: '',
    contract_type: null,
    cost_yearly: '',
    operational_cost_yearly: '',
    own_contribution: '',
    own_contribution_payment_type: DEFAULT_PAYMENT_TYPE,
    date_first_registration: null,
    date_commissioning: null,
    order_date: null,
    co2_g_km: '',
    co2_g_km_wltp: '',
    is_utility_vehicle: -1,
    usage_type: DEFAULT_USAGE_TYPE,
  };
}

/** A saved car as a form starts from. */
export function draftOf(c: CarListItem): CarDraft {
  const { id: _id, person_name: _p, payroll_processed: _pp, deleted: _d, created_at: _c, version: _v, updated_at: _u, date_end: _e, ...fields } = c;
  return fields;
}

export interface CarRuleError {
  field: CarField | 'start_date_new_employee' | 'end_date_previously_assigned_employee' | 'date_end';
  message: string;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const hasPerson = (d: Pick<CarDraft, 'related_employee_id'>) =>
  !blank(d.related_employee_id) &&
  d.related_employee_id !== -1 &&
  d.related_employee_id !== 0 &&
  d.related_employee_id !== '-1' &&
  d.related_employee_id !== '0';

export const showPoolQuestion = (d: Pick<CarDraft, 'type' | 'related_employee_id'>, o: CarOptions) => o.poolCars && d.type === 'car' && !hasPerson(d);
/** Payroll rules apply to cars when a cars import integration exists. */
export const payrollRulesApply = (d: Pick<CarDraft, 'type'>, o: CarOptions) => o.payrollRules && d.type === 'car';
export function orderDateRequired(d: Pick<CarDraft, 'type' | 'date_first_registration'>, o: CarOptions): boolean {
  if (!payrollRulesApply(d, o) || !o.orderDate) return false;
  return o.orderDateAlwaysRequired || (d.date_first_registration !== null && d.date_first_registration >= ORDER_DATE_CUTOFF);
}

/** A positive whole number as typed ('', '12', 12); null when empty, undefined when not one. */
function whole(v: string | number | null): number | null | undefined {
  if (blank(v)) return null;
  const text = String(v).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function vehicleErrors(d: CarDraft, o: CarOptions, opts: { askPool: boolean }): CarRuleError[] {
  const errors: CarRuleError[] = [];
  const add = (field: CarRuleError['field'], message: string) => errors.push({ field, message });
  if (d.type === null) add('type', messages.fleet.fillType);
  if (blank(d.brand)) add('brand', messages.fleet.fillBrand);
  if (blank(d.model)) add('model', messages.fleet.fillModel);
  if (d.type !== 'bicycle') {
    if (blank(d.plate)) add('plate', messages.fleet.fillPlate);
    else if (d.plate!.trim().length > PLATE_MAX_LENGTH) add('plate', messages.fleet.plateTooLong);
    if (d.fuel === null) add('fuel', messages.fleet.fillFuel);
    else if (!o.fuels.includes(d.fuel)) add('fuel', messages.validation.unknownValue(o.fuels));
    if (whole(d.pk) === undefined) add('pk', messages.fleet.wholeNumber);
  }
  if (opts.askPool && showPoolQuestion(d, o) && d.is_pool_vehicle === null) add('is_pool_vehicle', messages.fleet.fillPoolVehicle);
  if (o.usageType && blank(d.usage_type)) add('usage_type', messages.fleet.fillUsageType);
  return errors;
}

function payrollErrors(d: CarDraft, o: CarOptions): CarRuleError[] {
  const errors: CarRuleError[] = [];
  const add = (field: CarRuleError['field'], message: string) => errors.push({ field, message });
  const required = payrollRulesApply(d, o);
  if (required && d.date_first_registration === null) add('date_first_registration', messages.fleet.fillFirstRegistration);
  if (required && o.belgianTax && d.is_utility_vehicle === -1) add('is_utility_vehicle', messages.fleet.fillUtilityVehicle);
  if (required && o.belgianTax && d.date_commissioning === null) add('date_commissioning', messages.fleet.fillCommissioning);
  const money = moneyInputError(d.catalogue_value);
  if (money) add('catalogue_value', money);
  else if ((required || !blank(d.catalogue_value)) && !((moneyAmount(d.catalogue_value) ?? 0) > 0))
    add('catalogue_value', messages.fleet.catalogueValuePositive);
  for (const f of ['co2_g_km', 'co2_g_km_wltp'] as const) {
    const n = whole(d[f]);
    if (n === undefined) add(f, messages.fleet.co2WholeNumber);
    else if (n !== null && n > CO2_MAX) add(f, messages.fleet.co2TooHigh);
  }
  if (orderDateRequired(d, o) && d.order_date === null) add('order_date', messages.fleet.fillOrderDate);
  return errors;
}

function costErrors(d: CarDraft, o: CarOptions): CarRuleError[] {
  const errors: CarRuleError[] = [];
  // per_km only with the payment-type flag (carOptions.paymentTypes); the API could send it anyway.
  const payment = d.own_contribution_payment_type;
  if (payment !== null && !o.paymentTypes.includes(payment))
    errors.push({ field: 'own_contribution_payment_type', message: messages.validation.unknownValue(o.paymentTypes) });
  for (const f of MONEY_FIELDS.filter((m) => m !== 'catalogue_value')) {
    const message = moneyInputError(d[f]);
    if (message) errors.push({ field: f, message });
  }
  // Spec: all fields of the cost form must be filled ('Invalid' / 'please fill all forms').
  const empty = (['contract_type', 'cost_yearly', 'operational_cost_yearly', 'own_contribution', 'own_contribution_payment_type'] as const).find((f) =>
    blank(d[f]),
  );
  if (empty) errors.push({ field: empty, message: messages.fleet.fillAllForms });
  return errors;
}

/** The errors of one wizard step, first the one the toast shows. */
export function stepErrors(step: CarStep, d: CarDraft, o: CarOptions): CarRuleError[] {
  if (step === 'vehicle') return vehicleErrors(d, o, { askPool: true });
  if (step === 'payroll') return d.type === 'car' ? payrollErrors(d, o) : [];
  return costErrors(d, o);
}

/** A new car's first error, with the step it belongs to (the server's check of POST /api/cars/add). */
export function addError(d: CarDraft, o: CarOptions): { step: CarStep; error: CarRuleError } | null {
  for (const step of CAR_STEPS[d.type ?? 'car']) {
    const [error] = stepErrors(step, d, o);
    if (error) return { step, error };
  }
  return null;
}

export interface EditContext {
  /** Support acting as the user: the brand and model lock is lifted. */
  impersonating: boolean;
  now?: number;
  start_date_new_employee?: string | null;
  end_date_previously_assigned_employee?: string | null;
}

/**
 * What an edit may not change, with the reason: brand and model once the car is over a day old
 * (unless impersonating, or while they are empty), the payroll fields once payroll used the car.
 */
export function carLocks(car: CarListItem, impersonating: boolean, now = Date.now()): Partial<Record<CarField, string>> {
  const locks: Partial<Record<CarField, string>> = {};
  if (!impersonating && isOverADayOld(car, now)) {
    if (!blank(car.brand)) locks.brand = messages.fleet.brandModelLocked;
    if (!blank(car.model)) locks.model = messages.fleet.brandModelLocked;
  }
  if (car.payroll_processed === 1) for (const f of PAYROLL_LOCKED_FIELDS) locks[f] = messages.fleet.payrollLocked;
  return locks;
}

/** The errors of an edit: `after` is the car with the changes applied, `changed` the fields sent. */
export function editErrors(before: CarListItem, after: CarDraft, changed: readonly CarField[], o: CarOptions, ctx: EditContext): CarRuleError[] {
  const errors = vehicleErrors(after, o, { askPool: false });
  const touched = (fields: readonly CarField[]) => changed.some((f) => fields.includes(f));
  if (touched(STEP_FIELDS.payroll) || (changed.includes('type') && after.type === 'car')) errors.push(...(after.type === 'car' ? payrollErrors(after, o) : []));
  if (touched(STEP_FIELDS.cost)) errors.push(...costErrors(after, o));
  const pk = whole(after.pk);
  if (after.type === 'bicycle' && pk === undefined) errors.push({ field: 'pk', message: messages.fleet.wholeNumber });
  if (after.type === 'bicycle' && changed.includes('plate') && !blank(after.plate)) errors.push({ field: 'plate', message: messages.fleet.noPlateForBicycle });
  for (const [f, message] of Object.entries(carLocks(before, ctx.impersonating, ctx.now)) as [CarField, string][]) {
    if (changed.includes(f) && String(after[f] ?? '').trim() !== String(before[f] ?? '').trim()) errors.push({ field: f, message });
  }
  const newPerson = hasPerson(after) ? String(after.related_employee_id) : null;
  if (changed.includes('related_employee_id') && newPerson !== before.related_employee_id) {
    if (newPerson && !ctx.start_date_new_employee) errors.push({ field: 'start_date_new_employee', message: messages.fleet.fillStartDateNew });
    if (before.related_employee_id && !ctx.end_date_previously_assigned_employee)
      errors.push({ field: 'end_date_previously_assigned_employee', message: messages.fleet.fillEndDatePrevious });
  }
  return errors;
}

/** Archiving needs an end date of use when an integration pushes end dates. */
export const archiveErrors = (dateEnd: string | null | undefined, o: CarOptions): CarRuleError[] =>
  o.endDatePush && !dateEnd ? [{ field: 'date_end', message: messages.fleet.fillEndDate }] : [];

/** The values saved, as the row carries them: money as decimal strings, whole numbers as numbers, a bicycle's fields cleared, pool 0 with a person. */
export function normalizeCar(d: CarDraft): SavedCarFields {
  const textOrNull = (v: string | null) => (blank(v) ? null : v!.trim());
  const out: SavedCarFields = {
    ...d,
    type: d.type ?? 'car',
    brand: d.brand.trim(),
    model: d.model.trim(),
    plate: textOrNull(d.plate),
    chassis_number: textOrNull(d.chassis_number),
    color: textOrNull(d.color),
    specifics: textOrNull(d.specifics),
    supplier: textOrNull(d.supplier),
    related_employee_id: hasPerson(d) ? String(d.related_employee_id) : null,
    is_pool_vehicle: hasPerson(d) || d.type !== 'car' ? 0 : (d.is_pool_vehicle ?? 0),
    catalogue_value: savedMoney(d.catalogue_value),
    cost_yearly: savedMoney(d.cost_yearly),
    operational_cost_yearly: savedMoney(d.operational_cost_yearly),
    own_contribution: savedMoney(d.own_contribution),
    pk: whole(d.pk) ?? null,
    co2_g_km: whole(d.co2_g_km) ?? null,
    co2_g_km_wltp: whole(d.co2_g_km_wltp) ?? null,
  };
  if (out.type === 'bicycle') {
    for (const f of BICYCLE_CLEARED) (out as Record<string, unknown>)[f] = null;
    out.is_utility_vehicle = -1;
  }
  return out;
}
