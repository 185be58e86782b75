import DataLoader from 'dataloader';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Queryable } from '../../db/client';
import { loaderById, loaderGroup } from '../../lib/loaders';
import { affiliateStats } from './affiliate.queries';
import type { Prisma } from '../../generated/prisma/client';

export interface AffiliateStats {
  revenue: Prisma.Decimal | number;
  sales: number;
}

export function createAffiliateLoaders(db: PrismaClient, storeId: number, sql: Queryable) {
  return {
    affiliateById: loaderById((ids) => db.affiliate.findMany({ where: { storeId, id: { in: ids } } })),
    /** One grouped query for a page of affiliates: approved orders that carried each. */
    affiliateStatsById: new DataLoader<number, AffiliateStats>(async (ids) => {
      const rows = await affiliateStats(sql, storeId, [...ids]);
      const byId = new Map(rows.map((r) => [r.affiliateId, r]));
      return ids.map((id) => byId.get(id) ?? { revenue: 0, sales: 0 });
    }),
    commissionsByAffiliate: loaderGroup(
      (ids: number[]) => db.affiliatePackageCommission.findMany({ where: { storeId, affiliateId: { in: ids } }, orderBy: { id: 'asc' } }),
      (c) => c.affiliateId,
    ),
  };
}

declare module '../../loaders' {
  interface Loaders extends ReturnType<typeof createAffiliateLoaders> {}
}
