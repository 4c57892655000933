#!/usr/bin/env node
// Compiles the server to JavaScript in dist/ (one ESM file per entry point, shared code in chunks beside them), so a
// production process is plain `node dist/main.js`: no TypeScript compiler at run time, one process that receives its
// own signals. The contract package is TypeScript source and is bundled in; every other package stays an import
// resolved from node_modules at run time (native addons, PGlite's WebAssembly, and what Docker's production install
// provides). The migrations are copied beside the code, where src/db/migrate.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = process.argv.includes('--outdir') ? path.resolve(process.argv[process.argv.indexOf('--outdir') + 1]) : path.join(root, 'dist');

/** Bare imports stay imports, except our own workspace packages (TypeScript source that Node cannot load). */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@steelworks/') ? undefined : { external: true }));
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    migrate: 'src/scripts/migrate.ts',
  },
  absWorkingDir: root,
  outdir,
  // Chunks beside the entry points: code that finds files from import.meta.dirname sees the same folder everywhere.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
