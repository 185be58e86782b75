import { admin } from '../../graphql/access';
import { gqlPeriodOf } from '../subscriptions/subscription.period';
import { sc } from '../../graphql/context';
import { displayMoney, gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import { selectedFields } from '../../graphql/selections';
import type {
  FieldType,
  MutationAddPackageLicenseKeysArgs,
  MutationCreateCategoryArgs,
  MutationCreatePackageArgs,
  MutationDeleteCategoryArgs,
  MutationDeletePackageArgs,
  MutationUpdateCategoryArgs,
  MutationUpdatePackageArgs,
  QueryCategoriesArgs,
  QueryCategoryArgs,
  QueryPackageArgs,
  QueryPackageLicenseKeysArgs,
  QueryPackagesArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { Category } from '../../generated/prisma/client';
import * as categories from './category.service';
import * as packages from './package.service';
import { pageRelations } from './package.page';
import type { ListCategoriesInput } from './category.schemas';
import { discordParameters, packageContent } from './package.present';
import type { ListLicenseKeysInput, ListPackagesInput } from './package.schemas';

export const catalogResolvers: Resolvers = {
  Query: {
    categories: admin('catalog:read', async (ctx, args: QueryCategoriesArgs) => {
      const input: ListCategoriesInput = listArgs(args);
      return gqlPage(await categories.listCategories(ctx, input), '/v1/app/category', input);
    }),
    category: admin('catalog:read', (ctx, { id }: QueryCategoryArgs) => categories.getCategory(ctx, id)),
    packages: admin('catalog:read', async (ctx, args: QueryPackagesArgs, info) => {
      const input: ListPackagesInput = listArgs(args);
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
    package: admin('catalog:read', (ctx, { id }: QueryPackageArgs) => packages.getPackage(ctx, id)),
    packageLicenseKeys: admin('catalog:read', async (ctx, { packageId, ...args }: QueryPackageLicenseKeysArgs) => {
      const input: ListLicenseKeysInput = listArgs(args);
      return gqlPage(await packages.listLicenseKeys(ctx, packageId, input), `/v1/app/package/${packageId}/license-keys`, input);
    }),
  },
  Mutation: {
    createCategory: admin('catalog:write', (ctx, { input }: MutationCreateCategoryArgs) => categories.createCategory(ctx, toServiceInput(input))),
    updateCategory: admin('catalog:write', (ctx, { id, input }: MutationUpdateCategoryArgs) => categories.updateCategory(ctx, id, toServiceInput(input))),
    deleteCategory: admin('catalog:write', async (ctx, { id }: MutationDeleteCategoryArgs) => {
      await categories.deleteCategory(ctx, id);
      return true;
    }),
    createPackage: admin('catalog:write', (ctx, { input }: MutationCreatePackageArgs) => packages.createPackage(ctx, toServiceInput(input))),
    updatePackage: admin('catalog:write', (ctx, { id, input }: MutationUpdatePackageArgs) => packages.updatePackage(ctx, id, toServiceInput(input))),
    deletePackage: admin('catalog:write', async (ctx, { id }: MutationDeletePackageArgs) => {
      await packages.deletePackage(ctx, id);
      return true;
    }),
    addPackageLicenseKeys: admin('catalog:write', (ctx, { packageId, input }: MutationAddPackageLicenseKeysArgs) =>
      packages.addLicenseKeys(ctx, packageId, toServiceInput(input)),
    ),
  },
  Category: {
    ...timestampFields('createdAt', 'updatedAt'),
    parent: (c, _, ctx, info) => (c.parentId ? sc(ctx, info).loaders.categoryById.load(c.parentId) : null),
    subcategories: (c, _, ctx, info) => sc(ctx, info).loaders.subcategoriesByParent.load(c.id),
  },
  Package: {
    ...timestampFields('createdAt', 'updatedAt'),
    ...moneyFields('price', 'compareAtPrice', 'giftCardValue'),
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
    askedVariables: async (p, _, ctx, info) => (await sc(ctx, info).loaders.variablesByPackage.load(p.id)).map((v) => v.variable),
    email: (p) => (p.emailTitle !== null ? { title: p.emailTitle, content: p.emailContent ?? '' } : null),
    emails: (p) => (p.emailTitle !== null ? [{ title: p.emailTitle, content: p.emailContent ?? '' }] : []),
    content: (p) => {
      const c = packageContent(p);
      return c && { packageId: c.package_id, storeId: c.store_id, title: c.title, description: c.description };
    },
    // is_variation_parent says whether there is any: a package without variations reads none.
    variations: (p, _, ctx, info) => (p.isVariationParent ? sc(ctx, info).loaders.variationsByParent.load(p.id) : []),
    subscription: (p) => gqlPeriodOf(p),
  },
  PackageVariable: {
    ...timestampFields('createdAt', 'updatedAt'),
    type: () => 'TEXT',
    required: () => true,
  },
  PackageVariation: {
    ...timestampFields('createdAt', 'updatedAt'),
    ...moneyFields('price'),
    priceDisplay: (p, _, ctx, info) => displayMoney(p.price, ctx, info),
    parentId: (p) => p.parentId!,
  },
  PackageCommand: {
    ...timestampFields('createdAt', 'updatedAt'),
    type: (c) => c.trigger,
    // 0 minutes: due at once, which the public API writes as not scheduled.
    schedule: (c) => (c.schedule === 0 ? null : c.schedule),
    internalId: (c) => c.position,
  },
  PackageDiscordAction: {
    ...timestampFields('createdAt', 'updatedAt'),
    roleId: (a) => discordParameters(a).role_id,
    channelId: (a) => discordParameters(a).channel_id,
    message: (a) => discordParameters(a).message,
    parameters: (a) => {
      const p = discordParameters(a);
      return { roleId: p.role_id, channelId: p.channel_id, message: p.message };
    },
    internalId: (a) => a.position,
  },
  LicenseKey: {
    ...timestampFields('createdAt', 'updatedAt', 'usedAt'),
    key: (k) => k.value,
  },
  PackageField: {
    type: (f) => f.type as FieldType,
  },
};
