import { z } from '../../lib/validation';
import { route, type Route } from '../../rest/route';
import { presentGatewaySettings } from './gateway.present';
import { GatewaySettingsJson } from './gateway.responses';
import { setGatewaySchema } from './gateway.schemas';
import { listGateways, setGateway } from './gateway.service';

export const gatewayRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/gateway',
    access: 'admin',
    permission: 'gateways:read',
    summary: "Every payment gateway with this store's settings (credentials only as their last 4 characters)",
    twin: 'Query.paymentGateways',
    response: z.array(GatewaySettingsJson),
    handler: async (ctx) => (await listGateways(ctx)).map((g) => presentGatewaySettings(ctx, g)),
  }),
  route({
    method: 'put',
    path: '/app/gateway/:gateway',
    params: { gateway: 'string' },
    access: 'admin',
    permission: 'gateways:write',
    summary: "Enable or disable a gateway, name it, and set its provider's credentials",
    twin: 'Mutation.updatePaymentGateway',
    response: GatewaySettingsJson,
    body: setGatewaySchema,
    handler: async (ctx, { params, body }) => presentGatewaySettings(ctx, await setGateway(ctx, params.str.gateway, body)),
  }),
];
