import type { TestApp } from './app';
import { aPackage, aStore } from './fixtures';
import type { CreateStoreInput } from '../../src/modules/store/store.schemas';

/** A store ready to sell: its admin key, domain, and one MULTIPLE package in one category. */
export interface Shop {
  key: string;
  storeId: number;
  domain: string;
  pkg: number;
}

/** Makes a new store through REST with its admin key: a category and a package at `price`. */
export async function openShop(t: TestApp, store: Partial<CreateStoreInput> = {}, names = { category: 'Ranks', pkg: 'VIP' }, price = 10): Promise<Shop> {
  const s = await aStore(t, { ...store, category: { name: names.category } });
  const pkg = await aPackage(t, s, { name: names.pkg, price });
  return { key: s.key, storeId: s.storeId, domain: s.domain, pkg: pkg.id };
}

/** The REST checkout body for `quantity` of the shop's package, bought by `buyer`. */
export const checkoutBody = (s: Pick<Shop, 'pkg'>, buyer = 'alice', quantity = 1) => ({
  items: [{ id: s.pkg, quantity }],
  client_identifier: buyer,
  client_email: `${buyer}@buyers.test`,
  client_name: buyer,
  gateway: 'PIX' as const,
});

/** The GraphQL `checkout` root field buying one of the shop's package for `buyer`, selecting `select`. */
export const checkoutField = (s: Pick<Shop, 'pkg'>, buyer: string, select = 'orderId') =>
  `checkout(input: { items: [{ id: ${s.pkg}, quantity: 1 }], clientIdentifier: "${buyer}", clientEmail: "${buyer}@buyers.test", clientName: "${buyer}", gateway: PIX }) { ${select} }`;
