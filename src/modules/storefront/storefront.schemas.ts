import { id, pageSchema, z } from '../../lib/validation';
import { checkoutSchema } from '../orders/order.schemas';

/** The cart takes checkout's items exactly (1..50, quantity 1..999, fields by id or name), so both refuse the same input. */
export const cartSchema = z.object({ items: checkoutSchema.shape.items });

/** The storefront catalog is always paginated; `category_id` is a filter, not a reference. */
export const storefrontPackagesSchema = pageSchema.omit({ all: true }).extend({ category_id: id().optional() });

export type CartInput = z.input<typeof cartSchema>;
export type StorefrontPackagesInput = z.input<typeof storefrontPackagesSchema>;
