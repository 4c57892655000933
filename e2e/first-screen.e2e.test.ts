/**
 * The first screen's weight (issue 15 point 4): what a browser downloads to show the login page, JavaScript and CSS,
 * stays within 200 kB, both as gzip (the figure the build prints) and as the server actually sends it (compressed).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectVisible } from './support/expect';

const BUDGET_BYTES = 200_000;

describe('the login screen', () => {
  const e2e = useBrowser();

  it('loads at most 200 kB of JavaScript and CSS (gzip), every preloaded chunk included, and is sent compressed', async () => {
    const page = await e2e.newPage();
    const downloads: Array<Promise<{ url: string; gzip: number; sent: number; encoding: string | null }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      downloads.push(
        (async () => {
          const body = await response.body();
          await response.finished();
          const { responseBodySize } = await response.request().sizes();
          return { url: response.url(), gzip: gzipSync(body).length, sent: responseBodySize, encoding: await response.headerValue('content-encoding') };
        })(),
      );
    });
    await page.goto(`${e2e.baseUrl}/login`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('button', { name: 'Sign In' }));
    const files = await Promise.all(downloads);
    const listing = files.map((f) => `${f.url} gzip ${f.gzip}, sent ${f.sent} (${f.encoding ?? 'not compressed'})`).join('\n');
    expect(files.some((file) => file.url.includes('/assets/login-page-'))).toBe(true);
    expect(files.every((file) => file.encoding === 'br' || file.encoding === 'gzip'), listing).toBe(true);
    expect(files.reduce((sum, file) => sum + file.gzip, 0), listing).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(files.reduce((sum, file) => sum + file.sent, 0), listing).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
