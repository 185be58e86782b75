import { listBody, listResponse, pageResponse, route, type Route } from '../../rest/route';
import { presentBan, presentBanRefusal } from './ban.present';
import { Ban, BanRefusal } from './ban.responses';
import { createBanSchema, listBanRefusalsSchema, listBansSchema, updateBanSchema } from './ban.schemas';
import * as bans from './ban.service';

export const banRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/ban',
    access: 'admin',
    permission: 'buyers:read',
    summary: 'The ban list, newest first (expired bans included; active=true for those in force)',
    twin: 'Query.bans',
    response: listResponse(Ban),
    query: listBansSchema,
    handler: async (ctx, input) => listBody(ctx, input, await bans.listBans(ctx, input.query), presentBan),
  }),
  route({
    method: 'post',
    path: '/app/ban',
    access: 'admin',
    permission: 'buyers:write',
    summary: 'Ban a client identifier, e-mail, Discord id, document (CPF/CNPJ) or IP address/range; the same kind and value twice is 409',
    twin: 'Mutation.createBan',
    response: Ban,
    body: createBanSchema,
    status: 201,
    handler: async (ctx, { body }) => presentBan(ctx, await bans.createBan(ctx, body)),
  }),
  // Before /app/ban/:id, whose id it would otherwise be.
  route({
    method: 'get',
    path: '/app/ban/refusal',
    access: 'admin',
    permission: 'buyers:read',
    summary: 'Checkouts the ban list refused, newest first',
    twin: 'Query.banRefusals',
    response: pageResponse(BanRefusal),
    query: listBanRefusalsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await bans.listBanRefusals(ctx, input.query), presentBanRefusal),
  }),
  route({
    method: 'get',
    path: '/app/ban/:id',
    access: 'admin',
    permission: 'buyers:read',
    summary: 'Get a ban',
    twin: 'Query.ban',
    response: Ban,
    handler: async (ctx, { params }) => presentBan(ctx, await bans.getBan(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/ban/:id',
    access: 'admin',
    permission: 'buyers:write',
    summary: "Change a ban's reason or expiry (its kind and value are what it is: remove it and add another)",
    twin: 'Mutation.updateBan',
    response: Ban,
    body: updateBanSchema,
    handler: async (ctx, { params, body }) => presentBan(ctx, await bans.updateBan(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/ban/:id',
    access: 'admin',
    permission: 'buyers:write',
    summary: 'Remove a ban (the checkouts it refused stay listed)',
    twin: 'Mutation.deleteBan',
    status: 204,
    handler: async (ctx, { params }) => bans.deleteBan(ctx, params.id),
  }),
];
