import {
  cellReader,
  changedValues,
  choiceCell,
  dateCell,
  defineImportTarget,
  importField,
  moneyCell,
  personCell,
  wholeCell,
  yesNoCell,
  type ImportField,
  type RowPlan,
  type RowProblem,
} from '../import-target';
import { isoDay } from '../format';
import { CAR_FIELD_LABELS, CONTRACT_TYPE_LABELS, FUEL_LABELS, PAYMENT_TYPE_LABELS, TYPE_LABELS, USAGE_TYPE_LABELS } from './car-labels';
import { carFieldKind, carOptions, draftOf, editErrors, emptyCarDraft, normalizeCar, stepErrors, type CarDraft, type CarOptions } from './car-rules';
import { carFieldsSchema, type CarField, type CarListItem } from './fleet.schema';
import { plateKey } from './plate-key';

// Vehicles from a file (/import/car): the columns, with the headers the original product's Dutch
// and French files use, and each row checked by the wizard's own rules (car-rules.ts). A row is
// matched to an active vehicle by its plate (a bicycle, which has none, by its chassis number).
// The cost step's 'fill all forms' is not asked of a file: costs often come later.

const f = (key: CarField | 'person', label: string, ...synonyms: string[]): ImportField => importField(key, label, ...synonyms);

const CAR_IMPORT_FIELDS: readonly ImportField[] = [
  f('type', CAR_FIELD_LABELS.type, 'vehicle type', 'soort', 'soort voertuig', 'type voertuig', 'type de vehicule', 'categorie'),
  f('brand', CAR_FIELD_LABELS.brand, 'make', 'merk', 'marque'),
  f('model', CAR_FIELD_LABELS.model, 'model', 'modele', 'type model'),
  f(
    'plate',
    CAR_FIELD_LABELS.plate,
    'licence plate',
    'license plate',
    'registration',
    'nummerplaat',
    'kenteken',
    'nummerplaat voertuig',
    'plaque',
    'immatriculation',
    'plaque d immatriculation',
  ),
  f('chassis_number', CAR_FIELD_LABELS.chassis_number, 'vin', 'chassis', 'chassisnummer', 'numero de chassis', 'n de chassis'),
  f(
    'person',
    CAR_FIELD_LABELS.related_employee_id,
    'employee',
    'driver',
    'email',
    'user',
    'werknemer',
    'bestuurder',
    'medewerker',
    'chauffeur',
    'conducteur',
    'employe',
    'travailleur',
  ),
  f('fuel', CAR_FIELD_LABELS.fuel, 'fuel type', 'brandstof', 'carburant', 'energie'),
  f('color', CAR_FIELD_LABELS.color, 'color', 'kleur', 'couleur'),
  f('pk', CAR_FIELD_LABELS.pk, 'horsepower', 'pk', 'hp', 'cv', 'vermogen', 'puissance', 'chevaux fiscaux'),
  f('usage_type', CAR_FIELD_LABELS.usage_type, 'usage', 'gebruik', 'utilisation'),
  f('is_pool_vehicle', CAR_FIELD_LABELS.is_pool_vehicle, 'pool', 'pool car', 'poolwagen', 'poolvoertuig', 'vehicule de pool', 'voiture partagee'),
  f(
    'date_first_registration',
    CAR_FIELD_LABELS.date_first_registration,
    'first registration',
    'registration date',
    'eerste inschrijving',
    'datum eerste inschrijving',
    'premiere immatriculation',
    'date de premiere immatriculation',
  ),
  f(
    'date_commissioning',
    CAR_FIELD_LABELS.date_commissioning,
    'commissioning',
    'ingebruikname',
    'datum ingebruikname',
    'mise en service',
    'date de mise en service',
  ),
  f('order_date', CAR_FIELD_LABELS.order_date, 'besteldatum', 'date de commande'),
  f('co2_g_km', CAR_FIELD_LABELS.co2_g_km, 'co2', 'co2 nedc', 'co2 uitstoot', 'emission co2', 'co2 g km'),
  f('co2_g_km_wltp', CAR_FIELD_LABELS.co2_g_km_wltp, 'co2 wltp', 'wltp'),
  f('is_utility_vehicle', CAR_FIELD_LABELS.is_utility_vehicle, 'utility', 'lichte vracht', 'bedrijfsvoertuig', 'utilitaire', 'vehicule utilitaire'),
  f('catalogue_value', CAR_FIELD_LABELS.catalogue_value, 'list price', 'catalogusprijs', 'cataloguswaarde', 'valeur catalogue', 'prix catalogue'),
  f('contract_type', CAR_FIELD_LABELS.contract_type, 'contract', 'contracttype', 'type contract', 'type de contrat', 'contrat'),
  f('cost_yearly', CAR_FIELD_LABELS.cost_yearly, 'yearly cost', 'jaarlijkse kost', 'kost per jaar', 'cout annuel'),
  f(
    'operational_cost_yearly',
    CAR_FIELD_LABELS.operational_cost_yearly,
    'operational cost',
    'operationele kost',
    'cout operationnel',
    'cout operationnel annuel',
  ),
  f('own_contribution', CAR_FIELD_LABELS.own_contribution, 'eigen bijdrage', 'contribution propre', 'contribution personnelle'),
  f('own_contribution_payment_type', CAR_FIELD_LABELS.own_contribution_payment_type, 'payment type', 'betalingswijze', 'mode de paiement'),
  f('supplier', CAR_FIELD_LABELS.supplier, 'leasing company', 'dealer', 'leverancier', 'leasingmaatschappij', 'fournisseur', 'societe de leasing'),
  f('specifics', CAR_FIELD_LABELS.specifics, 'notes', 'remarks', 'opmerkingen', 'bijzonderheden', 'remarques', 'particularites'),
];

const TYPE_SYNONYMS = {
  car: ['auto', 'wagen', 'personenwagen', 'voiture', 'vehicule'],
  motorbike: ['motor', 'motorcycle', 'moto', 'motorfiets'],
  bicycle: ['bike', 'fiets', 'velo', 'e-bike', 'ebike'],
  other: ['overig', 'ander', 'autre'],
};
const FUEL_SYNONYMS = {
  gas: ['petrol', 'gasoline', 'benzine', 'essence'],
  diesel: ['gasoil', 'gazole'],
  electric: ['ev', 'elektrisch', 'electrique', 'bev'],
  fuel_cells: ['hydrogen', 'waterstof', 'hydrogene'],
  natural_gas: ['cng', 'aardgas', 'gaz naturel'],
  hybrid_diesel: ['hybride diesel'],
  hybrid_gas: ['hybrid gas', 'hybride benzine', 'hybride essence'],
  lpg: ['lpg', 'gpl'],
  fake_hybrid_diesel: ['phev diesel'],
  fake_hybrid_gas: ['phev', 'phev petrol', 'plug-in hybride'],
};
const CONTRACT_SYNONYMS = {
  buy: ['buy', 'purchase', 'aankoop', 'gekocht', 'achat'],
  hire: ['rent', 'huur', 'location'],
  op_lease: ['operational leasing', 'operationele lease', 'leasing operationnel'],
  fin_lease: ['financial leasing', 'financiele lease', 'leasing financier'],
};
const UTILITY_LABELS_BY_FLAG = { yes: 'Yes', no: 'No', unknown: 'Unknown' } as const;

interface CarWorld {
  byKey: ReadonlyMap<string, CarListItem>;
  options: CarOptions;
  impersonating: boolean;
  today: string;
}

/** How a vehicle is found again: its plate, or for a bicycle its chassis number. */
const matchKey = (type: string | null | undefined, plate: string | null | undefined, chassis: string | null | undefined): string | null => {
  const p = plateKey(plate);
  if (p) return `plate:${p}`;
  const c = plateKey(chassis);
  return type === 'bicycle' && c ? `chassis:${c}` : null;
};

/** The file's column of a car field: the person's is 'person'. */
const fieldOf = (field: string) => (field === 'related_employee_id' ? 'person' : field);

function readCar(cells: Parameters<typeof cellReader>[0], people: Parameters<typeof personCell>[1], o: CarOptions) {
  const { read, problems } = cellReader(cells);
  const text = (field: CarField) =>
    read(field, (t) => {
      if (!t) return { ok: true, value: null };
      const checked = carFieldsSchema.shape[field].safeParse(t || null);
      return checked.success ? { ok: true, value: (t || null) as string | null } : { ok: false, message: checked.error.issues[0]!.message };
    });
  const fuels = Object.fromEntries(o.fuels.map((fuel) => [fuel, FUEL_LABELS[fuel]]));
  const values: Partial<CarDraft> = {
    type: read('type', (t) => choiceCell(t, TYPE_LABELS, TYPE_SYNONYMS)),
    brand: text('brand') ?? undefined,
    model: text('model') ?? undefined,
    plate: text('plate'),
    chassis_number: text('chassis_number'),
    color: text('color'),
    specifics: text('specifics'),
    supplier: text('supplier'),
    related_employee_id: read('person', (t) => personCell(t, people)),
    fuel: read('fuel', (t) => choiceCell(t, fuels, FUEL_SYNONYMS)) as CarDraft['fuel'] | undefined,
    pk: read('pk', wholeCell),
    co2_g_km: read('co2_g_km', wholeCell),
    co2_g_km_wltp: read('co2_g_km_wltp', wholeCell),
    usage_type: read('usage_type', (t) => choiceCell(t, USAGE_TYPE_LABELS)) ?? undefined,
    is_pool_vehicle: read('is_pool_vehicle', yesNoCell),
    is_utility_vehicle: read('is_utility_vehicle', (t) => {
      const c = choiceCell(t, UTILITY_LABELS_BY_FLAG, { yes: ['1', 'ja', 'oui', 'y'], no: ['0', 'nee', 'non', 'n'], unknown: ['-1', '?'] });
      return c.ok ? { ok: true, value: c.value === 'yes' ? 1 : c.value === 'no' ? 0 : -1 } : c;
    }),
    date_first_registration: read('date_first_registration', dateCell),
    date_commissioning: read('date_commissioning', dateCell),
    order_date: read('order_date', dateCell),
    catalogue_value: read('catalogue_value', moneyCell),
    cost_yearly: read('cost_yearly', moneyCell),
    operational_cost_yearly: read('operational_cost_yearly', moneyCell),
    own_contribution: read('own_contribution', moneyCell),
    contract_type: read('contract_type', (t) => choiceCell(t, CONTRACT_TYPE_LABELS, CONTRACT_SYNONYMS)),
    own_contribution_payment_type: read('own_contribution_payment_type', (t) => choiceCell(t, PAYMENT_TYPE_LABELS)) ?? undefined,
  };
  // A column absent from the file, or a blank cell, leaves the vehicle's value (a new one's default).
  const sent = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== undefined && (cells[fieldOf(k)] ?? '') !== '')) as Partial<CarDraft>;
  return { sent, problems };
}

export const carImport = defineImportTarget<CarWorld>({
  kind: 'car',
  objectType: 'car',
  noun: 'vehicles',
  one: 'vehicle',
  fields: CAR_IMPORT_FIELDS,
  shown: ['plate', 'brand', 'model'],
  tables: ['cars'],
  world: (rows, viewer) => {
    const byKey = new Map<string, CarListItem>();
    for (const car of rows.cars ?? []) {
      if (car.deleted !== 0) continue;
      const key = matchKey(car.type, car.plate, car.chassis_number);
      if (key) byKey.set(key, car);
    }
    return { byKey, options: carOptions(viewer), impersonating: viewer.impersonator !== null, today: isoDay(new Date()) };
  },
  plan: (cells, world, people): RowPlan => {
    const { sent, problems } = readCar(cells, people, world.options);
    const key = matchKey(sent.type, sent.plate, sent.chassis_number);
    const existing = key ? world.byKey.get(key) : undefined;
    const invalid = (more: readonly RowProblem[]): RowPlan => ({ outcome: 'invalid', key, problems: [...problems, ...more] });

    if (!existing) {
      const draft: CarDraft = { ...emptyCarDraft(sent.type ?? null), is_pool_vehicle: 0, ...sent };
      const errors = [...stepErrors('vehicle', draft, world.options), ...(draft.type === 'car' ? stepErrors('payroll', draft, world.options) : [])];
      const more = errors.filter((e) => !problems.some((p) => p.field === fieldOf(e.field))).map((e) => ({ field: fieldOf(e.field), message: e.message }));
      if (problems.length || more.length) return invalid(more);
      return { outcome: 'new', key, values: normalizeCar(draft) };
    }
    const before = draftOf(existing);
    // The plate (or chassis number) it was found by, written another way ('1-abc 123'), is not a change.
    if (plateKey(sent.plate) === plateKey(existing.plate)) delete sent.plate;
    if (existing.type === 'bicycle' && plateKey(sent.chassis_number) === plateKey(existing.chassis_number)) delete sent.chassis_number;
    const after: CarDraft = { ...before, ...sent };
    const saved = normalizeCar(after);
    const current = normalizeCar(before);
    const diff = changedValues(current, saved, carFieldKind);
    const changed = Object.keys(diff.values) as CarField[];
    const errors = editErrors(existing, after, changed, world.options, {
      impersonating: world.impersonating,
      start_date_new_employee: world.today,
      end_date_previously_assigned_employee: world.today,
    });
    const more = errors.filter((e) => !problems.some((p) => p.field === fieldOf(e.field))).map((e) => ({ field: fieldOf(e.field), message: e.message }));
    if (problems.length || more.length) return invalid(more);
    if (changed.length === 0) return { outcome: 'unchanged', key: key!, id: existing.id };
    return { outcome: 'update', key: key!, id: existing.id, values: diff.values, before: diff.before };
  },
});
