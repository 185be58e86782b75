import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';

const ancestorsStatement = prepare('catalog.ancestors', (p: Param<{ storeId: number; id: number }>) =>
  db
    .withRecursive('up(id, parentId, depth)', (q) =>
      q
        .selectFrom('categories')
        .select(['id', 'parentId', sql<number>`0`.as('depth')])
        .where('id', '=', p('id'))
        .where('storeId', '=', p('storeId'))
        .unionAll(
          q
            .selectFrom('categories as c')
            .innerJoin('up', 'c.id', 'up.parentId')
            .select(['c.id', 'c.parentId', sql<number>`up.depth + 1`.as('depth')])
            .where('c.storeId', '=', p('storeId'))
            .where('up.depth', '<', 1000),
        ),
    )
    .selectFrom('up')
    .select('id'),
);

/** Ids of `id` and all its ancestors, walking parent_id upwards in one statement (at most 1,000 levels). */
export async function ancestorsOf(tx: SqlTx, storeId: number, id: number): Promise<number[]> {
  return (await ancestorsStatement.run(tx, { storeId, id })).map((r) => Number(r.id));
}
