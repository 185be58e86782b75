import type { ServiceContext } from '../../context';
import { checkLine } from '../orders/order.lines';
import { Prisma, type Category, type Package, type PackageField } from '../../generated/prisma/client';
import { validationFailed, type ErrorDetail } from '../../errors';
import { money } from '../../lib/format';
import { pageWindow, type Page } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import { cartSchema, storefrontPackagesSchema, type CartInput, type StorefrontPackagesInput } from './storefront.schemas';

const Decimal = Prisma.Decimal;

export interface Pricing {
  price: number;
  compareAt: number;
  /** Negative percent off (`-20` for 80 instead of 100), two decimals; 0 without a discount. */
  percentDiscount: number;
}

/** A package as the storefront shows it: the row, its custom fields, pricing and stock. */
export interface StorefrontPackage extends Package {
  fields: PackageField[];
  pricing: Pricing;
  stock: { available: boolean; minAmount: number };
}

/** A cart line: the storefront package with the requested quantity and whether it can be bought now. */
export interface CartLine extends Omit<StorefrontPackage, 'stock'> {
  stock: { quantity: number; available: boolean; minAmount: number };
}

export function pricingOf(p: Pick<Package, 'price' | 'compareAtPrice'>): Pricing {
  const price = new Decimal(p.price);
  const compareAt = p.compareAtPrice !== null ? new Decimal(p.compareAtPrice) : price;
  // Only a higher comparison price is a discount; a lower one is shown as stored, with 0%.
  const percent = compareAt.gt(price)
    ? price.sub(compareAt).div(compareAt).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber()
    : 0;
  return { price: money(price)!, compareAt: money(compareAt)!, percentDiscount: percent === 0 ? 0 : percent };
}

interface KeyPool {
  total: number;
  unused: number;
}

/** License-key pools of the packages, in one query; a package without keys has no pool. */
async function keyPools(ctx: ServiceContext, packageIds: number[]): Promise<Map<number, KeyPool>> {
  const pools = new Map<number, KeyPool>();
  if (!packageIds.length) return pools;
  const rows = await ctx.db.licenseKey.groupBy({
    by: ['packageId', 'used'],
    where: { storeId: ctx.store.id, packageId: { in: packageIds } },
    _count: { _all: true },
  });
  for (const r of rows) {
    const pool = pools.get(r.packageId) ?? { total: 0, unused: 0 };
    pool.total += r._count._all;
    if (!r.used) pool.unused += r._count._all;
    pools.set(r.packageId, pool);
  }
  return pools;
}

/** Whether `quantity` units can be bought now: the same state checkout checks (stock, key pool). */
function canBuy(pkg: Package, pool: KeyPool | undefined, quantity: number): boolean {
  if (!pkg.enabled) return false;
  if (pkg.inventoryAmount !== null && pkg.inventoryAmount < quantity) return false;
  if (pool && pool.total > 0 && pool.unused < quantity) return false;
  return true;
}

const fieldsInclude = { fields: { orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] } };

/**
 * The cart preview: one line per item, in request order. The items are validated as checkout
 * validates them (unknown, other store's or disabled package: `exists`; a package twice:
 * `unique`; quantity over 1 for SINGLE and per-user-limited packages: `max`; under the package's
 * minimum: `min`); stock and key pools, which checkout refuses with 409, become `available`.
 * Custom-field values are not checked here: the cart is where the buyer is shown the fields.
 */
export async function cart(ctx: ServiceContext, input: CartInput): Promise<CartLine[]> {
  const data = parseInput(cartSchema, input);
  const ids = [...new Set(data.items.map((i) => i.id))];
  const [packages, pools] = await Promise.all([
    ctx.db.package.findMany({ where: { storeId: ctx.store.id, id: { in: ids } }, include: fieldsInclude }),
    keyPools(ctx, ids),
  ]);
  const byId = new Map(packages.map((p) => [p.id, p]));

  const errors: Required<ErrorDetail>[] = [];
  const seen = new Set<number>();
  data.items.forEach((item, i) => checkLine(item, i, byId, seen, errors, 'cart'));
  if (errors.length) throw validationFailed(errors);

  return data.items.map((item) => {
    const pkg = byId.get(item.id)!;
    return {
      ...pkg,
      pricing: pricingOf(pkg),
      stock: { quantity: item.quantity, available: canBuy(pkg, pools.get(pkg.id), item.quantity), minAmount: pkg.minQuantity },
    };
  });
}

/**
 * Categories a storefront may show: not hidden and not below a hidden category, by position.
 * A store has few categories, so the tree is read once and walked here.
 */
export async function visibleCategories(ctx: ServiceContext): Promise<Category[]> {
  const all = await ctx.db.category.findMany({ where: { storeId: ctx.store.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  const byId = new Map(all.map((c) => [c.id, c]));
  const visible = new Map<number, boolean>();
  const isVisible = (c: Category): boolean => {
    const known = visible.get(c.id);
    if (known !== undefined) return known;
    visible.set(c.id, false); // a cycle (which the service refuses) would otherwise recurse forever
    const parent = c.parentId !== null ? byId.get(c.parentId) : undefined;
    const result = !c.hideCategory && (c.parentId === null || (parent !== undefined && isVisible(parent)));
    visible.set(c.id, result);
    return result;
  };
  return all.filter(isVisible);
}

/**
 * Enabled packages of visible categories, by category, position, id. `available` says whether
 * the package can be bought now at its minimum quantity.
 */
export async function storefrontPackages(ctx: ServiceContext, input: StorefrontPackagesInput = {}): Promise<Page<StorefrontPackage>> {
  const q = parseInput(storefrontPackagesSchema, input);
  const categoryIds = (await visibleCategories(ctx)).map((c) => c.id).filter((id) => q.category_id === undefined || id === q.category_id);
  const where: Prisma.PackageWhereInput = { storeId: ctx.store.id, enabled: true, categoryId: { in: categoryIds } };
  const orderBy = [{ categoryId: 'asc' as const }, { position: 'asc' as const }, { id: 'asc' as const }];
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, rows] = await Promise.all([
    ctx.db.package.count({ where }),
    ctx.db.package.findMany({ where, orderBy, skip, take, include: fieldsInclude }),
  ]);
  const pools = await keyPools(ctx, rows.map((p) => p.id));
  const data = rows.map((pkg) => ({
    ...pkg,
    pricing: pricingOf(pkg),
    stock: { available: canBuy(pkg, pools.get(pkg.id), Math.max(1, pkg.minQuantity)), minAmount: pkg.minQuantity },
  }));
  return { kind: 'page', data, total, page, perPage };
}
