import { loadConfig } from '../config';
import { migrateJobQueue } from '../worker/worker';
import { migrateUrl } from './migrate';

/**
 * `npm run migrate:deploy`: the migrations a start-up would apply, as a release step of its own
 * (the schema's, then the job queue's), against DATABASE_URL, or DATABASE_DIRECT_URL when set (they
 * hold a session advisory lock, which a pooler in transaction mode cannot keep). The embedded
 * database migrates at start.
 */
async function main() {
  const config = loadConfig();
  const url = config.databaseDirectUrl ?? config.databaseUrl;
  if (!url) throw new Error('DATABASE_URL is not set: the embedded database is migrated when the service starts');
  const applied = await migrateUrl(url);
  await migrateJobQueue(url);
  process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'the database is up to date\n');
}

main().catch((e) => {
  process.stderr.write(`migration failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
