import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SHELL_PART = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const SHIM = fileURLToPath(new URL('./src/app/layout/remove-scroll-class-names.ts', import.meta.url));

/**
 * Mantine's AppShell header, footer and side panels import `react-remove-scroll` only to read its two class names,
 * which pulled the whole scroll lock (3.7 kB compressed, needed by dialogs only) into every signed-in first screen.
 * For imports from AppShell's files, the package resolves to a module holding just those names; dialogs keep the real
 * one. `remove-scroll-class-names.test.ts` checks that the names stay those of the installed package.
 */
export function appShellScrollClasses(): Plugin {
  return {
    name: 'app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer) ? SHIM : null;
    },
  };
}
