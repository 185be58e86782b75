import { loadConfig } from '../config';
import { migrateJobQueue } from '../worker/worker';
import { migrateUrl } from './migrate';

/**
 * `npm run migrate:deploy`: the migrations a start-up would apply, as a release step of its own
 * (the schema's, then the job queue's), against DATABASE_URL. The embedded database migrates at start.
 */
async function main() {
  const url = loadConfig().databaseUrl;
  if (!url) throw new Error('DATABASE_URL is not set: the embedded database is migrated when the service starts');
  const applied = await migrateUrl(url);
  await migrateJobQueue(url);
  process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'the database is up to date\n');
}

main().catch((e) => {
  process.stderr.write(`migration failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
