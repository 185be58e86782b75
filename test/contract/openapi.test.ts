import fs from 'node:fs';
import path from 'node:path';
import { setupTestApp, type TestApp } from '../helpers/app';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, listen } from '../helpers/browser';
import { validBody } from './fixture';
import { bodySchemaOf, errorBodyProblem, leavesOf, numericParams, openApiPath, pathParams, routeName, routes, setAt, type Json } from './lib';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { loadConfig } from '../../src/config';
import { AUTH_PATHS } from '../../src/modules/staff/auth.openapi';
import { ORDER_PAGE_PATHS } from '../../src/modules/order-page/order-page.openapi';
import { errorHandler } from '../../src/rest/errors';
import { route as routeOf, type Route } from '../../src/rest/route';
import { buildRouter } from '../../src/rest/router';

/**
 * GENERATED from `routes`: the served OpenAPI 3.1 document describes every route (path, method,
 * params, body, GraphQL twin, spec extension), and /docs and GraphiQL render offline, from assets
 * this server serves (checked in a real headless Chromium when the machine has one).
 */

let t: TestApp;
let doc: Json;

beforeAll(async () => {
  t = await setupTestApp();
  const res = await t.http().get('/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  doc = res.body;
});
afterAll(() => t.close());

const named = (list: Route[]) => list.map((r) => [routeName(r), r] as const);
const operation = (r: Route): Json => doc.paths?.[openApiPath(r)]?.[r.method];

// ---------------------------------------------------------------- the original spec's endpoints

/** The endpoints spec/store-commerce-api.md shows; every other route is an extension (`x-spec-extension`). */
const ORIGINAL_SPEC = [
  'GET /v1/app/affiliate',
  'GET /v1/app/affiliate/{}',
  'PATCH /v1/app/affiliate/{}',
  'POST /v1/app/affiliate/withdraw_request',
  'PATCH /v1/app/category/{}',
  'GET /v1/app/package',
  'POST /v1/app/package',
  'PATCH /v1/app/order/{}',
  'POST /v1/app/order/{}/note',
  'PATCH /v1/app/order/{}/note/{}',
  'PATCH /v1/app/order/{}/delivery/{}',
  'POST /v1/app/game-server',
  'GET /v1/app/user_queue/{}',
  'GET /v1/app/report/gateways',
  'GET /v1/app/report/visitors_graph',
  'GET /v1/app/widget/top_customers',
  'POST /v1/webstore/cart',
  'GET /v1/webstore/post',
  'POST /v1/app/webhooks',
  'POST /v1/app/webhooks/logs/{}/resend',
].sort();

/** The staff sign-in operations (src/modules/staff/auth.openapi.ts): express routes of their own, not in the route table. */
const AUTH_OPS = Object.entries(AUTH_PATHS).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
/** The hosted order page (src/modules/order-page/order-page.openapi.ts): HTML for a browser, described by hand too. */
const PAGE_OPS = Object.entries(ORDER_PAGE_PATHS).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));

const SPEC_FILE = path.resolve(__dirname, '../../../shared/spec/store-commerce-api.md');
const shape = (method: string, p: string) => `${method.toUpperCase()} ${p.replace(/\{[^}]*\}/g, '{}').replace(/:\w+/g, '{}')}`;

test("the list of original endpoints is the spec's (when shared/spec is beside the repo)", () => {
  if (!fs.existsSync(SPEC_FILE)) return; // a clone without shared/: the list above stands
  const text = fs.readFileSync(SPEC_FILE, 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/\|\s*(GET|POST|PATCH|PUT|DELETE)\s*\|\s*`(\/v1\/[^`]+)`/g)) found.add(shape(m[1], m[2]));
  for (const m of text.matchAll(/\*\*(GET|POST|PATCH|PUT|DELETE)\s+`(\/v1\/[^`]+)`\*\*/g)) found.add(shape(m[1], m[2]));
  expect([...found].sort()).toEqual(ORIGINAL_SPEC);
});

test('every endpoint of the original spec is a route', () => {
  const have = new Set(routes.map((r) => shape(r.method, `/v1${r.path}`)));
  expect(ORIGINAL_SPEC.filter((e) => !have.has(e))).toEqual([]);
});

// ---------------------------------------------------------------- the document

describe('GET /openapi.json', () => {
  test('is OpenAPI 3.1.0 with exactly one operation per route, and the staff sign-in operations', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info?.title).toBe('string');
    expect(typeof doc.info?.version).toBe('string');
    const ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(ops.sort()).toEqual([...routes.map((r) => `${r.method.toUpperCase()} ${openApiPath(r)}`), ...AUTH_OPS, ...PAGE_OPS].sort());
    const ids = ops.map((o) => {
      const [m, p] = o.split(' ');
      return doc.paths[p][m.toLowerCase()].operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    // Written out on purpose: the published error vocabulary changes only by a decision (docs/DECISIONS.md), not by adding to ERROR_CODES.
    expect(doc.components?.schemas?.Error?.properties?.errors?.items?.properties?.code?.enum).toEqual([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'VALIDATION_FAILED',
      'RATE_LIMITED',
      'UNAVAILABLE',
      'INTERNAL',
    ]);
  });

  test.each(AUTH_OPS.map((o) => [o] as const))('%s (staff sign-in, described by hand) is served: no session or an empty body is a 401 or 422', async (o) => {
    const [method, p] = o.split(' ');
    expect(p.startsWith('/v1/auth/')).toBe(true);
    const op = doc.paths[p][method.toLowerCase()];
    expect(typeof op.summary).toBe('string');
    expect(op['x-graphql']).toBeNull();
    const req = t.http()[method.toLowerCase() as 'get' | 'post'](p);
    const res = method === 'GET' ? await req : await req.send({});
    expect([401, 422]).toContain(res.status);
    expect(errorBodyProblem(res.body)).toBeNull();
    expect(Object.keys(op.responses)).toContain(String(res.status));
  });

  test.each(PAGE_OPS.map((o) => [o] as const))(
    '%s (the hosted order page, described by hand) is served: HTML, a neutral 404 without a valid token',
    async (o) => {
      const [method, p] = o.split(' ');
      const op = doc.paths[p][method.toLowerCase()];
      expect(typeof op.summary).toBe('string');
      expect(op['x-graphql']).toBeNull();
      const res = await t.http().get(p.replace('{internal_id}', 'ABCDEFGHJKMN')).query({ t: 'v1.1.forged' });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Object.keys(op.responses[String(res.status)].content)).toEqual(['text/html']);
    },
  );

  test.each(named(routes))('%s is documented: params, body, twin, extension flag, security', (_n, r) => {
    const op = operation(r);
    expect(op).toBeDefined();
    expect(op.summary).toBe(r.summary);
    expect(op['x-graphql']).toBe(r.twin);
    const original = ORIGINAL_SPEC.includes(shape(r.method, `/v1${r.path}`));
    expect(op['x-spec-extension']).toBe(original ? undefined : true);

    // Every path param declared, required, typed; nothing else in the path.
    const declared = (op.parameters as Json[]).filter((p) => p.in === 'path');
    expect(declared.map((p) => p.name)).toEqual(pathParams(r));
    for (const p of declared) {
      expect(p.required).toBe(true);
      // A `ref` param (an order's id or internal_id) is either.
      const type = r.params?.[p.name] === 'ref' ? ['integer', 'string'] : numericParams(r).includes(p.name) ? 'integer' : 'string';
      expect(p.schema.type).toEqual(type);
    }
    // Query params declared with their types.
    const query = Object.fromEntries((op.parameters as Json[]).filter((p) => p.in === 'query').map((p) => [p.name, p.schema.type]));
    const types: Record<string, string> = { int: 'integer', string: 'string', bool: 'boolean', list: 'string' };
    expect(query).toEqual(Object.fromEntries(Object.entries(r.query ?? {}).map(([k, v]) => [k, types[v]])));

    // A body -> a required JSON requestBody with an object schema; no body -> none.
    if (r.body) {
      expect(op.requestBody?.required).toBe(true);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      expect(schema?.type).toBe('object');
      expect(Object.keys(schema?.properties ?? {}).length).toBeGreaterThan(0);
    } else {
      expect(op.requestBody).toBeUndefined();
    }

    // The credential: admin key or staff session (with the permission it needs, 403 without it),
    // server token, or the storefront's x-store-domain header.
    const security = JSON.stringify(op.security);
    if (r.access === 'admin') {
      expect(security).toBe('[{"apiKey":[]},{"staffSession":[]}]');
      expect(op['x-permission']).toBe(r.permission);
      expect(Object.keys(op.responses)).toContain('403');
    } else {
      expect(op['x-permission']).toBeUndefined();
    }
    if (r.access === 'server') expect(security).toBe('[{"serverToken":[]}]');
    if (r.access === 'storefront') {
      expect(security).toBe('[]');
      expect((op.parameters as Json[]).find((p) => p.in === 'header' && p.name === 'x-store-domain')?.required).toBe(true);
    }
    const success = String(r.status ?? 200);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining([success, '400', '404', '422', '500']));
  });
});

// ---------------------------------------------------------------- response schemas

/** Every `$ref` in a JSON value, with where it was found. */
function refsOf(value: Json, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refsOf(v, `${at}/${k}`)));
}

/** Keys that mean a schema was pasted in from a standalone JSON Schema document. */
function strayKeys(value: Json, at = '#'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => strayKeys(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(['$defs', '$schema', '$id', 'definitions'].includes(k) && !at.endsWith('/properties') ? [`${at}/${k}`] : []),
    ...strayKeys(v, `${at}/${k}`),
  ]);
}

describe('response schemas', () => {
  const withBody = routes.filter((r) => (r.status ?? 200) !== 204);
  const noBody = routes.filter((r) => r.status === 204);

  test('every route that answers with a body declares its response schema', () => {
    expect(withBody.filter((r) => !r.response).map(routeName)).toEqual([]);
    expect(noBody.filter((r) => r.response).map(routeName)).toEqual([]);
    expect(withBody.length).toBeGreaterThan(50);
  });

  test.each(named(withBody))('%s: the success response has a non-empty JSON schema', (_n, r) => {
    const success = operation(r).responses[String(r.status ?? 200)];
    const schema = success?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    expect(Object.keys(schema).length).toBeGreaterThan(0);
    expect(schema.$ref ?? schema.type ?? schema.anyOf).toBeDefined();
  });

  test.each(named(noBody))('%s: 204 has no content', (_n, r) => {
    expect(operation(r).responses['204']).toEqual({ description: 'Done, no body' });
  });

  test('every $ref resolves to a component; no stray $defs, $schema or $id', () => {
    const components = doc.components?.schemas ?? {};
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(({ ref }) => !ref.startsWith('#/components/schemas/') || !(ref.slice('#/components/schemas/'.length) in components));
    expect(broken).toEqual([]);
    expect(strayKeys({ paths: doc.paths, components: doc.components })).toEqual([]);
    // Every component but the error body is used by some response.
    const used = new Set(refs.map(({ ref }) => ref.slice('#/components/schemas/'.length)));
    expect(Object.keys(components).filter((c) => !used.has(c))).toEqual([]);
  });

  test('response objects are closed (additionalProperties: false), timestamps are date-times', () => {
    const components = doc.components.schemas as Record<string, Json>;
    const open: string[] = [];
    const walk = (s: Json, at: string) => {
      if (Array.isArray(s)) {
        for (const [i, v] of s.entries()) walk(v, `${at}/${i}`);
        return;
      }
      if (s === null || typeof s !== 'object') return;
      if (s.type === 'object' && s.properties && s.additionalProperties !== false) open.push(at);
      for (const [k, v] of Object.entries(s)) walk(v, `${at}/${k}`);
    };
    for (const [name, schema] of Object.entries(components)) if (name !== 'Error') walk(schema, name);
    expect(open).toEqual([]);
    expect(components.StoreTimestamp.format).toBe('date-time');
    expect(components.UtcTimestamp.format).toBe('date-time');
    expect(components.Order.properties.created_at).toEqual({ $ref: '#/components/schemas/StoreTimestamp' });
    expect(components.WebhookLog.properties.created_at).toEqual({ $ref: '#/components/schemas/UtcTimestamp' });
    expect(components.Order.properties.status.enum).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK']);
  });

  test("query parameters carry their schema's limits, enum and requiredness (the service's list schema)", () => {
    const params = (name: string) =>
      Object.fromEntries((operation(routes.find((x) => routeName(x) === name)!).parameters as Json[]).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    const orders = params('GET /v1/app/order');
    expect(orders.page).toEqual({ name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } });
    expect(orders.per_page.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(orders.all.schema).toEqual({ type: 'boolean' });
    expect(orders.status.schema).toEqual({ type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK'] });
    expect(orders.q.schema).toEqual({ type: 'string', minLength: 1, maxLength: 254 });
    expect(params('GET /v1/webstore/package').limit.schema).toEqual({ type: 'integer', minimum: 1, maximum: 1000 });
    // A report's period is required by its schema, so the document says so.
    const gateways = params('GET /v1/app/report/gateways');
    expect([gateways.from.required, gateways.to.required]).toEqual([true, true]);
  });

  test('lists with all=true answer the page or the bare array; the others the page only', () => {
    for (const r of routes.filter((x) => x.query?.all)) {
      const schema = operation(r).responses['200'].content['application/json'].schema;
      expect([routeName(r), schema.anyOf?.length]).toEqual([routeName(r), 2]);
      expect(schema.anyOf[0].properties.meta).toEqual({ $ref: '#/components/schemas/PageMeta' });
      expect(schema.anyOf[1].type).toBe('array');
    }
    const storefrontPosts = routes.find((x) => routeName(x) === 'GET /v1/webstore/post')!;
    expect(operation(storefrontPosts).responses['200'].content['application/json'].schema.properties.meta).toEqual({
      $ref: '#/components/schemas/StorefrontPageMeta',
    });
  });
});

describe('runtime response validation (validateResponses)', () => {
  const schema = z.strictObject({ id: z.int(), name: z.string() });
  const body = { current: {} as unknown };
  const testRoutes: Route[] = [
    routeOf({
      method: 'get',
      path: '/check',
      access: 'admin',
      permission: null,
      summary: 'check',
      twin: null,
      response: schema,
      handler: async () => body.current as never,
    }),
  ];
  const appWith = (validateResponses: boolean) => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.context = { deps: { config: { validateResponses } }, admin: async () => ({}) };
      next();
    });
    app.use('/v1', buildRouter(testRoutes));
    app.use(errorHandler(() => undefined));
    return app;
  };
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  test('a body that matches is sent as the handler returned it', async () => {
    body.current = { name: 'a', id: 1 };
    const res = await request(appWith(true)).get('/v1/check');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"name":"a","id":1}');
  });

  test.each([
    ['an extra key', { id: 1, name: 'a', secret: 'x' }, /secret/],
    ['a wrong type', { id: '1', name: 'a' }, /id/],
    ['a missing key', { id: 1 }, /name/],
  ])('%s is a 500 INTERNAL naming the route and the field, and is logged', async (_what, sent, field) => {
    body.current = sent;
    const res = await request(appWith(true)).get('/v1/check');
    expect(res.status).toBe(500);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].code).toBe('INTERNAL');
    expect(res.body.errors[0].message).toContain('GET /v1/check does not match its schema');
    expect(res.body.errors[0].message).toMatch(field);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(field));
  });

  test('off (the default outside tests), the body is sent unchecked', async () => {
    expect(loadConfig({}).validateResponses).toBe(false);
    expect(loadConfig({ VALIDATE_RESPONSES: '1' }).validateResponses).toBe(true);
    body.current = { id: 1, name: 'a', secret: 'x' };
    const res = await request(appWith(false)).get('/v1/check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, name: 'a', secret: 'x' });
  });

  test('the test suite runs with it on', () => {
    expect(process.env.VALIDATE_RESPONSES).toBe('1');
  });
});

// ---------------------------------------------------------------- body schemas against the validator

/**
 * A string property the document leaves unconstrained (no enum, format or pattern) must not be
 * refused by the server's own string rules (enum, email, url, date...): otherwise the document
 * promises clients more than the server accepts, and generated clients cannot know the rule.
 * (Checks that need the database, like `exists`, or a DNS lookup, like webhook urls, are not
 * string rules of the body schema and are not concerned.)
 */
function undocumentedStringRules(r: Route): string[] {
  const schema = bodySchemaOf(r);
  if (!schema) return [];
  const base = validBody(r);
  const out: string[] = [];
  for (const leaf of leavesOf(schema)) {
    const s = (leaf.schema.anyOf ?? []).find((x: Json) => x.type !== 'null') ?? leaf.schema;
    const isString = s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
    if (!isString || s.enum || s.format || s.pattern || s.const !== undefined) continue;
    const len = Math.max(s.minLength ?? 1, 6);
    if (s.maxLength !== undefined && s.maxLength < len) continue;
    const value = 'sample'.padEnd(len, 'x');
    const parsed = r.body!.safeParse(setAt(base, leaf.path, value));
    if (parsed.success) continue;
    const here = parsed.error.issues.filter((i) => i.path.join('.') === leaf.path.join('.'));
    if (here.length)
      out.push(`${leaf.path.join('.')}: "${value}" is refused (${here.map((i) => i.message).join('; ')}) but the document says only ${JSON.stringify(s)}`);
  }
  return out;
}

/** Routes whose document is known to under-describe a string rule (reported; flip to the passing list when fixed). */
const KNOWN_UNDOCUMENTED = new Set<string>([]);

describe('request schemas: every string rule the server applies is in the document', () => {
  const withBody = routes.filter((r) => r.body);
  const known = withBody.filter((r) => KNOWN_UNDOCUMENTED.has(routeName(r)));
  const rest = withBody.filter((r) => !KNOWN_UNDOCUMENTED.has(routeName(r)));
  test.each(named(rest))('%s', (_n, r) => {
    expect(undocumentedStringRules(r)).toEqual([]);
  });
  // Known gaps: these assert the correct behaviour and are expected to fail until the document is fixed.
  if (known.length) {
    test.failing.each(named(known))('%s (known gap in the document)', (_n, r) => {
      expect(undocumentedStringRules(r)).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------- HTML pages, offline

/** The asset URLs a page loads: every <script src> and <link href>. */
function assetsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) out.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi)) out.push(m[1]);
  return out;
}

describe.each([
  ['/docs', {}],
  ['/graphql', { accept: 'text/html' }],
] as const)('GET %s', (page, headers) => {
  test('is HTML whose every script and stylesheet is served here (no CDN)', async () => {
    const res = await t.http().get(page).set(headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/(src|href)\s*=\s*["'](https?:)?\/\//i);
    const assets = assetsOf(html);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    // data: URLs (the empty favicon) are part of the page, not fetched from anywhere.
    for (const url of assets.filter((u) => !u.startsWith('data:'))) {
      expect(url).toMatch(/^\/[^/]/);
      const asset = await t.http().get(url);
      expect(`${url} ${asset.status}`).toBe(`${url} 200`);
      expect(asset.headers['content-type']).toMatch(/javascript|css/);
      // The libraries are real files; the page's own start-up script (no inline script under the CSP) is a few lines.
      expect(Number(asset.headers['content-length'] ?? (asset.text ?? '').length)).toBeGreaterThan(url.endsWith('/start.js') ? 50 : 1000);
    }
  });
});

test('GET /graphql for an API client is not the HTML page', async () => {
  const res = await t.http().get('/graphql').set('accept', 'application/json');
  expect(res.headers['content-type'] ?? '').not.toMatch(/text\/html/);
});

// ---------------------------------------------------------------- rendered in a real browser

/** Set CONTRACT_SCREENSHOTS=<dir> to keep the screenshots for a look. */
describe('rendered by headless Chromium', () => {
  let web: Awaited<ReturnType<typeof listen>> | undefined;
  let browser: Browser | undefined;
  let base = '';
  let key = '';

  // One browser for both pages: each Chromium start costs seconds on a loaded 2-core machine.
  beforeAll(async () => {
    key = (await t.createStore()).key;
    web = await listen(t.app);
    base = web.base;
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** A screenshot of the page: a PNG, and not a blank one. */
  async function shot(page: Page, name: string) {
    const bytes = await page.screenshot();
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(bytes.length).toBeGreaterThan(20 * 1024);
    const dir = process.env.CONTRACT_SCREENSHOTS;
    if (dir) fs.writeFileSync(path.join(dir, `${name}.png`), bytes);
  }

  test('/docs: Swagger UI lists the operations, and a screenshot is a real page', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 1600 } });
    try {
      // A deep link opens a tag: its operations are rendered with their summaries and paths.
      await page.goto(`${base}/docs#/package`);
      const packageRoutes = routes.filter((r) => r.path.startsWith('/app/package'));
      expect(packageRoutes.map((r) => r.summary)).toContain('Create a package');
      await page.getByText('Create a package', { exact: true }).first().waitFor({ timeout: 120_000 });
      const dom = await page.content();
      expect(dom).toContain('swagger-ui');
      expect(dom).toContain('Store Commerce API');
      // Operations start collapsed under their tags: every tag of the document is rendered.
      const tags = new Set(
        Object.values(doc.paths as Record<string, Record<string, Json>>).flatMap((m) => Object.values(m).flatMap((o) => o.tags as string[])),
      );
      for (const tag of tags) expect(dom).toContain(`data-tag="${tag}"`);
      for (const r of packageRoutes) {
        expect(dom).toContain(r.summary);
        expect(dom).toContain(openApiPath(r));
      }
      await shot(page, 'docs');
    } finally {
      await page.close();
    }
  }, 240_000);

  test('/graphql?key=...: GraphiQL renders its editor', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${base}/graphql?key=${encodeURIComponent(key)}`);
      await page.locator('.graphiql-editor').first().waitFor({ timeout: 120_000 });
      // The key from ?key= is picked up as the Authorization header the editor sends.
      // A string, evaluated in the page: the test's TypeScript has no DOM types.
      await page.waitForFunction(`document.documentElement.outerHTML.includes(${JSON.stringify(`Bearer ${key}`)})`, undefined, { timeout: 60_000 });
      const dom = await page.content();
      expect(dom).toContain('graphiql-container');
      expect(dom).not.toContain('Loading GraphiQL');
      await shot(page, 'graphiql');
    } finally {
      await page.close();
    }
  }, 240_000);
});
