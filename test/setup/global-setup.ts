import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { migrateJobQueue } from '../../src/worker/worker';
import { ensureChromium } from './chromium';
import { ensurePgbouncer } from './pgbouncer';
import { selfSignedCertificate } from './certificate';
import { startTestServer, type TestServer } from './postgres';

/**
 * Once per `npm test`: a PostgreSQL server (a throwaway one started here, or DATABASE_URL's) and a
 * migrated template database. Each test file clones the template, so no file migrates or sees
 * another file's rows.
 */
export const TEMPLATE = 'sca_test_template';

declare global {
  // eslint-disable-next-line no-var
  var __TEST_PG__: TestServer | undefined;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One self-signed certificate for `localhost` / 127.0.0.1, for the HTTPS webhook receivers of the
 * tests. Node reads NODE_EXTRA_CA_CERTS only when a process starts, so it is set here, before jest
 * spawns its workers: every worker (and every child process a test starts) trusts it from birth.
 */
function makeTestCertificate() {
  const { dir, cert, key } = selfSignedCertificate('sca-tls-');
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  process.env.NODE_EXTRA_CA_CERTS = cert;
  process.env.TEST_TLS_CERT = cert;
  process.env.TEST_TLS_KEY = key;
}

/** The browser tests (test/admin) drive the built admin UI: build it when its sources changed since the last build. */
function buildAdminUi() {
  // SKIP_ADMIN_BUILD=1: a run of API tests only, while the admin sources are being changed.
  if (process.env.SKIP_ADMIN_BUILD === '1') return;
  const built = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'admin', 'build.mjs'), '--quiet'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the admin UI did not build (admin/build.mjs)');
}

export default async function globalSetup() {
  ensureChromium();
  ensurePgbouncer();
  makeTestCertificate();
  buildAdminUi();
  // Every REST success body is checked against its route's response schema (src/rest/router.ts):
  // a presenter that drifts from its schema fails the test that hit it (test/contract/openapi.test.ts checks it is on).
  process.env.VALIDATE_RESPONSES ??= '1';
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const server = await startTestServer();
    globalThis.__TEST_PG__ = server;
    adminUrl = server.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  try {
    await migrate(client);
  } finally {
    await client.end();
  }
  await migrateJobQueue(templateUrl);
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_TEMPLATE = TEMPLATE;
}
