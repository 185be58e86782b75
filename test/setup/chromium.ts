import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser tests (test/admin, the rendered docs in test/contract/openapi.test.ts, test/http/pages.test.ts)
 * drive Debian's Chromium: Playwright's own browser download cannot reach its host from these
 * machines. `CHROMIUM_PATH` names another Chromium or Chrome binary.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const canRun = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/**
 * Run once by the jest global setup: when Chromium is missing, install Debian's package if this
 * user may (root, or password-less sudo), else stop the run at once, saying what to do. No browser
 * test is ever skipped for want of a browser.
 */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const missing = `${CHROMIUM} is missing: the browser tests need Chromium.`;
  const root = process.getuid?.() === 0;
  const sudo = !root && canRun('sudo', ['-n', 'true']) ? ['sudo', '-n'] : [];
  if (!fs.existsSync('/usr/bin/apt-get') || (!root && !sudo.length)) {
    throw new Error(
      `${missing}\nInstall it, then run the tests again:\n  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary`,
    );
  }
  console.log(`\n${missing} Installing Debian's chromium package (apt-get install chromium)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env }).status === 0;
  };
  // An old or missing package list is the usual reason the install fails: refresh it first.
  apt(['update', '-q']);
  if (!apt(['install', '-y', '-q', '--no-install-recommends', 'chromium']) || !fs.existsSync(CHROMIUM)) {
    throw new Error(`${missing}\napt-get could not install it (see its output above). Install it by hand: sudo apt-get install -y chromium`);
  }
}
