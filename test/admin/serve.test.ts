import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { ADMIN_DIST, adminRouter } from '../../src/admin-ui';
import { setupTestApp, type TestApp } from '../helpers/app';

/**
 * How the API serves the admin UI's static build at /admin (the test setup builds it): the
 * client-side routes all get index.html, hashed assets are cached for good, a missing asset is a
 * 404, and every answer carries the CSP that keeps the UI on this origin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const asset = () => fs.readdirSync(path.join(ADMIN_DIST, 'assets')).find((f) => f.endsWith('.js'))!;

describe('/admin', () => {
  it('redirects /admin to /admin/', async () => {
    const res = await t.http().get('/admin');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/admin/');
    const withQuery = await t.http().get('/admin?from=2026-11-01&to=2026-11-22');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe('/admin/?from=2026-11-01&to=2026-11-22');
  });

  it.each(['/admin/', '/admin/orders', '/admin/orders/12', '/admin/catalog/packages/new'])('%s answers the app, not cached, with a strict CSP', async (url) => {
    const res = await t.http().get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // No CDN: every script and stylesheet the page loads is one of ours.
    for (const [, src] of res.text.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src.startsWith('/admin/assets/') || src.startsWith('data:')).toBe(true);
  });

  it('serves hashed assets as immutable, and a missing one as 404', async () => {
    const ok = await t.http().get(`/admin/assets/${asset()}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/javascript/);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.http().get('/admin/assets/index-00000000.js');
    expect(missing.status).toBe(404);
  });

  it('says how to build the UI when there is no build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-admin-'));
    const app = express().use(adminRouter(empty));
    const res = await request(app).get('/admin/orders');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run admin:build');
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('leaves the API routes alone', async () => {
    expect((await t.http().get('/v1/app/order')).status).toBe(401);
    expect((await t.http().get('/administrator')).status).toBe(404);
  });
});
