import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { Connection } from './connection';
import { scramVerifier } from './scram';
import { Session } from './session';

/**
 * The embedded database's PostgreSQL front end: PGlite's single session served over TCP on
 * 127.0.0.1 to any number of clients (the app's pool, the job worker, the CLI, psql), each
 * authenticated with the DATA_DIR's password, taking turns on the session (./session.ts).
 * It replaces pglite-socket, whose queue let the extended-protocol batches of different
 * connections interleave outside explicit transactions (issue 14).
 */
export interface WireServerOptions {
  db: PGlite;
  password: string;
  /** 0 = any free port. */
  port: number;
  maxConnections: number;
  /** How long a connection may hold the session while silent; see DEFAULT_IDLE_MS. */
  idleMs?: number;
  onError?: (e: unknown) => void;
}

export interface WireServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Five seconds: everyone else waits while a connection sits in a transaction, so the bound is
 * what one stuck client (a psql left in BEGIN, code that awaits something slow inside a
 * transaction) may cost the whole process. The app's own transactions are idle for
 * milliseconds between statements (docs/DECISIONS.md).
 */
const DEFAULT_IDLE_MS = 5_000;

export const LOOPBACK = '127.0.0.1';

export async function startWireServer(opts: WireServerOptions): Promise<WireServer> {
  const session = new Session(opts.db, { idleMs: opts.idleMs ?? DEFAULT_IDLE_MS, onError: opts.onError });
  const connections = new Set<Connection>();
  const ctx = {
    session,
    verifier: scramVerifier(opts.password),
    greeting: await session.parameterStatus(),
    full: () => [...connections].filter((c) => c.ready).length >= opts.maxConnections,
  };
  let nextId = 1;
  const server = net.createServer((socket) => {
    const connection = new Connection(nextId++, socket, ctx);
    connections.add(connection);
    socket.once('close', () => connections.delete(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const c of connections) c.destroy();
      await session.stop();
      await closed;
    },
  };
}
