import { Currency, DiscordMode } from '../../generated/prisma/enums';
import { id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of the store's own records: what store.present.ts returns. */

export const StoreTheme = named(
  'StoreTheme',
  z.strictObject({
    primary_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullable()
      .describe('#rrggbb; null: the storefront keeps its own'),
    logo: z.string().nullable().describe('http(s) URL of the logo'),
    banner: z.string().nullable().describe('http(s) URL of the banner'),
  }),
  "The storefront's look",
);

/** What checkout asks of the buyer, and where payment pages send the buyer back. */
export const checkoutSettingsShape = {
  require_document: z.boolean().describe('Checkout requires client_document'),
  require_phone: z.boolean().describe('Checkout requires client_phone'),
  discord_mode: z.enum(DiscordMode).describe('REQUIRED: checkout requires client_discord'),
  return_url: z.string().nullable().describe('Where a payment page sends the buyer after paying'),
  cancel_url: z.string().nullable().describe('Where a payment page sends a buyer who gives up'),
};

/** GET and PATCH /v1/app/store: the store and its storefront settings. */
export const StoreSettings = named(
  'Store',
  z.strictObject({
    id: id(),
    name: z.string(),
    domain: z.string().describe('Read-only: what storefronts send as x-store-domain'),
    currency: z.enum(Currency).describe('Read-only'),
    locale: z.string(),
    timezone: z.string().describe('Read-only'),
    theme: StoreTheme,
    ...checkoutSettingsShape,
    mail_from_name: z.string().nullable().describe("The sender's name of the store's e-mails to buyers; null: the store's name"),
    mail_reply_to: z.string().nullable().describe("Where buyers' replies to the store's e-mails go; null: no Reply-To"),
    discord_guild_id: z.string().nullable().describe('The Discord server (guild) the bot gives roles in; null when not set'),
    discord_bot_token_set: z.boolean().describe('Whether a Discord bot token is set (the token itself is never answered)'),
    discord_bot_token_last4: z.string().nullable().describe("The bot token's last 4 characters; null when none is set"),
    ...timestampsShape,
  }),
);

/** GET /v1/app: the application record plugins read at start-up to check their key. */
export const StoreApp = named(
  'StoreApp',
  z.strictObject({
    id: id(),
    name: z.string(),
    plan: z.literal('SELF_HOSTED').describe('There is no billing: every store has every feature'),
    overdue_date: StoreTimestamp.describe(
      "When the plan falls due: there is no billing, so never: 9999-12-31T00:00:00Z in the store's offset (plugins parse it as a date-time and stop on null)",
    ),
    url: z.string().describe("The storefront's address, https://<domain>"),
    logo: z.string().nullable(),
    primary_color: z.string().nullable(),
  }),
);

export type StoreThemeJson = z.output<typeof StoreTheme>;
export type StoreSettingsJson = z.output<typeof StoreSettings>;
export type StoreAppJson = z.output<typeof StoreApp>;
