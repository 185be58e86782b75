import { CommandTrigger } from '../../generated/prisma/enums';
import { clearable, objectRule, z } from '../../lib/validation';

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Discord's vocabulary as this service speaks it (issue 17): the ids it takes, the actions a package
 * can run, and when each runs. Used by the store settings (guild id, bot token) and by package bodies.
 */

/** A Discord id (a snowflake): 17 to 20 digits. */
export const SNOWFLAKE = /^[0-9]{17,20}$/;

/** A snowflake as a string, failing with rule `regex` and a message that says what is expected. */
export const snowflake = () =>
  z
    .string()
    .trim()
    .meta({ pattern: SNOWFLAKE.source })
    .check((ctx) => {
      if (!SNOWFLAKE.test(ctx.value))
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be a Discord id: 17 to 20 digits', params: { rule: 'regex' } });
    });

/**
 * A bot token as the Developer Portal shows it (three dot-separated base64url parts). Only its form
 * is checked: whether Discord accepts it shows on the first action (401, recorded on the order).
 */
const BOT_TOKEN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){2}$/;

export const botToken = () =>
  z
    .string()
    .trim()
    .min(1)
    .min(30)
    .max(200)
    .meta({ pattern: BOT_TOKEN.source })
    .check((ctx) => {
      if (!BOT_TOKEN.test(ctx.value)) {
        ctx.issues.push({
          code: 'custom',
          input: '[redacted]',
          message: 'must be a Discord bot token: three parts of letters, digits, - and _ separated by dots',
          params: { rule: 'regex' },
        });
      }
    });

export const DISCORD_ACTIONS = ['ADD_ROLE', 'REMOVE_ROLE', 'SEND_MESSAGE'] as const;

/** Discord's own limit for a message's content. */
export const MESSAGE_LIMIT = 2000;

/**
 * One Discord action of a package (an item of the package body's `discord_actions`): `type` is when
 * it runs, `action` what it does, `parameters` what it acts on. A role action needs `role_id`; a
 * message needs `channel_id` and `message` (its placeholders are filled when it runs, as commands'
 * are). A parameter the action does not use is kept as sent and ignored.
 */
export const discordActionSchema = z
  .object({
    type: z.enum(CommandTrigger).default('PURCHASE'),
    action: z.enum(DISCORD_ACTIONS),
    parameters: z
      .object({
        role_id: clearable(snowflake()),
        channel_id: clearable(snowflake()),
        message: clearable(z.string().max(MESSAGE_LIMIT)),
      })
      .optional(),
  })
  .check(
    objectRule((body, ctx) => {
      const params = isPlainObject(body.parameters) ? body.parameters : {};
      const missing = (name: string) => params[name] === undefined || params[name] === null || (typeof params[name] === 'string' && params[name].trim() === '');
      const require = (name: string, why: string) => {
        if (missing(name))
          ctx.addIssue({ code: 'custom', path: ['parameters', name], input: params[name], message: `is required ${why}`, params: { rule: 'required' } });
      };
      if (body.action === 'ADD_ROLE' || body.action === 'REMOVE_ROLE') require('role_id', `for ${body.action}`);
      if (body.action === 'SEND_MESSAGE') {
        require('channel_id', 'for SEND_MESSAGE');
        require('message', 'for SEND_MESSAGE');
      }
    }),
  );

export type DiscordActionInput = z.output<typeof discordActionSchema>;
