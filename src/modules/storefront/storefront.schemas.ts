import { id, storefrontPageSchema, z } from '../../lib/validation';
import { itemsSchema } from '../orders/order.schemas';

/** The cart takes checkout's items exactly (1..50, quantity 1..999, fields by id or name), so both refuse the same input. */
export const cartSchema = z.object({ items: itemsSchema });

/** Without `include_sub_categories` the list stays flat (every visible category, as before); with it, a tree of the top-level ones. */
export const storefrontCategoriesSchema = z.object({ include_sub_categories: z.boolean().optional() });

/** The storefront catalog is always paginated (up to 1,000: `limit` or `per_page`); `category_id` is a filter, not a reference. */
export const storefrontPackagesSchema = storefrontPageSchema.extend({ category_id: id().optional() });

export type CartInput = z.input<typeof cartSchema>;
export type StorefrontCategoriesInput = z.input<typeof storefrontCategoriesSchema>;
export type StorefrontPackagesInput = z.input<typeof storefrontPackagesSchema>;
