import { SLUG_PATTERN } from '../../lib/slug';
import { MAX_INT, clearable, httpUrl, id, pageSchema, z } from '../../lib/validation';

const name = z.string().trim().min(1).max(100);
const slug = z.string().trim().toLowerCase().min(1).max(120).regex(SLUG_PATTERN);

export const createCategorySchema = z.object({
  name,
  slug: slug.optional(),
  parent_id: clearable(id()),
  position: z.number().int().min(0).max(MAX_INT).optional(),
  hide_category: z.boolean().optional(),
  hide_subcategory: z.boolean().optional(),
  image: clearable(httpUrl()),
  banner: clearable(httpUrl()),
});

export const updateCategorySchema = createCategorySchema.partial();

export const listCategoriesSchema = pageSchema.extend({
  parent_id: id().optional(),
});

export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type ListCategoriesInput = z.input<typeof listCategoriesSchema>;
