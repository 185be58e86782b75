import type { ServiceContext } from '../../context';
import { periodOf } from '../subscriptions/subscription.period';
import type { LicenseKey, Package, PackageCommand, PackageDiscordAction, PackageField, Variable } from '../../generated/prisma/client';
import { money, moneyDisplay, storeTime, timestamps } from '../../lib/present';
import { pageRelations } from './package.page';
import type {
  LicenseKeyJson,
  PackageCommandJson,
  PackageContentJson,
  PackageCreatedJson,
  PackageDiscordActionJson,
  PackageEmailJson,
  PackageFieldJson,
  PackageItemJson,
  PackageJson,
  PackageSummaryJson,
  PackageVariableJson,
  PackageVariationJson,
} from './catalog.responses';
import type { FIELD_TYPES } from './package.schemas';

// The list item and its relations spell created_at/updated_at out rather than spreading
// `timestamps()`: a page renders about 200 of them, and each spread allocated and copied an object.
const presentCommand = (ctx: ServiceContext, c: PackageCommand): PackageCommandJson => ({
  id: c.id,
  type: c.trigger,
  command: c.command,
  game_server_id: c.gameServerId,
  offline_execute: c.offlineExecute,
  // 0 minutes: it runs at once, which the public API writes as not scheduled.
  schedule: c.schedule === 0 ? null : c.schedule,
  execute_once: c.executeOnce,
  internal_id: c.position,
  created_at: storeTime(ctx.store, c.createdAt)!,
  updated_at: storeTime(ctx.store, c.updatedAt)!,
});

/** The stored parameters, each null when not set (rows written before a key was added lack it). */
export function discordParameters(a: Pick<PackageDiscordAction, 'parameters'>): PackageDiscordActionJson['parameters'] {
  const p = (a.parameters ?? {}) as Partial<Record<'role_id' | 'channel_id' | 'message', string | null>>;
  return { role_id: p.role_id ?? null, channel_id: p.channel_id ?? null, message: p.message ?? null };
}

const presentDiscordAction = (ctx: ServiceContext, a: PackageDiscordAction): PackageDiscordActionJson => {
  const parameters = discordParameters(a);
  return {
    id: a.id,
    type: a.type,
    action: a.action,
    // The public API gives the parameters at the top level; `parameters` is kept for this API's clients.
    ...parameters,
    parameters,
    internal_id: a.position,
    created_at: storeTime(ctx.store, a.createdAt)!,
    updated_at: storeTime(ctx.store, a.updatedAt)!,
  };
};

export const presentLicenseKey = (ctx: ServiceContext, k: LicenseKey): LicenseKeyJson => ({
  id: k.id,
  value: k.value,
  key: k.value,
  used: k.used,
  used_at: storeTime(ctx.store, k.usedAt),
  created_at: storeTime(ctx.store, k.createdAt)!,
  updated_at: storeTime(ctx.store, k.updatedAt)!,
});

const presentField = (_ctx: ServiceContext, f: PackageField): PackageFieldJson => ({
  id: f.id,
  name: f.name,
  // Stored as text; written only from the create/update body's FIELD_TYPES enum.
  type: f.type as (typeof FIELD_TYPES)[number],
  description: f.description,
  required: f.required,
});

/** The create response: exactly the spec's fields. */
export const presentPackageCreated = (ctx: ServiceContext, p: Package): PackageCreatedJson => ({
  id: p.id,
  store_id: p.storeId,
  name: p.name,
  category_id: p.categoryId,
  price: money(p.price)!,
  expiry_days: p.expiryDays,
  type: p.type,
  inventory_amount: p.inventoryAmount,
  position: p.position,
  slug: p.slug,
  image: p.image,
  icon: p.icon,
  ...timestamps(ctx, p),
});

/** The relations a list item shows: a page of items reads these with its packages (and not the category). */
export const PACKAGE_ITEM_RELATIONS = pageRelations((r) => r !== 'category');

/**
 * The back-office list item: exactly the spec's fields. Relations come through the loaders: a
 * page's items find theirs primed and are presented at once, without a promise (PrimedLoader.get);
 * an item alone waits for its loads.
 */
export function presentPackageItem(ctx: ServiceContext, p: Package): PackageItemJson | Promise<PackageItemJson> {
  const commands = ctx.loaders.commandsByPackage.get(p.id);
  const discordActions = ctx.loaders.discordActionsByPackage.get(p.id);
  const licenseKeys = ctx.loaders.licenseKeysByPackage.get(p.id);
  if (commands instanceof Promise || discordActions instanceof Promise || licenseKeys instanceof Promise)
    return Promise.all([commands, discordActions, licenseKeys]).then(([c, a, k]) => packageItem(ctx, p, c, a, k));
  return packageItem(ctx, p, commands, discordActions, licenseKeys);
}

function packageItem(
  ctx: ServiceContext,
  p: Package,
  commands: PackageCommand[],
  discordActions: PackageDiscordAction[],
  licenseKeys: LicenseKey[],
): PackageItemJson {
  return {
    id: p.id,
    category_id: p.categoryId,
    store_id: p.storeId,
    position: p.position,
    enabled: p.enabled,
    name: p.name,
    type: p.type,
    price: money(p.price)!,
    expiry_days: p.expiryDays,
    inventory_amount: p.inventoryAmount,
    description: p.description,
    slug: p.slug,
    image: p.image,
    icon: p.icon,
    created_at: storeTime(ctx.store, p.createdAt)!,
    updated_at: storeTime(ctx.store, p.updatedAt)!,
    per_user_limit: p.perUserLimit,
    parent_id: p.parentId,
    is_variation_parent: p.isVariationParent,
    commands: commands.map((c) => presentCommand(ctx, c)),
    discord_actions: discordActions.map((a) => presentDiscordAction(ctx, a)),
    emails: p.emailTitle !== null ? [packageEmail(p)] : [],
    license_keys: licenseKeys.map((k) => presentLicenseKey(ctx, k)),
    price_display: moneyDisplay(ctx.store, p.price),
  };
}

/** The purchase e-mail of a package that has one (`emailTitle` set). */
const packageEmail = (p: Package): PackageEmailJson => ({ title: p.emailTitle!, content: p.emailContent ?? '' });

const presentVariable = (ctx: ServiceContext, v: Variable): PackageVariableJson => ({
  id: v.id,
  name: v.name,
  description: v.description,
  type: 'TEXT',
  required: true,
  created_at: storeTime(ctx.store, v.createdAt)!,
  updated_at: storeTime(ctx.store, v.updatedAt)!,
});

/** The purchase e-mail as the content the buyer receives on approval; null without one. */
export const packageContent = (p: Package): PackageContentJson | null =>
  p.emailTitle !== null ? { package_id: p.id, store_id: p.storeId, title: p.emailTitle, description: p.emailContent ?? '' } : null;

const presentVariation = (ctx: ServiceContext, v: Package): PackageVariationJson => ({
  id: v.id,
  category_id: v.categoryId,
  store_id: v.storeId,
  position: v.position,
  enabled: v.enabled,
  name: v.name,
  type: v.type,
  price: money(v.price)!,
  expiry_days: v.expiryDays,
  inventory_amount: v.inventoryAmount,
  description: v.description,
  slug: v.slug,
  image: v.image,
  icon: v.icon,
  ...timestamps(ctx, v),
  per_user_limit: v.perUserLimit,
  parent_id: v.parentId!,
  is_variation_parent: v.isVariationParent,
  price_display: moneyDisplay(ctx.store, v.price),
});

/** One package in full: the list item plus what the create body can set beyond it. */
export async function presentPackage(ctx: ServiceContext, p: Package): Promise<PackageJson> {
  const [item, variables, fields, variations] = await Promise.all([
    presentPackageItem(ctx, p),
    ctx.loaders.variablesByPackage.load(p.id),
    ctx.loaders.fieldsByPackage.load(p.id),
    // is_variation_parent says whether there is any: a package without variations reads none.
    p.isVariationParent ? ctx.loaders.variationsByParent.load(p.id) : [],
  ]);
  return {
    ...item,
    compare_at_price: money(p.compareAtPrice),
    variables: variables.map((v) => presentVariable(ctx, v.variable)),
    fields: fields.map((f) => presentField(ctx, f)),
    email: p.emailTitle !== null ? packageEmail(p) : null,
    content: packageContent(p),
    subscription: periodOf(p),
    gift_card_value: money(p.giftCardValue),
    variations: variations.map((v) => presentVariation(ctx, v)),
  };
}

/** `all=true`: a short item for pickers and exports. */
export const presentPackageSimple = (ctx: ServiceContext, p: Package): PackageSummaryJson => ({
  id: p.id,
  category_id: p.categoryId,
  parent_id: p.parentId,
  name: p.name,
  slug: p.slug,
  type: p.type,
  enabled: p.enabled,
  price: money(p.price)!,
  price_display: moneyDisplay(ctx.store, p.price),
  position: p.position,
});
