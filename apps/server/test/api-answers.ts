/**
 * Records the API's answers to a fixed set of requests, or compares them with a recording: the proof that a
 * restructuring of the server changed no behaviour (docs/decisions/029-rooms-by-capability.md).
 *
 *   npm run api-answers -- record /tmp/before.json
 *   npm run api-answers -- compare /tmp/before.json
 *
 * The requests: every operation of the OpenAPI document, as the demo admin on a fresh embedded database with the demo
 * data. Reads go first, a path parameter set to the first
 * id its list shows (else 1); then each write with an empty JSON body (its validation answer,
 * or its effect where nothing is required), in path order. Times, tokens, ids of uploaded files and the push key change
 * from run to run and are masked; dates stay, so record and compare on the same day.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDemoIntoEmptyDatabase } from '../src/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/account/account.seed';

type Answer = { request: string; status: number; body: unknown };

const TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const LONG_HEX = /\b[0-9a-f]{32,}\b/gi;

const [mode, file] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'compare') || !file) {
  console.error('usage: npm run api-answers -- record|compare FILE');
  process.exit(2);
}

const answers = await recordAnswers();
if (mode === 'record') {
  fs.writeFileSync(file, JSON.stringify(answers, null, 1));
  console.log(`${answers.length} answers recorded in ${file}`);
} else {
  const recorded: Answer[] = JSON.parse(fs.readFileSync(file, 'utf8'));
  const differences = compareAnswers(recorded, answers);
  for (const line of differences) console.log(line);
  console.log(`${answers.length} answers compared: ${differences.length ? `${differences.length} differ` : 'all identical'}`);
  process.exitCode = differences.length ? 1 : 0;
}

async function recordAnswers(): Promise<Answer[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-api-answers-'));
  const config = { ...readConfig({ WEB_DIST: '', DATA_DIR: dataDir }), rateLimitPerMinute: 1_000_000 };
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  const app = await buildApp({ db: database.db, config, logger: false, poolStats: database.poolStats });
  await app.ready();
  await seedDemoIntoEmptyDatabase(app.ctx, app.log);

  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  let token = '';
  const signIn = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { username: admin.username, password: DEMO_PASSWORD } });
    token = response.json().token;
  };
  await signIn();

  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), route })),
  );
  // In path order, not the document's: moving a route to another file changes the order routes are registered in.
  operations.sort((a, b) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method));
  const reads = operations.filter((o) => o.method === 'GET');
  const writes = operations.filter((o) => o.method !== 'GET' && o.method !== 'HEAD' && o.method !== 'OPTIONS');

  // A path parameter is the id of the first record its list shows (the route up to the parameter), else 1.
  const firstIds = new Map<string, string>();
  const firstIdOf = async (list: string) => {
    if (!firstIds.has(list)) {
      const response = await app.inject({ method: 'GET', url: list, headers: { authorization: `token ${token}` } });
      const body = response.statusCode === 200 ? response.json() : undefined;
      const first = Array.isArray(body) ? body[0] : body?.results?.[0];
      firstIds.set(list, String(first?.id ?? 1));
    }
    return firstIds.get(list)!;
  };
  for (const { route } of operations) {
    const list = route.match(/^(.*?)\/\{[^}]+\}/)?.[1];
    if (list) await firstIdOf(list);
  }

  const answers: Answer[] = [];
  for (const { method, route } of [...reads, ...writes]) {
    const url = route.replace(/^(.*?)\/\{[^}]+\}/, (_, list: string) => `${list}/${firstIds.get(list)}`).replace(/\{[^}]+\}/g, '1');
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `token ${token}` },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    await app.ctx.jobs.idle();
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      /* not JSON (CSV, HTML, an image): the text itself */
    }
    answers.push({ request: `${method} ${url}`, status: response.statusCode, body: masked(body) });
    // A write may end the session (sign-out) or change the password: the next request signs in again.
    const stillSignedIn = await app.inject({ method: 'GET', url: '/api/v1/account/profile', headers: { authorization: `token ${token}` } });
    if (stillSignedIn.statusCode !== 200) await signIn();
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return answers;
}

/** The answer with what differs from run to run replaced by a mark. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(TIMESTAMP, '<time>').replace(UUID, '<uuid>').replace(LONG_HEX, '<hex>');
  if (Array.isArray(value)) return value.map(masked);
  // The Web Push public key is made for each new database.
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'public_key' ? '<key>' : masked(v)]));
  return value;
}

function compareAnswers(recorded: Answer[], now: Answer[]): string[] {
  const byRequest = new Map(recorded.map((a) => [a.request, a]));
  const differences: string[] = [];
  for (const answer of now) {
    const before = byRequest.get(answer.request);
    byRequest.delete(answer.request);
    if (!before) differences.push(`new request: ${answer.request} (${answer.status})`);
    else if (before.status !== answer.status) differences.push(`${answer.request}: status ${before.status} -> ${answer.status}`);
    else if (!isDeepStrictEqual(before.body, answer.body)) {
      differences.push(`${answer.request}: body differs\n  before: ${JSON.stringify(before.body).slice(0, 400)}\n  now:    ${JSON.stringify(answer.body).slice(0, 400)}`);
    }
  }
  for (const request of byRequest.keys()) differences.push(`request gone: ${request}`);
  return differences;
}
