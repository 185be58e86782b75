import http from 'node:http';

/**
 * A peer for the GraphQL page (scenario 2p of `npm run bench`, the `postgraphile` row of
 * `npm run bench:ab` with AB_PAGE=graphql): PostGraphile 5 with its amber preset on the same
 * database (the pg adaptor, schema `public`), the schema built once at start (no watch mode) and
 * served by grafserv over node:http at /graphql with production settings: no explain, no GraphiQL,
 * no websockets. The benchmark sends it the page as PostGraphile names it (bench/lib.ts:
 * peerPageLoad) and checks first that it answers what our GraphQL page answers (checkPeerPage).
 *
 * What it does not do, that our API does on every request: it takes no API key (no lookup of the
 * key, no store found from it: the store's id is an argument of the query), has no rate limit (ours
 * counts every request in PostgreSQL), and writes no access log and no metrics.
 *
 * Run: DATABASE_URL=... PORT=... tsx bench/peer-postgraphile.ts
 */

/**
 * PostGraphile 5 (grafast, grafserv and @dataplan/pg, in every 5.x release) calls
 * Promise.withResolvers, which Node has from 22 on (its packages say node >= 22). On Node 20 every
 * connection field fails ("Cannot read properties of undefined (reading 'items')"). This defines
 * it where it is missing, before PostGraphile is loaded; nothing else it calls is missing on Node 20.
 */
function polyfillPromiseWithResolvers() {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (value: unknown) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

async function main() {
  polyfillPromiseWithResolvers();
  // Loaded after the polyfill (a static import would load them first).
  const [{ makePgService }, { postgraphile }, { grafserv }, { PostGraphileAmberPreset }, { jsonPgSmartTags }] = await Promise.all([
    import('postgraphile/adaptors/pg'),
    import('postgraphile'),
    import('postgraphile/grafserv/node'),
    import('postgraphile/presets/amber'),
    import('postgraphile/utils'),
  ]);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    // Two of our tables' names collide with PostGraphile's types, which stops the schema from
    // building: `subscriptions` with the root type Subscription, `staff_roles` (Prisma's CustomRole)
    // with the enum StaffRole. They are renamed; nothing else is changed.
    plugins: [
      jsonPgSmartTags({
        version: 1,
        config: { class: { subscriptions: { tags: { name: 'package_subscriptions' } }, staff_roles: { tags: { name: 'custom_roles' } } } },
      }),
    ],
    pgServices: [
      makePgService({
        connectionString: process.env.DATABASE_URL,
        schemas: ['public'],
        // The API's pool size, and the baseline's.
        poolConfig: { max: Number(process.env.POOL_SIZE ?? 10) },
      }),
    ],
    grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false, websockets: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  // The schema is built (the database introspected) before the port opens.
  await pgl.getSchema();
  const server = http.createServer();
  await serv.addTo(server);
  const port = Number(process.env.PORT ?? 3998);
  server.listen(port, '127.0.0.1', () => process.stdout.write(`PostGraphile peer listening on ${port}\n`));
  process.on('SIGTERM', () =>
    server.close(async () => {
      // Releases the grafserv instance too, and ends the pool.
      await pgl.release();
      process.exit(0);
    }),
  );
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
