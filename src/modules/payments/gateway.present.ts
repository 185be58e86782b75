import type { ServiceContext } from '../../context';
import { storeTime } from '../../lib/present';
import type { GatewaySettings } from './gateway.service';
import type { GatewaySettingsJsonType } from './gateway.responses';

export const presentGatewaySettings = (ctx: ServiceContext, g: GatewaySettings): GatewaySettingsJsonType => ({
  gateway: g.gateway,
  enabled: g.enabled,
  name: g.name,
  display: g.display,
  configured: g.configured,
  credentials: g.credentials,
  notification_url: g.notificationUrl,
  updated_at: storeTime(ctx.store, g.updatedAt),
});
