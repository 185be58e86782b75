import { aliasRoutes, listBody, listResponse, route, type Route } from '../../rest/route';
import { presentCoupon, presentVariable } from './marketing.present';
import * as marketing from './marketing.service';
import { createCouponSchema, createVariableSchema, listCouponsSchema, updateCouponSchema, updateVariableSchema } from './marketing.schemas';
import { z } from '../../lib/responses';
import { Coupon, Variable } from './marketing.responses';

const couponAndVariableRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/coupon',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'List coupons',
    twin: 'Query.coupons',
    response: listResponse(Coupon),
    query: listCouponsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await marketing.listCoupons(ctx, input.query), presentCoupon),
  }),
  route({
    method: 'post',
    path: '/app/coupon',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Create a coupon',
    twin: 'Mutation.createCoupon',
    response: Coupon,
    body: createCouponSchema,
    status: 201,
    handler: async (ctx, { body }) => presentCoupon(ctx, await marketing.createCoupon(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/coupon/:id',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'Get a coupon',
    twin: 'Query.coupon',
    response: Coupon,
    handler: async (ctx, { params }) => presentCoupon(ctx, await marketing.getCoupon(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/coupon/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Update a coupon',
    twin: 'Mutation.updateCoupon',
    response: Coupon,
    body: updateCouponSchema,
    handler: async (ctx, { params, body }) => presentCoupon(ctx, await marketing.updateCoupon(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/coupon/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Delete a coupon',
    twin: 'Mutation.deleteCoupon',
    status: 204,
    handler: async (ctx, { params }) => marketing.deleteCoupon(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/app/variable',
    access: 'admin',
    permission: 'marketing:read',
    summary: "List the store's variables",
    twin: 'Query.variables',
    response: z.array(Variable),
    handler: async (ctx) => (await marketing.listVariables(ctx)).map((v) => presentVariable(ctx, v)),
  }),
  route({
    method: 'post',
    path: '/app/variable',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Create a variable',
    twin: 'Mutation.createVariable',
    response: Variable,
    body: createVariableSchema,
    status: 201,
    handler: async (ctx, { body }) => presentVariable(ctx, await marketing.createVariable(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/variable/:id',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'Get a variable',
    twin: 'Query.variable',
    response: Variable,
    handler: async (ctx, { params }) => presentVariable(ctx, await marketing.getVariable(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/variable/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Rename or describe a variable',
    twin: 'Mutation.updateVariable',
    response: Variable,
    body: updateVariableSchema,
    handler: async (ctx, { params, body }) => presentVariable(ctx, await marketing.updateVariable(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/variable/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Delete a variable',
    twin: 'Mutation.deleteVariable',
    status: 204,
    handler: async (ctx, { params }) => marketing.deleteVariable(ctx, params.id),
  }),
];

/**
 * Coupons are "discounts" in the public API's own words (`/v1/app/discount`, what integrations call):
 * every coupon route is also served under that name, generated from the same entries.
 */
export const marketingRoutes: Route[] = [...couponAndVariableRoutes, ...aliasRoutes(couponAndVariableRoutes, '/app/coupon', '/app/discount')];
