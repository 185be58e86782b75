import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Tx } from '../../db/client';
import { lockStoreScope } from '../../db/locks';
import type { Post, Prisma } from '../../generated/prisma/client';
import { invalid, notFound } from '../../errors';
import { pageWindow, storefrontPageWindow, type ListResult, type Page } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { firstFreeSlug, toSlug } from '../../lib/slug';
import { parseInput } from '../../lib/validation';
import {
  GENERATED_SLUG_MAX,
  createPostSchema,
  listPostsSchema,
  listPublishedPostsSchema,
  updatePostSchema,
  type CreatePostInput,
  type ListPostsInput,
  type ListPublishedPostsInput,
  type UpdatePostInput,
} from './post.schemas';

// ---------- admin ----------

export async function listPosts(ctx: ServiceContext, input: Wire<ListPostsInput> = {}): Promise<ListResult<Post>> {
  const q = parseInput(listPostsSchema, input);
  const where = { storeId: ctx.store.id };
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  if (q.all) return { kind: 'all', data: await ctx.db.post.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.post.count({ where }), ctx.db.post.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getPost(ctx: ServiceContext, id: number): Promise<Post> {
  const post = await ctx.db.post.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!post) throw notFound(`Post ${id} not found`);
  return post;
}

const slugTaken = () => invalid('slug', 'unique', 'slug is already used by another post');

/** A slug for `title` that no other post of the store uses: `base`, `base-2`, `base-3`, ... */
async function freeSlug(tx: Tx, storeId: number, title: string, exceptId?: number): Promise<string> {
  const base = toSlug(title).slice(0, GENERATED_SLUG_MAX).replace(/-+$/, '');
  const taken = await tx.post.findMany({
    where: { storeId, slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { slug: true },
  });
  return firstFreeSlug(
    base,
    taken.map((p) => p.slug),
  );
}

async function assertSlugFree(tx: Tx, storeId: number, slug: string, exceptId?: number) {
  const clash = await tx.post.findFirst({ where: { storeId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (clash) throw slugTaken();
}

/** Runs a write; a unique violation on the slug (a concurrent writer won) becomes a 422. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e)) throw slugTaken();
    throw e;
  }
}

const instant = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export async function createPost(ctx: ServiceContext, input: Wire<CreatePostInput>): Promise<Post> {
  const data = parseInput(createPostSchema, input);
  const storeId = ctx.store.id;
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      // Serializes the store's post writes, so two posts with one title get -2 rather than a clash.
      await lockStoreScope(tx, 'post', storeId);
      let slug = data.slug;
      if (slug) await assertSlugFree(tx, storeId, slug);
      else slug = await freeSlug(tx, storeId, data.title);
      return tx.post.create({
        data: {
          storeId,
          title: data.title,
          content: data.content,
          author: data.author,
          image: data.image ?? null,
          slug,
          publishedAt: instant(data.published_at),
        },
      });
    }),
  );
}

export async function updatePost(ctx: ServiceContext, id: number, input: Wire<UpdatePostInput>): Promise<Post> {
  const data = parseInput(updatePostSchema, input);
  const storeId = ctx.store.id;
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await lockStoreScope(tx, 'post', storeId);
      const current = await tx.post.findFirst({ where: { id, storeId } });
      if (!current) throw notFound(`Post ${id} not found`);

      // As for categories: a slug not supplied follows the title, so a retitle moves it.
      let slug = current.slug;
      if (data.slug !== undefined) {
        if (data.slug !== current.slug) await assertSlugFree(tx, storeId, data.slug, id);
        slug = data.slug;
      } else if (data.title !== undefined && data.title !== current.title) {
        slug = await freeSlug(tx, storeId, data.title, id);
      }

      const changes: Prisma.PostUpdateInput = {
        slug,
        ...(data.title !== undefined ? { title: data.title } : {}),
        ...(data.content !== undefined ? { content: data.content } : {}),
        ...(data.author !== undefined ? { author: data.author } : {}),
        ...(data.image !== undefined ? { image: data.image } : {}),
        ...(data.published_at !== undefined ? { publishedAt: instant(data.published_at) } : {}),
      };
      return tx.post.update({ where: { id }, data: changes });
    }),
  );
}

export async function deletePost(ctx: ServiceContext, id: number): Promise<void> {
  const { count } = await ctx.db.post.deleteMany({ where: { id, storeId: ctx.store.id } });
  if (count === 0) throw notFound(`Post ${id} not found`);
}

// ---------- storefront ----------

/** Posts whose publication time has come, newest publication first; drafts and scheduled posts stay hidden. */
export async function listPublishedPosts(ctx: ServiceContext, input: Wire<ListPublishedPostsInput> = {}): Promise<Page<Post>> {
  const q = parseInput(listPublishedPostsSchema, input);
  const where = { storeId: ctx.store.id, publishedAt: { lte: new Date() } };
  const orderBy = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];
  const { page, perPage, skip, take } = storefrontPageWindow(q);
  const [total, data] = await Promise.all([ctx.db.post.count({ where }), ctx.db.post.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}
