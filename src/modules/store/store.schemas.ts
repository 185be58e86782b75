import { Currency, DiscordMode } from '../../generated/prisma/enums';
import { clearable, httpUrl, objectRule, z } from '../../lib/validation';
import { isValidLocale, isValidTimeZone } from '../../lib/format';
import { textCheck } from '../../lib/console-text';
import { botToken, snowflake } from '../discord/discord.schemas';
import { discordClientSecret } from '../buyers/buyer.schemas';

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A BCP 47 tag (its form is documented as a pattern) that Intl knows. */
const locale = () =>
  z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .check((ctx) => {
      if (!isValidLocale(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'is not a known locale', params: { rule: 'enum' } });
    });

const storeName = () => z.string().trim().min(1).max(100);

export const createStoreSchema = z.object({
  name: storeName(),
  domain: z.string().trim().toLowerCase().min(1).max(253).regex(DOMAIN_PATTERN),
  currency: z.enum(Currency).default('BRL'),
  locale: locale().default('pt-BR'),
  timezone: z
    .string()
    .default('America/Sao_Paulo')
    .check((ctx) => {
      if (!isValidTimeZone(ctx.value))
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'is not a known IANA time zone', params: { rule: 'enum' } });
    }),
});

export type CreateStoreInput = z.input<typeof createStoreSchema>;

/** `#rrggbb` (stored lower-case): the one colour form every storefront client reads as is, in CSS or by splitting it into channels. */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Each key optional: what is left out is kept; null clears it. */
const themeSchema = z.object({
  primary_color: clearable(z.string().trim().regex(HEX_COLOR).toLowerCase()),
  logo: clearable(httpUrl()),
  banner: clearable(httpUrl()),
});

/**
 * How the store signs its e-mails to buyers: the sender's name goes into the From header and the
 * subject-less greeting, so it is one line of plain text (rule control: no line break can start a
 * header of its own); the Reply-To is one address.
 */
const mailFromName = () => z.string().check(textCheck('plain')).trim().min(1).max(100);
const MAIL_ADDRESS = /^[^\s@<>",;()[\]\\]+@[^\s@<>",;()[\]\\]+\.[^\s@<>",;()[\]\\]+$/;
const mailReplyTo = () =>
  z
    .string()
    .check(textCheck('plain'))
    .trim()
    .max(254)
    .meta({ format: 'email', pattern: MAIL_ADDRESS.source })
    .check((ctx) => {
      if (!MAIL_ADDRESS.test(ctx.value))
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be a valid e-mail address', params: { rule: 'email' } });
    });

/**
 * Fixed when the store is created: the domain is how storefronts find the store, the currency is
 * that of every amount already stored, and the time zone is the day boundary of the report rollups
 * (changing it would need them rebuilt). Sending one with its current value is no change (a client
 * that PATCHes back what GET gave works); another value is 422 rule `read_only`.
 */
export const READ_ONLY_STORE_FIELDS = ['domain', 'currency', 'timezone'] as const;

const storeSettingsObject = z.object({
  name: storeName().optional(),
  locale: locale().optional(),
  theme: themeSchema.optional(),
  require_document: z.boolean().optional(),
  require_phone: z.boolean().optional(),
  discord_mode: z.enum(DiscordMode).optional(),
  return_url: clearable(httpUrl()),
  cancel_url: clearable(httpUrl()),
  mail_from_name: clearable(mailFromName()).describe(
    "The sender's name of the store's e-mails to buyers (in front of the server's MAIL_FROM); null: the store's name",
  ),
  mail_reply_to: clearable(mailReplyTo()).describe("Where buyers' replies to the store's e-mails go; null: no Reply-To"),
  discord_bot_token: clearable(botToken()).describe(
    'Write-only: stored encrypted, never answered (only discord_bot_token_set and its last 4 characters); null removes it',
  ),
  discord_guild_id: clearable(snowflake()).describe('The Discord server (guild) the bot gives roles in; null clears it'),
  ban_on_chargeback: z.boolean().optional().describe("true: an order's chargeback bans its buyer's e-mail, client identifier and Discord id (the ban list)"),
  buyer_email_sign_in: z.boolean().optional().describe('true: buyers sign in to their area with a code by e-mail (offered while this server sends e-mail)'),
  buyer_discord_sign_in: z.boolean().optional().describe('true: buyers sign in to their area with Discord (needs discord_client_id and discord_client_secret)'),
  discord_client_id: clearable(snowflake()).describe("The client id of the store's Discord application (OAuth2), for buyers' Discord sign-in; null clears it"),
  discord_client_secret: clearable(discordClientSecret()).describe(
    "Write-only: the Discord application's client secret, stored encrypted, never answered (only discord_client_secret_set and its last 4 characters); null removes it",
  ),
  domain: z.string().optional().describe('Read-only: accepted only with the current value (rule read_only)'),
  currency: z.string().optional().describe('Read-only: accepted only with the current value (rule read_only)'),
  timezone: z.string().optional().describe('Read-only: accepted only with the current value (rule read_only)'),
});

/** PATCH /v1/app/store, as OpenAPI documents it; the service parses with `updateStoreSchemaFor(store)`. */
export const updateStoreSchema = storeSettingsObject;

/** The update body of this store: the read-only fields compared with its current values. */
export const updateStoreSchemaFor = (current: Record<(typeof READ_ONLY_STORE_FIELDS)[number], string>) =>
  storeSettingsObject.check(
    objectRule((body, ctx) => {
      for (const field of READ_ONLY_STORE_FIELDS) {
        const sent = body[field];
        if (sent === undefined || (typeof sent === 'string' && sent.trim().toLowerCase() === current[field].toLowerCase())) continue;
        ctx.addIssue({
          code: 'custom',
          path: [field],
          input: sent,
          message: 'is fixed when the store is created and cannot be changed',
          params: { rule: 'read_only' },
        });
      }
    }),
  );

export type UpdateStoreInput = z.input<typeof updateStoreSchema>;
