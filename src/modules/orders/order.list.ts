import { sql, type ExpressionBuilder } from 'kysely';
import type { Wire } from '../../lib/wire';
import type { ServiceContext } from '../../context';
import { ORDER_FIELDS } from '../../db/locks';
import { db, run } from '../../db/sql';
import type { DB } from '../../generated/kysely/db';
import type { Order } from '../../generated/prisma/client';
import { invalid } from '../../errors';
import { nextDay, startOfDayInZone } from '../../lib/format';
import { slice, type Range, type Slice } from '../../lib/keyset';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import { ordersConnectionSchema, type ListOrdersData, type OrdersConnectionInput } from './order.schemas';

/**
 * The order list as SQL, because its search (`q`) must use indexes Prisma cannot name: `q` is one
 * of a buyer's keys, matched exactly and ignoring case, and each comparison has its index
 * (migration order_search): `(store_id, lower(client_identifier))`, `(store_id, lower(client_name))`,
 * `(store_id, lower(client_discord))`, and the existing `(store_id, client_email)` (e-mails are
 * stored lower-cased) and `(store_id, internal_id)` (stored upper-case). PostgreSQL ORs the five
 * index scans, so a search costs the buyer's orders, not the store's. Prisma's case-insensitive
 * `equals` is an ILIKE, which uses none of them (and reads `_` and `%` in the value as wildcards).
 *
 * Every filter is written here once, for the page, its total and `all=true`. The statements are
 * built per call (the filters change their shape) and read through the transaction's raw query,
 * which returns numeric columns as Decimals and timestamps as Dates: the records `findMany` returns.
 */

/** The conditions of a validated list query, for the store of `ctx`. */
function conditions(ctx: ServiceContext, q: Omit<ListOrdersData, 'page' | 'per_page' | 'all'>) {
  const tz = ctx.store.timezone;
  return (eb: ExpressionBuilder<DB, 'orders'>) => {
    const where = [eb('storeId', '=', ctx.store.id)];
    if (q.status) where.push(eb('status', '=', sql<Order['status']>`${q.status}::"OrderStatus"`));
    if (q.client_identifier) where.push(eb('clientIdentifier', '=', q.client_identifier));
    if (q.email) where.push(eb('clientEmail', '=', q.email.trim().toLowerCase()));
    if (q.gateway) where.push(eb('gateway', '=', sql<Order['gateway']>`${q.gateway}::"Gateway"`));
    if (q.from) where.push(eb('createdAt', '>=', startOfDayInZone(q.from, tz)));
    if (q.to) where.push(eb('createdAt', '<', startOfDayInZone(nextDay(q.to), tz)));
    for (const term of [q.q, q.search]) {
      if (!term) continue;
      // The e-mail was lower-cased by the same toLowerCase() when it was stored; the other keys are
      // compared with lower() on both sides, the expression their indexes hold.
      where.push(
        eb.or([
          eb(eb.fn('lower', ['clientIdentifier']), '=', eb.fn('lower', [eb.val(term)])),
          eb('clientEmail', '=', term.toLowerCase()),
          eb(eb.fn('lower', ['clientName']), '=', eb.fn('lower', [eb.val(term)])),
          eb(eb.fn('lower', ['clientDiscord']), '=', eb.fn('lower', [eb.val(term)])),
          eb('internalId', '=', eb.fn<string>('upper', [eb.val(term)])),
        ]),
      );
    }
    return eb.and(where);
  };
}

export async function orderList(ctx: ServiceContext, q: ListOrdersData): Promise<ListResult<Order>> {
  const where = conditions(ctx, q);
  // Newest first; the id breaks ties between orders placed in the same millisecond.
  const rows = db.selectFrom('orders').select(ORDER_FIELDS).where(where).orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (q.all) return { kind: 'all', data: (await run(ctx.db, rows)) as Order[] };
  const { page, perPage, skip, take } = pageWindow(q);
  const [[{ total }], data] = await Promise.all([
    run(ctx.db, db.selectFrom('orders').select(sql<number>`count(*)::int`.as('total')).where(where)),
    run(ctx.db, rows.limit(take).offset(skip)),
  ]);
  return { kind: 'page', data: data as Order[], total, page, perPage };
}

/**
 * The orders as a connection (GraphQL `ordersConnection` only): listOrders' filters and rules, a page
 * by keyset (src/lib/keyset.ts). `created_at <= $at` is a range of the same indexes the page reads
 * ((store_id, created_at), or with status or gateway first), so a page deep in the list costs what the
 * first one does (docs: EXPLAIN shows an index scan and an incremental sort of the cursor's millisecond).
 */
export async function ordersConnection(ctx: ServiceContext, input: Wire<OrdersConnectionInput> = {}): Promise<Slice<Order>> {
  const q = parseInput(ordersConnectionSchema, input);
  if (q.from && q.to && q.from > q.to) throw invalid('to', 'range', 'to must not be before from');
  const where = conditions(ctx, q);
  const within = (range: Range<number>) => (eb: ExpressionBuilder<DB, 'orders'>) => {
    const and = [where(eb)];
    if (range.after) {
      const { key, inclusive } = range.after;
      and.push(eb('createdAt', '<=', key.at), eb.or([eb('createdAt', '<', key.at), eb('id', inclusive ? '<=' : '<', key.id)]));
    }
    if (range.before) {
      const { key, inclusive } = range.before;
      and.push(eb('createdAt', '>=', key.at), eb.or([eb('createdAt', '>', key.at), eb('id', inclusive ? '>=' : '>', key.id)]));
    }
    return eb.and(and);
  };
  return slice('orders', q, {
    rows: async (range, reverse, take) => {
      const dir = reverse ? 'asc' : 'desc';
      const rows = db.selectFrom('orders').select(ORDER_FIELDS).where(within(range)).orderBy('createdAt', dir).orderBy('id', dir).limit(take);
      return (await run(ctx.db, rows)) as Order[];
    },
    count: async () => {
      const [{ total }] = await run(ctx.db, db.selectFrom('orders').select(sql<number>`count(*)::int`.as('total')).where(where));
      return total;
    },
  });
}
