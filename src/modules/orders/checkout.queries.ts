import { sql, type RawBuilder } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { ORDER_FIELDS, xactLock } from '../../db/locks';
import { db, fieldsJson, prepare, type Param, type SqlTx } from '../../db/sql';
import { Prisma, type Order, type OrderPackage, type OrderVariable } from '../../generated/prisma/client';
import type { CouponLimitCriteria, Gateway, PromoType, SubscriptionInterval, WebhookEvent } from '../../generated/prisma/enums';

/**
 * The statements of placing an order (checkout, the app's checkout, the owner's manual order), as
 * typed raw SQL: the flash-sale write path (docs/PERFORMANCE.md, "What changed, path by path": 21
 * statements to 5). Through Prisma it was one statement per relation and per line (packages, fields,
 * variables, two key counts per line, the order, its lines, the order read back, its lines and
 * variables read again for the outbox):
 * here it is one read and one write whatever the number of lines, both on the transaction's
 * connection.
 */

const Decimal = Prisma.Decimal;

/** A package as an order line needs it: the line rules, its fields, its variables, its key pool. */
export interface CheckoutPackage {
  id: number;
  name: string;
  enabled: boolean;
  type: string;
  price: Prisma.Decimal;
  /** Its category, and the package it is a variation of (null: none): what promotions are scoped by. */
  categoryId: number;
  parentId: number | null;
  inventoryAmount: number | null;
  minQuantity: number;
  perUserLimit: boolean;
  /** Set for a subscription package: how often it charges. */
  subscriptionInterval: SubscriptionInterval | null;
  subscriptionIntervalCount: number | null;
  fields: { id: number; name: string; type: string; required: boolean }[];
  /** The names of the store variables the package asks for. */
  variables: string[];
  /** License keys in its pool, and how many of them are unused. */
  keys: number;
  unusedKeys: number;
  /** Its game-server commands' templates (every trigger), and whether each runs only while the player is online. */
  commands: { command: string; offlineExecute: boolean }[];
  /** Its Discord actions: what each does, and a message's template. */
  discordActions: { action: string; message: string | null }[];
}

export interface CheckoutCoupon {
  id: number;
  code: string;
  type: PromoType;
  value: Prisma.Decimal;
  enabled: boolean;
  maxUses: number | null;
  expiresAt: Date | null;
  /** The smallest cart subtotal (before the discount) it applies to; 0: any. */
  minPrice: Prisma.Decimal;
  /** One use per buyer, counted by this detail; null: no per-buyer limit. */
  limitCriteria: CouponLimitCriteria | null;
  /** Before this instant it is refused (rule not_started); null: from its creation. */
  startsAt: Date | null;
  uses: number;
  /** Its scope (both empty: every package). */
  packageIds: number[];
  categoryIds: number[];
  /** Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count. */
  maxUsesPerBuyer: number | null;
  firstPurchaseOnly: boolean;
  combinableWithSales: boolean;
}

/** A sale running now, as checkout prices with it. */
interface CheckoutSale {
  id: number;
  type: PromoType;
  value: string;
  packageIds: number[];
  categoryIds: number[];
}

export interface CheckoutGateway {
  gateway: Gateway;
  name: string | null;
  credentialsEnc: string | null;
}

export interface CheckoutReads {
  /** Ids taken from the sequences for the order, its lines and its variables (ascending): see `insertOrder`. */
  ids: { order: number; lines: number[]; variables: number[] };
  /** The enabled gateways (any order), when asked for. */
  gateways: CheckoutGateway[];
  packages: CheckoutPackage[];
  coupon: CheckoutCoupon | null;
  affiliate: { id: number; email: string; selfAffiliated: boolean } | null;
  /** The sales running now (read only when the store has sales; else empty). */
  sales: CheckoutSale[];
  /** Each category's parent (read only when a sale runs or a coupon is given; else empty). */
  parents: Map<number, number | null>;
}

interface ReadArgs {
  storeId: number;
  buyerScope: string;
  buyer: string;
  couponScope: string;
  /** The buyer's e-mail and identifier (lower-cased; null: none), which a limited coupon's lock is keyed by. */
  email: string;
  identifier: string | null;
  lines: number;
  variables: number;
  gateways: boolean;
  packageIds: number[];
  couponKey: string | null;
  refCodeKey: string | null;
  sales: boolean;
}

/** The ids the order, its lines and its variables will have, taken from their sequences. */
const nextIds = (sequence: string, count: RawBuilder<unknown>) =>
  sql<
    number[]
  >`(SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM (SELECT nextval(${sql.lit(sequence)})::int AS id FROM generate_series(1, ${count}::int)) n)`;
/** A JSON array of the subquery's objects (empty: `[]`), ordered as `orderBy` says. */
const jsonList = <T>(item: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) =>
  sql<T[]>`coalesce(json_agg(${item}${orderBy ? sql` ORDER BY ${orderBy}` : sql``}), '[]')`;

const readStatement = prepare('checkout.read', (arg: Param<ReadArgs>) =>
  db.selectNoFrom((eb) => [
    xactLock(arg('buyerScope'), sql`hashtext(${arg('buyer')})`).as('locked'),
    // Taken after the buyer's lock (the select list is evaluated in order, so every checkout takes
    // them in the same order and none waits for another in reverse), and only for a coupon that
    // counts a buyer's orders (limit_criteria, max_uses_per_buyer, first_purchase_only): one lock per
    // coupon and e-mail, then one per coupon and identifier (when there is one), so two checkouts of
    // one e-mail under two identifiers, or of one identifier under two e-mails, queue up.
    eb
      .selectFrom('coupons as c')
      .select(() => xactLock(arg('couponScope'), sql`hashtext(c.id::text || ':e:' || ${arg('email')}::text)`).as('couponLocked'))
      .where('c.storeId', '=', arg('storeId'))
      .where('c.codeKey', '=', arg('couponKey') as string)
      .where(sql<boolean>`(c.limit_criteria IS NOT NULL OR c.max_uses_per_buyer IS NOT NULL OR c.first_purchase_only)`)
      .as('couponLocked'),
    eb
      .selectFrom('coupons as c')
      .select(() => xactLock(arg('couponScope'), sql`hashtext(c.id::text || ':i:' || ${arg('identifier')}::text)`).as('couponLockedByIdentifier'))
      .where('c.storeId', '=', arg('storeId'))
      .where('c.codeKey', '=', arg('couponKey') as string)
      .where(sql<boolean>`${arg('identifier')}::text IS NOT NULL`)
      .where(sql<boolean>`(c.limit_criteria IS NOT NULL OR c.max_uses_per_buyer IS NOT NULL OR c.first_purchase_only)`)
      .as('couponLockedByIdentifier'),
    sql<number>`nextval('orders_id_seq')::int`.as('orderId'),
    nextIds('order_packages_id_seq', sql`${arg('lines')}`).as('lineIds'),
    nextIds('order_variables_id_seq', sql`${arg('variables')}`).as('variableIds'),
    eb
      .case()
      .when(sql<boolean>`${arg('gateways')}::boolean`)
      .then(
        eb
          .selectFrom('storeGateways as g')
          .select((g) =>
            jsonList<CheckoutGateway>(jsonBuildObject({ gateway: g.ref('g.gateway'), name: g.ref('g.name'), credentialsEnc: g.ref('g.credentialsEnc') })).as(
              'list',
            ),
          )
          .where('g.storeId', '=', arg('storeId'))
          .where('g.enabled', '=', sql<boolean>`true`),
      )
      .end()
      .as('gateways'),
    eb
      .selectFrom('packages as p')
      .select((pe) =>
        jsonList<PackageJson>(
          jsonBuildObject({
            id: pe.ref('p.id'),
            name: pe.ref('p.name'),
            enabled: pe.ref('p.enabled'),
            type: pe.ref('p.type'),
            price: sql`${pe.ref('p.price')}::text`,
            categoryId: pe.ref('p.categoryId'),
            parentId: pe.ref('p.parentId'),
            inventoryAmount: pe.ref('p.inventoryAmount'),
            minQuantity: pe.ref('p.minQuantity'),
            perUserLimit: pe.ref('p.perUserLimit'),
            subscriptionInterval: pe.ref('p.subscriptionInterval'),
            subscriptionIntervalCount: pe.ref('p.subscriptionIntervalCount'),
            fields: pe
              .selectFrom('packageFields as f')
              .select((f) =>
                jsonList(
                  jsonBuildObject({ id: f.ref('f.id'), name: f.ref('f.name'), type: f.ref('f.type'), required: f.ref('f.required') }),
                  sql`${f.ref('f.id')}`,
                ).as('list'),
              )
              .whereRef('f.packageId', '=', 'p.id'),
            variables: pe
              .selectFrom('packageVariables as pv')
              .innerJoin('variables as v', 'v.id', 'pv.variableId')
              .select((v) => jsonList(sql`${v.ref('v.name')}`, sql`${v.ref('v.id')}`).as('list'))
              .whereRef('pv.packageId', '=', 'p.id'),
            keys: pe.selectFrom('licenseKeys as k').select(pe.fn.countAll().as('n')).whereRef('k.packageId', '=', 'p.id'),
            unusedKeys: pe.selectFrom('licenseKeys as k').select(pe.fn.countAll().as('n')).whereRef('k.packageId', '=', 'p.id').where(sql<boolean>`NOT k.used`),
            commands: pe
              .selectFrom('packageCommands as c')
              .select((c) => jsonList(jsonBuildObject({ command: c.ref('c.command'), offlineExecute: c.ref('c.offlineExecute') })).as('list'))
              .whereRef('c.packageId', '=', 'p.id'),
            discordActions: pe
              .selectFrom('packageDiscordActions as d')
              .select((d) => jsonList(jsonBuildObject({ action: d.ref('d.action'), message: sql`${d.ref('d.parameters')}->>'message'` })).as('list'))
              .whereRef('d.packageId', '=', 'p.id'),
          }),
        ).as('list'),
      )
      .where('p.storeId', '=', arg('storeId'))
      .where(sql<boolean>`p.id = ANY(${arg('packageIds')}::int[])`)
      .as('packages'),
    eb
      .selectFrom('coupons as c')
      .select((c) =>
        jsonBuildObject({
          id: c.ref('c.id'),
          code: c.ref('c.code'),
          type: c.ref('c.type'),
          value: sql`${c.ref('c.value')}::text`,
          enabled: c.ref('c.enabled'),
          maxUses: c.ref('c.maxUses'),
          expiresAt: c.ref('c.expiresAt'),
          minPrice: sql`${c.ref('c.minPrice')}::text`,
          limitCriteria: c.ref('c.limitCriteria'),
          startsAt: c.ref('c.startsAt'),
          uses: c.ref('c.uses'),
          packageIds: c.ref('c.packageIds'),
          categoryIds: c.ref('c.categoryIds'),
          maxUsesPerBuyer: c.ref('c.maxUsesPerBuyer'),
          firstPurchaseOnly: c.ref('c.firstPurchaseOnly'),
          combinableWithSales: c.ref('c.combinableWithSales'),
        })
          .$castTo<CouponJson>()
          .as('coupon'),
      )
      .where('c.storeId', '=', arg('storeId'))
      .where('c.codeKey', '=', arg('couponKey') as string)
      .as('coupon'),
    eb
      .selectFrom('affiliates as a')
      .select((a) =>
        jsonBuildObject({ id: a.ref('a.id'), email: a.ref('a.email'), selfAffiliated: a.ref('a.selfAffiliated') })
          .$castTo<CheckoutReads['affiliate']>()
          .as('affiliate'),
      )
      .where('a.storeId', '=', arg('storeId'))
      .where('a.refCodeKey', '=', arg('refCodeKey') as string)
      .as('affiliate'),
    // Promotions: the running sales only for a store that has sales (stores.sales_until, read with the
    // store), and the category tree only when a sale or a coupon could be scoped by it.
    eb
      .case()
      .when(sql<boolean>`${arg('sales')}::boolean`)
      .then(
        eb
          .selectFrom('sales as s')
          .select((se) =>
            jsonList<CheckoutSale>(
              jsonBuildObject({
                id: se.ref('s.id'),
                type: se.ref('s.type'),
                value: sql`${se.ref('s.value')}::text`,
                packageIds: se.ref('s.packageIds'),
                categoryIds: se.ref('s.categoryIds'),
              }),
            ).as('list'),
          )
          .where('s.storeId', '=', arg('storeId'))
          .where('s.enabled', '=', sql<boolean>`true`)
          .where(sql<boolean>`s.starts_at <= now() AND s.ends_at > now()`),
      )
      .end()
      .as('sales'),
    eb
      .case()
      .when(sql<boolean>`${arg('sales')}::boolean OR ${arg('couponKey')}::text IS NOT NULL`)
      .then(
        eb
          .selectFrom('categories as k')
          .select((k) => jsonList<{ id: number; parentId: number | null }>(jsonBuildObject({ id: k.ref('k.id'), parentId: k.ref('k.parentId') })).as('list'))
          .where('k.storeId', '=', arg('storeId')),
      )
      .end()
      .as('categories'),
  ]),
);

type PackageJson = Omit<CheckoutPackage, 'price'> & { price: string };
type CouponJson = Omit<CheckoutCoupon, 'value' | 'expiresAt' | 'minPrice' | 'startsAt'> & {
  value: string;
  expiresAt: string | null;
  minPrice: string;
  startsAt: string | null;
};

/**
 * Serializes one buyer's checkouts in a store (so per-user limits hold under concurrency) and reads
 * everything an order is checked against, in one statement. The lock is taken in this statement,
 * whose snapshot may predate it: nothing read here is what the lock protects (packages, key pools,
 * coupon and affiliate rows are not the buyer's; coupon uses are re-checked by the write). What
 * the buyer already owns is read by `ownedPackages`, a statement that starts after the lock is held.
 * A coupon with a per-buyer limit is also locked for this buyer's e-mail or identifier (whichever
 * it counts), and whether they used it is read after, by `couponUsedBy`.
 */
export async function lockBuyerAndRead(
  tx: SqlTx,
  storeId: number,
  buyer: { email: string; identifier: string | null },
  q: { packageIds: number[]; couponKey: string | null; refCodeKey: string | null; gateways: boolean; lines: number; variables: number; sales: boolean },
): Promise<CheckoutReads> {
  const identifier = buyer.identifier ? buyer.identifier.toLowerCase() : null;
  const email = buyer.email.toLowerCase();
  const [row] = await readStatement.run(tx, {
    ...q,
    storeId,
    buyerScope: `buyer:${storeId}`,
    // Whose checkouts to serialize: the buyer's identifier, else their e-mail.
    buyer: identifier ?? email,
    couponScope: `coupon-buyer:${storeId}`,
    email,
    identifier,
  });
  return {
    ids: { order: row.orderId, lines: row.lineIds, variables: row.variableIds },
    gateways: row.gateways ?? [],
    packages: row.packages!.map((p) => ({ ...p, price: new Decimal(p.price) })),
    coupon: row.coupon && {
      ...row.coupon,
      value: new Decimal(row.coupon.value),
      expiresAt: row.coupon.expiresAt === null ? null : new Date(row.coupon.expiresAt),
      minPrice: new Decimal(row.coupon.minPrice),
      startsAt: row.coupon.startsAt === null ? null : new Date(row.coupon.startsAt),
    },
    affiliate: row.affiliate ?? null,
    sales: row.sales ?? [],
    parents: new Map((row.categories ?? []).map((c) => [c.id, c.parentId])),
  };
}

const ownedStatement = prepare('checkout.owned', (arg: Param<{ storeId: number; clientIdentifier: string; packageIds: number[] }>) =>
  db
    .selectFrom('orderPackages as op')
    .innerJoin('orders as o', 'o.id', 'op.orderId')
    .select('op.packageId')
    .distinct()
    .where(sql<boolean>`op.package_id = ANY(${arg('packageIds')}::int[])`)
    .where('o.storeId', '=', arg('storeId'))
    .where(sql<boolean>`lower(o.client_identifier) = lower(${arg('clientIdentifier')})`)
    .where('o.status', 'in', ['PENDING', 'APPROVED']),
);

/**
 * Which of `packageIds` the buyer already has in a PENDING or APPROVED order of the store. Run
 * after `lockBuyerAndRead`, so it sees every order of this buyer that committed before the lock.
 * The identifier is compared in any case, as the same text: `lower() = lower()` (the index
 * `orders (store_id, lower(client_identifier))`), not ILIKE, where a buyer's `_` or `%` would match others' orders.
 */
export async function ownedPackages(tx: SqlTx, storeId: number, clientIdentifier: string, packageIds: number[]): Promise<Set<number>> {
  const rows = await ownedStatement.run(tx, { storeId, clientIdentifier, packageIds });
  return new Set(rows.map((r) => r.packageId as number));
}

const NOT_COUNTED = ['REJECTED', 'CANCELED'] as const;

interface HistoryArgs {
  storeId: number;
  couponId: number;
  email: string;
  identifier: string | null;
}

/** The buyer's orders that count (not REJECTED or CANCELED), by e-mail and by identifier: all of them, and those with the coupon. */
const historyStatement = prepare('checkout.couponHistory', (arg: Param<HistoryArgs>) =>
  db
    .selectFrom('orders as o')
    .select([
      sql<number>`count(*) FILTER (WHERE o.coupon_id = ${arg('couponId')}::int AND o.client_email = ${arg('email')}::text)::int`.as('byEmail'),
      sql<number>`count(*) FILTER (WHERE o.coupon_id = ${arg('couponId')}::int AND lower(o.client_identifier) = ${arg('identifier')}::text)::int`.as(
        'byIdentifier',
      ),
      sql<number>`count(*) FILTER (WHERE o.coupon_id = ${arg('couponId')}::int)::int`.as('byBuyer'),
      sql<number>`count(*)::int`.as('orders'),
    ])
    .where('o.storeId', '=', arg('storeId'))
    .where('o.status', 'not in', [...NOT_COUNTED])
    .where(
      sql<boolean>`(o.client_email = ${arg('email')}::text OR (${arg('identifier')}::text IS NOT NULL AND lower(o.client_identifier) = ${arg('identifier')}::text))`,
    ),
);

/** What a coupon that counts a buyer's orders is judged by: their orders with it (by e-mail, by identifier, by either) and all their orders. */
export interface CouponHistory {
  byEmail: number;
  byIdentifier: number;
  byBuyer: number;
  orders: number;
}

/**
 * The buyer's orders of the store that still count (not REJECTED or CANCELED: those gave their use
 * back), matched by e-mail (stored lower-cased; the index `orders (store_id, client_email)`) or by
 * identifier in any case (`orders (store_id, lower(client_identifier))`), in one statement. Run after
 * `lockBuyerAndRead` took the coupon's locks for this e-mail and identifier, so it sees every order
 * that committed with them before.
 */
export async function couponHistory(tx: SqlTx, storeId: number, couponId: number, email: string, identifier: string | null): Promise<CouponHistory> {
  const [row] = await historyStatement.run(tx, { storeId, couponId, email: email.toLowerCase(), identifier: identifier?.toLowerCase() ?? null });
  return row as CouponHistory;
}

/**
 * An order to write, as its rows will be (ids taken by `lockBuyerAndRead`), with the ORDER_CREATED
 * outbox event whose payload was presented from these very rows.
 */
export interface NewOrder {
  order: Order;
  /** The order's coupon, whose use the write takes (null: none). */
  coupon: { id: number } | null;
  lines: OrderPackage[];
  variables: OrderVariable[];
  event: { id: string; event: WebhookEvent; payload: unknown; createdAt: Date };
}

/** How each order field is written from its parameter: the type a parameter of that column needs. */
const ORDER_CASTS: Partial<Record<(typeof ORDER_FIELDS)[number], string>> = {
  id: 'int',
  storeId: 'int',
  price: 'numeric',
  netReceived: 'numeric',
  promoType: '"PromoType"',
  promoValue: 'numeric',
  couponId: 'int',
  subtotal: 'numeric',
  saleDiscount: 'numeric',
  couponDiscount: 'numeric',
  giftCardAmount: 'numeric',
  giftCardId: 'int',
  affiliateId: 'int',
  affiliateCommission: 'numeric',
  gateway: '"Gateway"',
  status: '"OrderStatus"',
  currency: '"Currency"',
  paidAt: 'timestamptz',
  abandonedAt: 'timestamptz',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
};
const LINE_FIELDS = Object.keys(Prisma.OrderPackageScalarFieldEnum);
const VARIABLE_FIELDS = Object.keys(Prisma.OrderVariableScalarFieldEnum);

/** The order's fields as parameters (Decimals as text), the coupon whose use it takes, its lines and variables as JSON, its event. */
type InsertArgs = { [K in (typeof ORDER_FIELDS)[number]]: unknown } & {
  couponUseId: number | null;
  lines: string;
  variables: string;
  eventId: string;
  event: WebhookEvent;
  payload: string;
  eventCreatedAt: Date;
};

const insertStatement = prepare('checkout.insert', (arg: Param<InsertArgs>) =>
  db
    .with('couponUse', (q) =>
      q
        .updateTable('coupons')
        .set({ uses: sql<number>`uses + 1`, updatedAt: sql<Date>`now()` })
        .where(sql<boolean>`id = ${arg('couponUseId')}::int`)
        .where(sql<boolean>`(max_uses IS NULL OR uses < max_uses)`)
        .returning('id'),
    )
    .with('o', (q) =>
      q
        .insertInto('orders')
        .columns(ORDER_FIELDS)
        .expression(
          db
            .selectNoFrom(ORDER_FIELDS.map((f) => (ORDER_CASTS[f] ? sql`${arg(f)}::${sql.raw(ORDER_CASTS[f])}` : sql`${arg(f)}`).as(f)))
            .where(sql<boolean>`${arg('couponUseId')}::int IS NULL OR EXISTS (SELECT 1 FROM coupon_use)`),
        )
        .returningAll(),
    )
    .with('l', (q) =>
      q
        .insertInto('orderPackages')
        .columns(['id', 'storeId', 'orderId', 'packageId', 'name', 'quantity', 'unitPrice', 'price', 'fields', 'createdAt', 'updatedAt'])
        .expression(
          sql`SELECT x.id, o.store_id, o.id, x.package_id, x.name, x.quantity, x.unit_price, x.price, x.fields, o.created_at, o.created_at
            FROM o, json_to_recordset(${arg('lines')}::json) AS x(id int, package_id int, name text, quantity int, unit_price numeric, price numeric, fields jsonb)`,
        )
        .returningAll(),
    )
    .with('v', (q) =>
      q
        .insertInto('orderVariables')
        .columns(['id', 'storeId', 'orderId', 'name', 'value', 'createdAt', 'updatedAt'])
        .expression(
          sql`SELECT x.id, o.store_id, o.id, x.name, x.value, o.created_at, o.created_at
            FROM o, json_to_recordset(${arg('variables')}::json) AS x(id int, name text, value text)`,
        )
        .returningAll(),
    )
    .with('e', (q) =>
      q
        .insertInto('outboxEvents')
        .columns(['id', 'storeId', 'event', 'orderId', 'payload', 'createdAt'])
        .expression((eb) =>
          eb
            .selectFrom('o')
            .select([
              sql`${arg('eventId')}::uuid`.as('id'),
              'o.storeId',
              sql`${arg('event')}::"WebhookEvent"`.as('event'),
              'o.id',
              sql`${arg('payload')}::jsonb`.as('payload'),
              sql`${arg('eventCreatedAt')}::timestamptz`.as('createdAt'),
            ]),
        )
        .returning('id'),
    )
    .selectFrom('o')
    .select(ORDER_FIELDS.map((f) => `o.${f}` as const))
    .select((eb) => [
      eb
        .selectFrom('l')
        .select(sql<LineJson[]>`coalesce(json_agg(${fieldsJson('l', LINE_FIELDS, ['unitPrice', 'price'])} ORDER BY l.id), '[]')`.as('list'))
        .as('lines'),
      eb
        .selectFrom('v')
        .select(sql<VariableJson[]>`coalesce(json_agg(${fieldsJson('v', VARIABLE_FIELDS)} ORDER BY v.id), '[]')`.as('list'))
        .as('variables'),
      eb.selectFrom('e').select(sql<number>`count(*)::int`.as('n')).as('events'),
      sql<boolean>`EXISTS (SELECT 1 FROM webhooks w WHERE w.store_id = o.store_id AND w.enabled AND ${arg('event')}::"WebhookEvent" = ANY(w.scopes))`.as(
        'subscribed',
      ),
    ]),
);

interface LineJson extends Omit<OrderPackage, 'unitPrice' | 'price' | 'createdAt' | 'updatedAt'> {
  unitPrice: string;
  price: string;
  createdAt: string;
  updatedAt: string;
}
interface VariableJson extends Omit<OrderVariable, 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

/**
 * Writes the order, its lines and its variables (with the ids `lockBuyerAndRead` took, so the outbox
 * payload could be presented before the write), the outbox event, and takes a use of the coupon, in
 * one statement; returns the rows as written, or null when the coupon has no use left (then nothing
 * was written: the order is inserted only with the coupon's use). `subscribed`: whether an enabled
 * webhook of the store takes the event (what scheduleDeliveries selects), as of this statement.
 */
export async function insertOrder(
  tx: SqlTx,
  n: NewOrder,
): Promise<{ order: Order; lines: OrderPackage[]; variables: OrderVariable[]; subscribed: boolean } | null> {
  const fields: Record<string, unknown> = {};
  for (const f of ORDER_FIELDS) {
    const v = n.order[f];
    fields[f] = v instanceof Decimal ? v.toString() : v;
  }
  const rows = await insertStatement.run(tx, {
    ...(fields as InsertArgs),
    couponUseId: n.coupon?.id ?? null,
    lines: JSON.stringify(
      n.lines.map((l) => ({
        id: l.id,
        package_id: l.packageId,
        name: l.name,
        quantity: l.quantity,
        unit_price: l.unitPrice.toString(),
        price: l.price.toString(),
        fields: l.fields,
      })),
    ),
    variables: JSON.stringify(n.variables.map((v) => ({ id: v.id, name: v.name, value: v.value }))),
    eventId: n.event.id,
    event: n.event.event,
    payload: JSON.stringify(n.event.payload),
    eventCreatedAt: n.event.createdAt,
  });
  if (!rows.length) return null;
  const { lines: lineRows, variables: variableRows, events: _events, subscribed, ...order } = rows[0];
  return {
    subscribed,
    order: order as unknown as Order,
    lines: lineRows!.map((l) => ({
      ...l,
      unitPrice: new Decimal(l.unitPrice),
      price: new Decimal(l.price),
      createdAt: new Date(l.createdAt),
      updatedAt: new Date(l.updatedAt),
    })),
    variables: variableRows!.map((v) => ({ ...v, createdAt: new Date(v.createdAt), updatedAt: new Date(v.updatedAt) })),
  };
}
