import type { Browser, Page } from 'playwright-core';
import { setupTestApp, type TestApp } from '../helpers/app';
import { accessibilityViolations, launchChromium, listen, screenshot } from '../helpers/browser';

/**
 * The ban list in the admin UI (issue 32), in a real browser against the real API: the owner bans an
 * e-mail from the Ban list page, a storefront checkout with that e-mail is refused (403, a neutral
 * message), and the refused attempt is listed under Refused checkouts; then the ban is removed and
 * the same checkout goes through. One Chromium, one page, four page loads.
 */
jest.setTimeout(180_000);

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let browser: Browser;
let key: string;
let pkg: number;
// Each test file has a database of its own, so a fixed domain is free (and the screenshots read well).
const DOMAIN = 'pixel-realm.test';

beforeAll(async () => {
  t = await setupTestApp();
  web = await listen(t.app);
  browser = await launchChromium();
  const shop = await t.createStore({ name: 'Pixel Realm', domain: DOMAIN, currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  key = shop.key;
  const category = await t.gql(key, 'mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id } }', { i: { name: 'Ranks' } });
  const made = await t.gql(key, 'mutation ($i: CreatePackageInput!) { createPackage(input: $i) { id } }', {
    i: { name: 'VIP', price: 9.99, categoryId: category.data!.createCategory.id, type: 'MULTIPLE' },
  });
  pkg = made.data!.createPackage.id;
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
});

/** A storefront checkout by Griff, as a shop's page would send it. */
const checkout = () =>
  fetch(`${web.base}/v1/webstore/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-domain': DOMAIN },
    body: JSON.stringify({
      items: [{ id: pkg, quantity: 1 }],
      client_identifier: 'Griff',
      client_email: 'griff@example.com',
      client_name: 'Griff',
      gateway: 'PIX',
    }),
  });

async function signIn(page: Page) {
  await page.goto(`${web.base}/admin/`);
  await page.getByRole('button', { name: 'Sign in with an API key instead' }).click();
  await page.getByLabel('Admin API key').fill(key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

test('the owner bans an e-mail, the buyer’s checkout is refused, and the refusal is listed; unbanned, it goes through', async () => {
  // axe is injected as a script, which the UI's own CSP forbids: this context alone bypasses it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  await signIn(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ban list', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Ban list' }).waitFor();
  await page.getByText('No bans.').waitFor();

  // A value the API refuses shows its rule under the input; a good one is banned.
  await page.getByRole('button', { name: 'New ban' }).click();
  const form = page.getByRole('form', { name: 'New ban' });
  await form.getByLabel('Ban by').selectOption({ label: 'E-mail' });
  await form.getByLabel('Value').fill('griff-at-example.com');
  await form.getByLabel('Reason').fill('chargeback on order 1042');
  await form.getByRole('button', { name: 'Ban', exact: true }).click();
  await form.getByText('must be a valid e-mail address').waitFor();
  await form.getByLabel('Value').fill('Griff@Example.com');
  await form.getByRole('button', { name: 'Ban', exact: true }).click();
  await page.getByText('Banned e-mail griff@example.com.').waitFor();
  const row = page.getByRole('table', { name: 'Bans, newest first' }).getByRole('row', { name: /griff@example\.com/ });
  expect(await row.getByRole('cell').allTextContents()).toEqual([
    'E-mail',
    'griff@example.com',
    'chargeback on order 1042',
    'never',
    'In force',
    expect.stringMatching(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    'Remove',
  ]);
  await screenshot(page, '23-ban-list');

  // The buyer reads a neutral refusal: never the reason.
  const refused = await checkout();
  expect(refused.status).toBe(403);
  const body = (await refused.json()) as { errors: { message: string; code: string; rule: string }[] };
  expect(body.errors).toEqual([{ message: expect.any(String), code: 'FORBIDDEN', rule: 'checkout' }]);
  expect(JSON.stringify(body)).not.toMatch(/chargeback|1042|ban/i);
  expect(await t.db.order.count()).toBe(0);

  // The refusal, listed.
  await page.getByRole('link', { name: 'Refused checkouts' }).click();
  const refusals = page.getByRole('table', { name: 'Refused checkouts, newest first' });
  await refusals.waitFor();
  const refusal = refusals.getByRole('row', { name: /Griff/ });
  expect(await refusal.getByRole('cell').allTextContents()).toEqual([
    expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    'E-mail griff@example.com',
    'griff@example.com',
    'Griff',
    expect.stringMatching(/127\.0\.0\.1/),
  ]);
  await screenshot(page, '24-ban-refusals');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Removed, the same checkout goes through.
  await page.getByRole('link', { name: 'Bans', exact: true }).click();
  await page.getByRole('button', { name: 'Remove the ban of griff@example.com' }).click();
  await page.getByRole('button', { name: 'Yes, unban griff@example.com' }).click();
  await page.getByText('Ban of griff@example.com removed.').waitFor();
  await page.getByText('No bans.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect((await checkout()).status).toBe(201);

  expect(problems).toEqual([]);
  await context.close();
});
