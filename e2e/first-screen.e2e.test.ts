/**
 * The first screen's weight (issue 15 point 4): what a browser downloads to show the login page, JavaScript and CSS,
 * compressed with gzip as a server or CDN sends it, stays within 200 kB. The build prints the same figure.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { expectVisible } from './support/expect';

const BUDGET_BYTES = 200_000;

describe('the login screen', () => {
  const e2e = useBrowser();

  it('loads at most 200 kB of JavaScript and CSS (gzip), every preloaded chunk included', async () => {
    const page = await e2e.newPage();
    const downloads: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      downloads.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body).length })));
    });
    await page.goto(`${e2e.baseUrl}/login`, { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('button', { name: 'Sign In' }));
    const files = await Promise.all(downloads);
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    expect(files.some((file) => file.url.includes('/assets/login-page-'))).toBe(true);
    expect(total, files.map((f) => `${f.url} ${f.bytes}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
