#!/usr/bin/env node
/**
 * Every pointer in a comment or a doc leads to something in this repository (issue 43 point 1): no citation of a
 * document that does not ship (the old product notes, the old house guide, numbered shared notes, paths out of the
 * repository), and every relative markdown link and every `docs/...` path names a file that exists, with its
 * `#anchor` when it points into a markdown file. Prints `file:line: reason` for each failure and exits 1.
 *
 * Usage: node scripts/check-doc-links.mjs [root]   (root defaults to the repository)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKED_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs|md|sql|ya?ml)$/;

/** This file and its test name the patterns; migrations are checked too (their comments point into docs/). */
const SKIPPED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /^scripts\/check-doc-links(\.test)?\.mjs$/];

/** Citations of documents that are not in the repository. Built from parts so that this file does not cite them. */
const OUTSIDE = [
  { pattern: new RegExp(`${'decisions'.toUpperCase()}\\.md`), reason: 'cites the product notes, which do not ship: point to docs/product or docs/decisions' },
  { pattern: new RegExp(['GUIDE', 'md'].join('\\.')), reason: 'cites the house guide, which does not ship: point to docs/' },
  { pattern: /\b[Ss]pecs? \d/, reason: 'cites a spec file, which does not ship: point to docs/product' },
  { pattern: new RegExp(['SHARED', '\\d+'].join('-')), reason: 'cites a shared note, which does not ship: point to docs/decisions' },
  { pattern: /\.\.\/shared\b|\/work\/shared\b/, reason: 'points outside the repository' },
];

/** `docs/...` written anywhere (comments, docs, strings), up to the first character that cannot be part of a path. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./#-]*[\w#-]/g;
/** `[text](target)` in markdown. */
const MD_LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, ... */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

function listFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean);
  } catch {
    // Not a git work tree (the unit test's fixtures): walk the folder.
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

/**
 * Why `target` (relative to the repository root, with an optional #anchor) does not resolve, or null when it does.
 * `docs/decisions/NNN` alone names record NNN when exactly one file starts with that number.
 */
function unresolved(root, target, anchorCache) {
  const [filePart, anchor] = target.split('#');
  let file = filePart.replace(/\/$/, '');
  let full = path.join(root, file);
  if (!existsSync(full)) {
    const record = /^docs\/decisions\/(\d{3})$/.exec(file);
    const matches = record ? readdirSync(path.join(root, 'docs/decisions')).filter((n) => n.startsWith(`${record[1]}-`)) : [];
    if (matches.length !== 1) return `names ${file}, which is not in the repository`;
    file = `docs/decisions/${matches[0]}`;
    full = path.join(root, file);
  }
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md') || statSync(full).isDirectory()) return null;
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(full, 'utf8')));
  return anchorCache.get(file).has(anchor) ? null : `names #${anchor}, which is not a heading of ${file}`;
}

/** Every broken pointer under `root`, as `{file, line, reason}`. */
export function checkDocLinks(root) {
  const problems = [];
  const anchorCache = new Map();
  for (const file of listFiles(root)) {
    if (!CHECKED_EXTENSIONS.test(file) || SKIPPED.some((p) => p.test(file))) continue;
    if (!existsSync(path.join(root, file))) continue;
    const isMarkdown = file.endsWith('.md');
    let fenced = false;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const line = index + 1;
        const report = (reason) => problems.push({ file, line, reason });
        for (const { pattern, reason } of OUTSIDE) if (pattern.test(text)) report(reason);
        for (const match of text.matchAll(DOCS_PATH)) {
          const why = unresolved(root, match[0].replace(/[.#-]+$/, ''), anchorCache);
          if (why) report(why);
        }
        if (!isMarkdown) return;
        if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
        if (fenced) return;
        for (const match of text.replace(/`[^`]*`/g, '').matchAll(MD_LINK)) {
          const target = match[1];
          if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, mailto: ...
          const resolved = target.startsWith('#')
            ? `${file}${target}`
            : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          if (resolved.startsWith('..')) {
            report(`links ${target}, which is outside the repository`);
            continue;
          }
          const why = unresolved(root, resolved, anchorCache);
          if (why) report(why);
        }
      });
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDocLinks(root);
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.reason}`);
  if (problems.length > 0) {
    console.log(`\n${problems.length} pointer(s) to something that is not in the repository.`);
    process.exit(1);
  }
  console.log('Every doc pointer resolves inside the repository.');
}
