import pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { migrateJobQueue } from '../../src/worker/worker';
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

export default async function globalSetup() {
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
