import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demo';
import { expectToast, expectUrl } from './expect';

/** The local storage keys of a signed-in session (spec 1 section 4). */
const SESSION_KEYS = ['token', 'role', 'user'];

/**
 * Forgets this page's session without a server call (other local storage, e.g. the layout, stays). The keys are
 * removed on a page of our origin that runs none of the app: a signed-in screen that is still working (a debounced
 * search, a refetch, a 401 that reloads to /login, the login page sending a signed-in user on to /dashboard) would
 * otherwise start a navigation of its own and abort the test's next one (ERR_ABORTED).
 */
export async function clearSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.goto('/api/v1/health');
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), SESSION_KEYS);
}

/**
 * Signs in through the login page from a clean session and waits for `expectPath` (default /dashboard; /profile
 * after a temporary password; `null` to not wait, e.g. when the password is wrong).
 */
export async function signIn(
  page: Page,
  username: string,
  password: string = DEMO_PASSWORD,
  { expectPath = '/dashboard' }: { expectPath?: string | RegExp | null } = {},
): Promise<void> {
  await clearSession(page);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (expectPath !== null) await expectUrl(page, expectPath);
}

/**
 * Default: forgets the session in this browser only (clears local storage, lands on /login) without a server call, so
 * the token stays valid for the test's own API calls. The user menu's "Logout On This Device" also revokes the token.
 * `allDevices`: through /logout ("Logout All Devices"), which revokes every token of the account.
 */
export async function signOut(page: Page, { allDevices = false }: { allDevices?: boolean } = {}): Promise<void> {
  if (allDevices) {
    await page.goto('/logout');
    await expectToast(page, 'Logged out successfully');
  } else {
    // Leave the signed-in screen before its token goes (see clearSession).
    await page.goto('about:blank');
    await page.goto('/api/v1/health');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
  }
  await expectUrl(page, '/login');
}

/** The token the web app stored for this page's session. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
