import { textCheck } from '../../lib/console-text';
import { MAX_INT, numberInRange, objectRule, z } from '../../lib/validation';
import { snowflake } from '../discord/discord.schemas';

/** Input schemas of buyer sign-in and the buyer's area (issue 32); both surfaces parse with these. */

/** An e-mail address as checkout takes it (client_email): trimmed, lower-cased. */
const email = () => z.string().check(textCheck('plain')).trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' });

/** The 6 digits of an e-mail code; spaces are allowed, as people copy them. */
const code = () =>
  z
    .string()
    .max(32)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/))
    .meta({ pattern: '^\\d{6}$' });

/** A token this service gave out: an opaque word of URL-safe characters. */
const token = () =>
  z
    .string()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9_-]+$/);

/** POST /v1/webstore/auth/email/code. */
export const requestCodeSchema = z.object({
  email: email().describe('Where to send the 6-digit code: the e-mail the buyer orders with'),
});

/** POST /v1/webstore/auth/email/verify. */
export const verifyCodeSchema = z.object({
  email: email().describe('The address the code was sent to'),
  code: code().describe('The 6 digits of the e-mail (spaces are ignored)'),
});

/**
 * Where Discord sends the buyer back: a page of the storefront registered as a redirect URI of the
 * store's Discord application. https, or http on the buyer's own machine (development).
 */
const redirectUri = () =>
  z
    .string()
    .max(2048)
    .meta({ format: 'uri', pattern: '^https?://' })
    .check((ctx) => {
      let ok = false;
      try {
        const u = new URL(ctx.value);
        const local = u.hostname === 'localhost' || u.hostname === '127.0.0.1' || u.hostname === '[::1]';
        ok = (u.protocol === 'https:' || (u.protocol === 'http:' && local)) && !u.hash && !u.username && !u.password;
      } catch {
        ok = false;
      }
      if (!ok)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: 'must be an https URL without a fragment (http only for localhost)',
          params: { rule: 'url' },
        });
    });

/** POST /v1/webstore/auth/discord/start. */
export const discordStartSchema = z.object({
  redirect_uri: redirectUri().describe("The storefront page Discord sends the buyer back to: one of the redirect URIs of the store's Discord application"),
});

/** POST /v1/webstore/auth/discord/callback. */
export const discordCallbackSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[A-Za-z0-9._~-]+$/)
    .describe('The `code` Discord added to the redirect URI'),
  state: token().describe('The `state` Discord sent back: the one start answered'),
});

/** POST /v1/webstore/auth/refresh and POST /v1/webstore/auth/sign-out. */
export const refreshSchema = z.object({
  refresh_token: token().describe('The refresh token of the last sign-in or refresh'),
});

/** GET /v1/webstore/me/orders: newest first, 20 a page by default, up to 100. */
export const buyerOrdersSchema = z.object({
  page: z.number().int().min(1).max(MAX_INT).optional(),
  per_page: numberInRange(1, 100, { int: true }).optional(),
});

/** POST /v1/app/buyer/sign-out: the buyers to sign out, by their e-mail or their Discord id. */
export const revokeBuyerSessionsSchema = z
  .object({
    email: email().optional().describe('Signs out the buyer with this verified e-mail'),
    discord_id: snowflake().optional().describe('Signs out the buyer with this Discord user id'),
  })
  .check(
    objectRule((body, ctx) => {
      if (body.email === undefined && body.discord_id === undefined)
        ctx.issues.push({ code: 'custom', input: body, path: ['email'], message: 'is required (or discord_id)', params: { rule: 'required' } });
    }),
  );

/**
 * A Discord application's client secret as the Developer Portal shows it (32 URL-safe characters
 * today). Only its form is checked: whether Discord takes it shows at the first sign-in.
 */
export const discordClientSecret = () =>
  z
    .string()
    .trim()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/);

export type RequestCodeInput = z.input<typeof requestCodeSchema>;
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;
export type DiscordStartInput = z.input<typeof discordStartSchema>;
export type DiscordCallbackInput = z.input<typeof discordCallbackSchema>;
export type RefreshInput = z.input<typeof refreshSchema>;
export type BuyerOrdersInput = z.input<typeof buyerOrdersSchema>;
export type RevokeBuyerSessionsInput = z.input<typeof revokeBuyerSessionsSchema>;
