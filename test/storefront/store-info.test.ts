import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { expectRestError } from '../helpers/errors';
import { storefront, toRest, type Json } from './helpers';
import { StorefrontGatewaysDocument, StorefrontInfoDocument } from '../graphql/__generated__/operations';

/**
 * What a storefront reads before it shows the store: GET /v1/webstore (GraphQL storefront) with the
 * store's checkout settings and theme, and GET /v1/webstore/gateway (GraphQL storefrontGateways).
 * A store's settings reach only its own storefront.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const INFO = StorefrontInfoDocument;
const GATEWAYS = StorefrontGatewaysDocument;

describe('GET /v1/webstore', () => {
  test("the store, what checkout asks of the buyer, and the theme, as the store's settings say", async () => {
    const { store, key } = await t.createStore({ name: 'Arena', currency: 'USD', locale: 'en-US' });
    const settings = await t
      .http()
      .patch('/v1/app/store')
      .set(bearer(key))
      .send({
        theme: { primary_color: '#336699', logo: 'https://cdn.example.com/logo.png' },
        require_document: true,
        require_phone: true,
        discord_mode: 'REQUIRED',
        return_url: 'https://arena.example.com/thanks',
      });
    expect(settings.status).toBe(200);
    const res = await t.http().get('/v1/webstore').set(storefront(store.domain));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      store: {
        id: store.id,
        name: 'Arena',
        domain: store.domain,
        active_domain: store.domain,
        currency: 'USD',
        locale: 'en-US',
        require_document: true,
        require_phone: true,
        discord_mode: 'REQUIRED',
        return_url: 'https://arena.example.com/thanks',
        cancel_url: null,
        // No buyer sign-in offered (issue 32: test/buyers); a shop blocks checkout on a truthy auth.
        auth: false,
        auth_methods: [],
      },
      theme: { primary_color: '#336699', logo: 'https://cdn.example.com/logo.png', banner: null },
    });
    const gql = await t.gql(storefront(store.domain), INFO);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefront)).toEqual(res.body);
  });

  test("another store's settings never show: each domain answers with its own store", async () => {
    const a = await t.createStore({ name: 'Alpha' });
    const b = await t.createStore({ name: 'Beta' });
    await t
      .http()
      .patch('/v1/app/store')
      .set(bearer(a.key))
      .send({ require_document: true, theme: { primary_color: '#aa0000' } });
    const res = await t.http().get('/v1/webstore').set(storefront(b.store.domain));
    expect(res.body.store).toMatchObject({ id: b.store.id, name: 'Beta', require_document: false });
    expect(res.body.theme).toEqual({ primary_color: null, logo: null, banner: null });
    expect(JSON.stringify(res.body)).not.toContain('Alpha');
  });

  test('404 Store not found without a known x-store-domain; an admin key is not one', async () => {
    const { key } = await t.createStore();
    expectRestError(await t.http().get('/v1/webstore'), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/webstore').set(bearer(key)), 404, 'NOT_FOUND');
  });
});

describe('GET /v1/webstore/gateway', () => {
  test('the eight gateways of the model, named in the store locale, without fees', async () => {
    const { store } = await t.createStore({ locale: 'en-US' });
    const res = await t.http().get('/v1/webstore/gateway').set(storefront(store.domain));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { gateway: 'PIX', name: 'PIX', display: 'Pix', fee: 0, is_percentage_fee: false },
      { gateway: 'MERCADOPAGO', name: 'MERCADOPAGO', display: 'Mercado Pago', fee: 0, is_percentage_fee: false },
      { gateway: 'STRIPE', name: 'STRIPE', display: 'Stripe', fee: 0, is_percentage_fee: false },
      { gateway: 'PAYPAL', name: 'PAYPAL', display: 'PayPal', fee: 0, is_percentage_fee: false },
      { gateway: 'PICPAY', name: 'PICPAY', display: 'PicPay', fee: 0, is_percentage_fee: false },
      { gateway: 'PAGSEGURO', name: 'PAGSEGURO', display: 'PagSeguro', fee: 0, is_percentage_fee: false },
      { gateway: 'PAGARME', name: 'PAGARME', display: 'Pagar.me', fee: 0, is_percentage_fee: false },
      { gateway: 'OTHER', name: 'OTHER', display: 'Other', fee: 0, is_percentage_fee: false },
    ]);
    const gql = await t.gql(storefront(store.domain), GATEWAYS);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.storefrontGateways)).toEqual(res.body);
  });

  test('every gateway listed is one checkout accepts', async () => {
    const { store, key, categoryId } = await aStore(t);
    const pkg = await aPackage(t, { key, categoryId }, { price: 5 });
    const gateways = (await t.http().get('/v1/webstore/gateway').set(storefront(store.domain))).body as Json[];
    for (const [i, g] of gateways.entries()) {
      const res = await t
        .http()
        .post('/v1/webstore/checkout')
        .set(storefront(store.domain))
        .send({
          cart: [{ package_id: pkg.id, quantity: 1 }],
          gateway: g.gateway,
          client_identifier: `buyer${i}`,
          client_name: 'Buyer',
          client_email: 'b@example.com',
          terms: true,
        });
      expect(`${g.gateway}: ${res.status}`).toBe(`${g.gateway}: 201`);
    }
  });
});
