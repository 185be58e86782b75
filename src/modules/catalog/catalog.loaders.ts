import type { Queryable } from '../../db/client';
import type { Category, PrismaClient } from '../../generated/prisma/client';
import { loaderById, loaderGroup } from '../../lib/loaders';

/** Per-request loaders of the catalog; every query is scoped to the store as well as the keys. */
/** Category columns as the Category record names them. */
const CATEGORY_COLUMNS = `id, store_id AS "storeId", name, slug, parent_id AS "parentId", position, hide_category AS "hideCategory",
  hide_subcategory AS "hideSubcategory", image, banner, created_at AS "createdAt", updated_at AS "updatedAt"`;

export function createCatalogLoaders(db: PrismaClient, storeId: number, sql: Queryable) {
  return {
    // Every package item of a GraphQL page asks for its category: a hand-written read on the pool
    // keeps Prisma's query path off the hottest GraphQL request (docs/PERFORMANCE.md).
    categoryById: loaderById(async (ids) => {
      const { rows } = await sql.query<Category>(`SELECT ${CATEGORY_COLUMNS} FROM categories WHERE store_id = $1 AND id = ANY($2::int[])`, [storeId, ids]);
      return rows;
    }),
    subcategoriesByParent: loaderGroup(
      (ids: number[]) => db.category.findMany({ where: { storeId, parentId: { in: ids } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
      (c) => c.parentId!,
    ),
    packageById: loaderById((ids) => db.package.findMany({ where: { storeId, id: { in: ids } } })),
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
