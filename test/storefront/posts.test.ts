import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  SHORT_META_KEYS,
  STORE_TIME,
  expectGqlError,
  expectRestError,
  gqlPairs,
  keysOf,
  restPairs,
  sorted,
  storefront,
  toGql,
  toRest,
  type Json,
  type Shop,
} from './helpers';
import { aStore } from '../helpers/fixtures';
import {
  PostCreateDocument,
  PostDeleteDocument,
  PostGetDocument,
  PostListDocument,
  PostUpdateDocument,
  StorefrontPostListDocument,
} from '../graphql/__generated__/operations';

/**
 * Posts: the admin CRUD (/v1/app/post, GraphQL posts/post/createPost/updatePost/deletePost) and
 * the storefront list (GET /v1/webstore/post, GraphQL storefrontPosts): exact shapes, slugs,
 * validation with nothing written, published-only and ordering, localized dates, store isolation.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const POST_KEYS = ['id', 'store_id', 'title', 'content', 'author', 'image', 'slug', 'published_at', 'created_at', 'updated_at'];
const STOREFRONT_POST_KEYS = [...POST_KEYS, 'path'];
const META_KEYS = ['total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url', 'previous_page_url'];

const BODY = { title: 'Season 3 is here', content: '<p>New <b>maps</b>!</p>', author: 'Team' };

const restCreate = (key: string, body: Json) => t.http().post('/v1/app/post').set(bearer(key)).send(body);
const restPatch = (key: string, id: number, body: Json) => t.http().patch(`/v1/app/post/${id}`).set(bearer(key)).send(body);

async function makePost(s: Shop, body: Json = {}): Promise<Json> {
  const res = await restCreate(s.key, { ...BODY, ...body });
  if (res.status !== 201) throw new Error(`setup post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const postRows = (storeId: number) => t.db.post.findMany({ where: { storeId }, orderBy: { id: 'asc' } });

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

// ---------------------------------------------------------------- admin: create

describe('admin create', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('REST 201 with exactly the Post keys; published_at in the store offset; content kept as sent', async () => {
    const content = '  <h1>Hi</h1>\n<p>  spaced  </p>  ';
    const res = await restCreate(s.key, {
      title: '  Black Friday: 50% off!  ',
      content,
      author: 'Alice',
      image: 'https://cdn.example.com/bf.png',
      published_at: '2026-11-21T15:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(POST_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      title: 'Black Friday: 50% off!',
      content,
      author: 'Alice',
      image: 'https://cdn.example.com/bf.png',
      slug: 'black-friday-50percent-off',
      published_at: '2026-11-21T12:00:00.000-03:00',
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const row = await t.db.post.findUnique({ where: { id: res.body.id } });
    expect(row!.publishedAt!.toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  test('without published_at the post is a draft (null); image defaults to null', async () => {
    const res = await restCreate(s.key, { ...BODY, title: 'Draft one' });
    expect(res.status).toBe(201);
    expect(res.body.published_at).toBeNull();
    expect(res.body.image).toBeNull();
  });

  test('slugs from the same title get -2, -3; a supplied slug is lower-cased and kept', async () => {
    const a = await makePost(s, { title: 'Patch notes' });
    const b = await makePost(s, { title: 'Patch Notes' });
    const c = await makePost(s, { title: 'patch notes!' });
    expect([a.slug, b.slug, c.slug]).toEqual(['patch-notes', 'patch-notes-2', 'patch-notes-3']);
    const d = await makePost(s, { title: 'Whatever', slug: 'My-Custom-Slug' });
    expect(d.slug).toBe('my-custom-slug');
  });

  test('a very long title gives a slug of at most 190 characters', async () => {
    const post = await makePost(s, { title: 'word '.repeat(40).trim() });
    expect(post.slug.length).toBeLessThanOrEqual(190);
    expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('concurrent creates with one title all get distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => restCreate(s.key, { ...BODY, title: 'Race' })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.slug))).toEqual(new Set(['race', 'race-2', 'race-3', 'race-4', 'race-5']));
  });

  test('GraphQL createPost returns the same data as REST would', async () => {
    const input = { ...BODY, title: 'From GraphQL', image: null, published_at: '2026-01-02T03:04:05.678+02:00' };
    const body = await t.gql(s.key, PostCreateDocument, { input: toGql(input) });
    expect(body.errors).toBeUndefined();
    const created = body.data!.createPost;
    const rest = await t.http().get(`/v1/app/post/${created.id}`).set(bearer(s.key));
    expect(toRest(created)).toEqual(rest.body);
    expect(created.publishedAt).toBe('2026-01-01T22:04:05.678-03:00');
  });
});

describe('admin create: validation on both surfaces, nothing written', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await aStore(t);
    await makePost(s, { title: 'Taken', slug: 'taken' });
  });

  const cases: [string, Json, [string, string][]][] = [
    ['title missing', { title: undefined }, [['title', 'required']]],
    ['title blank', { title: '   ' }, [['title', 'required']]],
    ['title over 200', { title: 'x'.repeat(201) }, [['title', 'max']]],
    ['content missing', { content: undefined }, [['content', 'required']]],
    ['content null', { content: null }, [['content', 'required']]],
    ['content blank', { content: ' \n ' }, [['content', 'required']]],
    ['content over 100,000', { content: 'x'.repeat(100_001) }, [['content', 'max']]],
    ['author missing', { author: undefined }, [['author', 'required']]],
    ['author over 100', { author: 'a'.repeat(101) }, [['author', 'max']]],
    ['image not a URL', { image: 'not a url' }, [['image', 'url']]],
    ['image not http(s)', { image: 'ftp://cdn.example.com/a.png' }, [['image', 'url']]],
    ['slug with spaces', { slug: 'bad slug' }, [['slug', 'regex']]],
    ['slug with a trailing hyphen', { slug: 'bad-' }, [['slug', 'regex']]],
    ['slug taken', { slug: 'taken' }, [['slug', 'unique']]],
    ['published_at a day only', { published_at: '2026-11-21' }, [['published_at', 'date']]],
    ['published_at without a zone', { published_at: '2026-11-21T12:00:00' }, [['published_at', 'date']]],
    ['published_at nonsense', { published_at: 'tomorrow' }, [['published_at', 'date']]],
    [
      'several fields at once',
      { title: '', author: '', image: 'x' },
      [
        ['title', 'required'],
        ['author', 'required'],
        ['image', 'url'],
      ],
    ],
  ];

  test.each(cases)('%s', async (_name, change, expected) => {
    const before = await postRows(s.storeId);
    const body = { ...BODY, ...change };
    const rest = await restCreate(s.key, body);
    expect(rest.status).toBe(422);
    for (const e of rest.body.errors) expect(e.code).toBe('VALIDATION_FAILED');
    expect(restPairs(rest.body)).toEqual(expected);

    const gql = await t.gql(s.key, PostCreateDocument, { input: toGql(body) });
    expect(gql.data).toBeNull();
    for (const e of gql.errors!) expect(e.extensions.code).toBe('VALIDATION_FAILED');
    expect(gqlPairs(gql)).toEqual(expected);
    expect(await postRows(s.storeId)).toEqual(before);
  });

  test('content of exactly 100,000 characters is accepted', async () => {
    const res = await restCreate(s.key, { ...BODY, content: 'y'.repeat(100_000) });
    expect(res.status).toBe(201);
    expect(res.body.content).toHaveLength(100_000);
  });

  test('no API key: 401 on REST and GraphQL, nothing written', async () => {
    const before = await postRows(s.storeId);
    const rest = await t.http().post('/v1/app/post').send(BODY);
    expectRestError(rest, 401, 'UNAUTHENTICATED');
    const gql = await t.gql(null, PostCreateDocument, { input: BODY });
    expectGqlError(gql, 'UNAUTHENTICATED');
    expect(await postRows(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- admin: read, update, delete

describe('admin list and get', () => {
  let s: Shop;
  const ids: number[] = [];
  beforeAll(async () => {
    s = await aStore(t);
    for (let i = 0; i < 4; i++) ids.push((await makePost(s, { title: `Post ${i}`, published_at: i % 2 ? daysAgo(i) : null })).id);
  });

  test('REST list: the back-office envelope, newest first, drafts included', async () => {
    const res = await t.http().get('/v1/app/post?per_page=3').set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 4,
      per_page: 3,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/post?per_page=3&page=1',
      last_page_url: '/v1/app/post?per_page=3&page=2',
      next_page_url: '/v1/app/post?per_page=3&page=2',
      previous_page_url: null,
    });
    expect(res.body.data.map((p: Json) => p.id)).toEqual([ids[3], ids[2], ids[1]]);
    for (const p of res.body.data) expect(keysOf(p)).toEqual(sorted(POST_KEYS));
    const page2 = await t.http().get('/v1/app/post?per_page=3&page=2').set(bearer(s.key));
    expect(page2.body.data.map((p: Json) => p.id)).toEqual([ids[0]]);
  });

  test('REST all=true is a bare array; a page past the end is empty with true meta', async () => {
    const all = await t.http().get('/v1/app/post?all=true').set(bearer(s.key));
    expect(all.body.map((p: Json) => p.id)).toEqual([...ids].reverse());
    const past = await t.http().get('/v1/app/post?page=9').set(bearer(s.key));
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(4);
  });

  test('REST list query errors: page=0 is 422, per_page=101 is 422 range, page=abc is 400', async () => {
    expectRestError(await t.http().get('/v1/app/post?page=0').set(bearer(s.key)), 422, 'VALIDATION_FAILED', 'page', 'min');
    expectRestError(await t.http().get('/v1/app/post?per_page=101').set(bearer(s.key)), 422, 'VALIDATION_FAILED', 'per_page', 'range');
    expectRestError(await t.http().get('/v1/app/post?page=abc').set(bearer(s.key)), 400, 'BAD_REQUEST', 'page');
  });

  test('GraphQL posts and post return the same data as REST', async () => {
    const [rest, gql] = await Promise.all([
      t.http().get('/v1/app/post?per_page=2&page=2').set(bearer(s.key)),
      t.gql(s.key, PostListDocument, { page: 2, perPage: 2 }),
    ]);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.posts)).toEqual(rest.body);
    const one = await t.gql(s.key, PostGetDocument, { id: ids[1] });
    const restOne = await t.http().get(`/v1/app/post/${ids[1]}`).set(bearer(s.key));
    expect(toRest(one.data!.post)).toEqual(restOne.body);
  });

  test('unknown id or a path that is not an id: 404', async () => {
    expectRestError(await t.http().get('/v1/app/post/999999').set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().get('/v1/app/post/abc').set(bearer(s.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, PostGetDocument, { id: 999999 }), 'NOT_FOUND');
  });
});

describe('admin update and delete', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('PATCH changes only what is sent; a retitle moves the slug; a sent slug is kept', async () => {
    const post = await makePost(s, { title: 'Old title', image: 'https://cdn.example.com/a.png', published_at: '2026-05-01T10:00:00-03:00' });
    const res = await restPatch(s.key, post.id, { title: 'New title' });
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(POST_KEYS));
    expect(res.body).toEqual({ ...post, title: 'New title', slug: 'new-title', updated_at: expect.stringMatching(STORE_TIME) });

    const both = await restPatch(s.key, post.id, { title: 'Third title', slug: 'kept-slug' });
    expect(both.body.slug).toBe('kept-slug');
    const contentOnly = await restPatch(s.key, post.id, { content: '<p>edited</p>' });
    expect(contentOnly.body).toMatchObject({ title: 'Third title', slug: 'kept-slug', content: '<p>edited</p>' });
  });

  test("PATCH: a retitle to another post's title gets a suffix; the same title keeps the slug", async () => {
    await makePost(s, { title: 'Popular' });
    const post = await makePost(s, { title: 'Unpopular' });
    const res = await restPatch(s.key, post.id, { title: 'Popular' });
    expect(res.body.slug).toBe('popular-2');
    const same = await restPatch(s.key, post.id, { title: 'Popular' });
    expect(same.body.slug).toBe('popular-2');
  });

  test('PATCH published_at: null makes a draft, image: null clears the image', async () => {
    const post = await makePost(s, { title: 'Live', image: 'https://cdn.example.com/x.png', published_at: daysAgo(1) });
    const res = await restPatch(s.key, post.id, { published_at: null, image: null });
    expect(res.status).toBe(200);
    expect(res.body.published_at).toBeNull();
    expect(res.body.image).toBeNull();
  });

  test('PATCH validation on both surfaces, nothing written', async () => {
    const post = await makePost(s, { title: 'Guarded' });
    await makePost(s, { title: 'Other', slug: 'occupied' });
    const cases: [Json, [string, string][]][] = [
      [{ title: '' }, [['title', 'required']]],
      [{ content: '' }, [['content', 'required']]],
      [{ author: null }, [['author', 'required']]],
      [{ slug: 'occupied' }, [['slug', 'unique']]],
      [{ slug: 'Not OK' }, [['slug', 'regex']]],
      [{ image: 'javascript:alert(1)' }, [['image', 'url']]],
      [{ published_at: '21/11/2026' }, [['published_at', 'date']]],
    ];
    for (const [body, expected] of cases) {
      const before = await postRows(s.storeId);
      const rest = await restPatch(s.key, post.id, body);
      expect(rest.status).toBe(422);
      expect(restPairs(rest.body)).toEqual(expected);
      const gql = await t.gql(s.key, PostUpdateDocument, { id: post.id, input: toGql(body) });
      expect(gqlPairs(gql)).toEqual(expected);
      expect(await postRows(s.storeId)).toEqual(before);
    }
  });

  test('GraphQL updatePost and deletePost', async () => {
    const post = await makePost(s, { title: 'GQL edit' });
    const upd = await t.gql(s.key, PostUpdateDocument, { id: post.id, input: { author: 'Bob', publishedAt: '2026-03-01T00:00:00Z' } });
    expect(upd.errors).toBeUndefined();
    expect(upd.data!.updatePost).toMatchObject({ author: 'Bob', publishedAt: '2026-02-28T21:00:00.000-03:00', slug: 'gql-edit' });
    const del = await t.gql(s.key, PostDeleteDocument, { id: post.id });
    expect(del).toEqual({ data: { deletePost: true } });
    expect(await t.db.post.count({ where: { id: post.id } })).toBe(0);
    expectGqlError(await t.gql(s.key, PostDeleteDocument, { id: post.id }), 'NOT_FOUND');
  });

  test('REST DELETE answers 204, then 404', async () => {
    const post = await makePost(s, { title: 'Short lived' });
    const res = await t.http().delete(`/v1/app/post/${post.id}`).set(bearer(s.key));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await t.db.post.count({ where: { id: post.id } })).toBe(0);
    expectRestError(await t.http().delete(`/v1/app/post/${post.id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
  });
});

describe("admin: another store's posts are 404, never changed", () => {
  let mine: Shop;
  let theirs: Shop;
  let post: Json;
  beforeAll(async () => {
    mine = await aStore(t);
    theirs = await aStore(t);
    post = await makePost(theirs, { title: 'Their post', slug: 'shared-slug', published_at: daysAgo(1) });
  });

  test('GET, PATCH, DELETE across stores: 404 on REST and GraphQL; the row is untouched', async () => {
    const before = await t.db.post.findUnique({ where: { id: post.id } });
    expectRestError(await t.http().get(`/v1/app/post/${post.id}`).set(bearer(mine.key)), 404, 'NOT_FOUND');
    expectRestError(await restPatch(mine.key, post.id, { title: 'Hijacked' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/post/${post.id}`).set(bearer(mine.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(mine.key, PostGetDocument, { id: post.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(mine.key, PostUpdateDocument, { id: post.id, input: { title: 'Hijacked' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(mine.key, PostDeleteDocument, { id: post.id }), 'NOT_FOUND');
    expect(await t.db.post.findUnique({ where: { id: post.id } })).toEqual(before);
  });

  test("lists never show another store's posts; slugs are unique per store only", async () => {
    const res = await t.http().get('/v1/app/post').set(bearer(mine.key));
    expect(res.body.data.map((p: Json) => p.id)).not.toContain(post.id);
    const same = await makePost(mine, { title: 'Mine', slug: 'shared-slug' });
    expect(same.slug).toBe('shared-slug');
  });
});

// ---------------------------------------------------------------- storefront

describe('storefront post list', () => {
  let s: Shop;
  let other: Shop;
  const published: Json[] = [];
  let draft: Json;
  let scheduled: Json;

  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    // Created out of publication order, so the order can only come from published_at.
    published.push(await makePost(s, { title: 'Middle', published_at: daysAgo(5) }));
    published.push(await makePost(s, { title: 'Oldest', published_at: daysAgo(30) }));
    published.push(await makePost(s, { title: 'Newest', published_at: daysAgo(0.01) }));
    draft = await makePost(s, { title: 'Draft' });
    scheduled = await makePost(s, { title: 'Scheduled', published_at: new Date(Date.now() + DAY).toISOString() });
    await makePost(other, { title: 'Elsewhere', published_at: daysAgo(1) });
  });

  test('only published posts (published_at <= now), newest publication first; meta has only the four counters', async () => {
    const res = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(SHORT_META_KEYS));
    expect(res.body.meta).toEqual({ total: 3, per_page: 15, current_page: 1, last_page: 1 });
    expect(res.body.data.map((p: Json) => p.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    const ids = res.body.data.map((p: Json) => p.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
  });

  test('each item has exactly the storefront keys; path is /post/<slug>', async () => {
    const res = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    for (const p of res.body.data) {
      expect(keysOf(p)).toEqual(sorted(STOREFRONT_POST_KEYS));
      expect(p.path).toBe(`/post/${p.slug}`);
      expect(p.store_id).toBe(s.storeId);
      expect(p.created_at).toMatch(STORE_TIME);
      expect(p.updated_at).toMatch(STORE_TIME);
    }
  });

  test('a scheduled post appears once its time has come; unpublishing hides it again', async () => {
    await t.db.post.update({ where: { id: scheduled.id }, data: { publishedAt: new Date(Date.now() - 1000) } });
    const shown = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    expect(shown.body.data[0].id).toBe(scheduled.id);
    await restPatch(s.key, scheduled.id, { published_at: null });
    const hidden = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    expect(hidden.body.data.map((p: Json) => p.id)).not.toContain(scheduled.id);
  });

  test('pages: per_page and page select; a page past the end is empty', async () => {
    const res = await t.http().get('/v1/webstore/post?per_page=2&page=2').set(storefront(s.domain));
    expect(res.body.meta).toEqual({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    expect(res.body.data.map((p: Json) => p.title)).toEqual(['Oldest']);
    const past = await t.http().get('/v1/webstore/post?page=5').set(storefront(s.domain));
    expect(past.body).toEqual({ meta: { total: 3, per_page: 15, current_page: 5, last_page: 1 }, data: [] });
  });

  test('query errors: per_page=0 and page=0 are 422, page=abc is 400', async () => {
    expectRestError(await t.http().get('/v1/webstore/post?per_page=0').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'per_page', 'range');
    expectRestError(await t.http().get('/v1/webstore/post?page=0').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'page', 'min');
    expectRestError(await t.http().get('/v1/webstore/post?page=abc').set(storefront(s.domain)), 400, 'BAD_REQUEST', 'page');
    // Storefront pages go up to 1,000 (in-game shops load a whole list at once).
    expectGqlError(await t.gql(storefront(s.domain), StorefrontPostListDocument, { perPage: 1001 }), 'VALIDATION_FAILED', 'per_page', 'range');
    expectRestError(await t.http().get('/v1/webstore/post?limit=1001').set(storefront(s.domain)), 422, 'VALIDATION_FAILED', 'limit', 'range');
  });

  test('limit is another name for per_page (per_page wins when both are sent)', async () => {
    const limited = await t.http().get('/v1/webstore/post?limit=2').set(storefront(s.domain));
    expect(limited.body.meta).toMatchObject({ per_page: 2, last_page: 2 });
    expect(limited.body.data).toHaveLength(2);
    const both = await t.http().get('/v1/webstore/post?limit=2&per_page=1').set(storefront(s.domain));
    expect(both.body.meta).toMatchObject({ per_page: 1, last_page: 3 });
    const big = await t.http().get('/v1/webstore/post?limit=1000').set(storefront(s.domain));
    expect(big.body.meta).toMatchObject({ per_page: 1000, last_page: 1, total: 3 });
  });

  test('GraphQL storefrontPosts returns the same data as REST', async () => {
    const [rest, gql] = await Promise.all([
      t.http().get('/v1/webstore/post?per_page=2').set(storefront(s.domain)),
      t.gql(storefront(s.domain), StorefrontPostListDocument, { perPage: 2 }),
    ]);
    expect(gql.errors).toBeUndefined();
    expect(keysOf(gql.data!.storefrontPosts.meta)).toEqual(['currentPage', 'lastPage', 'perPage', 'total']);
    expect(toRest(gql.data!.storefrontPosts)).toEqual(rest.body);
  });

  test("another store's domain never sees this store's posts", async () => {
    const res = await t.http().get('/v1/webstore/post').set(storefront(other.domain));
    expect(res.body.data.map((p: Json) => p.title)).toEqual(['Elsewhere']);
    const gql = await t.gql(storefront(other.domain), StorefrontPostListDocument);
    expect(gql.data!.storefrontPosts.data.map((p: Json) => p.title)).toEqual(['Elsewhere']);
  });

  test('missing or unknown x-store-domain: 404 Store not found on both surfaces', async () => {
    for (const headers of [{}, storefront('nowhere.test')]) {
      const res = await t.http().get('/v1/webstore/post').set(headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
      const gql = await t.gql(headers, StorefrontPostListDocument);
      expectGqlError(gql, 'NOT_FOUND');
      expect(gql.errors![0].message).toBe('Store not found');
    }
  });

  test('admin fields are not open to a storefront, storefront fields not to an admin key alone', async () => {
    expectGqlError(await t.gql(storefront(s.domain), PostListDocument), 'UNAUTHENTICATED');
    expectGqlError(await t.gql(s.key, StorefrontPostListDocument), 'NOT_FOUND');
  });
});

describe('storefront published_at: a display date in the store locale and time zone', () => {
  test('pt-BR, São Paulo: 01:00Z on Nov 22 is still Nov 21 locally', async () => {
    const s = await aStore(t, { locale: 'pt-BR', timezone: 'America/Sao_Paulo' });
    await makePost(s, { title: 'Late night', published_at: '2025-11-22T01:00:00Z' });
    const res = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    expect(res.body.data[0].published_at).toBe('21 de novembro de 2025');
    const gql = await t.gql(storefront(s.domain), StorefrontPostListDocument);
    expect(gql.data!.storefrontPosts.data[0].publishedAt).toBe('21 de novembro de 2025');
  });

  test('en-US, New York: "November 21, 2025"; timestamps in the store offset', async () => {
    const s = await aStore(t, { locale: 'en-US', timezone: 'America/New_York', currency: 'USD' });
    await makePost(s, { title: 'Evening', published_at: '2025-11-22T03:30:00Z' });
    const res = await t.http().get('/v1/webstore/post').set(storefront(s.domain));
    expect(res.body.data[0].published_at).toBe('November 21, 2025');
    expect(res.body.data[0].created_at).toMatch(/-0[45]:00$/);
    const admin = await t.http().get(`/v1/app/post/${res.body.data[0].id}`).set(bearer(s.key));
    expect(admin.body.published_at).toBe('2025-11-21T22:30:00.000-05:00');
  });
});
