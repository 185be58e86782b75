import path from 'node:path';
import { z } from 'zod';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * The session connection to DATABASE_URL's database, when DATABASE_URL goes through a pooler in
   * transaction mode: migrations (their advisory lock), the job worker's pool (its LISTEN) and the
   * plugin push LISTEN. Undefined: DATABASE_URL (or the embedded database) serves for those too.
   */
  databaseDirectUrl?: string;
  dataDir: string;
  publicBaseUrl: string;
  /** Port the embedded database is served on for the CLI, psql and Prisma Studio (0 = any free port). */
  embeddedDbPort: number;
  webhookAllowPrivate: boolean;
  poolSize: number;
  /** Prepared statements run on the pool as named statements (src/db/sql.ts: `runOnPool`). */
  namedStatements: boolean;
  /** A PENDING order older than this emits ORDER_ABANDONED once. */
  abandonAfterMinutes: number;
  /** Key that encrypts webhook signing secrets at rest; generated and kept in the database when unset. */
  secretKey?: string;
  /** Seconds between delivery attempts of a webhook event; after the last one the event is failed. */
  webhookRetrySchedule: number[];
  webhookTimeoutMs: number;
  /** Run the HTTP API / the job worker in this process. */
  runApi: boolean;
  runWorker: boolean;
  workerConcurrency: number;
  /** A worker process silent for this long is taken as dead and its jobs are released. */
  workerStaleAfterSeconds: number;
  /** Create the demo store on an empty DATABASE_URL database too (the embedded one always gets it). */
  seedDemo: boolean;
  /** The lowest level logged. */
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** A worker-only process serves /metrics and /healthz on this port; undefined: it serves none. */
  metricsPort?: number;
  /**
   * Check every REST success body against its route's response schema before sending; a body that
   * does not match is a bug, answered 500 INTERNAL and logged with the zod issues. On for the
   * test suite (VALIDATE_RESPONSES=1, set by test/setup/global-setup.ts); off by default.
   */
  validateResponses: boolean;
  /**
   * Requests per minute per credential (src/http/ratelimit.ts): per admin API key, per storefront
   * (store + client address), per game server; and per client address for what proves no credential
   * (GraphQL operations of public and introspection fields only, failed authentications). A GraphQL
   * operation counts once per root field. 0 turns that limit off.
   */
  rateLimits: { admin: number; storefront: number; server: number; anonymous: number };
  /**
   * Staff sign-in (issue 31): attempts per minute per client address (0 = no limit), and the lockout
   * of an account after `maxFailures` wrong passwords or codes in a row, for `lockMinutes`.
   */
  signIn: { perAddress: number; maxFailures: number; lockMinutes: number };
  /** Express's `trust proxy`: unset = the socket's address is the client's; set it behind a load balancer. */
  trustProxy?: boolean | number | string;
  /**
   * Where each payment provider's API is (its own by default; tests point them at local fakes), and
   * how long a checkout waits for one before answering without its payment data.
   */
  payments: {
    stripeApiUrl: string;
    mercadopagoApiUrl: string;
    paypalApiUrl: string;
    picpayApiUrl: string;
    pagseguroApiUrl: string;
    pagarmeApiUrl: string;
    timeoutMs: number;
  };
  /** E-mail to buyers through SMTP_URL as MAIL_FROM; undefined (either unset): e-mail is off. */
  mail?: MailConfig;
  /** Seconds between attempts of an order e-mail; after the last one it is FAILED. */
  mailRetrySchedule: number[];
  /**
   * Packages' Discord actions (issue 17), run by the job worker through @discordjs/rest: where
   * Discord's REST API is (tests: a local fake), the retry schedule after a 5xx, a timeout or a
   * refused connection (seconds; past it the action is FAILED), the longest rate-limit wait taken
   * inside one attempt (longer: the attempt ends and runs again when Discord said), and one request's time limit.
   */
  discord: {
    apiUrl: string;
    retrySchedule: number[];
    maxRateLimitWaitMs: number;
    timeoutMs: number;
  };
}

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. Holds the password: never logged. */
  smtpUrl: string;
  /** The sender's address (the From of every e-mail; each store names itself in front of it). */
  from: string;
}

/** The contract's schedule: 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
const DEFAULT_RETRY_SCHEDULE = [5, 60, 300, 1800, 7200, 21600, 43200, 86400];

/** An order e-mail's retries: 1 min, 5 min, 15 min, 1 h, 4 h, 12 h, 24 h (about 42 h in all). */
const DEFAULT_MAIL_RETRY_SCHEDULE = [60, 300, 900, 3600, 14400, 43200, 86400];

/*
 * Every environment variable the service reads, in one schema: its name (the key), its type (the
 * parser), its default and its description (`meta`, which the README's table is written from:
 * `configTable()`). The service reads process.env nowhere else. Unset and empty are the same: the
 * default. An issue's message follows the variable's name ("PORT must be ..."), so a bad value
 * stops start-up naming the variable.
 */

/** The value as given: undefined when unset or empty. */
const raw = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

const doc = <T extends z.ZodType>(schema: T, type: string, fallback: string, description: string) => schema.meta({ type, default: fallback, description });

const int = (fallback: number | undefined, description: string, shown = String(fallback ?? 'unset')) =>
  doc(
    raw.transform((v, ctx) => {
      if (v === undefined) return fallback;
      const n = Number(v);
      if (Number.isInteger(n) && n >= 0) return n;
      ctx.addIssue({ code: 'custom', message: `must be a non-negative integer, got "${v}"` });
      return z.NEVER;
    }),
    'integer',
    shown,
    description,
  );

const text = (fallback: string | undefined, description: string, shown = fallback ?? 'unset') =>
  doc(
    raw.transform((v) => v ?? fallback),
    'string',
    shown,
    description,
  );

/** `true` (only that) turns it on. */
const flag = (description: string) =>
  doc(
    raw.transform((v) => v === 'true'),
    'boolean',
    'false',
    description,
  );

/** On unless `false`. */
const unlessFalse = (description: string) =>
  doc(
    raw.transform((v) => v !== 'false'),
    'boolean',
    'true',
    description,
  );

const schedule = (fallback: number[], description: string) =>
  doc(
    raw.transform((v, ctx) => {
      if (v === undefined) return fallback;
      const list = v.split(',').map((n) => Number(n.trim()));
      if (list.every((n) => Number.isFinite(n) && n >= 0)) return list;
      ctx.addIssue({ code: 'custom', message: `must be seconds separated by commas, got "${v}"` });
      return z.NEVER;
    }),
    'seconds, comma-separated',
    fallback.join(','),
    description,
  );

/** A provider's API base URL: http(s), without a trailing slash. */
const apiUrl = (fallback: string, description: string) =>
  doc(
    raw.transform((v, ctx) => {
      const url = v ?? fallback;
      if (/^https?:\/\/[^\s]+$/.test(url)) return url.replace(/\/+$/, '');
      ctx.addIssue({ code: 'custom', message: `must be an http(s) URL, got "${url}"` });
      return z.NEVER;
    }),
    'URL',
    fallback,
    description,
  );

/** TRUST_PROXY as express takes it: `true`, a hop count, or addresses/subnets separated by commas. */
const trustProxy = doc(
  raw.transform((v): Config['trustProxy'] => {
    if (!v || v === 'false') return undefined;
    if (v === 'true') return true;
    return /^\d+$/.test(v) ? Number(v) : v;
  }),
  'true, hop count or addresses',
  'unset',
  "behind a load balancer: express's `trust proxy` (`true`, a hop count, or addresses), so the client address comes from `X-Forwarded-For`",
);

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export const VARIABLES = {
  PORT: int(4000, 'HTTP port: REST under `/v1`, GraphQL at `/graphql`'),
  HOST: text('0.0.0.0', 'address the HTTP server listens on'),
  DATABASE_URL: text(undefined, 'a PostgreSQL URL; unset = the embedded database under `DATA_DIR`'),
  DATABASE_DIRECT_URL: text(
    undefined,
    "a direct (session) connection to the same database, for when `DATABASE_URL` goes through a pooler in transaction mode (PgBouncer): migrations, the job queue's connections (graphile-worker: taking jobs, its LISTEN) and the plugins' push LISTEN use it; unset = `DATABASE_URL`. Needs `DATABASE_URL`",
  ),
  DATA_DIR: text('./.data', 'where the embedded database lives (one process at a time)'),
  PUBLIC_BASE_URL: text(undefined, "the API's public address: links it prints and the payment notification URLs providers call", 'http://localhost:$PORT'),
  EMBEDDED_DB_PORT: int(54329, 'port the embedded database is served on, on 127.0.0.1 only (another free port if taken)'),
  DB_POOL_SIZE: int(10, 'database connections per process'),
  DB_NAMED_STATEMENTS: unlessFalse(
    "`false`: the hot statements (and the job queue's) are sent unnamed and planned at every call, for a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21)",
  ),
  WEBHOOK_ALLOW_PRIVATE: flag('`true` lets webhooks target loopback/private addresses'),
  WEBHOOK_RETRY_SCHEDULE: schedule(DEFAULT_RETRY_SCHEDULE, 'seconds between delivery attempts of a webhook event; after the last one the event is failed'),
  WEBHOOK_TIMEOUT_MS: int(10_000, "how long one webhook delivery waits for the receiver's answer"),
  ORDER_ABANDON_AFTER_MINUTES: int(24 * 60, 'a PENDING order older than this emits `ORDER_ABANDONED` once'),
  SECRET_KEY: text(undefined, 'the key that encrypts webhook secrets, payment credentials and Discord bot tokens at rest', 'generated, kept in the database'),
  RUN_API: unlessFalse('`false`: this process serves no HTTP API (`npm run start:worker`)'),
  RUN_WORKER: unlessFalse('`false`: this process runs no job worker (`npm run start:api`)'),
  WORKER_CONCURRENCY: int(10, 'jobs one worker process runs at a time'),
  WORKER_STALE_AFTER_SECONDS: int(60, 'a worker process silent for this long is taken as dead and its jobs are released'),
  SEED_DEMO: flag('`true`: create the demo store on an empty `DATABASE_URL` database too (the embedded database always gets it)'),
  LOG_LEVEL: doc(
    raw.pipe(z.enum(LOG_LEVELS).optional()).transform((v) => v ?? 'info'),
    LOG_LEVELS.join(', '),
    'info',
    'lowest level logged',
  ),
  LOG_SQL: doc(
    raw.transform((v) => v === '1'),
    'boolean',
    'unset',
    "`1`: print every statement's text (never its parameters) to stderr, for profiling",
  ),
  METRICS_PORT: int(undefined, 'a worker-only process (`npm run start:worker`) serves `/metrics` and `/healthz` on this port'),
  VALIDATE_RESPONSES: doc(
    raw.transform((v) => v === '1' || v === 'true'),
    'boolean',
    'unset',
    '`1`: check every REST success body against its response schema (a mismatch is a 500); the tests turn it on',
  ),
  RATE_LIMIT_ADMIN_PER_MINUTE: int(
    600,
    'requests per minute per admin API key (REST and GraphQL together; a GraphQL operation counts once per root field); `0` = no limit',
  ),
  RATE_LIMIT_STOREFRONT_PER_MINUTE: int(300, 'requests per minute per storefront visitor (store + client address), counted the same way; `0` = no limit'),
  RATE_LIMIT_SERVER_PER_MINUTE: int(600, 'requests per minute per game server (its token); `0` = no limit'),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: int(
    60,
    'per client address: failed authentications (bad key or token, unknown store domain; REST and GraphQL) and GraphQL fields that need no credential (introspection, `ping`); `0` = no limit',
  ),
  SIGN_IN_PER_ADDRESS_PER_MINUTE: int(10, 'staff sign-in attempts per minute per client address (`POST /v1/auth/sign-in`); `0` = no limit'),
  SIGN_IN_MAX_FAILURES: int(5, 'wrong passwords or codes in a row that lock a staff account'),
  SIGN_IN_LOCK_MINUTES: int(15, 'how long a locked staff account stays locked'),
  TRUST_PROXY: trustProxy,
  STRIPE_API_URL: apiUrl('https://api.stripe.com', "where Stripe's API is (tests: a local fake)"),
  MERCADOPAGO_API_URL: apiUrl('https://api.mercadopago.com', "where Mercado Pago's API is (tests: a local fake)"),
  PAYPAL_API_URL: apiUrl('https://api-m.paypal.com', "where PayPal's API is (tests: a local fake)"),
  PICPAY_API_URL: apiUrl('https://appws.picpay.com/ecommerce/public', "where PicPay's API is (tests: a local fake)"),
  PAGSEGURO_API_URL: apiUrl('https://api.pagseguro.com', "where PagBank's (PagSeguro's) API is: orders, checkouts, charges (tests: a local fake)"),
  PAGARME_API_URL: apiUrl('https://api.pagar.me/core/v5', "where Pagar.me's API v5 (core) is (tests: a local fake)"),
  PAYMENT_TIMEOUT_MS: int(10_000, 'how long a checkout waits for a payment provider before answering without payment data'),
  SMTP_URL: doc(
    raw.transform((v) => v?.trim() || undefined),
    'URL',
    'unset',
    "the SMTP server buyers' e-mails go through: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; unset (with `MAIL_FROM`) = e-mail off. Holds the password: never logged",
  ),
  MAIL_FROM: doc(
    raw.transform((v) => v?.trim() || undefined),
    'e-mail address',
    'unset',
    'the address e-mails are sent from (`orders@example.com`); each store puts its own name in front of it. Set both or neither (one alone stops start-up)',
  ),
  MAIL_RETRY_SCHEDULE: schedule(DEFAULT_MAIL_RETRY_SCHEDULE, 'seconds between attempts of an order e-mail; after the last one it is `FAILED`'),
  DISCORD_API_URL: apiUrl('https://discord.com/api', "where Discord's REST API is (requests go to `<url>/v10/...`; tests: a local fake)"),
  DISCORD_RETRY_SCHEDULE: schedule(
    DEFAULT_RETRY_SCHEDULE,
    'seconds between attempts of a Discord action after a 5xx, a timeout or a refused connection; past the last it is FAILED',
  ),
  DISCORD_MAX_RATE_LIMIT_WAIT_MS: int(
    10_000,
    'the longest Discord rate-limit wait taken inside one attempt (longer: the attempt ends and runs again when Discord said)',
  ),
  DISCORD_TIMEOUT_MS: int(10_000, "one Discord request's time limit"),
};

export type VariableName = keyof typeof VARIABLES;

const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * SMTP_URL and MAIL_FROM, both or neither (neither: e-mail is off). The URL is smtp:// or smtps://
 * with a host; user:pass in it are the login (a relay that needs none may leave them out). An error
 * here names the URL's scheme and host only: the URL holds the password.
 */
function mailOf(smtpUrl: string | undefined, from: string | undefined): MailConfig | undefined {
  if (!smtpUrl && !from) return undefined;
  if (!smtpUrl) throw new Error('MAIL_FROM is set but SMTP_URL is not: set both to send e-mail, or neither');
  if (!from) throw new Error('SMTP_URL is set but MAIL_FROM is not: set both to send e-mail, or neither');
  let u: URL;
  try {
    u = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must be a URL: smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if ((u.protocol !== 'smtp:' && u.protocol !== 'smtps:') || !u.hostname) {
    throw new Error(
      `SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465, got a ${u.protocol}// URL${u.hostname ? ` for ${u.hostname}` : ' without a host'}`,
    );
  }
  if (!MAIL_ADDRESS.test(from) || from.length > 254) throw new Error(`MAIL_FROM must be an e-mail address (sender@example.com), got "${from}"`);
  return { smtpUrl, from };
}

/** DATABASE_DIRECT_URL goes with DATABASE_URL: alone, it would migrate and run jobs on a database the API does not use. */
function directUrlOf(url: string | undefined, direct: string | undefined): string | undefined {
  if (direct && !url) throw new Error('DATABASE_DIRECT_URL is set but DATABASE_URL is not: set DATABASE_URL too, or neither (the embedded database)');
  return direct;
}

/** A bad value, as start-up reports it: the variable's name, then what is wrong (the first issue of each variable). */
function configError(error: z.ZodError, env: NodeJS.ProcessEnv): Error {
  const seen = new Set<PropertyKey>();
  const lines = error.issues.flatMap((issue) => {
    const name = issue.path[0] ?? '';
    if (seen.has(name)) return [];
    seen.add(name);
    // A value that is not one of a list (LOG_LEVEL) gets zod's own message, which names the options.
    return [`${String(name)} ${issue.code === 'custom' ? issue.message : `must be one of ${LOG_LEVELS.join(', ')}, got "${env[String(name)]}"`}`];
  });
  return new Error(lines.join('\n'));
}

/** The variables, parsed: throws naming every variable with a bad value. */
function readVariables(env: NodeJS.ProcessEnv = process.env) {
  const parsed = z.object(VARIABLES).safeParse(env);
  if (!parsed.success) throw configError(parsed.error, env);
  return parsed.data;
}

/**
 * One variable, parsed alone: for what must know it before the configuration is loaded (the
 * process-wide log's level, the statement log of every database client).
 */
export function readVariable<N extends VariableName>(name: N, env: NodeJS.ProcessEnv = process.env): z.output<(typeof VARIABLES)[N]> {
  const parsed = VARIABLES[name].safeParse(env[name]);
  if (!parsed.success) throw configError(new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: [name, ...i.path] }))), env);
  return parsed.data as z.output<(typeof VARIABLES)[N]>;
}

/** The configuration table for the README: name, type, default, description, from the schema. */
export function configTable(): string {
  const rows = Object.entries(VARIABLES).map(([name, schema]) => {
    const m = schema.meta() as { type: string; default: string; description: string };
    return `| \`${name}\` | ${m.type} | ${m.default === 'unset' || m.default.includes(' ') ? m.default : `\`${m.default}\``} | ${m.description} |`;
  });
  return ['| variable | type | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The SMTP server as logs and /readyz may name it: scheme, host and port, never the login. */
export function mailServerName(mail: MailConfig): string {
  const u = new URL(mail.smtpUrl);
  return `${u.protocol}//${u.host}`;
}

/** The start-up line about e-mail: on (the server, without its login, and the sender) or off, and why. */
export const mailStartupLine = (config: Pick<Config, 'mail'>): Record<string, unknown> =>
  config.mail
    ? { msg: 'e-mail on: buyers get order e-mails', smtp: mailServerName(config.mail), from: config.mail.from }
    : { msg: 'e-mail off: SMTP_URL and MAIL_FROM are not set, buyers get no order e-mail' };

let parsedOnce: Config | undefined;

/** The process's configuration from process.env, parsed on first use: for what is not handed one (the demo seed, benchmarks). */
export const processConfig = (): Config => (parsedOnce ??= loadConfig());

/** The service's configuration: parsed once per process (src/main.ts, the CLI) and handed to everything that needs it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const v = readVariables(env);
  return {
    port: v.PORT!,
    host: v.HOST!,
    databaseUrl: v.DATABASE_URL,
    databaseDirectUrl: directUrlOf(v.DATABASE_URL, v.DATABASE_DIRECT_URL),
    dataDir: path.resolve(v.DATA_DIR!),
    publicBaseUrl: (v.PUBLIC_BASE_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    embeddedDbPort: v.EMBEDDED_DB_PORT!,
    webhookAllowPrivate: v.WEBHOOK_ALLOW_PRIVATE,
    poolSize: v.DB_POOL_SIZE!,
    namedStatements: v.DB_NAMED_STATEMENTS,
    abandonAfterMinutes: v.ORDER_ABANDON_AFTER_MINUTES!,
    secretKey: v.SECRET_KEY,
    webhookRetrySchedule: v.WEBHOOK_RETRY_SCHEDULE,
    webhookTimeoutMs: v.WEBHOOK_TIMEOUT_MS!,
    runApi: v.RUN_API,
    runWorker: v.RUN_WORKER,
    workerConcurrency: v.WORKER_CONCURRENCY!,
    workerStaleAfterSeconds: v.WORKER_STALE_AFTER_SECONDS!,
    seedDemo: v.SEED_DEMO,
    logLevel: v.LOG_LEVEL,
    metricsPort: v.METRICS_PORT,
    validateResponses: v.VALIDATE_RESPONSES,
    rateLimits: {
      admin: v.RATE_LIMIT_ADMIN_PER_MINUTE!,
      storefront: v.RATE_LIMIT_STOREFRONT_PER_MINUTE!,
      server: v.RATE_LIMIT_SERVER_PER_MINUTE!,
      anonymous: v.RATE_LIMIT_ANONYMOUS_PER_MINUTE!,
    },
    signIn: { perAddress: v.SIGN_IN_PER_ADDRESS_PER_MINUTE!, maxFailures: v.SIGN_IN_MAX_FAILURES!, lockMinutes: v.SIGN_IN_LOCK_MINUTES! },
    trustProxy: v.TRUST_PROXY,
    payments: {
      stripeApiUrl: v.STRIPE_API_URL,
      mercadopagoApiUrl: v.MERCADOPAGO_API_URL,
      paypalApiUrl: v.PAYPAL_API_URL,
      picpayApiUrl: v.PICPAY_API_URL,
      pagseguroApiUrl: v.PAGSEGURO_API_URL,
      pagarmeApiUrl: v.PAGARME_API_URL,
      timeoutMs: v.PAYMENT_TIMEOUT_MS!,
    },
    mail: mailOf(v.SMTP_URL, v.MAIL_FROM),
    mailRetrySchedule: v.MAIL_RETRY_SCHEDULE,
    discord: {
      apiUrl: v.DISCORD_API_URL,
      retrySchedule: v.DISCORD_RETRY_SCHEDULE,
      maxRateLimitWaitMs: v.DISCORD_MAX_RATE_LIMIT_WAIT_MS!,
      timeoutMs: v.DISCORD_TIMEOUT_MS!,
    },
  };
}
