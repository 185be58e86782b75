import { listBody, type Route } from '../../rest/route';
import { presentCoupon, presentVariable } from './marketing.present';
import type { CreateCouponInput, CreateVariableInput, UpdateCouponInput, UpdateVariableInput } from './marketing.schemas';
import * as marketing from './marketing.service';

export const marketingRoutes: Route[] = [
  {
    method: 'get',
    path: '/app/coupon',
    access: 'admin',
    summary: 'List coupons',
    query: { page: 'int', per_page: 'int', all: 'bool', code: 'string' },
    handler: async (ctx, input) => listBody(ctx, input, await marketing.listCoupons(ctx, input.query), presentCoupon),
  },
  {
    method: 'post',
    path: '/app/coupon',
    access: 'admin',
    summary: 'Create a coupon',
    status: 201,
    handler: async (ctx, { body }) => presentCoupon(ctx, await marketing.createCoupon(ctx, body as CreateCouponInput)),
  },
  {
    method: 'get',
    path: '/app/coupon/:id',
    access: 'admin',
    summary: 'Get a coupon',
    handler: async (ctx, { params }) => presentCoupon(ctx, await marketing.getCoupon(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/coupon/:id',
    access: 'admin',
    summary: 'Update a coupon',
    handler: async (ctx, { params, body }) => presentCoupon(ctx, await marketing.updateCoupon(ctx, params.id, body as UpdateCouponInput)),
  },
  {
    method: 'delete',
    path: '/app/coupon/:id',
    access: 'admin',
    summary: 'Delete a coupon',
    status: 204,
    handler: async (ctx, { params }) => marketing.deleteCoupon(ctx, params.id),
  },
  {
    method: 'get',
    path: '/app/variable',
    access: 'admin',
    summary: "List the store's variables",
    handler: async (ctx) => (await marketing.listVariables(ctx)).map((v) => presentVariable(ctx, v)),
  },
  {
    method: 'post',
    path: '/app/variable',
    access: 'admin',
    summary: 'Create a variable',
    status: 201,
    handler: async (ctx, { body }) => presentVariable(ctx, await marketing.createVariable(ctx, body as CreateVariableInput)),
  },
  {
    method: 'get',
    path: '/app/variable/:id',
    access: 'admin',
    summary: 'Get a variable',
    handler: async (ctx, { params }) => presentVariable(ctx, await marketing.getVariable(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/variable/:id',
    access: 'admin',
    summary: 'Rename or describe a variable',
    handler: async (ctx, { params, body }) => presentVariable(ctx, await marketing.updateVariable(ctx, params.id, body as UpdateVariableInput)),
  },
  {
    method: 'delete',
    path: '/app/variable/:id',
    access: 'admin',
    summary: 'Delete a variable',
    status: 204,
    handler: async (ctx, { params }) => marketing.deleteVariable(ctx, params.id),
  },
];
