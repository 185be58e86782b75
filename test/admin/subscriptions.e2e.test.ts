import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Stripe from 'stripe';
import { loadConfig } from '../../src/config';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { accessibilityViolations, launchChromium, listen, screenshot } from '../helpers/browser';
import { startStripeFake, type StripeFake } from '../payments/fakes/stripe-fake';

/**
 * The admin UI's subscriptions (issue 30) in a real browser against the real API, its Stripe client at
 * the local Stripe fake: the owner sells a package as a subscription from the package form, finds a
 * buyer's subscription in the list, opens it and its first order, and cancels it at the period's end:
 * the API tells Stripe (the fake's subscription is set to cancel at its period's end) and the page shows
 * it CANCELED. A Stripe that cannot be reached changes nothing, and the page says so.
 *
 * The buyer's side (checkout, Stripe's events) has its own suite (test/subscriptions): here the
 * subscription is made at the fake through the official SDK, with the store's key, and its rows are
 * written with Prisma, as the payment service would have written them.
 */
jest.setTimeout(180_000);

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let fake: StripeFake;
let browser: Browser;
let key: string;
let storeId: number;
let stripe: Stripe;
// Each test file has a database of its own, so a fixed domain is free (and the screenshots read well).
const DOMAIN = 'pixel-realm.test';

beforeAll(async () => {
  fake = await startStripeFake();
  t = await setupTestApp({ config: { payments: { ...loadConfig({}).payments, stripeApiUrl: fake.url, timeoutMs: 2000 } } });
  web = await listen(t.app);
  browser = await launchChromium();
  const shop = await t.createStore({
    name: 'Pixel Realm',
    domain: DOMAIN,
    currency: 'USD',
    locale: 'en-US',
    timezone: 'America/New_York',
    gateways: false,
  });
  key = shop.key;
  storeId = shop.store.id;
  // The store's Stripe account: the fake keeps each secret key's objects apart, so the subscription made
  // below with this key is the one the API's cancel finds.
  const secretKey = `sk_test_${randomBytes(18).toString('hex')}`;
  await t
    .http()
    .put('/v1/app/gateway/STRIPE')
    .set(bearer(key))
    .send({ enabled: true, credentials: { secret_key: secretKey, webhook_secret: `whsec_${randomBytes(18).toString('hex')}` } })
    .expect(200);
  const url = new URL(fake.url);
  stripe = new Stripe(secretKey, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  const category = await t.gql(key, 'mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id } }', { i: { name: 'Ranks' } });
  expect(category.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
  await fake?.close();
});

/** A page whose console errors and failed requests are collected. */
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

/**
 * Steve subscribes to `pkg` through Stripe: a recurring Price and a subscription-mode Checkout Session
 * at the fake, paid there; then the rows the payment service writes for its first paid invoice: the
 * Subscription, ACTIVE for the item's period, and its first order, APPROVED.
 */
async function subscribe(pkg: { id: number; name: string }) {
  const product = await stripe.products.create({ name: pkg.name, metadata: { package_id: String(pkg.id) } });
  const price = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 1990, recurring: { interval: 'month', interval_count: 1 } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: `https://${DOMAIN}/thanks`,
    customer_email: 'steve@example.com',
  });
  const { subscription } = fake.paySubscription(session.id);
  const item = subscription.items.data[0];
  const sub = await t.db.subscription.create({
    data: {
      storeId,
      packageId: pkg.id,
      packageName: pkg.name,
      gateway: 'STRIPE',
      status: 'ACTIVE',
      providerId: subscription.id,
      providerCustomerId: subscription.customer,
      interval: 'MONTH',
      intervalCount: 1,
      price: 19.9,
      currency: 'USD',
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve Tester',
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
    },
  });
  const order = await t.db.order.create({
    data: {
      storeId,
      internalId: 'SVBSCR8PT10N',
      externalId: session.id,
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve Tester',
      price: 19.9,
      netReceived: 19.9,
      gateway: 'STRIPE',
      status: 'APPROVED',
      currency: 'USD',
      paidAt: new Date(item.current_period_start * 1000),
      subscriptionId: sub.id,
      lines: { create: [{ storeId, packageId: pkg.id, name: pkg.name, quantity: 1, unitPrice: 19.9, price: 19.9 }] },
    },
  });
  return { sub, order, stripeId: subscription.id as string };
}

describe('subscriptions in the browser', () => {
  test('the package form sells a package as a subscription: its expiry follows the period', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    await signIn(page);
    await go(page, 'Catalog', 'Catalog');
    await page.getByRole('link', { name: 'New package' }).click();
    await page.getByLabel('Name', { exact: true }).fill('VIP monthly');
    await page.getByLabel('Price', { exact: true }).fill('19.90');
    await page.getByLabel('Category').selectOption({ label: 'Ranks' });
    await page.getByLabel('Sold as a subscription').check();
    await page.getByLabel('Charged every (interval)').selectOption({ label: 'Month' });
    await page.getByLabel('Number of intervals').fill('1');
    const expiry = page.getByLabel('Expires after (days)');
    expect(await expiry.isDisabled()).toBe(true);
    expect(await expiry.inputValue()).toBe('30');
    await screenshot(page, '03b-package-subscription');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByRole('heading', { level: 1, name: 'VIP monthly' }).waitFor();
    const pkg = await t.db.package.findFirstOrThrow({ where: { storeId, name: 'VIP monthly' } });
    expect(pkg).toMatchObject({ subscriptionInterval: 'MONTH', subscriptionIntervalCount: 1, expiryDays: 30 });
    // The saved package opens as a subscription.
    expect(await page.getByLabel('Sold as a subscription').isChecked()).toBe(true);
    expect(await page.getByLabel('Charged every (interval)').inputValue()).toBe('MONTH');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('lists a subscription, opens it and its order, and cancels it at period end through Stripe', async () => {
    const pkg = await t.db.package.findFirstOrThrow({ where: { storeId, name: 'VIP monthly' } });
    const { sub, order, stripeId } = await subscribe(pkg);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    await signIn(page);

    await go(page, 'Subscriptions', 'Subscriptions');
    const row = page.getByRole('row', { name: new RegExp(`#${sub.id}\\b`) });
    await row.waitFor();
    await row.getByText('$19.90 / 1 month', { exact: true }).waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual([
      `#${sub.id}Stripe`,
      'Steve TesterSteve · steve@example.com',
      'VIP monthly',
      'Active',
      '$19.90 / 1 month',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '0',
    ]);
    // The filters reach the API: another status shows none.
    await page.getByLabel('Status').selectOption({ label: 'Expired' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No subscriptions match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('E-mail').fill('STEVE@example.com');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await row.waitFor();
    await screenshot(page, '11-subscriptions');

    // Its detail, with its order linked to the order's page, which links back.
    await row.getByRole('link', { name: `#${sub.id}` }).click();
    await page.getByRole('heading', { level: 1, name: `Subscription #${sub.id}` }).waitFor();
    const billing = page.locator('section', { has: page.getByRole('heading', { name: 'Billing' }) });
    await billing.getByText(stripeId).waitFor();
    const orders = page.getByRole('table', { name: 'Orders of this subscription, oldest first' });
    await orders.getByText('SVBSCR8PT10N').waitFor();
    await orders.getByRole('link', { name: `#${order.id}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${order.id}` }).waitFor();
    await page.getByRole('link', { name: `Subscription #${sub.id}` }).click();
    await page.getByRole('heading', { level: 1, name: `Subscription #${sub.id}` }).waitFor();

    // Stripe cannot be reached: the page says nothing was changed, and nothing was.
    fake.failWith();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    const failure = page.getByRole('alert');
    await failure.getByText('Not canceled: nothing was changed, try again.').waitFor();
    expect(await failure.textContent()).toContain('could not cancel the subscription');
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: null });
    expect(fake.subscriptions.get(stripeId)).toMatchObject({ status: 'active', cancel_at_period_end: false });
    fake.reset();

    // Again, Stripe answering: canceled at the period's end there and here.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await page.getByText(`Subscription #${sub.id} canceled: no more charges`).waitFor();
    const status = page.locator('section', { has: page.getByRole('heading', { name: 'Status' }) });
    await status.getByText('Canceled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel at period end' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel now' }).waitFor();
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'CANCELED', cancelAtPeriodEnd: true });
    expect(fake.subscriptions.get(stripeId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await screenshot(page, '12-subscription-detail');

    // The list shows it canceled, at period end.
    await go(page, 'Subscriptions', 'Subscriptions');
    await row.getByText('Canceled', { exact: true }).waitFor();
    await row.getByText('at period end').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  test('the subscription pages load cleanly, with no serious or critical accessibility violations, at desktop and phone width', async () => {
    // axe is injected as a script, which the UI's own CSP forbids: this context alone bypasses it.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    await signIn(page);
    const sub = await t.db.subscription.findFirstOrThrow({ where: { storeId } });
    const pkg = await t.db.package.findFirstOrThrow({ where: { storeId, name: 'VIP monthly' } });
    const found: Record<string, unknown> = {};
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['subscriptions', `subscriptions/${sub.id}`, `catalog/packages/${pkg.id}`]) {
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
    expect(problems).toEqual([]);
    await context.close();
  });
});
