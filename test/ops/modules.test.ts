import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../../src/app';
import { loadConfig } from '../../src/config';
import { generatedSdlFile } from '../../src/graphql/schema';
import { MODULES } from '../../src/modules';
import { generatedFiles } from '../../scripts/graphql-shapes';

/**
 * The module list is the one place modules are registered (src/modules.ts): each declares its routes,
 * resolvers, SDL, loaders and tasks in its index.ts. Nothing may be left out or claimed twice.
 */
const SCHEMA_DIR = path.join(__dirname, '..', '..', 'schema');

test('every SDL file under schema/ is base.graphql or belongs to exactly one module', () => {
  const files = fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.graphql'));
  const claims = MODULES.flatMap((m) => (m.sdl ?? []).map((f) => [f, m.name]));
  const owners = new Map<string, string[]>();
  for (const [f, m] of claims) owners.set(f, [...(owners.get(f) ?? []), m]);
  expect(files.filter((f) => f !== 'base.graphql' && owners.get(f)?.length !== 1)).toEqual([]);
  expect([...owners.keys()].filter((f) => !files.includes(f))).toEqual([]);
});

test('module names are unique; the REST table is every module route, in the list order', () => {
  const names = MODULES.map((m) => m.name);
  expect(new Set(names).size).toBe(names.length);
  expect(routes).toEqual(MODULES.flatMap((m) => m.routes ?? []));
  expect(routes.length).toBeGreaterThan(70);
});

test('every module directory under src/modules declares itself in an index.ts that is in the list', () => {
  const dir = path.join(__dirname, '..', '..', 'src', 'modules');
  // The events folder is the outbox, used by modules rather than a module of its own.
  const modules = fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory() && d !== 'events');
  for (const d of modules) expect({ d, index: fs.existsSync(path.join(dir, d, 'index.ts')) }).toEqual({ d, index: true });
  expect(MODULES.length).toBe(modules.length);
});

test('worker tasks are declared once across the modules', () => {
  const env = { database: {}, db: {}, config: loadConfig({}), log: () => undefined, stopping: new AbortController().signal, overrides: {} } as never;
  const names = MODULES.flatMap((m) => Object.keys(m.tasks?.(env) ?? {}));
  expect(new Set(names).size).toBe(names.length);
  expect(names.sort()).toEqual([
    'deliver_webhook',
    'expire_subscriptions',
    'finish_refunds',
    'prune_audit',
    'prune_ban_refusals',
    'prune_staff_sessions',
    'purge_buyer_auth',
    'run_discord_actions',
    'send_buyer_code',
    'send_gift_cards',
    'send_order_email',
    'sweep_abandoned_orders',
  ]);
});

test("the object types of a module's shapes are written from its response schemas, and the files are current (npm run codegen)", () => {
  const files = generatedFiles();
  const withShapes = MODULES.filter((m) => m.shapes?.length).map((m) => m.name);
  expect(withShapes.length).toBeGreaterThanOrEqual(12);
  expect([...files.keys()].sort()).toEqual(withShapes.map(generatedSdlFile).sort());
  for (const [f, text] of files) expect({ f, text: fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8') }).toEqual({ f, text });
  // The Order type is written from the REST Order schema: a field there is a field here.
  const orders = files.get(generatedSdlFile('orders'))!;
  const order = orders.slice(orders.indexOf('type Order {'), orders.indexOf('\n}\n', orders.indexOf('type Order {')));
  expect(order).toContain('\n  reviewReason: String\n');
});
