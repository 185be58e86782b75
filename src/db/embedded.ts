import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded database: PGlite (PostgreSQL in WASM) with its data under DATA_DIR, served over
 * the PostgreSQL wire protocol on a local port, so the app talks to it through the same `pg`
 * driver adapter as to a real server, and the CLI, psql or Prisma Studio can reach it too.
 * Right for `npm start` and demos; single-threaded, so not for load.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const INFO_FILE = 'server.json';

// pglite ships as ESM only; a real dynamic import keeps it loadable from this CommonJS build.
const importEsm = new Function('s', 'return import(s)') as <T>(s: string) => Promise<T>;

export async function startEmbedded(opts: {
  dataDir: string;
  port: number;
  maxConnections: number;
}): Promise<EmbeddedDatabase> {
  const { PGlite } = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  const { PGLiteSocketServer } = await importEsm<typeof import('@electric-sql/pglite-socket')>(
    '@electric-sql/pglite-socket',
  );
  const pgdata = path.join(opts.dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { recursive: true });
  const db: PGlite = await PGlite.create(pgdata);

  const listen = async (port: number): Promise<PGLiteSocketServer> => {
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: opts.maxConnections });
    await server.start();
    return server;
  };
  let server: PGLiteSocketServer;
  try {
    server = await listen(opts.port);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    server = await listen(0);
  }
  const port = Number(server.getServerConn().split(':').pop());
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  return {
    url,
    port,
    async stop() {
      await server.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  };
}

/** What a running server tells the CLI about its embedded database. */
export interface ServerInfo {
  pid: number;
  databaseUrl: string;
}

export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, INFO_FILE), JSON.stringify(info));
}

export function clearServerInfo(dataDir: string): void {
  fs.rmSync(path.join(dataDir, INFO_FILE), { force: true });
}

/** The running server's database URL, when a live server owns this data dir. */
export function readServerInfo(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, INFO_FILE), 'utf8')) as ServerInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}
