import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Tx } from '../../db/client';
import { lockStoreScope } from '../../db/locks';
import { Prisma, type LicenseKey, type Package } from '../../generated/prisma/client';
import { periodDays, periodOf } from '../subscriptions/subscription.period';
import { invalid, notFound, validationFailed, type ErrorDetail } from '../../errors';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { uniqueSlug } from '../../lib/slug';
import { escapeLike } from '../../lib/text';
import { parseInput } from '../../lib/validation';
import { ALL_RELATIONS, packagePage, pageWhere, type PageRelations } from './package.page';
import {
  addLicenseKeysSchema,
  createPackageSchema,
  listLicenseKeysSchema,
  listPackagesSchema,
  MAX_LICENSE_KEYS,
  updatePackageSchema,
  type AddLicenseKeysInput,
  type CommandInput,
  type CreatePackageInput,
  type DiscordActionInput,
  type FieldInput,
  type ListLicenseKeysInput,
  type ListPackagesInput,
  type PackageSubscriptionInput,
  type UpdatePackageInput,
} from './package.schemas';

/** A page of packages; `relations` says which the caller will show (the loaders are primed with them; the others load on demand). */
export async function listPackages(
  ctx: ServiceContext,
  input: Wire<ListPackagesInput> = {},
  relations: PageRelations = ALL_RELATIONS,
): Promise<ListResult<Package>> {
  const q = parseInput(listPackagesSchema, input);
  // `search` is the public API's name for `name`: both sent, the name must contain both.
  const filter = { categoryId: q.category_id, nameContains: [q.name, q.search].filter((n) => !!n).map((n) => escapeLike(n!)) };
  if (q.all) {
    const orderBy = [{ categoryId: 'asc' as const }, { position: 'asc' as const }, { id: 'asc' as const }];
    return { kind: 'all', data: await ctx.db.package.findMany({ where: pageWhere(ctx, filter), orderBy }) };
  }
  const { page, perPage, skip, take } = pageWindow(q);
  // One statement for the page, its total and the relations every list item shows; the loaders
  // are primed, so presenters and resolvers ask for nothing more.
  const { total, data: rows } = await packagePage(ctx, filter, skip, take, relations);
  const data = rows.map(({ package: pkg, category, commands, discordActions, licenseKeys }) => {
    if (category) ctx.loaders.categoryById.prime(category.id, category);
    if (commands) ctx.loaders.commandsByPackage.prime(pkg.id, commands);
    if (discordActions) ctx.loaders.discordActionsByPackage.prime(pkg.id, discordActions);
    if (licenseKeys) ctx.loaders.licenseKeysByPackage.prime(pkg.id, licenseKeys);
    return pkg;
  });
  return { kind: 'page', data, total, page, perPage };
}

export async function getPackage(ctx: ServiceContext, id: number): Promise<Package> {
  const pkg = await ctx.db.package.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!pkg) throw notFound(`Package ${id} not found`);
  return pkg;
}

interface References {
  category_id?: number;
  parent_id?: number | null;
  variables?: number[];
  commands?: { game_server_id?: number | null }[];
}

/**
 * Every id in the body must name a row of this store; another store's id fails exactly like
 * one that does not exist. All failures are reported together.
 */
async function checkReferences(tx: Tx, storeId: number, data: References, selfId?: number) {
  const errors: Required<ErrorDetail>[] = [];
  const serverIds = [...new Set((data.commands ?? []).map((c) => c.game_server_id).filter((v): v is number => v != null))];
  const [category, parent, variables, servers, hasVariations] = await Promise.all([
    data.category_id !== undefined ? tx.category.findFirst({ where: { id: data.category_id, storeId }, select: { id: true } }) : null,
    data.parent_id != null ? tx.package.findFirst({ where: { id: data.parent_id, storeId }, select: { id: true, parentId: true } }) : null,
    data.variables?.length ? tx.variable.findMany({ where: { storeId, id: { in: data.variables } }, select: { id: true } }) : [],
    serverIds.length ? tx.gameServer.findMany({ where: { storeId, id: { in: serverIds } }, select: { id: true } }) : [],
    data.parent_id != null && selfId !== undefined ? tx.package.count({ where: { storeId, parentId: selfId } }) : 0,
  ]);
  if (data.category_id !== undefined && !category) {
    errors.push({ field: 'category_id', rule: 'exists', message: `category_id ${data.category_id} is not a category of this store` });
  }
  if (data.parent_id != null) {
    if (!parent || data.parent_id === selfId) {
      errors.push({ field: 'parent_id', rule: 'exists', message: `parent_id ${data.parent_id} is not another package of this store` });
    } else if (parent.parentId !== null || hasVariations > 0) {
      errors.push({ field: 'parent_id', rule: 'variation', message: 'variations are one level deep: a variation cannot have variations' });
    }
  }
  const knownVariables = new Set(variables.map((v) => v.id));
  data.variables?.forEach((v, i) => {
    if (!knownVariables.has(v)) errors.push({ field: `variables.${i}`, rule: 'exists', message: `variables.${i}: variable ${v} does not exist in this store` });
  });
  const knownServers = new Set(servers.map((s) => s.id));
  data.commands?.forEach((c, i) => {
    if (c.game_server_id != null && !knownServers.has(c.game_server_id)) {
      errors.push({
        field: `commands.${i}.game_server_id`,
        rule: 'exists',
        message: `commands.${i}.game_server_id: game server ${c.game_server_id} does not exist in this store`,
      });
    }
  });
  if (errors.length) throw validationFailed(errors);
}

function iconOnlyForVariations(icon: string | null | undefined, parentId: number | null) {
  if (icon != null && parentId === null) throw invalid('icon', 'variation', 'icon is only for variations (packages with a parent_id)');
}

function freeSlug(tx: Tx, storeId: number, name: string, exceptId?: number) {
  return uniqueSlug(name, async (base) =>
    (
      await tx.package.findMany({
        where: { storeId, slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { slug: true },
      })
    ).map((p) => p.slug),
  );
}

async function assertSlugFree(tx: Tx, storeId: number, slug: string, exceptId?: number) {
  const clash = await tx.package.findFirst({ where: { storeId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (clash) throw invalid('slug', 'unique', 'slug is already used by another package');
}

async function nextPosition(tx: Tx, storeId: number, categoryId: number) {
  const last = await tx.package.aggregate({ where: { storeId, categoryId }, _max: { position: true } });
  return (last._max.position ?? -1) + 1;
}

const commandRows = (storeId: number, packageId: number, commands: CommandInput[]) =>
  commands.map((c, position) => ({
    storeId,
    packageId,
    position,
    trigger: c.type,
    command: c.command,
    gameServerId: c.game_server_id ?? null,
    offlineExecute: c.offline_execute,
    schedule: c.schedule ?? 0,
    executeOnce: c.execute_once,
  }));

const discordRows = (storeId: number, packageId: number, actions: DiscordActionInput[]) =>
  actions.map((a, position) => ({
    storeId,
    packageId,
    position,
    type: a.type,
    action: a.action,
    parameters: {
      role_id: a.parameters?.role_id ?? null,
      channel_id: a.parameters?.channel_id ?? null,
      message: a.parameters?.message ?? null,
    },
  }));

const fieldRows = (storeId: number, packageId: number, fields: FieldInput[]) => fields.map((f, position) => ({ storeId, packageId, position, ...f }));

async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const cols = uniqueViolation(e);
    if (cols?.some((c) => c.includes('slug'))) throw invalid('slug', 'unique', 'slug is already used by another package');
    throw e;
  }
}

/**
 * A subscription package's expiry_days is its period in days: a one-off sale of it (an order the owner
 * enters) expires when a period would have. A different expiry_days in the same body is refused, and
 * so is a free subscription (no provider charges 0 again), and a gift card package (each unit bought
 * issues one card: it is sold once).
 */
function subscriptionColumns(
  subscription: PackageSubscriptionInput | null,
  sent: { expiry_days?: number | null; price?: string | number | Prisma.Decimal },
  price: string | number | Prisma.Decimal,
  giftCardValue: string | number | Prisma.Decimal | null | undefined,
): { subscriptionInterval: PackageSubscriptionInput['interval'] | null; subscriptionIntervalCount: number | null; expiryDays?: number } {
  if (!subscription) return { subscriptionInterval: null, subscriptionIntervalCount: null };
  const days = periodDays(subscription.interval, subscription.interval_count);
  const errors: Required<ErrorDetail>[] = [];
  // A gift card is bought once: each unit issues one card (issue 33).
  if (giftCardValue !== null && giftCardValue !== undefined) {
    errors.push({ field: 'gift_card_value', rule: 'subscription', message: 'a gift card package is sold once, not as a subscription' });
  }
  if (sent.expiry_days !== undefined && sent.expiry_days !== days) {
    errors.push({
      field: 'expiry_days',
      rule: 'subscription',
      message: `expiry_days follows the subscription's period (${days} days); leave it out or send ${days}`,
    });
  }
  if (new Prisma.Decimal(price).lte(0)) {
    errors.push({ field: 'price', rule: 'subscription', message: 'a subscription package must cost more than 0: nothing can be charged again for free' });
  }
  if (errors.length) throw validationFailed(errors);
  return { subscriptionInterval: subscription.interval, subscriptionIntervalCount: subscription.interval_count, expiryDays: days };
}

export async function createPackage(ctx: ServiceContext, input: Wire<CreatePackageInput>): Promise<Package> {
  const data = parseInput(createPackageSchema, input);
  const storeId = ctx.store.id;
  const parentId = data.parent_id ?? null;
  iconOnlyForVariations(data.icon, parentId);
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await lockStoreScope(tx, 'package', storeId);
      await checkReferences(tx, storeId, data);
      let slug = data.slug;
      if (slug) await assertSlugFree(tx, storeId, slug);
      else slug = await freeSlug(tx, storeId, data.name);
      const pkg = await tx.package.create({
        data: {
          storeId,
          categoryId: data.category_id,
          parentId,
          name: data.name,
          slug,
          description: data.description ?? null,
          enabled: data.enabled ?? true,
          type: data.type,
          price: data.price,
          compareAtPrice: data.compare_at_price ?? null,
          expiryDays: data.expiry_days ?? null,
          inventoryAmount: data.inventory_amount ?? null,
          perUserLimit: data.per_user_limit ?? false,
          image: data.image ?? null,
          icon: data.icon ?? null,
          position: data.position ?? (await nextPosition(tx, storeId, data.category_id)),
          emailTitle: data.email?.title ?? null,
          emailContent: data.email?.content ?? null,
          giftCardValue: data.gift_card_value ?? null,
          ...subscriptionColumns(data.subscription ?? null, data, data.price, data.gift_card_value),
        },
      });
      await writeChildren(tx, storeId, pkg.id, data);
      if (parentId !== null) await tx.package.update({ where: { id: parentId }, data: { isVariationParent: true } });
      return pkg;
    }),
  );
}

/** Replaces the sets a body sends; a set left out of the body is kept. */
async function writeChildren(
  tx: Tx,
  storeId: number,
  packageId: number,
  data: {
    commands?: CommandInput[];
    discord_actions?: DiscordActionInput[];
    variables?: number[];
    license_keys?: string[];
    fields?: FieldInput[];
  },
  replacing = false,
) {
  if (data.commands) {
    if (replacing) await tx.packageCommand.deleteMany({ where: { packageId } });
    await tx.packageCommand.createMany({ data: commandRows(storeId, packageId, data.commands) });
  }
  if (data.discord_actions) {
    if (replacing) await tx.packageDiscordAction.deleteMany({ where: { packageId } });
    await tx.packageDiscordAction.createMany({ data: discordRows(storeId, packageId, data.discord_actions) });
  }
  if (data.variables) {
    if (replacing) await tx.packageVariable.deleteMany({ where: { packageId } });
    await tx.packageVariable.createMany({ data: data.variables.map((variableId) => ({ storeId, packageId, variableId })) });
  }
  if (data.fields) {
    if (replacing) await tx.packageField.deleteMany({ where: { packageId } });
    await tx.packageField.createMany({ data: fieldRows(storeId, packageId, data.fields) });
  }
  if (data.license_keys) {
    // Delivered keys are history and stay; the sent list becomes the unused pool.
    if (replacing) await tx.licenseKey.deleteMany({ where: { packageId, used: false } });
    await tx.licenseKey.createMany({
      data: data.license_keys.map((value) => ({ storeId, packageId, value })),
      skipDuplicates: true,
    });
  }
}

export async function updatePackage(ctx: ServiceContext, id: number, input: Wire<UpdatePackageInput>): Promise<Package> {
  const data = parseInput(updatePackageSchema, input);
  const storeId = ctx.store.id;
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await lockStoreScope(tx, 'package', storeId);
      const current = await tx.package.findFirst({ where: { id, storeId } });
      if (!current) throw notFound(`Package ${id} not found`);
      const parentId = data.parent_id === undefined ? current.parentId : data.parent_id;
      iconOnlyForVariations(data.icon === undefined ? current.icon : data.icon, parentId);
      await checkReferences(tx, storeId, { ...data, parent_id: data.parent_id === current.parentId ? undefined : data.parent_id }, id);

      let slug = current.slug;
      if (data.slug !== undefined) {
        if (data.slug !== current.slug) await assertSlugFree(tx, storeId, data.slug, id);
        slug = data.slug;
      }
      const categoryId = data.category_id ?? current.categoryId;
      const position = data.position ?? (categoryId !== current.categoryId ? await nextPosition(tx, storeId, categoryId) : current.position);

      const pick = <K extends keyof typeof data, V>(key: K, fallback: V) =>
        (data[key] === undefined ? fallback : data[key]) as Exclude<(typeof data)[K], undefined> | V;

      const updated = await tx.package.update({
        where: { id },
        data: {
          categoryId,
          parentId,
          slug,
          position,
          name: pick('name', current.name),
          description: pick('description', current.description),
          enabled: pick('enabled', current.enabled),
          type: pick('type', current.type),
          price: pick('price', current.price),
          compareAtPrice: pick('compare_at_price', current.compareAtPrice),
          expiryDays: pick('expiry_days', current.expiryDays),
          inventoryAmount: pick('inventory_amount', current.inventoryAmount),
          perUserLimit: pick('per_user_limit', current.perUserLimit),
          image: pick('image', current.image),
          icon: pick('icon', current.icon),
          giftCardValue: pick('gift_card_value', current.giftCardValue),
          ...(data.email !== undefined ? { emailTitle: data.email?.title ?? null, emailContent: data.email?.content ?? null } : {}),
          ...subscriptionColumns(
            data.subscription !== undefined ? data.subscription : periodOf(current),
            data,
            pick('price', current.price),
            pick('gift_card_value', current.giftCardValue),
          ),
        },
      });
      await writeChildren(tx, storeId, id, data, true);
      if (parentId !== current.parentId) {
        if (parentId !== null) await tx.package.update({ where: { id: parentId }, data: { isVariationParent: true } });
        if (current.parentId !== null) await refreshVariationParent(tx, storeId, current.parentId);
      }
      return updated;
    }),
  );
}

async function refreshVariationParent(tx: Tx, storeId: number, parentId: number) {
  const left = await tx.package.count({ where: { storeId, parentId } });
  await tx.package.update({ where: { id: parentId }, data: { isVariationParent: left > 0 } });
}

/** Deletes a package with its commands, actions, fields and key pool; past orders keep their lines. */
export async function deletePackage(ctx: ServiceContext, id: number): Promise<void> {
  const storeId = ctx.store.id;
  await ctx.db.$transaction(async (tx) => {
    const current = await tx.package.findFirst({ where: { id, storeId }, select: { id: true, parentId: true } });
    if (!current) throw notFound(`Package ${id} not found`);
    await tx.package.delete({ where: { id } });
    if (current.parentId !== null) await refreshVariationParent(tx, storeId, current.parentId);
  });
}

// ---------- license keys

/** A package's keys, delivered and unused, by id; another store's package is not found. */
export async function listLicenseKeys(ctx: ServiceContext, packageId: number, input: Wire<ListLicenseKeysInput> = {}): Promise<ListResult<LicenseKey>> {
  const q = parseInput(listLicenseKeysSchema, input);
  const where = { storeId: ctx.store.id, packageId };
  const orderBy = { id: 'asc' as const };
  const [pkg, listed] = await Promise.all([
    ctx.db.package.findFirst({ where: { id: packageId, storeId: ctx.store.id }, select: { id: true } }),
    q.all
      ? ctx.db.licenseKey.findMany({ where, orderBy }).then((data) => ({ kind: 'all' as const, data }))
      : (async () => {
          const { page, perPage, skip, take } = pageWindow(q);
          const [total, data] = await Promise.all([ctx.db.licenseKey.count({ where }), ctx.db.licenseKey.findMany({ where, orderBy, skip, take })]);
          return { kind: 'page' as const, data, total, page, perPage };
        })(),
  ]);
  if (!pkg) throw notFound(`Package ${packageId} not found`);
  return listed;
}

/**
 * Adds keys to a package's unused pool, keeping the keys it has (PATCH's `license_keys` replaces the
 * pool instead). Refused as a whole, nothing written: a key the package already has, delivered or
 * not (`license_keys.N`, rule unique), and a pool that would hold more than MAX_LICENSE_KEYS unused
 * keys (`license_keys`, rule max). Serialized with the store's other package writes, so two adds
 * cannot pass the checks together. The added keys, in the order sent.
 */
export async function addLicenseKeys(ctx: ServiceContext, packageId: number, input: Wire<AddLicenseKeysInput>): Promise<LicenseKey[]> {
  const data = parseInput(addLicenseKeysSchema, input);
  const storeId = ctx.store.id;
  const keys = data.license_keys;
  return ctx.db.$transaction(async (tx) => {
    await lockStoreScope(tx, 'package', storeId);
    const pkg = await tx.package.findFirst({ where: { id: packageId, storeId }, select: { id: true } });
    if (!pkg) throw notFound(`Package ${packageId} not found`);
    const [existing, unused] = await Promise.all([
      tx.licenseKey.findMany({ where: { packageId, value: { in: keys } }, select: { value: true, used: true } }),
      tx.licenseKey.count({ where: { packageId, used: false } }),
    ]);
    const had = new Map(existing.map((k) => [k.value, k.used]));
    const errors: Required<ErrorDetail>[] = [];
    keys.forEach((key, i) => {
      if (!had.has(key)) return;
      const field = `license_keys.${i}`;
      errors.push({ field, rule: 'unique', message: `${field}: the package already has this key (${had.get(key) ? 'delivered' : 'unused'})` });
    });
    if (errors.length) throw validationFailed(errors);
    if (unused + keys.length > MAX_LICENSE_KEYS) {
      throw invalid(
        'license_keys',
        'max',
        `license_keys: the package has ${unused} unused keys and at most ${MAX_LICENSE_KEYS} are allowed, so at most ${MAX_LICENSE_KEYS - unused} can be added`,
      );
    }
    const added = await tx.licenseKey.createManyAndReturn({ data: keys.map((value) => ({ storeId, packageId, value })) });
    const order = new Map(keys.map((k, i) => [k, i]));
    return added.sort((a, b) => order.get(a.value)! - order.get(b.value)!);
  });
}
