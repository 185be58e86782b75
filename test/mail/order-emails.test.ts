import { silentLog } from '../../src/logger';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, approve, checkout } from '../helpers/fixtures';
import { expectGqlErrors, expectRestErrors } from '../helpers/errors';
import { startSmtp, type SmtpServer } from '../helpers/smtp';
import { until } from '../helpers/processes';
import { toGql } from '../storefront/helpers';
import { OrderEmailIdsDocument, OrderEmailsDocument, OrderEmailsResendDocument, OrderListEmailsDocument } from '../graphql/__generated__/operations';

/**
 * The order's e-mails as the owner sees them (issue 17): `emails[]` on REST (one order, lists,
 * webhook payloads) and GraphQL Order.emails, alike; "Resend e-mail" (POST
 * /v1/app/order/{id}/email/resend, GraphQL resendOrderEmails): a new e-mail after one went out or
 * failed, a waiting retry brought forward rather than doubled, the notice of a refunded order,
 * CONFLICT where there is nothing to send, and one store never reading or resending another's.
 */

const MAIL_FROM = 'orders@mailer.example.com';
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const EMAIL_KEYS = ['id', 'kind', 'to', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at', 'created_at', 'updated_at'].sort();
const RESEND = OrderEmailsResendDocument;

let smtp: SmtpServer;
let t: TestApp;
let worker: JobWorker;

beforeAll(async () => {
  smtp = await startSmtp();
  // A failed attempt waits an hour: only a resend brings it forward within a test.
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM }, mailRetrySchedule: [3600, 3600] } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});
beforeEach(() => smtp.script([]));

type Json = Record<string, any>;

let buyers = 0;
/** A store, a package with a key pool, and a PENDING order of it by a new buyer. */
async function order(opts: { keys?: string[] } = {}) {
  const { store, key, categoryId } = await aStore(t, { category: { name: 'Keys' } });
  const admin = bearer(key);
  const pkg = await aPackage(t, { key, categoryId }, { name: 'Game key', price: 12, license_keys: opts.keys ?? [`K-${store.id}-1`, `K-${store.id}-2`] });
  const email = `buyer${++buyers}.${store.id}@buyers.example.com`;
  const placed = await checkout(t, store, {
    items: [{ id: pkg.id, quantity: 1 }],
    client_identifier: `Buyer${buyers}`,
    client_email: email,
    client_name: 'Bia',
  });
  return { store, key, admin, id: placed.order_id, internalId: placed.internal_id, email };
}
type Sale = Awaited<ReturnType<typeof order>>;

const setStatus = (s: Sale, status: string) => t.http().patch(`/v1/app/order/${s.id}`).set(s.admin).send({ status }).expect(200);
const getOrder = (s: Sale) => t.http().get(`/v1/app/order/${s.id}`).set(s.admin).expect(200);
const resend = (s: Sale, key = s.key) => t.http().post(`/v1/app/order/${s.id}/email/resend`).set(bearer(key));
const rows = (s: Sale) => t.db.orderEmail.findMany({ where: { orderId: s.id }, orderBy: { id: 'asc' } });
const allSent = (s: Sale, n: number) =>
  until(`${n} e-mails sent`, async () => {
    const r = await rows(s);
    return r.length === n && r.every((e) => e.status === 'SENT') ? r : null;
  });

describe('emails[] on the order', () => {
  test('REST (the order and the list) and GraphQL show the same e-mails; a PENDING order has none', async () => {
    const s = await order();
    expect((await getOrder(s)).body.emails).toEqual([]);
    const pending = await t.gql(s.key, OrderEmailIdsDocument, { id: s.id });
    expect(pending.data!.order.emails).toEqual([]);

    await setStatus(s, 'APPROVED');
    const [row] = await allSent(s, 1);
    const res = await getOrder(s);
    expect(res.body.emails).toHaveLength(1);
    const [email] = res.body.emails;
    expect(Object.keys(email).sort()).toEqual(EMAIL_KEYS);
    expect(email).toEqual({
      id: row.id,
      kind: 'APPROVED',
      to: s.email,
      subject: `Seu pedido ${s.internalId} na ${s.store.name} foi aprovado`,
      status: 'SENT',
      attempts: 1,
      last_error: null,
      next_attempt_at: null,
      sent_at: expect.stringMatching(STORE_TIME),
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const list = await t.http().get(`/v1/app/order?q=${s.internalId}`).set(s.admin).expect(200);
    expect(list.body.data.map((o: Json) => o.emails)).toEqual([res.body.emails]);
    const gql = await t.gql(s.key, OrderEmailsDocument, { id: s.id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.order.emails).toEqual([toGql(email)]);
    const gqlList = await t.gql(s.key, OrderListEmailsDocument, { q: s.internalId });
    expect(gqlList.data!.orders.data[0].emails).toEqual([toGql(email)]);
  });

  test('the ORDER_APPROVED webhook payload carries the e-mail as it was then (PENDING)', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    const event = await t.db.outboxEvent.findFirstOrThrow({ where: { orderId: s.id, event: 'ORDER_APPROVED' } });
    const data = (event.payload as Json).data;
    expect(data.emails).toEqual([expect.objectContaining({ kind: 'APPROVED', to: s.email, status: 'PENDING', attempts: 0, sent_at: null })]);
  });
});

describe('resend', () => {
  test('after it went out: a new e-mail, REST then GraphQL, each sent with its own Message-ID', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    await allSent(s, 1);
    const res = await resend(s);
    expect(res.status).toBe(200);
    expect(res.body.map((e: Json) => [e.kind, e.status])).toEqual([
      ['APPROVED', 'SENT'],
      ['APPROVED', 'PENDING'],
    ]);
    for (const e of res.body) expect(Object.keys(e).sort()).toEqual(EMAIL_KEYS);
    await allSent(s, 2);
    const gql = await t.gql(s.key, RESEND, { id: s.id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.resendOrderEmails.map((e: Json) => e.status)).toEqual(['SENT', 'SENT', 'PENDING']);
    const sent = await allSent(s, 3);
    const got = smtp.received.filter((m) => m.rcptTo.includes(s.email));
    expect(got).toHaveLength(3);
    expect(new Set(got.map((m) => m.parsed.messageId)).size).toBe(3);
    expect(got.map((m) => m.parsed.messageId)).toEqual(sent.map((r) => r.messageId));
    for (const m of got) expect(String(m.parsed.text)).toContain(`K-${s.store.id}-1`);
  });

  test('a corrected key goes out corrected', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    await allSent(s, 1);
    const [delivery] = (await t.http().get(`/v1/app/order/${s.id}/delivery`).set(s.admin).expect(200)).body;
    await t.http().patch(`/v1/app/order/${s.id}/delivery/${delivery.id}`).set(s.admin).send({ value: 'CORRECTED-KEY-99' }).expect(200);
    await resend(s).expect(200);
    await allSent(s, 2);
    const got = smtp.received.filter((m) => m.rcptTo.includes(s.email));
    expect(String(got[1].parsed.text)).toContain('CORRECTED-KEY-99');
    expect(String(got[0].parsed.text)).not.toContain('CORRECTED-KEY-99');
  });

  test('a retry waiting for its time is brought forward, not doubled', async () => {
    smtp.script([{ code: 451, message: '4.7.1 Greylisted, come back later' }]);
    const s = await order();
    await setStatus(s, 'APPROVED');
    const waiting = await until('the failed first attempt', async () => {
      const [r] = await rows(s);
      return r?.attempts === 1 ? r : null;
    });
    expect(waiting.status).toBe('PENDING');
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 3000_000);
    const shown = (await getOrder(s)).body.emails[0];
    expect(shown).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_error: expect.stringMatching(/451 4\.7\.1 Greylisted/),
      next_attempt_at: expect.stringMatching(STORE_TIME),
    });

    const res = await resend(s).expect(200);
    expect(res.body).toHaveLength(1);
    const [sent] = await allSent(s, 1);
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.rcptTo.includes(s.email)).map((m) => m.answered)).toEqual([451, 250]);
  });

  test('one that failed for good is queued again as a new e-mail; the failed one stays in the list', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    await allSent(s, 1);
    await t.db.orderEmail.updateMany({ where: { orderId: s.id }, data: { status: 'FAILED', lastError: '550 5.1.1 mailbox unavailable' } });
    const res = await resend(s).expect(200);
    expect(res.body.map((e: Json) => e.status)).toEqual(['FAILED', 'PENDING']);
    await until('the new one sent', async () => (await rows(s))[1]?.status === 'SENT');
  });

  test('a refunded order: the refund notice again', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    await setStatus(s, 'REFUNDED');
    await allSent(s, 2);
    const res = await resend(s).expect(200);
    expect(res.body.map((e: Json) => e.kind)).toEqual(['APPROVED', 'REFUNDED', 'REFUNDED']);
    await allSent(s, 3);
    const last = smtp.received.filter((m) => m.rcptTo.includes(s.email)).pop()!;
    expect(last.parsed.subject).toMatch(/foi reembolsado$/);
  });

  test('a PENDING (or rejected) order has nothing to send: 409 on both surfaces, nothing written', async () => {
    const s = await order();
    expectRestErrors(await resend(s), [{ code: 'CONFLICT' }]);
    expectGqlErrors(await t.gql(s.key, RESEND, { id: s.id }), [{ code: 'CONFLICT' }]);
    await setStatus(s, 'REJECTED');
    expectRestErrors(await resend(s), [{ code: 'CONFLICT' }]);
    expect(await rows(s)).toEqual([]);
  });

  test("another store's order: 404 on both surfaces, nothing written, its e-mails unseen", async () => {
    const a = await order();
    const b = await order();
    await setStatus(a, 'APPROVED');
    await allSent(a, 1);
    expectRestErrors(await resend(a, b.key), [{ code: 'NOT_FOUND' }]);
    expectRestErrors(await t.http().post(`/v1/app/order/${a.internalId}/email/resend`).set(b.admin), [{ code: 'NOT_FOUND' }]);
    expectGqlErrors(await t.gql(b.key, RESEND, { id: a.id }), [{ code: 'NOT_FOUND' }]);
    expect(await rows(a)).toHaveLength(1);
    expectRestErrors(await t.http().get(`/v1/app/order/${a.id}`).set(b.admin), [{ code: 'NOT_FOUND' }]);
    const listed = await t.http().get('/v1/app/order?all=true').set(b.admin).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(a.email);
    expect(await t.db.orderEmail.count({ where: { storeId: b.store.id } })).toBe(0);
  });

  test('the internal id names the order too', async () => {
    const s = await order();
    await setStatus(s, 'APPROVED');
    await allSent(s, 1);
    const res = await t.http().post(`/v1/app/order/${s.internalId.toLowerCase()}/email/resend`).set(s.admin).expect(200);
    expect(res.body).toHaveLength(2);
  });
});

test('with e-mail off, resend is 409 and writes nothing', async () => {
  const off = await setupTestApp();
  try {
    const s = await aStore(off, { category: { name: 'C' } });
    const { key } = s;
    const pkg = await aPackage(off, s, { name: 'P', price: 1, type: 'SINGLE' });
    const { order_id: id } = await checkout(off, s, {
      items: [{ id: pkg.id, quantity: 1 }],
      client_identifier: 'Off',
      client_email: 'off@buyers.example.com',
      client_name: 'Off',
    });
    await approve(off, s, id);
    const res = await off.http().post(`/v1/app/order/${id}/email/resend`).set(bearer(key));
    expectRestErrors(res, [{ code: 'CONFLICT' }]);
    expect(res.body.errors[0].message).toMatch(/E-mail is off on this server/);
    expectGqlErrors(await off.gql(key, RESEND, { id }), [{ code: 'CONFLICT' }]);
    expect(await off.db.orderEmail.count()).toBe(0);
    expect((await off.http().get(`/v1/app/order/${id}`).set(bearer(key))).body.emails).toEqual([]);
  } finally {
    await off.close();
  }
});
