import { afterAll, describe, expect, it } from 'vitest';
import { listExport } from '../../shared/common.messages';
import { HttpError } from '../http/errors';
import { closeWorkerPool } from '../workers/worker-pool';
import { listWorkbook } from './list-workbook';

afterAll(closeWorkerPool);

describe('a list workbook past its worker thread’s limit', () => {
  it('answers 503 with the message to narrow the list, not a 500', async () => {
    // A millisecond: the worker thread cannot even start in it, as a list too large cannot be built in the real limit.
    const error = await listWorkbook('Assets', [{ header: 'Asset', kind: 'text', cells: ['Laptop'] }], 1, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: (error as HttpError).statusCode, code: (error as HttpError).code, message: (error as HttpError).message }).toEqual({
      status: 503,
      code: 'server_error',
      message: listExport.tooLarge,
    });
  });
});
