import type { Server } from 'node:http';
import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { routes } from '../../src/app';
import { routeMatcher } from '../../src/http/front';

/**
 * The front (src/http/front.ts) finds a request's endpoint with path-to-regexp's public `match()`,
 * given the options express's router gives it for a route. Nothing holds that to express by
 * construction, so this does: every endpoint's pattern is registered on a bare express app (one per
 * method, as the front looks a request up by its method), in the front's order, and every probe path
 * must find the same endpoint with the same parameters (or none, or the same 400) through express as
 * through the front's matcher. An express or
 * path-to-regexp upgrade that matches otherwise fails here, not in production.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const endpoints: { method: Method; path: string }[] = [
  ...routes.map((r) => ({ method: r.method.toLowerCase() as Method, path: `/v1${r.path}` })),
  { method: 'post', path: '/graphql' },
];

/** express's router package, named by express's package.json: what express runs, not a dependency of ours. */
const EXPRESS_ROUTER = Object.keys((require('express/package.json') as { dependencies: Record<string, string> }).dependencies).find((d) => d === 'router');

test('express resolves the path-to-regexp the front uses, at the version package.json pins', () => {
  const root = path.resolve(__dirname, '../..');
  expect(EXPRESS_ROUTER).toBe('router');
  const fromExpress = require.resolve('path-to-regexp', {
    paths: [path.dirname(require.resolve(EXPRESS_ROUTER as string, { paths: [path.dirname(require.resolve('express'))] }))],
  });
  expect(fromExpress).toBe(require.resolve('path-to-regexp', { paths: [root] }));
  const pinned = (require(path.join(root, 'package.json')) as { dependencies: Record<string, string> }).dependencies['path-to-regexp'];
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  expect((require(path.join(path.dirname(fromExpress), '..', 'package.json')) as { version: string }).version).toBe(pinned);
});

/** Paths to probe a pattern with: its parameters filled with ids, words, escapes (good and malformed), in other cases, with a trailing slash, one segment more or less. */
function probes(pattern: string): string[] {
  const values = ['7', 'abc', 'A%20b', 'a%2Fb', '%E0%A4%A', 'x.y', '~'];
  const filled = values.map((v) => pattern.replace(/:[A-Za-z_]+/g, v));
  const out = new Set<string>();
  for (const p of filled) {
    out.add(p);
    out.add(p.toUpperCase());
    out.add(`${p}/`);
    out.add(`${p}/extra`);
    out.add(p.slice(0, p.lastIndexOf('/')) || '/');
  }
  return [...out];
}

/** An express app with the endpoints of one method: answers which one took the request, and its parameters. */
function expressFor(method: Method) {
  const app = express();
  endpoints.forEach((e, index) => {
    if (e.method !== method) return;
    app[e.method](e.path, (req, res) => {
      res.json({ index, params: { ...req.params } });
    });
  });
  app.use((_req, res) => {
    res.status(404).json({ none: true });
  });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    res.status(200).json({ error: (err as { status?: number }).status ?? 500 });
  };
  app.use(onError);
  return app.listen(0, '127.0.0.1');
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

test('every endpoint is found by the front as express finds it', async () => {
  const apps = new Map([...new Set(endpoints.map((e) => e.method))].map((m) => [m, expressFor(m)]));
  servers.push(...apps.values());

  const matchers = endpoints.map((e) => ({ ...e, match: routeMatcher(e.path) }));
  const front = (method: Method, p: string): unknown => {
    for (const [index, m] of matchers.entries()) {
      if (m.method !== method) continue;
      let found: ReturnType<typeof m.match>;
      try {
        found = m.match(p);
      } catch (e) {
        return { error: (e as { status?: number }).status ?? 500 };
      }
      if (found) return { index, params: found.params };
    }
    return { none: true };
  };

  let compared = 0;
  let matched = 0;
  let refused = 0;
  for (const e of endpoints) {
    for (const p of probes(e.path)) {
      const viaExpress = (await request(apps.get(e.method) as Server)[e.method](p)).body;
      const viaFront = front(e.method, p);
      expect({ method: e.method, path: p, found: viaFront }).toEqual({ method: e.method, path: p, found: viaExpress });
      compared++;
      if ('index' in (viaExpress as object)) matched++;
      if ('error' in (viaExpress as object)) refused++;
    }
  }
  // The probes found endpoints, missed some and hit malformed escapes: none of the three is vacuous.
  expect(matched).toBeGreaterThan(endpoints.length);
  expect(compared - matched - refused).toBeGreaterThan(endpoints.length);
  expect(refused).toBeGreaterThan(10);
}, 120_000);
