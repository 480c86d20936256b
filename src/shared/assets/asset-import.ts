import {
  cellReader,
  changedValues,
  defineImportTarget,
  importField,
  moneyCell,
  personCell,
  type ImportCells,
  type RowPlan,
  type RowProblem,
} from '../import-target';
import { foldText } from '../format';
import { assetFieldKind, assignError, draftOfAsset, emptyAssetDraft, normalizeAsset, type AssetDraft } from './asset-rules';
import { ASSET_FIELD_LABELS, ASSET_TEXT_MAX_LENGTH, ASSET_TYPE_NAME_MAX_LENGTH, type AssetListItem, type AssetType } from './assets.schema';
import { messages } from '../messages';

// Assets from a file (/import/asset, admins only): checked by the assign flow's rules
// (asset-rules.ts). A row is matched to an active asset by its serial number, or, without one, to
// the person's only active asset of that type that has none. An asset type the company does not
// have yet is made by the import (with the 'other' picture).

const ASSET_IMPORT_FIELDS = [
  importField(
    'asset_type',
    ASSET_FIELD_LABELS.asset_type_id,
    'asset',
    'type',
    'item',
    'equipment',
    'soort',
    'materiaal',
    'toestel',
    'type d actif',
    'materiel',
    'equipement',
  ),
  importField(
    'person',
    ASSET_FIELD_LABELS.owner_employee_id,
    'owner',
    'employee',
    'email',
    'user',
    'eigenaar',
    'werknemer',
    'medewerker',
    'proprietaire',
    'employe',
    'utilisateur',
  ),
  importField('price', ASSET_FIELD_LABELS.price, 'price', 'cost', 'prijs', 'prijs excl btw', 'aankoopprijs', 'prix', 'prix htva', 'prix hors tva'),
  importField('vendor', ASSET_FIELD_LABELS.vendor, 'supplier', 'leverancier', 'verkoper', 'fournisseur', 'vendeur'),
  importField('serial_number', ASSET_FIELD_LABELS.serial_number, 'serial', 'sn', 's n', 'serienummer', 'serie nummer', 'numero de serie', 'n de serie'),
];

interface AssetWorld {
  types: ReadonlyMap<string, AssetType>;
  bySerial: ReadonlyMap<string, AssetListItem>;
  /** Active assets without a serial number, by type and person. */
  byTypeAndPerson: ReadonlyMap<string, AssetListItem[]>;
}

const serialKey = (serial: string | null | undefined) => (serial ?? '').replace(/\s/g, '').toUpperCase();
const typeKey = (name: string) => foldText(name.trim());

function readAsset(cells: ImportCells, people: Parameters<typeof personCell>[1]) {
  const { read, problems } = cellReader(cells);
  const text = (field: string, max: number) =>
    read(field, (t) => (t.length > max ? { ok: false, message: messages.validation.tooLong(max) } : { ok: true, value: t || null }));
  return {
    typeName: text('asset_type', ASSET_TYPE_NAME_MAX_LENGTH),
    person: read('person', (t) => personCell(t, people)),
    price: read('price', moneyCell),
    vendor: text('vendor', ASSET_TEXT_MAX_LENGTH),
    serial: text('serial_number', ASSET_TEXT_MAX_LENGTH),
    problems,
  };
}

export const assetImport = defineImportTarget<AssetWorld>({
  kind: 'asset',
  objectType: 'asset',
  noun: 'assets',
  one: 'asset',
  fields: ASSET_IMPORT_FIELDS,
  shown: ['serial_number', 'asset_type', 'person'],
  tables: ['assets', 'asset_types'],
  world: (rows) => {
    const bySerial = new Map<string, AssetListItem>();
    const byTypeAndPerson = new Map<string, AssetListItem[]>();
    for (const a of rows.assets ?? []) {
      if (a.deleted !== 0) continue;
      const serial = serialKey(a.serial_number);
      if (serial) bySerial.set(serial, a);
      else {
        const key = `${a.asset_type_id}|${a.owner_employee_id ?? ''}`;
        byTypeAndPerson.set(key, [...(byTypeAndPerson.get(key) ?? []), a]);
      }
    }
    return { types: new Map((rows.asset_types ?? []).map((t) => [typeKey(t.name), t])), bySerial, byTypeAndPerson };
  },
  plan: (cells, world, people): RowPlan => {
    const r = readAsset(cells, people);
    const type = r.typeName ? world.types.get(typeKey(r.typeName)) : undefined;
    const serial = serialKey(r.serial);
    const typeRef = type?.id ?? (r.typeName ? `new:${typeKey(r.typeName)}` : '');
    const key = serial ? `serial:${serial}` : typeRef && r.person ? `owner:${typeRef}|${r.person}` : null;
    const sameKind = type && r.person ? (world.byTypeAndPerson.get(`${type.id}|${r.person}`) ?? []) : [];
    const existing = serial ? world.bySerial.get(serial) : sameKind.length === 1 ? sameKind[0] : undefined;
    const problems: RowProblem[] = [...r.problems];
    const blankCell = (field: string) => (cells[field] ?? '') === '';

    const sent: Partial<AssetDraft> = {};
    if (!blankCell('person') && r.person !== undefined) sent.owner_employee_id = r.person;
    if (!blankCell('price') && r.price !== undefined) sent.price = r.price;
    if (!blankCell('vendor') && r.vendor !== undefined) sent.vendor = r.vendor;
    if (!blankCell('serial_number') && r.serial !== undefined) sent.serial_number = r.serial;
    if (type) sent.asset_type_id = type.id;

    if (!existing) {
      // A new type: a stand-in id for the rules; the writer makes the type and uses its id.
      const draft: AssetDraft = { ...emptyAssetDraft(), ...sent, asset_type_id: type?.id ?? (r.typeName ? 'new' : null) };
      const error = assignError(draft);
      if (error && !problems.some((p) => p.field === fieldOf(error.field))) problems.push({ field: fieldOf(error.field), message: error.message });
      if (problems.length) return { outcome: 'invalid', key, problems };
      const values = normalizeAsset(draft);
      return { outcome: 'new', key, values: type ? values : { ...values, asset_type_id: null, asset_type_name: r.typeName } };
    }
    if (r.typeName && !type) problems.push({ field: 'asset_type', message: `An asset's type does not change: ${existing.asset_name}` });
    else if (type && type.id !== existing.asset_type_id)
      problems.push({ field: 'asset_type', message: `An asset's type does not change: ${existing.asset_name}` });
    // The serial number it was found by, written another way, is not a change.
    if (serialKey(sent.serial_number) === serialKey(existing.serial_number)) delete sent.serial_number;
    const current = normalizeAsset(draftOfAsset(existing));
    const after = normalizeAsset({ ...draftOfAsset(existing), ...sent });
    const error = assignError({ ...draftOfAsset(existing), ...sent });
    if (error && !problems.some((p) => p.field === fieldOf(error.field))) problems.push({ field: fieldOf(error.field), message: error.message });
    if (problems.length) return { outcome: 'invalid', key, problems };
    const diff = changedValues(current, after, assetFieldKind);
    const k = key ?? `id:${existing.id}`;
    if (Object.keys(diff.values).length === 0) return { outcome: 'unchanged', key: k, id: existing.id };
    return { outcome: 'update', key: k, id: existing.id, values: diff.values, before: diff.before };
  },
});

/** The file's column of an asset field. */
function fieldOf(field: string): string {
  return field === 'owner_employee_id' ? 'person' : field === 'asset_type_id' ? 'asset_type' : field;
}
