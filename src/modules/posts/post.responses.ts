import { gql, id, named, StorefrontPageMeta, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

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
export const Post = gql(
  named(
    'Post',
    z.strictObject({
      ...postShape,
      published_at: gql(StoreTimestamp.nullable().describe('null: a draft; in the future: scheduled'), {
        description: "When it shows on the storefront, in the store's offset. null: a draft. A time in the future: scheduled.",
      }),
      ...timestampsShape,
    }),
    "A post of the store's blog, as the back office sees it.",
  ),
  {
    fields: {
      id: 'Post id.',
      storeId: "The owning store's id (always the caller's store).",
      title: 'Headline, 1..200 characters.',
      content: 'HTML, kept exactly as sent, up to 100,000 characters.',
      author: "Author's name as shown, 1..100 characters.",
      image: "http(s) URL of the post's image; null when none.",
      slug: 'Unique in the store; the storefront page is /post/<slug>.',
    },
  },
);

/** The storefront post: `published_at` is the publication day as display text, `path` the post's page. */
export const StorefrontPost = gql(
  named(
    'StorefrontPost',
    z.strictObject({
      ...postShape,
      published_at: gql(z.string().describe('The publication day in the store\'s locale, e.g. "21 de novembro de 2026"'), {
        description: 'The publication day as display text in the store\'s locale and time zone ("November 21, 2026").',
      }),
      path: gql(
        z
          .string()
          .regex(/^\/post\//)
          .describe('/post/<slug>'),
        { description: "The post's storefront page: /post/<slug>." },
      ),
      ...timestampsShape,
    }),
    'A published post, as the storefront shows it.',
  ),
  {
    fields: {
      id: 'Post id.',
      storeId: "The store's id.",
      title: 'Headline, 1..200 characters.',
      content: 'HTML, exactly as the store wrote it.',
      author: "Author's name as shown.",
      image: "http(s) URL of the post's image; null when none.",
      slug: 'URL name, unique in the store.',
    },
  },
);

/** GET /v1/webstore/post. */
export const StorefrontPostPage = z.strictObject({ meta: StorefrontPageMeta, data: z.array(StorefrontPost) });

export type PostJson = z.output<typeof Post>;
export type StorefrontPostJson = z.output<typeof StorefrontPost>;
