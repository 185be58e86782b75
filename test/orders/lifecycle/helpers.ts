import { setupTestApp, bearer, type TestApp } from '../../helpers/app';
import type { StoreFixture } from '../../helpers/fixtures';

/**
 * An order's life after it is placed, end to end on a real PostgreSQL: every status transition
 * (allowed and refused, over all pairs), the effects of approval (paid_at, stock, license keys,
 * deliveries, commands, affiliate commission), refund and chargeback, the outbox events, the
 * variables update re-rendering pending commands, notes and deliveries; REST and GraphQL.
 */

/** This suite's app, on the database of the file that calls useApp() (each test file has its own). */
export let t: TestApp;
export function useApp() {
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());
}

export type Json = Record<string, any>;
export type Surface = 'rest' | 'gql';

export const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
export const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export const NOTE_KEYS = ['id', 'order_id', 'user_id', 'content', 'created_at', 'updated_at'];
export const DELIVERY_KEYS = ['id', 'store_id', 'order_package_id', 'license_key_id', 'type', 'value', 'render', 'created_at', 'updated_at'];

export const keysOf = (o: object) => Object.keys(o).sort();
export const sorted = (keys: string[]) => [...keys].sort();

export const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK'] as const;
export type Status = (typeof STATUSES)[number];
export const ALLOWED: Record<Status, Status[]> = {
  PENDING: ['APPROVED', 'REJECTED', 'CANCELED'],
  APPROVED: ['REFUNDED', 'CHARGEDBACK'],
  REJECTED: [],
  CANCELED: [],
  REFUNDED: [],
  CHARGEDBACK: [],
};
/** How to reach each status from PENDING through allowed transitions. */
export const PATH: Record<Status, Status[]> = {
  PENDING: [],
  APPROVED: ['APPROVED'],
  REJECTED: ['REJECTED'],
  CANCELED: ['CANCELED'],
  REFUNDED: ['APPROVED', 'REFUNDED'],
  CHARGEDBACK: ['APPROVED', 'CHARGEDBACK'],
};
export const EVENT_OF: Partial<Record<Status, string>> = {
  APPROVED: 'ORDER_APPROVED',
  REJECTED: 'ORDER_REJECTED',
  REFUNDED: 'ORDER_REFUNDED',
  CHARGEDBACK: 'ORDER_CHARGEDBACK',
};
export const DISPLAY_PT: Record<Status, string> = {
  PENDING: 'Pendente',
  APPROVED: 'Aprovado',
  REJECTED: 'Rejeitado',
  CANCELED: 'Cancelado',
  REFUNDED: 'Reembolsado',
  CHARGEDBACK: 'Estornado (chargeback)',
};
export const DISPLAY_EN: Record<Status, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
  CHARGEDBACK: 'Charged back',
};

// ---------------------------------------------------------------- fixtures

export let affSeq = 0;
export const affiliate = (storeId: number, percentCommission = 10) => {
  affSeq++;
  return t.db.affiliate.create({
    data: { storeId, name: `Aff ${affSeq}`, refCode: `Ref_${affSeq}`, refCodeKey: `ref_${affSeq}`, percentCommission, email: `aff${affSeq}@x.io` },
  });
};

export const patch = (s: StoreFixture, id: number | string, body: Json) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send(body);
export const getOrder = (s: StoreFixture, id: number) => t.http().get(`/v1/app/order/${id}`).set(bearer(s.key));

/** Lifecycle rank: breaks ties between events written in the same millisecond. */
const EVENT_RANK: Record<string, number> = {
  ORDER_CREATED: 0,
  ORDER_APPROVED: 1,
  ORDER_REJECTED: 1,
  ORDER_REFUNDED: 2,
  ORDER_CHARGEDBACK: 2,
};
export const eventsOf = async (orderId: number) =>
  (await t.db.outboxEvent.findMany({ where: { orderId } }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || EVENT_RANK[a.event] - EVENT_RANK[b.event])
    .map((e) => ({ ...e, payload: e.payload as Json }));

/** Everything an order change can write for one order (and the store's keys/stock/affiliates). */
export async function snapshot(s: StoreFixture, orderId: number) {
  const [order, events, commands, deliveries, variables, keys, packages, affiliates, transactions] = await Promise.all([
    t.db.order.findUniqueOrThrow({ where: { id: orderId } }),
    t.db.outboxEvent.count({ where: { orderId } }),
    t.db.command.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.delivery.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.orderVariable.findMany({ where: { orderId }, orderBy: { id: 'asc' } }),
    t.db.licenseKey.findMany({ where: { storeId: s.storeId }, orderBy: { id: 'asc' } }),
    t.db.package.findMany({ where: { storeId: s.storeId }, select: { id: true, inventoryAmount: true }, orderBy: { id: 'asc' } }),
    t.db.affiliate.findMany({ where: { storeId: s.storeId }, select: { id: true, balance: true }, orderBy: { id: 'asc' } }),
    t.db.affiliateTransaction.count({ where: { storeId: s.storeId } }),
  ]);
  return { order, events, commands, deliveries, variables, keys, packages, affiliates, transactions };
}

export function expectRestErrors(res: { status: number; body: any }, status: number, code: string, pairs: [string, string][]) {
  expect(res.status).toBe(status);
  expect(res.body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule }))).toEqual(pairs.map(([field, rule]) => ({ code, field, rule })));
  for (const e of res.body.errors) expect(typeof e.message).toBe('string');
}

export const amount = (d: { toString(): string } | null) => (d === null ? null : Number(d.toString()));
