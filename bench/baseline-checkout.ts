import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { createStaticPix, hasError } from 'pix-utils';
import { formatMoney, isoInZone } from '../src/lib/format';
import { qrPngBase64 } from '../src/modules/payments/providers/pix.qr';

/**
 * The checkout's ceiling: `POST /v1/webstore/checkout` for a Pix store answered by node:http and pg
 * with hand-written SQL, the same writes as the API's checkout and nothing else. It finds the store by
 * its domain (one indexed read), then in one transaction takes the buyer's lock and reads the packages
 * and the store's Pix gateway with the new rows' ids (one statement), and writes the order, its lines
 * and the ORDER_CREATED outbox event (one statement with CTEs), with the Pix code and QR image made
 * before the write by the libraries the API uses. It answers the API's checkout keys.
 *
 * What it leaves out, which the API does: the storefront rate limit and visit count, bans, body
 * validation beyond the shape, fields and variables, coupons, affiliates, sales, gift cards, per-user
 * limits, key-pool counts, the webhooks' deliveries (none is subscribed in the bench), decrypting the
 * gateway's credentials (it takes the bench's Pix key), access log and metrics.
 *
 * Run: DATABASE_URL=... PORT=... tsx bench/baseline-checkout.ts
 */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const port = Number(process.env.PORT ?? 3998);
const PIX = { key: 'bench@example.com', merchantName: 'Bench Store', merchantCity: 'Sao Paulo' };
const pageKey = randomBytes(32);

const STORE = 'SELECT id, timezone, locale, currency FROM stores WHERE domain = $1';
const READ = `
  SELECT pg_advisory_xact_lock(hashtext('buyer:' || $1::int), hashtext($2::text))::text AS locked,
         nextval('orders_id_seq')::int AS order_id,
         (SELECT coalesce(array_agg(nextval('order_packages_id_seq')::int), '{}') FROM generate_series(1, $3::int)) AS line_ids,
         EXISTS (SELECT 1 FROM store_gateways g WHERE g.store_id = $1 AND g.gateway = 'PIX' AND g.enabled) AS pix,
         (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'enabled', p.enabled, 'price', p.price::text)), '[]')
            FROM packages p WHERE p.store_id = $1 AND p.id = ANY($4::int[])) AS packages`;
const INSERT = `
  WITH o AS (
    INSERT INTO orders (id, store_id, internal_id, client_identifier, client_email, client_name, price, subtotal, gateway, status, currency,
                        pix_code, qr_code, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $7::numeric, 'PIX', 'PENDING', $8::"Currency", $9, $10, $11, $11)
    RETURNING id, store_id, created_at),
  l AS (
    INSERT INTO order_packages (id, store_id, order_id, package_id, name, quantity, unit_price, price, fields, created_at, updated_at)
    SELECT x.id, o.store_id, o.id, x.package_id, x.name, x.quantity, x.unit_price, x.price, '{}', o.created_at, o.created_at
      FROM o, json_to_recordset($12::json) AS x(id int, package_id int, name text, quantity int, unit_price numeric, price numeric)
    RETURNING id),
  e AS (
    INSERT INTO outbox_events (id, store_id, event, order_id, payload, created_at)
    SELECT $13::uuid, o.store_id, 'ORDER_CREATED', o.id, $14::jsonb, o.created_at FROM o
    RETURNING id)
  SELECT o.id, (SELECT count(*) FROM l)::int AS lines, (SELECT count(*) FROM e)::int AS events FROM o`;

// biome-ignore lint/suspicious/noExplicitAny: pg rows and request bodies are untyped; this hand-written ceiling reads them loosely.
type Row = Record<string, any>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const refuse = (res: http.ServerResponse, status: number, code: string) => send(res, status, { errors: [{ code, message: code }] });

function readBody(req: http.IncomingMessage): Promise<Row> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (e) {
        reject(e);
      }
    });
    req.on('error', reject);
  });
}

const internalId = () => [...randomBytes(12)].map((b) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[b % 32]).join('');

async function checkout(req: http.IncomingMessage, res: http.ServerResponse) {
  const body = await readBody(req);
  const items: { id: number; quantity: number }[] = Array.isArray(body.items) ? body.items : [];
  if (!items.length || typeof body.client_email !== 'string' || typeof body.client_name !== 'string' || body.gateway !== 'PIX') {
    return refuse(res, 422, 'VALIDATION_FAILED');
  }
  const store: Row | undefined = (await pool.query(STORE, [req.headers['x-store-domain']])).rows[0];
  if (!store) return refuse(res, 404, 'NOT_FOUND');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const buyer = String(body.client_identifier ?? body.client_email).toLowerCase();
    const [read] = (await client.query(READ, [store.id, buyer, items.length, items.map((i) => i.id)])).rows;
    const byId = new Map<number, Row>(read.packages.map((p: Row) => [p.id, p]));
    if (!read.pix || items.some((i) => !byId.get(i.id)?.enabled)) {
      await client.query('ROLLBACK');
      return refuse(res, 422, 'VALIDATION_FAILED');
    }
    let cents = 0;
    const lines = items.map((i, n) => {
      const p = byId.get(i.id)!;
      const unit = Math.round(Number(p.price) * 100);
      cents += unit * i.quantity;
      return {
        id: read.line_ids[n],
        package_id: p.id,
        name: p.name,
        quantity: i.quantity,
        unit_price: (unit / 100).toFixed(2),
        price: ((unit * i.quantity) / 100).toFixed(2),
      };
    });
    const price = (cents / 100).toFixed(2);
    const ref = internalId();
    const pix = createStaticPix({ merchantName: PIX.merchantName, merchantCity: PIX.merchantCity, pixKey: PIX.key, txid: ref, transactionAmount: cents / 100 });
    if (hasError(pix)) throw new Error('pix-utils refused the code');
    const pixCode = pix.toBRCode();
    const qrCode = await qrPngBase64(pixCode);
    const now = new Date();
    const display = formatMoney(Number(price), store.locale, store.currency);
    const payload = {
      id: read.order_id,
      internal_id: ref,
      status: 'PENDING',
      price: Number(price),
      price_display: display,
      gateway: 'PIX',
      client_identifier: body.client_identifier ?? null,
      client_email: body.client_email,
      client_name: body.client_name,
      packages: lines.map((l) => ({ id: l.id, package_id: l.package_id, name: l.name, quantity: l.quantity, price: Number(l.price) })),
      created_at: isoInZone(now, store.timezone),
    };
    await client.query(INSERT, [
      read.order_id,
      store.id,
      ref,
      body.client_identifier ?? null,
      body.client_email,
      body.client_name,
      price,
      store.currency,
      pixCode,
      qrCode,
      now,
      JSON.stringify(lines),
      randomUUID(),
      JSON.stringify({ event: 'ORDER_CREATED', date: now.toISOString(), data: payload }),
    ]);
    await client.query('COMMIT');
    const token = createHmac('sha256', pageKey).update(`${store.id}:${ref}`).digest('base64url');
    send(res, 201, {
      order_id: read.order_id,
      internal_id: ref,
      status: 'PENDING',
      price: Number(price),
      price_display: display,
      formatted_price: display,
      checkout_url: null,
      pix_code: pixCode,
      qr_code: qrCode,
      order_url: `http://127.0.0.1:${port}/order/${ref}?t=v1.${store.id}.${token}`,
    });
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/v1/webstore/checkout') return refuse(res, 404, 'NOT_FOUND');
  checkout(req, res).catch((e) => send(res, 500, { errors: [{ code: 'INTERNAL', message: String(e) }] }));
});

server.listen(port, '127.0.0.1', () => process.stdout.write(`checkout baseline listening on ${port}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
