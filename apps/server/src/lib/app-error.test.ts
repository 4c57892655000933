/**
 * Every error answer carries its `code` beside the unchanged message (docs/product/api-conventions.md#error-codes):
 * one case per family, through the one mapping of app.ts (`errorAnswer`) that the error handler uses.
 */
import type { FastifyError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MEANINGS } from '@steelworks/contract/common/error-meanings';
import { ERROR_CODE_LIST, ERROR_CODES, ERROR_TEXT, genericErrorCode, isErrorCode } from '@steelworks/contract/common/errors';
import { errorAnswer } from '../app';
import { AppError, concurrentChange, fieldError, forbidden, noStocks, notFound, ruleError, staleWrite } from './app-error';

const answerOf = (error: unknown, whileReadingInput = false) => errorAnswer(error as FastifyError, whileReadingInput);

/** An error as Fastify or a plugin throws it: a message and a status. */
const fastifyError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** What Fastify throws when a route's zod schema refuses its input (fastify-type-provider-zod's validator). */
function validationError(context: string, schema: z.ZodType, value: unknown) {
  const result = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: context })(value) as { error?: unknown };
  return Object.assign(new Error('invalid'), { validation: result.error, validationContext: context });
}

/** A database error as the driver throws it, wrapped once the way drizzle does. */
const databaseError = (code: string) => Object.assign(new Error('query failed'), { cause: Object.assign(new Error('db'), { code }) });

describe('AppError', () => {
  it('a class of failure stands for its generic code and status, so existing call sites answer as before plus the code', () => {
    const cases: Array<[AppError, number, Record<string, unknown>]> = [
      [new AppError('validation', 'Enter a name', { name: ['Enter a name'] }), 400, { error_message: 'Enter a name', name: ['Enter a name'], code: 'validation_failed' }],
      [fieldError('username', 'Taken'), 400, { error_message: 'Taken', username: ['Taken'], code: 'validation_failed' }],
      [ruleError('Only pending orders can be deleted'), 400, { error_message: 'Only pending orders can be deleted', code: 'rule_refused' }],
      [new AppError('rule', 'Insufficient balance'), 400, { error_message: 'Insufficient balance', code: 'rule_refused' }],
      [new AppError('unauthorized', ERROR_TEXT.invalidToken), 401, { detail: 'Invalid token.', code: 'unauthorized' }],
      [forbidden(), 403, { detail: ERROR_TEXT.forbidden, code: 'forbidden' }],
      [notFound(), 404, { detail: 'Not found.', code: 'not_found' }],
      [new AppError('conflict', 'This work was already completed.'), 409, { error_message: 'This work was already completed.', code: 'conflict' }],
      [new AppError('tooLarge', ERROR_TEXT.fileTooLarge), 413, { detail: 'file size is Too Large', code: 'too_large' }],
      [new AppError('unprocessable', 'Cannot take it'), 422, { error_message: 'Cannot take it', code: 'unprocessable' }],
      [new AppError('tooMany', ERROR_TEXT.tooManyRequests), 429, { detail: ERROR_TEXT.tooManyRequests, code: 'too_many_requests' }],
      [new AppError('unavailable', 'Place search is not available'), 503, { error_message: 'Place search is not available', code: 'unavailable' }],
    ];
    for (const [error, status, body] of cases) {
      expect({ status: answerOf(error).status, body: answerOf(error).body }, error.message).toEqual({ status, body });
    }
  });

  it('specific codes for what clients and the server decide by', () => {
    const cases: Array<[AppError, number, Record<string, unknown>]> = [
      [
        noStocks('No Stocks Available', [{ sheet: 1, name: 'MS 2mm', needed: 3, available: 1 }]),
        400,
        { error_message: 'No Stocks Available', shortages: [{ sheet: 1, name: 'MS 2mm', needed: 3, available: 1 }], code: 'no_stocks' },
      ],
      [new AppError('password_change_required', ERROR_TEXT.mustChangePassword), 403, { detail: ERROR_TEXT.mustChangePassword, code: 'password_change_required' }],
      [staleWrite({ stock: 49.5 }), 409, { error_message: 'This changed since you opened it (now 49.5). Check and try again.', current: { stock: 49.5 }, code: 'stale_write' }],
      [concurrentChange(), 409, { error_message: ERROR_TEXT.concurrentChange, code: 'concurrent_change' }],
      [new AppError('key_in_progress', ERROR_TEXT.idempotencyKeyBusy), 409, { error_message: ERROR_TEXT.idempotencyKeyBusy, code: 'key_in_progress' }],
      [new AppError('key_reused', ERROR_TEXT.idempotencyKeyReused), 422, { error_message: ERROR_TEXT.idempotencyKeyReused, code: 'key_reused' }],
    ];
    for (const [error, status, body] of cases) expect(answerOf(error), error.message).toEqual({ status, body });
  });

  it("a plain 'conflict' is never read by its words: only concurrentChange() says two writes met", () => {
    expect(new AppError('conflict', ERROR_TEXT.concurrentChange).code).toBe('conflict');
  });
});

describe("Fastify's own refusals, database errors and the fallback", () => {
  it('answer with the code of what happened and the message as before', () => {
    const invalid = validationError('body', z.object({ name: z.string('Enter a name') }), {});
    const idInPath = validationError('params', z.object({ id: z.coerce.number().int() }), { id: 'x' });
    const cases: Array<[unknown, boolean, number, Record<string, unknown>]> = [
      [invalid, false, 400, { error_message: 'Enter a name', name: ['Enter a name'], code: 'validation_failed' }],
      [idInPath, false, 404, { detail: 'Not found.', code: 'not_found' }],
      [fastifyError(400, 'Body is not valid JSON but content-type is set to \'application/json\''), true, 400, {
        error_message: "Body is not valid JSON but content-type is set to 'application/json'",
        code: 'unreadable_request',
      }],
      [fastifyError(415, 'Unsupported Media Type: application/xml'), true, 415, { error_message: 'Unsupported Media Type: application/xml', code: 'unsupported_media_type' }],
      [fastifyError(413, 'Request body is too large'), true, 413, { detail: 'file size is Too Large', code: 'too_large' }],
      [fastifyError(429, 'Rate limit exceeded'), false, 429, { detail: ERROR_TEXT.tooManyRequests, code: 'too_many_requests' }],
      [fastifyError(401, 'no'), false, 401, { detail: 'Invalid token.', code: 'unauthorized' }],
      [fastifyError(404, 'Route not found'), false, 404, { detail: 'Not found.', code: 'not_found' }],
      [fastifyError(405, 'Method not allowed'), false, 405, { error_message: 'Method not allowed', code: 'bad_request' }],
      [databaseError('23505'), false, 409, { error_message: 'This record already exists.', code: 'conflict' }],
      [databaseError('23503'), false, 409, { error_message: 'This record is still in use by other records.', code: 'conflict' }],
      [databaseError('23514'), false, 400, { error_message: 'This change would break a rule of the data.', code: 'rule_refused' }],
      [databaseError('22003'), false, 400, { error_message: 'A value is out of range or malformed.', code: 'validation_failed' }],
      [databaseError('40001'), false, 409, { error_message: ERROR_TEXT.concurrentChange, code: 'concurrent_change' }],
      [databaseError('40P01'), false, 409, { error_message: ERROR_TEXT.concurrentChange, code: 'concurrent_change' }],
      [new Error('a busboy part ended early'), true, 400, { error_message: ERROR_TEXT.unreadableRequest, code: 'unreadable_request' }],
      [new Error('a bug'), false, 500, { detail: 'Internal Server Error', code: 'server_error' }],
      // No pool connection came free in time (a burst): 503, and a keyed request is run again when resent.
      [new Error('timeout exceeded when trying to connect'), false, 503, { error_message: ERROR_TEXT.databaseBusy, code: 'unavailable' }],
      [new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') }), false, 503, {
        error_message: ERROR_TEXT.databaseBusy,
        code: 'unavailable',
      }],
    ];
    for (const [error, reading, status, body] of cases) {
      expect(answerOf(error, reading), (error as Error).message).toEqual({ status, body });
    }
  });
});

describe('the list of codes', () => {
  it('each code has a status and a meaning, and each status its generic code of the same status', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(ERROR_MEANINGS[code].length, code).toBeGreaterThan(20);
      expect(ERROR_CODES[code], code).toBeGreaterThanOrEqual(400);
    }
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]) {
      expect(ERROR_CODES[genericErrorCode(status)], String(status)).toBe(status);
    }
    expect(genericErrorCode(502)).toBe('server_error');
    expect(genericErrorCode(418)).toBe('bad_request');
    expect(isErrorCode('concurrent_change')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    for (const code of ERROR_CODE_LIST) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
