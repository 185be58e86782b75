import type { ServiceContext } from '../../context';
import { validationFailed } from '../../errors';
import { encryptSecret, secretKey, secretLast4 } from '../../lib/secrets';

/** The buyer sign-in settings of PATCH /v1/app/store (issue 32), as parsed by the store's schema. */
export interface BuyerSignInSettings {
  buyer_email_sign_in?: boolean;
  buyer_discord_sign_in?: boolean;
  discord_client_id?: string | null;
  discord_client_secret?: string | null;
}

/**
 * The store's columns for the buyer sign-in settings sent: the Discord application's client secret
 * sealed like the bot token (null removes it; only its last 4 characters stay readable). Discord
 * sign-in cannot be on without both halves of the application, as the store will be after this
 * change: 422 rule `required` on buyer_discord_sign_in.
 */
export async function buyerSignInColumns(ctx: ServiceContext, data: BuyerSignInSettings) {
  const store = ctx.store;
  const discordOn = data.buyer_discord_sign_in ?? store.buyerDiscordSignIn;
  const clientId = data.discord_client_id === undefined ? store.discordClientId : data.discord_client_id;
  const secretSet = data.discord_client_secret === undefined ? store.discordClientSecretEnc !== null : data.discord_client_secret !== null;
  if (discordOn && (!clientId || !secretSet))
    throw validationFailed([
      {
        field: 'buyer_discord_sign_in',
        rule: 'required',
        message: "buyer_discord_sign_in needs the store's Discord application: discord_client_id and discord_client_secret",
      },
    ]);
  const secret =
    data.discord_client_secret === undefined
      ? {}
      : data.discord_client_secret === null
        ? { discordClientSecretEnc: null, discordClientSecretLast4: null }
        : {
            discordClientSecretEnc: encryptSecret(await secretKey(ctx.db, ctx.config), data.discord_client_secret),
            discordClientSecretLast4: secretLast4(data.discord_client_secret),
          };
  return {
    buyerEmailSignIn: data.buyer_email_sign_in,
    buyerDiscordSignIn: data.buyer_discord_sign_in,
    discordClientId: data.discord_client_id,
    ...secret,
  };
}
