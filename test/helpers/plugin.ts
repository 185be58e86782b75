import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { silentLog, type Log } from '../../src/logger';
import { attachPluginPush, type PluginPush } from '../../src/modules/game-servers/push/push.server';
import { setupTestApp, type TestApp } from './app';

/** Plugin push in tests: the app listening with socket.io attached, and plugins connected as the public ones connect. */

/** The app on a loopback port with plugin push attached, as src/main.ts runs it. */
async function listenWithPush(t: TestApp, log: Log = silentLog): Promise<{ base: string; push: PluginPush; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const push = attachPluginPush(server, { database: t.database, config: t.config }, { app: t.app.express, log, listenUrl: t.database.url });
  await push.ready;
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    push,
    async close() {
      await push.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface PushTestEnv {
  t: TestApp;
  base: string;
  /** Every log line of the app and of push. */
  logs: Record<string, unknown>[];
}

/**
 * A suite's app with push, set up before its tests and closed after them; plugins are closed after
 * each test. `ready` receives the app once it listens.
 */
export function servePush(opts: Parameters<typeof setupTestApp>[0], ready: (env: PushTestEnv) => void): void {
  let stop: (() => Promise<void>) | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    const logs: Record<string, unknown>[] = [];
    t = await setupTestApp({ ...opts, log: (entry) => logs.push(entry) });
    const served = await listenWithPush(t, (entry) => logs.push(entry));
    stop = served.close;
    ready({ t, base: served.base, logs });
  });
  afterEach(() => closePlugins());
  afterAll(async () => {
    await stop?.();
    await t?.close();
  });
}

export interface Refusal {
  message: string;
  data?: { code: string; retry_after?: number };
}

const plugins: TestPlugin[] = [];

/**
 * A game-server plugin as the public Java plugin connects: socket.io with `Authorization: Bearer`
 * and `x-extension: plugin` headers, polling first then upgraded, no reconnection of its own (tests
 * reconnect explicitly). Every EXECUTE_COMMAND is kept, with the time it arrived.
 */
export class TestPlugin {
  readonly socket: Socket;
  readonly received: { item: any; at: number }[] = [];
  private read = 0;
  private wake?: () => void;

  constructor(base: string, credential: string | undefined, opts: Partial<ManagerOptions & SocketOptions> = {}) {
    this.socket = io(base, {
      reconnection: false,
      extraHeaders: { ...(credential ? { authorization: `Bearer ${credential}` } : {}), 'x-extension': 'plugin' },
      ...opts,
    });
    this.socket.on('EXECUTE_COMMAND', (item) => {
      this.received.push({ item, at: Date.now() });
      this.wake?.();
    });
    plugins.push(this);
  }

  /** Resolves when connected; rejects with the refusal otherwise. */
  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (err) => reject(Object.assign(new Error(`refused: ${err.message}`), { refusal: err })));
    });
  }

  /** Resolves with the refusal (`connect_error`); fails if the connection is accepted. */
  refused(): Promise<Refusal> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => reject(new Error('the connection was accepted')));
      this.socket.once('connect_error', (err) => resolve({ message: err.message, data: (err as { data?: Refusal['data'] }).data }));
    });
  }

  /** The next event not read yet, within `timeoutMs`. */
  async next(timeoutMs = 3_000): Promise<{ item: any; at: number }> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.received.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no EXECUTE_COMMAND within ${timeoutMs} ms (received ${this.received.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.received[this.read++];
  }

  /** The ids of every event not read yet after waiting `ms` (the wait is the point: nothing else may come). */
  async drain(ms: number): Promise<number[]> {
    await new Promise((r) => setTimeout(r, ms));
    const ids = this.received.slice(this.read).map((r) => r.item.id as number);
    this.read = this.received.length;
    return ids;
  }

  /**
   * Reads events up to the one for command `id` and returns the ids that came before it. One
   * connection's events arrive in the order they were sent, so with `id` a sentinel queued after
   * some step, this is everything that step caused, without guessing how long to wait.
   */
  async before(id: number, timeoutMs = 3_000): Promise<number[]> {
    const ids: number[] = [];
    for (;;) {
      const { item } = await this.next(timeoutMs);
      if (item.id === id) return ids;
      ids.push(item.id);
    }
  }

  /** Drops the connection and opens it again (a restarted plugin). */
  async reconnect(): Promise<void> {
    this.socket.disconnect();
    this.socket.connect();
    await this.connected();
  }

  close(): void {
    this.socket.disconnect();
  }
}

export function closePlugins(): void {
  for (const p of plugins.splice(0)) p.close();
}
