import type { Response } from 'supertest';
import type { TestApp } from './app';

/** Windows are whole minutes on the database's clock: start a sequence well inside one. */
export async function insideOneWindow(t: TestApp, requests = 1) {
  const { rows } = await t.database.pool.query<{ s: number }>(`SELECT extract(second FROM now())::float AS s`);
  const left = 60 - Number(rows[0].s);
  if (left < 5 + requests * 0.2) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

/** The RateLimit headers of a response, as numbers. */
export const limitHeaders = (res: Response) => ({
  limit: Number(res.headers['ratelimit-limit']),
  remaining: Number(res.headers['ratelimit-remaining']),
  reset: Number(res.headers['ratelimit-reset']),
});
