import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { accessOf } from './access';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers';
import { storeResolvers } from '../modules/store/store.resolvers';
import { gameServerResolvers } from '../modules/game-servers/game-server.resolvers';
import { orderResolvers } from '../modules/orders/order.resolvers';
import { affiliateResolvers } from '../modules/affiliates/affiliate.resolvers';
import { marketingResolvers } from '../modules/marketing/marketing.resolvers';
import { reportResolvers } from '../modules/reports/report.resolvers';
import { webhookResolvers } from '../modules/webhooks/webhook.resolvers';
import { postResolvers } from '../modules/posts/post.resolvers';
import { storefrontResolvers } from '../modules/storefront/storefront.resolvers';
import { gatewayResolvers } from '../modules/payments/gateway.resolvers';
import { discordResolvers } from '../modules/discord/discord.resolvers';

const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

const modules: Resolvers[] = [
  storeResolvers,
  catalogResolvers,
  orderResolvers,
  gameServerResolvers,
  webhookResolvers,
  affiliateResolvers,
  marketingResolvers,
  reportResolvers,
  storefrontResolvers,
  postResolvers,
  gatewayResolvers,
  discordResolvers,
];

/** Timestamps are resolved to text in the store's offset by the field resolvers; Dates fall back to UTC. */
const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  // Given here as well as in schema/base.graphql: a scalar resolver's own description replaces the SDL's.
  description:
    'ISO 8601 timestamp with milliseconds, exactly as the REST API returns it. Records of a store carry ' +
    "the store's UTC offset (2026-11-21T12:00:00.000-03:00); WebhookLog.createdAt is UTC with Z.",
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 timestamp');
    return d;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 timestamp');
    return d;
  },
});

export function loadTypeDefs(): string[] {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

function merge(list: Resolvers[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of list) {
    for (const [type, fields] of Object.entries(r)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out;
}

export function buildSchema(): GraphQLSchema {
  const resolvers = merge(modules);
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: { ...resolvers, DateTime, JSONObject: GraphQLJSONObject },
  });
  // Secure by default: every root field must be declared admin(...), storefront(...) or
  // publicField(...). The declaration is kept on the field (extensions.access), where the operation
  // gate reads which credentials an operation needs before running it (src/graphql/gate.ts).
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      const access = accessOf(resolvers[root.name]?.[name]);
      if (!access) throw new Error(`GraphQL root field ${root.name}.${name} has no access declaration`);
      Object.assign(field, { extensions: { ...field.extensions, access } });
    }
  }
  return schema;
}
