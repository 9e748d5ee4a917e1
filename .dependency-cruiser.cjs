// The architecture's import rules, checked by dependency-cruiser in `npm run lint` (docs/architecture.md):
// no import cycles; the server's floors (db, http, jobs, integrations, config) know no feature; a server
// feature reads another's data through its service, never its repository, and never the schema of a table
// another feature owns (TABLE_OWNERS); web features do not import each
// other, and ui and lib know no feature; packages/shared does no I/O.

const fs = require('node:fs');
const path = require('node:path');

/**
 * Every table has one owner: only that server feature imports its schema; the others ask its service, or
 * join the read model it publishes (accounts/account-read-model.ts, swots/swot-read-model.ts,
 * analysis/analysis-read-model.ts).
 */
const TABLE_OWNERS = {
  admins: 'admin',
  analysis: 'analysis',
  'analysis-ai-runs': 'analysis',
  'analysis-themes': 'analysis',
  audit: 'audit',
  billing: 'billing',
  cms: 'cms',
  companies: 'accounts',
  contact: 'contact',
  'device-answers': 'participation',
  directory: 'directory',
  goals: 'goals',
  messages: 'notifications',
  'password-resets': 'auth',
  plans: 'plans',
  reports: 'reports',
  rounds: 'rounds',
  settings: 'settings',
  swots: 'swots',
  team: 'team',
  templates: 'templates',
  'two-factor': 'two-factor',
  usage: 'usage',
  users: 'accounts',
};

/**
 * Tables of the floors themselves, which no feature imports: the http floor's sessions, sign-in failures
 * (http/sign-in-throttle.ts) and request counters.
 */
const FLOOR_TABLES = ['rate-limits', 'sessions'];

// A schema file with no owner fails lint, so a new table cannot be added without saying whose it is.
const unowned = fs
  .readdirSync(path.join(__dirname, 'apps/server/src/db/schema'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .filter((schema) => !(schema in TABLE_OWNERS) && !FLOOR_TABLES.includes(schema));
if (unowned.length > 0) {
  throw new Error(`db/schema/${unowned.join(', ')}: no owner; add it to TABLE_OWNERS in .dependency-cruiser.cjs`);
}

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
      name: 'floor-tables-below-features',
      severity: 'error',
      comment: 'A table of the floors (FLOOR_TABLES) is read and written by the floor alone.',
      from: { path: '^apps/server/src/features/', pathNot: '[.]test[.]ts$' },
      to: { path: `^apps/server/src/db/schema/(${FLOOR_TABLES.join('|')})[.]ts$` },
    },
    {
      name: 'credentials-only-for-auth',
      severity: 'error',
      comment: 'Password hashes are read and changed by auth alone (accounts/credentials.ts).',
      from: {
        path: '^apps/server/src/features/',
        pathNot: ['^apps/server/src/features/(auth|accounts)/', '[.]test[.]ts$'],
      },
      to: { path: '^apps/server/src/features/accounts/credentials[.]ts$' },
    },
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
