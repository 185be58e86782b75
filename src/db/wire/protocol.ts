/**
 * The pieces of the PostgreSQL wire protocol (v3) the embedded database's front end needs:
 * framing a byte stream into messages, reading the few fields it looks at, and building the
 * backend messages it answers with itself (authentication, errors, ReadyForQuery).
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

export const PROTOCOL_3 = 3 << 16;
export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;

/** PostgreSQL refuses startup packets over 10,000 bytes; typed messages over 1 GB are refused too. */
const MAX_STARTUP = 10_000;
const MAX_MESSAGE = 1 << 30;

class ProtocolError extends Error {}

/**
 * Splits complete messages off a stream. Before startup messages are untyped (an int32 length
 * that counts itself, then the body); after it, a type byte comes first.
 */
export class FrameReader {
  private buf: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
  }

  /** The next whole message (type byte included when typed), or undefined until it has all arrived. */
  next(typed: boolean): Buffer | undefined {
    const head = typed ? 1 : 0;
    if (this.buf.length < head + 4) return undefined;
    const length = this.buf.readInt32BE(head);
    if (length < 4 || length > (typed ? MAX_MESSAGE : MAX_STARTUP)) throw new ProtocolError(`invalid message length ${length}`);
    if (this.buf.length < head + length) return undefined;
    const message = this.buf.subarray(0, head + length);
    this.buf = this.buf.subarray(head + length);
    return message;
  }

  get empty(): boolean {
    return this.buf.length === 0;
  }
}

/** A NUL-terminated string at `offset` of a message; `end` is the offset after its NUL. */
export function cstring(message: Buffer, offset: number): { value: string; end: number } {
  const nul = message.indexOf(0, offset);
  if (nul < 0) throw new ProtocolError('unterminated string');
  return { value: message.toString('utf8', offset, nul), end: nul + 1 };
}

/** The body of a typed message (after its type byte and length). */
export const body = (message: Buffer) => message.subarray(5);

export interface Startup {
  code: number;
  params: Record<string, string>;
}

export function parseStartup(message: Buffer): Startup {
  const code = message.readInt32BE(4);
  const params: Record<string, string> = {};
  if (code >> 16 === 3) {
    let offset = 8;
    while (offset < message.length - 1) {
      const key = cstring(message, offset);
      const value = cstring(message, key.end);
      params[key.value] = value.value;
      offset = value.end;
    }
  }
  return { code, params };
}

/** A typed backend message. */
export function message(type: string, ...parts: (Buffer | string | number)[]): Buffer {
  const chunks = parts.map((p) => {
    if (typeof p === 'number') {
      const b = Buffer.alloc(4);
      b.writeInt32BE(p);
      return b;
    }
    return typeof p === 'string' ? Buffer.from(`${p}\0`) : p;
  });
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + chunks.reduce((n, c) => n + c.length, 0), 1);
  return Buffer.concat([head, ...chunks]);
}

export type TransactionStatus = 'I' | 'T' | 'E';

export const readyForQuery = (status: TransactionStatus) => message('Z', Buffer.from(status));

/** ErrorResponse: severity (ERROR or FATAL), SQLSTATE code and message, as PostgreSQL sends them. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
  return message('E', `S${severity}`, `V${severity}`, `C${code}`, `M${text}`, Buffer.from([0]));
}

export const authentication = (code: number, data: Buffer | string = Buffer.alloc(0)) =>
  message('R', code, typeof data === 'string' ? Buffer.from(data) : data);

export const backendKeyData = (pid: number, secret: number) => message('K', pid, secret);

/** NegotiateProtocolVersion: we speak 3.0, and none of the `_pq_.` options the client asked for. */
export const negotiateProtocolVersion = (options: string[]) => message('v', PROTOCOL_3, options.length, ...options);
