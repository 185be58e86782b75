import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db, prepare, withDates, type Param } from '../../db/sql';
import { Prisma, type Package, type PackageField } from '../../generated/prisma/client';

/**
 * The storefront's hot reads on the pool (the cart preview, scenario 4 of `npm run bench`): the
 * packages asked for with their custom fields, and their license-key pools. Prisma's `findMany`
 * with an include and its `groupBy` cost about two thirds of the cart's CPU; these return the
 * records Prisma would (test/storefront/cart-read.test.ts compares them).
 */

const packagesStatement = prepare('storefront.packagesWithFields', (p: Param<{ storeId: number; ids: number[] }>) =>
  db
    .selectFrom('packages as p')
    .selectAll('p')
    .select(
      sql<FieldJson[]>`(SELECT coalesce(json_agg(json_build_object('id', f.id, 'storeId', f.store_id, 'packageId', f.package_id, 'name', f.name,
          'type', f.type, 'description', f.description, 'required', f.required, 'position', f.position, 'createdAt', f.created_at,
          'updatedAt', f.updated_at) ORDER BY f.position, f.id), '[]') FROM package_fields f WHERE f.package_id = p.id)`.as('fields'),
    )
    .where('p.storeId', '=', p('storeId'))
    .where('p.id', '=', sql<number>`any(${p('ids')}::int[])`)
    .orderBy('p.id'),
);

interface FieldJson extends Omit<PackageField, 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

const decimal = (v: unknown) => (v === null ? null : new Prisma.Decimal(v as string));

/** The store's packages among `ids` with their fields by position, as Prisma's `findMany({ include: { fields } })` reads them. */
export async function packagesWithFields(pool: Queryable, storeId: number, ids: number[]): Promise<(Package & { fields: PackageField[] })[]> {
  if (!ids.length) return [];
  const rows = await packagesStatement.runOnPool(pool, { storeId, ids });
  return rows.map(({ fields, ...p }) => ({
    ...(p as unknown as Package),
    // pg reads numeric as text; the record carries Decimals, as Prisma's would.
    price: new Prisma.Decimal(p.price as unknown as string),
    compareAtPrice: decimal(p.compareAtPrice),
    giftCardValue: decimal(p.giftCardValue),
    fields: fields.map((f) => withDates<PackageField>(f as unknown as Record<string, unknown>)),
  }));
}

const keyPoolsStatement = prepare('storefront.keyPools', (p: Param<{ storeId: number; ids: number[] }>) =>
  db
    .selectFrom('licenseKeys')
    .select((eb) => ['packageId', eb.fn.countAll<number>().as('total'), sql<number>`count(*) FILTER (WHERE NOT used)`.as('unused')])
    .where('storeId', '=', p('storeId'))
    .where('packageId', '=', sql<number>`any(${p('ids')}::int[])`)
    .groupBy('packageId'),
);

export interface KeyPool {
  total: number;
  unused: number;
}

/** License-key pools of the packages (total and unused keys), in one statement; a package without keys has no pool. */
export async function keyPools(pool: Queryable, storeId: number, ids: number[]): Promise<Map<number, KeyPool>> {
  const pools = new Map<number, KeyPool>();
  if (!ids.length) return pools;
  for (const r of await keyPoolsStatement.runOnPool(pool, { storeId, ids })) pools.set(r.packageId, { total: Number(r.total), unused: Number(r.unused) });
  return pools;
}
