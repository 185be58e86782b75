import type { PGlite } from '@electric-sql/pglite';
import { listenOps, type ListenOp } from './listen';
import { body, cstring, errorResponse, FrameReader, message, type TransactionStatus } from './protocol';
import { renameStatements } from './names';

/**
 * PGlite is one PostgreSQL session. Every connection of the front end (the app's pool, the job
 * worker's pool and its LISTEN connection, the CLI, psql) shares it, so the session is granted to
 * one connection at a time, from its first message until it is back at a boundary:
 *
 *   - it got a ReadyForQuery for every Query/Sync/FunctionCall it sent,
 *   - the last one said 'I' (no transaction open) and PGlite agrees,
 *   - and it sent nothing since its last Sync (no extended-protocol batch half sent).
 *
 * Between those points its statements, unnamed statement and portal and transaction are its own;
 * other connections wait in FIFO order and each gets the session in turn (one batch or one
 * transaction each). Named statements and portals are renamed per connection (./names.ts), so
 * two connections may use the same names. What stays shared is session-level state: SET without
 * LOCAL, session advisory locks, temporary tables, SQL-level PREPARE (docs/DECISIONS.md).
 *
 * A holder that goes quiet while it holds the session (inside a transaction, or in the middle of
 * a batch) would stop everyone: after `idleMs` it is sent PostgreSQL's idle-in-transaction FATAL
 * error and disconnected, and its transaction is rolled back. A holder that disconnects is
 * cleaned up the same way. Notifications (LISTEN/NOTIFY) come out of whichever connection's
 * batch committed them; they are routed to the connections that listen on their channel.
 */
export interface SessionOptions {
  /** How long a connection may hold the session without sending anything (ms). */
  idleMs: number;
  /** Errors of the session itself (PGlite failing), for the log. */
  onError?: (e: unknown) => void;
}

/** What the session needs from a connection. */
export interface Peer {
  id: number;
  send(data: Buffer): void;
  /** Sends `error` and closes the connection. */
  kill(error: Buffer): void;
}

const query = (sql: string) => message('Q', sql);
const SYNC = message('S');
// Ends whatever a departed holder left: a COPY (CopyFail), an extended batch's implicit transaction
// (ROLLBACK aborts it; while skipping to Sync it is ignored), the Sync, then an explicit transaction.
const ABANDON = Buffer.concat([message('f', 'connection closed'), query('ROLLBACK'), SYNC, query('ROLLBACK')]);
const IDLE_KILL = errorResponse('FATAL', '25P03', 'terminating connection due to idle-in-transaction timeout');
const INTERNAL_KILL = errorResponse('FATAL', 'XX000', "the embedded database failed to run this connection's statements");

/** A connection's standing with the session. */
export class Seat {
  readonly prefix: string;
  queue: Buffer[] = [];
  waiting = false;
  detached = false;
  /** Query/Sync/FunctionCall messages sent whose ReadyForQuery has not come back. */
  unanswered = 0;
  /** Extended-protocol messages sent since the last Sync. */
  extended = false;
  status: TransactionStatus = 'I';
  channels = new Set<string>();
  /** Named prepared statements it made, as the session names them. */
  statements = new Set<string>();
  /** LISTEN/UNLISTEN waiting for their CommandComplete, with the Query/Sync whose answer ends them. */
  expected: (ListenOp & { answer: number })[] = [];
  /** Done in the current transaction: applied when it commits. */
  done: ListenOp[] = [];
  listenByStatement = new Map<string, ListenOp[]>();
  listenByPortal = new Map<string, ListenOp[]>();
  sent = 0;
  answered = 0;
  lastTag = '';
  /** An ErrorResponse came after the last CommandComplete. */
  failed = false;

  constructor(readonly peer: Peer) {
    this.prefix = `${peer.id}/`;
  }
}

export class Session {
  private readonly seats = new Set<Seat>();
  private readonly waiting: Seat[] = [];
  private holder: Seat | undefined;
  private driving: Promise<void> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private relistenDue = false;

  constructor(
    private readonly db: PGlite,
    private readonly opts: SessionOptions,
  ) {}

  /** ParameterStatus messages a new connection is greeted with: PGlite's own answer to a startup packet. */
  async parameterStatus(): Promise<Buffer> {
    const startup = Buffer.alloc(8);
    const params = Buffer.from('user\0postgres\0database\0postgres\0client_encoding\0UTF8\0\0');
    startup.writeInt32BE(8 + params.length);
    startup.writeInt32BE(3 << 16, 4);
    const out: Buffer[] = [];
    await this.exec(Buffer.concat([startup, params]), (m) => m[0] === 0x53 /* S */ && out.push(m));
    return Buffer.concat(out);
  }

  attach(peer: Peer): Seat {
    const seat = new Seat(peer);
    this.seats.add(seat);
    return seat;
  }

  /** A whole message from the seat's client. */
  enqueue(seat: Seat, frame: Buffer): void {
    if (seat.detached || this.closed) return;
    seat.queue.push(frame);
    this.wait(seat);
    this.pump();
  }

  /** The client is gone (closed, Terminate, killed): undo what it left in the session. */
  detach(seat: Seat): void {
    if (seat.detached) return;
    seat.detached = true;
    seat.queue = [];
    if (seat === this.holder || seat.statements.size || seat.channels.size) {
      this.wait(seat);
      this.pump();
    } else {
      this.forget(seat);
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.driving;
  }

  private wait(seat: Seat) {
    if (seat === this.holder || seat.waiting) return;
    seat.waiting = true;
    this.waiting.push(seat);
  }

  private forget(seat: Seat) {
    this.seats.delete(seat);
    const i = this.waiting.indexOf(seat);
    if (i >= 0) this.waiting.splice(i, 1);
  }

  private pump(): void {
    if (this.driving || this.closed) return;
    this.driving = this.drive()
      .catch((e) => this.opts.onError?.(e))
      .finally(() => {
        this.driving = undefined;
        // Work that arrived while drive() was finishing; a holder that is only thinking is not work.
        const holder = this.holder;
        if (holder ? holder.queue.length || holder.detached : this.waiting.length) this.pump();
      });
  }

  private async drive(): Promise<void> {
    while (!this.closed) {
      let seat = this.holder;
      if (!seat) {
        seat = this.waiting.shift();
        if (!seat) return;
        seat.waiting = false;
        this.holder = seat;
      }
      clearTimeout(this.idleTimer);
      if (seat.detached) {
        await this.cleanUp(seat);
        this.holder = undefined;
        this.forget(seat);
        continue;
      }
      if (!seat.queue.length) {
        // It holds the session and has nothing more to say yet: an open transaction or batch.
        this.idleTimer = setTimeout(() => this.idleOut(seat), this.opts.idleMs);
        return;
      }
      await this.runFor(seat, seat.queue.splice(0));
      if (!seat.detached && this.atBoundary(seat)) {
        // Only at a boundary: inside the holder's transaction it would be part of it.
        if (this.relistenDue) await this.execInternal(this.relisten());
        this.holder = undefined;
        if (seat.queue.length) this.wait(seat);
      }
    }
  }

  private atBoundary(seat: Seat): boolean {
    return seat.unanswered === 0 && !seat.extended && seat.status === 'I' && !this.db.isInTransaction();
  }

  private idleOut(seat: Seat) {
    if (seat !== this.holder || seat.queue.length || seat.detached) return;
    seat.peer.kill(IDLE_KILL);
    this.detach(seat);
  }

  /** Runs the seat's messages and sends it what came back. */
  private async runFor(seat: Seat, frames: Buffer[]) {
    const input = Buffer.concat(frames.map((f) => this.outgoing(seat, f)));
    const out: Buffer[] = [];
    try {
      await this.exec(input, (m) => this.incoming(seat, m) && out.push(m));
    } catch (e) {
      this.opts.onError?.(e);
      seat.peer.kill(INTERNAL_KILL);
      seat.detached = true;
      return;
    }
    if (out.length && !seat.detached) seat.peer.send(Buffer.concat(out));
  }

  /** Bookkeeping of a message on its way to the session; returns it as the session must see it. */
  private outgoing(seat: Seat, frame: Buffer): Buffer {
    const type = String.fromCharCode(frame[0]);
    if (type === 'Q' || type === 'S' || type === 'F') {
      if (type === 'Q') this.expect(seat, listenOps(cstring(frame, 5).value));
      seat.unanswered++;
      seat.sent++;
      if (type === 'S') seat.extended = false;
      return frame;
    }
    if ('PBDCEH'.includes(type)) {
      seat.extended = true;
      const renamed = renameStatements(frame, seat.prefix);
      this.trackExtended(seat, type, renamed);
      return renamed;
    }
    return frame;
  }

  private trackExtended(seat: Seat, type: string, frame: Buffer) {
    if (type === 'P') {
      const name = cstring(frame, 5);
      const ops = listenOps(cstring(frame, name.end).value);
      seat.listenByStatement.set(name.value, ops);
      if (name.value) seat.statements.add(name.value);
    } else if (type === 'B') {
      const portal = cstring(frame, 5);
      seat.listenByPortal.set(portal.value, seat.listenByStatement.get(cstring(frame, portal.end).value) ?? []);
    } else if (type === 'E') {
      this.expect(seat, seat.listenByPortal.get(cstring(frame, 5).value) ?? []);
    } else if (type === 'C' && frame[5] === 0x53 /* S */) {
      const name = cstring(frame, 6).value;
      seat.statements.delete(name);
      seat.listenByStatement.delete(name);
    }
  }

  private expect(seat: Seat, ops: ListenOp[]) {
    for (const op of ops) seat.expected.push({ ...op, answer: seat.sent });
  }

  /** Bookkeeping of a message from the session; true when it goes to the seat's client. */
  private incoming(seat: Seat | undefined, m: Buffer): boolean {
    const type = String.fromCharCode(m[0]);
    if (type === 'A') return this.notify(seat, m);
    if (!seat) return false;
    if (type === 'C') {
      seat.lastTag = cstring(m, 5).value;
      seat.failed = false;
      if (seat.lastTag === 'LISTEN' || seat.lastTag === 'UNLISTEN') {
        const op = seat.expected.shift();
        if (op) seat.done.push(op);
      }
    } else if (type === 'E') {
      seat.failed = true;
      // The rest of this Query, or of this batch up to its Sync, is skipped: its LISTENs never run.
      seat.expected = seat.expected.filter((op) => op.answer !== seat.answered);
    } else if (type === 'Z') {
      seat.unanswered = Math.max(0, seat.unanswered - 1);
      seat.answered++;
      seat.status = String.fromCharCode(body(m)[0]) as TransactionStatus;
      if (seat.status === 'I') this.settleListens(seat);
    }
    return true;
  }

  /** At the end of a transaction, its LISTEN/UNLISTEN take effect, unless it rolled back. */
  private settleListens(seat: Seat) {
    const committed = !seat.failed && seat.lastTag !== 'ROLLBACK';
    const done = seat.done;
    seat.done = [];
    if (!committed || !done.length) return;
    for (const op of done) {
      if (op.listen) seat.channels.add(op.channel);
      else if (op.channel === '*') seat.channels.clear();
      else seat.channels.delete(op.channel);
      // The session stopped listening, perhaps to a channel another connection still wants.
      if (!op.listen) this.relistenDue = true;
    }
  }

  /** A NotificationResponse goes to every connection listening on its channel. */
  private notify(holder: Seat | undefined, m: Buffer): boolean {
    const channel = cstring(m, 9).value;
    let toHolder = false;
    for (const seat of this.seats) {
      if (seat.detached || !seat.channels.has(channel)) continue;
      if (seat === holder) toHolder = true;
      else seat.peer.send(m);
    }
    return toHolder;
  }

  /**
   * Undoes what a departed connection left: its transaction or half-sent batch, its named
   * statements; and, since the session listens for everyone, listens again to the channels the
   * remaining connections want (its UNLISTEN may have stopped them).
   */
  private async cleanUp(seat: Seat) {
    const parts: Buffer[] = [];
    if (!this.atBoundary(seat)) parts.push(ABANDON);
    for (const name of seat.statements) parts.push(message('C', Buffer.from('S'), name));
    if (seat.statements.size) parts.push(SYNC);
    const hadChannels = seat.channels.size > 0;
    seat.channels.clear();
    seat.statements.clear();
    if (hadChannels) parts.push(this.relisten());
    if (parts.length) await this.execInternal(Buffer.concat(parts));
  }

  /** Messages of the front end's own: their answers are dropped, notifications still routed. */
  private async execInternal(input: Buffer) {
    this.relistenDue = false;
    try {
      await this.exec(input, (m) => this.incoming(undefined, m));
    } catch (e) {
      this.opts.onError?.(e);
    }
  }

  /** UNLISTEN * and LISTEN again to every channel a connection still listens to. */
  private relisten(): Buffer {
    const wanted = new Set<string>();
    for (const seat of this.seats) if (!seat.detached) for (const c of seat.channels) wanted.add(c);
    const sql = ['UNLISTEN *', ...[...wanted].map((c) => `LISTEN "${c.replace(/"/g, '""')}"`)].join('; ');
    return query(sql);
  }

  private async exec(input: Buffer, onMessage: (m: Buffer) => unknown): Promise<void> {
    const reader = new FrameReader();
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(input, {
        onRawData: (data) => {
          reader.push(Buffer.from(data));
          for (let m = reader.next(true); m; m = reader.next(true)) onMessage(m);
        },
      }),
    );
  }
}
