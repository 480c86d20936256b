import { sameValue, type ValueKind } from './edit-changes';
import { foldText, isoDay, parseDmy, parseIsoDate } from './format';
import { parseMoney } from './money';
import type { Viewer } from './policy/viewer';
import type { SyncTable } from './sync/protocol';
import type { SyncRows } from './sync/sync-rows';

// What an area tells the import (src/shared/import) about its objects: the columns a file may
// have, and how one row of the file becomes a new object, a change to an existing one, nothing,
// or errors. The device runs it over the mirror for the dry run; the server runs the same code
// over the same rows read from the database, so both decide alike (docs/architecture.md section 3).

export const IMPORT_KINDS = ['car', 'asset', 'software'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One row of a file after the mapping: field key → the cell's text, trimmed ('' when empty). */
export type ImportCells = Readonly<Record<string, string>>;

export interface ImportField {
  key: string;
  label: string;
  /** Other headers that mean this field: English, Dutch and French, as files have them. */
  synonyms: readonly string[];
  required?: boolean;
}

export interface RowProblem {
  /** The field key, or '' for the row as a whole. */
  field: string;
  message: string;
}

/** A field of `fields`: its column may have other names in other languages. */
export const importField = (key: string, label: string, ...synonyms: string[]): ImportField => ({ key, label, synonyms });

/** Values as the object's row stores them (the mirror's shape). */
export type ImportValues = Readonly<Record<string, unknown>>;

/**
 * What one row does. `key` identifies the object within the file (plate, serial number, product
 * and person), so a second row with the same key is refused. `values` of an update are the
 * changed fields only, `before` their values now (kept for undo).
 */
export type RowPlan =
  | { outcome: 'new'; key: string | null; values: ImportValues }
  | { outcome: 'update'; key: string; id: string; values: ImportValues; before: ImportValues }
  | { outcome: 'unchanged'; key: string; id: string }
  | { outcome: 'invalid'; key: string | null; problems: RowProblem[] };

/** The rows of the mirrored tables a target reads, as the device's mirror and the server's pull have them. */
export type MirrorRows = { readonly [T in SyncTable]?: readonly SyncRows[T][] };

export interface ImportTarget<World = unknown> {
  kind: ImportKind;
  /** The object type custom fields of the import attach to. */
  objectType: 'car' | 'asset' | 'license';
  /** 'vehicles', 'assets', 'licences': for the page's texts. */
  noun: string;
  /** 'vehicle', 'asset', 'licence': one of them, in the row's messages. */
  one: string;
  fields: readonly ImportField[];
  /** The fields that tell a row apart in the dry run's list (the plate, the brand, the model). */
  shown: readonly string[];
  /** The mirrored tables `world` reads; `employees` is always read. */
  tables: readonly SyncTable[];
  // Methods, not function properties: a target of any world is then an ImportTarget.
  /** Made once per file: rows are planned in the file's order, and a plan may note in it what the file introduces (a new product). */
  world(rows: MirrorRows, viewer: Viewer): World;
  plan(cells: ImportCells, world: World, people: PeopleIndex): RowPlan;
}

export const defineImportTarget = <World>(target: ImportTarget<World>): ImportTarget<World> => target;

// ---- cells

export const IMPORT_MESSAGES = {
  notADate: (text: string) => `'${text}' is not a date: use dd/mm/yyyy or yyyy-mm-dd`,
  notANumber: (text: string) => `'${text}' is not a whole number`,
  notAChoice: (text: string, choices: readonly string[]) => `'${text}' is not one of ${choices.join(', ')}`,
  notYesNo: (text: string) => `'${text}' is not yes or no`,
  noPerson: (text: string) => `No person '${text}' in the company`,
  severalPeople: (text: string, count: number) => `${count} people are called '${text}': use their email`,
  duplicateInFile: (row: number, one: string) => `The same ${one} is also on row ${row} of the file`,
  personLeft: (name: string) => `${name} has left the company`,
  required: (label: string) => `${label} is required`,
} as const;

export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };

/** Excel keeps days as a serial number: 1 is 1900-01-01 (with its 1900 leap-year bug, hence the 30th). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date as files have it: yyyy-mm-dd, dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, or an Excel day number; '' is null. */
export function dateCell(text: string): Cell<string | null> {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  const iso = t.slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}/.test(t) && parseIsoDate(iso)) return { ok: true, value: iso };
  const dmy = parseDmy(t.replace(/[-.]/g, '/'));
  if (dmy) return { ok: true, value: dmy };
  if (/^\d{4,5}(\.\d+)?$/.test(t)) {
    const d = new Date(EXCEL_EPOCH + Math.floor(Number(t)) * DAY_MS);
    return { ok: true, value: isoDay(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) };
  }
  return { ok: false, message: IMPORT_MESSAGES.notADate(t) };
}

/** An amount as files have it: '45000,50', '45.000,50', '45,000.50', '€ 45000'; '' is null. Checked by the shared money rule. */
export function moneyCell(text: string): Cell<string | null> {
  let t = text.trim().replace(/^€\s*|\s*€$|^EUR\s*|\s*EUR$/gi, '');
  if (!t) return { ok: true, value: null };
  if (/^\d{1,3}([.\s\u00a0]\d{3})+(,\d+)?$/.test(t)) t = t.replace(/[.\s\u00a0]/g, '');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  const check = parseMoney(t);
  return check.ok ? { ok: true, value: check.value } : { ok: false, message: `'${text.trim()}': ${check.message}` };
}

/** A whole number ('150', '150,0'); '' is null. */
export function wholeCell(text: string): Cell<number | null> {
  const t = text.trim().replace(',', '.');
  if (!t) return { ok: true, value: null };
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 ? { ok: true, value: n } : { ok: false, message: IMPORT_MESSAGES.notANumber(text.trim()) };
}

const YES = ['1', 'yes', 'y', 'true', 'ja', 'j', 'oui', 'x', 'waar', 'vrai'];
const NO = ['0', 'no', 'n', 'false', 'nee', 'non', 'onwaar', 'faux'];
/** Yes or no in the file's language; '' is null. */
export function yesNoCell(text: string): Cell<0 | 1 | null> {
  const t = foldText(text.trim());
  if (!t) return { ok: true, value: null };
  if (YES.includes(t)) return { ok: true, value: 1 };
  if (NO.includes(t)) return { ok: true, value: 0 };
  return { ok: false, message: IMPORT_MESSAGES.notYesNo(text.trim()) };
}

const squash = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');

/**
 * One of an enumeration, by its key, its label or another name ('Benzine' and 'Essence' for gas);
 * '' is null. The message lists the labels.
 */
export function choiceCell<V extends string>(
  text: string,
  labels: Readonly<Record<V, string>>,
  synonyms?: Readonly<Partial<Record<V, readonly string[]>>>,
): Cell<V | null> {
  const t = squash(text);
  if (!t) return { ok: true, value: null };
  for (const [value, label] of Object.entries(labels) as [V, string][]) {
    const names = [value, label, ...(synonyms?.[value] ?? [])];
    if (names.some((n) => squash(n) === t)) return { ok: true, value };
  }
  return { ok: false, message: IMPORT_MESSAGES.notAChoice(text.trim(), Object.values(labels)) };
}

// ---- people

export interface PeopleIndex {
  byEmail: ReadonlyMap<string, string>;
  byName: ReadonlyMap<string, readonly string[]>;
}

const nameKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

/** The company's people by email and by name (as 'First Last' and 'Last First'), for matching a file's person column. */
export function peopleIndex(people: readonly { id: string; name: string; first_name: string; last_name: string; email: string | null }[]): PeopleIndex {
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string[]>();
  const add = (key: string, id: string) => {
    if (!key) return;
    const ids = byName.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byName.set(key, ids);
  };
  for (const p of people) {
    if (p.email) byEmail.set(p.email.trim().toLowerCase(), p.id);
    add(nameKey(p.name), p.id);
    add(nameKey(`${p.first_name} ${p.last_name}`), p.id);
    add(nameKey(`${p.last_name} ${p.first_name}`), p.id);
  }
  return { byEmail, byName };
}

/** A person by email or by name; a name two people share is refused with a hint to use the email. '' is null. */
export function personCell(text: string, people: PeopleIndex): Cell<string | null> {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  const byEmail = people.byEmail.get(t.toLowerCase());
  if (byEmail) return { ok: true, value: byEmail };
  const ids = people.byName.get(nameKey(t)) ?? [];
  if (ids.length === 1) return { ok: true, value: ids[0]! };
  if (ids.length > 1) return { ok: false, message: IMPORT_MESSAGES.severalPeople(t, ids.length) };
  return { ok: false, message: IMPORT_MESSAGES.noPerson(t) };
}

/**
 * Reads cells into values, gathering each cell's problem: `read('fuel', (t) => choiceCell(...))`
 * answers the value or undefined (the field was not mapped or was wrong).
 */
export function cellReader(cells: ImportCells) {
  const problems: RowProblem[] = [];
  const read = <T>(field: string, parse: (text: string) => Cell<T>): T | undefined => {
    if (!(field in cells)) return undefined;
    const result = parse(cells[field] ?? '');
    if (result.ok) return result.value;
    problems.push({ field, message: result.message });
    return undefined;
  };
  return { read, problems };
}

/**
 * The fields whose saved value differs, compared as the area's edits compare them (money by amount,
 * whole numbers by number, the rest as text: shared/edit-changes.ts).
 */
export function changedValues(
  before: ImportValues,
  after: ImportValues,
  kindOf: (field: string) => ValueKind = () => 'text',
): { values: Record<string, unknown>; before: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const was: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) {
    if (sameValue(kindOf(k), v, before[k])) continue;
    values[k] = v;
    was[k] = before[k] ?? null;
  }
  return { values, before: was };
}
