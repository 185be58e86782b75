import { CommandTrigger, PackageType } from '../../generated/prisma/enums';
import { count, display, gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { MAX_INT } from '../../lib/validation';
import { FIELD_TYPES } from './package.schemas';

/** REST response schemas of the catalog: what category.present.ts and package.present.ts return. */

export const Category = named(
  'Category',
  z.strictObject({
    id: id().describe('Category id: what paths, categoryId and parentId take.'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    name: z.string().describe('Display name, 1..100 characters.'),
    slug: z.string().describe('Unique in the store; used in URLs. Lower-case letters, digits and single hyphens, up to 120 characters.'),
    parent_id: id().nullable().describe("The parent category's id; null for a top-level category."),
    position: count().describe('Order among its siblings, ascending; new categories go to the end.'),
    hide_category: z.boolean().describe('true: hidden from the storefront, together with everything below it.'),
    hide_subcategory: z.boolean().describe('The spec\'s "subcategories are hidden" flag, kept for the back office; storefront lists do not apply it.'),
    image: z.string().nullable().describe("http(s) URL of the category's image; null when none."),
    banner: z.string().nullable().describe("http(s) URL of the category's banner; null when none."),
    ...timestampsShape,
  }),
  "A category of the store's catalog; categories nest through parentId. REST: /v1/app/category.",
);

export const PackageCommand = named(
  'PackageCommand',
  z.strictObject({
    id: id().describe('Command id.'),
    type: z.enum(CommandTrigger).describe('When it is queued.'),
    command: z
      .string()
      .describe(
        'The command text (1..1000 characters). Placeholders are filled when it is queued: {client_identifier},\n{client_name}, {client_email}, {client_discord}, {order_id}, {internal_id}, {package_name}, {quantity}\nand {<variable name>}; unknown ones stay as written.',
      ),
    game_server_id: id().nullable().describe("The game server that must run it; null: any of the store's game servers may run it."),
    offline_execute: z.boolean().describe('true: runs whether or not the player is online; false: only while the game server reports the player online.'),
    schedule: gql(z.int().min(1).max(525_600).nullable().describe('Minutes after the trigger; null when it runs at once (not scheduled)'), {
      description: 'Minutes after the trigger before the command is due (1..525,600); null when it is due at once (not scheduled).',
    }),
    execute_once: z.boolean().describe('true: with no gameServerId, the first server that polls it keeps it for good; retries never move it elsewhere.'),
    internal_id: gql(count().describe("The command's place in the package's list, from 0 (the order commands run in)"), {
      description: "The command's place in the package's list, from 0: the order the package's commands are queued in.",
    }),
    ...timestampsShape,
  }),
  'A game-server command run for the buyer; `type` says when it is queued.',
);

export const PackageDiscordAction = named(
  'PackageDiscordAction',
  z.strictObject({
    id: id().describe('Action id.'),
    type: gql(
      z
        .string()
        .describe(
          'When it runs: PURCHASE, EXPIRE, REFUND or CHARGEBACK (another text only on an action saved before these were checked that could not be mapped: never run)',
        ),
      {
        description:
          'When it runs: PURCHASE, EXPIRE, REFUND or CHARGEBACK, as for commands (another text only on an action saved before these were checked that could not be mapped: never run).',
      },
    ),
    action: gql(
      z
        .string()
        .describe('ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on an action saved before these were checked that could not be mapped: never run)'),
      {
        description:
          'ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on an action saved before these were checked that could not be mapped: never run).',
      },
    ),
    role_id: gql(z.string().nullable().describe('The Discord role (ADD_ROLE, REMOVE_ROLE); the same as parameters.role_id'), {
      description: 'The Discord role of ADD_ROLE and REMOVE_ROLE (parameters.roleId, at the top level as the public API gives it); null when not set.',
    }),
    channel_id: gql(z.string().nullable().describe('The Discord channel (SEND_MESSAGE); the same as parameters.channel_id'), {
      description: 'The Discord channel SEND_MESSAGE posts in (parameters.channelId); null when not set.',
    }),
    message: gql(z.string().nullable().describe('The message (SEND_MESSAGE); the same as parameters.message'), {
      description: 'The text SEND_MESSAGE posts (parameters.message); null when not set.',
    }),
    parameters: gql(
      z
        .strictObject({
          role_id: z.string().nullable().describe('The Discord role (ADD_ROLE, REMOVE_ROLE)'),
          channel_id: z.string().nullable().describe('The Discord channel (SEND_MESSAGE)'),
          message: z.string().nullable().describe("The message (SEND_MESSAGE), with the order's placeholders filled when it is sent"),
        })
        .describe('Role, channel and message for the action.'),
      { type: 'DiscordActionParameters!' },
    ),
    internal_id: gql(count().describe("The action's place in the package's list, from 0"), {
      description: "The action's place in the package's list, from 0.",
    }),
    ...timestampsShape,
  }),
  "A Discord action of a package, run by the store's bot (Store.discordBotTokenSet, discordGuildId) for the\nbuyer's Discord user (Order.clientDiscord) when its type says; each run is on the order (Order.discordActions).",
);

export const LicenseKey = gql(
  named(
    'LicenseKey',
    z.strictObject({
      id: id().describe('License key id (Delivery.licenseKeyId).'),
      value: gql(z.string().describe('The key text'), {
        description: "The key text, 1..250 characters, unique within the package (the public API's name for it).",
      }),
      key: gql(z.string().describe('The key text again, under the name this API used first'), {
        description: 'The key text again (the same as value), under the name this API used first.',
      }),
      used: z.boolean().describe('true once the key has been delivered to a buyer.'),
      used_at: StoreTimestamp.nullable().describe("When it was delivered, in the store's offset; null while unused."),
      ...timestampsShape,
    }),
    "A key of a package's pool. Approval delivers unused keys, one per unit, never the same key twice.",
  ),
  { fields: { createdAt: "When it was added to the pool, in the store's offset." } },
);

export const PackageField = named(
  'PackageField',
  z.strictObject({
    id: id().describe("Field id: the key of its value in checkout's items[].fields and in OrderLine.fields."),
    name: z.string().describe('Label shown to the buyer, 1..100 characters; checkout also accepts it as the key of the value.'),
    type: z.enum(FIELD_TYPES).describe('Which values checkout accepts.'),
    description: z.string().describe('Help text for the buyer, up to 500 characters; an empty string when none.'),
    required: z.boolean().describe('true: checkout refuses a line without a value (VALIDATION_FAILED, rule required).'),
  }),
  'A custom input the buyer fills at checkout.',
);

const packageType = () => z.enum(PackageType);

/** The purchase e-mail: the create body's `email`, and an item of the list item's `emails`. */
export const PackageEmail = named(
  'PackageEmail',
  z.strictObject({
    title: z.string().describe('Subject, 1..255 characters.'),
    content: gql(z.string().describe('HTML'), { description: 'Body, HTML, 1..20,000 characters.' }),
  }),
  "The package's purchase e-mail. On approval its content becomes a CONTENT delivery (HTML); this API sends no e-mail itself.",
);

/** A store variable the package asks the buyer for (GET of one package: `variables`). */
export const PackageVariable = gql(
  named(
    'PackageVariable',
    z.strictObject({
      id: id().describe('Variable id (Package.variables lists these).'),
      name: gql(z.string().describe("The key in checkout's variables and the {name} placeholder"), {
        description: "Letters, digits and underscores: the key in checkout's variables and the {name} placeholder.",
      }),
      description: z.string().nullable().describe('Help text for the buyer; null when none.'),
      type: gql(z.literal('TEXT').describe('Values are text'), { description: 'Always TEXT: values are text.' }),
      required: gql(z.literal(true).describe('Checkout requires a value for every variable the package asks for'), {
        description: 'Always true: checkout requires a value for every variable the package asks for.',
      }),
      ...timestampsShape,
    }),
    "A store variable a package asks the buyer for (REST: an item of the package's variables).",
  ),
  { fields: { createdAt: "When the variable was created, in the store's offset.", updatedAt: "When the variable was last changed, in the store's offset." } },
);

/** What the buyer receives on approval besides keys: the purchase e-mail's subject and body, as a CONTENT delivery. */
export const PackageContent = named(
  'PackageContent',
  z.strictObject({
    package_id: id().describe('Id of the package it belongs to.'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    title: gql(z.string().describe("The purchase e-mail's subject"), { description: "The e-mail's subject." }),
    description: gql(z.string().describe("The purchase e-mail's body (HTML): the CONTENT delivery's value"), {
      description: "The e-mail's body (HTML): the value of the CONTENT delivery.",
    }),
  }),
  'The purchase e-mail as the content the buyer receives on approval (a CONTENT delivery).',
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
  id: id().describe('Package id: what paths, items[].id and packageId take.'),
  category_id: id().describe('Id of the category it is listed in.'),
  store_id: id().describe("The owning store's id (always the caller's store)."),
  position: count().describe('Order within its category, ascending; new packages go to the end of their category.'),
  enabled: z.boolean().describe('false: not for sale (checkout and cart refuse it) and not listed on the storefront.'),
  name: z.string().describe('Display name, 1..255 characters.'),
  type: packageType().describe('SINGLE (one unit per order) or MULTIPLE.'),
  price: gql(money(), { description: "Unit price in the store's currency, 0..1,000,000 with at most two decimals." }),
  expiry_days: z.int().min(1).max(365).nullable().describe('Days after approval when the EXPIRE commands fall due (1..365); null: the package never expires.'),
  inventory_amount: gql(z.int().min(0).max(MAX_INT).nullable().describe('Stock left; null = unlimited'), {
    description: 'Units in stock: approval takes from it, and checkout refuses more than is left (CONFLICT). null: unlimited stock.',
  }),
  description: z.string().nullable().describe('Text for buyers, up to 20,000 characters; null when none.'),
  slug: z.string().describe('URL name, unique in the store: lower-case letters, digits and single hyphens, up to 120 characters.'),
  image: z.string().nullable().describe("http(s) URL of the package's image; null when none."),
  icon: z.string().nullable().describe("http(s) URL of a variation's icon; only variations have one, null otherwise."),
  ...timestampsShape,
  per_user_limit: z.boolean().describe('true: a buyer (client identifier, ignoring case) may hold it in only one PENDING or APPROVED order, one unit.'),
  parent_id: id().nullable().describe('The package this one is a variation of; null for a package that is not a variation.'),
  is_variation_parent: z.boolean().describe('true while at least one package is a variation of this one.'),
  commands: z.array(PackageCommand).describe('Game-server commands, in the order they were sent.'),
  discord_actions: z.array(PackageDiscordAction).describe('Discord actions, in the order they were sent.'),
  emails: gql(z.array(PackageEmail).describe('The purchase e-mail, as a list: empty when the package has none'), {
    description: "The purchase e-mail as a list (REST list items' emails): empty when the package has none.",
  }),
  license_keys: z
    .array(LicenseKey)
    .describe('The key pool, delivered and unused keys, by id. With any keys, checkout needs enough unused ones (else CONFLICT).'),
  price_display: gql(display(), { description: "The price as text in the store's locale and currency (R$ 29,90)." }),
};

/** A variation in its parent's `variations`: the package's own fields, without its lists (its GET has them). */
export const PackageVariation = named(
  'PackageVariation',
  z.strictObject({
    id: id().describe('Package id of the variation.'),
    category_id: id().describe('Id of the category it is listed in.'),
    store_id: id().describe("The owning store's id (always the caller's store)."),
    position: count().describe('Order within its category, ascending.'),
    enabled: z.boolean().describe('false: not for sale and not listed on the storefront.'),
    name: z.string().describe('Display name, 1..255 characters.'),
    type: packageType().describe('SINGLE (one unit per order) or MULTIPLE.'),
    price: gql(money(), { description: "Unit price in the store's currency." }),
    expiry_days: z.int().min(1).max(365).nullable().describe('Days after approval when the EXPIRE commands fall due; null: never expires.'),
    inventory_amount: z.int().min(0).max(MAX_INT).nullable().describe('Units in stock; null: unlimited stock.'),
    description: z.string().nullable().describe('Text for buyers; null when none.'),
    slug: z.string().describe('URL name, unique in the store.'),
    image: z.string().nullable().describe("http(s) URL of the variation's image; null when none."),
    icon: z.string().nullable().describe("http(s) URL of the variation's icon; null when none."),
    ...timestampsShape,
    per_user_limit: z.boolean().describe('One per buyer, one unit.'),
    parent_id: id().describe('Id of the package it is a variation of.'),
    is_variation_parent: z.boolean().describe('Always false: variations are one level deep.'),
    price_display: gql(display(), { description: "The price as text in the store's locale and currency (R$ 29,90)." }),
  }),
  "A variation as its parent lists it: the package's own fields, without its lists (its own Package has them).",
);

/** The back-office list item: exactly the spec's fields. */
export const PackageItem = named('PackageItem', z.strictObject(packageItemShape));

/** A recurring package's period. */
export const PackageSubscription = named(
  'PackageSubscription',
  z.strictObject({
    interval: gql(z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']).describe('DAY, WEEK, MONTH or YEAR'), {
      type: 'SubscriptionInterval!',
      description: 'The unit of the period: DAY, WEEK, MONTH or YEAR.',
    }),
    interval_count: z.int().min(1).max(365).describe('How many intervals between charges: at most 365 days, 52 weeks, 12 months or 1 year.'),
  }),
  'How often a subscription package charges: every intervalCount of interval.',
);

/** One package in full (get, update): the list item plus what the create body can set beyond it. */
export const Package = named(
  'Package',
  z.strictObject({
    ...packageItemShape,
    compare_at_price: money().nullable().describe("Comparison (struck-through) price for the storefront, in the store's currency; null when none."),
    variables: gql(z.array(PackageVariable).describe('The store variables checkout asks the buyer for'), {
      type: '[Int!]!',
      description: 'Ids of the store variables the package asks the buyer for; checkout requires a value for each (askedVariables has them whole).',
    }),
    fields: z.array(PackageField).describe('Custom inputs the buyer fills at checkout, in order.'),
    email: PackageEmail.nullable().describe('The purchase e-mail; null when the package has none.'),
    content: gql(PackageContent.nullable().describe('The purchase e-mail as the content delivered on approval; null when the package has none'), {
      description: 'The purchase e-mail as the content delivered on approval; null when the package has none.',
    }),
    variations: gql(z.array(PackageVariation).describe('Packages that are variations of this one, by position, then id'), {
      description: 'Packages that are variations of this one, by position, then id.',
    }),
    gift_card_value: gql(
      money().nullable().describe("A gift card package: each unit bought issues a gift card of this value, in the store's currency; null: an ordinary package"),
      {
        description: 'A gift card package: each unit bought issues a gift card of this value (e-mailed to the buyer on approval); null: an ordinary package.',
      },
    ),
    subscription: gql(
      PackageSubscription.nullable().describe(
        'null: sold once. Set: a subscription, charged again every period through Stripe or Mercado Pago (expiry_days is the period in days)',
      ),
      {
        description: 'null: sold once. Set: a subscription, charged again every period through Stripe or Mercado Pago; expiryDays is then the period in days.',
      },
    ),
  }),
  "A product of the store's catalog. REST: /v1/app/package.",
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
