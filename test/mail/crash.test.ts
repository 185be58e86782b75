import { setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, approve, checkout } from '../helpers/fixtures';
import { killAll, startApp, until, type AppProcess } from '../helpers/processes';
import { startSmtp, type SmtpServer } from '../helpers/smtp';

/**
 * At least once, never zero times (issue 17): a worker process is SIGKILLed while the SMTP server
 * has the whole message and has not answered yet, so the attempt is never recorded. A second worker
 * takes the dead one's job once its heartbeat is stale and sends the e-mail again: the buyer gets it
 * (twice, the same message with the same Message-ID), and the order shows it SENT after one recorded
 * attempt.
 */

const MAIL_FROM = 'orders@crash.example.com';
let smtp: SmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM } } });
});
afterAll(async () => {
  killAll();
  await smtp?.close();
  await t?.close();
});

const worker = () =>
  startApp(t.database.url, {
    RUN_API: 'false',
    RUN_WORKER: 'true',
    WORKER_STALE_AFTER_SECONDS: '2',
    SMTP_URL: smtp.url,
    MAIL_FROM,
    MAIL_RETRY_SCHEDULE: '1',
  });

test('a worker SIGKILLed mid-send: the e-mail still arrives, through the next worker', async () => {
  const s = await aStore(t, { name: 'Crash Shop', category: { name: 'Keys' } });
  const pkg = await aPackage(t, s, { name: 'Key', price: 9, type: 'SINGLE', license_keys: ['CRASH-KEY-1'] });
  const placed = await checkout(t, s, {
    items: [{ id: pkg.id, quantity: 1 }],
    client_identifier: 'Crash',
    client_email: 'crash@buyers.example.com',
    client_name: 'Crash',
  });
  const orderId = placed.order_id;

  let first: AppProcess | undefined;
  smtp.respond((mail) => {
    if (mail.index > 0) return { accept: true };
    // The message is in; the worker dies before the 250 reaches it.
    first!.kill('SIGKILL');
    return { hang: true };
  });
  // Approved before any worker runs: the e-mail waits in order_emails with its job.
  await approve(t, s, orderId);
  const [queued] = await t.db.orderEmail.findMany({ where: { orderId } });
  expect(queued).toMatchObject({ status: 'PENDING', attempts: 0 });

  first = worker();
  await until(
    'the first worker to be killed mid-send',
    () => smtp.received.length === 1,
    60_000,
    () => first!.output(),
  );
  await first.exited;
  // Nothing recorded: the attempt died with the worker.
  expect(await t.db.orderEmail.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ status: 'PENDING', attempts: 0, sentAt: null });

  const second = worker();
  await until(
    'the second worker to send it',
    async () => (await t.db.orderEmail.findUniqueOrThrow({ where: { id: queued.id } })).status === 'SENT',
    60_000,
    () => second.output(),
  );
  second.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const sent = await t.db.orderEmail.findUniqueOrThrow({ where: { id: queued.id } });
  expect(sent).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
  // Twice on the wire, once in the record; the copy is the same message.
  expect(smtp.received.map((m) => m.answered)).toEqual([null, 250]);
  const [lost, delivered] = smtp.received;
  expect(delivered.parsed.messageId).toBe(sent.messageId);
  expect(lost.parsed.messageId).toBe(sent.messageId);
  expect(delivered.parsed.subject).toBe(lost.parsed.subject);
  expect(String(delivered.parsed.text)).toContain('CRASH-KEY-1');
  expect(delivered.rcptTo).toEqual(['crash@buyers.example.com']);
}, 150_000);
