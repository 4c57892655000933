import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Browser, Route } from 'playwright-core';
import { grantRender } from './render-grants';

/** The browser's only origin: not a real host, so a request that would leave the process has nowhere to go. */
const ORIGIN = 'http://pdf-renderer.invalid';
const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** A page that has not drawn its document by then will not: the render fails (503) rather than hang a request. */
const RENDER_LIMIT_MS = 30_000;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

type RenderJob = {
  /** The web app's print page of the document, e.g. `/billing/invoices/12/print`. */
  pagePath: string;
  /** The API paths that page reads; the renderer's grant opens these and nothing else. */
  apiPaths: string[];
  /** Text the page shows once it has drawn the document (its number). */
  waitForText: string;
  /** The PDF's title (its number and dealer, as the file's name says them). */
  title: string;
};

export type PdfRenderer = {
  /** Whether a browser is configured and the web app is built. */
  available: boolean;
  render(job: RenderJob): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * Prints the web app's own print page of a document to PDF in headless Chromium (docs/decisions/046-documents-as-pdf.md),
 * so the PDF is the A4 print itself. Every request the page makes is answered inside this process: the built app's
 * files from WEB_DIST, its API reads through `app.inject` under a one-minute grant for that document's paths only,
 * anything else refused. The browser starts on the first render and stays; renders go one at a time (memory).
 */
export function createPdfRenderer(options: { chromiumPath: string | undefined; webDist: string | undefined; app: FastifyInstance; log: FastifyBaseLogger }): PdfRenderer {
  const { chromiumPath, webDist, app, log } = options;
  let browser: Promise<Browser> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const launch = async (): Promise<Browser> => {
    const { chromium } = await import('playwright-core');
    const started = await chromium.launch({ executablePath: chromiumPath, args: BROWSER_ARGS });
    started.on('disconnected', () => {
      browser = undefined;
    });
    return started;
  };

  const answerFile = async (route: Route, pathname: string) => {
    const root = path.resolve(webDist!);
    let file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(root + path.sep)) return route.fulfill({ status: 404 });
    // Page routes (no extension) get the app, as the server's not-found handler gives them.
    if (!path.extname(file)) file = path.join(root, 'index.html');
    const body = await fs.readFile(file).catch(() => null);
    if (!body) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  };

  const renderOne = async (job: RenderJob): Promise<Buffer> => {
    browser ??= launch().catch((error: unknown) => {
      browser = undefined;
      throw error;
    });
    const context = await (await browser).newContext({ viewport: { width: 1200, height: 1600 }, serviceWorkers: 'block' });
    const grant = grantRender(job.apiPaths);
    try {
      // The web app's session keys (apps/web/src/lib/session.ts), so the print page reads as signed in.
      const session = { token: grant.token, role: 'admin', user: 'pdf-renderer' };
      await context.addInitScript({ content: `for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v);` });
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== ORIGIN) return route.abort();
        if (!url.pathname.startsWith('/api/')) return answerFile(route, url.pathname);
        // What the page's frame asks besides the document (the profile, the bell's count) is not the renderer's to
        // read. It is left unanswered until the page closes: the frame keeps waiting, hidden in print, whereas an
        // answer would change the page (401 ends the app's session, 404 shows the not-found page, others a toast).
        if (!job.apiPaths.includes(url.pathname.replace(/\/+$/, ''))) return;
        const answer = await app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers: { authorization: `token ${grant.token}` },
        });
        if (answer.statusCode >= 400) log.warn({ path: url.pathname, status: answer.statusCode }, 'pdf renderer: a read of the document failed');
        log.debug({ path: url.pathname, status: answer.statusCode }, 'pdf renderer: read');
        return route.fulfill({ status: answer.statusCode, body: answer.rawPayload, contentType: String(answer.headers['content-type'] ?? 'application/json') });
      });
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_LIMIT_MS);
      await page.goto(`${ORIGIN}${job.pagePath}`, { waitUntil: 'load' });
      await page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(job.waitForText)})`).catch(async (error: unknown) => {
        // What the page showed instead, for the log (no money, no addresses: the first line of its text).
        const shown = await page.evaluate('document.body.innerText.slice(0, 300)').catch(() => '');
        log.warn({ page: job.pagePath, shown }, 'pdf renderer: the document did not appear');
        throw error;
      });
      await page.evaluate(`document.title = ${JSON.stringify(job.title)}; document.fonts.ready.then(() => true)`);
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      grant.revoke();
      await context.close().catch(() => undefined);
    }
  };

  return {
    available: !!chromiumPath && !!webDist,
    render(job) {
      const next = queue.then(
        () => renderOne(job),
        () => renderOne(job),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      const open = browser;
      browser = undefined;
      await (await open?.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
