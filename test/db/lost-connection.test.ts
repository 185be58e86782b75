import pg from 'pg';
import { createTestDatabase } from '../helpers/db';

/**
 * A pooled connection that the server ends (a restart, a failover, DROP DATABASE ... FORCE)
 * while it is lent out between statements must not crash the process: pg emits 'error' on the
 * client itself when no query is in flight, and pg-pool listens only while the client is idle.
 * Seen as an unhandled 57P01 at a test's teardown before the pool gave every client a listener.
 */
test('a lent connection ended by the server between statements is dropped, not thrown; the pool serves on', async () => {
  const database = await createTestDatabase({ poolSize: 2 });
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const lent = await database.pool.connect();
    const pid = (await lent.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const ended = new Promise((resolve) => lent.once('end', resolve));
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;
    lent.release();
    expect((await database.pool.query<{ n: number }>('SELECT 1 AS n')).rows[0].n).toBe(1);
    expect(await database.prisma.store.count()).toBe(0);
  } finally {
    await admin.end();
    await database.close();
  }
});
