import { Gateway } from '../../generated/prisma/enums';
import { named, StoreTimestamp, z } from '../../lib/responses';

/** GET /v1/app/gateway items and PUT /v1/app/gateway/{gateway}: a gateway's settings, never its credentials. */
export const GatewaySettingsJson = named(
  'PaymentGateway',
  z.strictObject({
    gateway: z.enum(Gateway),
    enabled: z.boolean().describe('Buyers may pay with it (listed by GET /v1/webstore/gateway, accepted at checkout)'),
    name: z.string().nullable().describe("The owner's name for it; null: the gateway's own"),
    display: z.string().describe("What buyers see: name, else the gateway's own name in the store's locale"),
    configured: z.boolean().describe('Credentials are stored'),
    credentials: z.record(z.string(), z.string()).nullable().describe('The last 4 characters of each credential, by name; null when none are stored'),
    notification_url: z.string().describe("Paste it into the provider's dashboard: where it notifies payments"),
    updated_at: StoreTimestamp.nullable(),
  }),
);

export type GatewaySettingsJsonType = z.output<typeof GatewaySettingsJson>;
