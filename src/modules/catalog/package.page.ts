import type { ServiceContext } from '../../context';
import { Prisma, type Category, type LicenseKey, type Package, type PackageCommand, type PackageDiscordAction } from '../../generated/prisma/client';

/**
 * The back-office package page in one statement: the hottest read of the API (integrators poll
 * it all day), so it is hand-written SQL on the pg pool, measured against Prisma's own queries in
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
 *   (docs/drafts/pages.md).
 */

/** A page item: the package record (no extra keys, as Prisma's) and the relations every list item shows. */
export interface PackageWithRelations {
  package: Package;
  category: Category;
  commands: PackageCommand[];
  discordActions: PackageDiscordAction[];
  licenseKeys: LicenseKey[];
}

export interface PackagePageFilter {
  categoryId?: number;
  /** Each already LIKE-escaped; the name must contain every one. */
  nameContains?: string[];
}

/** A timestamp as epoch milliseconds (exact: the columns are TIMESTAMPTZ(3)), so the Date is built from a number, not parsed from text. */
const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

interface Row {
  /** bigint, as text. */
  total: string;
  r: PackageJson;
}

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
  createdAt: number;
  updatedAt: number;
  category: Record<string, unknown>;
  commands: Record<string, unknown>[];
  discordActions: Record<string, unknown>[];
  licenseKeys: Record<string, unknown>[];
}

/**
 * The JSON PostgreSQL built is this request's own, fresh from JSON.parse: its objects become the
 * records in place (timestamps turned into Dates) instead of being copied into new ones. The page
 * renders about 200 of them, and copying (spread, rest) was the largest cost of this file.
 */
function withDates<T>(r: Record<string, unknown>): T {
  r.createdAt = new Date(r.createdAt as number);
  r.updatedAt = new Date(r.updatedAt as number);
  return r as T;
}

function licenseKey(r: Record<string, unknown>): LicenseKey {
  if (r.usedAt !== null) r.usedAt = new Date(r.usedAt as number);
  return withDates<LicenseKey>(r);
}

export async function packagePage(ctx: ServiceContext, filter: PackagePageFilter, skip: number, take: number): Promise<{ total: number; data: PackageWithRelations[] }> {
  const params: unknown[] = [ctx.store.id];
  const where = ['store_id = $1'];
  if (filter.categoryId !== undefined) where.push(`category_id = $${params.push(filter.categoryId)}`);
  for (const part of filter.nameContains ?? []) where.push(`name ILIKE '%' || $${params.push(part)} || '%'`);
  const limit = `LIMIT $${params.push(take)} OFFSET $${params.push(skip)}`;
  const { rows } = await ctx.sql.query<Row>(
    `SELECT (SELECT count(*) FROM packages WHERE ${where.join(' AND ')}) AS total,
           json_build_object(
             'id', p.id, 'storeId', p.store_id, 'categoryId', p.category_id, 'parentId', p.parent_id, 'name', p.name, 'slug', p.slug,
             'description', p.description, 'enabled', p.enabled, 'type', p.type, 'price', p.price::text, 'compareAtPrice', p.compare_at_price::text,
             'expiryDays', p.expiry_days, 'inventoryAmount', p.inventory_amount, 'minQuantity', p.min_quantity,
             'perUserLimit', p.per_user_limit, 'image', p.image, 'icon', p.icon, 'position', p.position, 'isVariationParent', p.is_variation_parent,
             'emailTitle', p.email_title, 'emailContent', p.email_content, 'createdAt', ${ms('p.created_at')}, 'updatedAt', ${ms('p.updated_at')},
             'commands', (SELECT coalesce(json_agg(json_build_object(
                     'id', c.id, 'storeId', c.store_id, 'packageId', c.package_id, 'trigger', c.trigger, 'command', c.command,
                     'gameServerId', c.game_server_id, 'offlineExecute', c.offline_execute, 'schedule', c.schedule,
                     'executeOnce', c.execute_once, 'position', c.position, 'createdAt', ${ms('c.created_at')}, 'updatedAt', ${ms('c.updated_at')})
                   ORDER BY c.position, c.id), '[]')
              FROM package_commands c WHERE c.package_id = p.id),
             'discordActions', (SELECT coalesce(json_agg(json_build_object(
                     'id', a.id, 'storeId', a.store_id, 'packageId', a.package_id, 'type', a.type, 'action', a.action,
                     'parameters', a.parameters, 'position', a.position, 'createdAt', ${ms('a.created_at')}, 'updatedAt', ${ms('a.updated_at')})
                   ORDER BY a.position, a.id), '[]')
              FROM package_discord_actions a WHERE a.package_id = p.id),
             'licenseKeys', (SELECT coalesce(json_agg(json_build_object(
                     'id', k.id, 'storeId', k.store_id, 'packageId', k.package_id, 'value', k.value, 'used', k.used,
                     'usedAt', ${ms('k.used_at')}, 'orderPackageId', k.order_package_id, 'createdAt', ${ms('k.created_at')}, 'updatedAt', ${ms('k.updated_at')})
                   ORDER BY k.id), '[]')
              FROM license_keys k WHERE k.package_id = p.id),
             'category', (SELECT json_build_object(
                     'id', g.id, 'storeId', g.store_id, 'name', g.name, 'slug', g.slug, 'parentId', g.parent_id, 'position', g.position,
                     'hideCategory', g.hide_category, 'hideSubcategory', g.hide_subcategory, 'image', g.image, 'banner', g.banner,
                     'createdAt', ${ms('g.created_at')}, 'updatedAt', ${ms('g.updated_at')})
              FROM categories g WHERE g.id = p.category_id)) AS r
    FROM (SELECT id FROM packages WHERE ${where.join(' AND ')}
          ORDER BY category_id, position, id ${limit}) page
    JOIN packages p ON p.id = page.id
    ORDER BY p.category_id, p.position, p.id`,
    params,
  );
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
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
      },
      category: withDates<Category>(r.category),
      commands: r.commands.map((c) => withDates<PackageCommand>(c)),
      discordActions: r.discordActions.map((a) => withDates<PackageDiscordAction>(a)),
      licenseKeys: r.licenseKeys.map(licenseKey),
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
