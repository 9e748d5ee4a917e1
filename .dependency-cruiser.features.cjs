// Server features depend on each other one way (docs/architecture.md), checked by dependency-cruiser in
// `npm run lint` on the graph of feature folders alone: tests and the composition (app.ts, which imports
// every feature, and which features import for AppDeps) would otherwise close every loop.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycles',
      severity: 'error',
      scope: 'folder',
      comment:
        'Features depend on each other one way: move the shared piece down (packages/shared, a lower feature, or a read model the owner publishes), or hand it over where the app is composed.',
      from: { path: '^apps/server/src/features/' },
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    includeOnly: '^apps/server/src/features/',
    exclude: { path: '[.]test[.]ts$' },
    doNotFollow: { path: 'node_modules' },
  },
};
