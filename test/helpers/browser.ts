import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpApp } from '../../src/app';
import { chromium, type Browser, type Page } from 'playwright-core';

import { CHROMIUM } from '../setup/chromium';

/**
 * Flags for every Chromium the tests start: the background-networking ones keep it from dialing
 * out at start (this machine's network is closed, and refused connections pile up).
 */
const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Headless Chromium driven by playwright-core. */
export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the jest global setup installs it (test/setup/chromium.ts)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, chromiumSandbox: false, args: CHROMIUM_FLAGS });
}

/** Listen on a free loopback port; resolves with the base URL and a close function. */
export async function listen(app: HttpApp): Promise<{ base: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Screenshots of a browser test, kept only when SCREENSHOTS_DIR is set (`npm run screenshots`
 * writes docs/screenshots/), so an ordinary test run leaves the working tree as it was.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Runs axe-core (injected into the page) and returns the serious and critical violations. */
export async function accessibilityViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  // A string, evaluated in the page: the test's TypeScript has no DOM types.
  return page.evaluate(`(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  })()`);
}
