import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/processes';

/**
 * The README's front door: `npm start` on the embedded database creates a demo store, prints its
 * key, serves the API, and stops cleanly on SIGTERM; the CLI works while it runs.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function waitFor(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${out}`)), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}; output:\n${out}`));
    });
  });
}

const env = (dataDir: string, port: number) => {
  const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_DB_PORT: '0' };
  delete e.DATABASE_URL;
  return e;
};

test('npm start on the embedded database: demo store, API, CLI beside it, clean SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-start-'));
  const port = await freePort();
  const child = spawn(tsx, ['src/main.ts'], { cwd: root, env: env(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const out = await waitFor(child, /Admin API key: (sk_\S+)/, 60_000);
    const key = out.match(/Admin API key: (sk_\S+)/)![1];
    expect(out).toContain('Demo store: demo.localhost');
    expect(out).toMatch(/DATABASE_URL=postgresql:\/\/\S+/);

    const res = await fetch(`http://127.0.0.1:${port}/v1/app/package`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { meta: { total: number }; data: { price_display: string }[] };
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.data[0].price_display).toMatch(/^R\$ \d+,\d{2}$/);

    // The CLI reaches the running server's embedded database.
    const cli = spawnSync(tsx, ['src/cli.ts', 'store', 'create', '--name', 'Beside', '--domain', 'beside.test'], {
      cwd: root,
      env: env(dataDir, port),
      encoding: 'utf8',
    });
    expect(cli.status).toBe(0);
    const created = JSON.parse(cli.stdout) as { store: { domain: string }; api_key: string };
    expect(created.store.domain).toBe('beside.test');
    const other = await fetch(`http://127.0.0.1:${port}/v1/app/category`, { headers: { authorization: `Bearer ${created.api_key}` } });
    expect(((await other.json()) as { meta: { total: number } }).meta.total).toBe(0);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);

    // The CLI opens the embedded database itself when no server runs.
    const offline = spawnSync(tsx, ['src/cli.ts', 'apikey', 'create', '--store', '1'], { cwd: root, env: env(dataDir, port), encoding: 'utf8' });
    expect(offline.status).toBe(0);
    expect(JSON.parse(offline.stdout).api_key).toMatch(/^sk_/);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
