import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * test/ops/pgbouncer.test.ts runs the API behind Debian's PgBouncer (the `pgbouncer` package), started
 * by the test itself on a free port with a configuration of its own. `PGBOUNCER_PATH` names another binary.
 */
export const PGBOUNCER = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

const canRun = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/**
 * Run once by the jest global setup: when PgBouncer is missing, install Debian's package if this user
 * may (root, or password-less sudo), else stop the run at once, saying what to do. The test is never
 * skipped for want of the binary. The package enables a system service on port 6432, which nothing
 * here uses: if the install started it, it is stopped and disabled again.
 */
export function ensurePgbouncer(): void {
  if (fs.existsSync(PGBOUNCER)) return;
  const missing = `${PGBOUNCER} is missing: test/ops/pgbouncer.test.ts needs PgBouncer.`;
  const root = process.getuid?.() === 0;
  const sudo = !root && canRun('sudo', ['-n', 'true']) ? ['sudo', '-n'] : [];
  if (!fs.existsSync('/usr/bin/apt-get') || (!root && !sudo.length)) {
    throw new Error(
      `${missing}\nInstall it, then run the tests again:\n  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y pgbouncer\n  elsewhere: install PgBouncer and set PGBOUNCER_PATH=/path/to/pgbouncer`,
    );
  }
  console.log(`\n${missing} Installing Debian's pgbouncer package (apt-get install pgbouncer)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[], stdio: 'inherit' | 'ignore' = 'inherit') => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio, env }).status === 0;
  };
  // An old or missing package list is the usual reason the install fails: refresh it first.
  run(['apt-get', 'update', '-q']);
  if (!run(['apt-get', 'install', '-y', '-q', 'pgbouncer']) || !fs.existsSync(PGBOUNCER)) {
    throw new Error(`${missing}\napt-get could not install it (see its output above). Install it by hand: sudo apt-get install -y pgbouncer`);
  }
  // The service the package may have started (not where a policy-rc.d forbids it, as in most containers).
  if (fs.existsSync('/run/systemd/system')) run(['systemctl', 'disable', '--now', 'pgbouncer'], 'ignore');
  else run(['service', 'pgbouncer', 'stop'], 'ignore');
}
