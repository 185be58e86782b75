import type { Tx } from '../../db/client';
import { Prisma, type Order, type OrderPackage, type OrderVariable } from '../../generated/prisma/client';
import type { Gateway, PromoType, WebhookEvent } from '../../generated/prisma/enums';

/**
 * The statements of placing an order (checkout, the app's checkout, the owner's manual order), as
 * typed raw SQL: the flash-sale write path, measured in docs/drafts/checkout.md. Through Prisma it
 * was one statement per relation and per line (packages, fields, variables, two key counts per line,
 * the order, its lines, the order read back, its lines and variables read again for the outbox):
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
  inventoryAmount: number | null;
  minQuantity: number;
  perUserLimit: boolean;
  fields: { id: number; name: string; type: string; required: boolean }[];
  /** The names of the store variables the package asks for. */
  variables: string[];
  /** License keys in its pool, and how many of them are unused. */
  keys: number;
  unusedKeys: number;
}

export interface CheckoutCoupon {
  id: number;
  code: string;
  type: PromoType;
  value: Prisma.Decimal;
  enabled: boolean;
  maxUses: number | null;
  expiresAt: Date | null;
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
}

interface ReadRow {
  orderId: number;
  lineIds: number[];
  variableIds: number[];
  gateways: CheckoutGateway[] | null;
  packages: (Omit<CheckoutPackage, 'price'> & { price: string })[];
  coupon: (Omit<CheckoutCoupon, 'value' | 'expiresAt'> & { value: string; expiresAt: string | null }) | null;
  affiliate: CheckoutReads['affiliate'];
}

/**
 * Serializes one buyer's checkouts in a store (so per-user limits hold under concurrency) and reads
 * everything an order is checked against, in one statement. The lock is taken in this statement,
 * whose snapshot may predate it: nothing read here is what the lock protects (packages, key pools,
 * coupon and affiliate rows are not the buyer's; coupon uses are re-checked by the write). What
 * the buyer already owns is read by `ownedPackages`, a statement that starts after the lock is held.
 */
export async function lockBuyerAndRead(
  tx: Tx,
  storeId: number,
  clientIdentifier: string,
  q: { packageIds: number[]; couponKey: string | null; refCodeKey: string | null; gateways: boolean; lines: number; variables: number },
): Promise<CheckoutReads> {
  const [row] = await tx.$queryRaw<ReadRow[]>`
    SELECT pg_advisory_xact_lock(hashtext(${`buyer:${storeId}`}), hashtext(${clientIdentifier.toLowerCase()}))::text AS locked,
      nextval('orders_id_seq')::int AS "orderId",
      (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM (SELECT nextval('order_packages_id_seq')::int AS id FROM generate_series(1, ${q.lines}::int)) n) AS "lineIds",
      (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM (SELECT nextval('order_variables_id_seq')::int AS id FROM generate_series(1, ${q.variables}::int)) n) AS "variableIds",
      CASE WHEN ${q.gateways}::boolean THEN (
        SELECT coalesce(json_agg(json_build_object('gateway', g.gateway, 'name', g.name, 'credentialsEnc', g.credentials_enc)), '[]')
        FROM store_gateways g WHERE g.store_id = ${storeId} AND g.enabled
      ) END AS gateways,
      (SELECT coalesce(json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'enabled', p.enabled, 'type', p.type, 'price', p.price::text,
          'inventoryAmount', p.inventory_amount, 'minQuantity', p.min_quantity, 'perUserLimit', p.per_user_limit,
          'fields', (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.type, 'required', f.required) ORDER BY f.id), '[]')
                     FROM package_fields f WHERE f.package_id = p.id),
          'variables', (SELECT coalesce(json_agg(v.name ORDER BY v.id), '[]')
                        FROM package_variables pv JOIN variables v ON v.id = pv.variable_id WHERE pv.package_id = p.id),
          'keys', (SELECT count(*) FROM license_keys k WHERE k.package_id = p.id),
          'unusedKeys', (SELECT count(*) FROM license_keys k WHERE k.package_id = p.id AND NOT k.used)
        )), '[]')
       FROM packages p WHERE p.store_id = ${storeId} AND p.id = ANY(${q.packageIds}::int[])) AS packages,
      (SELECT json_build_object('id', c.id, 'code', c.code, 'type', c.type, 'value', c.value::text, 'enabled', c.enabled,
                                'maxUses', c.max_uses, 'expiresAt', c.expires_at)
       FROM coupons c WHERE c.store_id = ${storeId} AND c.code_key = ${q.couponKey}) AS coupon,
      (SELECT json_build_object('id', a.id, 'email', a.email, 'selfAffiliated', a.self_affiliated)
       FROM affiliates a WHERE a.store_id = ${storeId} AND a.ref_code_key = ${q.refCodeKey}) AS affiliate`;
  return {
    ids: { order: row.orderId, lines: row.lineIds, variables: row.variableIds },
    gateways: row.gateways ?? [],
    packages: row.packages.map((p) => ({ ...p, price: new Decimal(p.price) })),
    coupon: row.coupon && { ...row.coupon, value: new Decimal(row.coupon.value), expiresAt: row.coupon.expiresAt === null ? null : new Date(row.coupon.expiresAt) },
    affiliate: row.affiliate,
  };
}

/**
 * Which of `packageIds` the buyer already has in a PENDING or APPROVED order of the store. Run
 * after `lockBuyerAndRead`, so it sees every order of this buyer that committed before the lock.
 * The identifier is compared in any case, as the same text: `lower() = lower()` (the index
 * `orders (store_id, lower(client_identifier))`), not ILIKE, where a buyer's `_` or `%` would match others' orders.
 */
export async function ownedPackages(tx: Tx, storeId: number, clientIdentifier: string, packageIds: number[]): Promise<Set<number>> {
  const rows = await tx.$queryRaw<{ packageId: number }[]>`
    SELECT DISTINCT op.package_id AS "packageId"
    FROM order_packages op JOIN orders o ON o.id = op.order_id
    WHERE op.package_id = ANY(${packageIds}::int[]) AND o.store_id = ${storeId}
      AND lower(o.client_identifier) = lower(${clientIdentifier}) AND o.status IN ('PENDING', 'APPROVED')`;
  return new Set(rows.map((r) => r.packageId));
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

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Every column of the Order model under its field name: the record Prisma's create returned. */
const ORDER_COLUMNS = Prisma.raw(
  Object.keys(Prisma.OrderScalarFieldEnum)
    .map((field) => `"${snake(field)}" AS "${field}"`)
    .join(', '),
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
  tx: Tx,
  n: NewOrder,
): Promise<{ order: Order; lines: OrderPackage[]; variables: OrderVariable[]; subscribed: boolean } | null> {
  const o = n.order;
  const couponId = n.coupon?.id ?? null;
  const lines = JSON.stringify(
    n.lines.map((l) => ({ id: l.id, package_id: l.packageId, name: l.name, quantity: l.quantity, unit_price: l.unitPrice.toString(), price: l.price.toString(), fields: l.fields })),
  );
  const variables = JSON.stringify(n.variables.map((v) => ({ id: v.id, name: v.name, value: v.value })));
  const dec = (d: Prisma.Decimal | null) => (d === null ? null : d.toString());
  const rows = await tx.$queryRaw<(Order & { lines: LineJson[]; variables: VariableJson[] })[]>`
    WITH coupon_use AS (
      UPDATE coupons SET uses = uses + 1, updated_at = now()
      WHERE id = ${couponId}::int AND (max_uses IS NULL OR uses < max_uses)
      RETURNING id
    ), o AS (
      INSERT INTO orders (id, store_id, internal_id, external_id, client_identifier, client_email, client_name, client_document,
        client_phone, client_discord, price, net_received, promo_code, promo_type, promo_value, coupon_id, affiliate_id,
        affiliate_commission, gateway, status, currency, manually_created, manually_refunded, manually_approved, paid_at,
        checkout_url, pix_code, qr_code, review_reason, abandoned_at, created_at, updated_at)
      SELECT ${o.id}::int, ${o.storeId}::int, ${o.internalId}, ${o.externalId}, ${o.clientIdentifier}, ${o.clientEmail}, ${o.clientName}, ${o.clientDocument},
        ${o.clientPhone}, ${o.clientDiscord}, ${dec(o.price)}::numeric, ${dec(o.netReceived)}::numeric, ${o.promoCode}, ${o.promoType}::"PromoType",
        ${dec(o.promoValue)}::numeric, ${o.couponId}::int, ${o.affiliateId}::int,
        ${dec(o.affiliateCommission)}::numeric, ${o.gateway}::"Gateway", ${o.status}::"OrderStatus", ${o.currency}::"Currency", ${o.manuallyCreated}, ${o.manuallyRefunded}, ${o.manuallyApproved}, ${o.paidAt}::timestamptz,
        ${o.checkoutUrl}, ${o.pixCode}, ${o.qrCode}, ${o.reviewReason}, ${o.abandonedAt}::timestamptz, ${o.createdAt}::timestamptz, ${o.updatedAt}::timestamptz
      WHERE ${couponId}::int IS NULL OR EXISTS (SELECT 1 FROM coupon_use)
      RETURNING *
    ), l AS (
      INSERT INTO order_packages (id, store_id, order_id, package_id, name, quantity, unit_price, price, fields, created_at, updated_at)
      SELECT x.id, o.store_id, o.id, x.package_id, x.name, x.quantity, x.unit_price, x.price, x.fields, o.created_at, o.created_at
      FROM o, json_to_recordset(${lines}::json) AS x(id int, package_id int, name text, quantity int, unit_price numeric, price numeric, fields jsonb)
      RETURNING id, store_id AS "storeId", order_id AS "orderId", package_id AS "packageId", name, quantity,
        unit_price::text AS "unitPrice", price::text AS price, fields, created_at AS "createdAt", updated_at AS "updatedAt"
    ), v AS (
      INSERT INTO order_variables (id, store_id, order_id, name, value, created_at, updated_at)
      SELECT x.id, o.store_id, o.id, x.name, x.value, o.created_at, o.created_at
      FROM o, json_to_recordset(${variables}::json) AS x(id int, name text, value text)
      RETURNING id, store_id AS "storeId", order_id AS "orderId", name, value, created_at AS "createdAt", updated_at AS "updatedAt"
    ), e AS (
      INSERT INTO outbox_events (id, store_id, event, order_id, payload, created_at)
      SELECT ${n.event.id}::uuid, o.store_id, ${n.event.event}::"WebhookEvent", o.id, ${JSON.stringify(n.event.payload)}::jsonb, ${n.event.createdAt}::timestamptz
      FROM o
      RETURNING id
    )
    SELECT ${ORDER_COLUMNS},
      (SELECT coalesce(json_agg(l ORDER BY l.id), '[]') FROM l) AS lines,
      (SELECT coalesce(json_agg(v ORDER BY v.id), '[]') FROM v) AS variables,
      (SELECT count(*) FROM e)::int AS events,
      EXISTS (SELECT 1 FROM webhooks w WHERE w.store_id = o.store_id AND w.enabled AND ${n.event.event}::"WebhookEvent" = ANY(w.scopes)) AS "subscribed"
    FROM o`;
  if (!rows.length) return null;
  const { lines: lineRows, variables: variableRows, events: _events, subscribed, ...order } = rows[0] as (typeof rows)[number] & { events: number; subscribed: boolean };
  return {
    subscribed,
    order: order as Order,
    lines: lineRows.map((l) => ({ ...l, unitPrice: new Decimal(l.unitPrice), price: new Decimal(l.price), createdAt: new Date(l.createdAt), updatedAt: new Date(l.updatedAt) })),
    variables: variableRows.map((v) => ({ ...v, createdAt: new Date(v.createdAt), updatedAt: new Date(v.updatedAt) })),
  };
}
