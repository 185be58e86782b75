import { admin } from '../../graphql/access';
import { sc } from '../../graphql/context';
import { displayMoney, gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import { selectedFields } from '../../graphql/selections';
import type {
  FieldType,
  MutationCreateCategoryArgs,
  MutationCreatePackageArgs,
  MutationDeleteCategoryArgs,
  MutationDeletePackageArgs,
  MutationUpdateCategoryArgs,
  MutationUpdatePackageArgs,
  QueryCategoriesArgs,
  QueryCategoryArgs,
  QueryPackageArgs,
  QueryPackagesArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { Category } from '../../generated/prisma/client';
import * as categories from './category.service';
import * as packages from './package.service';
import { pageRelations } from './package.page';
import type { CreateCategoryInput, UpdateCategoryInput } from './category.schemas';
import type { CreatePackageInput, UpdatePackageInput } from './package.schemas';

export const catalogResolvers: Resolvers = {
  Query: {
    categories: admin(async (ctx, args: QueryCategoriesArgs) => {
      const input = listArgs(args);
      return gqlPage(await categories.listCategories(ctx, input), '/v1/app/category', input);
    }),
    category: admin((ctx, { id }: QueryCategoryArgs) => categories.getCategory(ctx, id)),
    packages: admin(async (ctx, args: QueryPackagesArgs, info) => {
      const input = listArgs(args);
      // The page reads the relations its items select, and no others.
      const items = selectedFields(info, ['data']);
      return gqlPage(
        await packages.listPackages(
          ctx,
          input,
          pageRelations((r) => items.has(r)),
        ),
        '/v1/app/package',
        input,
      );
    }),
    package: admin((ctx, { id }: QueryPackageArgs) => packages.getPackage(ctx, id)),
  },
  Mutation: {
    createCategory: admin((ctx, { input }: MutationCreateCategoryArgs) => categories.createCategory(ctx, toServiceInput(input) as CreateCategoryInput)),
    updateCategory: admin((ctx, { id, input }: MutationUpdateCategoryArgs) => categories.updateCategory(ctx, id, toServiceInput(input) as UpdateCategoryInput)),
    deleteCategory: admin(async (ctx, { id }: MutationDeleteCategoryArgs) => {
      await categories.deleteCategory(ctx, id);
      return true;
    }),
    createPackage: admin((ctx, { input }: MutationCreatePackageArgs) => packages.createPackage(ctx, toServiceInput(input) as CreatePackageInput)),
    updatePackage: admin((ctx, { id, input }: MutationUpdatePackageArgs) => packages.updatePackage(ctx, id, toServiceInput(input) as UpdatePackageInput)),
    deletePackage: admin(async (ctx, { id }: MutationDeletePackageArgs) => {
      await packages.deletePackage(ctx, id);
      return true;
    }),
  },
  Category: {
    ...timestampFields('createdAt', 'updatedAt'),
    parent: (c, _, ctx, info) => (c.parentId ? sc(ctx, info).loaders.categoryById.load(c.parentId) : null),
    subcategories: (c, _, ctx, info) => sc(ctx, info).loaders.subcategoriesByParent.load(c.id),
  },
  Package: {
    ...timestampFields('createdAt', 'updatedAt'),
    ...moneyFields('price', 'compareAtPrice'),
    priceDisplay: (p, _, ctx, info) => displayMoney(p.price, ctx, info),
    // A page's items come with these primed (src/modules/catalog/package.service.ts: listPackages):
    // the value itself, not a promise of it (src/lib/loaders.ts: PrimedLoader).
    category: (p, _, ctx, info) => sc(ctx, info).loaders.categoryById.get(p.categoryId) as Category | Promise<Category>,
    parent: (p, _, ctx, info) => (p.parentId ? sc(ctx, info).loaders.packageById.load(p.parentId) : null),
    commands: (p, _, ctx, info) => sc(ctx, info).loaders.commandsByPackage.get(p.id),
    discordActions: (p, _, ctx, info) => sc(ctx, info).loaders.discordActionsByPackage.get(p.id),
    licenseKeys: (p, _, ctx, info) => sc(ctx, info).loaders.licenseKeysByPackage.get(p.id),
    fields: (p, _, ctx, info) => sc(ctx, info).loaders.fieldsByPackage.load(p.id),
    variables: async (p, _, ctx, info) => (await sc(ctx, info).loaders.variablesByPackage.load(p.id)).map((v) => v.variableId),
    email: (p) => (p.emailTitle !== null ? { title: p.emailTitle, content: p.emailContent ?? '' } : null),
  },
  PackageCommand: {
    ...timestampFields('createdAt', 'updatedAt'),
    type: (c) => c.trigger,
  },
  PackageDiscordAction: {
    ...timestampFields('createdAt', 'updatedAt'),
    parameters: (a) => {
      const p = (a.parameters ?? {}) as Record<string, string | null>;
      return { roleId: p.role_id ?? null, channelId: p.channel_id ?? null, message: p.message ?? null };
    },
  },
  LicenseKey: {
    ...timestampFields('createdAt', 'updatedAt', 'usedAt'),
    key: (k) => k.value,
  },
  PackageField: {
    type: (f) => f.type as FieldType,
  },
};
