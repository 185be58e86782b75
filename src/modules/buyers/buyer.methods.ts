import type { Config } from '../../config';
import type { BuyerSignInMethod, Store } from '../../generated/prisma/client';

/**
 * The sign-ins a store offers its buyers now (issue 32): the ones its owner turned on that can work
 * here. E-mail codes need this server to send e-mail (SMTP_URL and MAIL_FROM); Discord needs the
 * store's Discord application (client id and secret). GET /v1/webstore answers `auth: true` when
 * there is one, and lists them.
 */
export function signInMethods(store: Store, config: Pick<Config, 'mail'>): BuyerSignInMethod[] {
  const out: BuyerSignInMethod[] = [];
  if (store.buyerEmailSignIn && config.mail) out.push('EMAIL');
  if (discordApp(store)) out.push('DISCORD');
  return out;
}

/** The store's Discord application, when Discord sign-in is on and both halves of it are set. */
export function discordApp(store: Store): { clientId: string; clientSecretEnc: string } | null {
  if (!store.buyerDiscordSignIn || !store.discordClientId || !store.discordClientSecretEnc) return null;
  return { clientId: store.discordClientId, clientSecretEnc: store.discordClientSecretEnc };
}
