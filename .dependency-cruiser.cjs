/**
 * The layers, held by `npm run lint:deps` (and by test/ops/layers.test.ts under `npm test`):
 *
 *   src/app.ts, src/main.ts, src/cli.ts     assemble everything
 *   src/modules.ts, src/module.ts           the module list, and what a module declares
 *   src/modules/<m>/index.ts                a module's declaration: its routes, resolvers, SDL,
 *                                           loaders and tasks (the assembly reads it)
 *   src/rest/   src/graphql/                the two transports: never each other
 *   src/modules/<m>/*.routes.ts             a module's REST table: may use src/rest, not src/graphql
 *   src/modules/<m>/*.resolvers.ts          a module's GraphQL resolvers: may use src/graphql, not src/rest
 *   src/modules/** (everything else)        services, schemas, presenters, queries: no transport
 *   src/modules/<a>/ -> src/modules/<b>/*.service.ts (a != b)
 *                                           never: a module acts on another through its
 *                                           subscriptions (an order's transitions, the outbox's
 *                                           recorded events) and reads it through its public
 *                                           non-service files (presenters, schemas, queries, loaders)
 *   src/http/                               what both transports share (request context, rate limits,
 *                                           Idempotency-Key store, status table): no transport
 *   src/lib, src/db, src/worker, src/*.ts   below the transports
 *
 * No cycles anywhere (type-only imports count: a type cycle is still two files that cannot be read
 * apart), and nothing in src/ imports the tests or the benchmarks.
 */
const ADAPTER = '^src/modules/.+\\.(routes|resolvers)\\.ts$';
const TRANSPORT = '^src/(rest|graphql)/';
const ENTRY = ['^src/(app|main|cli|modules|module)\\.ts$', '^src/modules/[^/]+/index\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two files that import each other (directly or around a loop) cannot be read, tested or moved apart.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'modules-not-to-transports',
      comment: 'Services, schemas, presenters and queries serve both transports: they import neither.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: ADAPTER },
      to: { path: TRANSPORT },
    },
    {
      name: 'module-routes-not-to-graphql',
      comment: "A module's REST route table uses src/rest only.",
      severity: 'error',
      from: { path: '^src/modules/.+\\.routes\\.ts$' },
      to: { path: '^src/graphql/' },
    },
    {
      name: 'module-resolvers-not-to-rest',
      comment: "A module's GraphQL resolvers use src/graphql only.",
      severity: 'error',
      from: { path: '^src/modules/.+\\.resolvers\\.ts$' },
      to: { path: '^src/rest/' },
    },
    {
      name: 'modules-not-to-other-services',
      comment:
        "A module never imports another module's service (its own index.ts, route table and resolvers count as the module): what one module does when something happens in another is a subscription (src/module.ts: an order's transitions, steps and checkout; the outbox's recorded events), and what it reads of another comes from that module's non-service files.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/.*\\.service\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'modules-not-to-adapters',
      comment: "Nothing below the transports uses a module's route table or resolvers: only the transports and the assembly do.",
      severity: 'error',
      from: { path: '^src/', pathNot: [ADAPTER, TRANSPORT, ...ENTRY] },
      to: { path: ADAPTER },
    },
    {
      name: 'rest-not-to-graphql',
      severity: 'error',
      from: { path: '^src/rest/' },
      to: { path: '^src/graphql/' },
    },
    {
      name: 'graphql-not-to-rest',
      severity: 'error',
      from: { path: '^src/graphql/' },
      to: { path: '^src/rest/' },
    },
    {
      name: 'shared-not-to-transports',
      comment: 'What both transports use (src/http, src/lib, src/db, the worker, the top-level files) never depends on one of them.',
      severity: 'error',
      from: { path: '^src/', pathNot: [TRANSPORT, '^src/modules/', ...ENTRY] },
      to: { path: TRANSPORT },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The admin UI is its own application; the Prisma client is generated.
    exclude: { path: '^src/(admin|generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
