import type { Plugin } from 'vite';

const PUBLIC_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const RE_EXPORT = /^export\s*\{[^}]*\}\s*from\s*['"][^'"]+['"]$/;

/** Whether a file holds nothing but comments and `export { … } from '…';` statements. */
function onlyReExports(code: string): boolean {
  const statements = code.replace(COMMENT, '').split(';').map((statement) => statement.trim());
  return statements.every((statement) => statement === '' || RE_EXPORT.test(statement));
}

/**
 * A feature's `public.ts` is what other features may import of it (docs/decisions/048-dependencies-one-way.md). It
 * only re-exports, so the bundle is told it has no side effects: a screen that imports one name of it then gets that
 * name's module only, not every module the file lists (with their contract schemas and Mantine parts), exactly as if
 * it had imported the module itself. The build fails on a public file that does anything but re-export.
 */
export function featurePublicFiles(): Plugin {
  return {
    name: 'feature-public-files',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!PUBLIC_FILE.test(id)) return null;
      if (!onlyReExports(code)) this.error(`${id}: a feature's public.ts only re-exports (export { … } from '…';)`);
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
