import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Coupon, Variable } from '../../generated/prisma/client';
import { invalid, notFound, validationFailed } from '../../errors';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { parseInput } from '../../lib/validation';
import { packagesInScopes, scopeReferenceErrors } from '../promotions/scope.queries';
import {
  createCouponSchema,
  createVariableSchema,
  listCouponsSchema,
  updateCouponSchema,
  updateVariableSchema,
  type CreateCouponInput,
  type CreateVariableInput,
  type ListCouponsInput,
  type UpdateCouponInput,
  type UpdateVariableInput,
} from './marketing.schemas';

/** Coupons (discount codes, matched ignoring case) and store variables (values buyers give at checkout). */

async function unique<T>(field: string, what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e)) throw invalid(field, 'unique', `${field} is already used by another ${what} of this store`);
    throw e;
  }
}

function percentInRange(type: string, value: number | undefined) {
  if (type === 'PERCENTAGE' && value !== undefined && value > 100)
    throw invalid('value', 'range', 'value must be between 0.01 and 100 for a PERCENTAGE coupon');
}

/** A coupon with the packages its scope takes now (`applies_to`): its packages, their variations, the packages of its categories and of theirs below; `[]`: every package. */
export type ScopedCoupon = Coupon & { appliesTo: number[] };

/** The coupons with what their scopes take now, in one statement for them all (none when no coupon is scoped). */
async function withAppliesTo(ctx: ServiceContext, coupons: Coupon[]): Promise<ScopedCoupon[]> {
  const applies = await packagesInScopes(ctx.db, ctx.store.id, coupons);
  return coupons.map((c, i) => ({ ...c, appliesTo: applies[i] }));
}
const oneWithAppliesTo = async (ctx: ServiceContext, coupon: Coupon): Promise<ScopedCoupon> => (await withAppliesTo(ctx, [coupon]))[0];

/** The scope's ids must be this store's packages and categories (rule exists, per index), all reported together. */
async function checkScope(ctx: ServiceContext, data: { package_ids?: number[]; category_ids?: number[] }) {
  const errors = await scopeReferenceErrors(ctx.db, ctx.store.id, data);
  if (errors.length) throw validationFailed(errors);
}

/** A PATCH that sets one of starts_at and expires_at is compared with the other as stored (the schema compares a body with both). */
function startsBeforeExpiry(data: { starts_at?: string | null; expires_at?: string | null }, current: Pick<Coupon, 'startsAt' | 'expiresAt'>) {
  if (data.starts_at !== undefined && data.expires_at !== undefined) return;
  const startsAt = data.starts_at !== undefined ? data.starts_at && new Date(data.starts_at) : current.startsAt;
  const expiresAt = data.expires_at !== undefined ? data.expires_at && new Date(data.expires_at) : current.expiresAt;
  if (startsAt && expiresAt && startsAt >= expiresAt) {
    throw data.starts_at !== undefined
      ? invalid('starts_at', 'range', 'starts_at must be before expires_at')
      : invalid('expires_at', 'range', 'expires_at must be after starts_at');
  }
}

export async function listCoupons(ctx: ServiceContext, input: Wire<ListCouponsInput> = {}): Promise<ListResult<ScopedCoupon>> {
  const q = parseInput(listCouponsSchema, input);
  // `coupon` is the public API's name for `code`: both sent, both must be the code.
  const codes = [...new Set([q.code, q.coupon].filter((c) => c !== undefined).map((c) => c!.trim().toLowerCase()))];
  const where = { storeId: ctx.store.id, ...(codes.length > 1 ? { id: -1 } : codes.length ? { codeKey: codes[0] } : {}) };
  const orderBy = [{ id: 'asc' as const }];
  if (q.all) return { kind: 'all', data: await withAppliesTo(ctx, await ctx.db.coupon.findMany({ where, orderBy })) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.coupon.count({ where }), ctx.db.coupon.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data: await withAppliesTo(ctx, data), total, page, perPage };
}

async function findCoupon(ctx: ServiceContext, id: number): Promise<Coupon> {
  const coupon = await ctx.db.coupon.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!coupon) throw notFound(`Coupon ${id} not found`);
  return coupon;
}

export async function getCoupon(ctx: ServiceContext, id: number): Promise<ScopedCoupon> {
  return oneWithAppliesTo(ctx, await findCoupon(ctx, id));
}

export async function createCoupon(ctx: ServiceContext, input: Wire<CreateCouponInput>): Promise<ScopedCoupon> {
  const data = parseInput(createCouponSchema, input);
  percentInRange(data.type, data.value);
  await checkScope(ctx, data);
  const created = await unique('code', 'coupon', () =>
    ctx.db.coupon.create({
      data: {
        storeId: ctx.store.id,
        code: data.code,
        codeKey: data.code.toLowerCase(),
        type: data.type,
        value: data.value,
        enabled: data.enabled ?? true,
        maxUses: data.max_uses ?? null,
        expiresAt: data.expires_at ? new Date(data.expires_at) : null,
        minPrice: data.min_price ?? 0,
        limitCriteria: data.limit_criteria ?? null,
        startsAt: data.starts_at ? new Date(data.starts_at) : null,
        packageIds: data.package_ids ?? [],
        categoryIds: data.category_ids ?? [],
        maxUsesPerBuyer: data.max_uses_per_buyer ?? null,
        firstPurchaseOnly: data.first_purchase_only ?? false,
        combinableWithSales: data.combinable_with_sales ?? true,
      },
    }),
  );
  return oneWithAppliesTo(ctx, created);
}

export async function updateCoupon(ctx: ServiceContext, id: number, input: Wire<UpdateCouponInput>): Promise<ScopedCoupon> {
  const data = parseInput(updateCouponSchema, input);
  const current = await findCoupon(ctx, id);
  percentInRange(data.type ?? current.type, data.value ?? (data.type ? Number(current.value) : undefined));
  startsBeforeExpiry(data, current);
  await checkScope(ctx, data);
  const updated = await unique('code', 'coupon', () =>
    ctx.db.coupon.update({
      where: { id },
      data: {
        ...(data.code !== undefined ? { code: data.code, codeKey: data.code.toLowerCase() } : {}),
        ...(data.type !== undefined ? { type: data.type } : {}),
        ...(data.value !== undefined ? { value: data.value } : {}),
        ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
        ...(data.max_uses !== undefined ? { maxUses: data.max_uses } : {}),
        ...(data.expires_at !== undefined ? { expiresAt: data.expires_at ? new Date(data.expires_at) : null } : {}),
        ...(data.min_price !== undefined ? { minPrice: data.min_price } : {}),
        ...(data.limit_criteria !== undefined ? { limitCriteria: data.limit_criteria } : {}),
        ...(data.starts_at !== undefined ? { startsAt: data.starts_at ? new Date(data.starts_at) : null } : {}),
        ...(data.package_ids !== undefined ? { packageIds: data.package_ids } : {}),
        ...(data.category_ids !== undefined ? { categoryIds: data.category_ids } : {}),
        ...(data.max_uses_per_buyer !== undefined ? { maxUsesPerBuyer: data.max_uses_per_buyer } : {}),
        ...(data.first_purchase_only !== undefined ? { firstPurchaseOnly: data.first_purchase_only } : {}),
        ...(data.combinable_with_sales !== undefined ? { combinableWithSales: data.combinable_with_sales } : {}),
      },
    }),
  );
  return oneWithAppliesTo(ctx, updated);
}

/** Orders keep their promo code and value; their link to the coupon is cleared. */
export async function deleteCoupon(ctx: ServiceContext, id: number): Promise<void> {
  await findCoupon(ctx, id);
  await ctx.db.coupon.delete({ where: { id } });
}

export async function listVariables(ctx: ServiceContext): Promise<Variable[]> {
  return ctx.db.variable.findMany({ where: { storeId: ctx.store.id }, orderBy: { id: 'asc' } });
}

export async function getVariable(ctx: ServiceContext, id: number): Promise<Variable> {
  const variable = await ctx.db.variable.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!variable) throw notFound(`Variable ${id} not found`);
  return variable;
}

export async function createVariable(ctx: ServiceContext, input: Wire<CreateVariableInput>): Promise<Variable> {
  const data = parseInput(createVariableSchema, input);
  return unique('name', 'variable', () => ctx.db.variable.create({ data: { storeId: ctx.store.id, name: data.name, description: data.description ?? null } }));
}

export async function updateVariable(ctx: ServiceContext, id: number, input: Wire<UpdateVariableInput>): Promise<Variable> {
  const data = parseInput(updateVariableSchema, input);
  await getVariable(ctx, id);
  return unique('name', 'variable', () =>
    ctx.db.variable.update({
      where: { id },
      data: { ...(data.name !== undefined ? { name: data.name } : {}), ...(data.description !== undefined ? { description: data.description } : {}) },
    }),
  );
}

/** Packages stop asking for it; orders keep the values they were given. */
export async function deleteVariable(ctx: ServiceContext, id: number): Promise<void> {
  await getVariable(ctx, id);
  await ctx.db.variable.delete({ where: { id } });
}
