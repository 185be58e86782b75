import pg from 'pg';
import type { Log } from '../../../logger';

/** The channel the commands table's trigger notifies (prisma/migrations/*_command_due_notify), payload the store id. */
const COMMAND_DUE_CHANNEL = 'command_due';

export interface DueListener {
  /** Resolves once the first LISTEN is in place (or failed: it keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const BACKOFF_MS = [250, 1_000, 2_000, 5_000];

/**
 * One session connection per API process, LISTENing on `command_due`: the database tells every
 * instance when a transaction that made a command deliverable commits, whichever instance or worker
 * made it, with no server of our own between instances. On the embedded database the wire front end
 * routes the notification to this connection (src/db/wire). A lost connection is replaced (with
 * backoff); whatever was notified meanwhile is covered by `onReconnect`, which serves every group.
 */
export function listenForDueCommands(options: pg.ClientConfig, handlers: { onStore(storeId: number): void; onReconnect(): void }, log: Log): DueListener {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (closed || timer) return;
    const wait = BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)];
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
  };

  async function connect() {
    // Connecting gives up after 5 s, as the pool's connections do (src/db/client.ts); the backoff then retries.
    const c = new pg.Client({ connectionTimeoutMillis: 5_000, ...options });
    client = c;
    c.on('notification', (msg) => {
      const storeId = Number(msg.payload);
      if (msg.channel === COMMAND_DUE_CHANNEL && Number.isInteger(storeId)) handlers.onStore(storeId);
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c || closed) return;
      log({ level: 'warn', msg: 'plugin push: notification connection lost; reconnecting' });
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${COMMAND_DUE_CHANNEL}`);
      if (failures > 0) handlers.onReconnect();
      failures = 0;
    } catch (err) {
      if (closed) return;
      log({ level: 'warn', msg: 'plugin push: cannot listen for commands; retrying', err: String((err as Error)?.message ?? err) });
      await c.end().catch(() => undefined);
      retry();
      return;
    } finally {
      markReady();
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
