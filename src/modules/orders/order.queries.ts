import type { Tx } from '../../db/client';
import { Prisma, type Delivery, type Order } from '../../generated/prisma/client';

/**
 * The order lifecycle's hand-written statements: what Prisma cannot say in one statement (a row lock
 * that also reads the row; claiming license keys with SKIP LOCKED and delivering them). Each returns
 * Prisma's own row types: the columns are aliased to the model's field names and enums read as text,
 * so the rows go to presenters and the outbox exactly as Prisma's would.
 */

const ORDER_COLUMNS = Prisma.raw(`
  id, store_id AS "storeId", internal_id AS "internalId", external_id AS "externalId",
  client_identifier AS "clientIdentifier", client_email AS "clientEmail", client_name AS "clientName",
  client_document AS "clientDocument", client_phone AS "clientPhone", client_discord AS "clientDiscord",
  price, net_received AS "netReceived", promo_code AS "promoCode", promo_type::text AS "promoType",
  promo_value AS "promoValue", coupon_id AS "couponId", affiliate_id AS "affiliateId",
  affiliate_commission AS "affiliateCommission", gateway::text AS gateway, status::text AS status,
  currency::text AS currency, manually_created AS "manuallyCreated", manually_refunded AS "manuallyRefunded",
  manually_approved AS "manuallyApproved", paid_at AS "paidAt", checkout_url AS "checkoutUrl",
  pix_code AS "pixCode", qr_code AS "qrCode", review_reason AS "reviewReason", abandoned_at AS "abandonedAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`);

const DELIVERY_COLUMNS = Prisma.raw(`
  id, store_id AS "storeId", order_id AS "orderId", order_package_id AS "orderPackageId",
  license_key_id AS "licenseKeyId", type::text AS type, value, render, created_at AS "createdAt", updated_at AS "updatedAt"`);

/**
 * Locks the order's row and reads it, in one statement. A change that waited for the lock reads the
 * row as the previous holder left it (READ COMMITTED re-reads a locked row's newest version).
 */
export async function lockAndReadOrder(tx: Tx, storeId: number, id: number): Promise<Order | undefined> {
  const rows = await tx.$queryRaw<Order[]>`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${id} AND store_id = ${storeId} FOR UPDATE`;
  return rows[0];
}

/**
 * A payment provider's reference to an order: the internal_id it was given at checkout (any case),
 * or else its own payment id on that gateway.
 */
export type ProviderRef = { internalId: string } | { externalId: string; gateway: string };

/** As lockAndReadOrder, for the order a provider names (the first by id if its payment id names several). */
export async function lockAndReadOrderByRef(tx: Tx, storeId: number, ref: ProviderRef): Promise<Order | undefined> {
  const rows =
    'internalId' in ref
      ? await tx.$queryRaw<Order[]>`
          SELECT ${ORDER_COLUMNS} FROM orders WHERE store_id = ${storeId} AND internal_id = ${ref.internalId.toUpperCase()} FOR UPDATE`
      : await tx.$queryRaw<Order[]>`
          SELECT ${ORDER_COLUMNS} FROM orders WHERE store_id = ${storeId} AND external_id = ${ref.externalId} AND gateway = ${ref.gateway}::"Gateway"
          ORDER BY id LIMIT 1 FOR UPDATE`;
  return rows[0];
}

export interface LineDelivery {
  storeId: number;
  orderId: number;
  lineId: number;
  packageId: number;
  /** License keys to claim from the package's pool (0: the package has no pool). */
  keys: number;
  /** The package's e-mail content, delivered as a CONTENT delivery (null: none). */
  content: string | null;
  now: Date;
}

/**
 * One line's deliveries in one statement: up to `keys` unused license keys of the package are claimed
 * (rows locked with SKIP LOCKED, so concurrent approvals never take the same key) and delivered,
 * then the package's content. Returns the deliveries in id order; fewer LICENSE_KEY rows than asked
 * means the pool ran short, and the caller aborts the transaction (which undoes the claim).
 */
export async function claimAndDeliver(tx: Tx, d: LineDelivery): Promise<Delivery[]> {
  const rows = await tx.$queryRaw<Delivery[]>`
    WITH claimed AS (
      UPDATE license_keys SET used = true, used_at = ${d.now}, order_package_id = ${d.lineId}, updated_at = now()
      WHERE id IN (
        SELECT id FROM license_keys WHERE package_id = ${d.packageId} AND used = false
        ORDER BY id LIMIT ${d.keys} FOR UPDATE SKIP LOCKED
      )
      RETURNING id, value
    ), made AS (
      SELECT 0 AS part, id AS key_id, value, 'LICENSE_KEY' AS type, false AS render FROM claimed
      UNION ALL
      SELECT 1, NULL, ${d.content}::text, 'CONTENT', true WHERE ${d.content}::text IS NOT NULL
    ), inserted AS (
      INSERT INTO deliveries (store_id, order_id, order_package_id, license_key_id, type, value, render, updated_at)
      SELECT ${d.storeId}, ${d.orderId}, ${d.lineId}, key_id, type::"DeliveryType", value, render, now() FROM made ORDER BY part, key_id
      RETURNING *
    )
    SELECT ${DELIVERY_COLUMNS} FROM inserted ORDER BY id`;
  return rows;
}
