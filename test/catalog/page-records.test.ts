import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceContext } from '../../src/context';
import { packagePage } from '../../src/modules/catalog/package.page';
import { authenticateApiKey } from '../../src/modules/store/store.service';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { PackagePageWithRelationsDocument } from '../graphql/__generated__/operations';

/**
 * The hot reads build Prisma's records from JSON PostgreSQL aggregates (src/modules/catalog/package.page.ts,
 * authenticateApiKey): the records must be exactly Prisma's (values, Decimals, Dates, nulls, hostile text),
 * and the REST page's answer is sent without express's `send`, byte for byte as `res.json` sent it.
 */

let t: TestApp;
let key: string;
let storeId: number;
const HOSTILE = 'Kit "VIP" \\ é 漢字 😀 </script>';

beforeAll(async () => {
  t = await setupTestApp();
  const s = await t.createStore({ timezone: 'Australia/Lord_Howe', locale: 'pt-BR', currency: 'BRL' } as never);
  key = s.key;
  storeId = s.store.id;
  const cat = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: HOSTILE });
  expect(cat.status).toBe(201);
  for (let i = 0; i < 3; i++) {
    const res = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(key))
      .send({
        name: `${HOSTILE} ${i}`,
        category_id: cat.body.id,
        price: 10.1 + i,
        type: 'SINGLE',
        ...(i === 0 ? { description: HOSTILE, compare_at_price: 99.99, expiry_days: 30, inventory_amount: 5 } : {}),
        commands: [{ command: `say ${HOSTILE}` }, { type: 'EXPIRE', command: 'take {client_identifier}' }],
        discord_actions: i === 1 ? [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '100000000000000001', note: HOSTILE } }] : [],
        license_keys: [`KEY-${i}-A`, `KEY-${i}-B`],
      });
    expect([res.status, res.body]).toEqual([201, expect.anything()]);
  }
  // A used key: usedAt set (the others are null).
  await t.db.licenseKey.updateMany({ where: { storeId, value: 'KEY-0-A' }, data: { used: true, usedAt: new Date('2026-10-03T15:29:59.999Z') } });
});
afterAll(() => t.close());

test('the page records equal what Prisma reads for the same rows', async () => {
  const store = await t.db.store.findUniqueOrThrow({ where: { id: storeId } });
  const ctx = serviceContext(t.database, store, { kind: 'system' }, 'test', t.config);
  const page = await packagePage(ctx, {}, 0, 15);
  const prisma = await t.db.package.findMany({
    where: { storeId },
    orderBy: [{ categoryId: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    include: {
      category: true,
      commands: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
      discordActions: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
      licenseKeys: { orderBy: { id: 'asc' } },
    },
  });
  expect(page.total).toBe(3);
  expect(page.data).toHaveLength(3);
  prisma.forEach(({ category, commands, discordActions, licenseKeys, ...pkg }, i) => {
    const got = page.data[i];
    // Same keys, same values; Decimals compared as text (their value), Dates as instants.
    expect(Object.keys(got.package).sort()).toEqual(Object.keys(pkg).sort());
    expect({ ...got.package, price: got.package.price.toString(), compareAtPrice: got.package.compareAtPrice?.toString() ?? null }).toEqual({
      ...pkg,
      price: pkg.price.toString(),
      compareAtPrice: pkg.compareAtPrice?.toString() ?? null,
    });
    expect(got.package.price.constructor).toBe(pkg.price.constructor);
    expect(got.package.createdAt).toBeInstanceOf(Date);
    expect(got.category).toEqual(category);
    expect(got.commands).toEqual(commands);
    expect(got.discordActions).toEqual(discordActions);
    expect(got.licenseKeys).toEqual(licenseKeys);
  });
  expect(page.data[0].package.name).toBe(`${HOSTILE} 0`);
  expect(page.data[0].licenseKeys![0].usedAt).toEqual(new Date('2026-10-03T15:29:59.999Z'));
});

test('a page reads only the relations asked for, and the same records for them', async () => {
  const store = await t.db.store.findUniqueOrThrow({ where: { id: storeId } });
  const ctx = serviceContext(t.database, store, { kind: 'system' }, 'test', t.config);
  const all = await packagePage(ctx, {}, 0, 15);
  const some = await packagePage(ctx, {}, 0, 15, { category: false, commands: true, discordActions: false, licenseKeys: true });
  expect(some.total).toBe(all.total);
  expect(some.data.map((r) => Object.keys(r).filter((k) => r[k as keyof typeof r] !== undefined))).toEqual(
    all.data.map(() => ['package', 'commands', 'licenseKeys']),
  );
  expect(some.data.map(({ package: p, commands, licenseKeys }) => ({ p, commands, licenseKeys }))).toEqual(
    all.data.map(({ package: p, commands, licenseKeys }) => ({ p, commands, licenseKeys })),
  );
  // Every combination is its own statement, read back with exactly its relations (each shape is prepared under its own name).
  const names = ['category', 'commands', 'discordActions', 'licenseKeys'] as const;
  for (let bits = 0; bits < 16; bits++) {
    const asked = Object.fromEntries(names.map((n, i) => [n, (bits & (1 << i)) !== 0])) as Record<(typeof names)[number], boolean>;
    const page = await packagePage(ctx, {}, 0, 3, asked);
    for (const row of page.data) expect(names.filter((n) => row[n] !== undefined)).toEqual(names.filter((n) => asked[n]));
  }
  const none = await packagePage(ctx, {}, 0, 15, { category: false, commands: false, discordActions: false, licenseKeys: false });
  expect(none.data.map((r) => r.package)).toEqual(all.data.map((r) => r.package));
  expect(none.data.every((r) => r.category === undefined && r.commands === undefined)).toBe(true);
});

test("the API key's store equals the store Prisma reads, and a wrong or revoked key finds none", async () => {
  const found = await authenticateApiKey(t.database.pool, key);
  const store = await t.db.store.findUniqueOrThrow({ where: { id: storeId } });
  expect(found?.store).toEqual(store);
  expect(Object.keys(found!.store).sort()).toEqual(Object.keys(store).sort());
  expect(await authenticateApiKey(t.database.pool, `${key}x`)).toBeNull();
});

/** The raw bytes of a response: status line and headers in order, and the body. */
function raw(method: string, path: string, headers: Record<string, string>): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(t.app).listen(0, '127.0.0.1', () => {
      const req = http.request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path, headers }, (res) => {
        const head = [`${res.statusCode}`, ...res.rawHeaders.flatMap((v, i) => (i % 2 ? [] : [`${v}: ${res.rawHeaders[i + 1]}`]))]
          .filter((l) => !/^(date|x-request-id): /i.test(l))
          .join('\n');
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => server.close(() => resolve({ head, body })));
      });
      req.on('error', reject);
      req.end();
    });
  });
}

test('the REST page is sent as express res.json sent it: headers, order, byte length, HEAD, conditional GET', async () => {
  const get = await raw('GET', '/v1/app/package', bearer(key));
  expect(get.head).toBe(
    [
      '200',
      'Access-Control-Allow-Origin: *',
      'Access-Control-Expose-Headers: Retry-After,RateLimit-Limit,RateLimit-Remaining,RateLimit-Reset,RateLimit-Policy,Idempotency-Replayed,x-request-id',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(get.body)}`,
      'Connection: keep-alive',
      'Keep-Alive: timeout=5',
    ].join('\n'),
  );
  expect(JSON.parse(get.body).data[0].name).toBe(`${HOSTILE} 0`);
  expect(Buffer.byteLength(get.body)).toBeGreaterThan(get.body.length); // multi-byte text: the length is in bytes

  const head = await raw('HEAD', '/v1/app/package', bearer(key));
  expect(head.head).toBe(get.head);
  expect(head.body).toBe('');

  // express answers a conditional GET it considers fresh with 304 and no body; that path is kept.
  const conditional = await raw('GET', '/v1/app/package', { ...bearer(key), 'if-none-match': '*' });
  expect(conditional.head.split('\n')[0]).toBe('304');
  expect(conditional.body).toBe('');
});

test('a preflight is still answered by cors', async () => {
  const res = await t.http().options('/v1/app/package').set('origin', 'https://cfx-nui-shop').set('access-control-request-headers', 'authorization');
  expect(res.status).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['access-control-allow-headers']).toBe('authorization');
  expect(res.headers['access-control-max-age']).toBe('600');
});

test('statement budget: the package page is 2 statements on both surfaces (the key with its rate-limit count, the page)', async () => {
  const counted = async (call: () => Promise<unknown>) => {
    const start = t.database.stats.statements;
    await call();
    return t.database.stats.statements - start;
  };
  await t.http().get('/v1/app/package').set(bearer(key));
  const rest = await counted(() => t.http().get('/v1/app/package').set(bearer(key)).expect(200));
  const gql = await counted(() => t.gql(key, PackagePageWithRelationsDocument));
  console.log(`package page: REST ${rest} statements, GraphQL ${gql} statements`);
  expect(rest).toBeLessThanOrEqual(2);
  expect(gql).toBeLessThanOrEqual(2);
});

test('GraphQL: the page reads what its items select, through fragments and @skip/@include, in 2 statements whatever the selection', async () => {
  const counted = async (query: string, variables: Record<string, unknown> = {}) => {
    const start = t.database.stats.statements;
    const body = await t.gql(key, query, variables);
    return { body, statements: t.database.stats.statements - start };
  };
  const full = await counted('{ packages { data { id category { id } commands { id } discordActions { id } licenseKeys { id key } } } }');
  expect(full.body.errors).toBeUndefined();
  const selections = [
    '{ packages { data { id } } }',
    '{ packages { data { id licenseKeys { id key } } } }',
    'fragment Keys on Package { licenseKeys { id key } } { packages { data { id ...Keys ... on Package { category { id } } } } }',
    'query($skip: Boolean!) { packages { data { id commands @skip(if: $skip) { id } discordActions @include(if: $skip) { id } } } }',
    '{ packages { data { id } } more: packages { data { commands { id } } } }',
  ];
  for (const query of selections) {
    const { body, statements } = await counted(query, query.includes('$skip') ? { skip: true } : {});
    expect(body.errors).toBeUndefined();
    // Two root fields: the key once, a page each.
    expect({ query, statements }).toEqual({ query, statements: query.includes('more:') ? 3 : 2 });
    // What a selection shows is what the full selection shows for it.
    for (const [i, item] of (body.data!.packages.data as Record<string, unknown>[]).entries()) {
      const whole = full.body.data!.packages.data[i] as Record<string, unknown>;
      for (const [k, v] of Object.entries(item)) expect(v).toEqual(whole[k]);
    }
  }
});
