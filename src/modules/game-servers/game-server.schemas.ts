import { CommandStatus } from '../../generated/prisma/enums';
import { clearable, id, pageSchema, z } from '../../lib/validation';

const name = z.string().trim().min(1).max(100);
/** Free text the owner picks (the game, a role); an empty string is stored as null. */
const type = clearable(
  z
    .string()
    .trim()
    .max(50)
    .transform((v) => v || null),
);

export const createGameServerSchema = z.object({ name, type });
export const updateGameServerSchema = createGameServerSchema.partial();
export const listGameServersSchema = pageSchema;

/** What a game server may report for a command it ran: it finished or it failed; PENDING and CANCELED are the store's to set. */
const ackStatus = z.enum(CommandStatus).extract(['DONE', 'FAILED']);
const MAX_RESPONSE = 2000;
const MAX_ACK_RESULTS = 100;

export const updateCommandSchema = z.object({
  status: z.enum(CommandStatus).optional(),
  response: clearable(z.string().max(MAX_RESPONSE)),
  reason: clearable(z.string().max(500)),
});

export const pollSchema = z.object({
  /** Comma-separated names of the players online on the server. */
  online: z.string().max(100_000).optional(),
});

export const ackSchema = z.object({
  results: z
    .array(
      z.object({
        id: id(),
        status: ackStatus,
        response: clearable(z.string().max(MAX_RESPONSE)),
      }),
    )
    .min(1)
    .max(MAX_ACK_RESULTS)
    .check((ctx) => {
      // One result per command: a batch that reports a command twice is ambiguous.
      const seen = new Set<number>();
      ctx.value.forEach((r, i) => {
        if (seen.has(r.id)) {
          ctx.issues.push({ code: 'custom', input: r.id, path: [i, 'id'], message: 'repeats an earlier result', params: { rule: 'unique' } });
        }
        seen.add(r.id);
      });
    }),
});

export type CreateGameServerInput = z.input<typeof createGameServerSchema>;
export type UpdateGameServerInput = z.input<typeof updateGameServerSchema>;
export type ListGameServersInput = z.input<typeof listGameServersSchema>;
export type UpdateCommandInput = z.input<typeof updateCommandSchema>;
export type PollInput = z.input<typeof pollSchema>;
export type AckInput = z.input<typeof ackSchema>;
