import type { ServiceContext } from '../../context';
import { Gateway } from '../../generated/prisma/enums';
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
 * The gateways a buyer can pay with at this store, in the model's order. There are no per-store
 * gateway settings yet, so it is every gateway of the model; the issue that adds them (enabled flags,
 * credentials) changes this one function, and storefronts, checkout and the admin follow.
 */
export async function storeGateways(ctx: ServiceContext): Promise<GatewayOption[]> {
  return Object.values(Gateway).map((gateway) => ({
    gateway,
    name: gateway,
    display: gatewayDisplay(gateway, ctx.store.locale),
    fee: 0,
    isPercentageFee: false,
  }));
}
