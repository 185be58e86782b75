import { SLUG_PATTERN } from '../../lib/slug';
import { clearable, httpUrl, pageSchema, storefrontPageSchema, z } from '../../lib/validation';

/** Generated slugs stay short enough to take a `-N` suffix within the supplied-slug limit. */
const SLUG_MAX = 200;
export const GENERATED_SLUG_MAX = 190;

const title = z.string().trim().min(1).max(200);
/** HTML, kept exactly as sent; only a blank text counts as missing. */
const content = z
  .string()
  .max(100_000)
  .check((ctx) => {
    if (ctx.value.trim() === '') ctx.issues.push({ code: 'custom', input: ctx.value, message: 'may not be empty', params: { rule: 'required' } });
  });
const author = z.string().trim().min(1).max(100);
const slug = z.string().trim().toLowerCase().min(1).max(SLUG_MAX).regex(SLUG_PATTERN);
const isoWithZone = z.iso.datetime({ offset: true });
/** An instant: ISO 8601 with `Z` or an offset (rule `date`, as the other timestamp inputs). */
const instant = z
  .string()
  .meta({ format: 'date-time' })
  .check((ctx) => {
    if (!isoWithZone.safeParse(ctx.value).success) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be an ISO 8601 timestamp with Z or an offset', params: { rule: 'date' } });
    }
  });

export const createPostSchema = z.object({
  title,
  content,
  author,
  image: clearable(httpUrl()),
  slug: slug.optional(),
  /** null (or left out on create): a draft. */
  published_at: clearable(instant),
});

export const updatePostSchema = createPostSchema.partial();

export const listPostsSchema = pageSchema;

/** The storefront list is always paginated, up to 1,000 per page (`limit` or `per_page`). */
export const listPublishedPostsSchema = storefrontPageSchema;

export type CreatePostInput = z.input<typeof createPostSchema>;
export type UpdatePostInput = z.input<typeof updatePostSchema>;
export type ListPostsInput = z.input<typeof listPostsSchema>;
export type ListPublishedPostsInput = z.input<typeof listPublishedPostsSchema>;
