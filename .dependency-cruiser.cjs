/**
 * Which way the code may depend (docs/decisions/048-dependencies-one-way.md), checked in `npm run lint`:
 *
 * - Server: `lib/` is the ground floor. It imports nothing from `modules/`; a module imports `lib/` and what it needs of
 *   the modules below it, never in both directions: server modules form no cycle. It may read a lower module's tables
 *   (a join in its lists) but writes only its own (checked in scripts/check-layers.mjs, docs/decisions/061-reads-along-writes-by-owner.md).
 * - Web: a feature imports another feature only through that feature's public file (`public.ts`), or not at all;
 *   widgets that several features use live in `components/`, helpers in `lib/`. Features form no cycle.
 * - Nothing anywhere imports in a circle.
 *
 * What broke a rule when the check came in is listed in `.dependency-cruiser-known-violations.json` (made by
 * `npx depcruise-baseline`); the check ignores those and fails on anything new, and the list only shrinks.
 */
module.exports = {
  forbidden: [
    {
      name: 'lib-not-to-modules',
      comment: "The server's lib/ is shared ground: it must not reach into a module.",
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-features-through-public',
      comment: "A web feature uses another feature only through its public.ts; shared widgets go to components/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/public\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'No file imports itself around a circle at run time (a type, or a part loaded later, closes no circle).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The product's code: tests and their fixtures may reach anywhere they need to set a scene. The schema index that
    // drizzle reads lists every module's tables; it is a register, not a dependency, and would join every module.
    exclude: { path: ['^apps/server/src/db/schema\\.ts$', '(^|/)(node_modules|dist|\\.tmp|\\.e2e-build-[^/]+|test)/', '\\.(test|pg\\.test)\\.tsx?$', '\\.fixtures\\.ts$', '/cut-plan-fixtures\\.ts$|/[a-z-]+-fixtures\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
