import { z } from '../../lib/validation';

/**
 * PUT /v1/app/gateway/{gateway}: whether buyers may pay with it, the name they see, and the
 * provider's credentials (the whole set; each gateway's own schema, providers/*.ts). Credentials
 * sent replace the stored ones; left out, the stored ones are kept.
 */
export const setGatewaySchema = z.object({
  enabled: z.boolean(),
  name: z.string().trim().min(1).max(50).nullable().optional().describe("The name buyers see; null: the gateway's own"),
  credentials: z.record(z.string(), z.unknown()).optional().describe("The provider's credentials, all of them (see Taking payments in the README)"),
});

export type SetGatewayInput = z.input<typeof setGatewaySchema>;
