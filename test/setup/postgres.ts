import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/processes';

/**
 * A throwaway PostgreSQL server for the test run, from the machine's installed binaries
 * (PostgreSQL 15 on Debian: apt-get install postgresql-15). PostgreSQL refuses to run as root,
 * so as root it runs as the `postgres` user.
 */
export interface TestServer {
  url: (database: string) => string;
  stop(): void;
  /** Fault tests: shut the server down (fast: connections are terminated) and start it again. */
  halt(): void;
  resume(): void;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  const which = spawnSync('which', ['initdb'], { encoding: 'utf8' });
  if (which.status === 0) return path.dirname(which.stdout.trim());
  throw new Error(
    'No PostgreSQL server binaries found. Install them (Debian: apt-get install postgresql-15) or set DATABASE_URL to a server the tests may create databases on.',
  );
}

/** `settings`: extra server settings (`name=value`), e.g. for the benchmark's pg_stat_statements. */
export async function startTestServer(options: { settings?: string[] } = {}): Promise<TestServer> {
  const bin = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-pg-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    if (asRoot) {
      const line = [path.join(bin, cmd), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
    } else {
      execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
    }
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Durability is not what tests measure; these make database creation and writes fast.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    halt() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
