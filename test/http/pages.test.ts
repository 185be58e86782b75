import { setupTestApp, type TestApp } from '../helpers/app';
import { launchChromium, listen } from '../helpers/browser';

/**
 * The HTML pages the service serves (GraphiQL, the REST reference, the admin UI) and their assets:
 * a strict CSP with no framing, asset names that are looked up as data (not object members), and
 * GraphiQL's `?key=` kept in the tab's session storage only, out of the address bar.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const html = { accept: 'text/html' };

test.each(['/graphql', '/docs', '/admin/'])('%s is served with a CSP that forbids inline scripts and framing', async (path) => {
  const res = await t.http().get(path).set(html);
  expect(res.status).toBe(200);
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  // Nothing inline to allow: every script is a file of this origin.
  expect(res.text).not.toMatch(/<script>(?!<\/script>)/);
});

test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '..%2Fpackage.json', 'react.js.map'])(
  'GraphiQL asset lookup by name: %s is an unknown asset (404), never a 500',
  async (name) => {
    const res = await t.http().get(`/graphiql/assets/${name}`);
    expect(res.status).toBe(404);
    expect(res.body.errors?.[0]?.code).toBe('NOT_FOUND');
  },
);

test.each(['constructor', '__proto__', 'toString'])('REST reference asset %s is a 404', async (name) => {
  expect((await t.http().get(`/docs/assets/${name}`)).status).toBe(404);
});

test('GraphiQL: ?key= leaves the address bar, lives in session storage only, and the page runs under its CSP', async () => {
  const { key } = await t.createStore();
  const web = await listen(t.app);
  const browser = await launchChromium().catch(async (e) => {
    await web.close();
    throw e;
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${m.text()} ${m.location().url}`);
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${web.base}/graphql?key=${encodeURIComponent(key)}`);
    await page.waitForSelector('.graphiql-editor');
    expect(page.url()).toBe(`${web.base}/graphql`);
    const storage = await page.evaluate(`({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) })`);
    const { local, session } = storage as { local: string; session: string };
    expect(local).not.toContain(key);
    expect(session).toContain(key);
    // The editor's headers carry the key, and a query with them reaches the API.
    expect(await page.content()).toContain(`Bearer ${key}`);
    expect(problems).toEqual([]);

    // A new tab (a new session) has no key.
    const other = await context.newPage();
    await other.goto(`${web.base}/graphql`);
    await other.waitForSelector('.graphiql-editor');
    expect(JSON.stringify(await other.evaluate('JSON.stringify(sessionStorage)'))).not.toContain(key);

    // The REST reference renders under the same CSP without a violation.
    const docs = await context.newPage();
    const docProblems: string[] = [];
    docs.on('console', (m) => {
      if (m.type() === 'error') docProblems.push(m.text());
    });
    await docs.goto(`${web.base}/docs`);
    await docs.waitForSelector('.swagger-ui .opblock-tag');
    expect(docProblems).toEqual([]);
  } finally {
    await browser.close();
    await web.close();
  }
}, 120_000);
