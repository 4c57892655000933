import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkDocLinks } from './check-doc-links.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-doc-links.mjs');
// The names of the documents that do not ship, built from parts so that this file does not cite them itself.
const NOTES = `${'decisions'.toUpperCase()}.md`;
const GUIDE = ['GUIDE', 'md'].join('.');
const SHARED = ['SHARED', '33'].join('-');

let roots = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A throw-away repository of these files (not a git work tree: the check walks the folder). */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  roots.push(root);
  const all = {
    'docs/product/guards.md': '# Guards\n\n## Stale writes\n\nText.\n\n## Stale writes\n',
    'docs/decisions/001-tokens.md': '# 001 Tokens\n\nStatus: Accepted\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const lines = (problems) => problems.map((p) => `${p.file}:${p.line}`);

describe('check-doc-links', () => {
  it('passes on pointers that resolve inside the repository', () => {
    const root = tree({
      'apps/server/src/a.ts': [
        '// The rule: docs/product/guards.md#stale-writes (and its repeat, docs/product/guards.md#stale-writes-1).',
        '// A record by its number alone: docs/decisions/001; by its file: docs/decisions/001-tokens.md.',
        '/** The folder: docs/product/, and a file without anchor: docs/product/guards.md. */',
      ].join('\n'),
      'docs/decisions/002-more.md': [
        '# 002 More',
        'See [guards](../product/guards.md#stale-writes), [001](001-tokens.md), [top](#002-more),',
        'the [web](https://example.com/x.md#nowhere) and `[code](not-a-link.md)`.',
        '```',
        '[in a fence](missing.md)',
        '```',
      ].join('\n'),
    });
    expect(checkDocLinks(root)).toEqual([]);
  });

  it('fails on each citation of a document that does not ship, naming file and line', () => {
    const root = tree({
      'apps/web/src/b.tsx': [
        'const x = 1;',
        `// The moves of ${NOTES} section 5.`,
        `// Exactly as ${'spe' + 'c'} 3 section 5 says.`,
        `/* The tap time (${SHARED}). */`,
        `// The flags ${GUIDE} names.`,
        '// See ../shared/spec/1-people-access.md',
      ].join('\n'),
    });
    expect(lines(checkDocLinks(root))).toEqual([
      'apps/web/src/b.tsx:2',
      'apps/web/src/b.tsx:3',
      'apps/web/src/b.tsx:4',
      'apps/web/src/b.tsx:5',
      'apps/web/src/b.tsx:6',
    ]);
  });

  it('fails on a docs/ path or a markdown link that does not exist, or an anchor that is not a heading', () => {
    const root = tree({
      'packages/contract/src/c.ts': [
        '// docs/product/missing.md#x',
        '// docs/product/guards.md#no-such-rule',
        '// docs/decisions/009',
      ].join('\n'),
      'docs/decisions/003-links.md': [
        '# 003 Links',
        '[gone](../product/orders.md)',
        '[wrong anchor](../product/guards.md#stale-write)',
        '[out](../../../elsewhere.md)',
        '[here](#no-heading)',
      ].join('\n'),
    });
    const problems = checkDocLinks(root);
    expect(lines(problems).sort()).toEqual(
      [
        'packages/contract/src/c.ts:1',
        'packages/contract/src/c.ts:2',
        'packages/contract/src/c.ts:3',
        'docs/decisions/003-links.md:2',
        'docs/decisions/003-links.md:3',
        'docs/decisions/003-links.md:4',
        'docs/decisions/003-links.md:5',
      ].sort(),
    );
    expect(problems.find((p) => p.line === 2 && p.file.endsWith('c.ts'))?.reason).toBe(
      'names #no-such-rule, which is not a heading of docs/product/guards.md',
    );
  });

  it('checks migrations too: their comments point into docs/', () => {
    const root = tree({ 'apps/server/src/db/migrations/0004_fixes.sql': `-- ${NOTES} section 4\n` });
    expect(checkDocLinks(root)).toHaveLength(1);
  });

  it('exits 1 and lists file:line from the command line, 0 when all resolve', () => {
    const bad = tree({ 'e2e/d.ts': `// ${GUIDE} rule 7\n` });
    let failure;
    try {
      execFileSync('node', [script, bad], { encoding: 'utf8' });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stdout).toContain('e2e/d.ts:1: cites the house guide');

    const good = tree({ 'e2e/d.ts': '// docs/product/guards.md#stale-writes\n' });
    expect(execFileSync('node', [script, good], { encoding: 'utf8' })).toContain('Every doc pointer resolves');
  });

  it("makes GitHub's anchors of headings", () => {
    const anchors = anchorsOf('# Title\n## Cost and price\n## Who sees `cost`?\n## Cost and price\n```\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['title', 'cost-and-price', 'who-sees-cost', 'cost-and-price-1']);
  });
});
