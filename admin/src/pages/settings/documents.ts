import { graphql } from '../../gql';

/** The GraphQL documents of the Settings page (operation names start with Settings). */

export const SettingsStoreDocument = graphql(`
  query SettingsStore {
    store {
      ...SettingsFields
    }
  }
`);

export const UpdateStoreDocument = graphql(`
  mutation SettingsUpdateStore($input: UpdateStoreInput!) {
    updateStore(input: $input) {
      ...SettingsFields
    }
  }
`);

export const SettingsFieldsFragment = graphql(`
  fragment SettingsFields on Store {
    id
    name
    domain
    currency
    locale
    timezone
    theme {
      primaryColor
      logo
      banner
    }
    requireDocument
    requirePhone
    discordMode
    returnUrl
    cancelUrl
    mailFromName
    mailReplyTo
    discordGuildId
    discordBotTokenSet
    discordBotTokenLast4
    banOnChargeback
    buyerEmailSignIn
    buyerDiscordSignIn
    discordClientId
    discordClientSecretSet
    discordClientSecretLast4
    updatedAt
  }
`);
