import { sql } from 'kysely';
import type { ErrorDetail } from '../../errors';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import type { PrismaClient } from '../../generated/prisma/client';
import { inScope, type Scope } from './pricing';

/**
 * A promotion's scope as the back office sets it (a coupon's or a sale's `package_ids` and
 * `category_ids`) and as it reads now: which packages of the store it takes, judged by the pricing
 * core's own `inScope` (a package scope includes its variations, a category scope its subcategories).
 */

/**
 * Every id of a scope must be a package or a category of this store: another store's id is refused
 * exactly like one that does not exist (rule `exists`, naming the index: `package_ids.1`). Two
 * statements at most (one per list given), whatever the number of ids.
 */
export async function scopeReferenceErrors(
  prisma: Pick<PrismaClient, 'package' | 'category'>,
  storeId: number,
  scope: { package_ids?: readonly number[]; category_ids?: readonly number[] },
): Promise<Required<ErrorDetail>[]> {
  const [packages, categories] = await Promise.all([
    scope.package_ids?.length ? prisma.package.findMany({ where: { storeId, id: { in: [...scope.package_ids] } }, select: { id: true } }) : [],
    scope.category_ids?.length ? prisma.category.findMany({ where: { storeId, id: { in: [...scope.category_ids] } }, select: { id: true } }) : [],
  ]);
  const errors: Required<ErrorDetail>[] = [];
  const check = (list: readonly number[] | undefined, known: { id: number }[], field: string, what: string) => {
    const ids = new Set(known.map((r) => r.id));
    list?.forEach((id, i) => {
      if (!ids.has(id)) errors.push({ field: `${field}.${i}`, rule: 'exists', message: `${field}.${i}: ${id} is not a ${what} of this store` });
    });
  };
  check(scope.package_ids, packages, 'package_ids', 'package');
  check(scope.category_ids, categories, 'category_ids', 'category');
  return errors;
}

interface CandidateArgs {
  storeId: number;
  packageIds: number[];
  categoryIds: number[];
}

/**
 * The packages any of the scopes could take (named, a variation of one named, or in a named category
 * or a category below it, walking down parent_id), and every category's parent, in one statement:
 * the narrowing is SQL, the decision per scope is `inScope`'s.
 */
const candidatesStatement = prepare('promotions.scopeCandidates', (arg: Param<CandidateArgs>) =>
  db
    .withRecursive('below(id)', (q) =>
      q
        .selectFrom('categories')
        .select('id')
        .where('storeId', '=', arg('storeId'))
        .where(sql<boolean>`id = ANY(${arg('categoryIds')}::int[])`)
        .union(q.selectFrom('categories as k').innerJoin('below', 'k.parentId', 'below.id').select('k.id').where('k.storeId', '=', arg('storeId'))),
    )
    .selectNoFrom((eb) => [
      eb
        .selectFrom('packages as p')
        .select(
          sql<
            { id: number; parentId: number | null; categoryId: number }[]
          >`coalesce(json_agg(json_build_object('id', p.id, 'parentId', p.parent_id, 'categoryId', p.category_id) ORDER BY p.id), '[]')`.as('list'),
        )
        .where('p.storeId', '=', arg('storeId'))
        .where(
          sql<boolean>`(p.id = ANY(${arg('packageIds')}::int[]) OR p.parent_id = ANY(${arg('packageIds')}::int[]) OR p.category_id IN (SELECT id FROM below))`,
        )
        .as('packages'),
      eb
        .selectFrom('categories as c')
        .select(sql<{ id: number; parentId: number | null }[]>`coalesce(json_agg(json_build_object('id', c.id, 'parentId', c.parent_id)), '[]')`.as('list'))
        .where('c.storeId', '=', arg('storeId'))
        .where(sql<boolean>`cardinality(${arg('categoryIds')}::int[]) > 0`)
        .as('categories'),
    ]),
);

/**
 * For each scope, the ids of the store's packages it takes now, ascending; an empty scope gives `[]`
 * (it takes every package: what `applies_to: []` says). One statement for all of them (none when
 * every scope is empty), so a list page costs the same with 1 scoped coupon or 100.
 */
export async function packagesInScopes(tx: SqlTx, storeId: number, scopes: readonly Scope[]): Promise<number[][]> {
  const scoped = scopes.filter((s) => s.packageIds.length || s.categoryIds.length);
  if (!scoped.length) return scopes.map(() => []);
  const packageIds = [...new Set(scoped.flatMap((s) => s.packageIds))];
  const categoryIds = [...new Set(scoped.flatMap((s) => s.categoryIds))];
  const [row] = await candidatesStatement.run(tx, { storeId, packageIds, categoryIds });
  const packages = row.packages ?? [];
  const parents = new Map((row.categories ?? []).map((c) => [c.id, c.parentId]));
  return scopes.map((scope) =>
    scope.packageIds.length || scope.categoryIds.length ? packages.filter((p) => inScope(scope, { ...p, packageId: p.id }, parents)).map((p) => p.id) : [],
  );
}
