import type { ServiceContext } from '../../context';
import type { StoreGateway } from '../../generated/prisma/client';
import { Gateway } from '../../generated/prisma/enums';
import { PROVIDERS } from './providers';

/**
 * What a buyer is offered at a store: a read the storefront makes of this module (src/modules/storefront),
 * kept out of the service so that no other module imports a service of this one (.dependency-cruiser.cjs,
 * modules-not-to-other-services).
 */

const GATEWAYS = Object.values(Gateway);

/**
 * Whether the gateway's provider can charge in `currency`. Enabling checks it; a gateway enabled before
 * its provider's rule (Mercado Pago became BRL only in issue 28) is not offered by the storefront (a
 * checkout naming it still places the order, whose provider then gives no payment data).
 */
const chargesIn = (gateway: Gateway, currency: string) => {
  const currencies = PROVIDERS[gateway].currencies;
  return !currencies || currencies.includes(currency);
};

/** The gateways buyers can pay with at this store, in the model's order. */
export async function enabledGateways(ctx: ServiceContext): Promise<Pick<StoreGateway, 'gateway' | 'name' | 'credentialsEnc'>[]> {
  const rows = await ctx.db.storeGateway.findMany({
    where: { storeId: ctx.store.id, enabled: true },
    select: { gateway: true, name: true, credentialsEnc: true },
  });
  return GATEWAYS.flatMap((g) => rows.filter((r) => r.gateway === g && chargesIn(g, ctx.store.currency)));
}
