import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../../src/generated/prisma/client';
import { unavailableFrom } from '../../src/errors';
import { createTestDatabase } from '../helpers/db';

/**
 * Under a burst bigger than the pool, a transaction may wait too long for a connection, or outlive
 * its time limit while it waits for row locks. Either way nothing of it committed: the answer is
 * 503 UNAVAILABLE with Retry-After, for the client to retry, never a 500. The errors are the
 * driver's and Prisma's own, produced for real with a one-connection pool and short limits.
 */
let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase({ poolSize: 1 });
  url = database.url;
  close = () => database.close();
});
afterAll(() => close());

function client(opts: { connectionTimeoutMillis?: number; timeout?: number }) {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: opts.connectionTimeoutMillis });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: 10_000, timeout: opts.timeout ?? 10_000 } });
  return {
    prisma,
    pool,
    end: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

test('no pooled connection in time: UNAVAILABLE', async () => {
  const { prisma, pool, end } = client({ connectionTimeoutMillis: 10_000 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  try {
    // The one connection is opened first, and only then is the wait cut to 200 ms (pg-pool reads its
    // options at each checkout): on a busy machine opening a connection can take longer than that, and
    // the holder would fail instead of the request the test is about.
    await prisma.$queryRaw`SELECT 1`;
    pool.options.connectionTimeoutMillis = 200;
    const holder = prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      await held;
    });
    await new Promise((r) => setTimeout(r, 100));
    const err = await failure(prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`));
    release();
    await holder;
    expect(err).toBeDefined();
    expect(unavailableFrom(err)?.code).toBe('UNAVAILABLE');
  } finally {
    release();
    await end();
  }
});

test('a transaction that outlived its time limit (rolled back): UNAVAILABLE', async () => {
  const { prisma, end } = client({ timeout: 300 });
  try {
    const err = await failure(
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT pg_sleep(0.6)::text AS slept`;
        await tx.$queryRaw`SELECT 1`;
      }),
    );
    expect(err).toBeDefined();
    const mapped = unavailableFrom(err);
    expect(mapped?.code).toBe('UNAVAILABLE');
    expect(mapped?.retryAfter).toBeGreaterThan(0);
  } finally {
    await end();
  }
});
