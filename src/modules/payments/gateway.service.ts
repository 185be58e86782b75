import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import { lockNamed } from '../../db/locks';
import { invalid, notFound, validationFailed } from '../../errors';
import type { PrismaClient, StoreGateway } from '../../generated/prisma/client';
import { Gateway } from '../../generated/prisma/enums';
import { gatewayDisplay } from '../../lib/i18n';
import { parseInput, toErrorDetails } from '../../lib/validation';
import type { Config } from '../../config';
import { decryptSecret, encryptSecret, secretKey, secretLast4 } from '../../lib/secrets';
import { PROVIDERS } from './providers';
import { setGatewaySchema, type SetGatewayInput } from './gateway.schemas';

/** A gateway as the store owner sees it: never its credentials, only their last 4 characters. */
export interface GatewaySettings {
  gateway: Gateway;
  enabled: boolean;
  /** The owner's name for it, or null. */
  name: string | null;
  /** What buyers see: the owner's name, else the gateway's own in the store's locale. */
  display: string;
  configured: boolean;
  /** Each credential's last 4 characters, by name; null when none are set. */
  credentials: Record<string, string> | null;
  /** Where the provider must send its notifications (paste it into its dashboard). */
  notificationUrl: string;
  updatedAt: Date | null;
}

const GATEWAYS = Object.values(Gateway);

/** A gateway whose credentials schema takes an empty set (OTHER) needs none: it is enabled, and configured, without any. */
const needsNoCredentials = (gateway: Gateway) => PROVIDERS[gateway].credentials.safeParse({}).success;

export const notificationUrl = (config: Pick<Config, 'publicBaseUrl'>, gateway: Gateway, storeId: number) =>
  `${config.publicBaseUrl}/v1/payments/${gateway.toLowerCase()}/${storeId}`;

function settingsOf(ctx: ServiceContext, gateway: Gateway, row: StoreGateway | undefined): GatewaySettings {
  const hints = (row?.credentialHints ?? {}) as Record<string, string>;
  return {
    gateway,
    enabled: row?.enabled ?? false,
    name: row?.name ?? null,
    display: row?.name ?? gatewayDisplay(gateway, ctx.store.locale),
    configured: !!row?.credentialsEnc || needsNoCredentials(gateway),
    credentials: row?.credentialsEnc ? hints : null,
    notificationUrl: notificationUrl(ctx.config, gateway, ctx.store.id),
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Every gateway of the model, in its order, with this store's settings. */
export async function listGateways(ctx: ServiceContext): Promise<GatewaySettings[]> {
  const rows = await ctx.db.storeGateway.findMany({ where: { storeId: ctx.store.id } });
  return GATEWAYS.map((g) =>
    settingsOf(
      ctx,
      g,
      rows.find((r) => r.gateway === g),
    ),
  );
}

/** The gateway named in a path (any case); an unknown one is 404. */
export function gatewayOf(raw: string): Gateway {
  const gateway = raw.toUpperCase() as Gateway;
  if (!GATEWAYS.includes(gateway)) throw notFound(`Gateway ${raw} not found: it is one of ${GATEWAYS.join(', ')}`);
  return gateway;
}

export async function setGateway(ctx: ServiceContext, rawGateway: string, input: Wire<SetGatewayInput>): Promise<GatewaySettings> {
  const gateway = gatewayOf(rawGateway);
  const data = parseInput(setGatewaySchema, input);
  const provider = PROVIDERS[gateway];
  let credentials: Record<string, unknown> | undefined;
  if (data.credentials !== undefined) {
    const parsed = provider.credentials.safeParse(data.credentials, { reportInput: true });
    if (!parsed.success) {
      // A rule on the whole set (OTHER takes none) names the set: `credentials`, not `credentials.body`.
      const details = toErrorDetails(parsed.error.issues).map((d) =>
        d.field === 'body' ? { ...d, field: 'credentials', message: d.message.replace(/^body/, 'credentials') } : { ...d, field: `credentials.${d.field}` },
      );
      throw validationFailed(details as never);
    }
    credentials = parsed.data as Record<string, unknown>;
  }
  if (data.enabled && provider.currencies && !provider.currencies.includes(ctx.store.currency)) {
    throw invalid('enabled', 'currency', `${gateway} charges only in ${provider.currencies.join(', ')}; this store sells in ${ctx.store.currency}`);
  }
  const key = credentials ? await secretKey(ctx.db, ctx.config) : undefined;
  return ctx.db.$transaction(async (tx) => {
    // One writer per store and gateway at a time: the check below sees the credentials it keeps.
    await lockNamed(tx, `gateway:${ctx.store.id}`, gateway);
    const current = await tx.storeGateway.findUnique({ where: { storeId_gateway: { storeId: ctx.store.id, gateway } } });
    if (data.enabled && !credentials && !current?.credentialsEnc && !needsNoCredentials(gateway)) {
      throw invalid('credentials', 'required', `credentials are required to enable ${gateway}`);
    }
    // An empty set (a gateway that takes none) is nothing to keep.
    const sealed =
      credentials && Object.keys(credentials).length
        ? {
            credentialsEnc: encryptSecret(key!, JSON.stringify(credentials)),
            credentialHints: Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, secretLast4(v)])),
          }
        : {};
    const values = { enabled: data.enabled, ...(data.name !== undefined ? { name: data.name } : {}), ...sealed };
    const row = await tx.storeGateway.upsert({
      where: { storeId_gateway: { storeId: ctx.store.id, gateway } },
      create: { storeId: ctx.store.id, gateway, ...values },
      update: values,
    });
    return settingsOf(ctx, gateway, row);
  });
}

/** Sealed credentials as the provider takes them. */
export async function openCredentials<C = Record<string, string>>(db: PrismaClient, config: Pick<Config, 'secretKey'>, sealed: string): Promise<C> {
  return openCredentialsWith(await secretKey(db, config), sealed);
}

/** The same with the key in hand: inside a transaction, where reading the key could wait for a second pooled connection. */
export function openCredentialsWith<C = Record<string, string>>(key: Buffer, sealed: string): C {
  return JSON.parse(decryptSecret(key, sealed)) as C;
}

/** A store's credentials for a gateway, decrypted; null when it has none or it is not enabled (unless `evenDisabled`). */
export async function credentialsOf<C = Record<string, string>>(
  db: PrismaClient,
  config: Pick<Config, 'secretKey'>,
  storeId: number,
  gateway: Gateway,
  opts: { evenDisabled?: boolean } = {},
): Promise<C | null> {
  const row = await db.storeGateway.findUnique({ where: { storeId_gateway: { storeId, gateway } } });
  if (!row?.credentialsEnc || (!row.enabled && !opts.evenDisabled)) return null;
  return openCredentials<C>(db, config, row.credentialsEnc);
}
