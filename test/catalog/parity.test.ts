import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { LIST_ITEM_KEYS } from './package/helpers';
import {
  CategoryCreateDocument,
  CategoryCreateIdDocument,
  PackageCreateIdDocument,
  PackagePageMetaDocument,
  ParityCategoryGetDocument,
  ParityCategoryListDocument,
  ParityPackageCreateDocument,
  ParityPackageGetDocument,
  ParityPackageListDocument,
} from '../graphql/__generated__/operations';

/**
 * Parity: the same scenario through REST (/v1, one store) and GraphQL (/graphql, a second store with
 * identical inputs) must give the same data and the same errors. Ids, store ids and timestamps differ
 * by nature; ids are compared through the position of the referenced row in the scenario, timestamps
 * by their format.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

// Store records carry the store's offset (default time zone America/Sao_Paulo).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

type Json = any;

const snakeKey = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camelKey = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function deepKeys(value: Json, rename: (k: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => deepKeys(v, rename));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), deepKeys(v, rename)]));
  }
  return value;
}
const snakeize = (v: Json) => deepKeys(v, snakeKey);
const camelize = (v: Json) => deepKeys(v, camelKey);

/** A timestamp checked for format and replaced by a marker, so rows of two stores can be compared. */
function ts(value: unknown): string | null {
  if (value === null) return null;
  expect(value).toEqual(expect.stringMatching(TIMESTAMP));
  return '<ts>';
}

/** The ids one surface's scenario produced, in creation order; references are compared by index. */
interface Refs {
  categories: number[];
  packages: number[];
  servers: number[];
  variables: number[];
}

function ref(kind: string, ids: number[], id: number | null): string | null {
  if (id === null) return null;
  const i = ids.indexOf(id);
  expect(i).toBeGreaterThanOrEqual(0); // a reference to a row outside the scenario is a failure in itself
  return `${kind}#${i}`;
}

const CATEGORY_KEYS = [
  'id',
  'store_id',
  'name',
  'slug',
  'parent_id',
  'position',
  'hide_category',
  'hide_subcategory',
  'image',
  'banner',
  'created_at',
  'updated_at',
].sort();

const PACKAGE_ITEM_KEYS = [...LIST_ITEM_KEYS].sort();

const PACKAGE_FULL_KEYS = [
  ...PACKAGE_ITEM_KEYS,
  'compare_at_price',
  'variables',
  'fields',
  'email',
  'content',
  'variations',
  'subscription',
  'gift_card_value',
].sort();

const PACKAGE_CREATED_KEYS = [
  'id',
  'store_id',
  'name',
  'category_id',
  'price',
  'expiry_days',
  'type',
  'inventory_amount',
  'position',
  'slug',
  'image',
  'icon',
  'created_at',
  'updated_at',
].sort();

/** A category (snake_case) without what differs between stores. */
function normCategory(c: Json, refs: Refs, storeId: number) {
  expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
  expect(c.store_id).toBe(storeId);
  expect(typeof c.id).toBe('number');
  const { id: _id, store_id: _s, ...rest } = c;
  return {
    ...rest,
    parent_id: ref('category', refs.categories, c.parent_id),
    created_at: ts(c.created_at),
    updated_at: ts(c.updated_at),
  };
}

function normCommand(c: Json, refs: Refs) {
  expect(Object.keys(c).sort()).toEqual(
    ['id', 'type', 'command', 'game_server_id', 'offline_execute', 'schedule', 'execute_once', 'internal_id', 'created_at', 'updated_at'].sort(),
  );
  const { id: _id, ...rest } = c;
  return { ...rest, game_server_id: ref('server', refs.servers, c.game_server_id), created_at: ts(c.created_at), updated_at: ts(c.updated_at) };
}

function normDiscordAction(a: Json) {
  expect(Object.keys(a).sort()).toEqual(
    ['id', 'type', 'action', 'role_id', 'channel_id', 'message', 'parameters', 'internal_id', 'created_at', 'updated_at'].sort(),
  );
  expect(Object.keys(a.parameters).sort()).toEqual(['channel_id', 'message', 'role_id']);
  const { id: _id, ...rest } = a;
  return { ...rest, created_at: ts(a.created_at), updated_at: ts(a.updated_at) };
}

function normLicenseKey(k: Json) {
  expect(Object.keys(k).sort()).toEqual(['id', 'value', 'key', 'used', 'used_at', 'created_at', 'updated_at'].sort());
  const { id: _id, ...rest } = k;
  return { ...rest, used_at: ts(k.used_at), created_at: ts(k.created_at), updated_at: ts(k.updated_at) };
}

/** A package list item, full package or create response (snake_case) without what differs between stores. */
function normPackage(p: Json, refs: Refs, storeId: number, keys: string[]) {
  expect(Object.keys(p).sort()).toEqual(keys);
  expect(p.store_id).toBe(storeId);
  expect(typeof p.id).toBe('number');
  const { id: _id, store_id: _s, ...rest } = p;
  const out: Json = {
    ...rest,
    category_id: ref('category', refs.categories, p.category_id),
    created_at: ts(p.created_at),
    updated_at: ts(p.updated_at),
  };
  if ('parent_id' in p) out.parent_id = ref('package', refs.packages, p.parent_id);
  if ('commands' in p) out.commands = p.commands.map((c: Json) => normCommand(c, refs));
  if ('discord_actions' in p) out.discord_actions = p.discord_actions.map(normDiscordAction);
  if ('license_keys' in p) out.license_keys = p.license_keys.map(normLicenseKey);
  if ('variables' in p) {
    out.variables = p.variables.map((v: Json) => {
      expect(Object.keys(v).sort()).toEqual(['created_at', 'description', 'id', 'name', 'required', 'type', 'updated_at']);
      return { ...v, id: ref('variable', refs.variables, v.id), created_at: ts(v.created_at), updated_at: ts(v.updated_at) };
    });
  }
  if ('content' in p && p.content !== null) {
    expect(Object.keys(p.content).sort()).toEqual(['description', 'package_id', 'store_id', 'title']);
    expect(p.content.store_id).toBe(storeId);
    out.content = { ...p.content, package_id: ref('package', refs.packages, p.content.package_id), store_id: '<store>' };
  }
  if ('variations' in p) {
    out.variations = p.variations.map((v: Json) => {
      expect(v.store_id).toBe(storeId);
      const { id, store_id: _s, ...variation } = v;
      return {
        ...variation,
        id: ref('package', refs.packages, id),
        category_id: ref('category', refs.categories, v.category_id),
        parent_id: ref('package', refs.packages, v.parent_id),
        created_at: ts(v.created_at),
        updated_at: ts(v.updated_at),
      };
    });
  }
  if ('fields' in p) {
    out.fields = p.fields.map((f: Json) => {
      expect(Object.keys(f).sort()).toEqual(['description', 'id', 'name', 'required', 'type']);
      const { id: _id, ...field } = f;
      return field;
    });
  }
  return out;
}

/** Meta URLs carry a category id in their filters; they are compared with the id as an index. */
function normMeta(meta: Json, refs: Refs) {
  const url = (u: string | null) =>
    u === null ? null : u.replace(/category_id=(\d+)/g, (_, id: string) => `category_id=${ref('category', refs.categories, Number(id))}`);
  return {
    ...meta,
    first_page_url: url(meta.first_page_url),
    last_page_url: url(meta.last_page_url),
    next_page_url: url(meta.next_page_url),
    previous_page_url: url(meta.previous_page_url),
  };
}

const META_KEYS = [
  'total',
  'per_page',
  'current_page',
  'last_page',
  'first_page',
  'first_page_url',
  'last_page_url',
  'next_page_url',
  'previous_page_url',
].sort();

// The GraphQL selections are test/graphql/catalog.graphql's Parity* documents (CategoryFields, ParityPackageItemFields).
// REST's variables are GraphQL's askedVariables (gqlPackage puts them back under their REST name).
/** A GraphQL Package in REST's names: snake_case, and askedVariables as variables. */
const gqlPackage = (p: Json) => {
  const { asked_variables, ...rest } = snakeize(p);
  return asked_variables === undefined ? rest : { ...rest, variables: asked_variables };
};

// ---- the scenario: identical inputs on both surfaces; `parent`, `category`, ... are indexes into it ----

interface CategorySpec {
  body: Json;
  parent?: number;
}

const CATEGORIES: CategorySpec[] = [
  { body: { name: 'Ranks VIP', image: 'https://cdn.example.com/vip.png' } },
  { body: { name: 'Kits', slug: 'kits-pvp', hide_category: true, banner: 'https://cdn.example.com/kits-banner.png' } },
  { body: { name: 'Ranks VIP' } },
  { body: { name: 'Mensal', hide_subcategory: true }, parent: 0 },
  { body: { name: 'Anual', position: 5 }, parent: 0 },
  { body: { name: 'Ação & Aventura' }, parent: 1 },
];
// Generated from the name, made unique with -2; a supplied slug is kept.
const EXPECTED_SLUGS = ['ranks-vip', 'kits-pvp', 'ranks-vip-2', 'mensal', 'anual'];
// Default position: the end among siblings; an explicit one is kept.
const EXPECTED_CATEGORY_POSITIONS = [0, 1, 2, 0, 5, 0];

interface PackageSpec {
  body: Json;
  category: number;
  parent?: number;
  /** commands whose game server is the store's server */
  serverCommands?: number[];
  withVariable?: boolean;
}

const PACKAGES: PackageSpec[] = [
  {
    category: 0,
    serverCommands: [0],
    withVariable: true,
    body: {
      name: 'VIP Gold',
      description: 'Rank Gold por 30 dias',
      price: 29.9,
      compare_at_price: 39.9,
      type: 'SINGLE',
      expiry_days: 30,
      image: 'https://cdn.example.com/gold.png',
      commands: [
        { command: 'lp user {client_identifier} parent add gold', offline_execute: true },
        { type: 'EXPIRE', command: 'lp user {client_identifier} parent remove gold', schedule: 10, execute_once: true },
      ],
      discord_actions: [{ type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778801', message: 'Bem-vindo!' } }],
      license_keys: ['GOLD-AAAA-0001', 'GOLD-AAAA-0002', 'GOLD-AAAA-0003'],
      email: { title: 'Seu VIP', content: 'Obrigado pela compra' },
      fields: [{ name: 'Nick', type: 'TEXT', description: 'Seu nick no jogo', required: true }],
    },
  },
  {
    category: 0,
    body: {
      name: 'VIP Gold',
      price: 1234.5,
      type: 'MULTIPLE',
      inventory_amount: 10,
      per_user_limit: true,
      enabled: false,
      discord_actions: [
        { type: 'PURCHASE', action: 'ADD_ROLE', parameters: { role_id: '112233445566778802', channel_id: '223344556677889901', message: null } },
        { type: 'PURCHASE', action: 'SEND_MESSAGE', parameters: { channel_id: '223344556677889902', message: 'Nova compra' } },
      ],
    },
  },
  {
    category: 1,
    body: { name: 'Kit Inicial', slug: 'kit-start', price: 0, type: 'SINGLE', position: 7, license_keys: ['KIT-1'] },
  },
  {
    category: 1,
    parent: 2,
    body: { name: 'Kit Inicial Plus', price: 10, type: 'SINGLE', icon: 'https://cdn.example.com/plus.svg' },
  },
  {
    category: 3,
    body: {
      name: 'Mensal Diamante',
      price: 9.99,
      type: 'SINGLE',
      expiry_days: 365,
      commands: [
        { type: 'REFUND', command: 'ban {client_identifier}' },
        { type: 'CHARGEBACK', command: 'ban-ip {client_identifier}' },
      ],
    },
  },
];

const EXPECTED_PACKAGE = [
  { slug: 'vip-gold', position: 0, price: 29.9, price_display: 'R$ 29,90' },
  { slug: 'vip-gold-2', position: 1, price: 1234.5, price_display: 'R$ 1.234,50' },
  { slug: 'kit-start', position: 7, price: 0, price_display: 'R$ 0,00' },
  { slug: 'kit-inicial-plus', position: 8, price: 10, price_display: 'R$ 10,00' },
  { slug: 'mensal-diamante', position: 0, price: 9.99, price_display: 'R$ 9,99' },
];

interface Side {
  key: string;
  storeId: number;
  refs: Refs;
  createdCategories: Json[];
  createdPackages: Json[];
}

async function seedReferences(storeId: number, suffix: string): Promise<Pick<Refs, 'servers' | 'variables'>> {
  const server = await t.db.gameServer.create({
    data: { storeId, name: 'Survival', tokenHash: `hash-${suffix}`, tokenPrefix: 'gs_' },
  });
  const variable = await t.db.variable.create({ data: { storeId, name: 'nick' } });
  return { servers: [server.id], variables: [variable.id] };
}

/** The create body of a package spec, ids resolved for one store. */
function packageBody(spec: PackageSpec, refs: Refs): Json {
  const body: Json = { ...spec.body, category_id: refs.categories[spec.category] };
  if (spec.parent !== undefined) body.parent_id = refs.packages[spec.parent];
  if (spec.withVariable) body.variables = [refs.variables[0]];
  if (body.commands) {
    body.commands = body.commands.map((c: Json, i: number) => (spec.serverCommands?.includes(i) ? { ...c, game_server_id: refs.servers[0] } : c));
  }
  return body;
}

let rest: Side;
let gql: Side;

async function buildRest(): Promise<Side> {
  const { store, key } = await t.createStore();
  const refs: Refs = { categories: [], packages: [], ...(await seedReferences(store.id, 'rest')) };
  const createdCategories: Json[] = [];
  for (const spec of CATEGORIES) {
    const body = { ...spec.body, ...(spec.parent !== undefined ? { parent_id: refs.categories[spec.parent] } : {}) };
    const res = await t.http().post('/v1/app/category').set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    refs.categories.push(res.body.id);
    createdCategories.push(res.body);
  }
  const createdPackages: Json[] = [];
  for (const spec of PACKAGES) {
    const res = await t.http().post('/v1/app/package').set(bearer(key)).send(packageBody(spec, refs));
    expect(res.status).toBe(201);
    refs.packages.push(res.body.id);
    createdPackages.push(res.body);
  }
  return { key, storeId: store.id, refs, createdCategories, createdPackages };
}

async function buildGraphQL(): Promise<Side> {
  const { store, key } = await t.createStore();
  const refs: Refs = { categories: [], packages: [], ...(await seedReferences(store.id, 'gql')) };
  const createdCategories: Json[] = [];
  for (const spec of CATEGORIES) {
    const body = { ...spec.body, ...(spec.parent !== undefined ? { parent_id: refs.categories[spec.parent] } : {}) };
    const res = await t.gql(key, CategoryCreateDocument, { input: camelize(body) });
    expect(res.errors).toBeUndefined();
    refs.categories.push(res.data!.createCategory.id);
    createdCategories.push(snakeize(res.data!.createCategory));
  }
  const createdPackages: Json[] = [];
  for (const spec of PACKAGES) {
    const res = await t.gql(key, ParityPackageCreateDocument, { input: camelize(packageBody(spec, refs)) });
    expect(res.errors).toBeUndefined();
    refs.packages.push(res.data!.createPackage.id);
    createdPackages.push(snakeize(res.data!.createPackage));
  }
  return { key, storeId: store.id, refs, createdCategories, createdPackages };
}

beforeAll(async () => {
  rest = await buildRest();
  gql = await buildGraphQL();
});

describe('categories', () => {
  test('create responses are the same', () => {
    const r = rest.createdCategories.map((c) => normCategory(c, rest.refs, rest.storeId));
    const g = gql.createdCategories.map((c) => normCategory(c, gql.refs, gql.storeId));
    expect(g).toEqual(r);
    expect(r.slice(0, 5).map((c) => c.slug)).toEqual(EXPECTED_SLUGS);
    expect(r[5].slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(r.map((c) => c.position)).toEqual(EXPECTED_CATEGORY_POSITIONS);
    expect(r.map((c) => c.parent_id)).toEqual([null, null, null, 'category#0', 'category#0', 'category#1']);
    expect(r[0]).toMatchObject({ image: 'https://cdn.example.com/vip.png', banner: null, hide_category: false, hide_subcategory: false });
    expect(r[1]).toMatchObject({ image: null, banner: 'https://cdn.example.com/kits-banner.png', hide_category: true });
    expect(r[3].hide_subcategory).toBe(true);
  });

  test('the list is the same, field by field and in the same order', async () => {
    const res = await t.http().get('/v1/app/category?per_page=100').set(bearer(rest.key));
    expect(res.status).toBe(200);
    const g = await t.gql(gql.key, ParityCategoryListDocument, { perPage: 100 });
    expect(g.errors).toBeUndefined();

    expect(Object.keys(res.body.meta).sort()).toEqual(META_KEYS);
    expect(snakeize(g.data!.categories.meta)).toEqual(res.body.meta);
    expect(res.body.meta).toMatchObject({ total: 6, per_page: 100, current_page: 1, last_page: 1, first_page: 1 });

    const r = res.body.data.map((c: Json) => normCategory(c, rest.refs, rest.storeId));
    const q = g.data!.categories.data.map((c: Json) => normCategory(snakeize(c), gql.refs, gql.storeId));
    expect(q).toEqual(r);
    // Ordered by position, then id.
    expect(r.map((c: Json) => c.name)).toEqual(['Ranks VIP', 'Mensal', 'Ação & Aventura', 'Kits', 'Ranks VIP', 'Anual']);
  });

  test('a page of the list filtered by parent has the same data and meta', async () => {
    const res = await t.http().get(`/v1/app/category?per_page=1&parent_id=${rest.refs.categories[0]}&page=2`).set(bearer(rest.key));
    expect(res.status).toBe(200);
    const g = await t.gql(gql.key, ParityCategoryListDocument, { perPage: 1, parentId: gql.refs.categories[0], page: 2 });
    expect(g.errors).toBeUndefined();
    const restMeta = res.body.meta;
    expect(restMeta).toEqual({
      total: 2,
      per_page: 1,
      current_page: 2,
      last_page: 2,
      first_page: 1,
      first_page_url: `/v1/app/category?per_page=1&parent_id=${rest.refs.categories[0]}&page=1`,
      last_page_url: `/v1/app/category?per_page=1&parent_id=${rest.refs.categories[0]}&page=2`,
      next_page_url: null,
      previous_page_url: `/v1/app/category?per_page=1&parent_id=${rest.refs.categories[0]}&page=1`,
    });
    const idx = (m: Json, refs: Refs) =>
      JSON.parse(JSON.stringify(m).replace(/parent_id=(\d+)/g, (_, id: string) => `parent_id=${ref('category', refs.categories, Number(id))}`));
    expect(idx(snakeize(g.data!.categories.meta), gql.refs)).toEqual(idx(restMeta, rest.refs));
    expect(g.data!.categories.data.map((c: Json) => normCategory(snakeize(c), gql.refs, gql.storeId))).toEqual(
      res.body.data.map((c: Json) => normCategory(c, rest.refs, rest.storeId)),
    );
    expect(res.body.data.map((c: Json) => c.name)).toEqual(['Anual']);
  });

  test('get one is the same for every category', async () => {
    for (let i = 0; i < CATEGORIES.length; i++) {
      const res = await t.http().get(`/v1/app/category/${rest.refs.categories[i]}`).set(bearer(rest.key));
      expect(res.status).toBe(200);
      const g = await t.gql(gql.key, ParityCategoryGetDocument, { id: gql.refs.categories[i] });
      expect(g.errors).toBeUndefined();
      expect(normCategory(snakeize(g.data!.category), gql.refs, gql.storeId)).toEqual(normCategory(res.body, rest.refs, rest.storeId));
      expect(res.body.name).toBe(CATEGORIES[i].body.name);
    }
  });
});

describe('packages', () => {
  test('create responses are the same and exactly the spec fields', () => {
    const r = rest.createdPackages.map((p) => normPackage(p, rest.refs, rest.storeId, PACKAGE_CREATED_KEYS));
    const g = gql.createdPackages.map((p) => normPackage(p, gql.refs, gql.storeId, PACKAGE_CREATED_KEYS));
    expect(g).toEqual(r);
    expect(r.map((p) => ({ slug: p.slug, position: p.position, price: p.price }))).toEqual(
      EXPECTED_PACKAGE.map(({ slug, position, price }) => ({ slug, position, price })),
    );
    expect(r[0]).toMatchObject({ expiry_days: 30, inventory_amount: null, type: 'SINGLE', image: 'https://cdn.example.com/gold.png', icon: null });
    expect(r[3]).toMatchObject({ icon: 'https://cdn.example.com/plus.svg', category_id: 'category#1' });
  });

  test('the list is the same, field by field, relations included', async () => {
    const res = await t.http().get('/v1/app/package?per_page=100').set(bearer(rest.key));
    expect(res.status).toBe(200);
    const g = await t.gql(gql.key, ParityPackageListDocument, { perPage: 100 });
    expect(g.errors).toBeUndefined();

    expect(Object.keys(res.body.meta).sort()).toEqual(META_KEYS);
    expect(snakeize(g.data!.packages.meta)).toEqual(res.body.meta);
    expect(res.body.meta.total).toBe(PACKAGES.length);

    const r = res.body.data.map((p: Json) => normPackage(p, rest.refs, rest.storeId, PACKAGE_ITEM_KEYS));
    const q = g.data!.packages.data.map((p: Json) => normPackage(snakeize(p), gql.refs, gql.storeId, PACKAGE_ITEM_KEYS));
    expect(q).toEqual(r);

    // Concrete values, so that both surfaces being wrong the same way still fails.
    const bySlug = new Map<string, Json>(r.map((p: Json) => [p.slug, p]));
    for (const e of EXPECTED_PACKAGE) expect(bySlug.get(e.slug)).toMatchObject(e);
    const gold = bySlug.get('vip-gold');
    expect(gold).toMatchObject({
      category_id: 'category#0',
      enabled: true,
      type: 'SINGLE',
      expiry_days: 30,
      inventory_amount: null,
      description: 'Rank Gold por 30 dias',
      per_user_limit: false,
      parent_id: null,
      is_variation_parent: false,
    });
    expect(gold.commands).toEqual([
      {
        type: 'PURCHASE',
        command: 'lp user {client_identifier} parent add gold',
        game_server_id: 'server#0',
        offline_execute: true,
        schedule: null,
        execute_once: false,
        internal_id: 0,
        created_at: '<ts>',
        updated_at: '<ts>',
      },
      {
        type: 'EXPIRE',
        command: 'lp user {client_identifier} parent remove gold',
        game_server_id: null,
        offline_execute: false,
        schedule: 10,
        execute_once: true,
        internal_id: 1,
        created_at: '<ts>',
        updated_at: '<ts>',
      },
    ]);
    expect(gold.discord_actions).toEqual([
      {
        type: 'PURCHASE',
        action: 'ADD_ROLE',
        role_id: '112233445566778801',
        channel_id: null,
        message: 'Bem-vindo!',
        parameters: { role_id: '112233445566778801', channel_id: null, message: 'Bem-vindo!' },
        internal_id: 0,
        created_at: '<ts>',
        updated_at: '<ts>',
      },
    ]);
    expect(gold.emails).toEqual([{ title: 'Seu VIP', content: 'Obrigado pela compra' }]);
    expect(gold.license_keys.map((k: Json) => k.value)).toEqual(['GOLD-AAAA-0001', 'GOLD-AAAA-0002', 'GOLD-AAAA-0003']);
    expect(gold.license_keys.map((k: Json) => [k.key, k.used, k.used_at])).toEqual([
      ['GOLD-AAAA-0001', false, null],
      ['GOLD-AAAA-0002', false, null],
      ['GOLD-AAAA-0003', false, null],
    ]);
    expect(bySlug.get('vip-gold-2')).toMatchObject({ enabled: false, type: 'MULTIPLE', inventory_amount: 10, per_user_limit: true });
    expect(bySlug.get('vip-gold-2').discord_actions.map((a: Json) => a.parameters)).toEqual([
      { role_id: '112233445566778802', channel_id: '223344556677889901', message: null },
      { role_id: null, channel_id: '223344556677889902', message: 'Nova compra' },
    ]);
    expect(bySlug.get('kit-start')).toMatchObject({ is_variation_parent: true, parent_id: null });
    expect(bySlug.get('kit-inicial-plus')).toMatchObject({ is_variation_parent: false, parent_id: 'package#2' });
    expect(bySlug.get('mensal-diamante').commands.map((c: Json) => c.type)).toEqual(['REFUND', 'CHARGEBACK']);
  });

  test('get one is the same for every package, with the full fields', async () => {
    for (let i = 0; i < PACKAGES.length; i++) {
      const res = await t.http().get(`/v1/app/package/${rest.refs.packages[i]}`).set(bearer(rest.key));
      expect(res.status).toBe(200);
      const g = await t.gql(gql.key, ParityPackageGetDocument, { id: gql.refs.packages[i] });
      expect(g.errors).toBeUndefined();
      const r = normPackage(res.body, rest.refs, rest.storeId, PACKAGE_FULL_KEYS);
      expect(normPackage(gqlPackage(g.data!.package), gql.refs, gql.storeId, PACKAGE_FULL_KEYS)).toEqual(r);
      expect(r).toMatchObject(EXPECTED_PACKAGE[i]);
    }
    const res = await t.http().get(`/v1/app/package/${rest.refs.packages[0]}`).set(bearer(rest.key));
    expect(res.body).toMatchObject({
      compare_at_price: 39.9,
      variables: [{ id: rest.refs.variables[0], name: 'nick', description: null, type: 'TEXT', required: true }],
      email: { title: 'Seu VIP', content: 'Obrigado pela compra' },
      emails: [{ title: 'Seu VIP', content: 'Obrigado pela compra' }],
      content: { package_id: rest.refs.packages[0], store_id: rest.storeId, title: 'Seu VIP', description: 'Obrigado pela compra' },
      fields: [{ name: 'Nick', type: 'TEXT', description: 'Seu nick no jogo', required: true }],
    });
    const other = await t.http().get(`/v1/app/package/${rest.refs.packages[1]}`).set(bearer(rest.key));
    expect(other.body).toMatchObject({ compare_at_price: null, variables: [], email: null, emails: [], content: null, fields: [], variations: [] });
    // The variation parent lists its variation, the package's own fields only.
    const parent = await t.http().get(`/v1/app/package/${rest.refs.packages[2]}`).set(bearer(rest.key));
    expect(parent.body.variations).toEqual([
      expect.objectContaining({ id: rest.refs.packages[3], parent_id: rest.refs.packages[2], name: 'Kit Inicial Plus', price_display: 'R$ 10,00' }),
    ]);
  });

  test('filtered pages have the same data and the same meta (filters kept, page last)', async () => {
    // The REST query names the filters in the order of the GraphQL arguments, so both URLs can be compared.
    const res = await t.http().get('/v1/app/package?per_page=1&name=vip&page=2').set(bearer(rest.key));
    expect(res.status).toBe(200);
    const g = await t.gql(gql.key, ParityPackageListDocument, { page: 2, perPage: 1, name: 'vip' });
    expect(g.errors).toBeUndefined();
    expect(res.body.meta).toEqual({
      total: 2,
      per_page: 1,
      current_page: 2,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/package?per_page=1&name=vip&page=1',
      last_page_url: '/v1/app/package?per_page=1&name=vip&page=2',
      next_page_url: null,
      previous_page_url: '/v1/app/package?per_page=1&name=vip&page=1',
    });
    expect(snakeize(g.data!.packages.meta)).toEqual(res.body.meta);
    expect(g.data!.packages.data.map((p: Json) => normPackage(snakeize(p), gql.refs, gql.storeId, PACKAGE_ITEM_KEYS))).toEqual(
      res.body.data.map((p: Json) => normPackage(p, rest.refs, rest.storeId, PACKAGE_ITEM_KEYS)),
    );
    expect(res.body.data.map((p: Json) => p.slug)).toEqual(['vip-gold-2']);

    const byCat = await t.http().get(`/v1/app/package?per_page=1&category_id=${rest.refs.categories[1]}`).set(bearer(rest.key));
    expect(byCat.status).toBe(200);
    const gByCat = await t.gql(gql.key, ParityPackageListDocument, { perPage: 1, categoryId: gql.refs.categories[1] });
    expect(gByCat.errors).toBeUndefined();
    expect(byCat.body.meta.next_page_url).toBe(`/v1/app/package?per_page=1&category_id=${rest.refs.categories[1]}&page=2`);
    expect(normMeta(snakeize(gByCat.data!.packages.meta), gql.refs)).toEqual(normMeta(byCat.body.meta, rest.refs));
    expect(gByCat.data!.packages.data.map((p: Json) => normPackage(snakeize(p), gql.refs, gql.storeId, PACKAGE_ITEM_KEYS))).toEqual(
      byCat.body.data.map((p: Json) => normPackage(p, rest.refs, rest.storeId, PACKAGE_ITEM_KEYS)),
    );
    expect(byCat.body.data.map((p: Json) => p.slug)).toEqual(['kit-start']);
  });

  test('a page past the end is empty with the same true meta', async () => {
    const res = await t.http().get('/v1/app/package?per_page=2&page=9').set(bearer(rest.key));
    expect(res.status).toBe(200);
    const g = await t.gql(gql.key, PackagePageMetaDocument, { perPage: 2, page: 9 });
    expect(g.errors).toBeUndefined();
    expect(res.body.data).toEqual([]);
    expect(g.data!.packages.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: 5, per_page: 2, current_page: 9, last_page: 3 });
    expect(snakeize(g.data!.packages.meta)).toEqual(res.body.meta);
  });
});

describe('the same invalid input gives the same errors on both surfaces', () => {
  type ErrorTriple = { code: string; field?: string; rule?: string };

  const restErrors = (body: Json): ErrorTriple[] => body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule }));
  const gqlErrors = (res: { errors?: { extensions: Record<string, any> }[] }): ErrorTriple[] =>
    (res.errors ?? []).map((e) => ({ code: e.extensions.code, field: e.extensions.field, rule: e.extensions.rule }));
  const byField = (list: ErrorTriple[]) => [...list].sort((a, b) => String(a.field).localeCompare(String(b.field)));

  async function counts() {
    const [r, g] = await Promise.all(
      [rest, gql].map(async (s) => ({
        categories: await t.db.category.count({ where: { storeId: s.storeId } }),
        packages: await t.db.package.count({ where: { storeId: s.storeId } }),
        keys: await t.db.licenseKey.count({ where: { storeId: s.storeId } }),
        commands: await t.db.packageCommand.count({ where: { storeId: s.storeId } }),
      })),
    );
    return { r, g };
  }

  /** Posts `make(side)` to both surfaces; both must fail with `expected` and write nothing. */
  async function both(kind: 'package' | 'category', make: (side: Side, other: Side) => Json, expected: ErrorTriple[]) {
    const before = await counts();
    const res = await t.http().post(`/v1/app/${kind}`).set(bearer(rest.key)).send(make(rest, gql));
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const input = camelize(make(gql, rest));
    const g = kind === 'package' ? await t.gql(gql.key, PackageCreateIdDocument, { input }) : await t.gql(gql.key, CategoryCreateIdDocument, { input });
    expect(g.data ?? null).toBeNull();

    const r = restErrors(res.body);
    const q = gqlErrors(g);
    expect({ rest: byField(r), graphql: byField(q) }).toEqual({ rest: byField(expected), graphql: byField(expected) });
    expect(q).toEqual(r); // in the same order, too
    expect(await counts()).toEqual(before);
  }

  const validPackage = (side: Side): Json => ({ name: 'Valid', category_id: side.refs.categories[0], price: 10, type: 'SINGLE' });

  test('missing name', async () => {
    await both(
      'package',
      (s) => {
        const { name: _n, ...body } = validPackage(s);
        return body;
      },
      [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }],
    );
  });

  test('null and empty required fields', async () => {
    await both('package', (s) => ({ ...validPackage(s), name: null }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]);
    await both('package', (s) => ({ ...validPackage(s), name: '' }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]);
  });

  test('price out of range', async () => {
    await both('package', (s) => ({ ...validPackage(s), price: 1_000_001 }), [{ code: 'VALIDATION_FAILED', field: 'price', rule: 'range' }]);
    await both('package', (s) => ({ ...validPackage(s), price: -1 }), [{ code: 'VALIDATION_FAILED', field: 'price', rule: 'range' }]);
  });

  test('bad type enum', async () => {
    await both('package', (s) => ({ ...validPackage(s), type: 'BUNDLE' }), [{ code: 'VALIDATION_FAILED', field: 'type', rule: 'enum' }]);
  });

  test('bad command type enum', async () => {
    await both('package', (s) => ({ ...validPackage(s), commands: [{ command: 'say hi' }, { type: 'LATER', command: 'say bye' }] }), [
      { code: 'VALIDATION_FAILED', field: 'commands.1.type', rule: 'enum' },
    ]);
  });

  test('category of another store', async () => {
    await both('package', (s, other) => ({ ...validPackage(s), category_id: other.refs.categories[0] }), [
      { code: 'VALIDATION_FAILED', field: 'category_id', rule: 'exists' },
    ]);
  });

  test('game server of another store', async () => {
    await both('package', (s, other) => ({ ...validPackage(s), commands: [{ command: 'say hi', game_server_id: other.refs.servers[0] }] }), [
      { code: 'VALIDATION_FAILED', field: 'commands.0.game_server_id', rule: 'exists' },
    ]);
  });

  test('301 license keys', async () => {
    const keys = Array.from({ length: 301 }, (_, i) => `KEY-${i}`);
    await both('package', (s) => ({ ...validPackage(s), license_keys: keys }), [{ code: 'VALIDATION_FAILED', field: 'license_keys', rule: 'max' }]);
  });

  test('several failing fields give one error per field', async () => {
    await both(
      'package',
      (s) => ({
        category_id: s.refs.categories[0],
        type: 'SINGLE',
        price: 10.999,
        expiry_days: 0,
        inventory_amount: 1_000_000,
        commands: [{ command: '' }],
        license_keys: ['K-1', 'x'.repeat(251), 'K-1'],
      }),
      [
        { code: 'VALIDATION_FAILED', field: 'name', rule: 'required' },
        { code: 'VALIDATION_FAILED', field: 'price', rule: 'decimals' },
        { code: 'VALIDATION_FAILED', field: 'expiry_days', rule: 'range' },
        { code: 'VALIDATION_FAILED', field: 'inventory_amount', rule: 'range' },
        { code: 'VALIDATION_FAILED', field: 'commands.0.command', rule: 'required' },
        { code: 'VALIDATION_FAILED', field: 'license_keys.1', rule: 'max' },
        { code: 'VALIDATION_FAILED', field: 'license_keys.2', rule: 'unique' },
      ],
    );
  });

  test('icon without parent', async () => {
    await both('package', (s) => ({ ...validPackage(s), icon: 'https://cdn.example.com/i.png' }), [
      { code: 'VALIDATION_FAILED', field: 'icon', rule: 'variation' },
    ]);
  });

  test('invalid categories', async () => {
    await both('category', () => ({ slug: 'no-name' }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]);
    await both('category', () => ({ name: 'X', slug: 'Bad Slug!' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]);
    await both('category', () => ({ name: 'X', image: 'ftp://cdn.example.com/a.png', banner: 'not a url' }), [
      { code: 'VALIDATION_FAILED', field: 'image', rule: 'url' },
      { code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' },
    ]);
    await both('category', (_s, other) => ({ name: 'X', parent_id: other.refs.categories[0] }), [
      { code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' },
    ]);
    await both('category', (s) => ({ name: 'X', slug: 'kits-pvp', parent_id: s.refs.categories[1] }), [
      { code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' },
    ]);
    await both('category', () => ({ name: 'X', hide_subcategory: true }), [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }]);
  });
});
