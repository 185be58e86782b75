import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Child processes of the benchmark and the soak run: the API (src/main.ts) and the baseline. */

export const ROOT = path.resolve(__dirname, '..');
/**
 * The rate limiter stays on (its statement per request is part of the cost being measured) with
 * limits no load here reaches, so no request is refused.
 */
export const LIMITS_ON_NOT_REFUSING = {
  RATE_LIMIT_ADMIN_PER_MINUTE: '100000000',
  RATE_LIMIT_STOREFRONT_PER_MINUTE: '100000000',
  RATE_LIMIT_SERVER_PER_MINUTE: '100000000',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Child {
  proc: ChildProcess;
  url: string;
}

export async function startChild(name: string, script: string, port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  // The API's log lines (one access line per request) are read and dropped; the tail is kept for errors.
  proc.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/v1/app/package`, { headers: { authorization: 'Bearer none' } });
      if (res.status === 401) return { proc, url };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not start: ${stderr}`);
}

export async function stopChild(child: Child) {
  if (child.proc.exitCode !== null) return;
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
}

