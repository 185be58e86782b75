import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Store } from '../../generated/prisma/client';
import { parseInput } from '../../lib/validation';
import { encryptSecret, secretKey, secretLast4 } from '../../lib/secrets';
import { updateStoreSchemaFor, type UpdateStoreInput } from './store.schemas';
import { buyerSignInColumns } from '../buyers/buyer.settings';

/**
 * The signed-in store's own record: its settings (GET/PATCH /v1/app/store) and the application
 * record plugins check their key with (GET /v1/app). Unlike store.service.ts, these run in a request.
 */

/** Changes what is sent; what is left out is kept, null clears an optional setting. */
export async function updateStore(ctx: ServiceContext, input: Wire<UpdateStoreInput>): Promise<Store> {
  const data = parseInput(updateStoreSchemaFor(ctx.store), input);
  const theme = data.theme ?? {};
  // The bot token is sealed like webhook secrets; null removes it. Only its last 4 characters stay readable.
  const token =
    data.discord_bot_token === undefined
      ? {}
      : data.discord_bot_token === null
        ? { discordBotTokenEnc: null, discordBotTokenLast4: null }
        : {
            discordBotTokenEnc: encryptSecret(await secretKey(ctx.db, ctx.config), data.discord_bot_token),
            discordBotTokenLast4: secretLast4(data.discord_bot_token),
          };
  const buyerSignIn = await buyerSignInColumns(ctx, data);
  return ctx.db.store.update({
    where: { id: ctx.store.id },
    data: {
      name: data.name,
      locale: data.locale,
      primaryColor: theme.primary_color,
      logo: theme.logo,
      banner: theme.banner,
      requireDocument: data.require_document,
      requirePhone: data.require_phone,
      discordMode: data.discord_mode,
      returnUrl: data.return_url,
      cancelUrl: data.cancel_url,
      mailFromName: data.mail_from_name,
      mailReplyTo: data.mail_reply_to,
      discordGuildId: data.discord_guild_id,
      banOnChargeback: data.ban_on_chargeback,
      ...token,
      ...buyerSignIn,
    },
  });
}

export interface AppRecord {
  id: number;
  name: string;
  plan: 'SELF_HOSTED';
  overdueDate: Date;
  url: string;
  logo: string | null;
  primaryColor: string | null;
}

/** "Never" as a date-time: plugins parse overdue_date as an ISO date-time with an offset (Java's
 * OffsetDateTime.parse), and stop on null. Midnight UTC stays inside year 9999 in every time zone. */
const NEVER_DUE = new Date('9999-12-31T00:00:00.000Z');

/**
 * There is no billing in this service: every store has every feature (`SELF_HOSTED`) and is never
 * overdue, so a plugin that refuses to start for an overdue plan always starts. The storefront's
 * address is its domain over https (storefronts are served on the domain they send as x-store-domain).
 */
export const appRecord = (s: Store): AppRecord => ({
  id: s.id,
  name: s.name,
  plan: 'SELF_HOSTED',
  overdueDate: NEVER_DUE,
  url: `https://${s.domain}`,
  logo: s.logo,
  primaryColor: s.primaryColor,
});
