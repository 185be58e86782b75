import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../generated/prisma/client';
import type { Database } from './client';
import { serviceContext } from '../context';
import { createCategory } from '../modules/catalog/category.service';
import { createPackage } from '../modules/catalog/package.service';
import { authenticateApiKey, createStore } from '../modules/store/store.service';
import { setGateway } from '../modules/payments/gateway.service';
import { hashPassword } from '../modules/staff/session.service';
import { writePrivateFile } from './data-dir';
// The module list installs the loaders every service context needs (the seed runs services).
import '../modules';

const DEMO_DOMAIN = 'demo.localhost';

export interface DemoStore {
  store: Store;
  /** Known only when this run created the store, or when the data dir kept it and it is not revoked (embedded database). */
  apiKey?: string;
  /** The demo owner's sign-in for the admin UI (owner@demo.localhost), kept beside the key the same way. */
  owner?: { email: string; password: string };
  created: boolean;
}

const DEMO_OWNER = 'owner@demo.localhost';

/**
 * A demo store with a few categories and packages, created through the same services as the
 * API, when the database has no store yet. Its key is kept beside the embedded database so each
 * `npm start` can print it again; it is a development convenience, never done for DATABASE_URL.
 */
export async function ensureDemoStore(database: Pick<Database, 'prisma' | 'pool'>, keyFile?: string): Promise<DemoStore | undefined> {
  const db = database.prisma;
  const existing = await db.store.findUnique({ where: { domain: DEMO_DOMAIN } });
  if (existing) {
    const apiKey = keyFile ? await keptKey(database, keyFile, existing.id) : undefined;
    return { store: existing, apiKey, owner: keyFile && apiKey ? keptOwner(keyFile) : undefined, created: false };
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
  // Pix needs no provider: the demo store takes Pix with a demo key, so its checkout answers a real BR Code.
  await setGateway(ctx, 'PIX', {
    enabled: true,
    credentials: { key: 'pix@demo.localhost', key_type: 'EMAIL', merchant_name: 'Demo Store', merchant_city: 'Sao Paulo' },
  });
  // The demo's owner signs in to the admin UI with e-mail and password (issue 31).
  const owner = { email: DEMO_OWNER, password: randomBytes(12).toString('base64url') };
  await db.staffUser.create({
    data: { storeId: store.id, email: owner.email, name: 'Demo Owner', role: 'OWNER', passwordHash: await hashPassword(owner.password) },
  });
  if (keyFile) writeKey(keyFile, apiKey, owner);
  return { store, apiKey, owner, created: true };
}

/** Only the key, readable by its owner alone (0600, whatever mode an older file had). */
function writeKey(keyFile: string, apiKey: string, owner?: { email: string; password: string }) {
  fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
  writePrivateFile(keyFile, JSON.stringify({ api_key: apiKey, ...(owner ? { owner_email: owner.email, owner_password: owner.password } : {}) }));
}

/** The demo owner's first password, as kept at creation (a changed password is the owner's own business). */
function keptOwner(keyFile: string): { email: string; password: string } | undefined {
  const kept = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { owner_email?: string; owner_password?: string };
  return kept.owner_email && kept.owner_password ? { email: kept.owner_email, password: kept.owner_password } : undefined;
}

/**
 * The demo key kept in the data dir, while it still opens the demo store. A revoked key is
 * deleted rather than printed: the banner then says how to make a new one.
 */
async function keptKey(database: Pick<Database, 'pool'>, keyFile: string, storeId: number): Promise<string | undefined> {
  if (!fs.existsSync(keyFile)) return undefined;
  const apiKey = (JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { api_key?: string }).api_key;
  const live = apiKey ? await authenticateApiKey(database.pool, apiKey) : null;
  if (!apiKey || live?.store.id !== storeId) {
    fs.rmSync(keyFile, { force: true });
    return undefined;
  }
  writeKey(keyFile, apiKey, keptOwner(keyFile)); // rewritten: drops what older versions kept beside it, and fixes its mode
  return apiKey;
}
