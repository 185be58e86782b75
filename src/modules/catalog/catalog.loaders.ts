import type { PrismaClient } from '../../generated/prisma/client';
import { loaderById, loaderGroup } from '../../lib/loaders';

/** Per-request loaders of the catalog; every query is scoped to the store as well as the keys. */
export function createCatalogLoaders(db: PrismaClient, storeId: number) {
  return {
    categoryById: loaderById((ids) => db.category.findMany({ where: { storeId, id: { in: ids } } })),
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
