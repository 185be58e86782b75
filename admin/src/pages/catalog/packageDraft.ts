import { numberOrNull } from '../../components/forms';
import type {
  CatalogPackageDetailFragment,
  CommandTrigger,
  CreatePackageInput,
  DiscordActionKind,
  FieldType,
  PackageType,
  SubscriptionInterval,
  UpdatePackageInput,
} from '../../gql/graphql';

/** The package form's state: inputs as the user typed them; toInput turns them into the API's input. */
export interface CommandRow {
  key: number;
  type: string;
  command: string;
  gameServerId: string;
  offlineExecute: boolean;
  schedule: string;
  executeOnce: boolean;
}

export interface DiscordActionRow {
  key: number;
  type: string;
  action: string;
  roleId: string;
  channelId: string;
  message: string;
}

export interface FieldRow {
  key: number;
  name: string;
  type: string;
  description: string;
  required: boolean;
}

export interface PackageDraft {
  name: string;
  slug: string;
  description: string;
  categoryId: string;
  parentId: string;
  position: string;
  enabled: boolean;
  type: string;
  price: string;
  compareAtPrice: string;
  expiryDays: string;
  /** Sold as a subscription: charged again every `subscriptionIntervalCount` of `subscriptionInterval`. */
  subscription: boolean;
  subscriptionInterval: string;
  subscriptionIntervalCount: string;
  /** A gift card package: each unit bought issues a gift card of `giftCardValue`. */
  giftCard: boolean;
  giftCardValue: string;
  inventoryAmount: string;
  perUserLimit: boolean;
  image: string;
  icon: string;
  commands: CommandRow[];
  discordActions: DiscordActionRow[];
  fields: FieldRow[];
  variables: number[];
  emailTitle: string;
  emailContent: string;
  /** One key per line: the unused pool. */
  licenseKeys: string;
}

let nextKey = 1;
/** A stable React key for a new list row. */
const rowKey = () => nextKey++;

export const newCommand = (): CommandRow => ({
  key: rowKey(),
  type: 'PURCHASE',
  command: '',
  gameServerId: '',
  offlineExecute: false,
  schedule: '0',
  executeOnce: false,
});

export const newDiscordAction = (): DiscordActionRow => ({ key: rowKey(), type: 'PURCHASE', action: 'ADD_ROLE', roleId: '', channelId: '', message: '' });

export const newField = (): FieldRow => ({ key: rowKey(), name: '', type: 'TEXT', description: '', required: true });

export function emptyDraft(categoryId = ''): PackageDraft {
  return {
    name: '',
    slug: '',
    description: '',
    categoryId,
    parentId: '',
    position: '',
    enabled: true,
    type: 'SINGLE',
    price: '',
    compareAtPrice: '',
    expiryDays: '',
    subscription: false,
    subscriptionInterval: 'MONTH',
    subscriptionIntervalCount: '1',
    giftCard: false,
    giftCardValue: '',
    inventoryAmount: '',
    perUserLimit: false,
    image: '',
    icon: '',
    commands: [],
    discordActions: [],
    fields: [],
    variables: [],
    emailTitle: '',
    emailContent: '',
    licenseKeys: '',
  };
}

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function draftOf(p: CatalogPackageDetailFragment): PackageDraft {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    categoryId: String(p.categoryId),
    parentId: text(p.parentId),
    position: String(p.position),
    enabled: p.enabled,
    type: p.type,
    price: String(p.price),
    compareAtPrice: text(p.compareAtPrice),
    expiryDays: text(p.expiryDays),
    subscription: !!p.subscription,
    subscriptionInterval: p.subscription?.interval ?? 'MONTH',
    subscriptionIntervalCount: String(p.subscription?.intervalCount ?? 1),
    giftCard: p.giftCardValue !== null && p.giftCardValue !== undefined,
    giftCardValue: text(p.giftCardValue),
    inventoryAmount: text(p.inventoryAmount),
    perUserLimit: p.perUserLimit,
    image: p.image ?? '',
    icon: p.icon ?? '',
    commands: p.commands.map((c) => ({
      key: rowKey(),
      type: c.type,
      command: c.command,
      gameServerId: text(c.gameServerId),
      offlineExecute: c.offlineExecute,
      schedule: String(c.schedule ?? 0),
      executeOnce: c.executeOnce,
    })),
    discordActions: p.discordActions.map((a) => ({
      key: rowKey(),
      type: a.type,
      action: a.action,
      roleId: a.parameters.roleId ?? '',
      channelId: a.parameters.channelId ?? '',
      message: a.parameters.message ?? '',
    })),
    fields: p.fields.map((f) => ({ key: rowKey(), name: f.name, type: f.type, description: f.description, required: f.required })),
    variables: [...p.variables],
    emailTitle: p.email?.title ?? '',
    emailContent: p.email?.content ?? '',
    licenseKeys: p.licenseKeys
      .filter((k) => !k.used)
      .map((k) => k.key)
      .join('\n'),
  };
}

const blank = (v: string) => v.trim() === '';
const orNull = (v: string) => (blank(v) ? null : v);
const numberOr = (v: string) => (blank(v) ? null : numberOrNull(v));

/** The license-key lines that carry a key, with their line numbers (errors name the index in the sent list). */
export function licenseKeyLines(value: string): { key: string; line: number }[] {
  return value
    .split(/\r?\n/)
    .map((key, i) => ({ key, line: i + 1 }))
    .filter((l) => !blank(l.key));
}

/**
 * A subscription's period, or null (sold once), and the expiry days that go with it: a subscription's
 * expiryDays follows its period on the API (a different one is refused, rule `subscription`), so it is
 * left out then.
 */
function billing(d: PackageDraft): Pick<CreatePackageInput, 'subscription' | 'expiryDays'> {
  if (!d.subscription) return { subscription: null, expiryDays: numberOr(d.expiryDays) };
  return {
    subscription: {
      // The select's choices are the enum's values; anything else is the API's to refuse (rule enum).
      interval: d.subscriptionInterval as SubscriptionInterval,
      // Left empty: left out (the API's default, 1).
      intervalCount: blank(d.subscriptionIntervalCount) ? undefined : numberOrNull(d.subscriptionIntervalCount),
    },
  };
}

/**
 * The input of createPackage / updatePackage. Lists are always sent (on update a sent list
 * replaces the whole list); an empty optional text is null ("none"), except the slug and
 * position, which are left out (generated / at the end, or kept on update).
 */
export function toInput(d: PackageDraft, editing: boolean): CreatePackageInput & UpdatePackageInput {
  const email = blank(d.emailTitle) && blank(d.emailContent) ? null : { title: d.emailTitle, content: d.emailContent };
  return {
    name: d.name,
    slug: blank(d.slug) ? undefined : d.slug,
    description: orNull(d.description),
    // Required on create: left out there ("is required"); on update a blank one is sent as null.
    categoryId: blank(d.categoryId) ? (editing ? null : undefined) : Number(d.categoryId),
    parentId: blank(d.parentId) ? (editing ? null : undefined) : numberOrNull(d.parentId),
    position: blank(d.position) ? undefined : numberOrNull(d.position),
    enabled: d.enabled,
    // The form's choices are the enums' values; anything else is the API's to refuse (rule enum).
    type: d.type as PackageType,
    price: blank(d.price) ? (editing ? null : undefined) : numberOrNull(d.price),
    compareAtPrice: numberOr(d.compareAtPrice),
    ...billing(d),
    // Unticked: an ordinary package (null); ticked with the value left empty, "is required" from the API.
    giftCardValue: d.giftCard ? (blank(d.giftCardValue) ? null : numberOrNull(d.giftCardValue)) : null,
    inventoryAmount: numberOr(d.inventoryAmount),
    perUserLimit: d.perUserLimit,
    image: orNull(d.image),
    icon: orNull(d.icon),
    commands: d.commands.map((c) => ({
      type: c.type as CommandTrigger,
      command: c.command,
      gameServerId: blank(c.gameServerId) ? null : Number(c.gameServerId),
      offlineExecute: c.offlineExecute,
      schedule: blank(c.schedule) ? undefined : numberOrNull(c.schedule),
      executeOnce: c.executeOnce,
    })),
    discordActions: d.discordActions.map((a) => ({
      type: a.type as CommandTrigger,
      action: a.action as DiscordActionKind,
      parameters: { roleId: orNull(a.roleId), channelId: orNull(a.channelId), message: orNull(a.message) },
    })),
    fields: d.fields.map((f) => ({ name: f.name, type: f.type as FieldType, description: f.description, required: f.required })),
    variables: d.variables,
    email,
    licenseKeys: licenseKeyLines(d.licenseKeys).map((l) => l.key),
  };
}
