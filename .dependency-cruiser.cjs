// The architecture's import rules, checked by dependency-cruiser in `npm run lint` (docs/architecture.md):
// no import cycles; the server's floors (db, http, jobs, integrations, config) know no feature; a server
// feature reads another's data through its service, never its repository, and never the schema of a table
// another feature owns (TABLE_OWNERS); web features do not import each
// other, and ui and lib know no feature; packages/shared does no I/O.

/**
 * Tables with one owner: only that server feature imports their schema (the others ask its service). The
 * rest (companies, users, swots, swot_analyses) are still read by several features and wait for
 * their owner's read models (issue 37). Sessions themselves are the http floor's (http/session.ts, which
 * the rule does not cover); of that schema file, features may touch only auth's sign-in failures.
 */
const TABLE_OWNERS = {
  analysis: 'analysis',
  'analysis-ai-runs': 'analysis',
  'analysis-themes': 'analysis',
  audit: 'audit',
  billing: 'billing',
  cms: 'cms',
  contact: 'contact',
  directory: 'directory',
  goals: 'goals',
  messages: 'notifications',
  'password-resets': 'auth',
  plans: 'plans',
  reports: 'reports',
  rounds: 'rounds',
  sessions: 'auth',
  settings: 'settings',
  team: 'team',
  templates: 'templates',
  'two-factor': 'two-factor',
  usage: 'usage',
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: move the shared piece down (a module of its own, packages/shared, or a lower layer).',
      from: { path: '^(apps/(server|web)/src|packages)/' },
      to: { circular: true },
    },
    {
      name: 'server-floors-know-no-feature',
      severity: 'error',
      comment:
        'db/, http/, jobs/, integrations/ and config are below every feature: what they run of a feature is handed to them where the app is composed (app.ts, main.ts, job-registry.ts, housekeeping-tasks.ts, database-thread.ts).',
      from: { path: '^apps/server/src/(db|http|jobs|integrations)/|^apps/server/src/config[^/]*[.]ts$' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-feature-reads-another-through-its-service',
      severity: 'error',
      comment: "A feature calls another feature's service, never its repository.",
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: {
        path: '^apps/server/src/features/([^/]+)/[^/]+[.]repository[.]ts$',
        pathNot: '^apps/server/src/features/$1/',
      },
    },
    ...Object.entries(TABLE_OWNERS).map(([schema, owner]) => ({
      name: `table-${schema}-owned-by-${owner}`,
      severity: 'error',
      comment: `db/schema/${schema}.ts belongs to features/${owner}: another feature reads or writes it through that feature's service.`,
      // A test may read any table to check what was stored.
      from: { path: '^apps/server/src/features/', pathNot: [`^apps/server/src/features/${owner}/`, '[.]test[.]ts$'] },
      to: { path: `^apps/server/src/db/schema/${schema}[.]ts$` },
    })),
    {
      name: 'web-features-apart',
      severity: 'error',
      comment: 'Web features do not import each other: src/app composes them.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-below-the-app',
      severity: 'error',
      comment: 'A feature must not import from src/app.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-ui-and-lib-know-no-feature',
      severity: 'error',
      comment: 'src/ui and src/lib are shared by every feature and must not import features or the app.',
      from: { path: '^apps/web/src/(ui|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-lib-below-ui',
      severity: 'error',
      comment: 'src/lib must not import ui components.',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/ui/' },
    },
    {
      name: 'shared-does-no-io',
      severity: 'error',
      comment: 'packages/shared runs in the browser too: no I/O modules.',
      from: { path: '^packages/shared/src/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|net|http|https|child_process|dgram|worker_threads)' },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // For the web app's "@/..." (its tsconfig's paths, as Vite's alias); the server uses relative paths only.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
