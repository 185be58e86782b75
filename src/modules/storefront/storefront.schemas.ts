import { MAX_INT, numberInRange, REPEATABLE, storefrontPageSchema, z } from '../../lib/validation';
import { itemsSchema } from '../orders/order.schemas';

/** The cart takes checkout's items exactly (1..50, quantity 1..999, fields by id or name), so both refuse the same input. */
export const cartSchema = z.object({ items: itemsSchema });

/** Without `include_sub_categories` the list stays flat (every visible category, as before); with it, a tree of the top-level ones. */
export const storefrontCategoriesSchema = z.object({ include_sub_categories: z.boolean().optional() });

/** How the storefront package list may be ordered (`field:direction`, as the public API documents it); without one, by category, position, id. */
const PACKAGE_ORDERS = ['id:asc', 'id:desc', 'price:asc', 'price:desc'] as const;
export type PackageOrder = (typeof PACKAGE_ORDERS)[number];

/** The most ids one `id` filter may name: a storefront page's largest size. */
const MAX_PACKAGE_IDS = 1000;

type Issues = z.core.ParsePayload<unknown>['issues'];
const issue = (issues: Issues, input: string, rule: string, message: string) => {
  issues.push({ code: 'custom', input, message, params: { rule } });
  return null;
};

/** One id of a query text: digits, 1..MAX_INT; else null and an issue with the rule a numeric query parameter gets (type, min, max). */
function idOf(text: string, what: string, issues: Issues, input: string): number | null {
  if (!/^\d+$/.test(text)) return issue(issues, input, 'type', `must be ${what}`);
  const n = Number(text);
  if (n < 1) return issue(issues, input, 'min', 'must be at least 1');
  if (n > MAX_INT) return issue(issues, input, 'max', `must be at most ${MAX_INT}`);
  return n;
}

/**
 * `category_id`: a category's id, or `all` (any case), the public API's word for no category filter.
 * Text on both surfaces (a query string and GraphQL's `categoryId: String`), read here: `all` is undefined.
 */
const categoryFilter = z
  .string()
  .describe('A category id, or all: every visible category (the same as leaving it out)')
  .transform((value, ctx): number | undefined => {
    const text = value.trim();
    if (text.toLowerCase() === 'all') return undefined;
    return idOf(text, 'a category id or all', ctx.issues, value) ?? z.NEVER;
  });

/**
 * `id`: one package id or several separated by commas (`3`, `3,7`), read into distinct ids. A repeated
 * parameter (`id=3&id=7`) is the router's 400 ("given once"): the router reads one value per name.
 */
const idFilter = z
  .string()
  .meta(REPEATABLE)
  .describe(`A package id, or up to ${MAX_PACKAGE_IDS} separated by commas (3,7) or given as the parameter repeated (id=3&id=7)`)
  .transform((value, ctx): number[] | undefined => {
    if (value.trim() === '') return undefined;
    const parts = value.split(',').map((p) => p.trim());
    if (parts.length > MAX_PACKAGE_IDS) return issue(ctx.issues, value, 'max', `must have at most ${MAX_PACKAGE_IDS} ids`) ?? z.NEVER;
    const ids = new Set<number>();
    for (const part of parts) {
      const n = idOf(part, 'a package id, or package ids separated by commas', ctx.issues, value);
      if (n === null) return z.NEVER;
      ids.add(n);
    }
    return [...ids];
  });

/**
 * The storefront catalog: always paginated (up to 1,000: `limit` or `per_page`), filtered by
 * category (`category_id`, or `all`), ids (`id`) and name (`q`), ordered by `order_by`; variations
 * are items of their own only with `include_variations`. `v` is the answer's version: 1 and 2 are
 * the same answer (docs/DECISIONS.md, storefront reads).
 */
export const storefrontPackagesSchema = storefrontPageSchema.extend({
  v: numberInRange(1, 2, { int: true }).optional().describe('Version of the answer: 1 or 2, the same answer (the public API asks clients to send 2)'),
  category_id: categoryFilter.optional(),
  id: idFilter.optional(),
  q: z.string().trim().max(255).optional().describe('Only packages whose name contains this text, ignoring case'),
  order_by: z.enum(PACKAGE_ORDERS).optional().describe('id or price, ascending or descending; without it, by category, position, id'),
  include_variations: z
    .boolean()
    .optional()
    .describe('true: variations are items of their own too; otherwise only packages that are not a variation (each lists its variations)'),
});

/**
 * GET /v1/webstore/discount/{code}: who would use the coupon and on what, all optional. With `email`
 * or `client_identifier` the buyer's rules are judged (first_purchase, limit) as checkout judges
 * them; with `package_id` (ids as the package list's `id` takes them) the scope (rule scope).
 */
export const storefrontDiscountSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email())
    .optional()
    .describe("The buyer's e-mail: judges first_purchase and the per-buyer limits counted by e-mail"),
  client_identifier: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("The buyer's identifier (the player): judges first_purchase and the per-buyer limits counted by identifier"),
  /** The packages the buyer means to buy (the package list's `id` filter: `3,7` or repeated). */
  package_id: idFilter.optional(),
});

export type CartInput = z.input<typeof cartSchema>;
export type StorefrontDiscountInput = z.input<typeof storefrontDiscountSchema>;
export type StorefrontCategoriesInput = z.input<typeof storefrontCategoriesSchema>;
export type StorefrontPackagesInput = z.input<typeof storefrontPackagesSchema>;
