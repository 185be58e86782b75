import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The app as separate processes (src/main.ts), for the scale-out and fault tests. */

const ROOT = path.resolve(__dirname, '../..');

export interface AppProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Signals the process group (the app and anything it started). */
  kill(signal: NodeJS.Signals): void;
}

/** Every process started here, so a suite's afterAll can make sure none survives it. */
const started: AppProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `node --import tsx src/main.ts` on `databaseUrl` (node itself with tsx's loader, not the tsx CLI,
 * which would be a second process relaying signals): the process signalled is the one that runs
 * the app, and its exit code is the app's. Webhooks to the test receiver are allowed.
 */
export function startApp(databaseUrl: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS,
      // The webhook secret key comes from the database, as for the test process.
      SECRET_KEY: '',
      WEBHOOK_TIMEOUT_MS: '',
      WEBHOOK_RETRY_SCHEDULE: '',
      // No e-mail unless a test asks for it (test/mail/crash.test.ts).
      SMTP_URL: '',
      MAIL_FROM: '',
      MAIL_RETRY_SCHEDULE: '',
      ...env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const proc: AppProcess = {
    child,
    exited,
    output: () => out,
    kill(signal) {
      try {
        if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
  started.push(proc);
  return proc;
}

export function killAll(): void {
  for (const p of started.splice(0)) p.kill('SIGKILL');
}

/** Polls `fn` until it gives something truthy, and returns it; past `timeoutMs` it throws, naming `what` (and `detail()`). */
export async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 20_000,
  detail: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${detail()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A JSON request to an app process; the body is parsed when it is JSON, else null. */
export async function callJson(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/**
 * The production build (`scripts/build.mjs --if-stale`), for the files that start `node dist/main.js`
 * (test/ops/build.test.ts, test/ops/pgbouncer.test.ts): one at a time across jest's workers, since a
 * build empties dist/ first and two at once would each delete what the other wrote.
 */
export async function buildDist(): Promise<void> {
  const lock = path.join(os.tmpdir(), `sca-build-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that was killed mid-build: a build takes well under ten minutes.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-stale', '--quiet'], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`scripts/build.mjs failed:\n${built.stdout}${built.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
