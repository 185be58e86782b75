import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../src/db/data-dir';
import { freePort, killAll, startApp, until, type AppProcess } from '../helpers/processes';

/**
 * DATA_DIR of the embedded database: one process at a time (a second `npm start` or CLI is refused
 * naming the folder and the process holding it; a dead holder's lock is taken over), clear messages
 * for a folder that cannot be written or holds a damaged database, a password on the database port
 * (127.0.0.1 only), private files, and a revoked demo key that is never printed again.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sca-${name}-`));
const dirs: string[] = [];

afterAll(() => {
  killAll();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<{ app: AppProcess; port: number }> {
  const port = await freePort();
  return { app: startApp('', { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_DB_PORT: '0' }), port };
}

async function serving(dataDir: string): Promise<{ app: AppProcess; port: number; databaseUrl: string }> {
  const started = await start(dataDir);
  await until('the banner', () => /Job worker: running/.test(started.app.output()), 90_000, started.app.output);
  return { ...started, databaseUrl: started.app.output().match(/DATABASE_URL=(\S+)/)![1] };
}

/** Starts the app on `dataDir` expecting a refusal: its exit code and what it said. */
async function refused(dataDir: string): Promise<{ code: number | null; output: string }> {
  const { app } = await start(dataDir);
  const code = await app.exited;
  return { code, output: app.output() };
}

function cli(dataDir: string, ...args: string[]) {
  return spawnSync(tsx, ['src/cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function stop(app: AppProcess) {
  app.kill('SIGTERM');
  expect(await app.exited).toBe(0);
}

/** The addresses a TCP port listens on, from the kernel's own table (Linux). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
      .map((cols) => cols[1].split(':')[0]),
  );
}

test('one DATA_DIR, one process: the second start is refused, the first serves on; private files; a password on 127.0.0.1 only; a revoked demo key is not printed', async () => {
  const dataDir = tmp('datadir');
  dirs.push(dataDir);

  // First start: the folder and its secrets are private.
  const first = await serving(dataDir);
  expect(mode(dataDir)).toBe(0o700);
  for (const file of ['db-password', 'server.json', 'demo-store.json']) expect(mode(path.join(dataDir, file))).toBe(0o600);
  const password = fs.readFileSync(path.join(dataDir, 'db-password'), 'utf8').trim();
  expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.databaseUrl).toBe(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')).databaseUrl);
  expect(first.databaseUrl).toContain(`:${password}@127.0.0.1:`);
  // The password never reaches the logs (stderr).
  expect(
    first.app
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes(password)),
  ).toEqual([]);

  // The database port: the right password only, and loopback only.
  const dbPort = Number(new URL(first.databaseUrl).port);
  const wrong = new URL(first.databaseUrl);
  wrong.password = 'guessed';
  const intruder = new pg.Client({ connectionString: wrong.toString() });
  await expect(intruder.connect()).rejects.toMatchObject({ code: '28P01' });
  await intruder.end().catch(() => undefined);
  const friend = new pg.Client({ connectionString: first.databaseUrl });
  await friend.connect();
  expect((await friend.query('SELECT count(*)::int AS n FROM stores')).rows[0].n).toBe(1);
  await friend.end();
  expect(listeningAddresses(dbPort)).toEqual(['0100007F']);
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (outside) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const s = net.connect(dbPort, outside.address, () => {
        s.destroy();
        resolve(undefined);
      });
      s.once('error', resolve);
    });
    expect(error?.code).toBe('ECONNREFUSED');
  }

  // A second process on the same folder is refused, naming the folder and the holder.
  const second = await refused(dataDir);
  expect(second.code).not.toBe(0);
  expect(second.output).toContain(`DATA_DIR ${dataDir} cannot be used: it is in use by process ${first.app.child.pid}`);
  expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
  await stop(first.app);

  // An older key file, readable by others and holding more than the key: made private, key only.
  const keyFile = path.join(dataDir, 'demo-store.json');
  const key = JSON.parse(fs.readFileSync(keyFile, 'utf8')).api_key as string;
  fs.writeFileSync(keyFile, JSON.stringify({ domain: 'demo.localhost', api_key: key }));
  fs.chmodSync(keyFile, 0o644);
  const again = await serving(dataDir);
  expect(again.app.output()).toContain(`Admin API key: ${key}`);
  expect(mode(keyFile)).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(keyFile, 'utf8'))).toEqual({ api_key: key });

  // Revoked through the CLI (which uses the running server), then the server dies without cleaning up.
  const revoked = cli(dataDir, 'apikey', 'revoke', '--key', key);
  expect(revoked.stderr).toBe('');
  expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true });
  again.app.kill('SIGKILL');
  await again.app.exited;
  expect(fs.existsSync(path.join(dataDir, 'lock'))).toBe(true);

  // Its stale lock is taken over; the revoked key is not printed, and not kept.
  const third = await serving(dataDir);
  expect(third.app.output()).not.toContain(key);
  expect(third.app.output()).toContain('Admin API key: shown only when created; make one with: npm run --silent cli -- apikey create --store 1');
  expect(fs.existsSync(keyFile)).toBe(false);
  await stop(third.app);
}, 180_000);

describe('a DATA_DIR that cannot be used is refused with the folder and the cause', () => {
  test('not writable (as root, a sysfs folder refuses new files)', async () => {
    const out = await refused('/sys/kernel');
    expect(out.code).not.toBe(0);
    expect(out.output).toContain('DATA_DIR /sys/kernel cannot be used: permission denied (EACCES)');
  }, 60_000);

  test('a file where the folder should be', async () => {
    const dir = tmp('file');
    dirs.push(dir);
    const file = path.join(dir, 'data');
    fs.writeFileSync(file, 'not a folder');
    const out = await refused(file);
    expect(out.code).not.toBe(0);
    expect(out.output).toContain(`DATA_DIR ${file} cannot be used: it is not a folder (a file is in the way)`);
  }, 60_000);

  describe('a damaged database', () => {
    let good: string;
    beforeAll(async () => {
      good = tmp('good');
      dirs.push(good);
      const db = await PGlite.create(path.join(good, 'pgdata'));
      await db.close();
    }, 60_000);

    const damaged = (harm: (pgdata: string) => void) => {
      const dir = tmp('damaged');
      dirs.push(dir);
      fs.cpSync(good, dir, { recursive: true });
      harm(path.join(dir, 'pgdata'));
      return dir;
    };

    test('garbage in pg_control: PostgreSQL\'s own reason, not "PGlite failed to initialize properly"', async () => {
      const dir = damaged((pgdata) => fs.writeFileSync(path.join(pgdata, 'global', 'pg_control'), Buffer.alloc(8192, 0xab)));
      const out = await refused(dir);
      expect(out.code).not.toBe(0);
      expect(out.output).toContain(
        `DATA_DIR ${dir} cannot be used: the database in ${dir}/pgdata could not be opened (FATAL: database files are incompatible with server`,
      );
      expect(out.output).not.toContain('failed to initialize properly');
    }, 60_000);

    test('PG_VERSION missing: refused, and not initialised over', async () => {
      const dir = damaged((pgdata) => fs.rmSync(path.join(pgdata, 'PG_VERSION')));
      const before = fs.readdirSync(path.join(dir, 'pgdata', 'base')).sort();
      const out = await refused(dir);
      expect(out.code).not.toBe(0);
      expect(out.output).toContain(`DATA_DIR ${dir} cannot be used: the database in ${dir}/pgdata is damaged: PG_VERSION is missing`);
      expect(fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))).toBe(false);
      expect(fs.readdirSync(path.join(dir, 'pgdata', 'base')).sort()).toEqual(before);
    }, 60_000);
  });
});

describe('the lock file', () => {
  const lockFile = (dir: string) => path.join(dir, 'lock');

  test('held by a live process: the CLI is refused too, naming it', () => {
    const dir = tmp('held');
    dirs.push(dir);
    fs.writeFileSync(lockFile(dir), `${process.pid} someone\n`);
    const out = cli(dir, 'apikey', 'create', '--store', '1');
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(JSON.parse(out.stderr).errors[0]).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining(`DATA_DIR ${dir} cannot be used: it is in use by process ${process.pid}`),
    });
  }, 60_000);

  test('left by a dead process, or naming our own pid (a restarted container), is taken over; released, it is gone', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.once('exit', r));
    for (const pid of [dead.pid!, process.pid]) {
      const dir = tmp('stale');
      dirs.push(dir);
      fs.writeFileSync(lockFile(dir), `${pid} earlier\n`);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
      expect(fs.readdirSync(dir)).toEqual(['lock']);
      release();
      expect(fs.existsSync(lockFile(dir))).toBe(false);
    }
  });
});
