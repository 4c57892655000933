#!/usr/bin/env node
// `npm run layers` (part of `npm run lint`): which way the code may depend (docs/decisions/048-dependencies-one-way.md).
// dependency-cruiser reads every import once; its rules (.dependency-cruiser.cjs) check the file-level layers, and this
// script adds what a file-level rule cannot see: cycles between whole server modules and between whole web features
// (billing imports order and order imports billing, through any files), and that a module writes no other module's
// tables (docs/decisions/061-reads-along-writes-by-owner.md). What broke a rule when the check came in is
// listed, and only that is let through: in `.dependency-cruiser-known-violations.json` for the rules, in
// `.module-cycles-known.json` for the cycles. Anything new fails; regenerate a list when a break is removed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const KNOWN_CYCLES = path.join(root, '.module-cycles-known.json');
const ROOMS = [/^apps\/server\/src\/modules\/([^/]+)\//, /^apps\/web\/src\/features\/([^/]+)\//];

/** The module or feature a file belongs to: `server:billing`, `web:order`; undefined outside them. */
function roomOf(file) {
  for (const [index, pattern] of ROOMS.entries()) {
    const match = pattern.exec(file);
    if (match) return `${index === 0 ? 'server' : 'web'}:${match[1]}`;
  }
  return undefined;
}

/** Tarjan's strongly connected components of the room graph; every component of two or more rooms is a cycle. */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (room) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    onStack.add(room);
    for (const to of edges.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room), low.get(to)));
      } else if (onStack.has(to)) low.set(room, Math.min(low.get(room), index.get(to)));
    }
    if (low.get(room) === index.get(room)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== room);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const room of [...edges.keys()].sort()) if (!index.has(room)) visit(room);
  return found;
}

const cruise = JSON.parse(
  execFileSync(
    'npx',
    ['depcruise', 'apps/server/src', 'apps/web/src', 'packages/contract/src', '--config', '.dependency-cruiser.cjs', '--ignore-known', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  ),
);

let failed = false;
for (const violation of cruise.summary.violations) {
  if (violation.rule.severity === 'ignore') continue; // listed as known
  failed = true;
  const via = violation.cycle?.length ? ` (around: ${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : '';
  console.error(`error ${violation.rule.name}: ${violation.from} → ${violation.to}${via}`);
}

// A module writes only its own tables (rule 2 of 048, as 061 has it): it may read a lower module's table, a join in one
// of its lists, and the room cycles below keep every such read along the one way, but an insert, update or delete of
// another module's table (by Drizzle or in SQL) goes through that module's function.
const TABLE_FILE = /^apps\/server\/src\/modules\/[^/]+\/[^/]+\.table\.ts$/;
for (const module of cruise.modules) {
  const from = roomOf(module.source);
  if (!from?.startsWith('server:') || /\.(seed|table)\.ts$/.test(module.source)) continue;
  const foreign = module.dependencies.filter((dependency) => TABLE_FILE.test(dependency.resolved) && roomOf(dependency.resolved) !== from);
  if (foreign.length === 0) continue;
  const text = fs.readFileSync(path.join(root, module.source), 'utf8');
  for (const dependency of foreign) {
    const imported = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${dependency.module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`).exec(text);
    for (const name of (imported?.[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop()).filter(Boolean)) {
      if (new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b|(update|insert\\s+into|delete\\s+from)\\s+\\$\\{${name}\\}`, 'i').test(text)) {
        failed = true;
        console.error(`error no-writes-to-tables-of-others: ${module.source} writes ${name} (${dependency.resolved}); call its module's function`);
      }
    }
  }
}

// Room to room: a run-time import (a type, or a part loaded later, joins no rooms at run time) between two rooms.
const edges = new Map();
for (const module of cruise.modules) {
  const from = roomOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = roomOf(dependency.resolved);
    if (!to || to === from) continue;
    if (dependency.dependencyTypes.every((type) => type === 'type-only' || type === 'dynamic-import')) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
// A cycle is named by its rooms; a known cycle may shrink (fewer rooms) but not grow or appear anew.
const known = fs.existsSync(KNOWN_CYCLES) ? JSON.parse(fs.readFileSync(KNOWN_CYCLES, 'utf8')) : [];
const now = cycles(edges);
if (process.argv.includes('--baseline')) {
  fs.writeFileSync(KNOWN_CYCLES, `${JSON.stringify(now, null, 2)}\n`);
  console.log(`${now.length} cycles between modules or features written to ${path.basename(KNOWN_CYCLES)}`);
  process.exit(0);
}
for (const cycle of now) {
  if (known.some((listed) => cycle.every((room) => listed.includes(room)))) continue;
  failed = true;
  console.error(`error no-room-cycles: ${cycle.join(' ⇄ ')} import each other (around); make one of them depend on the other only`);
}
const rooms = now.reduce((total, cycle) => total + cycle.length, 0);
console.log(
  `layers: ${cruise.summary.totalCruised} files; ${cruise.summary.ignore ?? 0} known rule breaks let through; ${now.length} known cycles over ${rooms} modules or features`,
);
if (failed) process.exit(1);
