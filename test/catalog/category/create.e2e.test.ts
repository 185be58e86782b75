import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  SURFACES,
  type Body,
  type Expected,
  BASE,
  TIMESTAMP,
  CATEGORY_KEYS,
  Q,
  createOnSurface,
  expectRestErrors,
  failCreate,
  countIn,
  row,
} from './helpers';
import { aCategory } from '../../helpers/fixtures';

/** Creating categories on both surfaces; every refusal has the same code/field/rule on both and writes nothing. */

useApp();

// ---------------------------------------------------------------------------------------------
// create

describe('create', () => {
  test.each(SURFACES)('%s: minimal create -> 201 with generated slug, defaults, stored', async (surface) => {
    const { store, key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
    expect(c).toEqual({
      id: expect.any(Number),
      store_id: store.id,
      name: 'Ranks VIP',
      slug: 'ranks-vip',
      parent_id: null,
      position: 0,
      hide_category: false,
      hide_subcategory: false,
      image: null,
      banner: null,
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: expect.stringMatching(TIMESTAMP),
    });
    const stored = await row(c.id);
    expect(stored).toMatchObject({
      storeId: store.id,
      name: 'Ranks VIP',
      slug: 'ranks-vip',
      parentId: null,
      position: 0,
      hideCategory: false,
      hideSubcategory: false,
      image: null,
      banner: null,
    });
    // the other surface reads the same thing
    const rest = await t.http().get(`${BASE}/${c.id}`).set(bearer(key));
    expect(rest.body).toEqual(c);
  });

  test('REST responds 201', async () => {
    const { key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).send({ name: 'Kits' });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('kits');
  });

  test.each(SURFACES)('%s: every field supplied is stored', async (surface) => {
    const { store, key } = await t.createStore();
    const parent = await aCategory(t, key, { name: 'Parent' });
    const c = await createOnSurface(surface, key, {
      name: 'Full',
      slug: 'custom-slug-1',
      parent_id: parent.id,
      position: 7,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://img.example.com/a.png',
      banner: 'http://img.example.com/b.png',
    });
    expect(c).toMatchObject({
      store_id: store.id,
      name: 'Full',
      slug: 'custom-slug-1',
      parent_id: parent.id,
      position: 7,
      hide_category: true,
      hide_subcategory: true,
      image: 'https://img.example.com/a.png',
      banner: 'http://img.example.com/b.png',
    });
    expect(await row(c.id)).toMatchObject({ slug: 'custom-slug-1', parentId: parent.id, position: 7 });
  });

  test.each(SURFACES)('%s: generated slugs are unique per store with -2, -3 suffixes', async (surface) => {
    const { key } = await t.createStore();
    const a = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    const b = await createOnSurface(surface, key, { name: 'Ranks VIP' });
    const c = await createOnSurface(surface, key, { name: 'ranks vip' });
    expect([a.slug, b.slug, c.slug]).toEqual(['ranks-vip', 'ranks-vip-2', 'ranks-vip-3']);
  });

  test('a generated slug skips a suffix that a supplied slug already holds', async () => {
    const { key } = await t.createStore();
    await aCategory(t, key, { name: 'Kits' });
    await aCategory(t, key, { name: 'Something', slug: 'kits-2' });
    const c = await aCategory(t, key, { name: 'Kits' });
    expect(c.slug).toBe('kits-3');
  });

  test.each(SURFACES)('%s: another store may use the same slug, generated or supplied', async (surface) => {
    const s1 = await t.createStore();
    const s2 = await t.createStore();
    await aCategory(t, s1.key, { name: 'Ranks VIP' });
    await aCategory(t, s1.key, { name: 'Other', slug: 'shared' });

    const generated = await createOnSurface(surface, s2.key, { name: 'Ranks VIP' });
    expect(generated.slug).toBe('ranks-vip');
    const supplied = await createOnSurface(surface, s2.key, { name: 'Mine', slug: 'shared' });
    expect(supplied.slug).toBe('shared');
    expect(await countIn(s2.store.id)).toBe(2);
  });

  test('concurrent creates with the same name all succeed with distinct generated slugs', async () => {
    const { store, key } = await t.createStore();
    const results = await Promise.all(Array.from({ length: 5 }, () => t.http().post(BASE).set(bearer(key)).send({ name: 'Rush Hour' })));
    expect(results.map((r) => [r.status, r.body.errors])).toEqual(Array.from({ length: 5 }, () => [201, undefined]));
    expect(results.map((r) => r.body.slug).sort()).toEqual(['rush-hour', 'rush-hour-2', 'rush-hour-3', 'rush-hour-4', 'rush-hour-5']);
    expect(await countIn(store.id)).toBe(5);
  });

  test('concurrent creates in one parent get distinct positions at the end', async () => {
    const { key } = await t.createStore();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t
          .http()
          .post(BASE)
          .set(bearer(key))
          .send({ name: `Cat ${i}`, slug: `cat-${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.position).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test.each(SURFACES)('%s: position defaults to the end among its siblings', async (surface) => {
    const { key } = await t.createStore();
    const a = await createOnSurface(surface, key, { name: 'A' });
    const b = await createOnSurface(surface, key, { name: 'B' });
    const a1 = await createOnSurface(surface, key, { name: 'A1', parent_id: a.id });
    const a2 = await createOnSurface(surface, key, { name: 'A2', parent_id: a.id });
    const b1 = await createOnSurface(surface, key, { name: 'B1', parent_id: b.id });
    const c = await createOnSurface(surface, key, { name: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect([a1.position, a2.position]).toEqual([0, 1]);
    expect(b1.position).toBe(0);
  });

  test.each(SURFACES)('%s: hide_subcategory true is accepted for a subcategory', async (surface) => {
    const { key } = await t.createStore();
    const parent = await aCategory(t, key, { name: 'Parent' });
    const c = await createOnSurface(surface, key, { name: 'Sub', parent_id: parent.id, hide_subcategory: true });
    expect(c.hide_subcategory).toBe(true);
    expect((await row(c.id))!.hideSubcategory).toBe(true);
  });

  test.each(SURFACES)('%s: hide_subcategory false on a top-level category is fine', async (surface) => {
    const { key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Top', hide_subcategory: false });
    expect(c.hide_subcategory).toBe(false);
  });

  test.each(SURFACES)('%s: parent_id null creates a top-level category', async (surface) => {
    const { key } = await t.createStore();
    const c = await createOnSurface(surface, key, { name: 'Top', parent_id: null });
    expect(c.parent_id).toBeNull();
  });

  // Each case: a store (with one existing category "Existing" / slug "existing"), the body to send,
  // and the errors both surfaces must answer.
  type Ctx = { key: string; storeId: number; existingId: number; foreignId: number };
  const createFailures: [string, (c: Ctx) => Body, Expected[]][] = [
    ['name missing', () => ({}), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name null', () => ({ name: null }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name empty', () => ({ name: '' }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }]],
    ['name 101 chars', () => ({ name: 'x'.repeat(101) }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'max' }]],
    ['slug with spaces', () => ({ name: 'Ok', slug: 'bad slug' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with a double hyphen', () => ({ name: 'Ok', slug: 'a--b' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with a leading hyphen', () => ({ name: 'Ok', slug: '-ab' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug with punctuation', () => ({ name: 'Ok', slug: 'vip!' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }]],
    ['slug taken in the store', () => ({ name: 'Ok', slug: 'existing' }), [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }]],
    ['parent_id unknown', () => ({ name: 'Ok', parent_id: 999999 }), [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }]],
    [
      "parent_id of another store's category",
      (c) => ({ name: 'Ok', parent_id: c.foreignId }),
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      'hide_subcategory true on a top-level category',
      () => ({ name: 'Ok', hide_subcategory: true }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true with parent_id null',
      () => ({ name: 'Ok', parent_id: null, hide_subcategory: true }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    ['image not a URL', () => ({ name: 'Ok', image: 'not a url' }), [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }]],
    ['image ftp URL', () => ({ name: 'Ok', image: 'ftp://example.com/a.png' }), [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }]],
    ['banner javascript URL', () => ({ name: 'Ok', banner: 'javascript:alert(1)' }), [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }]],
    ['banner relative path', () => ({ name: 'Ok', banner: '/img/b.png' }), [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }]],
    [
      'several failing fields',
      () => ({ image: 'nope', banner: 'nope either' }),
      [
        { code: 'VALIDATION_FAILED', field: 'name', rule: 'required' },
        { code: 'VALIDATION_FAILED', field: 'image', rule: 'url' },
        { code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' },
      ],
    ],
  ];

  describe.each(SURFACES)('%s failures', (surface) => {
    test.each(createFailures)('%s -> 422 and nothing written', async (_title, build, expected) => {
      const { store, key } = await t.createStore();
      const other = await t.createStore();
      const existing = await aCategory(t, key, { name: 'Existing' });
      const foreign = await aCategory(t, other.key, { name: 'Foreign' });
      const body = build({ key, storeId: store.id, existingId: existing.id, foreignId: foreign.id });

      await failCreate(surface, key, body, expected);

      expect(await countIn(store.id)).toBe(1);
      expect(await countIn(other.store.id)).toBe(1);
      expect(await t.db.category.count({ where: { parentId: foreign.id } })).toBe(0);
    });
  });

  test.each([
    ['name a number', { name: 123 }, 'name'],
    ['parent_id a string', { name: 'Ok', parent_id: '1' }, 'parent_id'],
    ['hide_category a string', { name: 'Ok', hide_category: 'yes' }, 'hide_category'],
    ['image a number', { name: 'Ok', image: 5 }, 'image'],
  ])('REST %s -> 422 rule type, nothing written', async (_title, body, field) => {
    const { store, key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).send(body);
    expectRestErrors(res, 422, [{ code: 'VALIDATION_FAILED', field, rule: 'type' }]);
    expect(await countIn(store.id)).toBe(0);
  });

  test('GraphQL input of the wrong GraphQL type -> BAD_REQUEST, nothing written', async () => {
    const { store, key } = await t.createStore();
    // the wrong GraphQL type is the point: the cast keeps the typed document
    const out = await t.gql(key, Q.create, { input: { name: 123 as unknown as string } });
    expect(out.errors).toBeDefined();
    expect(out.errors![0].extensions.code).toBe('BAD_REQUEST');
    expect(await countIn(store.id)).toBe(0);
  });

  test('REST body that is not JSON -> 400 BAD_REQUEST, nothing written', async () => {
    const { store, key } = await t.createStore();
    const res = await t.http().post(BASE).set(bearer(key)).set('content-type', 'application/json').send('{"name": "Broken"');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await countIn(store.id)).toBe(0);
  });

  test('name of exactly 100 characters is accepted', async () => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'n'.repeat(100) });
    expect(c.name).toBe('n'.repeat(100));
  });
});
