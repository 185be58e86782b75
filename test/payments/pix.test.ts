import { parsePix } from 'pix-utils';
import { decryptSecret, encryptSecret, secretKey } from '../../src/lib/secrets';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';

/**
 * Pix without a provider: checkout answers a BR Code for the store's key with the order's amount and
 * internal id, and its QR image. Checked by reading the code back field by field (EMV TLV) and by its
 * CRC16, computed here independently of the library that wrote it.
 */

let t: TestApp;
let key: string;
let shop: Record<string, string>;
let pkg: number;

const PIX = { key: '12345678909', key_type: 'CPF', merchant_name: 'Loja do Steve', merchant_city: 'Belo Horizonte' };

beforeAll(async () => {
  t = await setupTestApp();
  const made = await aStore(t, { gateways: false, currency: 'BRL', locale: 'pt-BR' });
  key = made.key;
  shop = { 'x-store-domain': made.store.domain };
  expect((await t.http().put('/v1/app/gateway/PIX').set(bearer(key)).send({ enabled: true, credentials: PIX })).status).toBe(200);
  pkg = (await aPackage(t, made, { price: 14.95 })).id;
});
afterAll(() => t.close());

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code spec defines field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The EMV fields of a code: id -> value (one level). */
function fields(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < code.length; ) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    out[id] = code.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}

const checkout = (quantity: number) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set(shop)
    .send({ cart: [{ package_id: pkg, quantity }], gateway: 'PIX', client_name: 'Steve', client_email: 'steve@example.com', client_identifier: 'Steve' });

test('checkout answers a BR Code for the key, the amount and the internal id, with a valid CRC', async () => {
  const res = await checkout(2);
  expect(res.status).toBe(201);
  const code: string = res.body.pix_code;
  const f = fields(code);
  expect(f['00']).toBe('01'); // payload format
  expect(f['53']).toBe('986'); // BRL
  expect(f['54']).toBe('29.90'); // 2 x 14.95
  expect(f['58']).toBe('BR');
  expect(f['59']).toBe('LOJA DO STEVE');
  expect(f['60']).toBe('BELO HORIZONTE');
  expect(fields(f['26'])).toMatchObject({ '00': 'br.gov.bcb.pix', '01': PIX.key });
  expect(fields(f['62'])['05']).toBe(res.body.internal_id);
  expect(code.slice(-8, -4)).toBe('6304');
  expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  // And as a Pix library reads it.
  expect(parsePix(code)).toMatchObject({ pixKey: PIX.key, transactionAmount: 29.9, txid: res.body.internal_id });
});

test('qr_code is the bare base64 of a PNG (shops put it after data:image/png;base64, themselves)', async () => {
  const res = await checkout(1);
  expect(res.body.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const png = Buffer.from(res.body.qr_code, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.length).toBeGreaterThan(500);
  expect(res.body.checkout_url).toBeNull();
});

test('the payment data is kept on the order; the owner approves a Pix as before', async () => {
  const res = await checkout(1);
  const row = await t.db.order.findUniqueOrThrow({ where: { id: res.body.order_id } });
  expect(row).toMatchObject({ pixCode: res.body.pix_code, qrCode: res.body.qr_code, status: 'PENDING', externalId: null });
  const approved = await t.http().patch(`/v1/app/order/${res.body.internal_id}`).set(bearer(key)).send({ status: 'APPROVED' });
  expect(approved.body.status).toBe('APPROVED');
  // Refunding a Pix asks no provider: the owner gives the money back.
  expect((await t.http().patch(`/v1/app/order/${res.body.order_id}`).set(bearer(key)).send({ status: 'REFUNDED' })).body.status).toBe('REFUNDED');
});

test('GraphQL checkout answers the same payment data', async () => {
  const out = await t.gql(shop, 'mutation($i: CheckoutInput!) { checkout(input: $i) { internalId pixCode qrCode checkoutUrl } }', {
    i: { items: [{ id: pkg, quantity: 1 }], gateway: 'PIX', clientName: 'Alex', clientEmail: 'alex@example.com', clientIdentifier: 'Alex' },
  });
  expect(out.errors).toBeUndefined();
  const c = out.data!.checkout;
  expect(fields(fields(c.pixCode)['62'])['05']).toBe(c.internalId);
  expect(c.qrCode).toMatch(/^[A-Za-z0-9+/]+=*$/);
});

describe('keys the DICT registers in lower case (random keys and e-mails)', () => {
  const EVP = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
  const EMAIL = 'Loja.Exemplo@Example.COM';

  /** A BRL store with Pix and a 10.00 package; `sealed`: credentials written as an earlier version stored them. */
  async function pixShop(credentials: Record<string, string>, sealed = false) {
    const made = await aStore(t, { gateways: false, currency: 'BRL', locale: 'pt-BR' });
    const put = sealed
      ? await t.db.storeGateway
          .create({
            data: {
              storeId: made.store.id,
              gateway: 'PIX',
              enabled: true,
              credentialsEnc: encryptSecret(await secretKey(t.db, t.config), JSON.stringify(credentials)),
              credentialHints: {},
            },
          })
          .then(() => null)
      : await t.http().put('/v1/app/gateway/PIX').set(bearer(made.key)).send({ enabled: true, credentials });
    const p = (await aPackage(t, made)).id;
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set('x-store-domain', made.store.domain)
      .send({ cart: [{ package_id: p, quantity: 1 }], gateway: 'PIX', client_name: 'Ana', client_email: 'ana@example.com', client_identifier: 'Ana' });
    expect(res.status).toBe(201);
    const stored = await t.db.storeGateway.findUniqueOrThrow({ where: { storeId_gateway: { storeId: made.store.id, gateway: 'PIX' } } });
    return {
      put,
      pixKey: fields(fields(res.body.pix_code)['26'])['01'],
      stored: JSON.parse(decryptSecret(await secretKey(t.db, t.config), stored.credentialsEnc!)),
    };
  }

  test('a random key and an e-mail key are stored, shown and put in the BR Code lower-cased', async () => {
    const evp = await pixShop({ ...PIX, key: EVP, key_type: 'RANDOM' });
    expect(evp.put!.status).toBe(200);
    expect(evp.stored.key).toBe(EVP.toLowerCase());
    expect(evp.put!.body.credentials.key).toBe(EVP.toLowerCase().slice(-4));
    expect(evp.pixKey).toBe(EVP.toLowerCase());

    const email = await pixShop({ ...PIX, key: EMAIL, key_type: 'EMAIL' });
    expect(email.stored.key).toBe(EMAIL.toLowerCase());
    expect(email.pixKey).toBe('loja.exemplo@example.com');
    // The other key types have no case: a CPF is what it was.
    expect((await pixShop(PIX)).pixKey).toBe(PIX.key);
  });

  test('a key an earlier version stored in upper case is still emitted lower-cased', async () => {
    const old = await pixShop({ ...PIX, key: EVP, key_type: 'RANDOM' }, true);
    expect(old.stored.key).toBe(EVP);
    expect(old.pixKey).toBe(EVP.toLowerCase());
    expect((await pixShop({ ...PIX, key: EMAIL, key_type: 'EMAIL' }, true)).pixKey).toBe('loja.exemplo@example.com');
  });
});
