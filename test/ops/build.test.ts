import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../helpers/db';
import { buildDist, freePort, until } from '../helpers/processes';

/**
 * Production runs the compiled build: `node dist/main.js` (npm start, the Docker image). It is
 * built here when src/ changed since the last build (scripts/build.mjs --if-stale), then started
 * as production starts it: API and job worker, on a migrated PostgreSQL, without tsx. Everything it
 * reads from beside dist/ (the GraphQL schema, the migrations, the admin UI's build, the GraphiQL
 * and Swagger UI assets from node_modules) must be found from there.
 */
const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

beforeAll(() => buildDist(), 300_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

test('the build is current and complete: dist/main.js, the compiled Prisma client, a stamp of the sources', () => {
  expect(fs.existsSync(path.join(root, 'dist/main.js'))).toBe(true);
  expect(fs.existsSync(path.join(root, 'dist/generated/prisma/client.js'))).toBe(true);
  const check = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import { isCurrent } from './scripts/build.mjs'; process.exit(isCurrent() ? 0 : 3);"],
    { cwd: root },
  );
  expect(check.status).toBe(0);
});

test("production's Node flags are the same in npm start, start:api, start:worker, the Dockerfile and the bench", () => {
  const flags = ['--max-semi-space-size=8'];
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  for (const name of ['start', 'start:api', 'start:worker']) expect(scripts[name]).toContain(`node ${flags.join(' ')} `);
  expect(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toContain(`CMD ["node", ${flags.map((f) => `"${f}"`).join(', ')}, "dist/main.js"]`);
  expect(fs.readFileSync(path.join(root, 'bench/lib.ts'), 'utf8')).toContain(`PRODUCTION_NODE_ARGS = [${flags.map((f) => `'${f}'`).join(', ')}]`);
});

test('start-up loads no payment SDK, Discord client or HTML converter, and nothing of tsx: each is loaded by its first use', () => {
  const lazy = ['stripe', 'mercadopago', '@paypal/paypal-server-sdk', 'pix-utils', 'qrcode', '@discordjs/rest', 'html-to-text', 'tsx', 'typescript'];
  // What src/main.ts loads before listening: the app, the worker, the plugins' push server.
  const script = `
    require('./dist/app'); require('./dist/worker/worker'); require('./dist/modules/game-servers/push/push.server');
    process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const files = JSON.parse(run.stdout) as string[];
  const packages = new Set(files.map((f) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(f)?.[1]).filter(Boolean));
  // What start-up does load, so the check cannot pass by loading nothing.
  expect([...packages]).toEqual(expect.arrayContaining(['express', '@apollo/server', 'graphile-worker', 'socket.io', '@prisma/client']));
  // Mercado Pago's AppConfig (a small module of its own) is imported at start, so a release that moves it still fails the start; the SDK is not loaded.
  expect(files.filter((f) => f.includes('/node_modules/mercadopago/'))).toEqual([expect.stringMatching(/mercadopago\/dist\/utils\/config\/index\.js$/)]);
  expect(lazy.filter((m) => m !== 'mercadopago' && packages.has(m))).toEqual([]);
});

test('node dist/main.js: API and worker on PostgreSQL, /readyz, REST, GraphQL, the admin UI and the docs assets, clean SIGTERM', async () => {
  const db = await createTestDatabase({ poolSize: 1 });
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      SMTP_URL: '',
      MAIL_FROM: '',
    };
    delete env.NODE_OPTIONS;
    const started = performance.now();
    const child = spawn(process.execPath, ['dist/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    let listeningMs = 0;
    child.stdout!.on('data', (d) => {
      out += d;
      if (!listeningMs && out.includes('listening on')) listeningMs = Math.round(performance.now() - started);
    });
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await until(
      'the built server to start (API and worker)',
      () => out.includes('Job worker: running'),
      60_000,
      () => out,
    );
    // Not a budget here (the machine running tests is shared and busy): the bench's start-up scenario measures it.
    process.stdout.write(`node dist/main.js: listening ${listeningMs} ms after spawn (test machine, under load)\n`);

    const base = `http://127.0.0.1:${port}`;
    const ready = await until('/readyz to answer 200', async () => {
      const res = await fetch(`${base}/readyz`);
      return res.status === 200 ? ((await res.json()) as { migrations: string; worker: { in_process: boolean } }) : null;
    });
    expect(ready.migrations).toBe('ok');
    expect(ready.worker.in_process).toBe(true);

    const key = /Admin API key: (sk_\S+)/.exec(out)![1];
    const page = await fetch(`${base}/v1/app/package`, { headers: { authorization: `Bearer ${key}` } });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { meta: { total: number } }).meta.total).toBeGreaterThanOrEqual(3);
    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ packages(page: 1) { meta { total } data { name category { name } } } }' }),
    });
    expect(gql.status).toBe(200);
    expect(((await gql.json()) as { data: { packages: { meta: { total: number } } } }).data.packages.meta.total).toBeGreaterThanOrEqual(3);

    // Read from beside dist/ and from node_modules, as from src/.
    for (const [url, type] of [
      ['/admin/', 'text/html'],
      ['/graphiql/assets/graphiql.js', 'javascript'],
      ['/docs/assets/swagger-ui.css', 'text/css'],
    ]) {
      const res = await fetch(`${base}${url}`);
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.headers.get('content-type')).toContain(type);
    }

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    await db.close();
  }
});

test("npm start, the README's front door: the built server on the embedded database, stopped by npm's SIGTERM", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-build-start-'));
  try {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_DB_PORT: '0',
      SMTP_URL: '',
      MAIL_FROM: '',
    };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const npm = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(npm);
    let out = '';
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    await until(
      'npm start to print the banner',
      () => out.includes('Job worker: running'),
      90_000,
      () => out,
    );
    expect(out).toContain('Demo store: demo.localhost');
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(res.status).toBe(200);
    // npm's own signal, as docker or a process manager would send it: it must reach the server (no shell left between them).
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until(
      'the server to stop',
      () => out.includes('shutting down'),
      10_000,
      () => out,
    );
    await until(
      'the port to close',
      async () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          () => false,
          () => true,
        ),
      30_000,
    );
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
