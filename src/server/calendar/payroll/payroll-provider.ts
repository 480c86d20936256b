// What the days-off push needs of a payroll provider (software-contracts-push.md sections 4 and 8):
// log in with the integration's credentials, list its day-off types, and book a month's days off.
// Two providers exist: a CSV export (the file is the result) and an HTTP JSON service
// (`http-json-provider.ts`; `npm run payroll-sandbox` is one for development and tests).

/** The integration's credentials, decrypted only for the call. */
export interface PayrollCredentials {
  username: string;
  customer_code: string;
  password: string;
  secret: string | null;
}

/** A day-off type as the payroll knows it (getPayollTypes). */
export interface PayrollType {
  id: string;
  code: string;
  name: string;
}

/** One day off to book: its id is the same on every retry, so the provider books it once. */
export interface PayrollDayOff {
  /** `${request_id}:${date}`: the provider books a day once per external id. */
  external_id: string;
  /** The person's id in the payroll (link_source_app). */
  employee_ref: string;
  /** yyyy-mm-dd */
  date: string;
  part: 'full' | 'am' | 'pm';
  payroll_type_id: string;
}

export interface PayrollPush {
  /** The command's id: the same push sent again is the same push. */
  idempotency_key: string;
  year: number;
  month: number;
  message: string | null;
  /** yyyy-mm-dd */
  wage_payout_date: string | null;
  meal_voucher_payout_date: string | null;
  people: { employee_ref: string; name: string }[];
  days: PayrollDayOff[];
}

export type PayrollFailure =
  | { status: 'login_failed' }
  | { status: 'service_offline' }
  /** The payroll no longer knows these types: the user links the day-off types again. */
  | { status: 'type_not_found'; missing_payroll_type_ids: string[] };

export type PushOutcome =
  | {
      status: 'success';
      /** Days booked now. */
      booked: number;
      /** Days the provider already had from an earlier try (not booked twice). */
      already_booked: number;
      /** The CSV export's file. */
      file?: { name: string; content: string };
    }
  | PayrollFailure;

export interface PayrollProvider {
  login(credentials: PayrollCredentials): Promise<{ status: 'ok' } | PayrollFailure>;
  payrollTypes(credentials: PayrollCredentials): Promise<{ status: 'ok'; types: PayrollType[] } | PayrollFailure>;
  push(credentials: PayrollCredentials, push: PayrollPush): Promise<PushOutcome>;
}
