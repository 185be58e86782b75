import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';

/**
 * SMTP through nodemailer: one connection per message (e-mails are few and far between; a pool
 * would hold idle connections the server closes anyway), bounded waits, and nothing read from files
 * or URLs into a message. Errors come back as text fit for the e-mail's `last_error`: the server's
 * answer or why it could not be reached, never the login.
 */

interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Sends one message; resolves with the server's final answer (`250 ...`), rejects on anything else. */
export type MailSender = (mail: OutgoingMail) => Promise<{ response: string }>;

const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;

export function smtpSender(config: MailConfig): MailSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  });
  return async (mail) => {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    return { response: String(info.response ?? '') };
  };
}

const LAST_ERROR_LIMIT = 1000;

/**
 * What a failed send says, for `last_error` and the log: nodemailer's message (it carries the
 * server's answer, `451 4.3.0 Try again later`, or the socket's error) without anything of the login,
 * raw, URL-encoded or base64 as AUTH sends it, should a server echo it back.
 */
export function describeSendError(e: unknown, config: MailConfig | undefined): string {
  let text = e instanceof Error ? e.message : String(e);
  if (config) {
    const u = new URL(config.smtpUrl);
    const user = decodeURIComponent(u.username);
    const pass = decodeURIComponent(u.password);
    const forms = [
      pass,
      u.password,
      Buffer.from(pass).toString('base64'),
      Buffer.from(`\u0000${user}\u0000${pass}`).toString('base64'),
      Buffer.from(`${user}\u0000${user}\u0000${pass}`).toString('base64'),
    ].filter((f) => f.length >= 4);
    for (const form of forms) text = text.split(form).join('[redacted]');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > LAST_ERROR_LIMIT ? `${text.slice(0, LAST_ERROR_LIMIT)}…` : text;
}
