import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { paypalApi } from '../../src/modules/payments/providers/paypal';
import { PROVIDER_HOSTS, takeRefused } from '../setup/provider-hosts';

/**
 * Two payment SDKs are pointed at MERCADOPAGO_API_URL and PAYPAL_API_URL through internals, as
 * neither takes a base URL (docs/DECISIONS.md): Mercado Pago's global `AppConfig.BASE_URL`
 * (mercadopago/dist/utils/config) and PayPal's request builders' `interceptRequest`
 * (@apimatic/core, under @paypal/paypal-server-sdk). Each SDK is pinned to an exact version; these
 * tests fail when an upgrade moves what the providers rely on, and show that the suites' guard
 * (test/setup/provider-hosts.ts) refuses a request for either real host.
 */

const ROOT = path.resolve(__dirname, '../..');
const pins = (require(path.join(ROOT, 'package.json')) as { dependencies: Record<string, string> }).dependencies;
/** The directory of `pkg` as Node resolves it from `from` (its package.json may not be exported). */
function packageDir(pkg: string, from = ROOT): string {
  let dir = path.dirname(require.resolve(pkg, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg) {
    if (dir === path.dirname(dir)) throw new Error(`no package.json of ${pkg} above ${from}`);
    dir = path.dirname(dir);
  }
  return dir;
}
const versionOf = (pkg: string, from = ROOT) =>
  (JSON.parse(fs.readFileSync(path.join(packageDir(pkg, from), 'package.json'), 'utf8')) as { version: string }).version;

/** A local server that records each request's method and path and answers `answer(path)` as JSON. */
async function recorder(answer: (path: string) => unknown) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(req.url ?? '')));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('Mercado Pago: AppConfig.BASE_URL', () => {
  type MercadoPago = typeof import('mercadopago');
  const { MercadoPagoConfig, Payment } = require('mercadopago') as MercadoPago;
  const { AppConfig } = require('mercadopago/dist/utils/config') as { AppConfig: { BASE_URL: string } };
  const client = () => new MercadoPagoConfig({ accessToken: 'TEST-0000000000', options: { maxRetries: 0, timeout: 3000 } });
  const original = AppConfig.BASE_URL;
  afterEach(() => {
    AppConfig.BASE_URL = original;
  });

  test('the SDK is the version package.json pins exactly', () => {
    expect(pins.mercadopago).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versionOf('mercadopago')).toBe(pins.mercadopago);
  });

  test('BASE_URL is a string property, api.mercadopago.com until set', () => {
    expect(Object.getOwnPropertyDescriptor(AppConfig, 'BASE_URL')).toMatchObject({ writable: true, value: expect.any(String) });
    expect(original).toBe('https://api.mercadopago.com');
  });

  test('a call goes where BASE_URL pointed when it started, though it changes before the call is sent', async () => {
    const a = await recorder(() => ({ id: 1, status: 'approved' }));
    const b = await recorder(() => ({ id: 2, status: 'pending' }));
    try {
      AppConfig.BASE_URL = a.url;
      const first = new Payment(client()).get({ id: 1 });
      AppConfig.BASE_URL = b.url;
      const second = new Payment(client()).get({ id: 2 });
      await expect(first).resolves.toMatchObject({ id: 1, status: 'approved' });
      await expect(second).resolves.toMatchObject({ id: 2, status: 'pending' });
      expect(a.seen).toEqual(['GET /v1/payments/1']);
      expect(b.seen).toEqual(['GET /v1/payments/2']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('left at its default, a call is refused by the suites guard, not sent to Mercado Pago', async () => {
    expect(PROVIDER_HOSTS.has('api.mercadopago.com')).toBe(true);
    await expect(new Payment(client()).get({ id: 3 })).rejects.toBeDefined();
    expect(takeRefused()).toEqual(['api.mercadopago.com']);
  });
});

describe("PayPal: the request builders' interceptor", () => {
  type Paypal = typeof import('@paypal/paypal-server-sdk');
  const sdk = require('@paypal/paypal-server-sdk') as Paypal;
  const sdkDir = packageDir('@paypal/paypal-server-sdk');
  const credentials = { client_id: 'AZclient0001', client_secret: 'ELsecret00001', webhook_id: 'WH-1' };

  test('the SDK is the version package.json pins exactly, over the @apimatic/core it was tested with', () => {
    expect(pins['@paypal/paypal-server-sdk']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versionOf('@paypal/paypal-server-sdk')).toBe(pins['@paypal/paypal-server-sdk']);
    // interceptRequest is @apimatic/core's: the package-lock holds it under the pinned SDK.
    expect(versionOf('@apimatic/core', sdkDir)).toBe('0.10.30');
  });

  test("a Client's request builders still take interceptRequest", () => {
    const client = new sdk.Client({ environment: sdk.Environment.Production });
    const builder = client.getRequestBuilderFactory()('GET', '/v2/checkout/orders/X');
    expect(typeof builder.interceptRequest).toBe('function');
  });

  test("the provider's client sends the token request and the call to PAYPAL_API_URL, nothing to PayPal", async () => {
    const local = await recorder((p) =>
      p.startsWith('/v1/oauth2/token') ? { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 } : { id: 'ORDER-1', status: 'CREATED' },
    );
    try {
      const api = paypalApi(1, credentials, { ...loadConfig({}).payments, paypalApiUrl: local.url, timeoutMs: 3000 }, AbortSignal.timeout(3000));
      const { result } = await api.orders.getOrder({ id: 'ORDER-1' }, api.options);
      expect(result).toMatchObject({ id: 'ORDER-1', status: 'CREATED' });
      expect(local.seen).toEqual(['POST /v1/oauth2/token', 'GET /v2/checkout/orders/ORDER-1']);
      expect(takeRefused()).toEqual([]);
    } finally {
      await local.close();
    }
  });

  test('without the interceptor, a call is refused by the suites guard, not sent to PayPal', async () => {
    expect(PROVIDER_HOSTS.has('api-m.paypal.com')).toBe(true);
    const client = new sdk.Client({
      environment: sdk.Environment.Production,
      timeout: 3000,
      clientCredentialsAuthCredentials: { oAuthClientId: credentials.client_id, oAuthClientSecret: credentials.client_secret },
    });
    await expect(new sdk.OrdersController(client).getOrder({ id: 'ORDER-2' })).rejects.toBeDefined();
    expect(takeRefused()).toContain('api-m.paypal.com');
  });
});
