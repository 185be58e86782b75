import { CheckboxField, TextField } from '../../components/forms';
import type { FormErrors } from '../../lib/errors';
import type { SettingsFieldsFragment, UpdateStoreInput } from '../../gql/graphql';

/**
 * The "Buyer sign-in" part of the Settings page (issue 32): which sign-ins the storefront offers its
 * buyers (a code by e-mail, Discord) and the store's Discord application for the second. The
 * client secret is write-only: the API answers only whether one is set and its last 4 characters.
 */

/** The API paths this part shows (for the form's error summary). */
export const BUYER_SIGN_IN_FIELDS = ['buyer_email_sign_in', 'buyer_discord_sign_in', 'discord_client_id', 'discord_client_secret'];

export interface BuyerSignInDraft {
  buyerEmailSignIn: boolean;
  buyerDiscordSignIn: boolean;
  discordClientId: string;
  /** A new client secret; empty keeps the one set (the API never gives it back). */
  discordClientSecret: string;
  removeClientSecret: boolean;
}

type Current = Pick<
  SettingsFieldsFragment,
  'buyerEmailSignIn' | 'buyerDiscordSignIn' | 'discordClientId' | 'discordClientSecretSet' | 'discordClientSecretLast4'
>;

export const buyerSignInDraft = (s: Current): BuyerSignInDraft => ({
  buyerEmailSignIn: s.buyerEmailSignIn,
  buyerDiscordSignIn: s.buyerDiscordSignIn,
  discordClientId: s.discordClientId ?? '',
  discordClientSecret: '',
  removeClientSecret: false,
});

/** What the update sends of this part: only what changed (the secret when typed, or removed). */
export function buyerSignInInput(draft: BuyerSignInDraft, current: Current): Partial<UpdateStoreInput> {
  const id = draft.discordClientId.trim();
  return {
    ...(draft.buyerEmailSignIn !== current.buyerEmailSignIn ? { buyerEmailSignIn: draft.buyerEmailSignIn } : {}),
    ...(draft.buyerDiscordSignIn !== current.buyerDiscordSignIn ? { buyerDiscordSignIn: draft.buyerDiscordSignIn } : {}),
    ...(id !== (current.discordClientId ?? '') ? { discordClientId: id === '' ? null : id } : {}),
    ...(draft.discordClientSecret.trim() !== ''
      ? { discordClientSecret: draft.discordClientSecret.trim() }
      : draft.removeClientSecret
        ? { discordClientSecret: null }
        : {}),
  };
}

export function BuyerSignInFields({
  draft,
  change,
  errors,
  current,
}: {
  draft: BuyerSignInDraft;
  change(patch: Partial<BuyerSignInDraft>): void;
  errors: FormErrors;
  current: Current;
}) {
  const e = errors.fields;
  return (
    <>
      <h2>Buyer sign-in</h2>
      <p className="hint">
        Buyers sign in to the storefront’s buyer area without a password, to see their orders, keys and downloads again and have their e-mail resent.
      </p>
      <CheckboxField
        label="Sign in with a code by e-mail"
        checked={draft.buyerEmailSignIn}
        onChange={(buyerEmailSignIn) => change({ buyerEmailSignIn })}
        error={e.buyer_email_sign_in}
        hint="A 6-digit code, good for 10 minutes, sent to the address they buy with. Offered while this server sends e-mail."
      />
      <CheckboxField
        label="Sign in with Discord"
        checked={draft.buyerDiscordSignIn}
        onChange={(buyerDiscordSignIn) => change({ buyerDiscordSignIn })}
        error={e.buyer_discord_sign_in}
        hint="With the store’s own Discord application (below): its client id and client secret are needed."
      />
      <p className="hint">
        {current.discordClientSecretSet
          ? `A client secret is set, ending in ${current.discordClientSecretLast4 ?? '…'}.`
          : 'No client secret is set: Discord sign-in cannot be offered.'}
      </p>
      <div className="form-grid">
        <TextField
          label="Discord application client id"
          value={draft.discordClientId}
          onChange={(discordClientId) => change({ discordClientId })}
          error={e.discord_client_id}
          hint="From the Developer Portal (OAuth2): 17 to 20 digits. Add the storefront’s sign-in page as a redirect URI there."
          autoComplete="off"
        />
        <TextField
          label="Discord client secret"
          type="password"
          value={draft.discordClientSecret}
          onChange={(discordClientSecret) => change({ discordClientSecret })}
          error={e.discord_client_secret}
          hint={
            current.discordClientSecretSet
              ? 'Left empty: the secret set is kept. It is never shown again.'
              : 'From the Developer Portal (OAuth2). It is never shown again.'
          }
          autoComplete="off"
        />
      </div>
      {current.discordClientSecretSet ? (
        <CheckboxField label="Remove the client secret" checked={draft.removeClientSecret} onChange={(removeClientSecret) => change({ removeClientSecret })} />
      ) : null}
    </>
  );
}
