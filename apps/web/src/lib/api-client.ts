import { ERROR_TEXT, genericErrorCode, isErrorCode, RETRY_CODES, type ErrorCode, type FieldErrors } from '@steelworks/contract/common/errors';
import { browser, clearLogin, getToken, markSessionEnded } from './session';

const API_BASE = '/api/v1';

/** What a failure says when the server gave no message of its own (spec: the generic failure toast). */
export const GENERIC_FAILURE_MESSAGE = 'Something Went Wrong';

/**
 * A failed call: HTTP status and text, the parsed body, the code, the one-line message and the per-field messages. The
 * message is the server's own (error_message / detail) or the generic one, never the HTTP reason phrase ("Bad
 * Request"). Decisions go by `code` (docs/product/api-conventions.md#error-codes), never by the message's words.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's code, or its status's generic code when it has none (a proxy's page); null when no answer came. */
  readonly code: ErrorCode | null;
  readonly statusText: string;
  readonly body: unknown;
  readonly fieldErrors: FieldErrors;

  constructor(init: { status: number; statusText: string; body: unknown; message?: string }) {
    super(init.message ?? messageOf(init.body) ?? GENERIC_FAILURE_MESSAGE);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.status === 0 ? null : codeOf(init.status, init.body);
    this.statusText = init.statusText;
    this.body = init.body;
    this.fieldErrors = fieldErrorsOf(init.body);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData goes as multipart untouched (the browser sets the boundary). */
  body?: unknown;
  /** Query string; null, undefined and "" are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Do not clear the session and reload on 401 (the login and logout calls). */
  ignoreUnauthorized?: boolean;
  /** Extra headers (the offline queue's Idempotency-Key, X-Tapped-At and X-Sent-At). */
  headers?: Record<string, string>;
}

/** Called with the 413 message; the toast helper is plugged in by the app (keeps this file free of UI). */
export const apiHooks: { onFileTooLarge: (message: string) => void } = { onFileTooLarge: () => {} };

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The one way the web app calls the API (base /api/v1, `Authorization: token <token>`, JSON in and out). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
}

/**
 * Downloads a file answer (a list's CSV export) under the server's file name, or `fallbackName` when it gives none.
 * The token goes in the header as for every call, so the file is fetched first and then handed to the browser.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<void> {
  const response = await send(path, { query }, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Sends a call and answers its response when it succeeded; a failure becomes an ApiError (401 ends the session). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `token ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, statusText: 'Network Error', body: null, message: GENERIC_FAILURE_MESSAGE });
  }
  if (response.ok) return response;

  const error = new ApiError({ status: response.status, statusText: response.statusText, body: await readBody(response) });
  if (error.code === 'unauthorized' && !options.ignoreUnauthorized) {
    // The session ended (expired, revoked, logged out elsewhere): forget it and reload; the login page then says why.
    clearLogin();
    markSessionEnded();
    browser.reload();
  }
  if (error.code === 'too_large') apiHooks.onFileTooLarge(ERROR_TEXT.fileTooLarge);
  throw error;
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The value now of a stale write's field (409 `current: {stock: 49.5}`, docs/product/guards.md#stale-writes): the form takes it
 * as its new starting point, so saving again after reading the message is a decision made knowing it.
 */
export function staleCurrentValue(error: unknown, field: string): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: Record<string, unknown> } | null)?.current?.[field];
  return typeof current === 'number' ? current : undefined;
}

/** A 404 answer: the record does not exist or the caller may not see it (docs/product/roles-and-permissions.md#hidden-records-answer-404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found';
}

/**
 * Whether the same request may succeed when sent again under the same Idempotency-Key: no answer came (the network),
 * or one of the contract's RETRY_CODES (a server fault, 429, a first copy still running, two writes meeting).
 */
export function mayRetry(error: unknown): boolean {
  return error instanceof ApiError && (error.code === null || RETRY_CODES.has(error.code));
}

function codeOf(status: number, body: unknown): ErrorCode {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : genericErrorCode(status);
}

function messageOf(body: unknown): string | undefined {
  // A text body (an HTML error page of a proxy) is no message for a person.
  if (typeof body === 'string') return undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error_message', 'detail', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return errors;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'error_message' || key === 'detail' || key === 'code') continue;
    if (Array.isArray(value) && value.every((m) => typeof m === 'string') && value.length > 0) errors[key] = value;
    else if (typeof value === 'string' && key !== 'message') errors[key] = [value];
  }
  return errors;
}
