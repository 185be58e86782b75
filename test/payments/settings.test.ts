import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aPackage } from '../helpers/fixtures';
import { expectGqlPairs, expectRestError, expectRestPairs } from '../helpers/errors';

/**
 * A store's payment gateways: GET /v1/app/gateway and PUT /v1/app/gateway/{gateway} (GraphQL
 * paymentGateways / updatePaymentGateway). Credentials are validated per gateway, sealed at rest,
 * never answered (only their last 4 characters); the storefront lists the enabled ones and checkout
 * refuses the others.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ config: { publicBaseUrl: 'https://api.shop.example' } });
});
afterAll(() => t.close());

type Json = any;
const PIX = { key: 'loja@example.com', key_type: 'EMAIL', merchant_name: 'Loja Exemplo', merchant_city: 'Sao Paulo' };
const STRIPE = { secret_key: 'sk_test_51Abcdefghijklmnop', webhook_secret: 'whsec_abcdefghijklmnopqrstu' };

const newStore = async (currency = 'BRL') => t.createStore({ gateways: false, currency: currency as never, locale: currency === 'BRL' ? 'pt-BR' : 'en-US' });
const put = (key: string, gateway: string, body: Json) => t.http().put(`/v1/app/gateway/${gateway}`).set(bearer(key)).send(body);
const list = async (key: string) => (await t.http().get('/v1/app/gateway').set(bearer(key))).body as Json[];

describe('GET /v1/app/gateway', () => {
  test('every gateway of the model, none enabled or configured in a new store (OTHER needs nothing to be), with the URL to paste into the provider', async () => {
    const { store, key } = await newStore();
    expect(await list(key)).toEqual(
      ['PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY', 'PAGSEGURO', 'PAGARME', 'OTHER'].map((gateway) => ({
        gateway,
        enabled: false,
        name: null,
        display: expect.any(String),
        configured: gateway === 'OTHER',
        credentials: null,
        notification_url: `https://api.shop.example/v1/payments/${gateway.toLowerCase()}/${store.id}`,
        updated_at: null,
      })),
    );
  });
});

describe('PUT /v1/app/gateway/{gateway}', () => {
  test('enable with credentials: answered as their last 4 characters only; sealed in the database', async () => {
    const { store, key } = await newStore();
    const res = await put(key, 'stripe', { enabled: true, name: 'Cartão', credentials: STRIPE });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gateway: 'STRIPE',
      enabled: true,
      name: 'Cartão',
      display: 'Cartão',
      configured: true,
      credentials: { secret_key: 'mnop', webhook_secret: 'stu'.padStart(4, 'r') },
    });
    expect(JSON.stringify(res.body)).not.toContain(STRIPE.secret_key);
    expect(JSON.stringify(await list(key))).not.toContain(STRIPE.secret_key);
    const row = await t.db.storeGateway.findUniqueOrThrow({ where: { storeId_gateway: { storeId: store.id, gateway: 'STRIPE' } } });
    expect(row.credentialsEnc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(STRIPE.secret_key);
    expect(JSON.stringify(row)).not.toContain(STRIPE.webhook_secret);
  });

  test('credentials left out are kept; sent again they replace the whole set; disabling keeps them', async () => {
    const { key } = await newStore();
    await put(key, 'STRIPE', { enabled: true, credentials: STRIPE });
    expect((await put(key, 'STRIPE', { enabled: false })).body).toMatchObject({ enabled: false, configured: true, credentials: { secret_key: 'mnop' } });
    expect((await put(key, 'STRIPE', { enabled: true })).body).toMatchObject({ enabled: true, configured: true });
    const replaced = await put(key, 'STRIPE', { enabled: true, credentials: { ...STRIPE, secret_key: 'sk_live_ZZZZZZZZZZ9999' } });
    expect(replaced.body.credentials).toEqual({ secret_key: '9999', webhook_secret: 'rstu' });
    expect((await put(key, 'STRIPE', { enabled: true, name: null })).body).toMatchObject({ name: null, display: 'Stripe' });
  });

  test.each([
    ['enabled missing', 'STRIPE', { credentials: STRIPE }, [['enabled', 'required']]],
    ['enabling with no credentials stored or sent', 'STRIPE', { enabled: true }, [['credentials', 'required']]],
    [
      'a Stripe key that is no Stripe key',
      'STRIPE',
      { enabled: true, credentials: { ...STRIPE, secret_key: 'pk_test_123456789' } },
      [['credentials.secret_key', 'regex']],
    ],
    ['a credential missing', 'STRIPE', { enabled: true, credentials: { secret_key: STRIPE.secret_key } }, [['credentials.webhook_secret', 'required']]],
    ['a Pix key that does not fit its type', 'PIX', { enabled: true, credentials: { ...PIX, key_type: 'CPF' } }, [['credentials.key', 'format']]],
    [
      'a Pix merchant name with accents (a BR Code cannot carry them)',
      'PIX',
      { enabled: true, credentials: { ...PIX, merchant_name: 'Lojão' } },
      [['credentials.merchant_name', 'regex']],
    ],
    ['a name of 51 characters', 'PIX', { enabled: false, name: 'x'.repeat(51) }, [['name', 'max']]],
  ])('%s: 422 on the field, nothing stored', async (_what, gateway, body, pairs) => {
    const { store, key } = await newStore();
    expectRestPairs(await put(key, gateway, body), 422, 'VALIDATION_FAILED', pairs as [string, string][]);
    expect(await t.db.storeGateway.count({ where: { storeId: store.id } })).toBe(0);
  });

  test('Pix, Mercado Pago, PicPay, PagBank and Pagar.me charge in reais only: a store in another currency cannot enable them', async () => {
    const { key } = await newStore('USD');
    expectRestPairs(await put(key, 'PIX', { enabled: true, credentials: PIX }), 422, 'VALIDATION_FAILED', [['enabled', 'currency']]);
    expectRestPairs(
      await put(key, 'MERCADOPAGO', { enabled: true, credentials: { access_token: 'APP_USR-0123456789abcdef', webhook_secret: 'w'.repeat(16) } }),
      422,
      'VALIDATION_FAILED',
      [['enabled', 'currency']],
    );
    expectRestPairs(
      await put(key, 'PICPAY', { enabled: true, credentials: { token: 'x'.repeat(16), seller_token: 'y'.repeat(16) } }),
      422,
      'VALIDATION_FAILED',
      [['enabled', 'currency']],
    );
    expectRestPairs(await put(key, 'PAGSEGURO', { enabled: true, credentials: { token: 'a'.repeat(32) } }), 422, 'VALIDATION_FAILED', [
      ['enabled', 'currency'],
    ]);
    expectRestPairs(await put(key, 'PAGARME', { enabled: true, credentials: { secret_key: 'sk_0123456789abcdef' } }), 422, 'VALIDATION_FAILED', [
      ['enabled', 'currency'],
    ]);
    expect((await put(key, 'STRIPE', { enabled: true, credentials: STRIPE })).status).toBe(200);
  });

  test('an unknown gateway is 404; the path takes any case', async () => {
    const { key } = await newStore();
    expectRestError(await put(key, 'BITCOIN', { enabled: false }), 404, 'NOT_FOUND');
    expect((await put(key, 'pix', { enabled: true, credentials: PIX })).body.gateway).toBe('PIX');
  });

  test("a store's settings are its own", async () => {
    const a = await newStore();
    const b = await newStore();
    await put(a.key, 'STRIPE', { enabled: true, credentials: STRIPE });
    expect((await list(b.key)).find((g) => g.gateway === 'STRIPE')).toMatchObject({ enabled: false, configured: false });
    expect((await put(b.key, 'STRIPE', { enabled: true })).status).toBe(422);
  });

  test('GraphQL: the same settings and the same refusals', async () => {
    const { key } = await newStore();
    const set = await t.gql(
      key,
      'mutation($i: PaymentGatewayInput!) { updatePaymentGateway(gateway: "pix", input: $i) { gateway enabled display configured credentials notificationUrl } }',
      {
        i: { enabled: true, credentials: PIX },
      },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.updatePaymentGateway).toMatchObject({ gateway: 'PIX', enabled: true, configured: true, credentials: { key: '.com', key_type: 'MAIL' } });
    const read = await t.gql(key, '{ paymentGateways { gateway enabled } }');
    expect(read.data!.paymentGateways.filter((g: Json) => g.enabled).map((g: Json) => g.gateway)).toEqual(['PIX']);
    expectGqlPairs(await t.gql(key, 'mutation { updatePaymentGateway(gateway: "STRIPE", input: { enabled: true }) { gateway } }'), 'VALIDATION_FAILED', [
      ['credentials', 'required'],
    ]);
  });

  test('only an admin key: none, a storefront domain or a wrong key is 401', async () => {
    const { store } = await newStore();
    expectRestError(await t.http().put('/v1/app/gateway/PIX').send({ enabled: false }), 401, 'UNAUTHENTICATED');
    expectRestError(await t.http().put('/v1/app/gateway/PIX').set({ 'x-store-domain': store.domain }).send({ enabled: false }), 401, 'UNAUTHENTICATED');
    expectRestError(await t.http().get('/v1/app/gateway').set(bearer('sk_wrong')), 401, 'UNAUTHENTICATED');
  });
});

describe('what buyers see', () => {
  test('the storefront lists the enabled gateways by the name the owner gave; checkout refuses the others (422 gateway/enabled)', async () => {
    const { store, key } = await newStore();
    const shop = { 'x-store-domain': store.domain };
    expect((await t.http().get('/v1/webstore/gateway').set(shop)).body).toEqual([]);
    await put(key, 'PIX', { enabled: true, name: 'Pix (5% off)', credentials: PIX });
    await put(key, 'STRIPE', { enabled: false, credentials: STRIPE });
    expect((await t.http().get('/v1/webstore/gateway').set(shop)).body).toEqual([
      { gateway: 'PIX', name: 'PIX', display: 'Pix (5% off)', fee: 0, is_percentage_fee: false },
    ]);

    const pkg = await aPackage(t, { key, categoryId: (await aCategory(t, key)).id });
    const body = (gateway: string) => ({
      cart: [{ package_id: pkg.id, quantity: 1 }],
      gateway,
      client_name: 'Steve',
      client_email: 'steve@example.com',
      client_identifier: 'Steve',
    });
    const before = await t.db.order.count({ where: { storeId: store.id } });
    const refused = await t.http().post('/v1/webstore/checkout').set(shop).send(body('STRIPE'));
    expectRestPairs(refused, 422, 'VALIDATION_FAILED', [['gateway', 'enabled']]);
    expect(refused.body.errors[0].message).toMatch(/it takes PIX/);
    expect(await t.db.order.count({ where: { storeId: store.id } })).toBe(before);
    expect((await t.http().post('/v1/webstore/checkout').set(shop).send(body('PIX'))).status).toBe(201);
    // An order the owner enters by hand is no checkout: any gateway of the model, no payment asked for.
    const manual = await t.http().post('/v1/app/order').set(bearer(key)).send(body('PAYPAL'));
    expect(manual.status).toBe(201);
  });
});

describe('POST /v1/payments/{gateway}/{store_id}', () => {
  test('an unknown gateway or store, or a gateway the store has not set up, is 404 and changes nothing', async () => {
    const { store, key } = await newStore();
    await put(key, 'PIX', { enabled: true, credentials: PIX });
    const post = (path: string) => t.http().post(path).set('content-type', 'application/json').send('{"type":"payment"}');
    expectRestError(await post(`/v1/payments/bitcoin/${store.id}`), 404, 'NOT_FOUND');
    expectRestError(await post('/v1/payments/stripe/999999999'), 404, 'NOT_FOUND');
    expectRestError(await post('/v1/payments/stripe/abc'), 404, 'NOT_FOUND');
    expectRestError(await post(`/v1/payments/stripe/${store.id}`), 404, 'NOT_FOUND');
    // Pix has no provider to notify: the owner approves.
    expectRestError(await post(`/v1/payments/pix/${store.id}`), 404, 'NOT_FOUND');
    expect(await t.db.paymentEvent.count()).toBe(0);
  });
});
