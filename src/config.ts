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
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
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
  };
}
