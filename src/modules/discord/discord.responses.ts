import { CommandTrigger, DiscordActionStatus } from '../../generated/prisma/enums';
import { count, gql, id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of an order's Discord actions: what discord.present.ts returns. */

export const OrderDiscordAction = gql(
  named(
    'OrderDiscordAction',
    z.strictObject({
      id: id().describe('Id of this run.'),
      type: gql(z.enum(CommandTrigger).describe('What made it run: PURCHASE (approval), EXPIRE, REFUND or CHARGEBACK'), {
        description: 'What made it run: PURCHASE (approval), EXPIRE, REFUND or CHARGEBACK.',
      }),
      action: gql(
        z.string().describe('ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on a SKIPPED copy of an old package action that was never valid)'),
        { description: 'ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on a SKIPPED copy of an old package action that was never valid).' },
      ),
      role_id: gql(z.string().nullable().describe('The role given or taken (ADD_ROLE, REMOVE_ROLE)'), {
        description: 'The Discord role given or taken (ADD_ROLE, REMOVE_ROLE); null for a message.',
      }),
      channel_id: gql(z.string().nullable().describe('The channel posted in (SEND_MESSAGE)'), {
        description: 'The Discord channel posted in (SEND_MESSAGE); null for a role.',
      }),
      user_id: gql(z.string().nullable().describe("The Discord user acted on, as of the last attempt (the order's client_discord); null before one"), {
        description: "The Discord user acted on, as of the last attempt (from the order's clientDiscord); null before one.",
      }),
      message: gql(z.string().nullable().describe('The message as last sent: placeholders filled, buyer text unable to mention anyone'), {
        description: 'The message as last sent: placeholders filled, buyer text unable to mention anyone; null for a role or before it is sent.',
      }),
      automatic: gql(z.boolean().describe('true: a role taken back on expiry, refund or chargeback because a PURCHASE action gave it'), {
        description: 'true: a role taken back on expiry, refund or chargeback because a PURCHASE action gave it.',
      }),
      status: gql(
        z
          .enum(DiscordActionStatus)
          .describe(
            'PENDING (waiting for the worker, or its next attempt at run_at), DONE, FAILED (Discord refused it, or past the retry schedule), SKIPPED (last_error says why), CANCELED (refunded or charged back before it ran)',
          ),
        { description: 'Where it stands.' },
      ),
      attempts: gql(count().describe('Requests made to Discord'), { description: 'Requests made to Discord.' }),
      last_error: gql(z.string().nullable().describe("What went wrong last (Discord's answer, or why it was skipped or canceled); null when none"), {
        description: "What went wrong last (Discord's answer, or why it was skipped or canceled); null when nothing did.",
      }),
      run_at: gql(StoreTimestamp.describe("When it runs, or ran last: at once, at expiry, or a retry's time"), {
        type: 'DateTime!',
        description: "When it runs, or ran last: at once, at expiry, or a retry's time, in the store's offset.",
      }),
      done_at: gql(StoreTimestamp.nullable().describe('When Discord took it; null until DONE'), {
        description: "When Discord took it, in the store's offset; null until DONE.",
      }),
      ...timestampsShape,
    }),
    "One run of a package's Discord action for an order",
  ),
  {
    fields: { createdAt: "When it was written, in the store's offset.", updatedAt: "When it last changed, in the store's offset." },
    description: "One run of a package's Discord action for an order: a role given or taken back, a message sent.",
  },
);

export type OrderDiscordActionJson = z.output<typeof OrderDiscordAction>;
