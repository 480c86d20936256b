import { describe, expect, it } from 'vitest';
import { CSV_PAYROLL_TYPES, csvExportProvider } from './csv-export-provider';
import type { PayrollCredentials, PayrollDayOff, PayrollPush } from './payroll-provider';

const credentials: PayrollCredentials = { username: '', customer_code: '', password: '', secret: null };
const day = (employee_ref: string, date: string, part: PayrollDayOff['part'], payroll_type_id: string): PayrollDayOff => ({
  external_id: `req-${employee_ref}:${date}${part === 'full' ? '' : `:${part}`}`,
  employee_ref,
  date,
  part,
  payroll_type_id,
});
const pushOf = (days: PayrollDayOff[]): PayrollPush => ({
  idempotency_key: 'push-1',
  year: 2025,
  month: 3,
  message: 'Not in the file',
  wage_payout_date: '2025-03-28',
  meal_voucher_payout_date: null,
  people: [
    { employee_ref: 'e2', name: 'Zoë' },
    { employee_ref: 'e1', name: 'Bert; "the boss"' },
    { employee_ref: 'e3', name: 'anna' },
  ],
  days,
});

describe('the CSV export payroll provider', () => {
  it('logs in without credentials and lists its own types', async () => {
    expect(await csvExportProvider.login(credentials)).toEqual({ status: 'ok' });
    const answer = await csvExportProvider.payrollTypes(credentials);
    expect(answer).toEqual({ status: 'ok', types: CSV_PAYROLL_TYPES });
    expect(answer.status === 'ok' && answer.types.map((t) => t.id)).toEqual(['csv-vac', 'csv-sick', 'csv-adv', 'csv-edu', 'csv-unp']);
  });

  it('makes the month file: BOM, header, CRLF, rows by name then date, quoting where needed', async () => {
    const outcome = await csvExportProvider.push(
      credentials,
      pushOf([
        day('e2', '2025-03-04', 'full', 'csv-vac'),
        day('e1', '2025-03-10', 'pm', 'csv-adv'),
        day('e3', '2025-03-12', 'full', 'csv-sick'),
        day('e1', '2025-03-10', 'am', 'csv-edu'),
        day('e1', '2025-03-03', 'full', 'csv-unp'),
      ]),
    );
    expect(outcome).toEqual({
      status: 'success',
      booked: 5,
      already_booked: 0,
      file: {
        name: 'days-off-2025-03.csv',
        content:
          '\uFEFFemployee_ref;name;date;part;payroll_type_code;external_id\r\n' +
          'e3;anna;2025-03-12;full;SICK;req-e3:2025-03-12\r\n' +
          'e1;"Bert; ""the boss""";2025-03-03;full;UNP;req-e1:2025-03-03\r\n' +
          'e1;"Bert; ""the boss""";2025-03-10;am;EDU;req-e1:2025-03-10:am\r\n' +
          'e1;"Bert; ""the boss""";2025-03-10;pm;ADV;req-e1:2025-03-10:pm\r\n' +
          'e2;Zoë;2025-03-04;full;VAC;req-e2:2025-03-04\r\n',
      },
    });
    if (outcome.status !== 'success' || !outcome.file) throw new Error('no file');
    // The bytes as written to disk: UTF-8 with its BOM, the ë of Zoë as two bytes.
    const bytes = Buffer.from(outcome.file.content, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from([0x5a, 0x6f, 0xc3, 0xab]))).toBe(true);
  });

  it('makes a file with only the header for a month without days off', async () => {
    const outcome = await csvExportProvider.push(credentials, { ...pushOf([]), month: 11 });
    expect(outcome.status === 'success' && outcome.file).toEqual({
      name: 'days-off-2025-11.csv',
      content: '\uFEFFemployee_ref;name;date;part;payroll_type_code;external_id\r\n',
    });
  });

  it('answers type_not_found for a type it does not know, naming each once', async () => {
    const outcome = await csvExportProvider.push(
      credentials,
      pushOf([day('e1', '2025-03-03', 'full', 'pt-vac'), day('e2', '2025-03-04', 'full', 'csv-vac'), day('e3', '2025-03-05', 'full', 'pt-vac')]),
    );
    expect(outcome).toEqual({ status: 'type_not_found', missing_payroll_type_ids: ['pt-vac'] });
  });
});
