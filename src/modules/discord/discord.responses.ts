import { CommandTrigger, DiscordActionStatus } from '../../generated/prisma/enums';
import { count, id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of an order's Discord actions: what discord.present.ts returns. */

export const OrderDiscordAction = named(
  'OrderDiscordAction',
  z.strictObject({
    id: id(),
    type: z.enum(CommandTrigger).describe('What made it run: PURCHASE (approval), EXPIRE, REFUND or CHARGEBACK'),
    action: z.string().describe('ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on a SKIPPED copy of an old package action that was never valid)'),
    role_id: z.string().nullable().describe('The role given or taken (ADD_ROLE, REMOVE_ROLE)'),
    channel_id: z.string().nullable().describe('The channel posted in (SEND_MESSAGE)'),
    user_id: z.string().nullable().describe("The Discord user acted on, as of the last attempt (the order's client_discord); null before one"),
    message: z.string().nullable().describe('The message as last sent: placeholders filled, buyer text unable to mention anyone'),
    automatic: z.boolean().describe('true: a role taken back on expiry, refund or chargeback because a PURCHASE action gave it'),
    status: z
      .enum(DiscordActionStatus)
      .describe(
        'PENDING (waiting for the worker, or its next attempt at run_at), DONE, FAILED (Discord refused it, or past the retry schedule), SKIPPED (last_error says why), CANCELED (refunded or charged back before it ran)',
      ),
    attempts: count().describe('Requests made to Discord'),
    last_error: z.string().nullable().describe("What went wrong last (Discord's answer, or why it was skipped or canceled); null when none"),
    run_at: StoreTimestamp.describe("When it runs, or ran last: at once, at expiry, or a retry's time"),
    done_at: StoreTimestamp.nullable().describe('When Discord took it; null until DONE'),
    ...timestampsShape,
  }),
  "One run of a package's Discord action for an order",
);

export type OrderDiscordActionJson = z.output<typeof OrderDiscordAction>;
