import { ERROR_TEXT, type FieldErrors } from '@steelworks/contract/common/errors';
import { browser, clearLogin, getToken } from './session';

export const API_BASE = '/api/v1';

/** A failed call: HTTP status and text, the parsed body, the one-line message and the per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly fieldErrors: FieldErrors;

  constructor(init: { status: number; statusText: string; body: unknown; message?: string }) {
    super(init.message ?? messageOf(init.body) ?? (init.statusText || 'Something Went Wrong'));
    this.name = 'ApiError';
    this.status = init.status;
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
}

/** Called with the 413 message; the toast helper is plugged in by the app (keeps this file free of UI). */
export const apiHooks: { onFileTooLarge: (message: string) => void } = { onFileTooLarge: () => {} };

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
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
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    throw new ApiError({ status: 0, statusText: 'Network Error', body: null, message: 'Something Went Wrong' });
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = new ApiError({ status: response.status, statusText: response.statusText, body: data });
  if (response.status === 401 && !options.ignoreUnauthorized) {
    clearLogin();
    browser.reload();
  }
  if (response.status === 413) apiHooks.onFileTooLarge(ERROR_TEXT.fileTooLarge);
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

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body.slice(0, 300);
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
    if (key === 'error_message' || key === 'detail') continue;
    if (Array.isArray(value) && value.every((m) => typeof m === 'string') && value.length > 0) errors[key] = value;
    else if (typeof value === 'string' && key !== 'message') errors[key] = [value];
  }
  return errors;
}
