#!/usr/bin/env node
// `npm test`: type checks, lint, doc links, dead code (knip), Vitest (contract, server on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, web),
// then the browser end-to-end tests. Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const started = Date.now();
/** Each phase's wall time, printed at the end so that a slow phase shows (the suite should stay under 30 minutes). */
const phaseTimes = [];

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  phaseTimes.push([title, Date.now() - start]);
  return result.status === 0;
}

/** Runs Vitest with a JSON report and adds its test counts; a run that fails without failed tests counts one. */
function vitest(title, args, env = {}) {
  const report = path.join(tmp, `${title.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  const ok = run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  let counted = false;
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    counted = summary.numFailedTests > 0 || summary.numTotalTests > 0;
  }
  if (!ok && (!counted || failed === 0)) failed += 1;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/**
 * The checks, two at a time (the machine has two cores; the type check alone takes as long as the others together).
 * Each one's output is printed whole when it ends, so two never interleave.
 */
async function checks(list) {
  const queue = [...list];
  const start = Date.now();
  const runNext = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [title, command, args] = check;
      const checkStart = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`\n=== ${title} (${minutes(Date.now() - checkStart)}) ===${output ? `\n${output.trimEnd()}` : ''}`);
      if (status === 0) passed += 1;
      else {
        failed += 1;
        console.error(`\n${title} failed`);
      }
    }
  };
  await Promise.all([runNext(), runNext()]);
  phaseTimes.push(['checks', Date.now() - start]);
}

await checks([
  ['type check', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['doc links', 'node', ['scripts/check-doc-links.mjs']],
  ['dead code', 'npx', ['knip']],
  ['layers', 'npm', ['run', '--silent', 'layers']],
]);
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the server tests run on the embedded PGlite only (CI runs them on PostgreSQL too).');
}
vitest('unit and integration', []);

const chromium = findChromium();
if (chromium) {
  vitest('end-to-end', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
} else if (process.env.CI === 'true') {
  console.error('\nNo Chromium found (/usr/bin/chromium): the end-to-end tests are required when CI=true.');
  failed += 1;
} else {
  console.warn('\n' + '!'.repeat(100));
  console.warn('!!! END-TO-END TESTS SKIPPED: no Chromium at /usr/bin/chromium (install it: apt-get install -y chromium)');
  console.warn('!'.repeat(100));
}

console.log('\n=== time per phase ===');
for (const [title, ms] of phaseTimes) console.log(`${title.padEnd(24)} ${minutes(ms)}`);
console.log(`${'all'.padEnd(24)} ${minutes(Date.now() - started)}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
