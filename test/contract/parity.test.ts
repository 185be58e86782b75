import { randomBytes } from 'node:crypto';
import { getNamedType, isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLObjectType, type GraphQLOutputType } from 'graphql';
import type { Route } from '../../src/rest/route';
import { loadConfig } from '../../src/config';
import { setupTestApp, type TestApp } from '../helpers/app';
import { startFakeDiscordOAuth, type FakeDiscordOAuth } from '../discord/fake-discord-oauth';
import { buildFixture, filterParams, fixtureParams, fullBody, paramValue, selectionDepth, validFilters, validQuery, type Fixture } from './fixture';
import {
  callRest,
  callTwin,
  camelKey,
  credentials,
  gqlSchema,
  pathParams,
  routeName,
  routes,
  snakeKey,
  twinOf,
  type CallInput,
  type GqlResponse,
  type Json,
} from './lib';

/**
 * GENERATED result parity (issue 6): for EVERY route of `routes` (src/app.ts) with a GraphQL twin,
 * the REST call and the twin run with the same valid input and their successful results are compared
 * field by field. Errors are compared by twins.test.ts and not again here.
 *
 * Two stores are built with identical content (test/contract/fixture.ts with one marker): REST always
 * acts on store R, GraphQL always on store G, and both run the same steps in the same order, so the
 * stores stay equivalent and every answer must be the same but for what differs per row by nature:
 *
 *   - ids: paired REST<->GraphQL per kind of row (a bijection seeded with the fixtures' ids and
 *     filled as rows appear), so a REST id must always meet the same GraphQL id, and a reference
 *     (`category_id`) must point at the row that GraphQL's id of that kind pairs with;
 *   - timestamps: the same format and zone on both, at most TIMESTAMP_SLACK_MS apart (the stores are
 *     built a moment apart);
 *   - secrets, tokens and measured times, and values spelled differently with the same meaning:
 *     NORMALIZED below.
 *
 * The steps, derived from the route tables: every read (GET), then every create (POST without path
 * params), every action (POST on an id), every update (PATCH/PUT), every delete (DELETE, on the row
 * the route's own create made, so it is deletable; a DELETE of what a row has, not ending in an id,
 * such as a staff user's sessions, on the fixture's row), then every read again (the whole state after all
 * mutations; lists also on page 2 of one item per page). Every read with filters also runs once
 * with all of them, on the fixture as built (fixture.ts validFilters). After each mutation, the GET
 * of what it changed is read back on both surfaces and compared too; after a delete, it is 404 on
 * both (but for KEEPS_ROW). Inputs: fullBody/validQuery of fixture.ts (every property of the route's JSON schema,
 * sampleOf(schema, true), made valid by that file's one override table, VALID).
 *
 * Comparison: every REST field against the GraphQL field of the same name in camelCase, recursively
 * through objects and lists, with the GraphQL schema as the map; `x_id` against `x { id }` where
 * GraphQL only has the relation; lists' `{meta, data}` against the page type's `{meta, data}`. A
 * field present on one side only must be in ONE_SIDED with the reason.
 */

const TIMESTAMP_SLACK_MS = 60_000;
const MARKER = `zqpar${randomBytes(3).toString('hex')}`;

let t: TestApp;
let R: Fixture; // REST acts on this store
let G: Fixture; // GraphQL acts on this one
/** Discord's OAuth2, for the buyer's Discord sign-in (issue 32): each fixture finishes one there. */
let discord: FakeDiscordOAuth;

// ---------------------------------------------------------------- what may differ, and why

/**
 * Fields present on one side only. Key: `REST <Type>.<rest_key>` or `GraphQL <Type>.<field>`, optionally
 * followed by ` in <route>` to allow it for that route only. <Type> is the GraphQL type the object is
 * compared as.
 */
/** What GraphQL's QueuedCommand has beyond the REST queue item plugins read (REST: GET /v1/app/command/{id}). */
const COMMAND_ADMIN_FIELDS = [
  'attempts',
  'createdAt',
  'gameServer',
  'gameServerId',
  'orderId',
  'orderPackageId',
  'reason',
  'response',
  'status',
  'type',
  'updatedAt',
];

const ONE_SIDED: Record<string, string> = {
  // Relations GraphQL resolves and REST does not embed (REST has, or lists, them elsewhere).
  'GraphQL Category.subcategories': 'relation; REST lists them with GET /v1/app/category?parent_id=',
  'GraphQL Order.notes': 'relation; REST: GET /v1/app/order/{id}/note',
  'GraphQL Order.commands': 'relation; REST: GET /v1/app/user_queue/{user_id} and GET /v1/app/command/{id}',
  // The public API's names of two coupon fields, repeated on REST for integrations that read them (DECISIONS.md).
  'REST Coupon.coupon': "the code under the public API's name; GraphQL has code",
  'REST Coupon.expires_in': "expires_at under the public API's name; GraphQL has expiresAt",
  'REST QueuedCommand.tries': "attempts under the public API's name (the resend answer's commands show it); GraphQL has attempts",
  'GraphQL Order.refund':
    "null on GraphQL when the order has none; REST leaves the key out then, so integrations keep the spec's order shape (both show one once it exists)",
  'GraphQL Order.allowedStatuses': "derived from the transition table for the admin UI; REST integrations keep the spec's order shape",
  // REST's package variables are whole variables (the public API's shape), GraphQL's askedVariables (RENAMED).
  'GraphQL Package.variables': "the ids of askedVariables (REST's variables), kept for GraphQL clients that read ids",
  // REST shapes the original API fixed (docs/DECISIONS.md): a subset of the row, where GraphQL
  // always returns its whole type. The full REST row is compared by the GET of one item.
  ...subset(
    'GraphQL',
    'Package',
    ['askedVariables', 'compareAtPrice', 'content', 'email', 'fields', 'giftCardValue', 'subscription', 'variables', 'variations'],
    'GET /v1/app/package',
    "the REST list item is the spec's; GET/PATCH of one package add these (DECISIONS.md)",
  ),
  ...subset(
    'GraphQL',
    'Package',
    [
      'askedVariables',
      'commands',
      'compareAtPrice',
      'content',
      'description',
      'discordActions',
      'email',
      'emails',
      'enabled',
      'fields',
      'giftCardValue',
      'isVariationParent',
      'licenseKeys',
      'parent',
      'parentId',
      'perUserLimit',
      'priceDisplay',
      'subscription',
      'variables',
      'variations',
    ],
    'POST /v1/app/package',
    'the REST create response is "exactly the spec\'s fields" (package.present.ts); the read-back GET compares the rest',
  ),
  ...subset(
    'GraphQL',
    'QueuedCommand',
    COMMAND_ADMIN_FIELDS,
    'GET /v1/app/user_queue/:user_id',
    "the REST user queue item is the spec's; GET /v1/app/command/{id} adds the admin fields (DECISIONS.md)",
  ),
  ...subset(
    'GraphQL',
    'QueuedCommand',
    COMMAND_ADMIN_FIELDS,
    'GET /v1/app/queued_commands',
    'the REST items are the user queue item plugins read; GET /v1/app/command/{id} adds the admin fields (DECISIONS.md)',
  ),
  ...subset(
    'GraphQL',
    'Affiliate',
    ['dashSecret', 'linkedDiscountId', 'packageCommissions'],
    'GET /v1/app/affiliate',
    "the REST list item is the spec's, with revenue and sales (affiliate.present.ts)",
  ),
  // The storefront's flat category list (no include_sub_categories) does not nest; GraphQL's subCategories is null there.
  ...subset(
    'GraphQL',
    'StorefrontCategory',
    ['subCategories'],
    'GET /v1/webstore/category',
    'REST nests sub_categories only with include_sub_categories=true (the flat list is kept as it was); GraphQL answers null then',
  ),
  // REST adds `statistics` to GET of one affiliate only on request (statistics=true, which this
  // suite sends); GraphQL's Affiliate always resolves it.
  ...subset('GraphQL', 'Affiliate', ['statistics'], 'POST /v1/app/affiliate', 'REST carries statistics only on GET ?statistics=true'),
  ...subset('GraphQL', 'Affiliate', ['statistics'], 'PATCH /v1/app/affiliate/:id', 'REST carries statistics only on GET ?statistics=true'),
  // A gift card's balance history (issue 33): REST's GET of one card carries it; its list, the issue, change and adjust answers do not.
  ...Object.assign(
    {},
    ...['GET /v1/app/gift-card', 'POST /v1/app/gift-card', 'PATCH /v1/app/gift-card/:id', 'POST /v1/app/gift-card/:id/adjust'].map((route) =>
      subset('GraphQL', 'GiftCard', ['transactions'], route, 'REST lists the history (transactions) with GET /v1/app/gift-card/{id}'),
    ),
  ),
  // A subscription's orders: REST's GET of one subscription lists them; its list items and the cancel's answer do not.
  ...subset('GraphQL', 'StoreSubscription', ['orders'], 'GET /v1/app/subscription', 'REST lists the orders with GET /v1/app/subscription/{id}'),
  ...subset('GraphQL', 'StoreSubscription', ['orders'], 'POST /v1/app/subscription/:id/cancel', 'REST lists the orders with GET /v1/app/subscription/{id}'),
};

/** Allowances for fields of one type that one route's REST shape leaves out. */
function subset(side: 'REST' | 'GraphQL', type: string, fields: string[], route: string, why: string): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [`${side} ${type}.${f} in ${route}`, why]));
}

/**
 * REST keys compared with a GraphQL field of another name (a dotted path), keyed `<Type>.<rest_key>`.
 */
const RENAMED: Record<string, string> = {
  // The original API names a delivery log's id `_id` (it was a MongoDB document); GraphQL names it `id`.
  'WebhookLog._id': 'id',
  // REST's affiliate list item flattens the statistics GraphQL nests under `statistics`.
  'Affiliate.revenue': 'statistics.revenue',
  'Affiliate.sales': 'statistics.sales',
  // REST's `variables` of one package are whole variables; GraphQL's `variables` stays their ids.
  'Package.variables': 'askedVariables',
};

/**
 * Leaves that are identifiers but not named `id`/`*Id`, or whose name does not say what they point at;
 * value: the kind of row (a GraphQL type name). Ids of one kind are paired REST<->GraphQL.
 */
const ID_FIELDS: Record<string, string> = {
  'Delivery.orderPackageId': 'OrderLine',
  'WebhookLog.originalLogId': 'WebhookLog',
  'Affiliate.linkedDiscountId': 'Coupon',
  // The buyer-facing order reference: random per order, so paired like an id.
  'Order.internalId': 'Order.internalId',
  'QueuedCommandOrder.internalId': 'Order.internalId',
  'CheckoutResult.internalId': 'Order.internalId',
  'BuyerOrder.internalId': 'Order.internalId',
  // A sale's scope (issue 33): ids of the store's packages and categories, and the packages it takes now.
  'Sale.packageIds': 'Package',
  'Sale.categoryIds': 'Category',
  'Sale.appliesTo': 'Package',
  // A coupon's scope (issue 33), the same way.
  'Coupon.packageIds': 'Package',
  'Coupon.categoryIds': 'Category',
  'Coupon.appliesTo': 'Package',
};

/** GraphQL types whose `id` is the id of another kind of row (Storefront<X> is <X> without an entry). */
const TYPE_KINDS: Record<string, string> = { CartItem: 'Package', StoreApp: 'Store' };

const SECRET = (prefix: string) => new RegExp(`^(\\[redacted\\]|${prefix}[A-Za-z0-9+/=_-]{16,})$`);
/**
 * Leaves compared through a normalization, keyed `<Type>.<field>`: `norm` maps each side's value to
 * what must be equal (null: the value is not of the expected form). For values that differ between
 * two equivalent rows by nature, or that the surfaces spell differently with the same meaning.
 */
const DOMAIN = /^store-\d+-\d+\.test$/;
const domainClass =
  (prefix = '') =>
  (v: unknown) =>
    typeof v === 'string' && v.startsWith(prefix) && DOMAIN.test(v.slice(prefix.length)) ? `${prefix}<domain>` : null;
const NORMALIZED: Record<string, { why: string; norm: (v: unknown) => string | null }> = {
  // Domains are unique across the service, so the two equivalent stores cannot share one.
  'Store.domain': { why: "each store's own domain", norm: domainClass() },
  'StorefrontStore.domain': { why: "each store's own domain", norm: domainClass() },
  'StorefrontStore.activeDomain': { why: "each store's own domain", norm: domainClass() },
  'StoreApp.url': { why: "https:// and each store's own domain", norm: domainClass('https://') },
  'PaymentGateway.notificationUrl': {
    why: "each store's own id in the path",
    norm: (v) => (typeof v === 'string' && /^https?:\/\/[^/]+\/v1\/payments\/[a-z]+\/\d+$/.test(v) ? v.replace(/\d+$/, '<store>') : null),
  },
  'GameServer.token': { why: 'a random secret, in full only on create/rotate: both redacted, or both a gs_ token', norm: secretClass(SECRET('gs_')) },
  'Webhook.secret': {
    why: 'a random signing secret, in full only on create/rotate: both redacted, or both a whsec_ secret',
    norm: secretClass(SECRET('whsec_')),
  },
  // "Your order <internal id> at <store> ...": the internal id is random per order.
  'OrderEmail.subject': {
    why: "names the order's internal id, random per order",
    norm: (v) => (typeof v === 'string' ? v.replace(/\b[0-9A-Z]{12}\b/g, '<internal id>') : null),
  },
  // The hosted order page (issue 32): each order's own internal id, and a token signed for its store.
  'CheckoutResult.orderUrl': {
    why: "the order's internal id and a token for its store",
    norm: (v) => (typeof v === 'string' && /^https?:\/\/[^/]+\/order\/[0-9A-Z]{12}\?t=v1\.\d+\.[\w-]{43}$/.test(v) ? '<order page>' : null),
  },
  // Buyer sign-in (issue 32): random tokens and states, answered once.
  'BuyerTokens.accessToken': { why: 'a random access token, answered once', norm: secretClass(SECRET('bat_')) },
  'BuyerTokens.refreshToken': { why: 'a random refresh token, answered once', norm: secretClass(SECRET('brt_')) },
  'BuyerDiscordStart.state': { why: 'a random state', norm: (v) => (typeof v === 'string' && /^[\w-]{43}$/.test(v) ? '<state>' : null) },
  'BuyerDiscordStart.authorizeUrl': {
    why: 'carries the random state and PKCE challenge',
    norm: (v) => (typeof v === 'string' ? v.replace(/([?&](state|code_challenge)=)[\w-]{43}/g, '$1<random>') : null),
  },
  // "Seu pedido <internal id> ...", as the owner's order e-mails.
  'BuyerOrderEmail.subject': {
    why: "names the order's internal id, random per order",
    norm: (v) => (typeof v === 'string' ? v.replace(/\b[0-9A-Z]{12}\b/g, '<internal id>') : null),
  },
  'WebhookLog.responseTimeMs': {
    why: 'measured per delivery',
    norm: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? '<ms>' : null),
  },
  // Gift cards (issue 33): each issue draws a random code, shown once; the card shows its last four characters.
  'IssuedGiftCard.code': {
    why: 'a random code, in full only in the issuing answer',
    norm: (v) => (typeof v === 'string' && /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/.test(v) ? '<gift card code>' : null),
  },
  'GiftCard.last4': {
    why: "the last four characters of the card's random code",
    norm: (v) => (typeof v === 'string' && /^[0-9A-HJKMNP-TV-Z]{4}$/.test(v) ? '<last4>' : null),
  },
  'CreatedApiKey.secret': { why: 'a random secret, in full only on create: both an sk_ key', norm: secretClass(SECRET('sk_')) },
  // What a key list shows of each secret (to recognize it): random per key, like the secret.
  'CreatedApiKey.prefix': { why: "the first characters of the key's random secret", norm: prefixClass('sk_') },
  'ApiKeyInfo.prefix': { why: "the first characters of the key's random secret", norm: prefixClass('sk_') },
  // The audit log names the operation as the surface called it: the route (`PATCH /v1/app/package/:id`)
  // or its twin (`Mutation.updatePackage`); compared as the twin.
  'AuditEntry.operation': { why: 'REST names the route, GraphQL the twin: the same operation', norm: (v) => (typeof v === 'string' ? twinName(v) : null) },
  // An audit entry's columns (before/after, keyed `audit <record_type>.<column>`, see ROW_KINDS), as the
  // columns of the equivalent rows differ by nature.
  'audit api_keys.key_prefix': { why: "the first characters of the key's random secret", norm: prefixClass('sk_') },
  'audit game_servers.token_prefix': { why: "the first characters of the server's random token", norm: prefixClass('gs_') },
  // "Commission for order <internal id>" (or none): the internal id is random per order.
  'audit affiliate_transactions.message': {
    why: "names the order's internal id, random per order",
    norm: (v) => (typeof v === 'string' ? v.replace(/\b[0-9A-Z]{12}\b/g, '<internal id>') : v === null ? '<none>' : null),
  },
};

/**
 * Leaves whose kind of row (ids) or whose keys (free-form JSON) another field of the same object
 * names, keyed `<Type>.<field>`: an audit entry's actor is a staff user or a key (actor_type), and its
 * record a row of the table `record_type` names, so its id and the ids among its columns (before/after)
 * are paired per table, not across tables.
 */
const ROW_KINDS: Record<string, (row: Json) => string> = {
  // Its actor is a staff user or an API key, as actor_type says.
  'AuditEntry.actorId': (row) => `actor ${row.actorType}`,
  'AuditEntry.recordId': (row) => `audit ${row.recordType}.id`,
  'AuditEntry.before': (row) => `audit ${row.recordType}`,
  'AuditEntry.after': (row) => `audit ${row.recordType}`,
};
/**
 * Free-form JSON that PostgreSQL wrote (to_jsonb of a row): its timestamps are UTC with as many
 * fraction digits as they need (.09, not .090), so only their zone and instant are compared.
 */
const PG_JSON = new Set(['AuditEntry.before', 'AuditEntry.after']);

/** A route's name (`PATCH /v1/app/package/:id`) as its twin's (`Mutation.updatePackage`); any other value as it is. */
function twinName(operation: string): string {
  const route = routes.find((r) => routeName(r) === operation);
  return route?.twin ?? operation;
}

/**
 * The page URLs: REST keeps the query parameters in the order the caller sent them, GraphQL in the
 * order of the field's arguments, so they are compared as the same path with the same parameters in
 * any order; a filter naming a row (`category_id=`) is an id, paired like the others.
 */
const URL_FIELDS = new Set(['firstPageUrl', 'lastPageUrl', 'nextPageUrl', 'previousPageUrl'].map((f) => `PageMeta.${f}`));

/** The shown start of a random secret (src/lib/secrets.ts secretPrefix: 10 characters), giving its class. */
function prefixClass(prefix: string) {
  return (v: unknown) => (typeof v === 'string' && v.length === 10 && v.startsWith(prefix) && /^[A-Za-z0-9_-]+$/.test(v) ? `${prefix}<prefix>` : null);
}

/** A check that a string matches `re`, giving its class: `[redacted]`, or the secret's prefix. */
function secretClass(re: RegExp) {
  return (v: unknown) => (typeof v === 'string' && re.test(v) ? (v === '[redacted]' ? v : `${v.replace(/_.*$/, '_')}<secret>`) : null);
}

// ---------------------------------------------------------------- id pairing

interface Pairs {
  r2g: Map<unknown, unknown>;
  g2r: Map<unknown, unknown>;
}
const pairs = new Map<string, Pairs>();

/** ONE_SIDED keys some answer needed. */
const usedAllowances = new Set<string>();
/** RENAMED, ID_FIELDS, NORMALIZED and ROW_KINDS keys some answer needed. */
const usedKeys = new Set<string>();

/** Pairs a REST id with a GraphQL id of one kind; a reason when they contradict earlier pairs. */
function pairIds(kind: string, rest: unknown, gql: unknown, table = pairs): string | null {
  if (rest === null && gql === null) return null;
  if (rest === null || gql === null || typeof rest !== typeof gql) return `${kind} id: REST ${show(rest)} vs GraphQL ${show(gql)}`;
  let p = table.get(kind);
  if (!p) {
    p = { r2g: new Map(), g2r: new Map() };
    table.set(kind, p);
  }
  const g = p.r2g.get(rest);
  const r = p.g2r.get(gql);
  if (g === undefined && r === undefined) {
    p.r2g.set(rest, gql);
    p.g2r.set(gql, rest);
    return null;
  }
  if (g === gql) return null;
  return `${kind} id: REST ${show(rest)} meets GraphQL ${show(gql)}, but REST ${show(rest)} is GraphQL ${show(g)} and GraphQL ${show(gql)} is REST ${show(r)}`;
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 300 ? `${s.slice(0, 300)}...` : s;
};

function typeKind(name: string): string {
  if (TYPE_KINDS[name]) return TYPE_KINDS[name];
  const bare = name.replace(/^Storefront/, '');
  return bare !== name && isObjectType(gqlSchema().getType(bare)) ? typeKind(bare) : name;
}

/** The kind of row a leaf identifies, or null when it is not an id. */
function idKindOf(owner: GraphQLObjectType, field: string): string | null {
  const key = `${owner.name}.${field}`;
  if (ID_FIELDS[key]) {
    usedKeys.add(key);
    return ID_FIELDS[key];
  }
  if (field === 'id') return typeKind(owner.name);
  if (!/.Id$/.test(field)) return null;
  const base = field.slice(0, -2);
  const relation = owner.getFields()[base];
  if (relation && isObjectType(getNamedType(relation.type))) return typeKind(getNamedType(relation.type).name);
  const named = gqlSchema().getType(base[0].toUpperCase() + base.slice(1));
  if (isObjectType(named)) return typeKind(named.name);
  return key;
}

// ---------------------------------------------------------------- comparison

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const zoneOf = (s: string) =>
  s.replace(/^.*?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, (_m, ms: string | undefined, zone: string) => `${ms ? `.${'d'.repeat(ms.length - 1)}` : ''}${zone}`);

/** A reason two timestamps of equivalent rows disagree, or null; `anyFraction`: fractions of any length (PG_JSON). */
function timestampProblem(rest: string, gql: string, anyFraction = false): string | null {
  const zone = (v: string) => (anyFraction ? zoneOf(v).replace(/^\.d+/, '') : zoneOf(v));
  if (zone(rest) !== zone(gql)) return `timestamp formats differ: REST ${rest} vs GraphQL ${gql}`;
  const delta = Math.abs(Date.parse(rest) - Date.parse(gql));
  return delta > TIMESTAMP_SLACK_MS ? `timestamps ${delta} ms apart: REST ${rest} vs GraphQL ${gql}` : null;
}

interface Outcome {
  /** Values that disagree, with where. */
  diffs: string[];
  /** Fields on one side only that ONE_SIDED does not allow. */
  oneSided: string[];
}

class Comparison {
  readonly diffs: string[] = [];
  readonly oneSided: string[] = [];
  /** Leaves compared so far. */
  leaves = 0;
  constructor(
    /** The route's name: ONE_SIDED entries ` in <route>` apply to it. */
    private readonly route: string,
    private readonly table = pairs,
  ) {}

  private allow(entry: string) {
    for (const key of [`${entry} in ${this.route}`, entry]) {
      if (key in ONE_SIDED) {
        usedAllowances.add(key);
        return;
      }
    }
    const hint = `${entry}: on one side only; if that is by design, add it to ONE_SIDED with the reason`;
    if (!this.oneSided.includes(hint)) this.oneSided.push(hint);
  }

  /** `rest` and `gql` as values of GraphQL type `type`; `owner.field` is the field they are, for leaves, of the GraphQL object `row`. */
  value(rest: Json, gql: Json, type: GraphQLOutputType, at: string, owner?: GraphQLObjectType, field?: string, row?: Json): void {
    if (isNonNullType(type)) type = type.ofType;
    if (rest === undefined) return void this.diffs.push(`${at}: REST has no value, GraphQL ${show(gql)}`);
    if (isListType(type)) {
      if (!Array.isArray(rest) || !Array.isArray(gql)) {
        if (rest === null && gql === null) return;
        return void this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
      }
      if (rest.length !== gql.length)
        return void this.diffs.push(`${at}: REST has ${rest.length} items, GraphQL ${gql.length}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
      rest.forEach((item, i) => {
        this.value(item, gql[i], type.ofType, `${at}[${i}]`, owner, field, row);
      });
      return;
    }
    if (isObjectType(type)) {
      if (rest === null || gql === null) {
        if (rest !== gql) this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
        return;
      }
      this.object(rest, gql, type, at);
      return;
    }
    // A leaf.
    this.leaves++;
    const rowKind = owner && field ? ROW_KINDS[`${owner.name}.${field}`] : undefined;
    if (rowKind) usedKeys.add(`${owner!.name}.${field}`);
    if (owner && field && !(isScalarType(type) && type.name === 'JSONObject')) {
      const kind = rowKind ? rowKind(row) : idKindOf(owner, field);
      if (kind) {
        const problem = pairIds(kind, rest, gql, this.table);
        if (problem) this.diffs.push(`${at}: ${problem}`);
        return;
      }
      if (URL_FIELDS.has(`${owner.name}.${field}`)) {
        this.url(rest, gql, at);
        return;
      }
      const normalized = NORMALIZED[`${owner.name}.${field}`];
      if (normalized) {
        usedKeys.add(`${owner.name}.${field}`);
        const r = normalized.norm(rest);
        const g = normalized.norm(gql);
        if (r === null || g === null || r !== g) this.diffs.push(`${at} (${normalized.why}): REST ${show(rest)} vs GraphQL ${show(gql)}`);
        return;
      }
    }
    if (isScalarType(type) && type.name === 'JSONObject')
      this.json(rest, gql, at, rowKind ? rowKind(row) : `${owner?.name}.${field}`, undefined, PG_JSON.has(`${owner?.name}.${field}`));
    else this.leaf(rest, gql, at);
  }

  /** Two page URLs (see URL_FIELDS). */
  private url(rest: Json, gql: Json, at: string) {
    if (typeof rest !== 'string' || typeof gql !== 'string') {
      if (rest !== gql) this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
      return;
    }
    const parse = (u: string) => {
      const [path, query = ''] = u.split('?');
      return { path, params: new URLSearchParams(query) };
    };
    const r = parse(rest);
    const g = parse(gql);
    const names = (p: URLSearchParams) => [...p.keys()].sort().join('&');
    if (!this.samePath(r.path, g.path, at) || names(r.params) !== names(g.params))
      return void this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
    for (const [name, value] of r.params) {
      const other = g.params.get(name);
      if (name.endsWith('_id')) {
        const base = camelKey(name.slice(0, -3));
        const type = gqlSchema().getType(base[0].toUpperCase() + base.slice(1));
        const problem = pairIds(isObjectType(type) ? typeKind(type.name) : `query ${name}`, Number(value), Number(other), this.table);
        if (problem) this.diffs.push(`${at} (${name}): ${problem}`);
      } else if (value !== other) this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
    }
  }

  /**
   * Two paths the same but for the ids in them (a list under a row: /v1/app/package/7/license-keys): each
   * id is paired as a row of the kind its segment names (`package` -> Package).
   */
  private samePath(rest: string, gql: string, at: string): boolean {
    const a = rest.split('/');
    const b = gql.split('/');
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const ids = i > 0 && /^\d+$/.test(a[i]) && /^\d+$/.test(b[i]);
      if (!ids) {
        if (a[i] !== b[i]) return false;
        continue;
      }
      const base = camelKey(a[i - 1]);
      const type = gqlSchema().getType(base[0].toUpperCase() + base.slice(1));
      const problem = pairIds(isObjectType(type) ? typeKind(type.name) : `path ${a[i - 1]}`, Number(a[i]), Number(b[i]), this.table);
      if (problem) this.diffs.push(`${at}: ${problem}`);
    }
    return true;
  }

  private leaf(rest: Json, gql: Json, at: string, anyFraction = false) {
    if (typeof rest === 'string' && typeof gql === 'string' && TIMESTAMP.test(rest) && TIMESTAMP.test(gql)) {
      const problem = timestampProblem(rest, gql, anyFraction);
      if (problem) this.diffs.push(`${at}: ${problem}`);
      return;
    }
    if (!Object.is(rest, gql)) this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
  }

  /**
   * Free-form JSON (a JSONObject, `base` is its field): the same keys on both sides; values under an
   * id-like key paired as ids of the kind `<base>.<key path>`, values NORMALIZED names by that path
   * compared through it, timestamps as above (`pg`: written by PostgreSQL, see PG_JSON).
   */
  private json(rest: Json, gql: Json, at: string, base: string, key?: string, pg = false) {
    if (Array.isArray(rest) && Array.isArray(gql)) {
      if (rest.length !== gql.length) return void this.diffs.push(`${at}: REST ${show(rest)} vs GraphQL ${show(gql)}`);
      rest.forEach((v, i) => {
        this.json(v, gql[i], `${at}[${i}]`, base, key, pg);
      });
      return;
    }
    if (rest !== null && gql !== null && typeof rest === 'object' && typeof gql === 'object' && !Array.isArray(rest) && !Array.isArray(gql)) {
      const keys = [...new Set([...Object.keys(rest), ...Object.keys(gql)])].sort();
      for (const k of keys) {
        if (!(k in rest) || !(k in gql)) this.diffs.push(`${at}.${k}: only on ${k in rest ? 'REST' : 'GraphQL'}`);
        else this.json(rest[k], gql[k], `${at}.${k}`, `${base}.${k}`, k, pg);
      }
      return;
    }
    // An id, or an element of a list of ids (a promotion's package_ids in an audit entry's columns, issue 33).
    if (key && /^(id|_id)$|(_id|Id|_ids|Ids)$/.test(key) && (typeof rest === 'number' || typeof rest === 'string')) {
      const problem = pairIds(base, rest, gql, this.table);
      if (problem) this.diffs.push(`${at}: ${problem}`);
      return;
    }
    this.leaves++;
    const normalized = NORMALIZED[base];
    if (normalized) {
      usedKeys.add(base);
      const r = normalized.norm(rest);
      const g = normalized.norm(gql);
      if (r === null || g === null || r !== g) this.diffs.push(`${at} (${normalized.why}): REST ${show(rest)} vs GraphQL ${show(gql)}`);
      return;
    }
    this.leaf(rest, gql, at, pg);
  }

  private object(rest: Json, gql: Json, type: GraphQLObjectType, at: string) {
    if (typeof rest !== 'object' || Array.isArray(rest)) return void this.diffs.push(`${at}: REST ${show(rest)} is not an object (GraphQL ${type.name})`);
    const fields = type.getFields();
    const matched = new Set<string>();
    for (const k of Object.keys(rest).sort()) {
      const renamed = RENAMED[`${type.name}.${k}`];
      if (renamed) usedKeys.add(`${type.name}.${k}`);
      const target = renamed ?? camelKey(k);
      const [head, ...tail] = target.split('.');
      const f = fields[head];
      if (f) {
        if (!(head in gql)) {
          this.diffs.push(`${at}.${k}: GraphQL ${type.name}.${head} was not selected (deeper than the selection depth?)`);
          continue;
        }
        matched.add(head);
        // Walk a dotted rename down to its last field.
        let ftype = f.type;
        let owner = type;
        let name = head;
        let value = gql[head];
        let row = gql;
        for (const part of tail) {
          const named = getNamedType(ftype);
          if (!isObjectType(named) || !named.getFields()[part]) throw new Error(`RENAMED ${type.name}.${k}: ${target} is not a GraphQL path`);
          owner = named;
          name = part;
          ftype = named.getFields()[part].type;
          row = value;
          value = value?.[part];
        }
        this.value(rest[k], value, ftype, `${at}.${k}`, owner, name, row);
        continue;
      }
      // `x_id` vs the relation `x { id }`.
      const relation = k.endsWith('_id') ? fields[camelKey(k.slice(0, -3))] : undefined;
      const relType = relation && getNamedType(relation.type);
      if (relation && isObjectType(relType) && relType.getFields().id) {
        const name = camelKey(k.slice(0, -3));
        matched.add(name);
        const problem = pairIds(typeKind(relType.name), rest[k], gql[name] === null ? null : gql[name]?.id, this.table);
        if (problem) this.diffs.push(`${at}.${k} vs ${name}.id: ${problem}`);
        continue;
      }
      this.allow(`REST ${type.name}.${k}`);
    }
    for (const name of Object.keys(gql).sort()) {
      if (matched.has(name)) continue;
      // The relation `x` next to an `xId` that REST's `x_id` was compared with: its id must be the same row.
      const relType = fields[name] && getNamedType(fields[name].type);
      const restKey = `${snakeKey(name)}_id`;
      if (isObjectType(relType) && relType.getFields().id && restKey in rest) {
        const problem = pairIds(typeKind(relType.name), rest[restKey], gql[name] === null ? null : gql[name]?.id, this.table);
        if (problem) this.diffs.push(`${at}.${name}.id: ${problem}`);
        continue;
      }
      this.allow(`GraphQL ${type.name}.${name}`);
    }
  }

  outcome(): Outcome {
    return { diffs: this.diffs, oneSided: this.oneSided };
  }
}

// ---------------------------------------------------------------- the plan

type Phase = 'read' | 'create' | 'action' | 'update' | 'delete' | 'read again';
const PHASES: Phase[] = ['read', 'create', 'action', 'update', 'delete', 'read again'];

/** Where a route's step goes; null: the generator does not know the method (the plan test fails). */
function phaseOf(r: Route): Phase | null {
  if (r.method === 'get') return 'read';
  if (r.method === 'post') return pathParams(r).length ? 'action' : 'create';
  if (r.method === 'patch' || r.method === 'put') return 'update';
  if (r.method === 'delete') return 'delete';
  return null;
}

const twinned = routes.filter((r) => r.twin);
const gets = twinned.filter((r) => r.method === 'get');
const segments = (path: string) => path.split('/').filter(Boolean);

interface Step {
  phase: Phase;
  route: Route;
  /** The test's name: the route, and the query it adds to validQuery. */
  name: string;
  query?: Record<string, number>;
  /** Run with every filter the read takes (validFilters), on the fixture as built. */
  filtered?: boolean;
}
/**
 * Page 2 of one item per page: lists then have a last page past the first, so the meta (total, per
 * page, current and last page, the page URLs) says something, and the item is the list's second.
 */
const PAGE_2 = { per_page: 1, page: 2 };
const isPaged = (r: Route) => r.method === 'get' && r.query?.page === 'int' && r.query?.per_page === 'int';
const plan: Step[] = PHASES.flatMap((phase): Step[] => {
  if (phase === 'read') {
    return gets.flatMap((route) => [
      { phase, route, name: routeName(route) },
      ...(filterParams(route).length ? [{ phase, route, name: `${routeName(route)} with ${filterParams(route).join(', ')}`, filtered: true }] : []),
    ]);
  }
  if (phase === 'read again') {
    return gets.flatMap((route) => [
      { phase, route, name: routeName(route) },
      ...(isPaged(route) ? [{ phase, route, name: `${routeName(route)}?per_page=1&page=2`, query: PAGE_2 }] : []),
    ]);
  }
  return twinned.filter((r) => phaseOf(r) === phase).map((route) => ({ phase, route, name: routeName(route) }));
});

/** The create route of a delete's collection: POST on the path without its last `/:param`. */
const createOf = (r: Route) => twinned.find((c) => c.method === 'post' && c.path === r.path.replace(/\/:\w+$/, '') && c.status === 201);

/** A DELETE of a row (its path ends in the row's id), not of something the row has (`/staff/:id/sessions`). */
const deletesRow = (r: Route) => r.method === 'delete' && /\/:\w+$/.test(r.path);

/**
 * Deletes of a row that keep it, changed, and why: its GET (or its list) still shows it after the
 * delete, so the read-back is compared like an update's rather than expected gone.
 */
const KEEPS_ROW: Record<string, string> = {
  'DELETE /v1/app/staff/:id': 'a removed staff user stays, status REMOVED (GET /v1/app/staff?status=REMOVED): the audit log names them',
  'DELETE /v1/app/api-key/:id': 'a revoked key stays in the list, with its revoked_at',
};

/** The id of the row a create made: the answer's, or the one object's it wraps (an invite: {staff_user, invite_sent}). */
function createdId(answer: Json): unknown {
  if (answer === null || typeof answer !== 'object') return undefined;
  if (answer.id !== undefined || answer._id !== undefined) return answer.id ?? answer._id;
  const objects = Object.values(answer).filter((v): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v));
  return objects.length === 1 ? objects[0].id : undefined;
}

/** The GET that shows what a mutation changed: the longest GET path its own path starts with (after a create: the created row's GET, else its list). */
function readBackOf(r: Route): Route | undefined {
  if (r.status === 201) {
    return gets.find((g) => g.path.startsWith(`${r.path}/:`) && segments(g.path).length === segments(r.path).length + 1) ?? gets.find((g) => g.path === r.path);
  }
  const own = segments(r.path);
  return gets
    .filter((g) => {
      const s = segments(g.path);
      return s.length <= own.length && s.every((x, i) => x === own[i]);
    })
    .sort((a, b) => segments(b.path).length - segments(a.path).length)[0];
}

interface Side {
  params: Record<string, string | number>;
  id: unknown;
}
/** What each create made, by route name: the params it ran with and the new row's id, per surface. */
const created = new Map<string, { rest: Side; gql: Side }>();

function paramsFor(r: Route, side: 'rest' | 'gql'): Record<string, string | number> {
  const f = side === 'rest' ? R : G;
  if (r.method === 'delete') {
    const create = createOf(r);
    if (create) {
      const made = created.get(routeName(create));
      if (!made) throw new Error(`${routeName(r)} deletes the row ${routeName(create)} made, and that step did not succeed`);
      const last = pathParams(r).pop()!;
      return { ...made[side].params, [last]: made[side].id as number };
    }
  }
  return fixtureParams(f, r);
}

/** The twin's root field value or the REST body, checked for success first. */
async function run(r: Route, rest: CallInput, gql: CallInput) {
  const restRes = await callRest(t, r, credentials(r, R), rest);
  const gqlRes = await callTwin(t, r, credentials(r, G), gql, { depth: selectionDepth(r) });
  return { rest: restRes, gql: gqlRes };
}

function expectSuccess(r: Route, res: { rest: { status: number; body: Json }; gql: GqlResponse }, expectedStatus = r.status ?? 200) {
  const problems: string[] = [];
  if (res.rest.status !== expectedStatus) problems.push(`REST answered ${res.rest.status} ${show(res.rest.body)} (expected ${expectedStatus})`);
  if (res.gql.body.errors) problems.push(`GraphQL answered errors ${show(res.gql.body.errors)}`);
  if (problems.length) {
    problems.push(
      `if the input is not valid for ${routeName(r)}, give the route an entry in VALID (test/contract/fixture.ts); ` +
        'if it fails on one surface only, that is a parity bug',
    );
  }
  expect(problems).toEqual([]);
}

function compare(r: Route, rest: Json, gql: Json): Outcome {
  const twin = twinOf(r)!;
  const c = new Comparison(routeName(r));
  if (r.status === 204) {
    // A delete: REST 204 without a body, GraphQL `true`.
    if (!(rest === '' || (rest && typeof rest === 'object' && Object.keys(rest).length === 0))) c.diffs.push(`REST 204 with a body ${show(rest)}`);
    if (gql !== true) c.diffs.push(`GraphQL ${twin.name} answered ${show(gql)}, expected true`);
    return c.outcome();
  }
  // An alias's list links name the path asked for (/v1/app/discount?page=2); the twin's name the route it repeats.
  const links = r.aliasOf ? (JSON.parse(JSON.stringify(rest).split(`"/v1${r.path}?`).join(`"/v1${r.aliasOf}?`)) as Json) : rest;
  c.value(links, gql, twin.field!.type, twin.name);
  // Not vacuous: an answer with content had leaves compared.
  if (c.leaves === 0 && JSON.stringify(rest) !== '[]') c.diffs.push(`no leaf of ${show(rest)} was compared`);
  return c.outcome();
}

const restBody = (res: { status: number; body: Json; text?: string }) => (res.status === 204 ? (res.text ?? '') : res.body);

let stepsRun = 0;

beforeAll(async () => {
  // E-mail on (no worker runs here, so nothing is sent): the fixture's approval queues its e-mail, and
  // "Resend e-mail" has one to compare on both surfaces.
  discord = await startFakeDiscordOAuth();
  t = await setupTestApp({
    config: { mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'orders@parity.example.com' }, discord: { ...loadConfig({}).discord, apiUrl: discord.url } },
  });
  R = await buildFixture(t, 'R', { marker: MARKER, discord });
  G = await buildFixture(t, 'G', { marker: MARKER, discord });
  // Seed the pairs: the two fixtures' rows of each kind, and the stores.
  pairIds('Store', R.storeId, G.storeId);
  for (const g of gets) {
    const params = pathParams(g);
    let type = twinOf(g)!.field!.type;
    if (isNonNullType(type)) type = type.ofType;
    if (!params.length || !isObjectType(type)) continue; // lists: a buyer's queue, an order's notes
    const last = params[params.length - 1];
    const problem = pairIds(typeKind(type.name), paramValue(R, g, last), paramValue(G, g, last));
    if (problem) throw new Error(problem);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  await discord?.close();
});

// ---------------------------------------------------------------- the tests

describe('the plan covers every route with a twin', () => {
  test('every twinned route has a step of a known kind', () => {
    const unknown = twinned
      .filter((r) => phaseOf(r) === null)
      .map((r) => `${routeName(r)}: method ${r.method} has no phase; add it to phaseOf in test/contract/parity.test.ts`);
    expect(unknown).toEqual([]);
    const planned = new Set(plan.filter((s) => s.phase !== 'read again').map((s) => routeName(s.route)));
    expect(twinned.map(routeName).filter((n) => !planned.has(n))).toEqual([]);
    expect(twinned.length).toBeGreaterThanOrEqual(71);
  });

  test('every filter of every read has a value to run with', () => {
    const missing: string[] = [];
    for (const r of gets.filter((g) => filterParams(g).length)) {
      try {
        validFilters(r, R);
      } catch (e) {
        missing.push((e as Error).message);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every delete has a create to make its row, and every twin returns a type the comparison can walk', () => {
    const problems: string[] = [];
    for (const r of twinned) {
      if (deletesRow(r) && !createOf(r)) problems.push(`${routeName(r)}: no POST ${r.path.replace(/\/:\w+$/, '')} (201) makes a row to delete`);
      const type = getNamedType(twinOf(r)!.field!.type);
      if (!isObjectType(type) && !isScalarType(type) && !isEnumType(type))
        problems.push(`${routeName(r)}: twin returns ${type}, not an object, scalar or enum`);
    }
    expect(problems).toEqual([]);
    const stale = Object.keys(KEEPS_ROW).filter((k) => !twinned.some((r) => deletesRow(r) && routeName(r) === k));
    expect(stale).toEqual([]);
  });
});

describe.each(PHASES.map((p) => [p] as const))('%s', (phase) => {
  const steps = plan.filter((s) => s.phase === phase);
  test.each(steps.map((s) => [s.name, s] as const))('%s: REST and GraphQL give the same result', async (name, { route: r, query, filtered }) => {
    stepsRun++;
    const pr = paramsFor(r, 'rest');
    const pg = paramsFor(r, 'gql');
    const queryOf = (f: Fixture) => ({ ...(filtered ? validFilters(r, f) : validQuery(r, f)), ...query });
    const rest: CallInput = { params: pr, body: fullBody(r, R), query: queryOf(R) };
    const gql: CallInput = { params: pg, body: fullBody(r, G), query: queryOf(G) };
    if (r.body) {
      const parsed = r.body.safeParse(rest.body);
      if (!parsed.success)
        throw new Error(`${name}: the generated body ${show(rest.body)} fails the route's schema; add an entry for it to VALID in test/contract/fixture.ts`);
    }
    const res = await run(r, rest, gql);
    expectSuccess(r, res);
    const value = res.gql.body.data[twinOf(r)!.name];
    expect(compare(r, restBody(res.rest), value)).toEqual({ diffs: [], oneSided: [] });

    if (r.status === 201) {
      const ids = { rest: createdId(res.rest.body), gql: createdId(value) };
      if (ids.rest !== undefined && ids.gql !== undefined) created.set(name, { rest: { params: pr, id: ids.rest }, gql: { params: pg, id: ids.gql } });
    }

    // The state after a mutation, read back on both surfaces.
    if (r.method === 'get') return;
    const back = readBackOf(r);
    if (!back) return;
    const backParams = (side: 'rest' | 'gql') => {
      const own = side === 'rest' ? pr : pg;
      const params = pathParams(back);
      if (r.status === 201 && params.length > pathParams(r).length) {
        const made = created.get(name);
        if (!made) throw new Error(`${name}: the answer carries no id to read the created row back with`);
        return { ...own, [params[params.length - 1]]: made[side].id as number };
      }
      return Object.fromEntries(params.map((p) => [p, own[p]]));
    };
    const again = await run(back, { params: backParams('rest'), query: validQuery(back, R) }, { params: backParams('gql'), query: validQuery(back, G) });
    const gone = deletesRow(r) && !(routeName(r) in KEEPS_ROW);
    if (gone && back.path === r.path) {
      // The deleted row's own GET: gone on both surfaces.
      expect({ rest: again.rest.status, restCode: again.rest.body?.errors?.[0]?.code, gql: again.gql.body.errors?.map((e) => e.extensions?.code) }).toEqual({
        rest: 404,
        restCode: 'NOT_FOUND',
        gql: ['NOT_FOUND'],
      });
      return;
    }
    expectSuccess(back, again);
    const backValue = again.gql.body.data[twinOf(back)!.name];
    expect(compare(back, again.rest.body, backValue)).toEqual({ diffs: [], oneSided: [] });
    if (gone) {
      // The deleted row's list (an order's notes): it no longer holds the row, on either surface.
      const last = pathParams(r).pop()!;
      const items = (v: Json): Json[] => (Array.isArray(v) ? v : Array.isArray(v?.data) ? v.data : []);
      expect({
        rest: items(again.rest.body).some((x) => (x.id ?? x._id) === pr[last]),
        gql: items(backValue).some((x) => x.id === pg[last]),
      }).toEqual({ rest: false, gql: false });
    }
  });
});

describe('the comparison', () => {
  // The comparison checked on made-up answers, so a pass above means the surfaces agree, not that it compares nothing.
  const category = gqlSchema().getQueryType()!.getFields().category;
  const rest = {
    id: 1001,
    store_id: 1,
    name: 'A',
    slug: 'a',
    parent_id: 1002,
    position: 0,
    hide_category: false,
    hide_subcategory: false,
    image: null,
    banner: null,
    created_at: '2026-01-01T00:00:00.000-03:00',
    updated_at: '2026-01-01T00:00:00.000-03:00',
  };
  const gql = {
    id: 2001,
    storeId: 2,
    name: 'A',
    slug: 'a',
    parentId: 2002,
    parent: { id: 2002 },
    position: 0,
    hideCategory: false,
    hideSubcategory: false,
    image: null,
    banner: null,
    createdAt: '2026-01-01T00:00:01.000-03:00',
    updatedAt: '2026-01-01T00:00:01.000-03:00',
  };
  /** Compares `pairs` of answers in order, with their own id pairs. */
  const runAll = (...answers: [Json, Json][]) =>
    answers.map(([r, g]) => {
      const c = new Comparison('self-check', table);
      c.value(r, g, category.type, 'category');
      return c.outcome();
    });
  let table: Map<string, Pairs>;
  beforeEach(() => {
    table = new Map();
    pairIds('Store', 1, 2, table);
  });

  test('equivalent rows agree (ids paired, timestamps a second apart)', () => {
    expect(runAll([rest, gql], [rest, gql])).toEqual([
      { diffs: [], oneSided: [] },
      { diffs: [], oneSided: [] },
    ]);
  });

  test('a different value, an id that breaks its pairing, a timestamp in another zone and a one-sided field are all reported', () => {
    const [, outcome] = runAll(
      [rest, gql],
      [
        { ...rest, name: 'B', extra: 1 },
        { ...gql, parentId: 2003, parent: { id: 2003 }, updatedAt: '2026-01-01T03:00:00.000Z' },
      ],
    );
    expect(outcome.diffs).toEqual([
      expect.stringContaining('category.name: REST "B" vs GraphQL "A"'),
      expect.stringContaining('category.parent_id: Category id: REST 1002 meets GraphQL 2003'),
      expect.stringContaining('category.updated_at: timestamp formats differ'),
      expect.stringContaining('category.parent.id: Category id: REST 1002 meets GraphQL 2003'),
    ]);
    expect(outcome.oneSided).toEqual([expect.stringContaining('REST Category.extra: on one side only')]);
  });
});

describe('the allow-lists', () => {
  test('every entry of ONE_SIDED, RENAMED, ID_FIELDS, NORMALIZED and ROW_KINDS is still needed', () => {
    if (stepsRun < plan.length) return; // a filtered run (-t) does not see every field
    const stale = [
      ...Object.keys(ONE_SIDED)
        .filter((k) => !usedAllowances.has(k))
        .map((k) => `ONE_SIDED ${k}`),
      ...[RENAMED, ID_FIELDS, NORMALIZED, ROW_KINDS].flatMap((table, i) =>
        Object.keys(table)
          .filter((k) => !usedKeys.has(k))
          .map((k) => `${['RENAMED', 'ID_FIELDS', 'NORMALIZED', 'ROW_KINDS'][i]} ${k}`),
      ),
    ];
    expect(stale).toEqual([]);
  });
});
