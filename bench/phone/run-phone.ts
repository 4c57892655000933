// `npm run bench -- --only phone`: Lighthouse's mobile profile on the phone screens (issue 33 point 7), against the
// built server with the demo data. Prints one row per page and returns false when one misses a goal. See
// bench/README.md "Phone speed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { freePort, startServer, waitUntil, type ServerProcess } from '../../apps/server/test/server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Each page's Lighthouse report (HTML to read, JSON to compare), kept after the run; git ignores bench/results. */
const REPORTS = path.join(ROOT, 'bench/results/phone');
const PASSWORD = 'Demo@1234';
/** Issue 33 point 7. */
const MIN_SCORE = 90;
const MY_WORKS_SCRIPT_BUDGET_BYTES = 150_000;
/** Lighthouse runs per page; the table shows the run with the median score. */
const RUNS = 3;

/** Debian's Chromium in a container: no sandbox, no GPU, no background networking (puppeteer adds its own headless flag). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type PhonePage = {
  name: string;
  path: string;
  /** Demo account signed in before the run (account.seed.ts); none for the login screen. */
  username?: string;
  /** The first load of My works must stay within 150 kB of compressed script. */
  scriptBudget?: number;
};

/** The worker's My works and the field staff's home (/dashboard shows FieldStaffHome to the fieldstaff role). */
const PAGES: PhonePage[] = [
  { name: 'login', path: '/login' },
  { name: 'my-works (worker)', path: '/my-works', username: 'worker', scriptBudget: MY_WORKS_SCRIPT_BUDGET_BYTES },
  { name: 'field home (field)', path: '/dashboard', username: 'field' },
];

type Row = {
  page: string;
  score: number;
  /** Every run's score, the median's row shown. */
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Script bodies as sent (compressed), the goal's figure. */
  scriptBytes: number;
  /** The same with each response's headers (Lighthouse's transfer size). */
  scriptTransferBytes: number;
  scriptFiles: number;
  installErrors: string[];
  misses: string[];
};

type Log = (message: string) => void;

export async function runPhoneBench(log: Log): Promise<boolean> {
  build(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-phone-'));
  const port = await freePort();
  const server = startServer('phone', path.join(ROOT, 'apps/server/dist'), port, {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(ROOT, 'apps/web/dist'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The embedded database, the outbox and in-memory limits, whatever the caller's shell has.
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
  });
  try {
    log(`phone: starting the built server on ${server.url} (demo data in ${dataDir})`);
    await waitUntil(server, ['ready']);
    const rows: Row[] = [];
    for (const phonePage of PAGES) {
      log(`phone: Lighthouse on ${phonePage.path}${phonePage.username ? ` as ${phonePage.username}` : ''}`);
      rows.push(await measurePage(server, phonePage));
    }
    printTable(rows);
    return rows.every((row) => row.misses.length === 0);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run build --if-stale`: the web app and the server as `npm start` serves them, rebuilt only when their sources changed. */
function build(log: Log): void {
  log('phone: node scripts/build.mjs --if-stale');
  const result = spawnSync('node', ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('phone: the build failed');
}

async function signIn(server: ServerProcess, username: string): Promise<{ token: string; role: string; username: string }> {
  const answer = await fetch(`${server.url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`phone: signing in as ${username} answered ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { token: string; role: string; username: string };
}

type Run = { lhr: LighthouseResult; report: string[]; scripts: ReturnType<typeof scriptResponses>; installErrors: string[] };
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * RUNS Lighthouse runs of one page, each in a browser of its own (a fresh profile: one session, an empty cache); the
 * row is the run with the median score, as Lighthouse advises against reading one run on a machine that is not idle.
 * Lighthouse's trace found no navigation start in a second browser context of a shared browser (NO_NAVSTART).
 */
async function measurePage(server: ServerProcess, phonePage: PhonePage): Promise<Row> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(server, phonePage));
  const run = [...runs].sort((a, b) => scoreOf(a.lhr) - scoreOf(b.lhr))[Math.floor(runs.length / 2)]!;
  const { lhr, scripts } = run;
  fs.mkdirSync(REPORTS, { recursive: true });
  const reportName = phonePage.name.replace(/\W+/g, '-').replace(/-$/, '');
  fs.writeFileSync(path.join(REPORTS, `${reportName}.json`), run.report[0]!);
  fs.writeFileSync(path.join(REPORTS, `${reportName}.html`), run.report[1]!);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const row: Row = {
    page: phonePage.name,
    score: scoreOf(lhr),
    scores: runs.map((r) => scoreOf(r.lhr)),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    scriptBytes: scripts.reduce((sum, r) => sum + r.body, 0),
    scriptTransferBytes: scripts.reduce((sum, r) => sum + r.transfer, 0),
    scriptFiles: scripts.length,
    installErrors: run.installErrors,
    misses: [],
  };
  if (finalPath !== phonePage.path) row.misses.push(`ended on ${finalPath}, not ${phonePage.path}`);
  if (row.score < MIN_SCORE) row.misses.push(`score ${row.score} < ${MIN_SCORE}`);
  if (phonePage.scriptBudget && row.scriptBytes > phonePage.scriptBudget) row.misses.push(`script ${kB(row.scriptBytes)} kB > ${kB(phonePage.scriptBudget)} kB`);
  if (row.installErrors.length) row.misses.push(`not installable: ${row.installErrors.join('; ')}`);
  return row;
}

const scoreOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

async function runLighthouse(server: ServerProcess, phonePage: PhonePage): Promise<Run> {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (phonePage.username) {
      const login = await signIn(server, phonePage.username);
      // The keys the web app's lib/session.ts saveLogin writes, set on a page of our origin that runs none of the app.
      await page.goto(`${server.url}/api/v1/health`);
      await page.evaluate((l) => {
        const { localStorage } = globalThis as unknown as PageGlobals;
        localStorage.setItem('token', l.token);
        localStorage.setItem('role', l.role);
        localStorage.setItem('user', l.username);
      }, login);
    }
    const url = server.url + phonePage.path;
    // Lighthouse's defaults: mobile form factor and screen, simulated slow 4G and 4x CPU. Its storage reset clears the
    // HTTP cache, service workers and cache storage (a cold load) but not local storage, so the session stays.
    const flags: Flags = { logLevel: 'error', output: ['json', 'html'], onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`phone: Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`phone: Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return {
      lhr: result.lhr,
      report: result.report as string[],
      scripts: scriptResponses(result.artifacts.DevtoolsLog, server.url),
      installErrors: await installabilityErrors(page, url),
    };
  } finally {
    await browser.close();
  }
}

type DevtoolsEvent = { method: string; params?: unknown };
type ResponseReceived = { requestId: string; type: string; response: { url: string; encodedDataLength: number } };
type LoadingFinished = { requestId: string; encodedDataLength: number };
/** What the functions run in the page use (this workspace compiles without the DOM library). */
type PageGlobals = {
  localStorage: { setItem(key: string, value: string): void };
  navigator: { serviceWorker?: { getRegistration(): Promise<unknown>; ready: Promise<unknown> } };
};

/**
 * Every script of our origin that the load fetched, from the protocol events Lighthouse recorded: its body as it came
 * over the wire (compressed: the bytes received less the response's headers) and the whole transfer.
 */
function scriptResponses(log: readonly DevtoolsEvent[], origin: string): Array<{ url: string; body: number; transfer: number }> {
  const responses = new Map<string, { url: string; headers: number }>();
  const scripts: Array<{ url: string; body: number; transfer: number }> = [];
  for (const event of log) {
    if (event.method === 'Network.responseReceived') {
      const { requestId, type, response } = event.params as ResponseReceived;
      if (type === 'Script' && response.url.startsWith(origin)) responses.set(requestId, { url: response.url, headers: response.encodedDataLength });
    } else if (event.method === 'Network.loadingFinished') {
      const { requestId, encodedDataLength } = event.params as LoadingFinished;
      const response = responses.get(requestId);
      if (response) scripts.push({ url: response.url, body: encodedDataLength - response.headers, transfer: encodedDataLength });
    }
  }
  return scripts;
}

/**
 * Chromium's own verdict on installing the page (Lighthouse 12 has no PWA category any more): the errors of CDP
 * `Page.getInstallabilityErrors` after a normal load, once the service worker had its chance to take control.
 */
async function installabilityErrors(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.evaluate(async () => {
    const { serviceWorker } = (globalThis as unknown as PageGlobals).navigator;
    if (!serviceWorker || !(await serviceWorker.getRegistration())) return;
    await Promise.race([serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  const session = await page.createCDPSession();
  try {
    const { installabilityErrors: errors } = await session.send('Page.getInstallabilityErrors');
    return errors.map((e) => e.errorId + (e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''));
  } finally {
    await session.detach();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-');

function printTable(rows: Row[]): void {
  const lines = [
    '| page | score (runs) | FCP ms | LCP ms | TBT ms | CLS | SI ms | JS kB sent (files) | with headers | installable | goals |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) =>
      [
        r.page,
        `${r.score} (${r.scores.join(', ')})`,
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
        Number.isFinite(r.cls) ? r.cls.toFixed(3) : '-',
        ms(r.si),
        `${kB(r.scriptBytes)} (${r.scriptFiles})`,
        kB(r.scriptTransferBytes),
        r.installErrors.length ? 'no' : 'yes',
        r.misses.length ? `MISSED: ${r.misses.join('; ')}` : 'ok',
      ].join(' | '),
    ).map((line) => `| ${line} |`),
  ];
  console.log(lines.join('\n'));
  console.log(`Goals (issue 33 point 7): score >= ${MIN_SCORE} on each page, installable (Page.getInstallabilityErrors empty), my-works' first load <= ${kB(MY_WORKS_SCRIPT_BUDGET_BYTES)} kB of script as sent (compressed bodies, cold cache). Reports: ${path.relative(ROOT, REPORTS)}/.`);
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}
