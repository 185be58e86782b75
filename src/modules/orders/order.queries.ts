import { sql } from 'kysely';
import type { Delivery } from '../../generated/prisma/client';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';

/**
 * The order lifecycle's statements that Prisma cannot say in one statement: claiming license keys
 * with SKIP LOCKED and delivering them. The order's row lock is in src/db/locks.ts.
 */

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

const claimAndDeliverStatement = prepare('orders.claimAndDeliver', (p: Param<LineDelivery>) =>
  db
    .with('claimed', (q) =>
      q
        .updateTable('licenseKeys')
        .set({ used: sql<boolean>`true`, usedAt: p('now'), orderPackageId: p('lineId'), updatedAt: sql<Date>`now()` })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('licenseKeys')
            .select('id')
            .where('packageId', '=', p('packageId'))
            .where('used', '=', sql<boolean>`false`)
            .orderBy('id')
            .limit(p('keys'))
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'value']),
    )
    .with('made', (q) =>
      q
        .selectFrom('claimed')
        .select([
          sql<number>`0`.as('part'),
          sql<number | null>`id`.as('keyId'),
          'value',
          sql<string>`'LICENSE_KEY'`.as('type'),
          sql<boolean>`false`.as('render'),
        ])
        .unionAll(
          q
            .selectNoFrom([
              sql<number>`1`.as('part'),
              sql<number | null>`NULL`.as('keyId'),
              sql<string>`${p('content')}::text`.as('value'),
              sql<string>`'CONTENT'`.as('type'),
              sql<boolean>`true`.as('render'),
            ])
            .where(sql<boolean>`${p('content')}::text IS NOT NULL`),
        ),
    )
    .with('inserted', (q) =>
      q
        .insertInto('deliveries')
        .columns(['storeId', 'orderId', 'orderPackageId', 'licenseKeyId', 'type', 'value', 'render', 'updatedAt'])
        .expression((eb) =>
          eb
            .selectFrom('made')
            .select([
              sql<number>`${p('storeId')}`.as('storeId'),
              sql<number>`${p('orderId')}`.as('orderId'),
              sql<number>`${p('lineId')}`.as('lineId'),
              'keyId',
              sql<string>`type::"DeliveryType"`.as('type'),
              'value',
              'render',
              sql<Date>`now()`.as('updatedAt'),
            ])
            .orderBy('part')
            .orderBy('keyId'),
        )
        .returningAll(),
    )
    .selectFrom('inserted')
    .selectAll()
    .orderBy('id'),
);

/**
 * One line's deliveries in one statement: up to `keys` unused license keys of the package are claimed
 * (rows locked with SKIP LOCKED, so concurrent approvals never take the same key) and delivered,
 * then the package's content. Returns the deliveries in id order; fewer LICENSE_KEY rows than asked
 * means the pool ran short, and the caller aborts the transaction (which undoes the claim).
 */
export async function claimAndDeliver(tx: SqlTx, d: LineDelivery): Promise<Delivery[]> {
  return (await claimAndDeliverStatement.run(tx, d)) as Delivery[];
}

const takeStockStatement = prepare('orders.takeStock', (p: Param<{ packageId: number; quantity: number }>) =>
  db
    .updateTable('packages')
    .set((eb) => ({ inventoryAmount: eb('inventoryAmount', '-', p('quantity')), updatedAt: sql<Date>`now()` }))
    .where('id', '=', p('packageId'))
    .where('inventoryAmount', '>=', p('quantity')),
);

/** Takes `quantity` from the package's stock if it has that many left: whether it had (a conditional UPDATE, no read). */
export async function takeStock(tx: SqlTx, packageId: number, quantity: number): Promise<boolean> {
  return (await takeStockStatement.exec(tx, { packageId, quantity })) === 1;
}

const giveCouponUseBackStatement = prepare('orders.giveCouponUseBack', (p: Param<{ couponId: number }>) =>
  db
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '-', 1), updatedAt: sql<Date>`now()` }))
    .where('id', '=', p('couponId'))
    .where('uses', '>', 0),
);

/** Gives back the use an order took of its coupon (a rejected or canceled order never used it). */
export async function giveCouponUseBack(tx: SqlTx, couponId: number): Promise<void> {
  await giveCouponUseBackStatement.exec(tx, { couponId });
}
