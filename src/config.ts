import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicBaseUrl: string;
  /** Port the embedded database is served on for the CLI, psql and Prisma Studio (0 = any free port). */
  embeddedDbPort: number;
  webhookAllowPrivate: boolean;
  poolSize: number;
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
  /**
   * Check every REST success body against its route's response schema before sending; a body that
   * does not match is a bug, answered 500 INTERNAL and logged with the zod issues. On for the
   * test suite (VALIDATE_RESPONSES=1, set by test/setup/global-setup.ts); off by default.
   */
  validateResponses: boolean;
  /**
   * Requests per minute per credential (src/rest/ratelimit.ts): per admin API key, per storefront
   * (store + client address), per game server; and per client address for what proves no credential
   * (GraphQL operations of public and introspection fields only, failed authentications). A GraphQL
   * operation counts once per root field. 0 turns that limit off.
   */
  rateLimits: { admin: number; storefront: number; server: number; anonymous: number };
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

/** TRUST_PROXY as express takes it: `true`, a hop count, or addresses/subnets separated by commas. */
function trustProxyEnv(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return undefined;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** The contract's schedule: 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
export const DEFAULT_RETRY_SCHEDULE = [5, 60, 300, 1800, 7200, 21600, 43200, 86400];

/** An order e-mail's retries: 1 min, 5 min, 15 min, 1 h, 4 h, 12 h, 24 h (about 42 h in all). */
export const DEFAULT_MAIL_RETRY_SCHEDULE = [60, 300, 900, 3600, 14400, 43200, 86400];

function scheduleEnv(name: string, raw: string | undefined, fallback: number[]): number[] {
  if (!raw) return fallback;
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isFinite(n) || n < 0)) throw new Error(`${name} must be seconds separated by commas, got "${raw}"`);
  return list;
}

const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * SMTP_URL and MAIL_FROM, both or neither (neither: e-mail is off). The URL is smtp:// or smtps://
 * with a host; user:pass in it are the login (a relay that needs none may leave them out). An error
 * here names the URL's scheme and host only: the URL holds the password.
 */
function mailEnv(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim() || '';
  const from = env.MAIL_FROM?.trim() || '';
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
    throw new Error(`SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465, got a ${u.protocol}// URL${u.hostname ? ` for ${u.hostname}` : ' without a host'}`);
  }
  if (!MAIL_ADDRESS.test(from) || from.length > 254) throw new Error(`MAIL_FROM must be an e-mail address (sender@example.com), got "${from}"`);
  return { smtpUrl, from };
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

/** A provider's API base URL: http(s), without a trailing slash. */
function apiUrlEnv(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intEnv(env, 'PORT', 4000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    embeddedDbPort: intEnv(env, 'EMBEDDED_DB_PORT', 54329),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    poolSize: intEnv(env, 'DB_POOL_SIZE', 10),
    abandonAfterMinutes: intEnv(env, 'ORDER_ABANDON_AFTER_MINUTES', 24 * 60),
    secretKey: env.SECRET_KEY || undefined,
    webhookRetrySchedule: scheduleEnv('WEBHOOK_RETRY_SCHEDULE', env.WEBHOOK_RETRY_SCHEDULE, DEFAULT_RETRY_SCHEDULE),
    webhookTimeoutMs: intEnv(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    runApi: env.RUN_API !== 'false',
    runWorker: env.RUN_WORKER !== 'false',
    workerConcurrency: intEnv(env, 'WORKER_CONCURRENCY', 10),
    workerStaleAfterSeconds: intEnv(env, 'WORKER_STALE_AFTER_SECONDS', 60),
    validateResponses: env.VALIDATE_RESPONSES === '1' || env.VALIDATE_RESPONSES === 'true',
    rateLimits: {
      admin: intEnv(env, 'RATE_LIMIT_ADMIN_PER_MINUTE', 600),
      storefront: intEnv(env, 'RATE_LIMIT_STOREFRONT_PER_MINUTE', 300),
      server: intEnv(env, 'RATE_LIMIT_SERVER_PER_MINUTE', 600),
      anonymous: intEnv(env, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', 60),
    },
    trustProxy: trustProxyEnv(env.TRUST_PROXY),
    payments: {
      stripeApiUrl: apiUrlEnv(env, 'STRIPE_API_URL', 'https://api.stripe.com'),
      mercadopagoApiUrl: apiUrlEnv(env, 'MERCADOPAGO_API_URL', 'https://api.mercadopago.com'),
      paypalApiUrl: apiUrlEnv(env, 'PAYPAL_API_URL', 'https://api-m.paypal.com'),
      picpayApiUrl: apiUrlEnv(env, 'PICPAY_API_URL', 'https://appws.picpay.com/ecommerce/public'),
      timeoutMs: intEnv(env, 'PAYMENT_TIMEOUT_MS', 10_000),
    },
    mail: mailEnv(env),
    mailRetrySchedule: scheduleEnv('MAIL_RETRY_SCHEDULE', env.MAIL_RETRY_SCHEDULE, DEFAULT_MAIL_RETRY_SCHEDULE),
    discord: {
      apiUrl: apiUrlEnv(env, 'DISCORD_API_URL', 'https://discord.com/api'),
      retrySchedule: scheduleEnv('DISCORD_RETRY_SCHEDULE', env.DISCORD_RETRY_SCHEDULE, DEFAULT_RETRY_SCHEDULE),
      maxRateLimitWaitMs: intEnv(env, 'DISCORD_MAX_RATE_LIMIT_WAIT_MS', 10_000),
      timeoutMs: intEnv(env, 'DISCORD_TIMEOUT_MS', 10_000),
    },
  };
}
