import { graphql } from '../../gql';

/** Every GraphQL document of the security page (operation names start with Security). */

export const SecuritySettingsDocument = graphql(`
  query SecuritySettings {
    securitySettings {
      requireTwoFactor
      auditRetentionDays
    }
  }
`);

export const UpdateSecurityDocument = graphql(`
  mutation SecurityUpdate($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      requireTwoFactor
      auditRetentionDays
    }
  }
`);
