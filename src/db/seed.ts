import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../generated/prisma/client';
import type { Database } from './client';
import { serviceContext } from '../context';
import { createCategory } from '../modules/catalog/category.service';
import { createPackage } from '../modules/catalog/package.service';
import { createStore } from '../modules/store/store.service';

export const DEMO_DOMAIN = 'demo.localhost';

export interface DemoStore {
  store: Store;
  /** Known only when this run created the store, or when the data dir kept it (embedded database). */
  apiKey?: string;
  created: boolean;
}

/**
 * A demo store with a few categories and packages, created through the same services as the
 * API, when the database has no store yet. Its key is kept beside the embedded database so each
 * `npm start` can print it again; it is a development convenience, never done for DATABASE_URL.
 */
export async function ensureDemoStore(database: Pick<Database, 'prisma' | 'pool'>, keyFile?: string): Promise<DemoStore | undefined> {
  const db = database.prisma;
  const existing = await db.store.findUnique({ where: { domain: DEMO_DOMAIN } });
  if (existing) {
    let apiKey: string | undefined;
    if (keyFile && fs.existsSync(keyFile)) apiKey = (JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { api_key?: string }).api_key;
    return { store: existing, apiKey, created: false };
  }
  if ((await db.store.count()) > 0) return undefined;

  const { store, apiKey } = await createStore(db, { name: 'Demo Store', domain: DEMO_DOMAIN, currency: 'BRL', locale: 'pt-BR', timezone: 'America/Sao_Paulo' });
  const ctx = serviceContext(database, store, { kind: 'system' }, 'seed');
  const ranks = await createCategory(ctx, { name: 'Ranks' });
  const keys = await createCategory(ctx, { name: 'Game keys' });
  await createCategory(ctx, { name: 'Seasonal ranks', parent_id: ranks.id });
  await createPackage(ctx, {
    name: 'VIP',
    category_id: ranks.id,
    price: 29.9,
    type: 'SINGLE',
    expiry_days: 30,
    description: 'VIP rank for 30 days.',
    commands: [
      { type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip' },
      { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove vip' },
    ],
  });
  await createPackage(ctx, {
    name: 'MVP',
    category_id: ranks.id,
    price: 59.9,
    type: 'SINGLE',
    description: 'Permanent MVP rank.',
    commands: [{ type: 'PURCHASE', command: 'lp user {client_identifier} parent add mvp', offline_execute: true }],
  });
  await createPackage(ctx, {
    name: 'Coins x1000',
    category_id: ranks.id,
    price: 9.9,
    type: 'MULTIPLE',
    commands: [{ type: 'PURCHASE', command: 'eco give {client_identifier} {quantity}000' }],
  });
  await createPackage(ctx, {
    name: 'Game key',
    category_id: keys.id,
    price: 49.9,
    type: 'SINGLE',
    inventory_amount: 5,
    license_keys: ['DEMO-AAAA-0001', 'DEMO-AAAA-0002', 'DEMO-AAAA-0003', 'DEMO-AAAA-0004', 'DEMO-AAAA-0005'],
  });
  if (keyFile) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    fs.writeFileSync(keyFile, JSON.stringify({ domain: store.domain, api_key: apiKey }), { mode: 0o600 });
  }
  return { store, apiKey, created: true };
}
