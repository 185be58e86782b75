import { listBody, type Route } from '../../rest/route';
import { presentCategory } from './category.present';
import * as categories from './category.service';
import { presentPackage, presentPackageCreated, presentPackageItem, presentPackageSimple } from './package.present';
import * as packages from './package.service';
import type { CreateCategoryInput, UpdateCategoryInput } from './category.schemas';
import type { CreatePackageInput, UpdatePackageInput } from './package.schemas';
import { createCategorySchema, updateCategorySchema } from './category.schemas';
import { createPackageSchema, updatePackageSchema } from './package.schemas';

const page = { page: 'int', per_page: 'int', all: 'bool' } as const;

export const catalogRoutes: Route[] = [
  {
    method: 'get',
    path: '/app/category',
    access: 'admin',
    summary: 'List categories',
    twin: 'Query.categories',
    query: { ...page, parent_id: 'int' },
    handler: async (ctx, input) => listBody(ctx, input, await categories.listCategories(ctx, input.query), presentCategory),
  },
  {
    method: 'post',
    path: '/app/category',
    access: 'admin',
    summary: 'Create a category',
    twin: 'Mutation.createCategory',
    body: createCategorySchema,
    status: 201,
    handler: async (ctx, { body }) => presentCategory(ctx, await categories.createCategory(ctx, body as CreateCategoryInput)),
  },
  {
    method: 'get',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Get a category',
    twin: 'Query.category',
    handler: async (ctx, { params }) => presentCategory(ctx, await categories.getCategory(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Update a category',
    twin: 'Mutation.updateCategory',
    body: updateCategorySchema,
    handler: async (ctx, { params, body }) =>
      presentCategory(ctx, await categories.updateCategory(ctx, params.id, body as UpdateCategoryInput)),
  },
  {
    method: 'delete',
    path: '/app/category/:id',
    access: 'admin',
    summary: 'Delete an empty category',
    twin: 'Mutation.deleteCategory',
    status: 204,
    handler: async (ctx, { params }) => categories.deleteCategory(ctx, params.id),
  },
  {
    method: 'get',
    path: '/app/package',
    access: 'admin',
    summary: 'List packages',
    twin: 'Query.packages',
    query: { ...page, category_id: 'int', name: 'string' },
    handler: async (ctx, input) =>
      listBody(ctx, input, await packages.listPackages(ctx, input.query), presentPackageItem, presentPackageSimple),
  },
  {
    method: 'post',
    path: '/app/package',
    access: 'admin',
    summary: 'Create a package',
    twin: 'Mutation.createPackage',
    body: createPackageSchema,
    status: 201,
    handler: async (ctx, { body }) => presentPackageCreated(ctx, await packages.createPackage(ctx, body as CreatePackageInput)),
  },
  {
    method: 'get',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Get a package',
    twin: 'Query.package',
    handler: async (ctx, { params }) => presentPackage(ctx, await packages.getPackage(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Update a package',
    twin: 'Mutation.updatePackage',
    body: updatePackageSchema,
    handler: async (ctx, { params, body }) =>
      presentPackage(ctx, await packages.updatePackage(ctx, params.id, body as UpdatePackageInput)),
  },
  {
    method: 'delete',
    path: '/app/package/:id',
    access: 'admin',
    summary: 'Delete a package',
    twin: 'Mutation.deletePackage',
    status: 204,
    handler: async (ctx, { params }) => packages.deletePackage(ctx, params.id),
  },
];
