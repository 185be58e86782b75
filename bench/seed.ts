import type pg from 'pg';

/**
 * Bulk data for the benchmark, written with set-based SQL (generate_series) so a million orders
 * take seconds, not the hours the API would need. Rows look like what the API writes: the same
 * columns filled, the same enums, prices with two decimals, paid_at only on paid orders.
 */

export const SIZES = {
  categories: 200,
  packages: 10_000,
  commandsPerPackage: 2,
  keysPerPackage: 3,
  affiliates: 1_000,
  /** Distinct buyers of a store; a buyer places about 20 orders over the two years at 1M orders. */
  customers: 50_000,
  /** Orders are spread over this many days before now. */
  days: 730,
};

/** Categories, packages (each with commands and license keys) of one store. */
export async function seedCatalog(db: pg.Pool, storeId: number, sizes = SIZES): Promise<void> {
  const perCategory = Math.ceil(sizes.packages / sizes.categories);
  await db.query(
    `INSERT INTO categories (store_id, name, slug, position, updated_at)
     SELECT $1, 'Category ' || g, 'category-' || g, g, now() FROM generate_series(1, $2::int) g`,
    [storeId, sizes.categories],
  );
  await db.query(
    `INSERT INTO packages (store_id, category_id, name, slug, description, type, price, expiry_days, inventory_amount, position, updated_at)
     SELECT $1, c.id, 'Package ' || g, 'package-' || g, 'A package of the benchmark store',
            (CASE WHEN g % 4 = 0 THEN 'SINGLE' ELSE 'MULTIPLE' END)::"PackageType",
            round((1 + (g * 7919 % 9900) / 100.0)::numeric, 2), CASE WHEN g % 3 = 0 THEN 30 END, NULL, g % $2::int, now()
     FROM generate_series(1, $3::int) g
     JOIN LATERAL (SELECT id FROM categories WHERE store_id = $1 ORDER BY id OFFSET ((g - 1) / $2::int) LIMIT 1) c ON true`,
    [storeId, perCategory, sizes.packages],
  );
  await db.query(
    `INSERT INTO package_commands (store_id, package_id, trigger, command, schedule, position, updated_at)
     SELECT $1, p.id, 'PURCHASE', 'lp user {client_identifier} parent add rank' || p.id || '_' || n, 0, n, now()
     FROM packages p CROSS JOIN generate_series(1, $2::int) n WHERE p.store_id = $1`,
    [storeId, sizes.commandsPerPackage],
  );
  await db.query(
    `INSERT INTO license_keys (store_id, package_id, value, updated_at)
     SELECT $1, p.id, 'KEY-' || p.id || '-' || n || '-' || md5(p.id::text || n::text), now()
     FROM packages p CROSS JOIN generate_series(1, $2::int) n WHERE p.store_id = $1`,
    [storeId, sizes.keysPerPackage],
  );
}

export async function seedAffiliates(db: pg.Pool, storeId: number, sizes = SIZES): Promise<void> {
  await db.query(
    `INSERT INTO affiliates (store_id, name, ref_code, ref_code_key, percent_commission, email, updated_at)
     SELECT $1::int, 'Affiliate ' || g, 'aff' || $1::text || '_' || g, 'aff' || $1::text || '_' || g, 10, 'affiliate' || g || '@example.com', now()
     FROM generate_series(1, $2::int) g`,
    [storeId, sizes.affiliates],
  );
}

/**
 * Orders numbered `from`..`to` of a store, spread over the last two years: 80% approved, the rest
 * pending, canceled, refunded, charged back or rejected; one in five through an affiliate; one
 * line each. Written in batches so no statement holds a huge transaction.
 */
export async function seedOrders(db: pg.Pool, storeId: number, from: number, to: number, sizes = SIZES): Promise<void> {
  const batch = 100_000;
  // The rollup trigger would do one upsert per order; bulk seeding rebuilds the rollup once instead.
  await db.query('ALTER TABLE orders DISABLE TRIGGER orders_rollup');
  for (let lo = from; lo <= to; lo += batch) {
    const hi = Math.min(to, lo + batch - 1);
    await db.query(
      `WITH ids AS (
         SELECT (SELECT array_agg(id ORDER BY id) FROM affiliates WHERE store_id = $1) AS affiliates,
                (SELECT array_agg(id ORDER BY id) FROM packages WHERE store_id = $1) AS packages
       ), src AS (
         SELECT g,
                now() - (hashtext('t' || g) & 2147483647) / 2147483647.0 * $5::int * interval '1 day' AS created,
                1 + (hashtext('c' || g) & 2147483647) % $4 AS customer,
                (hashtext('s' || g) & 2147483647) % 100 AS s,
                1 + (hashtext('p' || g) & 2147483647) % 9900 AS cents,
                (hashtext('a' || g) & 2147483647) % 5 AS a,
                (hashtext('k' || g) & 2147483647) AS k
         FROM generate_series($2::int, $3::int) g
       ), o AS (
         INSERT INTO orders (store_id, internal_id, client_identifier, client_email, client_name, price, net_received,
                             affiliate_id, affiliate_commission, gateway, status, currency, paid_at, created_at, updated_at)
         SELECT $1::int, 'BENCH-' || $1::text || '-' || g, 'player' || customer, 'player' || customer || '@example.com', 'Player ' || customer,
                round(cents / 100.0 + 1, 2), CASE WHEN s < 80 OR s >= 93 AND s < 98 THEN round((cents / 100.0 + 1) * 0.95, 2) ELSE 0 END,
                CASE WHEN a = 0 THEN ids.affiliates[1 + k % array_length(ids.affiliates, 1)] END,
                CASE WHEN a = 0 THEN round((cents / 100.0 + 1) * 0.10, 2) END,
                (ARRAY['PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY'])[1 + k % 5]::"Gateway",
                (CASE WHEN s < 80 THEN 'APPROVED' WHEN s < 86 THEN 'PENDING' WHEN s < 93 THEN 'CANCELED'
                      WHEN s < 97 THEN 'REFUNDED' WHEN s < 98 THEN 'CHARGEDBACK' ELSE 'REJECTED' END)::"OrderStatus",
                'BRL', CASE WHEN s < 80 OR s >= 93 AND s < 98 THEN created + interval '2 minutes' END, created, created
         FROM src, ids
         RETURNING id, price, created_at
       )
       INSERT INTO order_packages (store_id, order_id, package_id, name, quantity, unit_price, price, created_at, updated_at)
       SELECT $1, o.id, ids.packages[1 + o.id % array_length(ids.packages, 1)], 'Package', 1, o.price, o.price, o.created_at, o.created_at
       FROM o, ids`,
      [storeId, lo, hi, sizes.customers, sizes.days],
    );
  }
  await db.query('ALTER TABLE orders ENABLE TRIGGER orders_rollup');
  await db.query('DELETE FROM order_daily_stats WHERE store_id = $1', [storeId]);
  await db.query(
    `INSERT INTO order_daily_stats (store_id, day, gateway, sales, revenue, gross_revenue, changes)
     SELECT o.store_id, (o.paid_at AT TIME ZONE st.timezone)::date, o.gateway, count(*), sum(o.net_received), sum(o.price), count(*)
     FROM orders o JOIN stores st ON st.id = o.store_id
     WHERE o.store_id = $1 AND o.status = 'APPROVED' AND o.paid_at IS NOT NULL
     GROUP BY 1, 2, 3`,
    [storeId],
  );
}
