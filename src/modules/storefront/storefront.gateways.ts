import type { ServiceContext } from '../../context';
import type { Gateway } from '../../generated/prisma/enums';
import { enabledGateways } from '../payments/gateway.offer';
import { gatewayDisplay } from '../../lib/i18n';

/** A way to pay at this store, as a storefront lists it. */
export interface GatewayOption {
  gateway: Gateway;
  /** The gateway's identifier as storefronts name their assets (`icon-<name>.svg`). */
  name: string;
  /** Its display name in the store's locale. */
  display: string;
  /** No gateway fees are modelled (net_received = price): 0, not a percentage. */
  fee: number;
  isPercentageFee: boolean;
}

/**
 * The gateways a buyer can pay with at this store: the ones its owner enabled (PUT
 * /v1/app/gateway/{gateway}), in the model's order, shown by the owner's name for them or their own.
 */
export async function storeGateways(ctx: ServiceContext): Promise<GatewayOption[]> {
  return (await enabledGateways(ctx)).map(({ gateway, name }) => ({
    gateway,
    name: gateway,
    display: name ?? gatewayDisplay(gateway, ctx.store.locale),
    fee: 0,
    isPercentageFee: false,
  }));
}
