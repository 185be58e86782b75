import { bearer } from '../../helpers/app';
import {
  t,
  useApp,
  SURFACES,
  type Body,
  type Expected,
  BASE,
  TIMESTAMP,
  Q,
  updateOnSurface,
  expectRestErrors,
  failUpdate,
  failDelete,
  countIn,
  row,
  packageIn,
} from './helpers';
import { aCategory } from '../../helpers/fixtures';

/** Updating and deleting categories on both surfaces; every refusal has the same code/field/rule on both and writes nothing. */

useApp();

// ---------------------------------------------------------------------------------------------
// update

describe('update', () => {
  test.each(SURFACES)('%s: rename without a slug regenerates the slug from the new name', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Old Name' });
    expect(c.slug).toBe('old-name');

    const updated = await updateOnSurface(surface, key, c.id, { name: 'Ranks VIP' });
    expect(updated).toMatchObject({ id: c.id, name: 'Ranks VIP', slug: 'ranks-vip' });
    expect(await row(c.id)).toMatchObject({ name: 'Ranks VIP', slug: 'ranks-vip' });
  });

  test.each(SURFACES)('%s: a regenerated slug is made unique in the store', async (surface) => {
    const { key } = await t.createStore();
    await aCategory(t, key, { name: 'Ranks VIP' });
    const c = await aCategory(t, key, { name: 'Other' });
    const updated = await updateOnSurface(surface, key, c.id, { name: 'Ranks VIP' });
    expect(updated.slug).toBe('ranks-vip-2');
  });

  test.each(SURFACES)('%s: rename with an explicit slug keeps that slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Old Name' });
    const updated = await updateOnSurface(surface, key, c.id, { name: 'New Name', slug: 'my-own-slug' });
    expect(updated).toMatchObject({ name: 'New Name', slug: 'my-own-slug' });
    expect(await row(c.id)).toMatchObject({ name: 'New Name', slug: 'my-own-slug' });
  });

  test.each(SURFACES)('%s: slug alone changes only the slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Keep' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'kept-name' });
    expect(updated).toMatchObject({ name: 'Keep', slug: 'kept-name' });
  });

  test.each(SURFACES)('%s: a change that does not touch the name keeps the slug', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Stable', slug: 'custom' });
    const updated = await updateOnSurface(surface, key, c.id, { hide_category: true });
    expect(updated).toMatchObject({ name: 'Stable', slug: 'custom', hide_category: true });
  });

  test.each(SURFACES)('%s: its own slug may be sent again', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Same' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'same', name: 'Same Again' });
    expect(updated).toMatchObject({ name: 'Same Again', slug: 'same' });
  });

  test.each(SURFACES)('%s: a slug used in another store is allowed', async (surface) => {
    const { key } = await t.createStore();
    const other = await t.createStore();
    await aCategory(t, other.key, { name: 'Theirs', slug: 'popular' });
    const c = await aCategory(t, key, { name: 'Mine' });
    const updated = await updateOnSurface(surface, key, c.id, { slug: 'popular' });
    expect(updated.slug).toBe('popular');
  });

  test.each(SURFACES)('%s: parent_id null detaches a subcategory', async (surface) => {
    const { key } = await t.createStore();
    const parent = await aCategory(t, key, { name: 'Parent' });
    const sub = await aCategory(t, key, { name: 'Sub', parent_id: parent.id });
    const updated = await updateOnSurface(surface, key, sub.id, { parent_id: null });
    expect(updated.parent_id).toBeNull();
    expect((await row(sub.id))!.parentId).toBeNull();
    const children = await t.http().get(`${BASE}?parent_id=${parent.id}`).set(bearer(key));
    expect(children.body.meta.total).toBe(0);
  });

  test.each(SURFACES)('%s: parent_id moves a category under another one of the store', async (surface) => {
    const { key } = await t.createStore();
    const a = await aCategory(t, key, { name: 'A' });
    const b = await aCategory(t, key, { name: 'B' });
    const a1 = await aCategory(t, key, { name: 'A1', parent_id: a.id });
    const updated = await updateOnSurface(surface, key, a1.id, { parent_id: b.id });
    expect(updated.parent_id).toBe(b.id);
    expect((await row(a1.id))!.parentId).toBe(b.id);
  });

  test.each(SURFACES)('%s: every field can change; updated_at moves, created_at does not', async (surface) => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Before', image: 'https://x.example.com/1.png' });
    await new Promise((r) => setTimeout(r, 5));
    const updated = await updateOnSurface(surface, key, c.id, {
      name: 'After',
      position: 4,
      hide_category: true,
      image: null,
      banner: 'https://x.example.com/banner.png',
    });
    expect(updated).toMatchObject({
      id: c.id,
      name: 'After',
      slug: 'after',
      position: 4,
      hide_category: true,
      hide_subcategory: false,
      image: null,
      banner: 'https://x.example.com/banner.png',
      created_at: c.created_at,
    });
    expect(updated.updated_at).toMatch(TIMESTAMP);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThan(new Date(c.updated_at).getTime());
  });

  describe('hide_subcategory accepted', () => {
    test.each(SURFACES)('%s: on a category that has subcategories', async (surface) => {
      const { key } = await t.createStore();
      const parent = await aCategory(t, key, { name: 'Parent' });
      await aCategory(t, key, { name: 'Kid', parent_id: parent.id });
      const updated = await updateOnSurface(surface, key, parent.id, { hide_subcategory: true });
      expect(updated.hide_subcategory).toBe(true);
      expect((await row(parent.id))!.hideSubcategory).toBe(true);
    });

    test.each(SURFACES)('%s: on a subcategory', async (surface) => {
      const { key } = await t.createStore();
      const parent = await aCategory(t, key, { name: 'Parent' });
      const kid = await aCategory(t, key, { name: 'Kid', parent_id: parent.id });
      const updated = await updateOnSurface(surface, key, kid.id, { hide_subcategory: true });
      expect(updated.hide_subcategory).toBe(true);
    });

    test.each(SURFACES)('%s: on a top-level category made a subcategory in the same request', async (surface) => {
      const { key } = await t.createStore();
      const parent = await aCategory(t, key, { name: 'Parent' });
      const loose = await aCategory(t, key, { name: 'Loose' });
      const updated = await updateOnSurface(surface, key, loose.id, { parent_id: parent.id, hide_subcategory: true });
      expect(updated).toMatchObject({ parent_id: parent.id, hide_subcategory: true });
      expect(await row(loose.id)).toMatchObject({ parentId: parent.id, hideSubcategory: true });
    });

    test.each(SURFACES)('%s: on a parent detached from its own parent, since it still has subcategories', async (surface) => {
      const { key } = await t.createStore();
      const top = await aCategory(t, key, { name: 'Top' });
      const mid = await aCategory(t, key, { name: 'Mid', parent_id: top.id });
      await aCategory(t, key, { name: 'Leaf', parent_id: mid.id });
      const updated = await updateOnSurface(surface, key, mid.id, { parent_id: null, hide_subcategory: true });
      expect(updated).toMatchObject({ parent_id: null, hide_subcategory: true });
    });

    test.each(SURFACES)('%s: false is always accepted', async (surface) => {
      const { key } = await t.createStore();
      const c = await aCategory(t, key, { name: 'Alone' });
      const updated = await updateOnSurface(surface, key, c.id, { hide_subcategory: false });
      expect(updated.hide_subcategory).toBe(false);
    });
  });

  // Each case builds its own categories and returns the id to PATCH and the body to send.
  type Setup = (key: string, foreignKey: string) => Promise<{ id: number; body: Body }>;
  const updateFailures: [string, Setup, Expected[]][] = [
    [
      'name empty',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { name: '' } }),
      [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }],
    ],
    [
      'name 101 chars',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { name: 'y'.repeat(101) } }),
      [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'max' }],
    ],
    [
      'slug with bad characters',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { slug: 'no_underscores' } }),
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'regex' }],
    ],
    [
      'slug of another category of the store',
      async (key) => {
        await aCategory(t, key, { name: 'Taken' });
        return { id: (await aCategory(t, key, { name: 'Cat' })).id, body: { slug: 'taken' } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }],
    ],
    [
      'rename with an explicit slug of another category',
      async (key) => {
        await aCategory(t, key, { name: 'Taken' });
        return { id: (await aCategory(t, key, { name: 'Cat' })).id, body: { name: 'Fresh Name', slug: 'taken' } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' }],
    ],
    [
      'image not a URL',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { image: 'mailto:a@b.c' } }),
      [{ code: 'VALIDATION_FAILED', field: 'image', rule: 'url' }],
    ],
    [
      'banner not a URL',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { banner: 'www.example.com/b.png' } }),
      [{ code: 'VALIDATION_FAILED', field: 'banner', rule: 'url' }],
    ],
    [
      'parent_id unknown',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { parent_id: 999999 } }),
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      "parent_id of another store's category",
      async (key, foreignKey) => {
        const foreign = await aCategory(t, foreignKey, { name: 'Foreign' });
        return { id: (await aCategory(t, key, { name: 'Cat' })).id, body: { parent_id: foreign.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'exists' }],
    ],
    [
      'parent_id itself',
      async (key) => {
        const c = await aCategory(t, key, { name: 'Cat' });
        return { id: c.id, body: { parent_id: c.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id itself while it is a subcategory',
      async (key) => {
        const p = await aCategory(t, key, { name: 'P' });
        const c = await aCategory(t, key, { name: 'Cat', parent_id: p.id });
        return { id: c.id, body: { parent_id: c.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id its child',
      async (key) => {
        const c = await aCategory(t, key, { name: 'Cat' });
        const child = await aCategory(t, key, { name: 'Child', parent_id: c.id });
        return { id: c.id, body: { parent_id: child.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'parent_id its grandchild',
      async (key) => {
        const c = await aCategory(t, key, { name: 'Cat' });
        const child = await aCategory(t, key, { name: 'Child', parent_id: c.id });
        const grandchild = await aCategory(t, key, { name: 'Grandchild', parent_id: child.id });
        return { id: c.id, body: { parent_id: grandchild.id } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'parent_id', rule: 'cycle' }],
    ],
    [
      'hide_subcategory true on a top-level category without subcategories',
      async (key) => ({ id: (await aCategory(t, key, { name: 'Cat' })).id, body: { hide_subcategory: true } }),
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true while detaching a childless subcategory in the same request',
      async (key) => {
        const p = await aCategory(t, key, { name: 'P' });
        const c = await aCategory(t, key, { name: 'Cat', parent_id: p.id });
        return { id: c.id, body: { parent_id: null, hide_subcategory: true } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    [
      'hide_subcategory true on a category whose only subcategory is in another branch',
      async (key) => {
        const p = await aCategory(t, key, { name: 'P' });
        await aCategory(t, key, { name: 'Kid', parent_id: p.id });
        return { id: (await aCategory(t, key, { name: 'Cat' })).id, body: { hide_subcategory: true } };
      },
      [{ code: 'VALIDATION_FAILED', field: 'hide_subcategory', rule: 'subcategory' }],
    ],
    ['unknown id', async () => ({ id: 999999, body: { name: 'Whatever' } }), [{ code: 'NOT_FOUND' }]],
    [
      "another store's id",
      async (_key, foreignKey) => ({ id: (await aCategory(t, foreignKey, { name: 'Foreign' })).id, body: { name: 'Hijacked' } }),
      [{ code: 'NOT_FOUND' }],
    ],
  ];

  describe.each(SURFACES)('%s failures', (surface) => {
    test.each(updateFailures)('%s -> error and nothing written', async (_title, setup, expected) => {
      const { store, key } = await t.createStore();
      const other = await t.createStore();
      const { id, body } = await setup(key, other.key);
      const everyRow = () => t.db.category.findMany({ where: { storeId: { in: [store.id, other.store.id] } }, orderBy: { id: 'asc' } });
      const before = await everyRow();

      await failUpdate(surface, key, id, body, expected);

      expect(await everyRow()).toEqual(before);
    });
  });

  test('REST PATCH with a non-numeric id -> 404', async () => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().patch(`${BASE}/abc`).set(bearer(key)).send({ name: 'X' }), 404, [{ code: 'NOT_FOUND' }]);
  });

  test('REST PATCH with wrong JSON types -> 422 rule type, nothing written', async () => {
    const { key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Cat' });
    const before = await row(c.id);
    const res = await t.http().patch(`${BASE}/${c.id}`).set(bearer(key)).send({ hide_category: 'true' });
    expectRestErrors(res, 422, [{ code: 'VALIDATION_FAILED', field: 'hide_category', rule: 'type' }]);
    expect(await row(c.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// delete

describe('delete', () => {
  test('REST DELETE an empty category -> 204 with an empty body, row gone', async () => {
    const { store, key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Doomed' });
    const keep = await aCategory(t, key, { name: 'Keep' });
    const res = await t.http().delete(`${BASE}/${c.id}`).set(bearer(key));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await row(c.id)).toBeNull();
    expect(await countIn(store.id)).toBe(1);
    expect(await row(keep.id)).not.toBeNull();
    expectRestErrors(await t.http().get(`${BASE}/${c.id}`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });

  test('GraphQL deleteCategory -> true, row gone', async () => {
    const { store, key } = await t.createStore();
    const c = await aCategory(t, key, { name: 'Doomed' });
    const out = await t.gql(key, Q.delete, { id: c.id });
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ deleteCategory: true });
    expect(await row(c.id)).toBeNull();
    expect(await countIn(store.id)).toBe(0);
  });

  test.each(SURFACES)('%s: a subcategory can be deleted, then its parent', async (surface) => {
    const { store, key } = await t.createStore();
    const p = await aCategory(t, key, { name: 'P' });
    const k = await aCategory(t, key, { name: 'K', parent_id: p.id });
    for (const id of [k.id, p.id]) {
      if (surface === 'rest') expect((await t.http().delete(`${BASE}/${id}`).set(bearer(key))).status).toBe(204);
      else expect((await t.gql(key, Q.delete, { id })).data).toEqual({ deleteCategory: true });
    }
    expect(await countIn(store.id)).toBe(0);
  });

  describe.each(SURFACES)('%s failures', (surface) => {
    test('with packages -> 409 CONFLICT, category and packages kept', async () => {
      const { store, key } = await t.createStore();
      const c = await aCategory(t, key, { name: 'Full' });
      await packageIn(store.id, c.id);
      const before = await row(c.id);
      await failDelete(surface, key, c.id, [{ code: 'CONFLICT' }]);
      expect(await row(c.id)).toEqual(before);
      expect(await t.db.package.count({ where: { categoryId: c.id } })).toBe(1);
    });

    test('with subcategories -> 409 CONFLICT, nothing removed', async () => {
      const { store, key } = await t.createStore();
      const c = await aCategory(t, key, { name: 'Parent' });
      const kid = await aCategory(t, key, { name: 'Kid', parent_id: c.id });
      const before = await row(c.id);
      await failDelete(surface, key, c.id, [{ code: 'CONFLICT' }]);
      expect(await row(c.id)).toEqual(before);
      expect((await row(kid.id))!.parentId).toBe(c.id);
      expect(await countIn(store.id)).toBe(2);
    });

    test('unknown id -> 404 NOT_FOUND', async () => {
      const { store, key } = await t.createStore();
      await aCategory(t, key, { name: 'Bystander' });
      await failDelete(surface, key, 999999, [{ code: 'NOT_FOUND' }]);
      expect(await countIn(store.id)).toBe(1);
    });

    test("another store's id -> 404 NOT_FOUND, its category kept", async () => {
      const { key } = await t.createStore();
      const other = await t.createStore();
      const foreign = await aCategory(t, other.key, { name: 'Foreign' });
      await failDelete(surface, key, foreign.id, [{ code: 'NOT_FOUND' }]);
      expect(await row(foreign.id)).not.toBeNull();
    });

    test('a deleted id -> 404 NOT_FOUND the second time', async () => {
      const { key } = await t.createStore();
      const c = await aCategory(t, key, { name: 'Once' });
      expect((await t.http().delete(`${BASE}/${c.id}`).set(bearer(key))).status).toBe(204);
      await failDelete(surface, key, c.id, [{ code: 'NOT_FOUND' }]);
    });
  });

  test('REST DELETE with a non-numeric id -> 404', async () => {
    const { key } = await t.createStore();
    expectRestErrors(await t.http().delete(`${BASE}/abc`).set(bearer(key)), 404, [{ code: 'NOT_FOUND' }]);
  });
});
