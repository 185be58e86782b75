import type { Store } from '../../generated/prisma/client';

/**
 * The fields of a store, as the Store record names them (the columns are their snake_case): what the
 * statements that read a store whole select (the admin key lookup here, the game-server token's).
 */
export const STORE_FIELDS = [
  'id',
  'name',
  'domain',
  'currency',
  'locale',
  'timezone',
  'primaryColor',
  'logo',
  'banner',
  'requireDocument',
  'requirePhone',
  'discordMode',
  'returnUrl',
  'cancelUrl',
  'mailFromName',
  'mailReplyTo',
  'discordBotTokenEnc',
  'discordBotTokenLast4',
  'discordGuildId',
  'requireTwoFactor',
  'auditRetentionDays',
  'banOnChargeback',
  'hasBans',
  'salesUntil',
  'buyerEmailSignIn',
  'buyerDiscordSignIn',
  'discordClientId',
  'discordClientSecretEnc',
  'discordClientSecretLast4',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Store)[];

// Every field, or a store read by key or token would lack one (a new column must be added above).
type Missing = Exclude<keyof Store, (typeof STORE_FIELDS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;
