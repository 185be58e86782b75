import { PromoType } from '../../generated/prisma/enums';
import { textCheck } from '../../lib/console-text';
import { id, moneyInRange, objectRule, pageSchema, z } from '../../lib/validation';
import { SALE_INSTANT, SALE_STATUSES } from './sale.values';

/** An instant with an offset, or a local date-time the service reads in the store's time zone (rule `date`). */
const instant = () =>
  z
    .string()
    .max(40)
    .meta({ format: 'date-time', pattern: SALE_INSTANT.source })
    .check((ctx) => {
      if (!SALE_INSTANT.test(ctx.value))
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: "must be an ISO 8601 date-time with an offset, or a local one (2026-11-27T00:00) in the store's time zone",
          params: { rule: 'date' },
        });
    });

/** Ids of the store's packages or categories (checked by the service: rule exists, naming the index), at most 100; kept once each. */
const ids = () => z.array(id()).max(100);

const saleFields = {
  name: z
    .string()
    .check(textCheck('plain'))
    .trim()
    .min(1)
    .max(100)
    .describe('What the owner calls it (the storefront shows it): plain text, 1..100 characters'),
  type: z.enum(PromoType).describe('PERCENTAGE: value % off each unit; PRICE: value off each unit (at most its price)'),
  value: moneyInRange(0.01, 1_000_000).describe('PERCENTAGE: 0.01..100; PRICE: 0.01..1,000,000 (at most two decimals)'),
  package_ids: ids().describe('Packages on sale (their variations too): ids of this store'),
  category_ids: ids().describe('Categories on sale (their subcategories too): ids of this store'),
  starts_at: instant().describe("When it starts: ISO 8601 with an offset, or a local date-time (2026-11-27T00:00) in the store's time zone"),
  ends_at: instant().describe('When it ends: after starts_at, at most 366 days later; the same forms as starts_at'),
  enabled: z.boolean().describe('false: it never applies, whatever its dates. Default true'),
};

/** A percentage above 100 is out of range (rule `range` on value), whatever type allows otherwise. */
export const PERCENT_MAX = 100;
const percentInRange = objectRule((body, ctx) => {
  if (body.type === 'PERCENTAGE' && typeof body.value === 'number' && body.value > PERCENT_MAX)
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      input: body.value,
      message: `must be between 0.01 and ${PERCENT_MAX} for a PERCENTAGE sale`,
      params: { rule: 'range' },
    });
});

// The rules across fields that need the store (the ids, the dates in its time zone) or the sale as it
// stands (an update) are the service's: sale.service.ts `checkSale`.
export const createSaleSchema = z
  .object({
    ...saleFields,
    package_ids: saleFields.package_ids.optional(),
    category_ids: saleFields.category_ids.optional(),
    enabled: saleFields.enabled.optional(),
  })
  .check(percentInRange);
export const updateSaleSchema = z.object(saleFields).partial();

export const SALE_STATUS_FILTERS = [...SALE_STATUSES, 'all'] as const;
export const listSalesSchema = pageSchema.extend({
  status: z.enum(SALE_STATUS_FILTERS).optional().describe('SCHEDULED, RUNNING, ENDED, DISABLED, or all (the default)'),
});

export type CreateSaleInput = z.input<typeof createSaleSchema>;
export type UpdateSaleInput = z.input<typeof updateSaleSchema>;
export type ListSalesInput = z.input<typeof listSalesSchema>;
