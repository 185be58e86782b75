import { SubscriptionStatus } from '../../generated/prisma/enums';
import { id, pageSchema, z } from '../../lib/validation';

/** GET /v1/app/subscription: newest first; each filter exact (the e-mail and identifier ignoring case). */
export const listSubscriptionsSchema = pageSchema.omit({ all: true }).extend({
  status: z.enum(SubscriptionStatus).optional(),
  client_identifier: z.string().trim().min(1).max(64).optional(),
  email: z.string().trim().min(1).max(254).optional(),
  package_id: id().optional(),
});

/**
 * POST /v1/app/subscription/{id}/cancel. `at_period_end` (default true): the buyer keeps the package
 * until the paid period ends, then it expires; false: it ends now (EXPIRE commands, roles taken back).
 */
export const cancelSubscriptionSchema = z.object({
  at_period_end: z.boolean().default(true),
});

export type ListSubscriptionsInput = z.input<typeof listSubscriptionsSchema>;
export type CancelSubscriptionInput = z.input<typeof cancelSubscriptionSchema>;
