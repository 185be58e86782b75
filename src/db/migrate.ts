import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../prisma/migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// The same table `prisma migrate deploy` keeps, so `prisma migrate status` and this runner agree.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies pending migrations, each in its own transaction, and records them as Prisma does.
 * `prisma migrate deploy` does the same but holds the process ~10 s after it finishes.
 * A lock keeps two starting instances from migrating at once.
 */
export async function migrate(client: pg.ClientBase, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await client.query('SELECT pg_advisory_lock(72707369)');
  try {
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    for (const m of migrations) {
      const row = done.get(m.name);
      if (row?.finished_at) {
        if (row.checksum !== m.checksum) {
          throw new Error(`Migration ${m.name} was changed after it was applied (checksum mismatch)`);
        }
        continue;
      }
      if (row) throw new Error(`Migration ${m.name} failed earlier and needs attention (see _prisma_migrations)`);
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(e as Error).message}`);
      }
      applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(72707369)');
  }
  return applied;
}

export async function pendingMigrations(client: pg.ClientBase, migrations = readMigrations()): Promise<string[]> {
  const exists = await client.query(`SELECT to_regclass('"_prisma_migrations"') AS t`);
  if (!exists.rows[0].t) return migrations.map((m) => m.name);
  const { rows } = await client.query<{ migration_name: string }>(
    'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  const done = new Set(rows.map((r) => r.migration_name));
  return migrations.filter((m) => !done.has(m.name)).map((m) => m.name);
}

export async function migrateUrl(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await migrate(client);
  } finally {
    await client.end();
  }
}
