import { silentLog } from '../../src/logger';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { aStore, checkout } from '../helpers/fixtures';
import { startSmtp, type SmtpServer } from '../helpers/smtp';
import { BuyerMeDocument, BuyerRequestCodeDocument, BuyerVerifyCodeDocument, StorefrontAuthDocument } from '../graphql/__generated__/operations';
import { asBuyer, codeIn, freshIp, offerSignIn, shop } from './helpers';

/**
 * E-mail sign-in (issue 32), end to end: a code asked for on the storefront API is written with its
 * job, the worker sends it through the mailer to a real SMTP server in this process, and the buyer
 * signs in with the digits the e-mail carried. Then every refusal, each with its own rule: a wrong
 * code, an expired one, one used already (replayed), too many tries; the rate limits per client
 * address and per e-mail; the store that does not offer it; and the same on GraphQL.
 */

const MAIL_FROM = 'orders@buyers.example.com';
let smtp: SmtpServer;
let t: TestApp;
let worker: JobWorker;
let store: { domain: string; key: string; storeId: number };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM }, trustProxy: true } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
  store = await aStore(t, { name: 'Loja do Código', locale: 'pt-BR' });
  await offerSignIn(t, store.key);
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});

const mailsTo = (address: string) => smtp.accepted().filter((m) => m.rcptTo.includes(address.toLowerCase()));

/** Asks a code for `email` from a fresh address, and waits for its e-mail: the digits. */
async function codeFor(email: string, ip = freshIp()): Promise<string> {
  const before = mailsTo(email).length;
  const res = await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, ip)).send({ email });
  expect(res.status).toBe(200);
  const deadline = Date.now() + 20_000;
  while (mailsTo(email).length <= before) {
    if (Date.now() > deadline) throw new Error(`no code e-mail reached ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return codeIn(String(mailsTo(email).at(-1)!.parsed.text));
}

const verify = (email: string, code: string, ip = freshIp()) =>
  t.http().post('/v1/webstore/auth/email/verify').set(shop(store.domain, ip)).send({ email, code });

test('GET /v1/webstore says auth is on, and how (REST and GraphQL)', async () => {
  const rest = await t.http().get('/v1/webstore').set(shop(store.domain)).expect(200);
  expect(rest.body.store).toMatchObject({ auth: true, auth_methods: ['EMAIL'] });
  const gql = await t.gql(shop(store.domain), StorefrontAuthDocument);
  expect(gql.data!.storefront.store).toEqual({ auth: true, authMethods: ['EMAIL'] });
  // A store that offers none keeps answering as before.
  const other = await aStore(t);
  expect((await t.http().get('/v1/webstore').set(shop(other.domain)).expect(200)).body.store).toMatchObject({ auth: false, auth_methods: [] });
});

test('a code arrives by e-mail, in the store locale, and signs the buyer in once', async () => {
  const email = 'Ana.Code@Buyers.Example.com';
  const code = await codeFor(email);
  const mail = mailsTo('ana.code@buyers.example.com').at(-1)!;
  expect(mail.parsed.subject).toBe('Seu código de acesso à Loja do Código');
  expect(String(mail.parsed.html)).toContain(code);
  expect(String(mail.parsed.from?.text)).toContain(MAIL_FROM);
  // Stored: its digest only, once sent (the sealed copy is gone). The job marks the row after the
  // SMTP server took the message, so the mail can arrive a moment before the row says so.
  const latest = () => t.db.buyerCode.findFirstOrThrow({ where: { email: 'ana.code@buyers.example.com' }, orderBy: { id: 'desc' } });
  let row = await latest();
  for (const deadline = Date.now() + 10_000; !row.sentAt && Date.now() < deadline; row = await latest()) {
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(row.codeEnc).toBeNull();
  expect(row.sentAt).not.toBeNull();
  expect(row.codeHash).not.toContain(code);

  const res = await verify(email, code.replace(/(\d{3})/, '$1 '));
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    token_type: 'Bearer',
    access_token: expect.stringMatching(/^bat_[A-Za-z0-9_-]{43}$/),
    expires_in: 900,
    refresh_token: expect.stringMatching(/^brt_[A-Za-z0-9_-]{43}$/),
    refresh_expires_in: 30 * 86_400,
    buyer: expect.objectContaining({ email: 'ana.code@buyers.example.com', discord_id: null }),
  });
  const me = await t.http().get('/v1/webstore/me').set(asBuyer(store.domain, res.body.access_token)).expect(200);
  expect(me.body).toMatchObject({ id: res.body.buyer.id, email: 'ana.code@buyers.example.com' });
  const gqlMe = await t.gql(asBuyer(store.domain, res.body.access_token), BuyerMeDocument);
  expect(gqlMe.data!.me).toMatchObject({ id: res.body.buyer.id, email: 'ana.code@buyers.example.com', discordId: null });

  // Replayed: the same code again is refused with its own rule, on both surfaces.
  expectRestErrors(await verify(email, code), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_used' }]);
  expectGqlError(await t.gql(shop(store.domain, freshIp()), BuyerVerifyCodeDocument, { email, code }), 'UNAUTHENTICATED', 'code', 'code_used');
  // A second sign-in (a new code) is the same buyer.
  const again = await verify(email, await codeFor(email));
  expect(again.body.buyer.id).toBe(res.body.buyer.id);
});

test('the answer is the same for an address with orders, one without, and one never seen', async () => {
  const { package_id } = await (async () => {
    const cat = await t.http().post('/v1/app/category').set(bearer(store.key)).send({ name: 'Cat' }).expect(201);
    const pkg = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(store.key))
      .send({ name: 'VIP', category_id: cat.body.id, price: 5, type: 'MULTIPLE' })
      .expect(201);
    return { package_id: pkg.body.id };
  })();
  await checkout(t, store, { items: [{ id: package_id, quantity: 1 }], client_email: 'has.orders@buyers.example.com' });
  const answers = [];
  for (const email of ['has.orders@buyers.example.com', 'no.orders@buyers.example.com', 'NEVER.seen@buyers.example.com']) {
    const res = await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, freshIp())).send({ email });
    answers.push({ status: res.status, keys: Object.keys(res.body), expires_in: res.body.expires_in });
  }
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(answers[0]).toEqual({ status: 200, keys: ['email', 'expires_in'], expires_in: 600 });
});

test('a wrong code is code_wrong, and the fifth wrong try ends the code (code_attempts), even for the right one', async () => {
  const email = 'guesser@buyers.example.com';
  const code = await codeFor(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) expectRestErrors(await verify(email, wrong), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_wrong' }]);
  expectRestErrors(await verify(email, code), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_attempts' }]);
  expectGqlError(await t.gql(shop(store.domain, freshIp()), BuyerVerifyCodeDocument, { email, code }), 'UNAUTHENTICATED', 'code', 'code_attempts');
  expect((await t.db.buyerCode.findFirstOrThrow({ where: { email }, orderBy: { id: 'desc' } })).attempts).toBe(5);
  // A new code starts over.
  expect((await verify(email, await codeFor(email))).status).toBe(200);
});

test('parallel guesses get five tries in all', async () => {
  const email = 'racer@buyers.example.com';
  const code = await codeFor(email);
  const wrong = code === '123456' ? '654321' : '123456';
  const results = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrong)));
  const rules = results.map((r) => r.body.errors[0].rule).sort();
  expect(rules.filter((r: string) => r === 'code_wrong')).toHaveLength(5);
  expect(rules.filter((r: string) => r === 'code_attempts')).toHaveLength(7);
});

test('an expired code is code_expired; only the latest code counts; an address without a code is code_wrong', async () => {
  const email = 'late@buyers.example.com';
  const first = await codeFor(email);
  const second = await codeFor(email);
  if (first !== second) expectRestErrors(await verify(email, first), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_wrong' }]);
  await t.db.buyerCode.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expectRestErrors(await verify(email, second), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_expired' }]);
  expectGqlError(await t.gql(shop(store.domain, freshIp()), BuyerVerifyCodeDocument, { email, code: second }), 'UNAUTHENTICATED', 'code', 'code_expired');
  expectRestErrors(await verify('nobody@buyers.example.com', '123456'), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_wrong' }]);
  // Malformed input is the validator's, on both surfaces alike.
  expectRestErrors(await verify(email, '12ab56'), [{ code: 'VALIDATION_FAILED', field: 'code', rule: 'regex' }]);
  expectGqlError(await t.gql(shop(store.domain, freshIp()), BuyerVerifyCodeDocument, { email, code: '12ab56' }), 'VALIDATION_FAILED', 'code', 'regex');
});

test("a code of one store does not sign in at another, nor another address's", async () => {
  const other = await aStore(t);
  await offerSignIn(t, other.key);
  const email = 'twostores@buyers.example.com';
  const code = await codeFor(email);
  const elsewhere = await t.http().post('/v1/webstore/auth/email/verify').set(shop(other.domain, freshIp())).send({ email, code });
  expectRestErrors(elsewhere, [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_wrong' }]);
  expectRestErrors(await verify('someone.else@buyers.example.com', code), [{ code: 'UNAUTHENTICATED', field: 'code', rule: 'code_wrong' }]);
  expect((await verify(email, code)).status).toBe(200);
});

describe('rate limits', () => {
  test('5 codes a minute per client address, then 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await t
        .http()
        .post('/v1/webstore/auth/email/code')
        .set(shop(store.domain, ip))
        .send({ email: `addr${i}@buyers.example.com` })
        .expect(200);
    }
    const refused = await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, ip)).send({ email: 'addr9@buyers.example.com' });
    expectRestErrors(refused, [{ code: 'RATE_LIMITED' }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await t.gql(shop(store.domain, ip), BuyerRequestCodeDocument, { email: 'addr10@buyers.example.com' });
    expectGqlError(gql, 'RATE_LIMITED');
    // Another address is not limited by this one.
    await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, freshIp())).send({ email: 'addr11@buyers.example.com' }).expect(200);
  });

  test('3 codes a minute per e-mail from any addresses, and 10 an hour', async () => {
    const email = 'popular@buyers.example.com';
    for (let i = 0; i < 3; i++) await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, freshIp())).send({ email }).expect(200);
    expectRestErrors(await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, freshIp())).send({ email: 'POPULAR@buyers.example.com' }), [
      { code: 'RATE_LIMITED' },
    ]);
    // The hourly cap counts the codes themselves.
    const hourly = 'hourly@buyers.example.com';
    await t.db.buyerCode.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        storeId: store.storeId,
        email: hourly,
        codeHash: `x${i}`,
        expiresAt: new Date(),
        createdAt: new Date(Date.now() - (50 - i) * 60_000),
      })),
    });
    const capped = await t.http().post('/v1/webstore/auth/email/code').set(shop(store.domain, freshIp())).send({ email: hourly });
    expectRestErrors(capped, [{ code: 'RATE_LIMITED' }]);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(500);
  });

  test('30 sign-in tries a minute per client address', async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 31; i++) results.push((await verify(`try${i}@buyers.example.com`, '123456', ip)).status);
    expect(results.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(results[30]).toBe(429);
  });
});

test('a store that does not offer e-mail sign-in refuses it (409), and a server without e-mail too', async () => {
  const other = await aStore(t);
  expectRestErrors(await t.http().post('/v1/webstore/auth/email/code').set(shop(other.domain, freshIp())).send({ email: 'a@buyers.example.com' }), [
    { code: 'CONFLICT' },
  ]);
  expectGqlError(await t.gql(shop(other.domain, freshIp()), BuyerRequestCodeDocument, { email: 'a@buyers.example.com' }), 'CONFLICT');
  expect(await t.db.buyerCode.count({ where: { storeId: other.storeId } })).toBe(0);

  const noMail = await setupTestApp({ config: { mail: undefined } });
  try {
    const s = await aStore(noMail);
    await offerSignIn(noMail, s.key);
    expect((await noMail.http().get('/v1/webstore').set(shop(s.domain)).expect(200)).body.store).toMatchObject({ auth: false, auth_methods: [] });
    expectRestErrors(await noMail.http().post('/v1/webstore/auth/email/code').set(shop(s.domain)).send({ email: 'a@buyers.example.com' }), [
      { code: 'CONFLICT' },
    ]);
  } finally {
    await noMail.close();
  }
});
