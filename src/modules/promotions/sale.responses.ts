import { PromoType } from '../../generated/prisma/enums';
import { gql, id, money, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';
import { SALE_STATUSES } from './sale.values';

/** REST response schemas of sales: what sale.present.ts returns. */

export const Sale = gql(
  named(
    'Sale',
    z.strictObject({
      id: id().describe('Sale id.'),
      store_id: id().describe("The owning store's id (always the caller's store)."),
      name: z.string().describe('What the owner calls it; the storefront shows it beside a package on sale.'),
      type: z.enum(PromoType).describe('PERCENTAGE: value % off each unit; PRICE: value off each unit (at most its price).'),
      value: gql(money().describe('PERCENTAGE: percent off; PRICE: an amount off each unit'), {
        description: "PERCENTAGE: percent off each unit (0.01..100); PRICE: amount off each unit in the store's currency (at most the unit's price).",
      }),
      package_ids: z.array(id()).describe('Packages on sale, their variations included.'),
      category_ids: z.array(id()).describe('Categories on sale, their subcategories included.'),
      starts_at: gql(StoreTimestamp.describe("When it starts, in the store's offset"), {
        type: 'DateTime!',
        description: "When it starts, in the store's offset.",
      }),
      ends_at: gql(StoreTimestamp.describe("When it ends, in the store's offset"), { type: 'DateTime!', description: "When it ends, in the store's offset." }),
      enabled: z.boolean().describe('false: it never applies, whatever its dates.'),
      status: gql(z.enum(SALE_STATUSES).describe('SCHEDULED, RUNNING, ENDED or DISABLED, now'), {
        description: 'Where it stands now: SCHEDULED (not started), RUNNING (the storefront and checkout price with it), ENDED, or DISABLED (turned off).',
      }),
      applies_to: z
        .array(id())
        .describe('The package ids its scope takes now: its packages and their variations, and the packages of its categories and their subcategories.'),
      ...timestampsShape,
    }),
    'A price cut on chosen packages and categories between two instants: while it runs, the storefront shows the packages at the sale price beside their old one, and checkout charges it. When two sales take the same package, the larger cut wins.',
  ),
  { fields: { createdAt: "When it was created, in the store's offset.", updatedAt: "When it was last changed, in the store's offset." } },
);

export type SaleJson = z.output<typeof Sale>;
