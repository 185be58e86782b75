import type { Browser } from 'playwright-core';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { launchChromium, listen, screenshot } from '../helpers/browser';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * The hosted order page (issue 32) in a real Chromium with JavaScript off: a Pix order's page, opened
 * from its order_url, shows the Pix code and the QR image; the order is approved while the page is open
 * (Pix without a provider has no notification: the owner approves it, through the admin API, as they do
 * after seeing it in their bank), and the page, by its own meta refresh, turns APPROVED and shows the
 * license key. Once in pt-BR, once in en-US. One Chromium for the file.
 */
jest.setTimeout(120_000);

const PIX = { key: '12345678909', key_type: 'CPF', merchant_name: 'Loja do Steve', merchant_city: 'Belo Horizonte' };

let t: TestApp;
let web: { base: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  t = await setupTestApp();
  web = await listen(t.app);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
  await t?.close();
});

const CASES = [
  {
    locale: 'pt-BR',
    name: 'Loja Azul',
    texts: { title: 'Pedido', pending: 'Pendente', approved: 'Aprovado', code: 'Código Pix copia e cola', qr: 'QR code do Pix', keys: 'Chaves de licença' },
    total: 'R$ 14,95',
  },
  {
    locale: 'en-US',
    name: 'Blue Shop',
    texts: { title: 'Order', pending: 'Pending', approved: 'Approved', code: 'Pix copy-and-paste code', qr: 'Pix QR code', keys: 'License keys' },
    total: 'R$14.95',
  },
] as const;

test.each(CASES)('$locale: a Pix order shows its code and QR, and turns APPROVED with its key by its own refresh, without JavaScript', async (c) => {
  const shop = await aStore(t, { name: c.name, currency: 'BRL', locale: c.locale, timezone: 'America/Sao_Paulo', gateways: false });
  await t.http().put('/v1/app/gateway/PIX').set(bearer(shop.key)).send({ enabled: true, credentials: PIX }).expect(200);
  await t
    .http()
    .patch('/v1/app/store')
    .set(bearer(shop.key))
    .send({ theme: { primary_color: '#0e7490' } })
    .expect(200);
  const licenseKey = `KEY-${c.locale}-${shop.storeId}-7F3A`;
  const pkg = await aPackage(t, shop, { name: 'VIP', price: 14.95, type: 'SINGLE', license_keys: [licenseKey] });
  const placed = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', shop.domain)
    .send({ cart: [{ package_id: pkg.id, quantity: 1 }], gateway: 'PIX', client_name: 'Steve', client_email: 'steve@example.com', client_identifier: 'Steve' })
    .expect(201);
  const { order_url: orderUrl, pix_code: pixCode, internal_id: internalId } = placed.body;
  const u = new URL(orderUrl);

  const context = await browser.newContext({ javaScriptEnabled: false, locale: c.locale, viewport: { width: 800, height: 1000 } });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    let loads = 0;
    page.on('load', () => loads++);

    const first = await page.goto(`${web.base}${u.pathname}${u.search}`);
    expect(first?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: `${c.texts.title} ${internalId}` }).waitFor();
    expect(await page.locator('[data-status]').textContent()).toBe(c.texts.pending);
    expect(await page.locator('dd strong').textContent()).toBe(c.total);
    // The copy-and-paste code, whole, in a field the buyer can select; the QR image, decoded by the browser.
    expect(await page.getByLabel(c.texts.code).inputValue()).toBe(pixCode);
    const qr = page.getByRole('img', { name: c.texts.qr });
    const box = await qr.boundingBox();
    expect(box).toMatchObject({ width: 240, height: 240 });
    expect(await qr.evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    expect(await page.getByText(licenseKey).count()).toBe(0);
    await screenshot(page, `order-page-pending-${c.locale}`);

    // The owner approves it while the page is open; the page reloads itself (meta refresh, 5 s).
    const loadsBefore = loads;
    await t.http().patch(`/v1/app/order/${placed.body.order_id}`).set(bearer(shop.key)).send({ status: 'APPROVED' }).expect(200);
    await page.locator('[data-status="APPROVED"]').waitFor({ timeout: 45_000 });
    expect(loads).toBeGreaterThan(loadsBefore);
    expect(await page.locator('[data-status]').textContent()).toBe(c.texts.approved);
    await page.getByText(c.texts.keys).waitFor();
    expect(await page.locator('code').allTextContents()).toEqual([licenseKey]);
    // Paid: no more payment data, no more refreshing.
    expect(await page.getByLabel(c.texts.code).count()).toBe(0);
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    expect(page.url()).toBe(`${web.base}${u.pathname}${u.search}`);
    await screenshot(page, `order-page-approved-${c.locale}`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
