import { listBody, listResponse, route, type Route } from '../../rest/route';
import { presentSale } from './sale.present';
import { Sale } from './sale.responses';
import { createSaleSchema, listSalesSchema, updateSaleSchema } from './sale.schemas';
import * as sales from './sale.service';

export const saleRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/sale',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'The store’s sales by starts_at; status filters by where they stand now (SCHEDULED, RUNNING, ENDED, DISABLED; all by default)',
    twin: 'Query.sales',
    response: listResponse(Sale),
    query: listSalesSchema,
    handler: async (ctx, input) => listBody(ctx, input, await sales.listSales(ctx, input.query), presentSale),
  }),
  route({
    method: 'post',
    path: '/app/sale',
    access: 'admin',
    permission: 'marketing:write',
    summary: "Schedule a sale: a percentage or an amount off chosen packages and categories between two instants (local date-times are the store's time zone)",
    twin: 'Mutation.createSale',
    response: Sale,
    body: createSaleSchema,
    status: 201,
    handler: async (ctx, { body }) => presentSale(ctx, await sales.createSale(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/sale/:id',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'Get a sale',
    twin: 'Query.sale',
    response: Sale,
    handler: async (ctx, { params }) => presentSale(ctx, await sales.getSale(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/sale/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Change a sale (the rules are checked on the sale as it would be)',
    twin: 'Mutation.updateSale',
    response: Sale,
    body: updateSaleSchema,
    handler: async (ctx, { params, body }) => presentSale(ctx, await sales.updateSale(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/sale/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Remove a sale (orders keep the prices they were placed at)',
    twin: 'Mutation.deleteSale',
    status: 204,
    handler: async (ctx, { params }) => sales.deleteSale(ctx, params.id),
  }),
];
