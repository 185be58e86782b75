import { sc, type GraphQLContext } from '../../src/graphql/context';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { checkoutBody, checkoutField, openShop, type Shop } from '../helpers/shop';

/**
 * One operation, two credentials (issue 14, item 6): with `Authorization` of store B and
 * `x-store-domain` of store A, every field resolves under its own root field's credential: B's
 * orders in B's time zone and currency, with B's lines and B's relations (loaders included), however
 * the root fields are ordered, aliased or spread through fragments. Before the fix the nested
 * resolvers read one request-wide service context that the last root field to resolve had set.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A store with a category, a package and one paid-for order (REST is the reference). */
async function shop(input: { currency: 'BRL' | 'USD' | 'EUR'; timezone: string; locale: string }, names: { category: string; pkg: string }): Promise<Shop> {
  const s = await openShop(t, input, names, 12.5);
  const order = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send(checkoutBody(s, 'steve', 2));
  expect(order.status).toBe(201);
  return s;
}

let a: Shop;
let b: Shop;
/** B's first order as REST shows it to B's key: what GraphQL must answer too. */
let bOrder: { created_at: string; price_display: string; packages: { name: string }[] };
let bPackage: { created_at: string; price_display: string; category: string };

beforeAll(async () => {
  a = await shop({ currency: 'EUR', timezone: 'Asia/Tokyo', locale: 'de-DE' }, { category: 'A-Kits', pkg: 'A-VIP' });
  b = await shop({ currency: 'USD', timezone: 'America/New_York', locale: 'en-US' }, { category: 'B-Ranks', pkg: 'B-Gold' });
  const orders = await t.http().get('/v1/app/order').set(bearer(b.key));
  bOrder = orders.body.data[0];
  expect(bOrder.packages.map((p) => p.name)).toEqual(['B-Gold']);
  const pkgs = await t.http().get('/v1/app/package').set(bearer(b.key));
  const pkg = pkgs.body.data[0];
  const cat = await t.http().get(`/v1/app/category/${pkg.category_id}`).set(bearer(b.key));
  bPackage = { created_at: pkg.created_at, price_display: pkg.price_display, category: cat.body.name };
});

const both = () => ({ ...bearer(b.key), 'x-store-domain': a.domain });

const expectBOrders = (orders: any) => {
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]).toEqual({ createdAt: bOrder.created_at, priceDisplay: bOrder.price_display, packages: [{ name: 'B-Gold' }] });
};

describe('each field resolves under its own root field', () => {
  test('the issue: storefront of A first, admin orders of B after', async () => {
    const out = await t.gql(both(), '{ storefrontCategories { id name } orders { data { createdAt priceDisplay packages { name } } } }');
    expect(out.errors).toBeUndefined();
    expect(out.data!.storefrontCategories.map((c: any) => c.name)).toEqual(['A-Kits']);
    expectBOrders(out.data!.orders);
    // The offset and currency are B's (New York, dollars), not A's (Tokyo, euros).
    expect(bOrder.created_at).toMatch(/-0[45]:00$/);
    expect(bOrder.price_display).toContain('$');
  });

  test('the other order, aliases, and the same root field under both names', async () => {
    const out = await t.gql(
      both(),
      `{ o1: orders { data { createdAt priceDisplay packages { name } } }
         s1: storefrontCategories { id }
         o2: orders(perPage: 5) { data { createdAt priceDisplay packages { name } } }
         s2: storefrontPackages { data { id name } } }`,
    );
    expect(out.errors).toBeUndefined();
    expectBOrders(out.data!.o1);
    expectBOrders(out.data!.o2);
    expect(out.data!.s2.data.map((p: any) => p.name)).toEqual(['A-VIP']);
  });

  test('fragments and inline fragments at the root; relations through loaders stay in B', async () => {
    const out = await t.gql(
      both(),
      `fragment Shop on Query { storefrontPackages { data { id name categoryId } } }
       fragment Back on Query { packages { data { createdAt priceDisplay category { name } } } }
       query { ...Shop ... on Query { ...Back } orders { data { createdAt priceDisplay packages { name package { name category { name } } } } } }`,
    );
    expect(out.errors).toBeUndefined();
    expect(out.data!.packages.data).toEqual([{ createdAt: bPackage.created_at, priceDisplay: bPackage.price_display, category: { name: 'B-Ranks' } }]);
    expect(out.data!.orders.data[0].packages).toEqual([{ name: 'B-Gold', package: { name: 'B-Gold', category: { name: 'B-Ranks' } } }]);
  });

  test('mutations: a checkout in A, then a category of B with its nested fields', async () => {
    const out = await t.gql(
      both(),
      `mutation { ${checkoutField(a, 'alex', 'priceDisplay')}
                  createCategory(input: { name: "B-New" }) { name createdAt parent { id } subcategories { id } } }`,
    );
    expect(out.errors).toBeUndefined();
    expect(out.data!.checkout.priceDisplay).toContain('€');
    expect(out.data!.createCategory.createdAt).toMatch(/-0[45]:00$/);
  });
});

describe('credentials are proven before anything runs', () => {
  const checkoutInA = (buyer: string) => checkoutField(a, buyer);
  const ordersOf = (buyer: string) => t.db.order.count({ where: { clientIdentifier: buyer } });

  test('with the admin key refused, the storefront checkout beside it does not run', async () => {
    const out = await t.gql(
      { authorization: 'Bearer sk_not_a_key', 'x-store-domain': a.domain },
      `mutation { ${checkoutInA('eve')} createCategory(input: { name: "Never" }) { id } }`,
    );
    expect(out.data ?? null).toBeNull();
    expect(out.errors!.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(await ordersOf('eve')).toBe(0);
  });

  test('a game-server token is no admin key, even beside a storefront domain', async () => {
    const server = await t.http().post('/v1/app/game-server').set(bearer(b.key)).send({ name: 'Lobby' });
    const out = await t.gql(
      { authorization: `Bearer ${server.body.token}`, 'x-store-domain': a.domain },
      `mutation { ${checkoutInA('mallory')} rotateGameServerToken(id: ${server.body.id}) { token } }`,
    );
    expect(out.data ?? null).toBeNull();
    expect(out.errors!.map((e) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(await ordersOf('mallory')).toBe(0);
  });

  test('with the store domain unknown, the admin mutation beside it does not run', async () => {
    const out = await t.gql(
      { ...bearer(b.key), 'x-store-domain': 'nobody.test' },
      `mutation { createCategory(input: { name: "Orphan" }) { id } ${checkoutInA('trent')} }`,
    );
    expect(out.data ?? null).toBeNull();
    expect(out.errors!.map((e) => e.extensions.code)).toEqual(['NOT_FOUND']);
    expect(await t.db.category.count({ where: { name: 'Orphan' } })).toBe(0);
  });
});

test('a field resolver cannot reach a service context without saying which field it resolves', () => {
  const ctx = { services: new Map() } as unknown as GraphQLContext;
  // The compile-time half is the point (npm run typecheck): sc() takes the resolver's info, whose
  // path names the root field, so the request-wide "last root field wins" context cannot come back.
  // @ts-expect-error sc needs the resolver's info
  expect(() => sc(ctx)).toThrow();
  expect(() => sc(ctx, { path: { prev: undefined, key: 'orders', typename: 'Query' } })).toThrow(/orders resolved before its root field/);
});
