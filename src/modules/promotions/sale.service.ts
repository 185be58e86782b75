import type { ServiceContext } from '../../context';
import { notFound, validationFailed, type ErrorDetail } from '../../errors';
import type { Prisma, Sale } from '../../generated/prisma/client';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { parseInput } from '../../lib/validation';
import type { Wire } from '../../lib/wire';
import {
  createSaleSchema,
  listSalesSchema,
  PERCENT_MAX,
  updateSaleSchema,
  type CreateSaleInput,
  type ListSalesInput,
  type UpdateSaleInput,
} from './sale.schemas';
import { MAX_SALE_MS, parseStoreInstant } from './sale.values';
import { packagesInScopes, scopeReferenceErrors } from './scope.queries';

/** A sale as both surfaces show it: the row, and the package ids its scope takes now (`applies_to`). */
export type SaleView = Sale & { appliesTo: number[] };

/** Which sales a status filter keeps, at `now` (sale.values.ts `saleStatus` says the same of one sale). */
function statusWhere(status: string | undefined, now: Date): Prisma.SaleWhereInput {
  switch (status) {
    case 'SCHEDULED':
      return { enabled: true, startsAt: { gt: now }, endsAt: { gt: now } };
    case 'RUNNING':
      return { enabled: true, startsAt: { lte: now }, endsAt: { gt: now } };
    case 'ENDED':
      return { endsAt: { lte: now } };
    case 'DISABLED':
      return { enabled: false, endsAt: { gt: now } };
    default:
      return {};
  }
}

export async function listSales(ctx: ServiceContext, input: Wire<ListSalesInput> = {}): Promise<ListResult<SaleView>> {
  const q = parseInput(listSalesSchema, input);
  const where: Prisma.SaleWhereInput = { storeId: ctx.store.id, ...statusWhere(q.status, new Date()) };
  const orderBy = [{ startsAt: 'asc' as const }, { id: 'asc' as const }];
  if (q.all) return { kind: 'all', data: await withScope(ctx, await ctx.db.sale.findMany({ where, orderBy })) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, rows] = await Promise.all([ctx.db.sale.count({ where }), ctx.db.sale.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data: await withScope(ctx, rows), total, page, perPage };
}

async function findSale(ctx: ServiceContext, id: number): Promise<Sale> {
  const sale = await ctx.db.sale.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!sale) throw notFound(`Sale ${id} not found`);
  return sale;
}

export async function getSale(ctx: ServiceContext, id: number): Promise<SaleView> {
  return (await withScope(ctx, [await findSale(ctx, id)]))[0];
}

/** A sale as it would be written: the fields the rules across fields look at. */
interface SaleDraft {
  type: Sale['type'];
  value: number;
  packageIds: number[];
  categoryIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The rules that need the store or the whole sale (on create, and on update over the sale as it would
 * be): a scope (rule required on package_ids), ids of this store (rule exists, naming the index), the
 * dates read in the store's time zone (rule date), ends after it starts and within 366 days (rule range
 * on ends_at), a percentage at most 100 (rule range on value, for a type changed by an update).
 */
async function checkSale(ctx: ServiceContext, draft: SaleDraft, given: { starts_at?: string; ends_at?: string }, errors: Required<ErrorDetail>[]) {
  if (draft.type === 'PERCENTAGE' && draft.value > PERCENT_MAX && !errors.some((e) => e.field === 'value'))
    errors.push({ field: 'value', rule: 'range', message: `value must be between 0.01 and ${PERCENT_MAX} for a PERCENTAGE sale` });
  if (!draft.packageIds.length && !draft.categoryIds.length)
    errors.push({ field: 'package_ids', rule: 'required', message: 'package_ids or category_ids must name at least one package or category' });
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (given[field] !== undefined && (field === 'starts_at' ? draft.startsAt : draft.endsAt) === null)
      errors.push({ field, rule: 'date', message: `${field} ${given[field]} is not a date-time that exists` });
  }
  if (draft.startsAt && draft.endsAt && !errors.some((e) => e.field === 'ends_at')) {
    if (draft.endsAt <= draft.startsAt) errors.push({ field: 'ends_at', rule: 'range', message: 'ends_at must be after starts_at' });
    else if (draft.endsAt.getTime() - draft.startsAt.getTime() > MAX_SALE_MS)
      errors.push({ field: 'ends_at', rule: 'range', message: 'a sale runs at most 366 days: ends_at must be at most 366 days after starts_at' });
  }
  errors.push(...(await scopeReferenceErrors(ctx.db, ctx.store.id, { package_ids: draft.packageIds, category_ids: draft.categoryIds })));
  if (errors.length) throw validationFailed(errors);
}

const instantIn = (ctx: ServiceContext, text: string | undefined) => (text === undefined ? undefined : parseStoreInstant(text, ctx.store.timezone));
const once = (ids: number[]) => [...new Set(ids)];

export async function createSale(ctx: ServiceContext, input: Wire<CreateSaleInput>): Promise<SaleView> {
  const data = parseInput(createSaleSchema, input);
  const startsAt = instantIn(ctx, data.starts_at) ?? null;
  const endsAt = instantIn(ctx, data.ends_at) ?? null;
  const draft = { type: data.type, value: data.value, packageIds: data.package_ids ?? [], categoryIds: data.category_ids ?? [], startsAt, endsAt };
  await checkSale(ctx, draft, data, []);
  const sale = await ctx.db.sale.create({
    data: {
      storeId: ctx.store.id,
      name: data.name,
      type: data.type,
      value: data.value,
      packageIds: once(draft.packageIds),
      categoryIds: once(draft.categoryIds),
      startsAt: startsAt!,
      endsAt: endsAt!,
      enabled: data.enabled ?? true,
    },
  });
  return (await withScope(ctx, [sale]))[0];
}

export async function updateSale(ctx: ServiceContext, id: number, input: Wire<UpdateSaleInput>): Promise<SaleView> {
  const data = parseInput(updateSaleSchema, input);
  const current = await findSale(ctx, id);
  const startsAt = instantIn(ctx, data.starts_at);
  const endsAt = instantIn(ctx, data.ends_at);
  const draft: SaleDraft = {
    type: data.type ?? current.type,
    value: data.value ?? Number(current.value),
    packageIds: data.package_ids ?? current.packageIds,
    categoryIds: data.category_ids ?? current.categoryIds,
    startsAt: startsAt === undefined ? current.startsAt : startsAt,
    endsAt: endsAt === undefined ? current.endsAt : endsAt,
  };
  await checkSale(ctx, draft, data, []);
  const sale = await ctx.db.sale.update({
    where: { id: current.id },
    data: {
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.type !== undefined ? { type: data.type } : {}),
      ...(data.value !== undefined ? { value: data.value } : {}),
      ...(data.package_ids !== undefined ? { packageIds: once(data.package_ids) } : {}),
      ...(data.category_ids !== undefined ? { categoryIds: once(data.category_ids) } : {}),
      ...(startsAt ? { startsAt } : {}),
      ...(endsAt ? { endsAt } : {}),
      ...(data.enabled !== undefined ? { enabled: data.enabled } : {}),
    },
  });
  return (await withScope(ctx, [sale]))[0];
}

/** Removes a sale; orders placed while it ran keep their prices (orders.sale_discount). */
export async function deleteSale(ctx: ServiceContext, id: number): Promise<void> {
  const { count } = await ctx.db.sale.deleteMany({ where: { id, storeId: ctx.store.id } });
  if (count === 0) throw notFound(`Sale ${id} not found`);
}

/** Each sale with the package ids its scope takes now (scope.queries.ts: one statement for the whole list). */
async function withScope(ctx: ServiceContext, sales: Sale[]): Promise<SaleView[]> {
  const scopes = await packagesInScopes(ctx.db, ctx.store.id, sales);
  return sales.map((sale, i) => ({ ...sale, appliesTo: scopes[i] }));
}
