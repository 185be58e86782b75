import { z } from '../../lib/validation';

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
      if (!SNOWFLAKE.test(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be a Discord id: 17 to 20 digits', params: { rule: 'regex' } });
    });

/**
 * A bot token as the Developer Portal shows it (three dot-separated base64url parts). Only its form
 * is checked: whether Discord accepts it shows on the first action (401, recorded on the order).
 */
export const botToken = () =>
  z
    .string()
    .trim()
    .min(1)
    .min(30)
    .max(200)
    .check((ctx) => {
      if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){2}$/.test(ctx.value)) {
        ctx.issues.push({ code: 'custom', input: '[redacted]', message: 'must be a Discord bot token: three parts of letters, digits, - and _ separated by dots', params: { rule: 'regex' } });
      }
    });

/** When an action runs: as for commands. */
export const DISCORD_TRIGGERS = ['PURCHASE', 'EXPIRE', 'REFUND', 'CHARGEBACK'] as const;
export const DISCORD_ACTIONS = ['ADD_ROLE', 'REMOVE_ROLE', 'SEND_MESSAGE'] as const;
export type DiscordTrigger = (typeof DISCORD_TRIGGERS)[number];
export type DiscordActionKind = (typeof DISCORD_ACTIONS)[number];

/** Discord's own limit for a message's content. */
export const MESSAGE_LIMIT = 2000;
