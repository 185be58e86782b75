import type { ServiceContext } from '../../context';
import type { Post, Store } from '../../generated/prisma/client';
import { storeTime, timestamps } from '../../lib/present';
import type { PostJson, StorefrontPostJson } from './post.responses';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day as readers of the store see it: "21 de novembro de 2026" (pt-BR), "November 21, 2026" (en-US). */
export function displayDate(store: Pick<Store, 'locale' | 'timezone'>, date: Date): string {
  const key = `${store.locale}|${store.timezone}`;
  let fmt = dateFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(store.locale, { timeZone: store.timezone, day: 'numeric', month: 'long', year: 'numeric' });
    dateFormats.set(key, fmt);
  }
  return fmt.format(date);
}

export const postPath = (p: Pick<Post, 'slug'>) => `/post/${p.slug}`;

/** The back-office Post: `published_at` in the store's offset, null for a draft. */
export const presentPost = (ctx: ServiceContext, p: Post): PostJson => ({
  id: p.id,
  store_id: p.storeId,
  title: p.title,
  content: p.content,
  author: p.author,
  image: p.image,
  slug: p.slug,
  published_at: storeTime(ctx.store, p.publishedAt),
  ...timestamps(ctx, p),
});

/** The storefront Post: `published_at` is display text, and `path` the post's page. Only published posts get here. */
export const presentStorefrontPost = (ctx: ServiceContext, p: Post): StorefrontPostJson => ({
  id: p.id,
  store_id: p.storeId,
  title: p.title,
  content: p.content,
  author: p.author,
  image: p.image,
  slug: p.slug,
  published_at: displayDate(ctx.store, p.publishedAt!),
  path: postPath(p),
  ...timestamps(ctx, p),
});
