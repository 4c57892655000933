import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { ARTIFACTS_DIR } from './paths';
import './provided';

/**
 * Debian's Chromium in a container: headless, no sandbox, no GPU, no QUIC, nothing fetched in the background. The
 * tests open one origin, so per-site renderer processes buy nothing: site isolation off, at most two renderers, and the
 * (software) GPU service inside the browser process leave a 2-core machine fewer processes to start and to switch
 * between; PaintHolding off paints a same-origin page as it comes instead of holding its first frame back. Together
 * these took 14% off the browser tests' time; no one of them alone did (docs/decisions/060-suite-time.md).
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process,PaintHolding',
  '--renderer-process-limit=2',
  '--in-process-gpu',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** How long element waits and navigations may take before a step fails. */
export const STEP_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

/**
 * One browser for all the files of the run: they run one after another in one worker process, which keeps its modules
 * (`isolate: false` in e2e/vitest.config.ts), so starting Chromium once saves its start and first renderer in every
 * file. Each file still gets contexts of its own (own storage, cookies, service workers), closed when it ends. The
 * browser ends with the worker process (Playwright closes what it launched when its process exits). A browser that
 * crashed, was closed or failed to start is started again by the next file.
 */
let sharedBrowser: Promise<Browser> | undefined;

function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium
    .launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS })
    .then(
      (browser) => {
        browser.on('disconnected', () => (sharedBrowser = undefined));
        return browser;
      },
      (error: unknown) => {
        // A start that failed is tried again by the next file rather than failing every file after it.
        sharedBrowser = undefined;
        throw error;
      },
    );
  return sharedBrowser;
}

export type BrowserOptions = { viewport?: { width: number; height: number } };

export type BrowserHandle = {
  readonly browser: Browser;
  /** The file's own context: one local storage, i.e. one signed-in session at a time. */
  readonly context: BrowserContext;
  /** The file's page, in `context`. */
  readonly page: Page;
  readonly baseUrl: string;
  /** Another fresh context (its own session), closed when the file ends. */
  newContext(options?: BrowserOptions): Promise<BrowserContext>;
  /** A page in another fresh context, e.g. for a second user signed in at the same time. */
  newPage(options?: BrowserOptions): Promise<Page>;
};

/**
 * Registers the hooks of one test file (or describe block): a browser, a fresh context and page for the file,
 * a screenshot of every open page (plus the browser console) when a test fails, and closing it all at the end.
 * The returned object's properties are filled in by `beforeAll`; read them inside tests and hooks.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserHandle {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let main: { context: BrowserContext; page: Page } | undefined;
  const contexts: BrowserContext[] = [];
  const consoleLines: string[] = [];

  // Reduced motion, as a system set so asks: no turning spinner or sliding dialog to paint (reduced-motion.css).
  const openContext = async (opts: BrowserOptions = {}) => {
    if (!browser) throw new Error('useBrowser: the browser is not started yet (use it inside a test or hook)');
    const context = await browser.newContext({ baseURL: baseUrl, viewport: opts.viewport ?? options.viewport ?? DESKTOP, reducedMotion: 'reduce' });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    context.on('page', (page) => watchConsole(page, consoleLines));
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await openContext();
    main = { context, page: await context.newPage() };
  });

  beforeEach((ctx) => {
    consoleLines.length = 0;
    ctx.onTestFailed(async () => {
      const name = artifactName(ctx.task.file.name, ctx.task.fullTestName ?? ctx.task.name);
      fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
      for (const [i, page] of pages.entries()) {
        const file = path.join(ARTIFACTS_DIR, `${name}${pages.length > 1 ? `-${i + 1}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
        console.error(`[e2e] screenshot of ${page.url()} -> ${path.relative(process.cwd(), file)}`);
      }
      if (consoleLines.length > 0) {
        fs.writeFileSync(path.join(ARTIFACTS_DIR, `${name}.console.txt`), consoleLines.join('\n') + '\n');
      }
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    browser = undefined;
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useBrowser: ${what} is not ready (use it inside a test or hook)`);
    return value;
  };
  return {
    get browser() {
      return required(browser, 'the browser');
    },
    get context() {
      return required(main, 'the context').context;
    },
    get page() {
      return required(main, 'the page').page;
    },
    baseUrl,
    newContext: openContext,
    async newPage(opts) {
      return (await openContext(opts)).newPage();
    },
  };
}

function watchConsole(page: Page, lines: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') lines.push(`[${message.type()}] ${page.url()} ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`[pageerror] ${page.url()} ${error.message}`));
}

function artifactName(file: string, test: string): string {
  const clean = (s: string) => s.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100);
  return `${clean(path.basename(file, '.e2e.test.ts'))}--${clean(test)}`;
}
