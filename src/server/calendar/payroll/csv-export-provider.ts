// The "CSV export" integration: no service behind it, the month's file is the result, which the
// user imports into their payroll by hand. The type ids are its own (csv-*), so days-off types
// linked to another integration are reported as not found rather than exported under a wrong code.
import type { PayrollDayOff, PayrollProvider, PayrollPush, PayrollType } from './payroll-provider';

export const CSV_PAYROLL_TYPES: readonly Readonly<PayrollType>[] = Object.freeze(
  [
    { id: 'csv-vac', code: 'VAC', name: 'Vacation' },
    { id: 'csv-sick', code: 'SICK', name: 'Sickness' },
    { id: 'csv-adv', code: 'ADV', name: 'Reduction of working time' },
    { id: 'csv-edu', code: 'EDU', name: 'Training leave' },
    { id: 'csv-unp', code: 'UNP', name: 'Unpaid leave' },
  ].map((t) => Object.freeze(t)),
);

const HEADER = ['employee_ref', 'name', 'date', 'part', 'payroll_type_code', 'external_id'];
// Half days of one date read morning first; the id last keeps equal rows in one order on every run.
const PART_ORDER: Record<PayrollDayOff['part'], number> = { full: 0, am: 1, pm: 2 };
// A fixed locale: the file must not change with the server's language settings.
const byName = new Intl.Collator('en');
/** Code-point order: ties the collator calls equal (e.g. "anne" and "Anne") still sort one way. */
const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Quoted only when needed, so plain rows stay readable and importers that do not unquote still work. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The file's text: BOM first (Excel reads UTF-8 then), `;` (the separator of comma-decimal locales), CRLF. */
function daysOffCsv(push: PayrollPush): string {
  const names = new Map(push.people.map((p) => [p.employee_ref, p.name]));
  const codes = new Map(CSV_PAYROLL_TYPES.map((t) => [t.id, t.code]));
  const rows = push.days.map((day) => {
    const name = names.get(day.employee_ref);
    // A day of someone not in people would be a row without a name: the push is built wrong.
    if (name === undefined) throw new Error(`CSV export: day ${day.external_id} is for ${day.employee_ref}, who is not among the push's people`);
    return { day, name, code: codes.get(day.payroll_type_id) ?? '' };
  });
  rows.sort(
    (a, b) =>
      byName.compare(a.name, b.name) ||
      plain(a.name, b.name) ||
      // Two people with one name: each person's days stay together.
      plain(a.day.employee_ref, b.day.employee_ref) ||
      plain(a.day.date, b.day.date) ||
      PART_ORDER[a.day.part] - PART_ORDER[b.day.part] ||
      plain(a.day.external_id, b.day.external_id),
  );
  const lines = [HEADER, ...rows.map(({ day, name, code }) => [day.employee_ref, name, day.date, day.part, code, day.external_id])];
  return `\uFEFF${lines.map((cells) => cells.map(field).join(';') + '\r\n').join('')}`;
}

export const csvExportProvider: PayrollProvider = {
  // Nothing to log in to: the file needs no account.
  login: async () => ({ status: 'ok' }),

  payrollTypes: async () => ({ status: 'ok', types: CSV_PAYROLL_TYPES.map((t) => ({ ...t })) }),

  push: async (_credentials, push) => {
    const known = new Set(CSV_PAYROLL_TYPES.map((t) => t.id));
    const missing = [...new Set(push.days.map((d) => d.payroll_type_id).filter((id) => !known.has(id)))];
    if (missing.length) return { status: 'type_not_found', missing_payroll_type_ids: missing };
    const name = `days-off-${push.year}-${String(push.month).padStart(2, '0')}.csv`;
    return { status: 'success', booked: push.days.length, already_booked: 0, file: { name, content: daysOffCsv(push) } };
  },
};
