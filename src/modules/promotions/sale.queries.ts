import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db, prepare, type Param } from '../../db/sql';
import type { PromoType } from '../../generated/prisma/enums';
import { toCents, type SaleRule } from './pricing';

/** A sale running now, as the storefront shows it: the pricing core's rule, and what the buyer reads of it. */
export interface RunningSale extends SaleRule {
  name: string;
  endsAt: Date;
}

/** The sales running now, and each category's parent (for the category scopes): what a storefront page prices with. */
export interface SalesNow {
  sales: RunningSale[];
  parents: Map<number, number | null>;
}

interface SaleJson {
  id: number;
  name: string;
  type: PromoType;
  value: string;
  packageIds: number[];
  categoryIds: number[];
  endsAt: string;
}

/**
 * The store's running sales and its category tree, in one statement on the pool: the one statement a
 * storefront page adds, and only for a store whose sales_until (read with the store) is ahead.
 */
const runningStatement = prepare('promotions.runningSales', (p: Param<{ storeId: number }>) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('sales as s')
      .select(
        sql<
          SaleJson[] | null
        >`json_agg(json_build_object('id', s.id, 'name', s.name, 'type', s.type, 'value', s.value::text, 'packageIds', s.package_ids, 'categoryIds', s.category_ids, 'endsAt', s.ends_at) ORDER BY s.id)`.as(
          'list',
        ),
      )
      .where('s.storeId', '=', p('storeId'))
      .where('s.enabled', '=', sql<boolean>`true`)
      .where(sql<boolean>`s.starts_at <= now() AND s.ends_at > now()`)
      .as('sales'),
    eb
      .selectFrom('categories as k')
      .select(sql<{ id: number; parentId: number | null }[] | null>`json_agg(json_build_object('id', k.id, 'parentId', k.parent_id))`.as('list'))
      .where('k.storeId', '=', p('storeId'))
      .as('categories'),
  ]),
);

export async function runningSales(pool: Queryable, storeId: number): Promise<SalesNow> {
  const [row] = await runningStatement.runOnPool(pool, { storeId });
  return {
    sales: (row?.sales ?? []).map((s) => ({ ...s, value: toCents(s.value), endsAt: new Date(s.endsAt) })),
    parents: new Map((row?.categories ?? []).map((c) => [c.id, c.parentId])),
  };
}
