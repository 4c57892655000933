#!/usr/bin/env node
// `npm run build`: the web app (apps/web/dist) and the server (apps/server/dist).
// `--if-stale` (what `npm start` runs) builds only a part whose sources changed since its last build: each build
// writes a hash of its sources into its dist folder, so a start after a pull builds once and every later start of the
// same sources starts at once. `--fresh <part>` builds nothing: it exits 0 when that part's dist folder holds a build
// of its current sources, 1 when not (the e2e setup copies a fresh apps/web/dist instead of building again).
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-hash';
// This script too: a change in how a part is built builds it again.
const shared = ['scripts/build.mjs', 'packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const parts = [
  {
    name: 'web',
    dist: 'apps/web/dist',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/app-shell-scroll-classes.ts', 'apps/web/feature-public-files.ts', 'apps/web/first-screen-weight.ts', 'apps/web/postcss.config.cjs', 'apps/web/package.json', ...shared],
    command: ['npm', ['run', 'build', '-w', '@steelworks/web']],
  },
  {
    name: 'server',
    dist: 'apps/server/dist',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
    command: ['node', ['apps/server/build.mjs']],
  },
];

/** Tests and type declarations do not change what is built. */
const ignored = (file) => /\.test\.tsx?$|\.d\.ts$|\/src\/test\//.test(file);

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !ignored(file));
}

function sourceHash(part) {
  const hash = crypto.createHash('sha256');
  for (const file of part.sources.flatMap(filesUnder).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

function isFresh(part, hash = sourceHash(part)) {
  const stampFile = path.join(root, part.dist, STAMP);
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
}

const freshFlag = process.argv.indexOf('--fresh');
if (freshFlag !== -1) {
  const part = parts.find((candidate) => candidate.name === process.argv[freshFlag + 1]);
  if (!part) {
    console.error(`--fresh needs a part: ${parts.map((candidate) => candidate.name).join(' or ')}`);
    process.exit(2);
  }
  process.exit(isFresh(part) ? 0 : 1);
}

const onlyStale = process.argv.includes('--if-stale');
for (const part of parts) {
  const hash = sourceHash(part);
  if (onlyStale && isFresh(part, hash)) continue;
  console.log(`Building the ${part.name} (${onlyStale ? 'its sources changed since the last build' : 'npm run build'})...`);
  const [command, args] = part.command;
  // Production React and Mantine whatever the caller's NODE_ENV: run from a test runner (NODE_ENV=test) or a shell
  // with NODE_ENV=development, Vite would otherwise bundle their development builds, a third larger and slower.
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error(`The ${part.name} build failed.`);
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(path.join(root, part.dist, STAMP), hash);
}
