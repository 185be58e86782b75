import { Currency, DiscordMode } from '../../generated/prisma/enums';
import { gql, id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of the store's own records: what store.present.ts returns. */

export const StoreTheme = gql(
  named(
    'StoreTheme',
    z.strictObject({
      primary_color: gql(
        z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/)
          .nullable()
          .describe('#rrggbb; null: the storefront keeps its own'),
        { description: 'Primary colour as #rrggbb (lower-case); null: storefronts keep their own.' },
      ),
      logo: gql(z.string().nullable().describe('http(s) URL of the logo'), { description: "http(s) URL of the store's logo; null when not set." }),
      banner: gql(z.string().nullable().describe('http(s) URL of the banner'), { description: "http(s) URL of the store's banner; null when not set." }),
    }),
    "The storefront's look",
  ),
  { description: "The storefront's look." },
);

/** What checkout asks of the buyer, and where payment pages send the buyer back. */
export const checkoutSettingsShape = {
  require_document: gql(z.boolean().describe('Checkout requires client_document'), {
    description: 'true: checkout refuses an order without clientDocument (rule required).',
  }),
  require_phone: gql(z.boolean().describe('Checkout requires client_phone'), {
    description: 'true: checkout refuses an order without clientPhone (rule required).',
  }),
  discord_mode: gql(z.enum(DiscordMode).describe('REQUIRED: checkout requires client_discord'), {
    description: "Whether storefronts ask for the buyer's Discord user; REQUIRED: checkout refuses an order without clientDiscord.",
  }),
  return_url: gql(z.string().nullable().describe('Where a payment page sends the buyer after paying'), {
    description: 'http(s) URL a payment page sends the buyer to after paying; null when not set.',
  }),
  cancel_url: gql(z.string().nullable().describe('Where a payment page sends a buyer who gives up'), {
    description: 'http(s) URL a payment page sends a buyer who gives up to; null when not set.',
  }),
};

/** GET and PATCH /v1/app/store: the store and its storefront settings. */
export const StoreSettings = gql(
  named(
    'Store',
    z.strictObject({
      id: id().describe('Store id.'),
      name: z.string().describe('Display name, 1..100 characters.'),
      domain: gql(z.string().describe('Read-only: what storefronts send as x-store-domain'), {
        description: 'Host name storefronts send as x-store-domain; lower-case, unique across the service. Fixed at creation.',
      }),
      currency: gql(z.enum(Currency).describe('Read-only'), { description: 'Currency of every amount of the store. Fixed at creation.' }),
      locale: z.string().describe('BCP 47 locale of the *Display texts (pt-BR by default, e.g. en-US).'),
      timezone: gql(z.string().describe('Read-only'), {
        description: 'IANA time zone (America/Sao_Paulo by default): the offset of timestamps and the days of date filters and reports. Fixed at creation.',
      }),
      theme: StoreTheme,
      ...checkoutSettingsShape,
      mail_from_name: gql(z.string().nullable().describe("The sender's name of the store's e-mails to buyers; null: the store's name"), {
        description: "The sender's name of the store's e-mails to buyers (in front of the server's MAIL_FROM); null: the store's name.",
      }),
      mail_reply_to: gql(z.string().nullable().describe("Where buyers' replies to the store's e-mails go; null: no Reply-To"), {
        description: "Where buyers' replies to the store's e-mails go (their Reply-To); null: none.",
      }),
      discord_guild_id: gql(z.string().nullable().describe('The Discord server (guild) the bot gives roles in; null when not set'), {
        description: "The Discord server (guild) the store's bot gives roles in (a snowflake); null when not set.",
      }),
      discord_bot_token_set: gql(z.boolean().describe('Whether a Discord bot token is set (the token itself is never answered)'), {
        description: 'Whether a Discord bot token is set. The token itself is write-only: never answered.',
      }),
      discord_bot_token_last4: gql(z.string().nullable().describe("The bot token's last 4 characters; null when none is set"), {
        description: "The bot token's last 4 characters; null when none is set.",
      }),
      ban_on_chargeback: gql(z.boolean().describe("Whether an order's chargeback bans its buyer (the ban list)"), {
        description:
          'true: an order\'s chargeback bans its buyer\'s e-mail, client identifier and Discord id (the ban list, reason "chargeback on order <internal_id>").',
      }),
      buyer_email_sign_in: gql(z.boolean().describe('Whether buyers may sign in to their area with a code by e-mail'), {
        description: 'true: buyers sign in to their area with a 6-digit code by e-mail (offered while this server sends e-mail).',
      }),
      buyer_discord_sign_in: gql(z.boolean().describe('Whether buyers may sign in to their area with Discord'), {
        description: "true: buyers sign in to their area with Discord (OAuth2, the store's Discord application).",
      }),
      discord_client_id: gql(z.string().nullable().describe("The client id of the store's Discord application; null when not set"), {
        description: "The client id of the store's Discord application, for buyers' Discord sign-in; null when not set.",
      }),
      discord_client_secret_set: gql(z.boolean().describe("Whether the Discord application's client secret is set (it is never answered)"), {
        description: "Whether the Discord application's client secret is set. The secret itself is write-only: never answered.",
      }),
      discord_client_secret_last4: gql(z.string().nullable().describe("The client secret's last 4 characters; null when none is set"), {
        description: "The client secret's last 4 characters; null when none is set.",
      }),
      ...timestampsShape,
    }),
    'The store the admin API key belongs to, with its storefront settings (REST GET /v1/app/store; change\nthem with updateStore). Stores are created with the operator CLI, not the API.',
  ),
  {
    fields: {
      theme: "The storefront's look: primary colour, logo and banner.",
      createdAt: 'When the store was created, in its own offset.',
      updatedAt: 'When the store was last changed, in its own offset.',
    },
  },
);

/** GET /v1/app: the application record plugins read at start-up to check their key. */
export const StoreApp = named(
  'StoreApp',
  z.strictObject({
    id: id().describe("The store's id."),
    name: z.string().describe("The store's display name."),
    plan: gql(z.literal('SELF_HOSTED').describe('There is no billing: every store has every feature'), {
      description: 'Always SELF_HOSTED: there is no billing, every store has every feature.',
    }),
    overdue_date: gql(
      StoreTimestamp.describe(
        "When the plan falls due: there is no billing, so never: 9999-12-31T00:00:00Z in the store's offset (plugins parse it as a date-time and stop on null)",
      ),
      {
        type: 'DateTime!',
        description: 'When the plan falls due: there is no billing, so never: 9999-12-31T00:00:00Z, a date-time every client parses (plugins stop on null).',
      },
    ),
    url: gql(z.string().describe("The storefront's address, https://<domain>"), { description: "The storefront's address: https:// and the store's domain." }),
    logo: z.string().nullable().describe("http(s) URL of the store's logo (the theme's); null when not set."),
    primary_color: z.string().nullable().describe("The theme's primary colour as #rrggbb; null when not set."),
  }),
  'The application record plugins read at start-up to check their key (REST GET /v1/app).',
);

export type StoreThemeJson = z.output<typeof StoreTheme>;
export type StoreSettingsJson = z.output<typeof StoreSettings>;
export type StoreAppJson = z.output<typeof StoreApp>;
