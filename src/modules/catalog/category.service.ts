import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Category } from '../../generated/prisma/client';
import type { Tx } from '../../db/client';
import { lockStoreScope } from '../../db/locks';
import { conflict, invalid, notFound } from '../../errors';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/prisma-errors';
import { uniqueSlug } from '../../lib/slug';
import { parseInput } from '../../lib/validation';
import { ancestorsOf } from './category.queries';
import {
  createCategorySchema,
  listCategoriesSchema,
  updateCategorySchema,
  type CreateCategoryInput,
  type ListCategoriesInput,
  type UpdateCategoryInput,
} from './category.schemas';

export async function listCategories(ctx: ServiceContext, input: Wire<ListCategoriesInput> = {}): Promise<ListResult<Category>> {
  const q = parseInput(listCategoriesSchema, input);
  const where = { storeId: ctx.store.id, ...(q.parent_id !== undefined ? { parentId: q.parent_id } : {}) };
  const orderBy = [{ position: 'asc' as const }, { id: 'asc' as const }];
  if (q.all) return { kind: 'all', data: await ctx.db.category.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.category.count({ where }), ctx.db.category.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getCategory(ctx: ServiceContext, id: number): Promise<Category> {
  const category = await ctx.db.category.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!category) throw notFound(`Category ${id} not found`);
  return category;
}

/** A slug for `name` that no other category of the store uses. */
function freeSlug(db: Tx, storeId: number, name: string, exceptId?: number): Promise<string> {
  return uniqueSlug(name, async (base) => {
    const taken = await db.category.findMany({
      where: { storeId, slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { slug: true },
    });
    return taken.map((c) => c.slug);
  });
}

async function assertSlugFree(db: Tx, storeId: number, slug: string, exceptId?: number) {
  const clash = await db.category.findFirst({
    where: { storeId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw invalid('slug', 'unique', 'slug is already used by another category');
}

async function assertParentExists(db: Tx, storeId: number, parentId: number) {
  const parent = await db.category.findFirst({ where: { id: parentId, storeId }, select: { id: true } });
  if (!parent) throw invalid('parent_id', 'exists', `parent_id ${parentId} is not a category of this store`);
}

async function nextPosition(db: Tx, storeId: number, parentId: number | null): Promise<number> {
  const last = await db.category.aggregate({ where: { storeId, parentId }, _max: { position: true } });
  return (last._max.position ?? -1) + 1;
}

function hideSubcategoryRefused(): never {
  throw invalid('hide_subcategory', 'subcategory', 'hide_subcategory can be true only for a category that has subcategories or is one');
}

/** Runs a write; a unique violation on the slug (a concurrent writer won) becomes a 422. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e)) throw invalid('slug', 'unique', 'slug is already used by another category');
    throw e;
  }
}

export async function createCategory(ctx: ServiceContext, input: Wire<CreateCategoryInput>): Promise<Category> {
  const data = parseInput(createCategorySchema, input);
  const storeId = ctx.store.id;
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await lockStoreScope(tx, 'category', storeId);
      const parentId = data.parent_id ?? null;
      if (parentId !== null) await assertParentExists(tx, storeId, parentId);
      if (data.hide_subcategory && parentId === null) hideSubcategoryRefused();
      let slug = data.slug;
      if (slug) await assertSlugFree(tx, storeId, slug);
      else slug = await freeSlug(tx, storeId, data.name);
      return tx.category.create({
        data: {
          storeId,
          name: data.name,
          slug,
          parentId,
          position: data.position ?? (await nextPosition(tx, storeId, parentId)),
          hideCategory: data.hide_category ?? false,
          hideSubcategory: data.hide_subcategory ?? false,
          image: data.image ?? null,
          banner: data.banner ?? null,
        },
      });
    }),
  );
}

export async function updateCategory(ctx: ServiceContext, id: number, input: Wire<UpdateCategoryInput>): Promise<Category> {
  const data = parseInput(updateCategorySchema, input);
  const storeId = ctx.store.id;
  return slugSafe(() =>
    ctx.db.$transaction(async (tx) => {
      await lockStoreScope(tx, 'category', storeId);
      const current = await tx.category.findFirst({ where: { id, storeId } });
      if (!current) throw notFound(`Category ${id} not found`);

      const parentId = data.parent_id === undefined ? current.parentId : data.parent_id;
      if (data.parent_id !== undefined && data.parent_id !== null && data.parent_id !== current.parentId) {
        if (data.parent_id === id) throw invalid('parent_id', 'cycle', 'a category cannot be its own parent');
        await assertParentExists(tx, storeId, data.parent_id);
        if ((await ancestorsOf(tx, storeId, data.parent_id)).includes(id)) {
          throw invalid('parent_id', 'cycle', 'parent_id would make the category its own ancestor');
        }
      }

      const hideSubcategory = data.hide_subcategory ?? current.hideSubcategory;
      if (data.hide_subcategory === true && parentId === null) {
        const children = await tx.category.count({ where: { storeId, parentId: id } });
        if (children === 0) hideSubcategoryRefused();
      }

      // The spec: a slug not supplied is generated from the name, so a rename moves the slug.
      let slug = current.slug;
      if (data.slug !== undefined) {
        if (data.slug !== current.slug) await assertSlugFree(tx, storeId, data.slug, id);
        slug = data.slug;
      } else if (data.name !== undefined && data.name !== current.name) {
        slug = await freeSlug(tx, storeId, data.name, id);
      }

      const position = data.position ?? (parentId !== current.parentId ? await nextPosition(tx, storeId, parentId) : current.position);

      return tx.category.update({
        where: { id },
        data: {
          name: data.name ?? current.name,
          slug,
          parentId,
          position,
          hideCategory: data.hide_category ?? current.hideCategory,
          hideSubcategory,
          image: data.image === undefined ? current.image : data.image,
          banner: data.banner === undefined ? current.banner : data.banner,
        },
      });
    }),
  );
}

/** Deleting a category that still holds packages or subcategories is refused (409). */
export async function deleteCategory(ctx: ServiceContext, id: number): Promise<void> {
  const storeId = ctx.store.id;
  await ctx.db.$transaction(async (tx) => {
    const current = await tx.category.findFirst({ where: { id, storeId }, select: { id: true } });
    if (!current) throw notFound(`Category ${id} not found`);
    const [packages, children] = await Promise.all([
      tx.package.count({ where: { storeId, categoryId: id } }),
      tx.category.count({ where: { storeId, parentId: id } }),
    ]);
    if (packages > 0 || children > 0) {
      throw conflict(`Category ${id} still has ${packages} package(s) and ${children} subcategorie(s); move or delete them first`);
    }
    await tx.category.delete({ where: { id } });
  });
}
