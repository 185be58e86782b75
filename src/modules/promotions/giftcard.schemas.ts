import { textCheck } from '../../lib/console-text';
import { clearable, moneyInRange, pageSchema, z } from '../../lib/validation';
import { normalizeGiftCardCode } from './giftcard.queries';

/** The most a gift card is issued with, or an adjustment moves at once (issue 33). */
const MAX_GIFT_CARD_VALUE = 100_000;

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
/** The owner's note: never shown to the buyer. */
const note = () => plainText().trim().min(1).max(500);

export const issueGiftCardSchema = z.object({
  value: moneyInRange(0.01, MAX_GIFT_CARD_VALUE).describe("What the card holds, in the store's currency: 0.01..100,000"),
  expires_at: clearable(instant()).describe('When checkout stops taking it (in the future); null or left out: never'),
  note: clearable(note()).describe("The owner's note, 1..500 characters; never shown to the buyer"),
  recipient_email: clearable(plainText().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' })).describe(
    'Who receives the code by e-mail (besides this answer); null or left out: nobody',
  ),
});

/** A card's value and code are what it is: its balance moves by adjustments (and orders). */
export const updateGiftCardSchema = z.object({
  enabled: z.boolean().optional().describe('false: checkout refuses it (rule exists)'),
  expires_at: clearable(instant()).describe('When checkout stops taking it (in the future); null: never'),
  note: clearable(note()).describe("The owner's note; null clears it"),
});

export const adjustGiftCardSchema = z.object({
  amount: moneyInRange(-MAX_GIFT_CARD_VALUE, MAX_GIFT_CARD_VALUE)
    .check((ctx) => {
      if (ctx.value === 0) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must not be 0', params: { rule: 'range' } });
    })
    .describe('Signed, not 0: added to the balance (negative takes from it; the balance never goes below 0: rule balance)'),
  note: note().describe('Why, 1..500 characters: kept on the balance history'),
});

/** `q`: the code's last characters (1..4), or a whole code (16 characters, hyphens and spaces ignored). */
const codeQuery = plainText()
  .trim()
  .max(32)
  .check((ctx) => {
    const n = normalizeGiftCardCode(ctx.value).length;
    if (n < 1 || (n > 4 && n !== 16))
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: 'must be the last 1..4 characters of a code, or a whole code (16 characters)',
        params: { rule: 'format' },
      });
  });

export const listGiftCardsSchema = pageSchema.omit({ all: true }).extend({
  enabled: z.boolean().optional().describe('true: only enabled cards; false: only disabled ones'),
  q: codeQuery.optional().describe('The last characters of the code (1..4, any case), or a whole code'),
});

export type IssueGiftCardInput = z.input<typeof issueGiftCardSchema>;
export type UpdateGiftCardInput = z.input<typeof updateGiftCardSchema>;
export type AdjustGiftCardInput = z.input<typeof adjustGiftCardSchema>;
export type ListGiftCardsInput = z.input<typeof listGiftCardsSchema>;
