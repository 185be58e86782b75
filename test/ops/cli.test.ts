import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from '../helpers/db';
import { authenticateApiKey } from '../../src/modules/store/store.service';

const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 2 });
});
afterAll(() => database.close());

const cli = (...args: string[]) => {
  const r = spawnSync(tsx, ['src/cli.ts', ...args], { cwd: root, env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

test('store create, apikey create and revoke print JSON only and work against DATABASE_URL', async () => {
  const created = cli(
    'store',
    'create',
    '--name',
    'Loja',
    '--domain',
    'Loja.Example.com',
    '--currency',
    'USD',
    '--locale',
    'en-US',
    '--timezone',
    'America/New_York',
  );
  expect(created.status).toBe(0);
  const out = JSON.parse(created.stdout);
  expect(out.store).toMatchObject({ name: 'Loja', domain: 'loja.example.com', currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  expect(out.store.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-0[45]:00$/);
  expect(out.api_key).toMatch(/^sk_[A-Za-z0-9_-]{40,}$/);

  // Stored hashed: the clear key is nowhere in the table.
  const rows = await database.prisma.apiKey.findMany();
  expect(JSON.stringify(rows)).not.toContain(out.api_key);
  expect(await authenticateApiKey(database.pool, out.api_key)).not.toBeNull();

  const second = cli('apikey', 'create', '--store', String(out.store.id));
  expect(second.status).toBe(0);
  const key2 = JSON.parse(second.stdout).api_key as string;
  expect(key2).not.toBe(out.api_key);

  const revoked = cli('apikey', 'revoke', '--key', key2);
  expect(revoked.status).toBe(0);
  expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true });
  expect(await authenticateApiKey(database.pool, key2)).toBeNull();
  expect(await authenticateApiKey(database.pool, out.api_key)).not.toBeNull();

  const again = cli('apikey', 'revoke', '--key', key2);
  expect(again.status).toBe(1);
  expect(again.stdout).toBe('');
  expect(JSON.parse(again.stderr).errors[0].code).toBe('NOT_FOUND');
}, 60_000);

test('invalid input: the API error body on stderr, nothing on stdout, nothing written', async () => {
  const before = await database.prisma.store.count();
  const r = cli('store', 'create', '--name', 'X', '--domain', 'not a domain', '--currency', 'XYZ');
  expect(r.status).toBe(1);
  expect(r.stdout).toBe('');
  const errors = JSON.parse(r.stderr).errors as { field: string; rule: string; code: string }[];
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ field: 'domain', rule: 'regex', code: 'VALIDATION_FAILED' }),
      expect.objectContaining({ field: 'currency', rule: 'enum' }),
    ]),
  );
  const dup = cli('store', 'create', '--name', 'Dup', '--domain', 'dup.example.com');
  expect(dup.status).toBe(0);
  const clash = cli('store', 'create', '--name', 'Dup2', '--domain', 'DUP.example.com');
  expect(clash.status).toBe(1);
  expect(JSON.parse(clash.stderr).errors[0]).toMatchObject({ field: 'domain', rule: 'unique' });
  expect(await database.prisma.store.count()).toBe(before + 1);

  const usage = cli('nothing');
  expect(usage.status).toBe(2);
  expect(usage.stdout).toBe('');
}, 60_000);
