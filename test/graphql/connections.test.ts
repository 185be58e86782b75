import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { operationCost } from '../../src/graphql/cost';
import { buildSchema } from '../../src/graphql/schema';
import { encodeCursor } from '../../src/lib/keyset';
import { objectId } from '../../src/modules/webhooks/webhook.crypto';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aStore, type StoreFixture } from '../helpers/fixtures';
import { OrderConnectionPageDocument, WebhookLogConnectionPageDocument, WithdrawRequestConnectionPageDocument } from './__generated__/operations';

/**
 * Cursor connections (issue 29): ordersConnection, webhookLogsConnection and withdrawRequestsConnection
 * give the same rows, in the same order, as the offset pages of their lists (REST's and GraphQL's),
 * page by page forward (first/after) and backward (last/before); a page read after rows were added
 * continues where the last one ended (an offset page would repeat rows); cursors are validated (a
 * garbled or another list's cursor is VALIDATION_FAILED rule cursor, never a 500); first and last are
 * 1..100; the fields are admin-only and priced by the cost estimate like pages.
 */

let t: TestApp;
let s: StoreFixture;
let other: StoreFixture;

beforeAll(async () => {
  t = await setupTestApp();
  s = await aStore(t);
  other = await aStore(t);
});
afterAll(() => t.close());

type Page = {
  edges: { cursor: string; node: { id: number | string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

/** Orders of a store, created_at in the past (newest last), some sharing a millisecond: the id breaks their tie. */
async function insertOrders(storeId: number, n: number, opts: { status?: 'PENDING' | 'APPROVED'; gateway?: 'PIX' | 'STRIPE'; at?: (i: number) => Date } = {}) {
  const base = Date.now() - 3_600_000;
  await t.db.order.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      storeId,
      internalId: `K${storeId}X${i}X${Math.random().toString(36).slice(2, 10)}`.toUpperCase(),
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve',
      price: 10,
      netReceived: 10,
      gateway: opts.gateway ?? (i % 3 === 0 ? ('STRIPE' as const) : ('PIX' as const)),
      currency: 'BRL' as const,
      status: opts.status ?? (i % 2 === 0 ? ('APPROVED' as const) : ('PENDING' as const)),
      // Every third pair shares a millisecond.
      createdAt: opts.at ? opts.at(i) : new Date(base + Math.floor(i / 2) * 1000 + (i % 2 === 1 && i % 3 === 0 ? 0 : i % 2)),
    })),
  });
}

/** Every id of the REST list (its pages, in order): what every connection walk must give. */
async function restIds(path: string, query: Record<string, string> = {}): Promise<(number | string)[]> {
  const ids: (number | string)[] = [];
  for (let page = 1; ; page++) {
    const res = await t
      .http()
      .get(path)
      .query({ ...query, page, per_page: 100 })
      .set(bearer(s.key));
    expect(res.status).toBe(200);
    // Logs answer their id as `_id` (the public API's name).
    ids.push(...res.body.data.map((r: { id?: number | string; _id?: string }) => r.id ?? r._id));
    if (page >= res.body.meta.last_page) return ids;
  }
}

async function walkForward(fetch: (v: { first: number; after?: string }) => Promise<Page>, size: number) {
  const ids: (number | string)[] = [];
  const pages: Page[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await fetch({ first: size, ...(after ? { after } : {}) });
    pages.push(page);
    ids.push(...page.edges.map((e) => e.node.id));
    if (!page.pageInfo.hasNextPage) return { ids, pages };
    after = page.pageInfo.endCursor!;
  }
}

async function walkBackward(fetch: (v: { last: number; before?: string }) => Promise<Page>, size: number) {
  const ids: (number | string)[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await fetch({ last: size, ...(before ? { before } : {}) });
    ids.unshift(...page.edges.map((e) => e.node.id));
    if (!page.pageInfo.hasPreviousPage) return ids;
    before = page.pageInfo.startCursor!;
  }
}

const orders = async (variables: Record<string, unknown>, key = s.key) => {
  const res = await t.gql(key, OrderConnectionPageDocument, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.ordersConnection as Page;
};

describe('ordersConnection', () => {
  beforeAll(async () => {
    await insertOrders(s.storeId, 23);
    await insertOrders(other.storeId, 4);
  });

  test('forward by first/after gives the REST list, page by page, with its pageInfo and totalCount', async () => {
    const expected = await restIds('/v1/app/order');
    expect(expected).toHaveLength(23);
    const { ids, pages } = await walkForward((v) => orders(v), 5);
    expect(ids).toEqual(expected);
    expect(pages).toHaveLength(5);
    expect(pages.map((p) => p.edges.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.map((p) => [p.pageInfo.hasPreviousPage, p.pageInfo.hasNextPage])).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, true],
      [true, false],
    ]);
    for (const p of pages) {
      expect(p.totalCount).toBe(23);
      expect(p.pageInfo.startCursor).toBe(p.edges[0].cursor);
      expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
    }
  });

  test('backward by last/before gives the same list', async () => {
    expect(await walkBackward((v) => orders(v), 4)).toEqual(await restIds('/v1/app/order'));
  });

  test('the page before a cursor is the one that led to it (Previous undoes Next)', async () => {
    const first = await orders({ first: 6 });
    const second = await orders({ first: 6, after: first.pageInfo.endCursor });
    const back = await orders({ last: 6, before: second.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(first.edges.map((e) => e.node.id));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  test('neither first nor last: the first 15; both: the last `last` of the first `first`', async () => {
    const expected = await restIds('/v1/app/order');
    const plain = await orders({});
    expect(plain.edges.map((e) => e.node.id)).toEqual(expected.slice(0, 15));
    const both = await orders({ first: 10, last: 3 });
    expect(both.edges.map((e) => e.node.id)).toEqual(expected.slice(7, 10));
    expect(both.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  test('the filters are the orders list’s', async () => {
    const cases: Record<string, string>[] = [{ status: 'APPROVED' }, { gateway: 'STRIPE' }, { status: 'PENDING', gateway: 'PIX' }];
    for (const filters of cases) {
      const expected = await restIds('/v1/app/order', filters);
      expect(expected.length).toBeGreaterThan(0);
      const { ids, pages } = await walkForward((v) => orders({ ...v, ...filters }), 4);
      expect(ids).toEqual(expected);
      expect(pages[0].totalCount).toBe(expected.length);
    }
  });

  test('a page after a cursor does not shift when newer orders arrive (an offset page would repeat rows)', async () => {
    const before = await restIds('/v1/app/order');
    const page1 = await orders({ first: 5 });
    await insertOrders(s.storeId, 3, { at: () => new Date() });
    const page2 = await orders({ first: 5, after: page1.pageInfo.endCursor });
    expect(page2.edges.map((e) => e.node.id)).toEqual(before.slice(5, 10));
    expect(page2.totalCount).toBe(26);
    // The offset page 2 now starts 3 rows earlier.
    const offset = await t.http().get('/v1/app/order').query({ page: 2, per_page: 5 }).set(bearer(s.key));
    expect(offset.body.data.map((o: { id: number }) => o.id)).toEqual(before.slice(2, 7));
  });

  test('another store’s orders never appear, even through a cursor of its list', async () => {
    const theirs = await orders({ first: 2 }, other.key);
    expect(theirs.totalCount).toBe(4);
    const mine = new Set(await restIds('/v1/app/order'));
    const page = await orders({ first: 100, after: theirs.pageInfo.endCursor });
    for (const e of page.edges) expect(mine.has(e.node.id)).toBe(true);
  });
});

describe('cursors and sizes are validated: VALIDATION_FAILED with field and rule, never a 500', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a garbled cursor', { after: 'not-a-cursor' }, 'after', 'cursor'],
    ['base64 of something else', { after: Buffer.from('{"a":1}').toString('base64url') }, 'after', 'cursor'],
    ['another list’s cursor', { after: encodeCursor('webhook_logs', { at: new Date(), id: 'a'.repeat(24) }) }, 'after', 'cursor'],
    ['a cursor with a text id', { before: encodeCursor('orders', { at: new Date(), id: '1' }) }, 'before', 'cursor'],
    ['a cursor with an id past int4', { after: encodeCursor('orders', { at: new Date(), id: 2 ** 31 }) }, 'after', 'cursor'],
    [
      'a cursor with another spelling of its date',
      { after: Buffer.from(JSON.stringify(['orders', '2026-01-01', 1])).toString('base64url') },
      'after',
      'cursor',
    ],
    [
      'a cursor with a date past what PostgreSQL keeps',
      { after: Buffer.from(JSON.stringify(['orders', '+275760-09-13T00:00:00.000Z', 1])).toString('base64url') },
      'after',
      'cursor',
    ],
    [
      'a cursor with a date before 1970',
      { after: Buffer.from(JSON.stringify(['orders', '0000-01-01T00:00:00.000Z', 1])).toString('base64url') },
      'after',
      'cursor',
    ],
    ['a huge cursor', { after: 'x'.repeat(5000) }, 'after', 'max'],
    ['first 0', { first: 0 }, 'first', 'range'],
    ['first 101', { first: 101 }, 'first', 'range'],
    ['last -1', { last: -1 }, 'last', 'range'],
  ];

  test.each(cases)('%s', async (_n, variables, field, rule) => {
    const res = await t
      .http()
      .post('/graphql')
      .set(bearer(s.key))
      .send({ query: print(OrderConnectionPageDocument), variables });
    expect(res.status).toBe(200);
    expect(res.body.errors.map((e: { extensions: Record<string, unknown> }) => [e.extensions.code, e.extensions.field, e.extensions.rule])).toEqual([
      ['VALIDATION_FAILED', field, rule],
    ]);
  });

  test('the same for the other lists (their own names in the cursor)', async () => {
    const orderCursor = encodeCursor('orders', { at: new Date(), id: 1 });
    const logs = await t.gql(s.key, WebhookLogConnectionPageDocument, { after: orderCursor });
    expect(logs.errors?.map((e) => [e.extensions?.code, e.extensions?.field, e.extensions?.rule])).toEqual([['VALIDATION_FAILED', 'after', 'cursor']]);
    const requests = await t.gql(s.key, WithdrawRequestConnectionPageDocument, { before: orderCursor, first: 500 });
    expect(requests.errors?.map((e) => [e.extensions?.field, e.extensions?.rule]).sort()).toEqual([
      ['before', 'cursor'],
      ['first', 'range'],
    ]);
  });
});

describe('webhookLogsConnection', () => {
  let webhookId: number;
  beforeAll(async () => {
    const hook = await t.db.webhook.create({
      data: { storeId: s.storeId, name: 'Hook', url: 'https://example.com/hook', scopes: ['ORDER_CREATED'], secretEnc: 'x' },
    });
    webhookId = hook.id;
    const base = Date.now() - 600_000;
    for (let i = 0; i < 17; i++) {
      // Pairs in one millisecond: ids (ObjectIds of the same second) break the tie.
      const createdAt = new Date(base + Math.floor(i / 2) * 1000);
      await t.db.webhookLog.create({
        data: {
          id: objectId(createdAt),
          storeId: s.storeId,
          webhookId,
          event: i % 2 ? 'ORDER_CREATED' : 'ORDER_APPROVED',
          url: 'https://example.com/hook',
          requestBody: { i },
          responseStatus: i % 3 ? 200 : 500,
          responseTimeMs: 5,
          success: i % 3 !== 0,
          createdAt,
        },
      });
    }
  });

  const logs = async (variables: Record<string, unknown>) => {
    const res = await t.gql(s.key, WebhookLogConnectionPageDocument, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.webhookLogsConnection as Page;
  };

  test('forward and backward give the REST list; filters are the list’s', async () => {
    const expected = await restIds('/v1/app/webhooks/logs');
    expect(expected).toHaveLength(17);
    expect((await walkForward((v) => logs(v), 4)).ids).toEqual(expected);
    expect(await walkBackward((v) => logs(v), 5)).toEqual(expected);
    const failed = await restIds('/v1/app/webhooks/logs', { success: 'false', event: 'ORDER_APPROVED' });
    const { ids, pages } = await walkForward((v) => logs({ ...v, success: false, event: 'ORDER_APPROVED' }), 2);
    expect(ids).toEqual(failed);
    expect(pages[0].totalCount).toBe(failed.length);
  });
});

describe('withdrawRequestsConnection', () => {
  let affiliateId: number;
  beforeAll(async () => {
    const res = await t
      .http()
      .post('/v1/app/affiliate')
      .set(bearer(s.key))
      .send({ name: 'Ann', ref_code: 'ann', percent_commission: 10, email: 'ann@example.com' });
    expect(res.status).toBe(201);
    affiliateId = res.body.id;
    const base = Date.now() - 600_000;
    const ops = ['WITHDRAW_PENDING', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED', 'COMMISSION'] as const;
    await t.db.affiliateTransaction.createMany({
      data: Array.from({ length: 14 }, (_, i) => ({
        storeId: s.storeId,
        affiliateId,
        operation: ops[i % 4],
        amount: i + 1,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    });
  });

  const requests = async (variables: Record<string, unknown>) => {
    const res = await t.gql(s.key, WithdrawRequestConnectionPageDocument, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.withdrawRequestsConnection as Page;
  };

  test('forward and backward give the REST list (withdrawals only); filters are the list’s', async () => {
    const expected = await restIds('/v1/app/affiliate/withdraw_request');
    expect(expected.length).toBeGreaterThan(8);
    expect((await walkForward((v) => requests(v), 3)).ids).toEqual(expected);
    expect(await walkBackward((v) => requests(v), 4)).toEqual(expected);
    const paid = await restIds('/v1/app/affiliate/withdraw_request', { operation: 'WITHDRAW_PAID', affiliate_id: String(affiliateId) });
    expect((await walkForward((v) => requests({ ...v, operation: 'WITHDRAW_PAID', affiliateId }), 2)).ids).toEqual(paid);
  });
});

describe('the connections are admin fields, priced like pages', () => {
  test('no key, or a storefront domain: UNAUTHENTICATED, nothing runs', async () => {
    for (const headers of [{}, { 'x-store-domain': s.domain }]) {
      const res = await t
        .http()
        .post('/graphql')
        .set(headers)
        .send({ query: '{ ordersConnection { totalCount } webhookLogsConnection { totalCount } withdrawRequestsConnection { totalCount } }' });
      expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
      expect(res.body.data ?? null).toBeNull();
    }
  });

  test('first and last multiply the cost as perPage does', () => {
    const schema = buildSchema();
    const cost = (query: string) => {
      const doc = parse(query);
      return operationCost(schema, doc, doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!);
    };
    const page = cost('{ orders(perPage: 100) { data { id packages { id name } } } }');
    const forward = cost('{ ordersConnection(first: 100) { edges { node { id packages { id name } } } } }');
    const backward = cost('{ ordersConnection(last: 100) { edges { node { id packages { id name } } } } }');
    expect(forward).toBeGreaterThanOrEqual(page);
    expect(backward).toBe(forward);
    expect(cost('{ ordersConnection { edges { node { id } } } }')).toBe(cost('{ ordersConnection(first: 15) { edges { node { id } } } }'));
  });

  test('an operation past the cost limit is refused before it runs', async () => {
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `a${i}: ordersConnection(first: 100) { edges { node { packages { package { commands { id command } } } } } }`,
    );
    const res = await t
      .http()
      .post('/graphql')
      .set(bearer(s.key))
      .send({ query: `{ ${aliases.join(' ')} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
