import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { formatMoney, isoInZone } from '../src/lib/format';

/**
 * (The page's ids are picked first and the JSON built for those 15 rows only: PostgreSQL would
 * otherwise compute the select list of every row OFFSET skips.)
 *
 * The ceiling: `GET /v1/app/package?page=N` answered by node:http and pg with hand-written SQL,
 * no framework, no ORM, no validation layer. It authenticates the key (one indexed lookup, as any
 * real handler must), counts, and reads the page with its commands, Discord actions and license
 * keys aggregated to JSON by PostgreSQL, then formats money and timestamps with the same helpers
 * the API uses, so its body is the API's body. The benchmark checks that before it measures.
 *
 * Run: DATABASE_URL=... PORT=... tsx bench/baseline.ts
 */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const port = Number(process.env.PORT ?? 3999);

const AUTH = `SELECT s.id, s.timezone, s.locale, s.currency FROM api_keys k JOIN stores s ON s.id = k.store_id
              WHERE k.key_hash = $1 AND k.revoked_at IS NULL`;
const COUNT = `SELECT count(*)::int AS n FROM packages WHERE store_id = $1`;
const PAGE = `
  SELECT p.id, p.category_id, p.store_id, p.position, p.enabled, p.name, p.type, p.price::float8 AS price, p.expiry_days,
         p.inventory_amount, p.description, p.slug, p.image, p.icon, p.created_at, p.updated_at, p.per_user_limit,
         p.parent_id, p.is_variation_parent, p.email_title, p.email_content,
         (SELECT coalesce(json_agg(json_build_object('id', c.id, 'type', c.trigger, 'command', c.command, 'game_server_id', c.game_server_id,
                   'offline_execute', c.offline_execute, 'schedule', nullif(c.schedule, 0), 'execute_once', c.execute_once,
                   'internal_id', c.position, 'created_at', c.created_at, 'updated_at', c.updated_at) ORDER BY c.position, c.id), '[]')
            FROM package_commands c WHERE c.package_id = p.id) AS commands,
         (SELECT coalesce(json_agg(json_build_object('id', a.id, 'type', a.type, 'action', a.action,
                   'role_id', a.parameters->'role_id', 'channel_id', a.parameters->'channel_id', 'message', a.parameters->'message',
                   'parameters', json_build_object('role_id', a.parameters->'role_id', 'channel_id', a.parameters->'channel_id', 'message', a.parameters->'message'),
                   'internal_id', a.position, 'created_at', a.created_at, 'updated_at', a.updated_at) ORDER BY a.position, a.id), '[]')
            FROM package_discord_actions a WHERE a.package_id = p.id) AS discord_actions,
         (SELECT coalesce(json_agg(json_build_object('id', k.id, 'value', k.value, 'key', k.value, 'used', k.used, 'used_at', k.used_at,
                   'created_at', k.created_at, 'updated_at', k.updated_at) ORDER BY k.id), '[]')
            FROM license_keys k WHERE k.package_id = p.id) AS license_keys
  FROM (SELECT id FROM packages WHERE store_id = $1 ORDER BY category_id, position, id LIMIT $2 OFFSET $3) page
  JOIN packages p ON p.id = page.id
  ORDER BY p.category_id, p.position, p.id`;

// biome-ignore lint/suspicious/noExplicitAny: pg rows are untyped; this hand-written baseline reads them as loosely as the old code did.
type Row = Record<string, any>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method !== 'GET' || url.pathname !== '/v1/app/package') return send(res, 404, { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] });
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const store: Row | undefined = key ? (await pool.query(AUTH, [createHash('sha256').update(key).digest('hex')])).rows[0] : undefined;
    if (!store) return send(res, 401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Unauthenticated' }] });
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const perPage = 15;
    const [count, rows] = await Promise.all([pool.query(COUNT, [store.id]), pool.query(PAGE, [store.id, perPage, (page - 1) * perPage])]);
    const tz = store.timezone as string;
    const time = (v: string | Date | null) => (v === null ? null : isoInZone(new Date(v), tz));
    const stamps = (r: Row) => ({ created_at: time(r.created_at), updated_at: time(r.updated_at) });
    const total = count.rows[0].n as number;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const link = (n: number) => `/v1/app/package?page=${n}`;
    send(res, 200, {
      meta: {
        total,
        per_page: perPage,
        current_page: page,
        last_page: lastPage,
        first_page: 1,
        first_page_url: link(1),
        last_page_url: link(lastPage),
        next_page_url: page < lastPage ? link(page + 1) : null,
        previous_page_url: page > 1 ? link(page - 1) : null,
      },
      data: rows.rows.map((p: Row) => ({
        id: p.id,
        category_id: p.category_id,
        store_id: p.store_id,
        position: p.position,
        enabled: p.enabled,
        name: p.name,
        type: p.type,
        price: p.price,
        expiry_days: p.expiry_days,
        inventory_amount: p.inventory_amount,
        description: p.description,
        slug: p.slug,
        image: p.image,
        icon: p.icon,
        ...stamps(p),
        per_user_limit: p.per_user_limit,
        parent_id: p.parent_id,
        is_variation_parent: p.is_variation_parent,
        commands: p.commands.map((c: Row) => ({ ...c, ...stamps(c) })),
        discord_actions: p.discord_actions.map((a: Row) => ({ ...a, ...stamps(a) })),
        emails: p.email_title !== null ? [{ title: p.email_title, content: p.email_content ?? '' }] : [],
        license_keys: p.license_keys.map((k: Row) => ({ ...k, used_at: time(k.used_at), ...stamps(k) })),
        price_display: formatMoney(p.price, store.locale, store.currency),
      })),
    });
  } catch (e) {
    send(res, 500, { errors: [{ code: 'INTERNAL', message: String(e) }] });
  }
});

server.listen(port, '127.0.0.1', () => process.stdout.write(`baseline listening on ${port}\n`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
