import type { ApiErrorBody } from '../../shared/errors';
import type { ConflictBody } from '../../shared/sync/protocol';
import { HttpError } from '../http/errors';

/** 409 for an edit whose `base` no longer holds: carries the row as it is now and who changed it. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: Record<string, unknown> | null,
    readonly changedBy: ConflictBody['changed_by'],
  ) {
    super(409, 'conflict', message);
  }
}

/** The answer body of an HttpError, as the error handler would send it, plus a conflict's row. */
export function errorBody(err: HttpError): ApiErrorBody | ConflictBody {
  const error =
    err.fields && Object.keys(err.fields).length ? { code: err.code, message: err.message, fields: err.fields } : { code: err.code, message: err.message };
  if (err instanceof ConflictError) return { error: { ...error, code: 'conflict' }, current: err.current, changed_by: err.changedBy };
  return { error };
}
