import type { ServiceContext } from '../../context';
import { Prisma, type Order } from '../../generated/prisma/client';
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
 * Every filter is written here once, for the page, its total and `all=true`. The rows are read
 * with Prisma's raw query, which returns numeric columns as Decimals and timestamps as Dates, under
 * the model's field names: the same records `findMany` returns.
 */

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every column of the Order model under its field name (the schema maps each field to its snake_case column). */
const COLUMNS = Prisma.raw(
  Object.keys(Prisma.OrderScalarFieldEnum)
    .map((field) => `"${snake(field)}" AS "${field}"`)
    .join(', '),
);

/** The conditions of a validated list query, for the store of `ctx`. */
function conditions(ctx: ServiceContext, q: ListOrdersData): Prisma.Sql {
  const tz = ctx.store.timezone;
  const where = [Prisma.sql`store_id = ${ctx.store.id}`];
  if (q.status) where.push(Prisma.sql`status = ${q.status}::"OrderStatus"`);
  if (q.client_identifier) where.push(Prisma.sql`client_identifier = ${q.client_identifier}`);
  if (q.email) where.push(Prisma.sql`client_email = ${q.email.trim().toLowerCase()}`);
  if (q.gateway) where.push(Prisma.sql`gateway = ${q.gateway}::"Gateway"`);
  if (q.from) where.push(Prisma.sql`created_at >= ${startOfDayInZone(q.from, tz)}`);
  if (q.to) where.push(Prisma.sql`created_at < ${startOfDayInZone(nextDay(q.to), tz)}`);
  for (const term of [q.q, q.search]) {
    if (!term) continue;
    // The e-mail was lower-cased by the same toLowerCase() when it was stored; the other keys are
    // compared with lower() on both sides, the expression their indexes hold.
    where.push(Prisma.sql`(lower(client_identifier) = lower(${term}) OR client_email = ${term.toLowerCase()}
      OR lower(client_name) = lower(${term}) OR lower(client_discord) = lower(${term}) OR internal_id = upper(${term}))`);
  }
  return Prisma.join(where, ' AND ');
}

/** Newest first; the id breaks ties between orders placed in the same millisecond. */
const NEWEST_FIRST = Prisma.sql`ORDER BY created_at DESC, id DESC`;

export async function orderList(ctx: ServiceContext, q: ListOrdersData): Promise<ListResult<Order>> {
  const where = conditions(ctx, q);
  if (q.all) return { kind: 'all', data: await ctx.db.$queryRaw<Order[]>`SELECT ${COLUMNS} FROM orders WHERE ${where} ${NEWEST_FIRST}` };
  const { page, perPage, skip, take } = pageWindow(q);
  const [[{ total }], data] = await Promise.all([
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM orders WHERE ${where}`,
    ctx.db.$queryRaw<Order[]>`SELECT ${COLUMNS} FROM orders WHERE ${where} ${NEWEST_FIRST} LIMIT ${take} OFFSET ${skip}`,
  ]);
  return { kind: 'page', data, total, page, perPage };
}
