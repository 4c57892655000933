import type { LoginResult } from '@steelworks/contract/account';

/** The localStorage keys of a signed-in session (docs/product/client-2022-names.md#other-shapes). */
const SESSION_KEYS = { token: 'token', role: 'role', user: 'user' } as const;

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function getRole(): string | null {
  return localStorage.getItem(SESSION_KEYS.role);
}

export function getUser(): string | null {
  return localStorage.getItem(SESSION_KEYS.user);
}

export function saveLogin(result: Pick<LoginResult, 'token' | 'role' | 'username'>): void {
  localStorage.setItem(SESSION_KEYS.token, result.token);
  localStorage.setItem(SESSION_KEYS.role, result.role);
  localStorage.setItem(SESSION_KEYS.user, result.username);
}

/** Forgets the stored login (a 401 answer); other settings such as the layout stay. */
export function clearLogin(): void {
  for (const key of [...Object.values(SESSION_KEYS), 'fieldSiteId']) localStorage.removeItem(key);
}

/** Logout: the spec clears all of local storage. */
export function clearAllStorage(): void {
  localStorage.clear();
}

/** Full page reload; a seam so tests can observe it (jsdom cannot reload). */
export const browser = {
  reload: (): void => window.location.reload(),
};

const SESSION_ENDED_KEY = 'sessionEnded';

/** Remembers across the reload that follows a 401 that the session ended, so the login page can say so. */
export function markSessionEnded(): void {
  sessionStorage.setItem(SESSION_ENDED_KEY, '1');
}

/** Whether the last session ended by a 401; reading it forgets it (the message shows once). */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  sessionStorage.removeItem(SESSION_ENDED_KEY);
  return ended;
}

/** The login page's message after a 401 (docs/product/guards.md#messages-a-user-sees). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
