import type { ServiceContext } from '../../context';
import type { Category } from '../../generated/prisma/client';
import { timestamps } from '../../lib/present';
import type { CategoryJson } from './catalog.responses';

export const presentCategory = (ctx: ServiceContext, c: Category): CategoryJson => ({
  id: c.id,
  store_id: c.storeId,
  name: c.name,
  slug: c.slug,
  parent_id: c.parentId,
  position: c.position,
  hide_category: c.hideCategory,
  hide_subcategory: c.hideSubcategory,
  image: c.image,
  banner: c.banner,
  ...timestamps(ctx, c),
});
