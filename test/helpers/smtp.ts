import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server) that asks for a login, reads every message
 * the app sends with mailparser, and answers each DATA from a script: 250, a 4xx/5xx refusal, or
 * nothing at all (the message is in, the answer never comes: a sender killed "mid-send").
 */
export interface ReceivedMail {
  /** The whole message as the app sent it. */
  raw: string;
  parsed: ParsedMail;
  /** SMTP envelope recipients. */
  rcptTo: string[];
  /** The login the app gave. */
  user: string | undefined;
  /** What this DATA was answered: 250, a refusal's code, or null (never answered). */
  answered: number | null;
  /** 0-based position among every DATA the server got. */
  index: number;
  at: number;
}

/** How to answer one DATA: accept (250), refuse with a code, or hold the answer forever. */
type SmtpReply = { accept: true } | { code: number; message: string } | { hang: true };
type SmtpResponder = (mail: Omit<ReceivedMail, 'answered'>) => SmtpReply | Promise<SmtpReply>;

export interface SmtpServer {
  /** smtp://user:pass@127.0.0.1:<port> */
  url: string;
  port: number;
  user: string;
  pass: string;
  /** Every DATA received, refused ones too. */
  received: ReceivedMail[];
  /** The ones answered 250. */
  accepted(): ReceivedMail[];
  respond(fn: SmtpResponder): void;
  /** Answer the next DATA with `replies` in turn, then accept. */
  script(replies: SmtpReply[]): void;
  /** Resolves once `n` DATA were answered 250. */
  waitForAccepted(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Logins refused (a wrong password, or refuseLogins). */
  refusedLogins: number;
  /** Refuse the next `n` logins even with the right password (535), as a server in trouble does. */
  refuseLogins(n: number): void;
  close(): Promise<void>;
}

const ACCEPT: SmtpReply = { accept: true };

export async function startSmtp(opts: { user?: string; pass?: string; port?: number } = {}): Promise<SmtpServer> {
  const user = opts.user ?? 'shop-mailer';
  const pass = opts.pass ?? 'SmtpPass-7f3c1e9a2b';
  const received: ReceivedMail[] = [];
  let responder: SmtpResponder = () => ACCEPT;
  const holds: (() => void)[] = [];
  let refusedLogins = 0;
  let toRefuse = 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    banner: 'test smtp',
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (toRefuse > 0) toRefuse--;
      else if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username });
      refusedLogins++;
      const err = Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          raw,
          parsed: await simpleParser(raw),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          index: received.length,
          at: Date.now(),
        };
        const entry: ReceivedMail = { ...mail, answered: null };
        received.push(entry);
        const reply = await responder(mail);
        if ('hang' in reply) {
          holds.push(() => callback(Object.assign(new Error('closing'), { responseCode: 421 })));
          return;
        }
        if ('code' in reply) {
          entry.answered = reply.code;
          return callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
        }
        entry.answered = 250;
        callback(null, 'OK: queued');
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;

  const accepted = () => received.filter((m) => m.answered === 250);
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    port,
    user,
    pass,
    received,
    accepted,
    get refusedLogins() {
      return refusedLogins;
    },
    refuseLogins(n) {
      toRefuse = n;
    },
    respond(fn) {
      responder = fn;
    },
    script(replies) {
      const queue = [...replies];
      responder = () => queue.shift() ?? ACCEPT;
    },
    async waitForAccepted(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted().length < n) {
        if (Date.now() > deadline) {
          throw new Error(`timed out after ${timeoutMs} ms waiting for ${n} accepted e-mails; got ${received.map((m) => m.answered).join(',') || 'nothing'}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return accepted();
    },
    async close() {
      for (const release of holds.splice(0)) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
