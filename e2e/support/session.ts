import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demo';
import { expectUrl } from './expect';

/** The local storage keys of a signed-in session (docs/product/client-2022-names.md#other-shapes). */
const SESSION_KEYS = ['token', 'role', 'user'];

/**
 * Forgets this page's session without a server call (other local storage, e.g. the layout, stays). The keys are
 * removed on a page of our origin that runs none of the app: a signed-in screen that is still working (a debounced
 * search, a refetch, a 401 that reloads to /login, the login page sending a signed-in user on to /dashboard) would
 * otherwise start a navigation of its own and abort the test's next one (ERR_ABORTED).
 */
export async function clearSession(page: Page): Promise<void> {
  // A navigation the last screen started just now (the login page sending a fresh sign-in on to /dashboard) can
  // interrupt this one: let it land, then leave.
  await page.goto('about:blank').catch(async (error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
    await page.waitForLoadState();
    await page.goto('about:blank');
  });
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

/** The token the web app stored for this page's session. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
