import type { Browser, BrowserContext, Page } from 'playwright-core';
import { setupTestApp, type TestApp } from '../helpers/app';
import { accessibilityViolations, launchChromium, listen, screenshot } from '../helpers/browser';

/**
 * Promotions in the admin UI (issue 33), in a real browser against the real API: the owner makes a
 * coupon scoped to a category with the scope picker, and a storefront checkout with it is accepted
 * for a package of a subcategory of that category and refused (422, rule scope) for a package of
 * another; schedules a sale in the store's time zone and sees it in the calendar; issues a gift card,
 * sees its code once (never again after leaving it), and the code pays a checkout, which the card's
 * balance history shows. One Chromium, one page.
 */
jest.setTimeout(240_000);

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let browser: Browser;
let key: string;
let winterRank: number;
let diamondKey: number;
// Each test file has a database of its own, so a fixed domain is free (and the screenshots read well).
const DOMAIN = 'pixel-realm.test';
// Browser waits get room: the machine runs other suites beside this one.
const WAIT = { timeout: 30_000 };

async function gql<T = Record<string, { id: number }>>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql(key, query, variables);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

beforeAll(async () => {
  t = await setupTestApp();
  web = await listen(t.app);
  browser = await launchChromium();
  const shop = await t.createStore({ name: 'Pixel Realm', domain: DOMAIN, currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  key = shop.key;
  const category = 'mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id } }';
  const pkg = 'mutation ($i: CreatePackageInput!) { createPackage(input: $i) { id } }';
  const ranks = (await gql(category, { i: { name: 'Ranks' } })).createCategory.id;
  const seasonal = (await gql(category, { i: { name: 'Seasonal', parentId: ranks } })).createCategory.id;
  const keys = (await gql(category, { i: { name: 'Keys' } })).createCategory.id;
  // Winter rank sits in a subcategory of Ranks: the coupon scoped to Ranks takes it.
  winterRank = (await gql(pkg, { i: { name: 'Winter rank', price: 20, categoryId: seasonal, type: 'MULTIPLE' } })).createPackage.id;
  diamondKey = (await gql(pkg, { i: { name: 'Diamond key', price: 9.99, categoryId: keys, type: 'MULTIPLE' } })).createPackage.id;
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
});

/** A storefront checkout, as a shop's page would send it. */
const checkout = (body: Record<string, unknown>) =>
  fetch(`${web.base}/v1/webstore/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-domain': DOMAIN },
    body: JSON.stringify({ client_identifier: 'Griff', client_email: 'griff@example.com', client_name: 'Griff', gateway: 'PIX', ...body }),
  });

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
  await page.getByRole('button', { name: 'Sign in with an API key instead' }).click();
  await page.getByLabel('Admin API key').fill(key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(WAIT);
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

test('a coupon scoped to a category in the UI is accepted for its packages and refused for another; a sale in the calendar; a gift card code shown once pays a checkout', async () => {
  // axe is injected as a script, which the UI's own CSP forbids: this context alone bypasses it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const { page, problems } = await openPage(context);
  await signIn(page);

  // ---------- The coupon, scoped to Ranks with the picker ----------
  await nav(page, 'Coupons');
  await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.waitFor(WAIT);
  const scope = form.getByRole('group', { name: 'Applies to' });
  await scope.getByText('Every package', { exact: true }).waitFor(WAIT);
  await form.getByLabel('Code').fill('RANKS10');
  await form.getByLabel('Value', { exact: true }).fill('10');
  await scope.getByRole('checkbox', { name: 'Ranks' }).check(WAIT);
  // Its subcategory comes with it, said so and locked.
  const seasonal = scope.getByRole('checkbox', { name: 'Seasonal' });
  expect(await seasonal.isChecked()).toBe(true);
  expect(await seasonal.isDisabled()).toBe(true);
  await scope.getByText('1 category (subcategories included)', { exact: true }).waitFor(WAIT);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, '25-coupon-scope');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await page.getByRole('heading', { level: 1, name: 'Coupon: RANKS10' }).waitFor(WAIT);
  await page.getByText('Coupon “RANKS10” created.').waitFor(WAIT);
  const stored = await t.db.coupon.findFirstOrThrow({ where: { code: 'RANKS10' } });
  expect(stored.categoryIds).toHaveLength(1);
  expect(stored.packageIds).toEqual([]);

  await page.getByRole('link', { name: 'All coupons' }).click();
  const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row', { name: /RANKS10/ });
  await row.getByText('Ranks (and subcategories)').waitFor(WAIT);
  await row.getByText('Active', { exact: true }).waitFor(WAIT);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The storefront: Winter rank (in Seasonal, below Ranks) takes it; Diamond key (in Keys) is refused by rule scope.
  const accepted = await checkout({ items: [{ id: winterRank, quantity: 1 }], coupon: 'ranks10' });
  expect(accepted.status).toBe(201);
  const order = await t.db.order.findFirstOrThrow({ orderBy: { id: 'desc' } });
  expect([Number(order.subtotal), Number(order.couponDiscount), Number(order.price)]).toEqual([20, 2, 18]);
  const refused = await checkout({ items: [{ id: diamondKey, quantity: 1 }], coupon: 'RANKS10' });
  expect(refused.status).toBe(422);
  const body = (await refused.json()) as { errors: { code: string; field: string; rule: string }[] };
  expect(body.errors).toEqual([expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'coupon', rule: 'scope' })]);
  expect(await t.db.order.count()).toBe(1);

  // ---------- A sale, scheduled in the store's time zone ----------
  await nav(page, 'Sales');
  await page.getByRole('heading', { level: 1, name: 'Sales' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'New sale' }).click();
  const saleForm = page.getByRole('form', { name: 'New sale' });
  await saleForm.getByLabel('Name').fill('Black Friday');
  await saleForm.getByLabel('Value', { exact: true }).fill('20');
  await saleForm.getByRole('group', { name: 'On sale' }).getByRole('checkbox', { name: 'Keys' }).check(WAIT);
  await saleForm.getByLabel('Starts at').fill('2030-11-29T00:00');
  await saleForm.getByLabel('Ends at').fill('2030-12-02T23:59');
  await saleForm.getByRole('button', { name: 'Create sale' }).click();
  await page.getByText('Sale “Black Friday” created: scheduled.').waitFor(WAIT);
  const scheduled = page.getByRole('table', { name: 'Scheduled sales, by start' }).getByRole('row', { name: /Black Friday/ });
  // Midnight in New York, whatever the browser's zone.
  await scheduled.getByText('Fri, Nov 29, 2030, 00:00').waitFor(WAIT);
  await scheduled.getByText('Mon, Dec 2, 2030, 23:59').waitFor(WAIT);
  const sale = await t.db.sale.findFirstOrThrow({ where: { name: 'Black Friday' } });
  expect(sale.startsAt.toISOString()).toBe('2030-11-29T05:00:00.000Z');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, '26-sales-calendar');

  // ---------- A gift card: its code shown once ----------
  await nav(page, 'Gift cards');
  await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor(WAIT);
  await page.getByText('No gift cards yet.').waitFor(WAIT);
  await page.getByRole('button', { name: 'Issue a gift card' }).click();
  const issue = page.getByRole('form', { name: 'Issue a gift card' });
  await issue.getByLabel('Value').fill('25');
  await issue.getByLabel('Note').fill('Raffle prize');
  await issue.getByRole('button', { name: 'Issue gift card' }).click();
  const secret = page.getByRole('region', { name: 'Gift card code' });
  await secret.waitFor(WAIT);
  const code = (await secret.getByTestId('secret-value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await page
    .getByRole('alert')
    .getByText(/shown only this once/)
    .waitFor(WAIT);
  await secret.getByRole('button', { name: 'Copy' }).waitFor(WAIT);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, '27-gift-card-issued');
  await secret.getByRole('button', { name: 'I have stored it' }).click();
  await page.getByText(/issued; its code is no longer shown/).waitFor(WAIT);
  const last4 = code.slice(-4);
  const cardLink = page.getByRole('link', { name: `Gift card ending ${last4}` });
  await cardLink.waitFor(WAIT);
  expect(await page.content()).not.toContain(code);
  // A reload shows the list, never the code.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor(WAIT);
  await cardLink.waitFor(WAIT);
  expect(await page.content()).not.toContain(code);

  // The code pays the Diamond key in full (typed in lower case, without hyphens).
  const paid = await checkout({ items: [{ id: diamondKey, quantity: 1 }], gift_card: code.replace(/-/g, '').toLowerCase() });
  expect(paid.status).toBe(201);

  await cardLink.click();
  await page.getByRole('heading', { level: 1, name: `Gift card ••••-••••-••••-${last4}` }).waitFor(WAIT);
  const history = page.getByRole('table', { name: 'Balance history, newest first' });
  await history.getByRole('cell', { name: 'Spent at checkout' }).waitFor(WAIT);
  expect(await history.getByRole('row').count()).toBe(3);
  expect(await page.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('$15.01 of $25.00');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, '28-gift-card-history');
  expect(await page.content()).not.toContain(code);

  expect(problems).toEqual([]);
  await context.close();
});
