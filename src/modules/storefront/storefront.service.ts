import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import { checkLine } from '../orders/order.lines';
import { Prisma, type Category, type Package, type PackageField } from '../../generated/prisma/client';
import { validationFailed, type ErrorDetail } from '../../errors';
import { storefrontPageWindow, type Page } from '../../lib/pagination';
import { escapeLike } from '../../lib/text';
import { parseInput } from '../../lib/validation';
import { bestSale, fromCents, toCents } from '../promotions/pricing';
import { runningSales, type RunningSale, type SalesNow } from '../promotions/sale.queries';
import { keyPools, packagesWithFields, type KeyPool } from './storefront.queries';
import {
  cartSchema,
  storefrontCategoriesSchema,
  storefrontPackagesSchema,
  type CartInput,
  type PackageOrder,
  type StorefrontCategoriesInput,
  type StorefrontPackagesInput,
} from './storefront.schemas';

const Decimal = Prisma.Decimal;

export interface Pricing {
  price: number;
  compareAt: number;
  /** Negative percent off (`-20` for 80 instead of 100), two decimals; 0 without a discount. */
  percentDiscount: number;
  /** The lowest and highest price a buyer can pick: over the variations when there are any, else the price. */
  min: number;
  max: number;
}

/** Whether it can be bought now, and how many units: null when nothing limits them. */
export interface Availability {
  available: boolean;
  quantity: number | null;
}

/** The sale a package is on, as the storefront names it (issue 33). */
interface SaleBadge {
  id: number;
  name: string;
  endsAt: Date;
}

/** An option of a package (a variation: a package whose parent it is), as the storefront offers it. */
export interface StorefrontVariation {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  icon: string | null;
  price: number;
  compareAt: number;
  stock: Availability;
}

/** A package as the storefront shows it: the row, its custom fields, variations, pricing and stock. */
export interface StorefrontPackage extends Package {
  fields: PackageField[];
  variations: StorefrontVariation[];
  pricing: Pricing;
  /** The sale its price comes from now; null: its own price. */
  sale: SaleBadge | null;
  stock: Availability & { minAmount: number };
}

/** A cart line: the storefront package with the requested quantity and whether it can be bought now. */
export interface CartLine extends Omit<StorefrontPackage, 'stock'> {
  stock: { quantity: number; available: boolean; minAmount: number };
}

/** A visible category with the packages a storefront lists in it and below it; `subCategories` only in the tree. */
export interface StorefrontCategory extends Category {
  packagesCount: number;
  subCategories: StorefrontCategory[] | null;
}

/** A unit's price as the storefront shows it: the price, the struck-through one, and the sale it comes from. */
interface ShownPrice {
  price: number;
  compareAt: number;
  sale: SaleBadge | null;
}

const amount = (cents: number) => Number(fromCents(cents));

/**
 * What a unit of the package costs now: its own price, or on a running sale the sale price (the pricing
 * core's `bestSale`, the same checkout charges) with the higher of its comparison price and its own
 * price struck through. Without a sale, the comparison price as stored (the price itself when none).
 */
function shownPrice(p: Pick<Package, 'id' | 'parentId' | 'categoryId' | 'price' | 'compareAtPrice'>, now: SalesNow | null): ShownPrice {
  const unitCents = toCents(p.price);
  const compareCents = toCents(p.compareAtPrice ?? p.price);
  const best = now && bestSale(now.sales, { packageId: p.id, parentId: p.parentId, categoryId: p.categoryId, unitCents }, now.parents);
  if (!best) return { price: amount(unitCents), compareAt: amount(compareCents), sale: null };
  const sale = best.sale as RunningSale;
  return {
    price: amount(unitCents - best.cut),
    compareAt: amount(Math.max(compareCents, unitCents)),
    sale: { id: sale.id, name: sale.name, endsAt: sale.endsAt },
  };
}

function pricingOf(shown: ShownPrice, variations: Pick<StorefrontVariation, 'price'>[] = []): Pricing {
  const price = new Decimal(shown.price);
  const compareAt = new Decimal(shown.compareAt);
  // Only a higher comparison price is a discount; a lower one is shown as stored, with 0%.
  const percent = compareAt.gt(price) ? price.sub(compareAt).div(compareAt).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() : 0;
  const prices = variations.length ? variations.map((v) => v.price) : [shown.price];
  return {
    price: shown.price,
    compareAt: shown.compareAt,
    percentDiscount: percent === 0 ? 0 : percent,
    min: Math.min(...prices),
    max: Math.max(...prices),
  };
}

/**
 * The sales running now and the category tree they are scoped by, in one statement; none (and no
 * statement) for a store without a sale running: its sales_until, read with the store, is past or null.
 */
const salesNow = (ctx: ServiceContext): Promise<SalesNow> | null =>
  ctx.store.salesUntil && ctx.store.salesUntil > new Date() ? runningSales(ctx.sql, ctx.store.id) : null;

/** Units that can be bought now: the stock and, for a package with a key pool, its unused keys; null when neither limits them. */
function unitsLeft(pkg: Package, pool: KeyPool | undefined): number | null {
  const limits = [pkg.inventoryAmount, pool && pool.total > 0 ? pool.unused : null].filter((n): n is number => n !== null);
  return limits.length ? Math.min(...limits) : null;
}

/** Whether `quantity` units can be bought now: the same state checkout checks (enabled, stock, key pool). */
function availability(pkg: Package, pool: KeyPool | undefined, quantity: number): Availability {
  const left = unitsLeft(pkg, pool);
  return { available: pkg.enabled && (left === null || left >= quantity), quantity: left };
}

const smallest = (pkg: Package) => Math.max(1, pkg.minQuantity);
const byPosition = [{ position: 'asc' as const }, { id: 'asc' as const }];
const fieldsInclude = { fields: { orderBy: byPosition } };

/**
 * The storefront's view of some packages: their enabled variations, and the key pools of both, in at
 * most two statements whatever the number of packages (variations are read only when one of them has
 * any). `quantity` (the cart's) is what `available` is asked for; by default each package's minimum.
 */
async function storefrontView<P extends Package & { fields: PackageField[] }>(
  ctx: ServiceContext,
  packages: P[],
  quantity: (p: P) => number = smallest,
): Promise<(P & { variations: StorefrontVariation[]; pricing: Pricing; sale: SaleBadge | null; stock: Availability & { minAmount: number } })[]> {
  const ids = packages.map((p) => p.id);
  const parents = packages.filter((p) => p.isVariationParent).map((p) => p.id);
  const [variations, now] = await Promise.all([
    parents.length ? ctx.db.package.findMany({ where: { storeId: ctx.store.id, parentId: { in: parents }, enabled: true }, orderBy: byPosition }) : [],
    packages.length ? salesNow(ctx) : null,
  ]);
  const pools = await keyPools(ctx.sql, ctx.store.id, [...ids, ...variations.map((v) => v.id)]);
  return packages.map((pkg) => {
    const options = variations
      .filter((v) => v.parentId === pkg.id)
      .map((v) => {
        const shown = shownPrice(v, now);
        return {
          id: v.id,
          name: v.name,
          slug: v.slug,
          image: v.image,
          icon: v.icon,
          price: shown.price,
          compareAt: shown.compareAt,
          stock: availability(v, pools.get(v.id), smallest(v)),
        };
      });
    const shown = shownPrice(pkg, now);
    return {
      ...pkg,
      variations: options,
      pricing: pricingOf(shown, options),
      sale: shown.sale,
      stock: { ...availability(pkg, pools.get(pkg.id), quantity(pkg)), minAmount: pkg.minQuantity },
    };
  });
}

/**
 * The cart preview: one line per item, in request order. The items are validated as checkout
 * validates them (unknown, other store's or disabled package: `exists`; a package twice:
 * `unique`; quantity over 1 for SINGLE and per-user-limited packages: `max`; under the package's
 * minimum: `min`); stock and key pools, which checkout refuses with 409, become `available`.
 * Custom-field values are not checked here: the cart is where the buyer is shown the fields.
 */
export async function cart(ctx: ServiceContext, input: Wire<CartInput>): Promise<CartLine[]> {
  const data = parseInput(cartSchema, input);
  const ids = [...new Set(data.items.map((i) => i.id))];
  const packages = await packagesWithFields(ctx.sql, ctx.store.id, ids);
  const byId = new Map(packages.map((p) => [p.id, p]));

  const errors: Required<ErrorDetail>[] = [];
  const seen = new Set<number>();
  data.items.forEach((item, i) => {
    checkLine(item, i, byId, seen, errors, 'cart');
  });
  if (errors.length) throw validationFailed(errors);

  const asked = new Map(data.items.map((item) => [item.id, item.quantity]));
  const viewed = new Map((await storefrontView(ctx, packages, (p) => asked.get(p.id)!)).map((p) => [p.id, p]));
  return data.items.map((item) => {
    const pkg = viewed.get(item.id)!;
    return { ...pkg, stock: { quantity: item.quantity, available: pkg.stock.available, minAmount: pkg.minQuantity } };
  });
}

/**
 * Categories a storefront may show: not hidden and not below a hidden category, by position.
 * A store has few categories, so the tree is read once and walked here.
 */
async function visibleCategories(ctx: ServiceContext): Promise<Category[]> {
  const all = await ctx.db.category.findMany({ where: { storeId: ctx.store.id }, orderBy: byPosition });
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
 * Packages the storefront lists: enabled, in a visible category (`categoryIds`), and not a variation
 * unless `variations` (the public API lists only the packages variations belong to by default).
 */
const listedWhere = (ctx: ServiceContext, categoryIds: number[], variations = false): Prisma.PackageWhereInput => ({
  storeId: ctx.store.id,
  enabled: true,
  categoryId: { in: categoryIds },
  ...(variations ? {} : { parentId: null }),
});

/**
 * The visible categories, each with `packagesCount`: what GET /v1/webstore/package lists in it and
 * in every category below it. Flat (every visible category, by position), or with
 * `include_sub_categories` the top-level ones, each with its `subCategories`, recursively.
 */
export async function storefrontCategories(ctx: ServiceContext, input: Wire<StorefrontCategoriesInput> = {}): Promise<StorefrontCategory[]> {
  const q = parseInput(storefrontCategoriesSchema, input);
  const visible = await visibleCategories(ctx);
  const counts = await ctx.db.package.groupBy({
    by: ['categoryId'],
    where: listedWhere(
      ctx,
      visible.map((c) => c.id),
    ),
    _count: { _all: true },
  });
  const own = new Map(counts.map((c) => [c.categoryId, c._count._all]));
  const children = new Map<number, Category[]>();
  for (const c of visible) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);

  const node = (c: Category, tree: boolean): StorefrontCategory => {
    const subs = (children.get(c.id) ?? []).map((sub) => node(sub, tree));
    return {
      ...c,
      packagesCount: subs.reduce((sum, sub) => sum + sub.packagesCount, own.get(c.id) ?? 0),
      subCategories: tree ? subs : null,
    };
  };
  if (q.include_sub_categories) return visible.filter((c) => c.parentId === null).map((c) => node(c, true));
  return visible.map((c) => node(c, false));
}

/** `order_by` as Prisma's order; every one ends with the id, so pages never overlap. */
const PACKAGE_ORDER_BY: Record<PackageOrder, Prisma.PackageOrderByWithRelationInput[]> = {
  'id:asc': [{ id: 'asc' }],
  'id:desc': [{ id: 'desc' }],
  'price:asc': [{ price: 'asc' }, { id: 'asc' }],
  'price:desc': [{ price: 'desc' }, { id: 'asc' }],
};
const BY_CATEGORY_POSITION: Prisma.PackageOrderByWithRelationInput[] = [{ categoryId: 'asc' }, ...byPosition];

/**
 * Enabled packages of visible categories that are not variations (each lists its enabled variations;
 * with `include_variations` the variations are items of their own too, with `parent_id`), by category,
 * position, id or by `order_by`; filtered by `category_id`, `id` and `q` (the name contains it,
 * ignoring case), all in the page's own two statements. `stock.available` says whether the package
 * can be bought now at its minimum quantity, `stock.quantity` how many units are left (null: unlimited).
 * `order_by` may come as any text: GraphQL takes it as a String (its values, `id:asc`..., are not
 * GraphQL names; test/contract/twins.test.ts), and the schema refuses any other (rule enum).
 */
export async function storefrontPackages(
  ctx: ServiceContext,
  input: Wire<Omit<StorefrontPackagesInput, 'order_by'> & { order_by?: string }> = {},
): Promise<Page<StorefrontPackage>> {
  const q = parseInput(storefrontPackagesSchema, input);
  const categoryIds = (await visibleCategories(ctx)).map((c) => c.id).filter((id) => q.category_id === undefined || id === q.category_id);
  const where: Prisma.PackageWhereInput = {
    ...listedWhere(ctx, categoryIds, q.include_variations),
    ...(q.id ? { id: { in: q.id } } : {}),
    ...(q.q ? { name: { contains: escapeLike(q.q), mode: 'insensitive' } } : {}),
  };
  const orderBy = q.order_by ? PACKAGE_ORDER_BY[q.order_by] : BY_CATEGORY_POSITION;
  const { page, perPage, skip, take } = storefrontPageWindow(q);
  const [total, rows] = await Promise.all([ctx.db.package.count({ where }), ctx.db.package.findMany({ where, orderBy, skip, take, include: fieldsInclude })]);
  return { kind: 'page', data: await storefrontView(ctx, rows), total, page, perPage };
}
