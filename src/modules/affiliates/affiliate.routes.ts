import { listBody, listResponse, route, type Route } from '../../rest/route';
import { presentAffiliate, presentAffiliateItem, presentAffiliateMetrics, presentWithdrawRequest } from './affiliate.present';
import * as affiliates from './affiliate.service';
import {
  affiliateMetricsSchema,
  createAffiliateSchema,
  listAffiliatesSchema,
  listWithdrawRequestsSchema,
  settleWithdrawSchema,
  updateAffiliateSchema,
  withdrawRequestSchema,
} from './affiliate.schemas';
import { z } from '../../lib/validation';
import { Affiliate, AffiliateItem, AffiliateMetrics, WithdrawRequest } from './affiliate.responses';

/** GET /app/affiliate/{id}: statistics=true adds revenue and sales (the presenter's option, not the service's input). */
const affiliateQuery = z.object({ statistics: z.boolean().optional() });

export const affiliateRoutes: Route[] = [
  // The withdraw_request paths come first: `/app/affiliate/:id` would take "withdraw_request" for an id.
  route({
    method: 'get',
    path: '/app/affiliate/withdraw_request',
    access: 'admin',
    summary: 'List withdraw requests, newest first',
    twin: 'Query.withdrawRequests',
    response: listResponse(WithdrawRequest),
    query: listWithdrawRequestsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await affiliates.listWithdrawRequests(ctx, input.query), presentWithdrawRequest),
  }),
  route({
    method: 'post',
    path: '/app/affiliate/withdraw_request',
    access: 'admin',
    summary: "Create a withdraw request: debits the affiliate's balance at once",
    twin: 'Mutation.createWithdrawRequest',
    response: WithdrawRequest,
    body: withdrawRequestSchema,
    status: 201,
    handler: async (ctx, { body }) => presentWithdrawRequest(ctx, await affiliates.requestWithdraw(ctx, body)),
  }),
  route({
    method: 'patch',
    path: '/app/affiliate/withdraw_request/:id',
    access: 'admin',
    summary: 'Mark a pending withdraw request paid, or rejected (credits the amount back)',
    twin: 'Mutation.settleWithdrawRequest',
    response: WithdrawRequest,
    body: settleWithdrawSchema,
    handler: async (ctx, { params, body }) => presentWithdrawRequest(ctx, await affiliates.settleWithdraw(ctx, params.id, body)),
  }),
  route({
    method: 'get',
    path: '/app/affiliate',
    access: 'admin',
    summary: 'List affiliates with their revenue and sales',
    twin: 'Query.affiliates',
    response: listResponse(AffiliateItem),
    query: listAffiliatesSchema,
    handler: async (ctx, input) => listBody(ctx, input, await affiliates.listAffiliates(ctx, input.query), presentAffiliateItem),
  }),
  route({
    method: 'post',
    path: '/app/affiliate',
    access: 'admin',
    summary: 'Create an affiliate',
    twin: 'Mutation.createAffiliate',
    response: Affiliate,
    body: createAffiliateSchema,
    status: 201,
    handler: async (ctx, { body }) => presentAffiliate(ctx, await affiliates.createAffiliate(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/affiliate/:id',
    access: 'admin',
    summary: 'Get an affiliate (statistics=true adds revenue and sales)',
    twin: 'Query.affiliate',
    response: Affiliate,
    query: affiliateQuery,
    handler: async (ctx, { params, query }) => presentAffiliate(ctx, await affiliates.getAffiliate(ctx, params.id), { statistics: query.statistics === true }),
  }),
  route({
    method: 'patch',
    path: '/app/affiliate/:id',
    access: 'admin',
    summary: 'Update an affiliate; package_commissions replaces the whole set',
    twin: 'Mutation.updateAffiliate',
    response: Affiliate,
    body: updateAffiliateSchema,
    handler: async (ctx, { params, body }) => presentAffiliate(ctx, await affiliates.updateAffiliate(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/affiliate/:id',
    access: 'admin',
    summary: 'Delete an affiliate without pending withdrawals',
    twin: 'Mutation.deleteAffiliate',
    status: 204,
    handler: async (ctx, { params }) => affiliates.deleteAffiliate(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/app/affiliate/:id/metrics',
    access: 'admin',
    summary: "An affiliate's commissions, withdrawals and the revenue it brought, per day of a period (default: the last 30 days)",
    twin: 'Query.affiliateMetrics',
    response: AffiliateMetrics,
    query: affiliateMetricsSchema,
    handler: async (ctx, { params, query }) => presentAffiliateMetrics(ctx, await affiliates.affiliateMetrics(ctx, params.id, query)),
  }),
];
