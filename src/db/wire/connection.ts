import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  authentication,
  backendKeyData,
  body,
  CANCEL_REQUEST,
  cstring,
  errorResponse,
  FrameReader,
  GSSENC_REQUEST,
  negotiateProtocolVersion,
  parseStartup,
  PROTOCOL_3,
  readyForQuery,
  SSL_REQUEST,
} from './protocol';
import { SCRAM, ScramExchange, type ScramVerifier } from './scram';
import type { Peer, Seat, Session } from './session';

/** What every connection of one server shares. */
export interface ConnectionContext {
  session: Session;
  verifier: ScramVerifier;
  /** ParameterStatus messages for a new connection. */
  greeting: Buffer;
  /** Whether another authenticated connection would be one too many. */
  full(): boolean;
}

/** PostgreSQL's authentication_timeout: a client that has not logged in by then is dropped. */
const AUTH_TIMEOUT_MS = 60_000;
const USER = 'postgres';
const DATABASE = 'postgres';

/**
 * One client connection: the startup handshake (no TLS: loopback only), SCRAM-SHA-256 against
 * the DATA_DIR's password, then its messages, whole, to the shared session. The database has one
 * role and one database, both `postgres`.
 */
export class Connection implements Peer {
  private readonly reader = new FrameReader();
  private state: 'startup' | 'auth' | 'ready' | 'closed' = 'startup';
  private user = '';
  private database = '';
  private scram: ScramExchange | undefined;
  private seat: Seat | undefined;
  private readonly authTimer: NodeJS.Timeout;

  constructor(
    readonly id: number,
    private readonly socket: Socket,
    private readonly ctx: ConnectionContext,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('close', () => this.closed());
    // 'close' follows every error; nothing else to do about a reset connection.
    socket.on('error', () => undefined);
    this.authTimer = setTimeout(() => this.socket.destroy(), AUTH_TIMEOUT_MS).unref();
  }

  send(data: Buffer): void {
    if (this.state !== 'closed' && this.socket.writable) this.socket.write(data);
  }

  kill(error: Buffer): void {
    this.send(error);
    this.state = 'closed';
    this.socket.end();
  }

  /** Drops the connection now (server stopping). */
  destroy(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    try {
      this.reader.push(chunk);
      while (this.state !== 'closed') {
        const frame = this.reader.next(this.state !== 'startup');
        if (!frame) return;
        this.handle(frame);
      }
    } catch (e) {
      this.kill(errorResponse('FATAL', '08P01', `invalid frontend message: ${(e as Error).message}`));
    }
  }

  private handle(frame: Buffer) {
    if (this.state === 'startup') return this.startup(frame);
    if (this.state === 'auth') return this.authenticate(frame);
    // Terminate is never forwarded: it would end PGlite's one session. The seat is undone on close.
    if (frame[0] === 0x58 /* X */) return this.kill(Buffer.alloc(0));
    this.ctx.session.enqueue(this.seat!, frame);
  }

  private startup(frame: Buffer) {
    const { code, params } = parseStartup(frame);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) return void this.socket.write('N');
    // PGlite runs one statement at a time on this thread: there is nothing to interrupt.
    if (code === CANCEL_REQUEST) return this.kill(Buffer.alloc(0));
    if (code >> 16 !== 3)
      return this.kill(errorResponse('FATAL', '0A000', `unsupported frontend protocol ${code >> 16}.${code & 0xffff}: server supports 3.0`));
    const options = Object.keys(params).filter((k) => k.startsWith('_pq_.'));
    if (code !== PROTOCOL_3 || options.length) this.socket.write(negotiateProtocolVersion(options));
    this.user = params.user ?? '';
    this.database = params.database || this.user;
    this.state = 'auth';
    this.socket.write(authentication(10, `${SCRAM}\0\0`));
  }

  private authenticate(frame: Buffer) {
    if (frame[0] !== 0x70 /* p */) return this.kill(errorResponse('FATAL', '08P01', 'expected a SASL response'));
    if (!this.scram) {
      const mechanism = cstring(frame, 5);
      if (mechanism.value !== SCRAM) return this.kill(errorResponse('FATAL', '28000', 'client selected an invalid SASL authentication mechanism'));
      this.scram = new ScramExchange(this.ctx.verifier);
      const serverFirst = this.scram.first(frame.toString('utf8', mechanism.end + 4));
      return void this.socket.write(authentication(11, serverFirst));
    }
    const serverFinal = this.scram.final(body(frame).toString('utf8'));
    // Like PostgreSQL, an unknown role fails exactly as a wrong password does.
    if (!serverFinal || this.user !== USER) {
      return this.kill(errorResponse('FATAL', '28P01', `password authentication failed for user "${this.user}"`));
    }
    if (this.database !== DATABASE) return this.kill(errorResponse('FATAL', '3D000', `database "${this.database}" does not exist`));
    if (this.ctx.full()) return this.kill(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
    clearTimeout(this.authTimer);
    this.seat = this.ctx.session.attach(this);
    this.state = 'ready';
    this.socket.write(
      Buffer.concat([authentication(12, serverFinal), authentication(0), this.ctx.greeting, backendKeyData(this.id, randomInt(2 ** 31)), readyForQuery('I')]),
    );
  }

  get ready(): boolean {
    return this.state === 'ready';
  }

  private closed() {
    this.state = 'closed';
    clearTimeout(this.authTimer);
    if (this.seat) this.ctx.session.detach(this.seat);
  }
}
