import { listBody, listResponse, route, type Route } from '../../rest/route';
import { presentCategory } from './category.present';
import * as categories from './category.service';
import { PACKAGE_ITEM_RELATIONS, presentPackage, presentPackageCreated, presentPackageItem, presentPackageSimple } from './package.present';
import * as packages from './package.service';
import { createCategorySchema, listCategoriesSchema, updateCategorySchema } from './category.schemas';
import { createPackageSchema, listPackagesSchema, updatePackageSchema } from './package.schemas';
import { Category, Package, PackageCreated, PackageItem, PackageSummary } from './catalog.responses';

export const catalogRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/category',
    access: 'admin',
    summary: 'List categories',
    twin: 'Query.categories',
    response: listResponse(Category),
    query: listCategoriesSchema,
    handler: async (ctx, input) => listBody(ctx, input, await categories.listCategories(ctx, input.query), presentCategory),
  }),
  route({
    method: 'post',
    path: '/app/category',
    access: 'admin',
    summary: 'Create a category',
    twin: 'Mutation.createCategory',
    response: Category,
    body: createCategorySchema,
    status: 201,
    handler: async (ctx, { body }) => presentCategory(ctx, await categories.createCategory(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Get a category',
    twin: 'Query.category',
    response: Category,
    handler: async (ctx, { params }) => presentCategory(ctx, await categories.getCategory(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Update a category',
    twin: 'Mutation.updateCategory',
    response: Category,
    body: updateCategorySchema,
    handler: async (ctx, { params, body }) => presentCategory(ctx, await categories.updateCategory(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Delete an empty category',
    twin: 'Mutation.deleteCategory',
    status: 204,
    handler: async (ctx, { params }) => categories.deleteCategory(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/app/package',
    access: 'admin',
    summary: 'List packages',
    twin: 'Query.packages',
    response: listResponse(PackageItem, PackageSummary),
    query: listPackagesSchema,
    handler: async (ctx, input) =>
      listBody(ctx, input, await packages.listPackages(ctx, input.query, PACKAGE_ITEM_RELATIONS), presentPackageItem, presentPackageSimple),
  }),
  route({
    method: 'post',
    path: '/app/package',
    access: 'admin',
    summary: 'Create a package',
    twin: 'Mutation.createPackage',
    response: PackageCreated,
    body: createPackageSchema,
    status: 201,
    handler: async (ctx, { body }) => presentPackageCreated(ctx, await packages.createPackage(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Get a package',
    twin: 'Query.package',
    response: Package,
    handler: async (ctx, { params }) => presentPackage(ctx, await packages.getPackage(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Update a package',
    twin: 'Mutation.updatePackage',
    response: Package,
    body: updatePackageSchema,
    handler: async (ctx, { params, body }) => presentPackage(ctx, await packages.updatePackage(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Delete a package',
    twin: 'Mutation.deletePackage',
    status: 204,
    handler: async (ctx, { params }) => packages.deletePackage(ctx, params.id),
  }),
];
