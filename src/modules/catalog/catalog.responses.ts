import { CommandTrigger, PackageType } from '../../generated/prisma/enums';
import { count, display, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { MAX_INT } from '../../lib/validation';
import { FIELD_TYPES } from './package.schemas';

/** REST response schemas of the catalog: what category.present.ts and package.present.ts return. */

export const Category = named(
  'Category',
  z.strictObject({
    id: id(),
    store_id: id(),
    name: z.string(),
    slug: z.string(),
    parent_id: id().nullable(),
    position: count(),
    hide_category: z.boolean(),
    hide_subcategory: z.boolean(),
    image: z.string().nullable(),
    banner: z.string().nullable(),
    ...timestampsShape,
  }),
);

const PackageCommand = named(
  'PackageCommand',
  z.strictObject({
    id: id(),
    type: z.enum(CommandTrigger),
    command: z.string(),
    game_server_id: id().nullable(),
    offline_execute: z.boolean(),
    schedule: z.int().min(1).max(525_600).nullable().describe('Minutes after the trigger; null when it runs at once (not scheduled)'),
    execute_once: z.boolean(),
    internal_id: count().describe("The command's place in the package's list, from 0 (the order commands run in)"),
    ...timestampsShape,
  }),
);

const PackageDiscordAction = named(
  'PackageDiscordAction',
  z.strictObject({
    id: id(),
    type: z
      .string()
      .describe(
        'When it runs: PURCHASE, EXPIRE, REFUND or CHARGEBACK (another text only on an action saved before these were checked that could not be mapped: never run)',
      ),
    action: z
      .string()
      .describe('ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on an action saved before these were checked that could not be mapped: never run)'),
    role_id: z.string().nullable().describe('The Discord role (ADD_ROLE, REMOVE_ROLE); the same as parameters.role_id'),
    channel_id: z.string().nullable().describe('The Discord channel (SEND_MESSAGE); the same as parameters.channel_id'),
    message: z.string().nullable().describe('The message (SEND_MESSAGE); the same as parameters.message'),
    parameters: z.strictObject({
      role_id: z.string().nullable().describe('The Discord role (ADD_ROLE, REMOVE_ROLE)'),
      channel_id: z.string().nullable().describe('The Discord channel (SEND_MESSAGE)'),
      message: z.string().nullable().describe("The message (SEND_MESSAGE), with the order's placeholders filled when it is sent"),
    }),
    internal_id: count().describe("The action's place in the package's list, from 0"),
    ...timestampsShape,
  }),
);

export const LicenseKey = named(
  'LicenseKey',
  z.strictObject({
    id: id(),
    value: z.string().describe('The key text'),
    key: z.string().describe('The key text again, under the name this API used first'),
    used: z.boolean(),
    used_at: StoreTimestamp.nullable(),
    ...timestampsShape,
  }),
);

const PackageField = named(
  'PackageField',
  z.strictObject({
    id: id(),
    name: z.string(),
    type: z.enum(FIELD_TYPES),
    description: z.string(),
    required: z.boolean(),
  }),
);

const packageType = () => z.enum(PackageType);

/** The purchase e-mail: the create body's `email`, and an item of the list item's `emails`. */
const PackageEmail = named('PackageEmail', z.strictObject({ title: z.string(), content: z.string().describe('HTML') }));

/** A store variable the package asks the buyer for (GET of one package: `variables`). */
const PackageVariable = named(
  'PackageVariable',
  z.strictObject({
    id: id(),
    name: z.string().describe("The key in checkout's variables and the {name} placeholder"),
    description: z.string().nullable(),
    type: z.literal('TEXT').describe('Values are text'),
    required: z.literal(true).describe('Checkout requires a value for every variable the package asks for'),
    ...timestampsShape,
  }),
);

/** What the buyer receives on approval besides keys: the purchase e-mail's subject and body, as a CONTENT delivery. */
const PackageContent = named(
  'PackageContent',
  z.strictObject({
    package_id: id(),
    store_id: id(),
    title: z.string().describe("The purchase e-mail's subject"),
    description: z.string().describe("The purchase e-mail's body (HTML): the CONTENT delivery's value"),
  }),
);

/** POST /v1/app/package: exactly the spec's "create response" fields. */
export const PackageCreated = named(
  'PackageCreated',
  z.strictObject({
    id: id(),
    store_id: id(),
    name: z.string(),
    category_id: id(),
    price: money(),
    expiry_days: z.int().min(1).max(365).nullable(),
    type: packageType(),
    inventory_amount: z.int().min(0).max(MAX_INT).nullable(),
    position: count(),
    slug: z.string(),
    image: z.string().nullable(),
    icon: z.string().nullable(),
    ...timestampsShape,
  }),
);

const packageItemShape = {
  id: id(),
  category_id: id(),
  store_id: id(),
  position: count(),
  enabled: z.boolean(),
  name: z.string(),
  type: packageType(),
  price: money(),
  expiry_days: z.int().min(1).max(365).nullable(),
  inventory_amount: z.int().min(0).max(MAX_INT).nullable().describe('Stock left; null = unlimited'),
  description: z.string().nullable(),
  slug: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  ...timestampsShape,
  per_user_limit: z.boolean(),
  parent_id: id().nullable(),
  is_variation_parent: z.boolean(),
  commands: z.array(PackageCommand),
  discord_actions: z.array(PackageDiscordAction),
  emails: z.array(PackageEmail).describe('The purchase e-mail, as a list: empty when the package has none'),
  license_keys: z.array(LicenseKey),
  price_display: display(),
};

/** A variation in its parent's `variations`: the package's own fields, without its lists (its GET has them). */
const PackageVariation = named(
  'PackageVariation',
  z.strictObject({
    id: id(),
    category_id: id(),
    store_id: id(),
    position: count(),
    enabled: z.boolean(),
    name: z.string(),
    type: packageType(),
    price: money(),
    expiry_days: z.int().min(1).max(365).nullable(),
    inventory_amount: z.int().min(0).max(MAX_INT).nullable(),
    description: z.string().nullable(),
    slug: z.string(),
    image: z.string().nullable(),
    icon: z.string().nullable(),
    ...timestampsShape,
    per_user_limit: z.boolean(),
    parent_id: id(),
    is_variation_parent: z.boolean(),
    price_display: display(),
  }),
);

/** The back-office list item: exactly the spec's fields. */
export const PackageItem = named('PackageItem', z.strictObject(packageItemShape));

/** One package in full (get, update): the list item plus what the create body can set beyond it. */
export const Package = named(
  'Package',
  z.strictObject({
    ...packageItemShape,
    compare_at_price: money().nullable(),
    variables: z.array(PackageVariable).describe('The store variables checkout asks the buyer for'),
    fields: z.array(PackageField),
    email: PackageEmail.nullable(),
    content: PackageContent.nullable().describe('The purchase e-mail as the content delivered on approval; null when the package has none'),
    variations: z.array(PackageVariation).describe('Packages that are variations of this one, by position, then id'),
  }),
);

/** `all=true`: the short item for pickers and exports. */
export const PackageSummary = named(
  'PackageSummary',
  z.strictObject({
    id: id(),
    category_id: id(),
    parent_id: id().nullable(),
    name: z.string(),
    slug: z.string(),
    type: packageType(),
    enabled: z.boolean(),
    price: money(),
    price_display: display(),
    position: count(),
  }),
);

export type CategoryJson = z.output<typeof Category>;
export type PackageCommandJson = z.output<typeof PackageCommand>;
export type PackageDiscordActionJson = z.output<typeof PackageDiscordAction>;
export type LicenseKeyJson = z.output<typeof LicenseKey>;
export type PackageFieldJson = z.output<typeof PackageField>;
export type PackageCreatedJson = z.output<typeof PackageCreated>;
export type PackageItemJson = z.output<typeof PackageItem>;
export type PackageJson = z.output<typeof Package>;
export type PackageSummaryJson = z.output<typeof PackageSummary>;
export type PackageEmailJson = z.output<typeof PackageEmail>;
export type PackageVariableJson = z.output<typeof PackageVariable>;
export type PackageContentJson = z.output<typeof PackageContent>;
export type PackageVariationJson = z.output<typeof PackageVariation>;
