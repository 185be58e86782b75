import { sql, type ExpressionBuilder } from 'kysely';
import type { ServiceContext } from '../../context';
import { ORDER_FIELDS } from '../../db/locks';
import { db, run } from '../../db/sql';
import type { DB } from '../../generated/kysely/db';
import type { Order } from '../../generated/prisma/client';
import { nextDay, startOfDayInZone } from '../../lib/format';
import { pageWindow, type ListResult } from '../../lib/pagination';
import type { ListOrdersData } from './order.schemas';

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
function conditions(ctx: ServiceContext, q: ListOrdersData) {
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
