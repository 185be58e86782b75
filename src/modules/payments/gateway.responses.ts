import { Gateway } from '../../generated/prisma/enums';
import { gql, named, StoreTimestamp, z } from '../../lib/responses';

/** GET /v1/app/gateway items and PUT /v1/app/gateway/{gateway}: a gateway's settings, never its credentials. */
export const GatewaySettingsJson = named(
  'PaymentGateway',
  z.strictObject({
    gateway: z.enum(Gateway).describe('Which of the five gateways of the model these settings are for.'),
    enabled: gql(z.boolean().describe('Buyers may pay with it (listed by GET /v1/webstore/gateway, accepted at checkout)'), {
      description: 'Buyers may pay with it: listed by storefrontGateways and accepted at checkout.',
    }),
    name: gql(z.string().nullable().describe("The owner's name for it; null: the gateway's own"), {
      description: "The owner's name for it; null: the gateway's own.",
    }),
    display: gql(z.string().describe("What buyers see: name, else the gateway's own name in the store's locale"), {
      description: "What buyers see: name, else the gateway's own name in the store's locale.",
    }),
    configured: gql(z.boolean().describe('Credentials are stored'), { description: 'Credentials are stored.' }),
    credentials: gql(z.record(z.string(), z.string()).nullable().describe('The last 4 characters of each credential, by name; null when none are stored'), {
      description: 'The last 4 characters of each credential, by name; null when none are stored.',
    }),
    notification_url: gql(z.string().describe("Paste it into the provider's dashboard: where it notifies payments"), {
      description: "Paste it into the provider's dashboard: where it notifies payments (POST /v1/payments/{gateway}/{store_id}).",
    }),
    updated_at: StoreTimestamp.nullable().describe('When the settings last changed; null when never set.'),
  }),
  "A payment gateway with this store's settings (REST GET /v1/app/gateway). Credentials are never returned.",
);

export type GatewaySettingsJsonType = z.output<typeof GatewaySettingsJson>;
