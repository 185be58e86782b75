import { generateSync } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../../src/modules/staff/session.service';
import { sealTotp } from '../../src/modules/staff/totp';
import { loadConfig } from '../../src/config';
import { setupTestApp, type TestApp } from '../helpers/app';
import { accessibilityViolations, launchChromium, listen, screenshot } from '../helpers/browser';

/**
 * Staff sign-in and roles in the admin UI (issue 31), in a real browser against the real API: staff
 * users of each built-in role (made in the database, as an invitation accepted), each signing in
 * with the store domain, e-mail and password (a TOTP code too when they have it on), and seeing the
 * navigation and the buttons their role allows. An owner creates an API key (its secret shown once)
 * and finds that change in the audit log; a store that requires two-factor sign-in sends a user
 * without it to set it up (QR code, secret, a code, the recovery codes) before anything else.
 */
jest.setTimeout(180_000);

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let browser: Browser;
let key: string;
let storeId: number;
// Each test file has a database of its own, so a fixed domain is free (and the screenshots read well).
const DOMAIN = 'pixel-realm.test';
const PASSWORD = 'correct horse battery staple';
const TOTP_SECRET_HOLDER = 'tess@pixel-realm.test';
let totpSecret: string;
let orderId: number;

type Role = 'OWNER' | 'ADMIN' | 'SUPPORT' | 'ACCOUNTANT';

async function staffUser(email: string, name: string, role: Role, totp?: string) {
  return t.db.staffUser.create({
    data: {
      storeId,
      email,
      name,
      role,
      passwordHash: await hashPassword(PASSWORD),
      ...(totp ? { totpSecretEnc: await sealTotp(t.database, t.config, totp), totpEnabledAt: new Date() } : {}),
    },
  });
}

beforeAll(async () => {
  // Every test signs in: no per-address limit on sign-ins here (test/staff covers it).
  t = await setupTestApp({ config: { signIn: { ...loadConfig({}).signIn, perAddress: 0 } } });
  web = await listen(t.app);
  browser = await launchChromium();
  const shop = await t.createStore({ name: 'Pixel Realm', domain: DOMAIN, currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  key = shop.key;
  storeId = shop.store.id;
  await staffUser('olivia@pixel-realm.test', 'Olivia Owner', 'OWNER');
  await staffUser('sam@pixel-realm.test', 'Sam Support', 'SUPPORT');
  await staffUser('alex@pixel-realm.test', 'Alex Accounts', 'ACCOUNTANT');
  const { generateSecret } = await import('otplib');
  totpSecret = generateSecret();
  await staffUser(TOTP_SECRET_HOLDER, 'Tess Twofactor', 'ADMIN', totpSecret);

  // An order to look at: a package in a category, bought through the storefront.
  const category = await t.gql(key, 'mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id } }', { i: { name: 'Ranks' } });
  const pkg = await t.gql(key, 'mutation ($i: CreatePackageInput!) { createPackage(input: $i) { id } }', {
    i: { name: 'VIP', price: 9.99, categoryId: category.data!.createCategory.id, type: 'SINGLE' },
  });
  const res = await fetch(`${web.base}/v1/webstore/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-domain': DOMAIN },
    body: JSON.stringify({
      items: [{ id: pkg.data!.createPackage.id, quantity: 1 }],
      client_identifier: 'Steve',
      client_email: 'steve@example.com',
      client_name: 'Steve',
      gateway: 'PIX',
    }),
  });
  expect(res.status).toBe(201);
  orderId = ((await res.json()) as { order_id: number }).order_id;
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
});

/**
 * A page whose console errors and failed requests are collected; `expected` lists console errors a
 * test causes on purpose (the browser logs every 401 answer, such as the sign-in asking for a code).
 */
async function openPage(context: BrowserContext, expected: RegExp[] = []): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected.some((re) => re.test(m.text()))) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { page, problems };
}

async function newPage(expected: RegExp[] = []) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, ...(await openPage(context, expected)) };
}

/** The staff sign-in form, the store domain given in the link (as an owner would share it). */
async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${web.base}/admin/?store=${DOMAIN}`);
  expect(await page.getByLabel('Store domain').inputValue()).toBe(DOMAIN);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((s) => s.trim());
}

async function go(page: Page, nav: string, heading: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('staff in the browser', () => {
  test('an owner signs in with e-mail and password (a cookie session: CSRF header, no key), sees every area and manages staff and roles', async () => {
    const { context, page, problems } = await newPage();
    const graphql: { csrf?: string; authorization?: string }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) graphql.push({ csrf: r.headers()['x-csrf-token'], authorization: r.headers().authorization });
    });
    await page.goto(`${web.base}/admin/?store=${DOMAIN}`);
    await page.getByRole('heading', { name: 'Store admin' }).waitFor();
    await screenshot(page, '13-sign-in-staff');
    await fillSignIn(page, 'olivia@pixel-realm.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navLinks(page)).toEqual([
      'Dashboard',
      'Catalog',
      'Orders',
      'Subscriptions',
      'Ban list',
      'Coupons',
      'Sales',
      'Gift cards',
      'Affiliates',
      'Game servers',
      'Webhooks',
      'Payments',
      'Settings',
      'Staff',
      'Roles',
      'Security',
      'API keys',
      'Audit log',
      'My account',
    ]);
    // The session is an httpOnly cookie: nothing readable by the page, nothing in storage but the (public) store domain.
    expect(await page.evaluate('document.cookie')).toBe('');
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    expect(await page.evaluate('localStorage.getItem("store-admin.store-domain")')).toBe(DOMAIN);
    expect(graphql.length).toBeGreaterThan(0);
    for (const r of graphql) {
      expect(r.csrf).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(r.authorization).toBeUndefined();
    }

    // The staff list: everyone, with their role and two-factor state.
    await go(page, 'Staff', 'Staff');
    const table = page.getByRole('table', { name: 'Staff users, oldest first' });
    await table.getByText('Tess Twofactor').waitFor();
    const tess = table.getByRole('row', { name: /Tess Twofactor/ });
    expect(await tess.getByRole('cell').nth(3).textContent()).toBe('On');
    const me = table.getByRole('row', { name: /Olivia Owner/ });
    expect(await me.getByText('(you)').count()).toBe(1);
    expect(await me.getByRole('button').count()).toBe(0);

    // A custom role, then an invitation with it (no SMTP here: the page says the e-mail did not go).
    await go(page, 'Roles', 'Roles');
    await page.getByRole('button', { name: 'New role' }).click();
    const roleForm = page.getByRole('form', { name: 'New role' });
    await roleForm.getByLabel('Role name').fill('Packers');
    await roleForm.getByRole('group', { name: 'Orders' }).getByLabel('orders:read', { exact: true }).check();
    await roleForm.getByRole('group', { name: 'Catalog' }).getByLabel('catalog:read', { exact: true }).check();
    await screenshot(page, '21-roles');
    await roleForm.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('Role Packers created.').waitFor();
    const packers = await t.db.customRole.findFirstOrThrow({ where: { storeId, name: 'Packers' } });
    expect(packers.permissions.sort()).toEqual(['catalog:read', 'orders:read', 'store:read']);

    await go(page, 'Staff', 'Staff');
    const invite = page.getByRole('form', { name: 'Invite a staff user' });
    await invite.getByLabel('E-mail').fill('pat@pixel-realm.test');
    await invite.getByLabel('Name').fill('Pat Packer');
    await invite.getByLabel('Role').selectOption({ label: 'Packers (custom)' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('pat@pixel-realm.test is invited, but the e-mail was not sent').waitFor();
    const pat = page.getByRole('row', { name: /Pat Packer/ });
    await pat.getByText('Invited').waitFor();
    expect(await pat.getByRole('button', { name: 'Resend invitation' }).count()).toBe(1);
    expect(await t.db.staffUser.findFirstOrThrow({ where: { storeId, email: 'pat@pixel-realm.test' } })).toMatchObject({ role: 'CUSTOM', roleId: packers.id });
    await screenshot(page, '15-staff');

    // Sign out: the session ends at the API, and a reload stays signed out.
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/v1/auth/sign-out')), page.getByRole('button', { name: 'Sign out' }).click()]);
    await page.getByLabel('E-mail').waitFor();
    await page.reload();
    await page.getByLabel('E-mail').waitFor();
    const sessions = await t.db.staffSession.findMany({ where: { staffUser: { email: 'olivia@pixel-realm.test' } } });
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an owner creates an API key: its secret shown once, with its permissions; the audit log lists the change', async () => {
    const { context, page, problems } = await newPage();
    await fillSignIn(page, 'olivia@pixel-realm.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await go(page, 'API keys', 'API keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Key name').fill('Support bot');
    await form.getByRole('group', { name: 'Orders' }).getByLabel('orders:read', { exact: true }).check();
    await form.getByRole('button', { name: 'Create API key' }).click();
    const secretBox = page.getByRole('region', { name: 'API key secret' });
    await secretBox.waitFor();
    const secret = (await secretBox.getByTestId('secret-value').textContent())!.trim();
    expect(secret).toMatch(/^sk_/);
    expect(await page.getByText('it is shown only this once').count()).toBeGreaterThan(0);
    await screenshot(page, '16-api-key-secret');

    // The key works with what it was given, and no more.
    const allowed = await t.gql(secret, '{ viewer { kind permissions } }');
    expect(allowed.data).toEqual({ viewer: { kind: 'key', permissions: ['store:read', 'orders:read'] } });
    const refused = await t.gql(secret, '{ packages { meta { total } } }');
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');

    // Listed by its prefix; the secret is not shown again.
    const row = page.getByRole('row', { name: /Support bot/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(secret.slice(0, 10));
    await page.reload();
    await page.getByRole('row', { name: /Support bot/ }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // The audit log: the key's creation, by Olivia, newest first; it opens to the fields it set.
    await go(page, 'Audit log', 'Audit log');
    const entry = page.getByRole('row', { name: /Mutation\.createApiKey/ }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Olivia Owner');
    expect(await entry.textContent()).toContain('api_keys');
    await entry.getByRole('button', { name: /Show changes/ }).click();
    const after = page.getByRole('region', { name: /^After, entry/ });
    await after.waitFor();
    expect(await after.textContent()).toContain('Support bot');
    expect(await after.textContent()).not.toContain(secret);
    // Filtered by record type, only API keys remain.
    await page.getByLabel('Record type').fill('api_keys');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/recordType=api_keys/);
    await page
      .getByRole('row', { name: /Mutation\.createApiKey/ })
      .first()
      .waitFor();
    const types = await page.getByRole('table', { name: 'Audit entries, newest first' }).locator('tbody tr td:nth-child(4)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((x) => x.startsWith('api_keys'))).toBe(true);
    await screenshot(page, '17-audit-log');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('support sees orders and subscriptions only; a page opened directly without its permission says so', async () => {
    const { context, page, problems } = await newPage();
    await fillSignIn(page, 'sam@pixel-realm.test');
    // No dashboard (reports:read): the first area allowed opens.
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await navLinks(page)).toEqual(['Orders', 'Subscriptions', 'Ban list', 'Gift cards', 'My account']);
    // Orders can be changed, but not entered by hand (that needs the catalog's packages).
    expect(await page.getByRole('link', { name: 'New order' }).count()).toBe(0);
    await screenshot(page, '18-support-orders');
    await page.getByRole('link', { name: new RegExp(`#${orderId}\\b`) }).click();
    await page.getByRole('heading', { name: 'Lines' }).waitFor();
    await page.getByRole('group', { name: 'Change the status' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit buyer' }).count()).toBe(1);

    await page.goto(`${web.base}/admin/catalog`);
    await page.getByText('Your role does not allow this (needs catalog:read).').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Catalog' }).count()).toBe(1);
    await screenshot(page, '19-support-not-allowed');
    for (const [path, need] of [
      ['settings', 'store:read'],
      ['staff', 'staff:manage'],
      ['api-keys', 'keys:manage'],
      ['audit', 'audit:read'],
    ] as const) {
      await page.goto(`${web.base}/admin/${path}`);
      if (need === 'store:read') {
        // Every role reads the store: its settings open read-only, with nothing to save.
        await page.getByText('Read only: your role does not allow changes here (needs settings:write).').waitFor();
        expect(await page.getByRole('button', { name: 'Save settings' }).isVisible()).toBe(false);
      } else await page.getByText(`Your role does not allow this (needs ${need}).`).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an accountant sees the reports and orders, no catalog, and no button that changes an order', async () => {
    const { context, page, problems } = await newPage();
    await fillSignIn(page, 'alex@pixel-realm.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navLinks(page)).toEqual(['Dashboard', 'Orders', 'Subscriptions', 'Gift cards', 'Affiliates', 'My account']);
    await go(page, 'Orders', 'Orders');
    await page.getByRole('link', { name: new RegExp(`#${orderId}\\b`) }).click();
    await page.getByRole('heading', { name: 'Lines' }).waitFor();
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    expect(await page.getByRole('group', { name: 'Change the status' }).count()).toBe(0);
    for (const name of ['Edit buyer', 'Add note', 'Add variable', 'Approve']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await screenshot(page, '20-accountant-order');
    // Affiliates opens on the withdraw requests, which an accountant reads.
    await go(page, 'Affiliates', 'Withdraw requests');
    expect(await page.getByText('New withdraw request').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a user with two-factor sign-in enters the code from the app to get in', async () => {
    // The browser logs the API's 401 answers: the one asking for the code, and the wrong code.
    const { context, page, problems } = await newPage([/status of 401/]);
    await fillSignIn(page, TOTP_SECRET_HOLDER);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await screenshot(page, '14-sign-in-totp');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is wrong or was already used: enter the newest one.').waitFor();
    await code.fill(generateSync({ secret: totpSecret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // An admin: everything but the staff pages.
    const links = await navLinks(page);
    expect(links).toContain('API keys');
    expect(links).not.toContain('Staff');
    // A reload restores the session from its cookie.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('where the store requires two-factor sign-in, a user without it is sent to set it up first: QR code, secret, code, recovery codes', async () => {
    await staffUser('nora@pixel-realm.test', 'Nora New', 'SUPPORT');
    await t.db.store.update({ where: { id: storeId }, data: { requireTwoFactor: true } });
    try {
      const { context, page, problems } = await newPage();
      await fillSignIn(page, 'nora@pixel-realm.test');
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      await page.getByText('This store requires two-factor sign-in.').waitFor();
      expect(await navLinks(page)).toEqual(['My account']);
      expect(page.url()).toMatch(/\/admin\/account$/);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const qr = page.getByRole('img', { name: /QR code/ });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      // The image loaded under the UI's Content-Security-Policy (img-src data:).
      expect(await qr.evaluate((img: any) => img.naturalWidth)).toBeGreaterThan(0);
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await screenshot(page, '22-account-2fa-setup');
      await page.getByLabel('Code from the app').fill(generateSync({ secret }));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const codes = page.getByRole('region', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await codes.getByRole('button', { name: 'I have stored them' }).click();
      // The rest of the back office opens.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).waitFor();
      await go(page, 'Orders', 'Orders');
      expect((await t.db.staffUser.findFirstOrThrow({ where: { storeId, email: 'nora@pixel-realm.test' } })).totpEnabledAt).not.toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await t.db.store.update({ where: { id: storeId }, data: { requireTwoFactor: false } });
    }
  });

  test('the sign-in, the team pages and the account page have no serious or critical accessibility violations (axe-core)', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context, [/status of 401/]);
    const found: Record<string, unknown> = {};
    await page.goto(`${web.base}/admin/accept-invite?token=inv_nothing`);
    await page.getByRole('heading', { name: 'Accept the invitation' }).waitFor();
    let v = await accessibilityViolations(page);
    if (v.length) found['accept-invite'] = v;
    await fillSignIn(page, TOTP_SECRET_HOLDER);
    await page.getByLabel('Authentication code').waitFor();
    v = await accessibilityViolations(page);
    if (v.length) found['sign-in totp'] = v;
    await page.getByRole('button', { name: 'Start again' }).click();
    v = await accessibilityViolations(page);
    if (v.length) found['sign-in'] = v;
    await fillSignIn(page, 'olivia@pixel-realm.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['staff', 'roles', 'security', 'api-keys', 'audit', 'account']) {
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
