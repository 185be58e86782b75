import { bearer, type TestApp } from '../helpers/app';
import { aPackage, aServer, aStore, aVariable } from '../helpers/fixtures';
import { toGqlInput } from '../contract/lib';
import { print, type DocumentNode } from 'graphql';
import { CheckoutOrderIdDocument, OrderCreateIdDocument, OrderUpdateStatusDocument } from '../graphql/__generated__/operations';

/**
 * Shared by the hostile-input suites of orders (buyer-input, money-limits): a store with a game
 * server and a package whose commands use every buyer placeholder, and the four ways to place an
 * order (storefront and admin, REST and GraphQL) answering in one shape.
 */

export type Json = Record<string, any>;
export type Pair = [field: string, rule: string];

export interface Shop {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
  /** The game server's token, for polls. */
  token: string;
  /** A package whose commands use {client_identifier}, {client_name}, {client_discord}, {client_email} and {nick}. */
  pkg: number;
  /** Its optional TEXT custom field. */
  fieldId: number;
}

export const COMMANDS = {
  rank: 'lp user {client_identifier} parent add vip',
  thanks: 'say Thanks {client_name} ({client_discord}, {client_email}) on {nick}',
  refund: 'lp user {client_identifier} parent remove vip',
};

export async function makeShop(t: TestApp): Promise<Shop> {
  const s = await aStore(t);
  const server = await aServer(t, s, { name: 'Survival' });
  const variable = await aVariable(t, s, { name: 'nick' });
  const vip = await aPackage(
    t,
    s,
    {
      variables: [variable.id],
      fields: [{ name: 'Message', type: 'TEXT', required: false }],
      commands: [
        { type: 'PURCHASE', command: COMMANDS.rank, offline_execute: true },
        { type: 'PURCHASE', command: COMMANDS.thanks, offline_execute: true },
        { type: 'REFUND', command: COMMANDS.refund, offline_execute: true },
      ],
    },
    { detail: true },
  );
  return {
    key: s.key,
    storeId: s.storeId,
    domain: s.domain,
    categoryId: s.categoryId,
    token: server.token,
    pkg: vip.id,
    fieldId: vip.fields[0].id,
  };
}

export const buyer = (s: Shop, extra: Json = {}): Json => ({
  items: [{ id: s.pkg, quantity: 1 }],
  client_identifier: 'Steve',
  client_email: 'steve@example.com',
  client_name: 'Steve Rogers',
  gateway: 'PIX',
  // The package's thanks command names {client_discord}: an order without one is refused (it needs the value).
  client_discord: 'steve#0001',
  variables: { nick: 'eu' },
  ...extra,
});

/** An answer of any surface: the HTTP status, and the errors as [field, rule] with their code. */
export interface Answer {
  status: number;
  ok: boolean;
  codes: string[];
  pairs: Pair[];
  body: any;
}

export const fromRest = (res: { status: number; body: any }): Answer => ({
  status: res.status,
  ok: res.status < 300,
  codes: (res.body?.errors ?? []).map((e: Json) => e.code),
  pairs: (res.body?.errors ?? []).map((e: Json) => [e.field, e.rule]),
  body: res.body,
});

export const fromGql = (status: number, body: any): Answer => ({
  status,
  ok: !body?.errors,
  codes: (body?.errors ?? []).map((e: Json) => e.extensions?.code),
  pairs: (body?.errors ?? []).map((e: Json) => [e.extensions?.field, e.extensions?.rule]),
  body,
});

async function gql(t: TestApp, headers: Record<string, string>, query: DocumentNode, variables: Json) {
  const res = await t
    .http()
    .post('/graphql')
    .set(headers)
    .send({ query: print(query), variables });
  return fromGql(res.status, res.body);
}

const CHECKOUT = CheckoutOrderIdDocument;
const CREATE = OrderCreateIdDocument;
const UPDATE = OrderUpdateStatusDocument;

/** The four ways an order is placed, by name. */
export const PLACE = {
  'REST storefront': (t: TestApp, s: Shop, body: Json) => t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).send(body).then(fromRest),
  'REST admin': (t: TestApp, s: Shop, body: Json) => t.http().post('/v1/app/order').set(bearer(s.key)).send(body).then(fromRest),
  'GraphQL checkout': (t: TestApp, s: Shop, body: Json) => gql(t, { 'x-store-domain': s.domain }, CHECKOUT, { input: toGqlInput(body) }),
  'GraphQL createOrder': (t: TestApp, s: Shop, body: Json) => gql(t, bearer(s.key), CREATE, { input: toGqlInput(body) }),
};
export const SURFACES = Object.keys(PLACE) as (keyof typeof PLACE)[];

/** The two ways an order is changed. */
export const UPDATE_ORDER = {
  REST: (t: TestApp, s: Shop, id: number, body: Json) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send(body).then(fromRest),
  GraphQL: (t: TestApp, s: Shop, id: number, body: Json) => gql(t, bearer(s.key), UPDATE, { id, input: toGqlInput(body) }),
};

/** Expects one refusal: `code` (and its HTTP status on REST), with exactly these [field, rule] pairs. */
export function expectRefused(a: Answer, code: string, pairs: Pair[] = []) {
  expect({ codes: [...new Set(a.codes)], pairs: pairs.length ? a.pairs : [] }).toEqual({ codes: [code], pairs });
  expect(a.status).not.toBeGreaterThanOrEqual(500);
}

/** Rows an order writes in one store; a refusal leaves them unchanged. */
export async function orderRows(t: TestApp, storeId: number) {
  const [orders, lines, variables, commands] = await Promise.all([
    t.db.order.count({ where: { storeId } }),
    t.db.orderPackage.count({ where: { storeId } }),
    t.db.orderVariable.count({ where: { storeId } }),
    t.db.command.count({ where: { storeId } }),
  ]);
  return { orders, lines, variables, commands };
}

export const approve = (t: TestApp, s: Shop, id: number) => UPDATE_ORDER.REST(t, s, id, { status: 'APPROVED' });

/** What a game server gets from one poll (offline and for `online` players): the command texts. */
export async function polledCommands(t: TestApp, s: Shop, online = ''): Promise<string[]> {
  const res = await t
    .http()
    .get(`/v1/server/queue${online ? `?online=${encodeURIComponent(online)}` : ''}`)
    .set(bearer(s.token));
  expect(res.status).toBe(200);
  return res.body.data.map((c: { command: string }) => c.command);
}

/** An order written straight to the database, as an older version of the service could have: no validation. */
export async function insertOldOrder(
  t: TestApp,
  s: Shop,
  buyerData: { clientIdentifier?: string; clientName?: string; clientDiscord?: string | null; clientEmail?: string },
  variables: Record<string, string> = { nick: 'eu' },
) {
  return t.db.order.create({
    data: {
      storeId: s.storeId,
      internalId: `OLD${Math.random().toString(36).slice(2, 11).toUpperCase()}`,
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve Rogers',
      price: '10.00',
      netReceived: '10.00',
      gateway: 'PIX',
      currency: 'BRL',
      ...buyerData,
      lines: { create: [{ storeId: s.storeId, packageId: s.pkg, name: 'VIP', quantity: 1, unitPrice: '10.00', price: '10.00', fields: {} }] },
      variables: { create: Object.entries(variables).map(([name, value]) => ({ storeId: s.storeId, name, value })) },
    },
  });
}
