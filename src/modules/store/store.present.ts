import type { Store } from '../../generated/prisma/client';
import { storeTime, type PresentContext } from '../../lib/present';
import type { AppRecord } from './store-settings.service';
import type { StoreAppJson, StoreSettingsJson, StoreThemeJson } from './store.responses';

export const presentTheme = (_ctx: PresentContext, s: Store): StoreThemeJson => ({ primary_color: s.primaryColor, logo: s.logo, banner: s.banner });

/** What checkout asks of the buyer, and where payment pages return to (also on the storefront's GET /v1/webstore). */
export const presentCheckoutSettings = (_ctx: PresentContext, s: Store) => ({
  require_document: s.requireDocument,
  require_phone: s.requirePhone,
  discord_mode: s.discordMode,
  return_url: s.returnUrl,
  cancel_url: s.cancelUrl,
});

/** The store's Discord bot, as its owner may see it: never the token, only whether one is set and its last 4 characters. */
const presentDiscordSettings = (_ctx: PresentContext, s: Store) => ({
  discord_guild_id: s.discordGuildId,
  discord_bot_token_set: s.discordBotTokenEnc !== null,
  discord_bot_token_last4: s.discordBotTokenEnc !== null ? s.discordBotTokenLast4 : null,
});

/** The store and its settings: GET /v1/app/store, and the operator CLI's `store create`; `s` is the store as it is now (after an update), in its own offset. */
export const presentStore = (ctx: PresentContext, s: Store): StoreSettingsJson => ({
  id: s.id,
  name: s.name,
  domain: s.domain,
  currency: s.currency,
  locale: s.locale,
  timezone: s.timezone,
  theme: presentTheme(ctx, s),
  ...presentCheckoutSettings(ctx, s),
  mail_from_name: s.mailFromName,
  mail_reply_to: s.mailReplyTo,
  ...presentDiscordSettings(ctx, s),
  ban_on_chargeback: s.banOnChargeback,
  buyer_email_sign_in: s.buyerEmailSignIn,
  buyer_discord_sign_in: s.buyerDiscordSignIn,
  discord_client_id: s.discordClientId,
  discord_client_secret_set: s.discordClientSecretEnc !== null,
  discord_client_secret_last4: s.discordClientSecretEnc !== null ? s.discordClientSecretLast4 : null,
  created_at: storeTime(s, s.createdAt)!,
  updated_at: storeTime(s, s.updatedAt)!,
});

export const presentApp = (ctx: PresentContext, app: AppRecord): StoreAppJson => ({
  id: app.id,
  name: app.name,
  plan: app.plan,
  overdue_date: storeTime(ctx.store, app.overdueDate)!,
  url: app.url,
  logo: app.logo,
  primary_color: app.primaryColor,
});
