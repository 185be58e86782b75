import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { readVariable } from '../config';
import { auditSetting, SET_AUDIT } from './audit-context';
import { claimingTransactions, claimOnBegin, type Claim } from './tx-connection';

/** A pg pool or client: what the few hand-written hot reads run on (never writes, which go through Prisma). */
export type Queryable = Pick<pg.Pool, 'query'>;

/** Pools (and their clients) whose statements go unnamed: `DB_NAMED_STATEMENTS=false` (src/db/sql.ts: `runOnPool`). */
const unnamed = new WeakSet<object>();

/** Whether a prepared statement may run on `q` as a named statement, planned once per connection. */
export const takesNamedStatements = (q: Queryable): boolean => !unnamed.has(q);

export interface Database {
  prisma: PrismaClient;
  pool: pg.Pool;
  /** SQL statements sent since start; tests read it to prove a request does not do N+1 queries. */
  stats: { statements: number };
  close(): Promise<void>;
}

// pg would turn `date` columns into local-time Dates; keep them as plain strings.
pg.types.setTypeParser(1082, (v: string) => v);

/** A statement that may change rows: what an audited code path runs in a transaction (see CountingClient). */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH|MERGE)\b/i;

/** LOG_SQL=1 prints every statement's text (never its parameters) to stderr: for profiling. */
const logStatements = readVariable('LOG_SQL');
const statementText = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string })?.text ?? String(q))).replace(/\s+/g, ' ').slice(0, 300);

export function createDatabase(url: string, opts: { poolSize?: number; namedStatements?: boolean } = {}): Database {
  // A database that does not answer must not hold a request forever: connecting gives up after
  // 5 s and the request fails as 503 UNAVAILABLE (src/errors.ts).
  const stats = { statements: 0 };
  // Count every statement on every pooled connection (transactions run on checked-out clients): the
  // pool's clients are of this class, through pg-pool's documented `Client` option.
  // Each client also carries the audit log's actor (src/db/audit-context.ts) into the transactions of
  // the code path that runs inside `withAudit`: after a BEGIN it sets `app.audit` for that transaction
  // (SET LOCAL: it ends with it); a write sent outside a transaction becomes its own transaction,
  // BEGIN, the setting, the write, COMMIT, and answers once committed (each statement after the one
  // before it: pg runs one query at a time per client). Nothing session-wide is set, so
  // a connection the embedded database shares with others (src/db/wire/session.ts) never carries one
  // request's actor into another's statements. A path without an actor pays nothing.
  class CountingClient extends pg.Client {
    private inTransaction = false;
    /** The interactive transaction this client is running, for our own statements in it (src/db/tx-connection.ts). */
    claim?: Claim;
    // biome-ignore lint/suspicious/noExplicitAny: one body for all of pg's query() overloads, passed through
    override query(...args: any[]): any {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      stats.statements++;
      if (logStatements) process.stderr.write(`[sql] ${statementText(args[0])}\n`);
      const actor = auditSetting();
      const send = (...a: unknown[]) => super.query(...(a as Parameters<pg.Client['query']>)) as unknown as Promise<unknown>;
      // Runs `body` around the call, answering as pg would: with the promise, or through the call's callback.
      const answer = (body: (run: () => Promise<unknown>) => Promise<unknown>) => {
        const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as (err: Error | null, res?: unknown) => void) : undefined;
        const settled = body(() => send(...args));
        if (!callback) return settled;
        settled.then(
          (res) => callback(null, res),
          (err: Error) => callback(err),
        );
        return undefined;
      };
      if (text !== undefined && /^\s*(BEGIN|START\s+TRANSACTION)\b/i.test(text)) {
        this.inTransaction = true;
        claimOnBegin(this);
        if (!actor) return send(...args);
        // The transaction's first statement sets its actor; the caller goes on once both are done.
        return answer(async (run) => {
          const begun = await run();
          stats.statements++;
          await send(SET_AUDIT, [actor]);
          return begun;
        });
      }
      if (text !== undefined && /^\s*(COMMIT|ROLLBACK|END|ABORT)\s*;?\s*$/i.test(text)) {
        this.inTransaction = false;
        this.claim = undefined;
      }
      if (!actor || this.inTransaction || text === undefined || !WRITE.test(text)) return send(...args);
      // An audited write on its own: a transaction of its own, answered once committed.
      return answer(async (run) => {
        stats.statements += 3;
        await send('BEGIN');
        try {
          await send(SET_AUDIT, [actor]);
          const written = await run();
          await send('COMMIT');
          return written;
        } catch (e) {
          await send('ROLLBACK').catch(() => undefined);
          throw e;
        }
      });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5_000, Client: CountingClient });
  const namesStatements = opts.namedStatements !== false;
  if (!namesStatements) unnamed.add(pool);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (!namesStatements) unnamed.add(client);
  });
  // A client that loses its server must not crash the process, idle (the pool's 'error') or checked
  // out between statements (the client's own 'error': pg emits it when no query is in flight, and
  // pg-pool takes its idle listener off while a client is lent). The pool drops the broken client.
  pool.on('error', () => undefined);
  const adapter = new PrismaPg(pool);
  // Under load a transaction may wait for a pooled connection or a row lock longer than
  // Prisma's defaults (2 s / 5 s); it should wait, not fail.
  const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait: 15_000, timeout: 30_000 } });
  claimingTransactions(prisma);
  return {
    prisma,
    pool,
    stats,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

/** A Prisma client inside an interactive transaction. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
