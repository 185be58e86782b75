import { BanKind } from '../../generated/prisma/enums';
import { textCheck } from '../../lib/console-text';
import { clearable, id, objectRule, pageSchema, z } from '../../lib/validation';
import { banValue } from './ban.values';

/** Text a person typed: no control characters, trimmed. */
const plainText = () => z.string().check(textCheck('plain'));
const isoWithZone = z.iso.datetime({ offset: true });
/** An instant: ISO 8601 with `Z` or an offset (rule `date`); "in the future" is the service's rule (it needs the time). */
const instant = () =>
  z
    .string()
    .meta({ format: 'date-time' })
    .check((ctx) => {
      if (!isoWithZone.safeParse(ctx.value).success)
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be an ISO 8601 timestamp with Z or an offset', params: { rule: 'date' } });
    });
/**
 * What a value may look like, whatever the kind, for the document (OpenAPI): an e-mail, an identifier
 * (a Discord id's or a document's digits are one too), a document with its dots and dashes, or an IP
 * address or range. Which of them the value must be is the kind's: the service checks that (ban.values.ts).
 */
const VALUE_FORMS = String.raw`^\s*(?:[^\s@]+@[^\s@]+\.[^\s@]+|[.*]?[A-Za-z0-9_][A-Za-z0-9_.:-]*|[\d.\-/\s]+|[0-9A-Fa-f:.]+(?:/\d{1,3})?)\s*$`;
/** The owner's note on a ban: never shown to the buyer. */
const reason = () => plainText().trim().min(1).max(500);

export const createBanSchema = z
  .object({
    kind: z.enum(BanKind),
    value: plainText()
      .trim()
      .min(1)
      .max(254)
      .meta({ pattern: VALUE_FORMS })
      .describe(
        'What is banned, as the kind says: an e-mail, a client identifier (any case), a Discord user id (17..20 digits), a CPF or CNPJ (11 or 14 digits; dots, dashes and slashes are dropped), or an IP address or CIDR range (at most /8 for IPv4, /16 for IPv6)',
      ),
    reason: reason().describe("Why: the owner's note, never shown to the buyer"),
    expires_at: clearable(instant()).describe('When the ban ends (in the future); null or left out: never'),
  })
  // The value's rules depend on the kind (each its own rule name: email, identifier, regex, document, ip, range).
  .check(
    objectRule((body, ctx) => {
      if (typeof body.value !== 'string' || !(Object.values(BanKind) as unknown[]).includes(body.kind)) return;
      const checked = banValue(body.kind as BanKind, body.value);
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['value'], input: body.value, message: checked.message, params: { rule: checked.rule } });
    }),
  )
  .transform((body) => {
    const checked = banValue(body.kind, body.value);
    return { ...body, value: checked.ok ? checked.value : body.value };
  });

/** A ban's kind and value are what it is: to ban something else, remove it and add another. */
export const updateBanSchema = z.object({
  reason: reason().optional(),
  expires_at: clearable(instant()).describe('When the ban ends (in the future); null: never'),
});

export const listBansSchema = pageSchema.extend({
  kind: z.enum(BanKind).optional(),
  search: plainText().trim().min(1).max(254).optional().describe('Part of the value or the reason, in any case'),
  active: z.boolean().optional().describe('true: only bans in force; false: only expired ones'),
});

/** Refused checkouts, newest first. Pages only: the list grows with every refused attempt. */
export const listBanRefusalsSchema = pageSchema.omit({ all: true }).extend({
  ban_id: id().optional(),
  kind: z.enum(BanKind).optional(),
  email: plainText().trim().toLowerCase().min(1).max(254).optional().describe("The attempt's e-mail, exactly (any case)"),
  client_identifier: plainText().trim().min(1).max(64).optional().describe("The attempt's client identifier, exactly (any case)"),
});

export type CreateBanInput = z.input<typeof createBanSchema>;
export type UpdateBanInput = z.input<typeof updateBanSchema>;
export type ListBansInput = z.input<typeof listBansSchema>;
export type ListBanRefusalsInput = z.input<typeof listBanRefusalsSchema>;
