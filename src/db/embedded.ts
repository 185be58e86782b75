import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { jsonLog } from '../logger';
import { databasePassword, dataDirError, inDataDir, lockDataDir, lockHolder, prepareDataDir, writePrivateFile } from './data-dir';
import { LOOPBACK, startWireServer, type WireServer } from './wire/server';

/**
 * The embedded database: PGlite (PostgreSQL in WASM) with its data under DATA_DIR, served over
 * the PostgreSQL wire protocol on 127.0.0.1 by our own front end (./wire/), so the app talks to
 * it through the same `pg` driver adapter as to a real server, and the CLI, psql or Prisma Studio
 * can reach it too with the DATA_DIR's password. PGlite is one session: connections take turns
 * on it, one batch or transaction at a time (./wire/session.ts). Right for `npm start` and
 * demos, correct under any concurrency, but not fast under load.
 */
export interface EmbeddedDatabase {
  /** With the password: print it only where the operator asked for it (the banner). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const INFO_FILE = 'server.json';

// Loaded only when the embedded database is used; a real dynamic import, which the CommonJS build would otherwise turn into require().
const importEsm = new Function('s', 'return import(s)') as <T>(s: string) => Promise<T>;

export async function startEmbedded(opts: { dataDir: string; port: number; maxConnections: number }): Promise<EmbeddedDatabase> {
  const dir = opts.dataDir;
  prepareDataDir(dir);
  const unlock = lockDataDir(dir);
  let db: PGlite | undefined;
  try {
    const password = databasePassword(dir);
    db = await openPglite(dir);
    const server = await serve(db, password, opts);
    return {
      url: `postgresql://postgres:${encodeURIComponent(password)}@${LOOPBACK}:${server.port}/postgres?sslmode=disable`,
      port: server.port,
      async stop() {
        await server.stop().catch(() => undefined);
        await db!.close().catch(() => undefined);
        unlock();
      },
    };
  } catch (e) {
    await db?.close().catch(() => undefined);
    unlock();
    throw e;
  }
}

async function serve(db: PGlite, password: string, opts: { port: number; maxConnections: number }): Promise<WireServer> {
  const start = (port: number) =>
    startWireServer({
      db,
      password,
      port,
      maxConnections: opts.maxConnections,
      onError: (e) => jsonLog({ level: 'error', msg: 'embedded database error', err: String(e) }),
    });
  try {
    return await start(opts.port);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    return start(0);
  }
}

/**
 * Opens DATA_DIR/pgdata, refusing a damaged one with PostgreSQL's own reason (its FATAL lines)
 * instead of PGlite's "failed to initialize properly". A non-empty pgdata without PG_VERSION is
 * refused before PGlite sees it: PGlite would take it for a new folder and initialise over it.
 */
async function openPglite(dir: string): Promise<PGlite> {
  const pgdata = path.join(dir, 'pgdata');
  inDataDir(dir, () => {
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    if (fs.readdirSync(pgdata).length && !fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      throw dataDirError(
        dir,
        `the database in ${pgdata} is damaged: PG_VERSION is missing. Restore the folder from a backup, or move it away to start an empty database`,
      );
    }
  });
  const { PGlite } = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  const stderr: string[] = [];
  try {
    return await PGlite.create({
      dataDir: pgdata,
      onStderr: (line) => {
        stderr.push(line);
        if (stderr.length > 50) stderr.shift();
        return false;
      },
    });
  } catch (e) {
    const reasons = stderr
      .filter((l) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(l))
      .map((l) => l.replace(/^.*?\b(FATAL|PANIC|ERROR|DETAIL|HINT):\s*/, '$1: '));
    const reason = reasons.length ? reasons.join(' ') : (e as Error).message;
    throw dataDirError(
      dir,
      `the database in ${pgdata} could not be opened (${reason}). If it is damaged, restore it from a backup, or move it away to start an empty database`,
    );
  }
}

/** What a running server tells the CLI about its embedded database. */
export interface ServerInfo {
  pid: number;
  databaseUrl: string;
}

/** DATA_DIR/server.json, 0600: the URL holds the database's password. */
export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writePrivateFile(path.join(dataDir, INFO_FILE), JSON.stringify(info));
}

export function clearServerInfo(dataDir: string): void {
  fs.rmSync(path.join(dataDir, INFO_FILE), { force: true });
}

/** The running server's database URL, when the live process that holds DATA_DIR wrote it. */
export function readServerInfo(dataDir: string): ServerInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, INFO_FILE), 'utf8')) as ServerInfo;
    if (lockHolder(dataDir)?.pid !== info.pid) return undefined;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined;
  }
}
