/**
 * Direct calls to the running server's API, for test setup and for what the browser cannot see (the mail outbox).
 * Paths are relative to /api/v1.
 */
import { inject } from 'vitest';
import { DEMO_PASSWORD } from './demo';
import { eventually } from './expect';
import type { WhatsAppMessage } from './fake-whatsapp';
import './provided';

type ApiAnswer<T = unknown> = { status: number; body: T };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type LoginAnswer = { token: string; username: string; role: string; must_change_password: boolean };
type OutboxMessage = { id: number; to: string; subject: string; body: string; created_at: string; sent: boolean };

/** Known passwords per username, so `as(username)` can sign in again after a logout revoked its token. */
const passwords = new Map<string, string>();
const tokens = new Map<string, string>();

function baseUrl(): string {
  return inject('baseUrl');
}

/** One HTTP call; `token` adds `Authorization: token <token>`. Never throws on an error status. */
async function request<T = unknown>(method: Method, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `token ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: body as T };
}

async function login(username: string, password = passwords.get(username) ?? DEMO_PASSWORD): Promise<LoginAnswer> {
  const answer = await request<LoginAnswer & { error_message?: string }>('POST', '/account/login', { body: { username, password } });
  if (answer.status !== 200) {
    throw new Error(`api.login(${username}) answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  passwords.set(username, password);
  tokens.set(username, answer.body.token);
  return answer.body;
}

/** Calls as a signed-in user; signs in on first use and once more after a 401 (a logout elsewhere). */
function as(username: string) {
  const call = async <T = unknown>(method: Method, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const token = tokens.get(username) ?? (await login(username)).token;
    const answer = await request<T>(method, path, { token, body });
    if (answer.status !== 401) return answer;
    return request<T>(method, path, { token: (await login(username)).token, body });
  };
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
  };
}

/** The mail outbox (newest first), read as admin. */
async function outbox(search = ''): Promise<OutboxMessage[]> {
  const answer = await as('admin').get<{ results: OutboxMessage[] }>(`/account/outbox/?search=${encodeURIComponent(search)}`);
  if (answer.status !== 200) throw new Error(`GET /account/outbox answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.results;
}

/** The temporary password in the newest mail to `email` that is newer than `afterId` (waits for it). */
async function temporaryPassword(email: string, afterId = 0): Promise<string> {
  return eventually(async () => {
    const mail = (await outbox(email)).find((m) => m.to.toLowerCase() === email.toLowerCase() && m.id > afterId);
    const password = mail?.body.match(/Temporary password:\s*(\S+)/)?.[1];
    if (!password) throw new Error(`No mail with a temporary password to ${email} in the outbox`);
    return password;
  });
}

/** What the fake WhatsApp provider (support/fake-whatsapp.ts) has received so far, newest first. */
async function whatsappInbox(): Promise<WhatsAppMessage[]> {
  const response = await fetch(inject('whatsappInbox'));
  if (!response.ok) throw new Error(`The fake WhatsApp inbox answered ${response.status}`);
  return ((await response.json()) as WhatsAppMessage[]).reverse();
}

/** The id of the newest outbox message (to tell new mail from old). */
async function lastOutboxId(): Promise<number> {
  return (await outbox())[0]?.id ?? 0;
}

/**
 * Puts an account's password back to `password` whatever state a test left it in: signs in with `password` or the
 * last password the helper knows and changes it; failing both, forgot-password -> outbox -> temporary sign-in ->
 * change. Use it in `afterAll` when a test changed a demo account's password.
 */
async function restorePassword(username: string, email: string, password = DEMO_PASSWORD, knownPasswords: string[] = []): Promise<void> {
  const tryLogin = async (candidate: string) => {
    const answer = await request<LoginAnswer>('POST', '/account/login', { body: { username, password: candidate } });
    return answer.status === 200 ? answer.body : undefined;
  };
  const direct = await tryLogin(password);
  if (direct && !direct.must_change_password) {
    passwords.set(username, password);
    tokens.set(username, direct.token);
    return;
  }
  let session = direct;
  let oldPassword: string | undefined = password;
  for (const candidate of [...knownPasswords, passwords.get(username)]) {
    if (session || !candidate) continue;
    session = await tryLogin(candidate);
    oldPassword = candidate;
  }
  if (!session) {
    const since = await lastOutboxId();
    const forgot = await request('POST', '/account/forgot_password/', { body: { email } });
    if (forgot.status !== 200) throw new Error(`restorePassword(${username}): forgot_password answered ${forgot.status}`);
    const temporary = await temporaryPassword(email, since);
    session = await tryLogin(temporary);
    if (!session) throw new Error(`restorePassword(${username}): the temporary password did not sign in`);
  }
  const changed = await request('PUT', '/account/change_password/', {
    token: session.token,
    body: { old_password: session.must_change_password ? undefined : oldPassword, new_password: password, confirm_new_password: password },
  });
  if (changed.status !== 200) throw new Error(`restorePassword(${username}): change_password answered ${changed.status}: ${JSON.stringify(changed.body)}`);
  passwords.set(username, password);
  tokens.set(username, session.token);
}

export const api = { request, login, as, outbox, whatsappInbox, temporaryPassword, lastOutboxId, restorePassword };
