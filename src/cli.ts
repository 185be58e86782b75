import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { readServerInfo, startEmbedded, type EmbeddedDatabase } from './db/embedded';
import { migrateUrl } from './db/migrate';
import { AppError } from './errors';
import { presentStore } from './modules/store/store.present';
import { createApiKey, createStore, revokeApiKey } from './modules/store/store.service';

/**
 * Operator CLI. Prints JSON only on stdout; errors go to stderr as the API's error body.
 * Works with DATABASE_URL, with a running server's embedded database (its DATA_DIR/server.json),
 * or opens the embedded database itself when no server is running, holding DATA_DIR's lock
 * meanwhile (a DATA_DIR another process holds is refused, naming it).
 */
const USAGE = `usage:
  cli store create --name NAME --domain DOMAIN [--currency BRL] [--locale pt-BR] [--timezone America/Sao_Paulo]
  cli apikey create --store ID
  cli apikey revoke --key KEY`;

async function open(): Promise<{ database: Database; embedded?: EmbeddedDatabase }> {
  const config = loadConfig();
  let url = config.databaseUrl ?? readServerInfo(config.dataDir)?.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbedded({ dataDir: config.dataDir, port: 0, maxConnections: 4 });
    url = embedded.url;
  }
  // The migrations' advisory lock needs a session: DATABASE_DIRECT_URL when DATABASE_URL goes through a pooler.
  await migrateUrl(config.databaseDirectUrl ?? url);
  return { database: createDatabase(url, { poolSize: 2 }), embedded };
}

async function run(argv: string[]): Promise<unknown> {
  const [resource, action, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      domain: { type: 'string' },
      currency: { type: 'string' },
      locale: { type: 'string' },
      timezone: { type: 'string' },
      store: { type: 'string' },
      key: { type: 'string' },
    },
    strict: true,
  });
  const command = `${resource} ${action}`;
  if (!['store create', 'apikey create', 'apikey revoke'].includes(command)) throw new UsageError();

  const { database, embedded } = await open();
  try {
    const db = database.prisma;
    if (command === 'store create') {
      const { store, apiKey } = await createStore(db, {
        name: values.name as string,
        domain: values.domain as string,
        ...(values.currency ? { currency: values.currency as 'BRL' } : {}),
        ...(values.locale ? { locale: values.locale } : {}),
        ...(values.timezone ? { timezone: values.timezone } : {}),
      });
      return { store: presentStore({ store }, store), api_key: apiKey };
    }
    if (command === 'apikey create') {
      const storeId = Number(values.store);
      if (!Number.isInteger(storeId) || storeId < 1) throw new UsageError('--store must be a store id');
      return { api_key: await createApiKey(db, storeId) };
    }
    if (!values.key) throw new UsageError('--key is required');
    const revoked = await revokeApiKey(db, values.key);
    if (!revoked) throw new AppError('NOT_FOUND', 'No live API key matches');
    return { revoked: true };
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

class UsageError extends Error {
  constructor(message = USAGE) {
    super(message);
  }
}

run(process.argv.slice(2))
  .then((out) => {
    process.stdout.write(`${JSON.stringify(out)}\n`);
    process.exit(0);
  })
  .catch((e) => {
    const body =
      e instanceof AppError
        ? { errors: e.details.map((d) => ({ ...d, code: e.code })) }
        : { errors: [{ message: e instanceof UsageError ? e.message : String((e as Error).message ?? e), code: 'BAD_REQUEST' }] };
    process.stderr.write(`${JSON.stringify(body)}\n`);
    process.exit(e instanceof UsageError ? 2 : 1);
  });
