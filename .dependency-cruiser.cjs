// The module walls, checked by `npm run check` (docs/architecture.md explains them).
//
// Server modules (apps/server/src/modules/<name>) may import only the modules listed for them here: the arrows
// always point one way, so no two modules know each other. A module that must hear of another's change declares a
// port (an interface) that the other side implements and the composition root (services.ts) wires, as orders'
// BilledOrderWatcher is implemented by invoicing. The walls hold for tests too.
const MODULE_ARROWS = {
  auth: [],
  notifications: [],
  settings: ['notifications'],
  catalogue: ['auth'],
  pricing: ['auth', 'catalogue'],
  customers: ['auth'],
  'cutoff-reminders': ['settings'],
  'order-guide': ['auth', 'catalogue'],
  delivery: ['auth', 'orders'],
  contact: ['settings'],
  orders: ['auth', 'catalogue', 'customers', 'notifications', 'pricing', 'settings'],
  invoicing: ['auth', 'notifications', 'orders'],
  packing: ['auth', 'orders', 'settings'],
  'recurring-orders': ['auth', 'catalogue', 'notifications', 'orders', 'settings'],
  dashboard: ['auth', 'orders', 'packing', 'settings'],
  integrations: ['auth', 'catalogue', 'customers', 'notifications', 'orders'],
  receivables: ['auth', 'customers', 'invoicing', 'notifications', 'orders', 'settings'],
  xero: ['auth', 'customers', 'invoicing', 'notifications', 'orders', 'receivables', 'settings'],
};

const SERVER = '^apps/server/src/';
const TEST = '(\\.test\\.ts$|^apps/server/src/test/)';

const moduleWalls = Object.entries(MODULE_ARROWS).map(([name, allowed]) => ({
  name: `module-wall-${name}`,
  comment: `modules/${name} may import only ${allowed.length ? allowed.map((m) => `modules/${m}`).join(', ') : 'no other module'} (.dependency-cruiser.cjs)`,
  severity: 'error',
  from: { path: `${SERVER}modules/${name}/` },
  to: {
    path: `${SERVER}modules/`,
    pathNot: `${SERVER}modules/(${[name, ...allowed].join('|')})/`,
  },
}));

module.exports = {
  forbidden: [
    ...moduleWalls,
    {
      name: 'integrations-below-modules',
      comment:
        'src/integrations (the accounting and production adapters, the outbox) serve the modules and never import them',
      severity: 'error',
      from: { path: `${SERVER}integrations/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'platform-at-the-bottom',
      comment: 'src/platform (config, events, mail, storage, http) imports nothing of the shop above it',
      severity: 'error',
      from: { path: `${SERVER}platform/`, pathNot: TEST },
      to: { path: `${SERVER}(db|graphql|modules|integrations|backup)/|${SERVER}(app|services)\\.ts$` },
    },
    {
      name: 'db-below-the-modules',
      comment:
        'src/db (schema, client, migrations, the unit of work) imports no module; only the demo seed uses them',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: `${SERVER}db/seed/|${TEST}` },
      to: { path: `${SERVER}(modules|integrations|graphql)/` },
    },
    {
      name: 'domain-stands-alone',
      comment: 'packages/domain is the business rules alone: no server, no web, no database',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/|drizzle-orm|^node_modules/(pg|@electric-sql|react)' },
    },
    {
      name: 'web-not-server',
      comment: 'the web app talks to the server over GraphQL only',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-runtime-cycles',
      comment:
        'no file imports itself back at run time (type-only imports of the composition root are allowed)',
      severity: 'error',
      from: { path: SERVER, pathNot: TEST },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|/src/gql/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
