import { id, named, StoreTimestamp, StorefrontPageMeta, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of posts: what post.present.ts returns. */

const postShape = {
  id: id(),
  store_id: id(),
  title: z.string(),
  content: z.string().describe('HTML, as written'),
  author: z.string(),
  image: z.string().nullable(),
  slug: z.string(),
};

/** The back-office post: `published_at` in the store's offset, null for a draft. */
export const Post = named(
  'Post',
  z.strictObject({
    ...postShape,
    published_at: StoreTimestamp.nullable().describe('null: a draft; in the future: scheduled'),
    ...timestampsShape,
  }),
);

/** The storefront post: `published_at` is the publication day as display text, `path` the post's page. */
const StorefrontPost = named(
  'StorefrontPost',
  z.strictObject({
    ...postShape,
    published_at: z.string().describe('The publication day in the store\'s locale, e.g. "21 de novembro de 2026"'),
    path: z
      .string()
      .regex(/^\/post\//)
      .describe('/post/<slug>'),
    ...timestampsShape,
  }),
);

/** GET /v1/webstore/post. */
export const StorefrontPostPage = z.strictObject({ meta: StorefrontPageMeta, data: z.array(StorefrontPost) });

export type PostJson = z.output<typeof Post>;
export type StorefrontPostJson = z.output<typeof StorefrontPost>;
