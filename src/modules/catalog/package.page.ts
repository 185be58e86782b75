import { expressionBuilder, sql, type Expression, type RawBuilder } from 'kysely';
import type { ServiceContext } from '../../context';
import { db, prepare, preparedByShape, withDates, type Param } from '../../db/sql';
import type { DB } from '../../generated/kysely/db';
import { CATEGORY_FIELDS } from './catalog.loaders';
import { Prisma, type Category, type LicenseKey, type Package, type PackageCommand, type PackageDiscordAction } from '../../generated/prisma/client';

/**
 * The back-office package page in one statement: the hottest read of the API (integrators poll
 * it all day), so it is one prepared Kysely statement (src/db/sql.ts) on the pg pool, measured against Prisma's own queries in
 * docs/PERFORMANCE.md (Prisma's query path cost a third of the CPU of this request).
 *
 * - The page's ids are chosen first from the (store_id, category_id, position, id) index, and only
 *   those 15 rows are joined and aggregated. (Prisma's `relationLoadStrategy: 'join'` puts the
 *   LATERAL joins above the OFFSET, so PostgreSQL aggregated the relations of every skipped row:
 *   page 300 cost 300 times page 1.)
 * - The total rides along as an uncorrelated sub-select (run once, an index-only count); only a
 *   page past the end, which has no row to carry it, costs a second statement. (`count(*) OVER ()`
 *   on the id scan looked cheaper and was not: the window buffers every row, 3.7 ms of a 4.7 ms
 *   statement at 10,000 packages.)
 * - Each row comes back as one JSON value (the package, its category, commands, Discord actions
 *   and license keys), turned into the same records Prisma returns, so presenters and loaders do
 *   not know the difference. One column rather than 28: node-postgres builds each result's row
 *   template and each row field by field, which cost more per request than parsing the JSON
 *   (about 5% of the API's CPU: docs/PERFORMANCE.md, "Read pages").
 */

/** A page item: the package record (no extra keys, as Prisma's) and the relations the caller asked for. */
export interface PackageWithRelations {
  package: Package;
  category?: Category;
  commands?: PackageCommand[];
  discordActions?: PackageDiscordAction[];
  licenseKeys?: LicenseKey[];
}

/**
 * The relations a page can read with its packages, each with the letter that names it in the
 * statement's name (the name is the statement's cache key and its prepared-statement name, of
 * which PostgreSQL keeps 63 bytes).
 */
const RELATION_LETTER = { category: 'g', commands: 'c', discordActions: 'd', licenseKeys: 'k' } as const;
export type PageRelation = keyof typeof RELATION_LETTER;
const RELATIONS = Object.keys(RELATION_LETTER) as PageRelation[];

/** Which relations a page reads with its packages: a REST item shows three, a GraphQL page what it selects. */
export type PageRelations = Record<PageRelation, boolean>;

/** The relations for which `wanted` says yes. */
export const pageRelations = (wanted: (relation: PageRelation) => boolean): PageRelations =>
  Object.fromEntries(RELATIONS.map((r) => [r, wanted(r)])) as PageRelations;
export const ALL_RELATIONS: PageRelations = pageRelations(() => true);

export interface PackagePageFilter {
  categoryId?: number;
  /** Each already LIKE-escaped; the name must contain every one. */
  nameContains?: string[];
}

/** A timestamp as epoch milliseconds (exact: the columns are TIMESTAMPTZ(3)), so the Date is built from a number, not parsed from text. */
const ms = (column: string) => sql`(extract(epoch FROM ${sql.ref(column)}) * 1000)::float8`;

/**
 * A row of `alias` as one JSON object under its field names, in this order: timestamps as epoch
 * milliseconds, numeric as text (exact), everything else as the column reads.
 */
function json(alias: string, fields: readonly string[], relations: [string, RawBuilder<unknown> | Expression<unknown>][] = []): RawBuilder<unknown> {
  const value = (f: string) =>
    f === 'createdAt' || f === 'updatedAt' || f === 'usedAt'
      ? ms(`${alias}.${f}`)
      : NUMERIC.has(f)
        ? sql`${sql.ref(`${alias}.${f}`)}::text`
        : sql.ref(`${alias}.${f}`);
  return sql`json_build_object(${sql.join([...fields.map((f) => [sql.lit(f), value(f)]), ...relations.map(([k, v]) => [sql.lit(k), v])].flat())})`;
}
const NUMERIC = new Set(['price', 'compareAtPrice', 'giftCardValue']);

const PACKAGE_FIELDS = [
  'id',
  'storeId',
  'categoryId',
  'parentId',
  'name',
  'slug',
  'description',
  'enabled',
  'type',
  'price',
  'compareAtPrice',
  'expiryDays',
  'inventoryAmount',
  'minQuantity',
  'perUserLimit',
  'image',
  'icon',
  'position',
  'isVariationParent',
  'emailTitle',
  'emailContent',
  'subscriptionInterval',
  'subscriptionIntervalCount',
  'giftCardValue',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Package)[];
const COMMAND_FIELDS = [
  'id',
  'storeId',
  'packageId',
  'trigger',
  'command',
  'gameServerId',
  'offlineExecute',
  'schedule',
  'executeOnce',
  'position',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PackageCommand)[];
const DISCORD_ACTION_FIELDS = [
  'id',
  'storeId',
  'packageId',
  'type',
  'action',
  'parameters',
  'position',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PackageDiscordAction)[];
const LICENSE_KEY_FIELDS = [
  'id',
  'storeId',
  'packageId',
  'value',
  'used',
  'usedAt',
  'orderPackageId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof LicenseKey)[];

/** A page's arguments; `part0`, `part1`, ... are the name filter's parts. */
type PageArgs = { storeId: number; categoryId?: number; take: number; skip: number } & Record<`part${number}`, string>;

/**
 * The page statement of one filter shape (with or without a category, how many name parts): the
 * shape changes the WHERE, so each shape is built and compiled on its first use and bound after.
 */
const pageStatement = preparedByShape(
  ({ byCategory, parts, relations }: { byCategory: boolean; parts: number; relations: PageRelations }) =>
    `catalog.packagePage.${byCategory ? 'category.' : ''}${parts}.${RELATIONS.filter((k) => relations[k])
      .map((k) => RELATION_LETTER[k])
      .join('')}`,
  ({ byCategory, parts, relations }, name) =>
    prepare(name, (p: Param<PageArgs>) => {
      const eb = expressionBuilder<DB, 'packages'>();
      const where = eb.and([
        eb('packages.storeId', '=', p('storeId')),
        ...(byCategory ? [eb('packages.categoryId', '=', p('categoryId') as number)] : []),
        ...Array.from({ length: parts }, (_, i) => sql<boolean>`${sql.ref('packages.name')} ILIKE '%' || ${p(`part${i}`)} || '%'`),
      ]);
      const list = (item: RawBuilder<unknown>, orderBy: RawBuilder<unknown>) => sql`coalesce(json_agg(${item} ORDER BY ${orderBy}), '[]')`;
      // The relations' sub-selects see the outer `p`.
      const pe = expressionBuilder<DB & { p: DB['packages'] }, 'p'>();
      const r = json(
        'p',
        PACKAGE_FIELDS,
        (
          [
            [
              'commands',
              pe
                .selectFrom('packageCommands as c')
                .select(list(json('c', COMMAND_FIELDS), sql`c.position, c.id`).as('list'))
                .whereRef('c.packageId', '=', 'p.id'),
            ],
            [
              'discordActions',
              pe
                .selectFrom('packageDiscordActions as a')
                .select(list(json('a', DISCORD_ACTION_FIELDS), sql`a.position, a.id`).as('list'))
                .whereRef('a.packageId', '=', 'p.id'),
            ],
            [
              'licenseKeys',
              pe
                .selectFrom('licenseKeys as k')
                .select(list(json('k', LICENSE_KEY_FIELDS), sql`k.id`).as('list'))
                .whereRef('k.packageId', '=', 'p.id'),
            ],
            ['category', pe.selectFrom('categories as g').select(json('g', CATEGORY_FIELDS).as('c')).whereRef('g.id', '=', 'p.categoryId')],
          ] as [PageRelation, RawBuilder<unknown> | Expression<unknown>][]
        ).filter(([k]) => relations[k]),
      );
      return db
        .selectFrom(
          db
            .selectFrom('packages')
            .select('packages.id')
            .where(where)
            .orderBy('packages.categoryId')
            .orderBy('packages.position')
            .orderBy('packages.id')
            .limit(p('take'))
            .offset(p('skip'))
            .as('page'),
        )
        .innerJoin('packages as p', 'p.id', 'page.id')
        .select([
          db
            .selectFrom('packages')
            .select((c) => c.fn.countAll<string>().as('n'))
            .where(where)
            .as('total'),
          r.$castTo<PackageJson>().as('r'),
        ])
        .orderBy('p.categoryId')
        .orderBy('p.position')
        .orderBy('p.id');
    }),
);

/** A package and its relations as the page statement builds them in JSON (numeric as text, timestamps as epoch ms). */
interface PackageJson {
  id: number;
  storeId: number;
  categoryId: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string | null;
  enabled: boolean;
  type: Package['type'];
  /** numeric, as text. */
  price: string;
  compareAtPrice: string | null;
  expiryDays: number | null;
  inventoryAmount: number | null;
  minQuantity: number;
  perUserLimit: boolean;
  image: string | null;
  icon: string | null;
  position: number;
  isVariationParent: boolean;
  emailTitle: string | null;
  emailContent: string | null;
  subscriptionInterval: Package['subscriptionInterval'];
  subscriptionIntervalCount: number | null;
  giftCardValue: string | null;
  createdAt: number;
  updatedAt: number;
  /** Each relation only when asked for. */
  category?: Record<string, unknown>;
  commands?: Record<string, unknown>[];
  discordActions?: Record<string, unknown>[];
  licenseKeys?: Record<string, unknown>[];
}

function licenseKey(r: Record<string, unknown>): LicenseKey {
  if (r.usedAt !== null) r.usedAt = new Date(r.usedAt as number);
  return withDates<LicenseKey>(r);
}

export async function packagePage(
  ctx: ServiceContext,
  filter: PackagePageFilter,
  skip: number,
  take: number,
  relations: PageRelations = ALL_RELATIONS,
): Promise<{ total: number; data: PackageWithRelations[] }> {
  const parts = filter.nameContains ?? [];
  const byCategory = filter.categoryId !== undefined;
  const statement = pageStatement({ byCategory, parts: parts.length, relations });
  const args: PageArgs = { storeId: ctx.store.id, categoryId: filter.categoryId, take, skip };
  parts.forEach((part, i) => {
    args[`part${i}`] = part;
  });
  const rows = await statement.runOnPool(ctx.sql, args);
  const total = rows.length ? Number(rows[0].total) : await ctx.db.package.count({ where: pageWhere(ctx, filter) });
  const data = rows.map(
    ({ r }): PackageWithRelations => ({
      package: {
        id: r.id,
        storeId: r.storeId,
        categoryId: r.categoryId,
        parentId: r.parentId,
        name: r.name,
        slug: r.slug,
        description: r.description,
        enabled: r.enabled,
        type: r.type,
        // pg returns numeric as text; the record carries Decimals, as Prisma's would.
        price: new Prisma.Decimal(r.price),
        compareAtPrice: r.compareAtPrice === null ? null : new Prisma.Decimal(r.compareAtPrice),
        expiryDays: r.expiryDays,
        inventoryAmount: r.inventoryAmount,
        minQuantity: r.minQuantity,
        perUserLimit: r.perUserLimit,
        image: r.image,
        icon: r.icon,
        position: r.position,
        isVariationParent: r.isVariationParent,
        emailTitle: r.emailTitle,
        emailContent: r.emailContent,
        subscriptionInterval: r.subscriptionInterval,
        subscriptionIntervalCount: r.subscriptionIntervalCount,
        giftCardValue: r.giftCardValue === null ? null : new Prisma.Decimal(r.giftCardValue),
        createdAt: new Date(r.createdAt),
        updatedAt: new Date(r.updatedAt),
      },
      category: r.category && withDates<Category>(r.category),
      commands: r.commands?.map((c) => withDates<PackageCommand>(c)),
      discordActions: r.discordActions?.map((a) => withDates<PackageDiscordAction>(a)),
      licenseKeys: r.licenseKeys?.map(licenseKey),
    }),
  );
  return { total, data };
}

/** The same filter for Prisma (the count of a page past the end, and `all=true`). */
export function pageWhere(ctx: ServiceContext, filter: PackagePageFilter): Prisma.PackageWhereInput {
  return {
    storeId: ctx.store.id,
    ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    AND: (filter.nameContains ?? []).map((part) => ({ name: { contains: part, mode: 'insensitive' as const } })),
  };
}
