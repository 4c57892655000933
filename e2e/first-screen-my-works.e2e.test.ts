/**
 * The worker's first load (issue 33 point 7): a signed-in worker opening /my-works on a phone with an empty cache
 * downloads at most 150 kB of JavaScript, counted as the server sends it (compressed, as Chromium accepts br).
 */
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { expectVisible } from './support/expect';

const SCRIPT_BUDGET_BYTES = 150_000;

describe("the worker's My works", () => {
  const e2e = useBrowser({ viewport: PHONE });

  it('loads at most 150 kB of JavaScript (compressed, as sent) on a cold start, and shows the works', async () => {
    const login = await api.login('worker');
    // A fresh context: an empty cache. The session is put in local storage on a page of our origin that runs none of
    // the app, as the login page would leave it.
    const page = await e2e.newPage();
    await page.goto('/api/v1/health');
    await page.evaluate((l) => {
      localStorage.setItem('token', l.token);
      localStorage.setItem('role', l.role);
      localStorage.setItem('user', l.username);
    }, login);

    const downloads: Array<Promise<{ url: string; sent: number; encoding: string | null }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      downloads.push(
        (async () => {
          await response.finished();
          const { responseBodySize } = await response.request().sizes();
          return { url: response.url(), sent: responseBodySize, encoding: await response.headerValue('content-encoding') };
        })(),
      );
    });
    await page.goto('/my-works', { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('heading', { name: 'My works' }));
    await expectVisible(page.getByRole('heading', { name: 'Finished today' }));

    const files = await Promise.all(downloads);
    const listing = files.map((f) => `${f.url} sent ${f.sent} (${f.encoding ?? 'not compressed'})`).join('\n');
    // My works' own modules are one file (vite.config.ts, group my-works).
    expect(files.some((file) => file.url.includes('/assets/my-works-')), listing).toBe(true);
    expect(files.every((file) => file.encoding === 'br'), listing).toBe(true);
    expect(files.reduce((sum, file) => sum + file.sent, 0), listing).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
  });
});
