import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db as kysely, prepare, type Param } from '../../db/sql';
import type { Category, PrismaClient } from '../../generated/prisma/client';
import { loaderById, loaderGroup } from '../../lib/loaders';

/** The Category record's fields, in its order (also the package page's category JSON). */
export const CATEGORY_FIELDS = [
  'id',
  'storeId',
  'name',
  'slug',
  'parentId',
  'position',
  'hideCategory',
  'hideSubcategory',
  'image',
  'banner',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Category)[];

const categoriesStatement = prepare('catalog.categoriesById', (p: Param<{ storeId: number; ids: number[] }>) =>
  kysely
    .selectFrom('categories')
    .select(CATEGORY_FIELDS)
    .where('storeId', '=', p('storeId'))
    .where(sql<boolean>`id = ANY(${p('ids')}::int[])`),
);

/** Per-request loaders of the catalog; every query is scoped to the store as well as the keys. */

export function createCatalogLoaders(db: PrismaClient, storeId: number, pool: Queryable) {
  return {
    // Every package item of a GraphQL page asks for its category: a hand-written read on the pool
    // keeps Prisma's query path off the hottest GraphQL request (docs/PERFORMANCE.md).
    categoryById: loaderById((ids) => categoriesStatement.runOnPool(pool, { storeId, ids }) as Promise<Category[]>),
    subcategoriesByParent: loaderGroup(
      (ids: number[]) => db.category.findMany({ where: { storeId, parentId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (c) => c.parentId!,
    ),
    packageById: loaderById((ids) => db.package.findMany({ where: { storeId, id: { in: ids } } })),
    /** A package's variations, by position, then id. */
    variationsByParent: loaderGroup(
      (ids: number[]) => db.package.findMany({ where: { storeId, parentId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (p) => p.parentId!,
    ),
    commandsByPackage: loaderGroup(
      (ids: number[]) => db.packageCommand.findMany({ where: { storeId, packageId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (c) => c.packageId,
    ),
    discordActionsByPackage: loaderGroup(
      (ids: number[]) => db.packageDiscordAction.findMany({ where: { storeId, packageId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (a) => a.packageId,
    ),
    licenseKeysByPackage: loaderGroup(
      (ids: number[]) => db.licenseKey.findMany({ where: { storeId, packageId: { in: ids } }, orderBy: { id: 'asc' } }),
      (k) => k.packageId,
    ),
    fieldsByPackage: loaderGroup(
      (ids: number[]) => db.packageField.findMany({ where: { storeId, packageId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (f) => f.packageId,
    ),
    variablesByPackage: loaderGroup(
      (ids: number[]) =>
        db.packageVariable.findMany({
          where: { storeId, packageId: { in: ids } },
          include: { variable: true },
          orderBy: { variableId: 'asc' },
        }),
      (v) => v.packageId,
    ),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createCatalogLoaders> {}
}
