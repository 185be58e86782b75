import type { Browser, BrowserContext, Page } from 'playwright-core';
import { silentLog } from '../../src/logger';
import { startWorker } from '../../src/worker/worker';
import { setupTestApp, type TestApp } from '../helpers/app';
import { accessibilityViolations, launchChromium, listen, screenshot } from '../helpers/browser';
import { startReceiver, type Receiver } from '../helpers/receiver';

/**
 * The admin UI in a real browser (Debian's Chromium, driven by playwright-core) against the real
 * API, its job worker and a webhook receiver: a store owner signs in, builds a catalog, a buyer
 * checks out through the storefront API, the owner approves the order in the UI and sees the
 * license-key delivery and the webhook's delivery log. `npm run screenshots` keeps a picture of
 * each page in docs/screenshots/.
 */
jest.setTimeout(180_000);

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let receiver: Receiver;
let worker: Awaited<ReturnType<typeof startWorker>>;
let browser: Browser;
let key: string;
let storeId: number;
// Each test file has a database of its own, so a fixed domain is free (and the screenshots read well).
const DOMAIN = 'pixel-realm.test';

beforeAll(async () => {
  t = await setupTestApp();
  web = await listen(t.app);
  receiver = await startReceiver();
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
  browser = await launchChromium();
  const shop = await t.createStore({ name: 'Pixel Realm', domain: DOMAIN, currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  key = shop.key;
  storeId = shop.store.id;
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await receiver?.close();
  await web?.close();
  await t?.close();
});

/** A page whose console errors and failed requests (a CSP refusal shows up as both) are collected. */
async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A query still running when its page is left is cancelled by urql (ERR_ABORTED): not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { page, problems };
}

async function signIn(page: Page) {
  await page.goto(`${web.base}/admin/`);
  // Staff sign in with their e-mail (test/admin/staff.e2e.test.ts); the owner's key is the secondary way.
  await page.getByRole('button', { name: 'Sign in with an API key instead' }).click();
  await page.getByLabel('Admin API key').fill(key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function go(page: Page, nav: string, heading: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function checkout(packageId: number) {
  const res = await fetch(`${web.base}/v1/webstore/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-domain': DOMAIN },
    body: JSON.stringify({
      items: [{ id: packageId, quantity: 1 }],
      client_identifier: 'Steve',
      client_email: 'steve@example.com',
      client_name: 'Steve',
      gateway: 'PIX',
      metadata: { utm_source: '<i>discord</i>' },
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { order_id: number };
}

describe('the store owner in the browser', () => {
  test('signs in, builds the catalog, approves a storefront order, sees the delivery and the webhook log', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);

    await page.goto(`${web.base}/admin/`);
    await page.getByRole('heading', { name: 'Store admin' }).waitFor();
    await screenshot(page, '01-sign-in');
    await signIn(page);
    expect(page.url()).not.toContain(key);

    // Catalog: a category, then a package in it with a license key to deliver.
    await go(page, 'Catalog', 'Catalog');
    await page.getByRole('link', { name: 'New category' }).click();
    await page.getByLabel('Name').fill('Ranks');
    await page.getByRole('button', { name: 'Create category' }).click();
    await page.getByText('Ranks').first().waitFor();

    await go(page, 'Catalog', 'Catalog');
    await page.getByRole('link', { name: 'New package' }).click();
    await page.getByLabel('Name', { exact: true }).fill('VIP');
    // The API's own rule shows under the input: a negative price.
    await page.getByLabel('Price', { exact: true }).fill('-1');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByLabel('Price', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, '03-package-form-errors');
    await page.getByLabel('Price', { exact: true }).fill('9.99');
    await page.getByLabel('Category').selectOption({ label: 'Ranks' });
    await page.getByLabel('License keys').fill('VIP-KEY-0001');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByRole('heading', { level: 1, name: /VIP/ }).waitFor();
    const pkg = await t.db.package.findFirstOrThrow({ where: { storeId, name: 'VIP' } });
    expect(Number(pkg.price)).toBe(9.99);
    await go(page, 'Catalog', 'Catalog');
    await page.getByRole('link', { name: 'VIP' }).first().waitFor();
    await screenshot(page, '02-catalog');

    // A webhook to the receiver; its secret is shown once.
    await go(page, 'Webhooks', 'Webhooks');
    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Fulfilment');
    await page.getByLabel('URL').fill(receiver.url);
    await page.getByLabel('ORDER_APPROVED').check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByText('shown only this once').waitFor();
    await screenshot(page, '07-webhook-secret');

    // A buyer checks out through the storefront API.
    const { order_id } = await checkout(pkg.id);

    // The owner approves it in the UI and sees the license key delivered.
    await go(page, 'Orders', 'Orders');
    await page.getByRole('link', { name: new RegExp(`#${order_id}\\b`) }).click();
    await page.getByRole('heading', { name: 'Lines' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, approve' }).click();
    const deliveries = page.locator('section', { has: page.getByRole('heading', { name: 'Deliveries' }) });
    await deliveries.getByText('VIP-KEY-0001').waitFor();
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order_id } })).status).toBe('APPROVED');
    // Only the transitions allowed from APPROVED are offered now.
    await page.getByRole('button', { name: 'Refund' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    // A Pix approved by hand was paid by Pix; the integrator's metadata shows as text.
    const payment = page.locator('section', { has: page.getByRole('heading', { name: 'Payment' }) });
    await payment.getByText('Pix', { exact: true }).last().waitFor();
    const metadata = payment.getByLabel('Metadata');
    expect(await metadata.textContent()).toContain('utm_source<i>discord</i>');
    expect(await metadata.locator('i').count()).toBe(0);
    await screenshot(page, '05-order-detail');

    // The worker delivers ORDER_APPROVED; the webhook's log shows it.
    const [delivered] = await receiver.waitFor(1, 30_000);
    expect(delivered.json).toMatchObject({ event: 'ORDER_APPROVED', data: { id: order_id, status: 'APPROVED' } });
    expect(delivered.headers['webhook-signature']).toMatch(/^v1,/);
    await go(page, 'Webhooks', 'Webhooks');
    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
    const log = page.getByRole('row', { name: /ORDER_APPROVED/ });
    await log.first().waitFor();
    expect(await log.first().textContent()).toContain('200');
    await screenshot(page, '08-webhook-log');

    // More of a store's life through the APIs, so the other pages have something to show.
    const ranks = await t.db.category.findFirstOrThrow({ where: { storeId, name: 'Ranks' } });
    const mvp = await t.gql(key, 'mutation ($i: CreatePackageInput!) { createPackage(input: $i) { id } }', {
      i: { name: 'MVP', price: 24.9, categoryId: ranks.id, type: 'SINGLE' },
    });
    const mvpId = mvp.data!.createPackage.id as number;
    const buyers: [string, string, number, 'APPROVED' | 'REJECTED' | null][] = [
      ['Alex', 'STRIPE', mvpId, 'APPROVED'],
      ['Sam', 'PAYPAL', mvpId, 'APPROVED'],
      ['Kim', 'MERCADOPAGO', mvpId, 'APPROVED'],
      ['Lee', 'PIX', mvpId, 'REJECTED'],
      ['Max', 'PICPAY', mvpId, null],
    ];
    for (const [name, gateway, id, status] of buyers) {
      const res = await fetch(`${web.base}/v1/webstore/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-domain': DOMAIN },
        body: JSON.stringify({
          items: [{ id, quantity: 1 }],
          client_identifier: name,
          client_email: `${name.toLowerCase()}@example.com`,
          client_name: name,
          gateway,
        }),
      });
      expect(res.status).toBe(201);
      const placed = (await res.json()) as { order_id: number };
      if (status)
        expect(
          (await t.gql(key, 'mutation ($id: Int!, $s: OrderStatus) { updateOrder(id: $id, input: { status: $s }) { id } }', { id: placed.order_id, s: status }))
            .errors,
        ).toBeUndefined();
    }
    for (const [name, refCode, percentCommission] of [
      ['Creator Cat', 'CAT', 10],
      ['Streamer Sky', 'SKY', 7.5],
    ] as const) {
      const created = await t.gql(key, 'mutation ($i: AffiliateInput!) { createAffiliate(input: $i) { id } }', {
        i: { name, refCode, percentCommission, email: `${refCode.toLowerCase()}@example.com` },
      });
      expect(created.errors).toBeUndefined();
    }

    // A game server made in the UI: its token is shown once.
    await go(page, 'Game servers', 'Game servers');
    await page.getByRole('link', { name: 'New game server' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Survival');
    await page.getByRole('button', { name: 'Create game server' }).click();
    const token = page.getByRole('region', { name: 'Server token' });
    await token.waitFor();
    expect(await token.textContent()).toMatch(/gs_/);
    await screenshot(page, '06-game-servers');

    // The other pages, with this store's data, for the README.
    await go(page, 'Dashboard', 'Dashboard');
    await page.getByRole('table').first().waitFor();
    await screenshot(page, '00-dashboard');
    await go(page, 'Affiliates', 'Affiliates');
    await page.getByRole('link', { name: /Creator Cat/ }).waitFor();
    await screenshot(page, '09-affiliates');
    await go(page, 'Orders', 'Orders');
    await page.getByRole('link', { name: /#6\b/ }).waitFor();
    await screenshot(page, '04-orders');

    expect(problems).toEqual([]);
    await context.close();
  });

  test("an order a provider's payment did not match: flagged in the list, its reason first on the order", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    const mvp = await t.db.package.findFirstOrThrow({ where: { storeId, name: 'MVP' } });
    const { order_id } = await checkout(mvp.id);
    // What the payment service writes when a verified payment does not match the order (no provider here).
    const reason = 'paid 5.00 BRL through MERCADOPAGO (1234567890) but the order is 9.99 BRL';
    await t.db.order.update({ where: { id: order_id }, data: { reviewReason: reason } });
    await signIn(page);
    await go(page, 'Orders', 'Orders');
    const row = page.getByRole('row', { name: new RegExp(`#${order_id}\\b`) });
    await row.getByText('Needs review').waitFor();
    expect(await row.getByText('Needs review').getAttribute('title')).toBe(reason);
    await row.getByRole('link', { name: new RegExp(`#${order_id}\\b`) }).click();
    const notice = page.getByRole('region', { name: 'Needs your review' });
    await notice.getByText(reason).waitFor();
    await screenshot(page, '05b-order-review');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('works at phone width: the menu folds into a button', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const { page, problems } = await openPage(context);
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    // Nothing wider than the screen but the tables' own scrolling boxes.
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, '10-phone-orders');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('keyboard only: sign in, skip to content, reach a page, focus lands on its heading', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context);
    await page.goto(`${web.base}/admin/`);
    await page.getByLabel('Store domain').waitFor();
    const focused = () => page.evaluate('document.activeElement.tagName + ":" + document.activeElement.textContent');
    // The staff form has focus on arrival; the key form is a button away, and its input takes the focus.
    for (let i = 0; i < 8 && (await focused()) !== 'BUTTON:Sign in with an API key instead'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByLabel('Admin API key').waitFor();
    await page.keyboard.type(key);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Each page puts focus on its heading, inside main: the navigation is behind it.
    expect(await focused()).toBe('H1:Dashboard');
    for (let i = 0; i < 20 && (await focused()) !== 'A:Orders'; i++) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('A:Orders');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await focused()).toBe('H1:Orders');
    // The first stop of the page is the skip link, which lands in main.
    for (let i = 0; i < 25 && (await focused()) !== 'A:Skip to content'; i++) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('A:Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('main');
    await context.close();
  });

  test('the key stays in this tab: session storage only, never in a URL, gone on sign-out', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await signIn(page);
    expect(await page.evaluate('JSON.stringify(Object.values(sessionStorage))')).toContain(key);
    expect(await page.evaluate('localStorage.length')).toBe(0);
    expect(await page.evaluate('document.cookie')).toBe('');
    expect(urls.filter((u) => u.includes(key))).toEqual([]);
    // Another tab starts signed out.
    const other = await context.newPage();
    await other.goto(`${web.base}/admin/orders`);
    await other.getByRole('heading', { name: 'Store admin' }).waitFor();
    expect(await other.getByLabel('Admin API key').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Admin API key').waitFor();
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await context.close();
  });

  test('a revoked key ends the session with a message', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const extra = await t.createStore({ name: 'Short-lived', domain: `short-${Date.now()}.test` });
    await page.goto(`${web.base}/admin/`);
    await page.getByRole('button', { name: 'Sign in with an API key instead' }).click();
    await page.getByLabel('Admin API key').fill(extra.key);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The dashboard's own queries first: one still on its way when the key goes would end the
    // session before the click (the nav link then leaves the page and the click waits forever).
    await page.waitForLoadState('networkidle');
    await t.db.apiKey.updateMany({ where: { storeId: extra.store.id }, data: { revokedAt: new Date() } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByText('not accepted any more').waitFor();
    await page.getByLabel('Admin API key').waitFor();
    await context.close();
  });

  test('every page loads cleanly, with no serious or critical accessibility violations (axe-core), at desktop and phone width', async () => {
    // axe is injected as a script, which the UI's own CSP forbids: this context alone bypasses it.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${web.base}/admin/`);
    await page.getByLabel('Store domain').waitFor();
    const found: Record<string, unknown> = {};
    const v = await accessibilityViolations(page);
    if (v.length) found['sign-in'] = v;
    await signIn(page);
    // Pages with this store's data (the first test made it): lists, details and forms.
    const order = await t.db.order.findFirstOrThrow({ where: { storeId }, orderBy: { id: 'asc' } });
    const pkg = await t.db.package.findFirstOrThrow({ where: { storeId } });
    const webhook = await t.db.webhook.findFirstOrThrow({ where: { storeId } });
    const affiliate = await t.db.affiliate.findFirstOrThrow({ where: { storeId } });
    const server = await t.db.gameServer.findFirstOrThrow({ where: { storeId } });
    const pages = [
      '',
      'catalog',
      `catalog/packages/${pkg.id}`,
      'catalog/packages/new',
      'catalog/categories/new',
      'orders',
      `orders/${order.id}`,
      'orders/new',
      'affiliates',
      `affiliates/${affiliate.id}`,
      'affiliates/withdraw-requests',
      'game-servers',
      `game-servers/${server.id}`,
      'webhooks',
      `webhooks/${webhook.id}`,
      'webhooks/new',
      'settings',
      'payments',
    ];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await page.goto(`${web.base}/admin/${path}`);
        await page.locator('main h1').first().waitFor();
        await page
          .getByText('Loading…')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        const violations = await accessibilityViolations(page);
        if (violations.length) found[`${width}px /admin/${path}`] = violations;
      }
    }
    expect(found).toEqual({});
    // And every page loaded without a console error or a failed request.
    expect(problems).toEqual([]);
    // The check can fail: an input without a label, added to the last page, is reported.
    await page.evaluate('document.querySelector("main").append(Object.assign(document.createElement("input"), { type: "text" }))');
    expect((await accessibilityViolations(page)).map((v) => v.id)).toContain('label');
    await context.close();
  });
});
