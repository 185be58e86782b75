import { VARIABLES, configTable, loadConfig, readVariable } from '../../src/config';

/** src/config.ts: one schema for every variable; a bad value stops start-up naming the variable. */

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

test('the defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 4000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    databaseDirectUrl: undefined,
    publicBaseUrl: 'http://localhost:4000',
    embeddedDbPort: 54329,
    poolSize: 10,
    abandonAfterMinutes: 1440,
    webhookAllowPrivate: false,
    webhookTimeoutMs: 10_000,
    runApi: true,
    runWorker: true,
    workerConcurrency: 10,
    workerStaleAfterSeconds: 60,
    seedDemo: false,
    logLevel: 'info',
    metricsPort: undefined,
    validateResponses: false,
    rateLimits: { admin: 600, storefront: 300, server: 600, anonymous: 60 },
    trustProxy: undefined,
    payments: { stripeApiUrl: 'https://api.stripe.com', timeoutMs: 10_000 },
    mail: undefined,
    discord: { apiUrl: 'https://discord.com/api', maxRateLimitWaitMs: 10_000, timeoutMs: 10_000 },
  });
  expect(config.webhookRetrySchedule).toEqual([5, 60, 300, 1800, 7200, 21600, 43200, 86400]);
});

test('values are read as before: empty is unset, flags, lists, URLs, TRUST_PROXY', () => {
  const config = loadConfig({
    PORT: '',
    PUBLIC_BASE_URL: 'https://shop.example.com/',
    RUN_WORKER: 'false',
    RUN_API: 'no',
    WEBHOOK_ALLOW_PRIVATE: '1',
    SEED_DEMO: 'true',
    METRICS_PORT: '9100',
    LOG_LEVEL: 'warn',
    VALIDATE_RESPONSES: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1, 2,3',
    STRIPE_API_URL: 'http://127.0.0.1:9/stripe//',
    TRUST_PROXY: '2',
  });
  expect(config).toMatchObject({
    port: 4000,
    publicBaseUrl: 'https://shop.example.com',
    runWorker: false,
    runApi: true,
    webhookAllowPrivate: false,
    seedDemo: true,
    metricsPort: 9100,
    logLevel: 'warn',
    validateResponses: true,
    webhookRetrySchedule: [1, 2, 3],
    payments: { stripeApiUrl: 'http://127.0.0.1:9/stripe' },
    trustProxy: 2,
  });
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
  // Behind a pooler: the session connection beside it.
  expect(loadConfig({ DATABASE_URL: 'postgresql://pgbouncer:6432/shop', DATABASE_DIRECT_URL: 'postgresql://db:5432/shop' })).toMatchObject({
    databaseUrl: 'postgresql://pgbouncer:6432/shop',
    databaseDirectUrl: 'postgresql://db:5432/shop',
  });
});

test.each([
  [{ PORT: 'eighty' }, 'PORT must be a non-negative integer, got "eighty"'],
  [{ DB_POOL_SIZE: '-1' }, 'DB_POOL_SIZE must be a non-negative integer, got "-1"'],
  [{ METRICS_PORT: '9100.5' }, 'METRICS_PORT must be a non-negative integer, got "9100.5"'],
  [{ WEBHOOK_RETRY_SCHEDULE: '5,soon' }, 'WEBHOOK_RETRY_SCHEDULE must be seconds separated by commas, got "5,soon"'],
  [{ DISCORD_API_URL: 'discord.com' }, 'DISCORD_API_URL must be an http(s) URL, got "discord.com"'],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "loud"'],
  [{ SMTP_URL: 'smtp://u:p@h:25' }, 'SMTP_URL is set but MAIL_FROM is not'],
  [{ DATABASE_DIRECT_URL: 'postgresql://db:5432/shop' }, 'DATABASE_DIRECT_URL is set but DATABASE_URL is not'],
])('%j is refused naming the variable', (env, message) => {
  expect(refusal(env)).toContain(message);
});

test('every bad variable is named at once', () => {
  const message = refusal({ PORT: 'x', RATE_LIMIT_ADMIN_PER_MINUTE: 'lots' });
  expect(message.split('\n')).toEqual([
    'PORT must be a non-negative integer, got "x"',
    'RATE_LIMIT_ADMIN_PER_MINUTE must be a non-negative integer, got "lots"',
  ]);
});

test('one variable alone, as the log and the database client read theirs', () => {
  expect(readVariable('LOG_SQL', { LOG_SQL: '1' })).toBe(true);
  expect(readVariable('LOG_LEVEL', {})).toBe('info');
  expect(() => readVariable('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
});

test('every variable has a type, a default and a description, and is in the table', () => {
  const table = configTable();
  for (const [name, schema] of Object.entries(VARIABLES)) {
    const meta = schema.meta() as { type?: string; default?: string; description?: string };
    expect([name, typeof meta.type, typeof meta.default, typeof meta.description]).toEqual([name, 'string', 'string', 'string']);
    expect(table).toContain(`| \`${name}\` |`);
  }
});
