import { bearer } from '../../helpers/app';
import { aStore, type StoreFixture } from '../../helpers/fixtures';
import { PackageAddLicenseKeysDocument, PackageGetDocument, PackageLicenseKeysDocument } from '../../graphql/__generated__/operations';
import {
  t,
  useApp,
  type Json,
  STORE_TIME,
  LICENSE_KEY_KEYS,
  META_KEYS,
  sorted,
  keysOf,
  makePackage,
  restGet,
  rowCounts,
  expectRestError,
  expectGqlError,
} from './helpers';

/**
 * A package's license keys on their own (REST /v1/app/package/{id}/license-keys, GraphQL
 * packageLicenseKeys and addPackageLicenseKeys): the list, delivered keys included, paginated like the
 * other back-office lists; adding keys to the unused pool, every rule refused on both surfaces with
 * its field and rule and nothing written; and another store's package is not found.
 */

useApp();

const listPath = (id: number | string) => `/v1/app/package/${id}/license-keys`;
const restList = (s: StoreFixture, id: number | string, query = '') =>
  t
    .http()
    .get(`${listPath(id)}${query}`)
    .set(bearer(s.key));
const restAdd = (s: StoreFixture, id: number | string, body: unknown) =>
  t
    .http()
    .post(listPath(id))
    .set(bearer(s.key))
    .send(body as object);
const gqlAdd = (s: StoreFixture, packageId: number, licenseKeys: unknown) =>
  t.gql(s.key, PackageAddLicenseKeysDocument, { packageId, input: { licenseKeys } as { licenseKeys: string[] } });

/** The package's keys as stored: [value, used], by id. */
const storedKeys = async (packageId: number) =>
  (await t.db.licenseKey.findMany({ where: { packageId }, orderBy: { id: 'asc' } })).map((k) => [k.value, k.used]);

const keys = (n: number, prefix = 'K') => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe('GET /v1/app/package/:id/license-keys', () => {
  let s: StoreFixture;
  let pkg: Json;
  beforeAll(async () => {
    s = await aStore(t);
    pkg = await makePackage(s, { name: 'Keys', license_keys: ['A-1', 'A-2', 'A-3'] });
    // A-2 was delivered: the list keeps it, marked used.
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.id, value: 'A-2' }, data: { used: true, usedAt: new Date() } });
    // Another package's keys never show up.
    await makePackage(s, { name: 'Other', license_keys: ['B-1'] });
  });

  test('every key of the package, delivered ones too, by id, in the list envelope', async () => {
    const res = await restList(s, pkg.id);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: `${listPath(pkg.id)}?page=1`,
      last_page_url: `${listPath(pkg.id)}?page=1`,
      next_page_url: null,
      previous_page_url: null,
    });
    for (const k of res.body.data) expect(keysOf(k)).toEqual(sorted(LICENSE_KEY_KEYS));
    expect(res.body.data.map((k: Json) => [k.value, k.key, k.used])).toEqual([
      ['A-1', 'A-1', false],
      ['A-2', 'A-2', true],
      ['A-3', 'A-3', false],
    ]);
    expect(res.body.data[1]).toMatchObject({ used_at: expect.stringMatching(STORE_TIME), created_at: expect.stringMatching(STORE_TIME) });
    expect(res.body.data[0].used_at).toBeNull();
    // The same keys as the package's own license_keys.
    expect(res.body.data).toEqual((await restGet(s.key, pkg.id)).body.license_keys);
  });

  test('pages: per_page and page, links keep per_page; all=true is the bare array', async () => {
    const page2 = await restList(s, pkg.id, '?per_page=2&page=2');
    expect(page2.status).toBe(200);
    expect(page2.body.meta).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
      next_page_url: null,
      previous_page_url: `${listPath(pkg.id)}?per_page=2&page=1`,
    });
    expect(page2.body.data.map((k: Json) => k.value)).toEqual(['A-3']);
    const all = await restList(s, pkg.id, '?all=true');
    expect(all.status).toBe(200);
    expect(all.body.map((k: Json) => k.value)).toEqual(['A-1', 'A-2', 'A-3']);
    const past = await restList(s, pkg.id, '?page=9');
    expect(past.body).toMatchObject({ data: [], meta: { total: 3, current_page: 9, last_page: 1 } });
  });

  test('GraphQL packageLicenseKeys: the same page and meta, camelCase', async () => {
    const rest = await restList(s, pkg.id, '?per_page=2');
    const body = await t.gql(s.key, PackageLicenseKeysDocument, { packageId: pkg.id, perPage: 2 });
    expect(body.errors).toBeUndefined();
    const page = body.data!.packageLicenseKeys;
    expect(page.meta).toEqual({
      total: 3,
      perPage: 2,
      currentPage: 1,
      lastPage: 2,
      firstPage: 1,
      firstPageUrl: `${listPath(pkg.id)}?per_page=2&page=1`,
      lastPageUrl: `${listPath(pkg.id)}?per_page=2&page=2`,
      nextPageUrl: `${listPath(pkg.id)}?per_page=2&page=2`,
      previousPageUrl: null,
    });
    expect(page.data).toEqual(
      rest.body.data.map((k: Json) => ({
        id: k.id,
        value: k.value,
        key: k.key,
        used: k.used,
        usedAt: k.used_at,
        createdAt: k.created_at,
        updatedAt: k.updated_at,
      })),
    );
  });

  test('per_page over 100 is 422 per_page rule range on both surfaces', async () => {
    expectRestError(await restList(s, pkg.id, '?per_page=101'), 422, 'VALIDATION_FAILED', 'per_page', 'range');
    expectGqlError(await t.gql(s.key, PackageLicenseKeysDocument, { packageId: pkg.id, perPage: 101 }), 'VALIDATION_FAILED', 'per_page', 'range');
  });

  test("another store's package, an unknown id and a non-numeric id: 404 (GraphQL NOT_FOUND), nothing of theirs shown", async () => {
    const other = await aStore(t);
    expectRestError(await restList(other, pkg.id), 404, 'NOT_FOUND');
    expectRestError(await restList(other, pkg.id, '?all=true'), 404, 'NOT_FOUND');
    expectRestError(await restList(s, 99_999_999), 404, 'NOT_FOUND');
    expectRestError(await restList(s, 'abc'), 404, 'NOT_FOUND');
    const gql = await t.gql(other.key, PackageLicenseKeysDocument, { packageId: pkg.id });
    expectGqlError(gql, 'NOT_FOUND');
    expect(JSON.stringify(gql)).not.toContain('A-1');
  });

  test('without a key: 401, GraphQL UNAUTHENTICATED', async () => {
    expectRestError(await t.http().get(listPath(pkg.id)), 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(null, PackageLicenseKeysDocument, { packageId: pkg.id }), 'UNAUTHENTICATED');
  });
});

describe('POST /v1/app/package/:id/license-keys', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  test('201 with the added keys, in the order sent; the keys the package had stay', async () => {
    const pkg = await makePackage(s, { name: 'Add', license_keys: ['OLD-1'] });
    const before = await rowCounts(s.storeId);
    const res = await restAdd(s, pkg.id, { license_keys: ['NEW-B', '  NEW-A  ', 'NEW-C'] });
    expect(res.status).toBe(201);
    expect(Array.isArray(res.body)).toBe(true);
    for (const k of res.body) expect(keysOf(k)).toEqual(sorted(LICENSE_KEY_KEYS));
    // Trimmed, as the package body's keys are.
    expect(res.body.map((k: Json) => [k.value, k.key, k.used, k.used_at])).toEqual([
      ['NEW-B', 'NEW-B', false, null],
      ['NEW-A', 'NEW-A', false, null],
      ['NEW-C', 'NEW-C', false, null],
    ]);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), created_at: expect.stringMatching(STORE_TIME), updated_at: expect.stringMatching(STORE_TIME) });
    expect(await rowCounts(s.storeId)).toEqual({ ...before, keys: before.keys + 3 });
    expect(await storedKeys(pkg.id)).toEqual([
      ['OLD-1', false],
      ['NEW-B', false],
      ['NEW-A', false],
      ['NEW-C', false],
    ]);
    // The package and the list show them.
    expect((await restGet(s.key, pkg.id)).body.license_keys.map((k: Json) => k.value)).toEqual(['OLD-1', 'NEW-B', 'NEW-A', 'NEW-C']);
    expect((await restList(s, pkg.id)).body.meta.total).toBe(4);
  });

  test('GraphQL addPackageLicenseKeys: the same answer in camelCase', async () => {
    const pkg = await makePackage(s, { name: 'Add gql' });
    const body = await gqlAdd(s, pkg.id, ['G-2', 'G-1']);
    expect(body.errors).toBeUndefined();
    const added = body.data!.addPackageLicenseKeys;
    expect(added.map((k: Json) => [k.value, k.key, k.used, k.usedAt])).toEqual([
      ['G-2', 'G-2', false, null],
      ['G-1', 'G-1', false, null],
    ]);
    const rest = await restList(s, pkg.id);
    expect(
      rest.body.data.map((k: Json) => ({
        id: k.id,
        value: k.value,
        key: k.key,
        used: k.used,
        usedAt: k.used_at,
        createdAt: k.created_at,
        updatedAt: k.updated_at,
      })),
    ).toEqual(added);
    const got = await t.gql(s.key, PackageGetDocument, { id: pkg.id });
    expect(got.data!.package.licenseKeys.map((k: Json) => k.value)).toEqual(['G-2', 'G-1']);
  });

  test('up to 300 unused keys: 300 at once, or filling the pool to 300, is accepted; delivered keys do not count', async () => {
    const full = await makePackage(s, { name: 'Exactly 300' });
    expect((await restAdd(s, full.id, { license_keys: keys(300) })).status).toBe(201);
    expect(await t.db.licenseKey.count({ where: { packageId: full.id } })).toBe(300);

    const topped = await makePackage(s, { name: 'Topped up', license_keys: keys(299, 'OLD') });
    expect((await restAdd(s, topped.id, { license_keys: ['LAST'] })).status).toBe(201);
    expect(await t.db.licenseKey.count({ where: { packageId: topped.id, used: false } })).toBe(300);

    // Ten of them delivered: ten more fit.
    const delivered = (await t.db.licenseKey.findMany({ where: { packageId: topped.id }, orderBy: { id: 'asc' }, take: 10 })).map((k) => k.id);
    await t.db.licenseKey.updateMany({ where: { id: { in: delivered } }, data: { used: true, usedAt: new Date() } });
    expect((await gqlAdd(s, topped.id, keys(10, 'MORE'))).errors).toBeUndefined();
    expect(await t.db.licenseKey.count({ where: { packageId: topped.id } })).toBe(310);
  });

  describe('refused on both surfaces, with field and rule, nothing written', () => {
    let pkg: Json;
    let foreign: Json;
    let other: StoreFixture;
    beforeAll(async () => {
      pkg = await makePackage(s, { name: 'Rules', license_keys: ['HAVE-1', 'HAVE-2', 'HAVE-3'] });
      await t.db.licenseKey.updateMany({ where: { packageId: pkg.id, value: 'HAVE-3' }, data: { used: true, usedAt: new Date() } });
      other = await aStore(t);
      foreign = await makePackage(other, { name: 'Foreign', license_keys: ['THEIRS'] });
    });

    interface Case {
      title: string;
      body: Json;
      errors: [field: string, rule: string][];
    }
    const long = 'x'.repeat(251);
    const cases: Case[] = [
      {
        title: 'a key repeated within the request (the repeat is named)',
        body: { license_keys: ['N-1', 'N-2', 'N-1'] },
        errors: [['license_keys.2', 'unique']],
      },
      {
        title: 'a repeat after trimming',
        body: { license_keys: ['N-1', ' N-1 '] },
        errors: [['license_keys.1', 'unique']],
      },
      { title: 'a key the package has, unused', body: { license_keys: ['N-1', 'HAVE-2'] }, errors: [['license_keys.1', 'unique']] },
      { title: 'a key the package has, delivered', body: { license_keys: ['HAVE-3'] }, errors: [['license_keys.0', 'unique']] },
      {
        title: 'several keys the package has: each one named',
        body: { license_keys: ['HAVE-1', 'N-1', 'HAVE-2'] },
        errors: [
          ['license_keys.0', 'unique'],
          ['license_keys.2', 'unique'],
        ],
      },
      { title: 'a key over 250 characters', body: { license_keys: ['N-1', long] }, errors: [['license_keys.1', 'max']] },
      { title: 'an empty key', body: { license_keys: ['   '] }, errors: [['license_keys.0', 'required']] },
      { title: 'more than 300 keys in one request', body: { license_keys: keys(301) }, errors: [['license_keys', 'max']] },
      {
        title: 'a pool that would hold more than 300 unused keys (2 unused + 299)',
        body: { license_keys: keys(299) },
        errors: [['license_keys', 'max']],
      },
      { title: 'an empty list', body: { license_keys: [] }, errors: [['license_keys', 'min']] },
      { title: 'no license_keys', body: {}, errors: [['license_keys', 'required']] },
      { title: 'license_keys null', body: { license_keys: null }, errors: [['license_keys', 'required']] },
      { title: 'a key that is not text', body: { license_keys: ['THEIRS', 5] }, errors: [['license_keys.1', 'type']] },
    ];

    test.each(cases.map((c) => [c.title, c] as const))('%s', async (_title, c) => {
      const before = await rowCounts(s.storeId);
      const theirs = await rowCounts(other.storeId);
      const stored = await storedKeys(pkg.id);

      const res = await restAdd(s, pkg.id, c.body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: Json) => [e.code, e.field, e.rule])).toEqual(c.errors.map(([field, rule]) => ['VALIDATION_FAILED', field, rule]));
      for (const e of res.body.errors) expect(typeof e.message).toBe('string');

      // GraphQL takes a list of strings: a number in it is refused by GraphQL itself, before the service.
      if (!c.errors.some(([, rule]) => rule === 'type')) {
        const gql = await gqlAdd(s, pkg.id, c.body.license_keys);
        expect(gql.data ?? null).toBeNull();
        expect(gql.errors!.map((e) => [e.extensions.code, e.extensions.field, e.extensions.rule])).toEqual(
          c.errors.map(([field, rule]) => ['VALIDATION_FAILED', field, rule]),
        );
      }

      expect(await rowCounts(s.storeId)).toEqual(before);
      expect(await rowCounts(other.storeId)).toEqual(theirs);
      expect(await storedKeys(pkg.id)).toEqual(stored);
    });

    test('the pool message says how many more fit', async () => {
      const res = await restAdd(s, pkg.id, { license_keys: keys(299) });
      expect(res.body.errors[0].message).toMatch(/2 unused keys.*at most 298 can be added/);
    });

    test("another store's package, an unknown id, a non-numeric id: 404 (GraphQL NOT_FOUND); their keys untouched", async () => {
      const theirs = await storedKeys(foreign.id);
      const mine = await rowCounts(s.storeId);
      expectRestError(await restAdd(s, foreign.id, { license_keys: ['STOLEN'] }), 404, 'NOT_FOUND');
      expectRestError(await restAdd(s, 99_999_999, { license_keys: ['GHOST'] }), 404, 'NOT_FOUND');
      expectRestError(await restAdd(s, 'abc', { license_keys: ['GHOST'] }), 404, 'NOT_FOUND');
      expectGqlError(await gqlAdd(s, foreign.id, ['STOLEN']), 'NOT_FOUND');
      // Their key text is not "taken" for this store: a 404, not a unique error that would reveal it.
      expectRestError(await restAdd(s, foreign.id, { license_keys: ['THEIRS'] }), 404, 'NOT_FOUND');
      expect(await storedKeys(foreign.id)).toEqual(theirs);
      expect(await rowCounts(s.storeId)).toEqual(mine);
    });

    test('without a key: 401, GraphQL UNAUTHENTICATED; nothing written', async () => {
      const before = await rowCounts(s.storeId);
      expectRestError(
        await t
          .http()
          .post(listPath(pkg.id))
          .send({ license_keys: ['X'] }),
        401,
        'UNAUTHENTICATED',
      );
      expectGqlError(await t.gql(null, PackageAddLicenseKeysDocument, { packageId: pkg.id, input: { licenseKeys: ['X'] } }), 'UNAUTHENTICATED');
      expect(await rowCounts(s.storeId)).toEqual(before);
    });
  });

  test('two concurrent adds of the same key: one is added, the other refused with unique (never a 500)', async () => {
    const pkg = await makePackage(s, { name: 'Race' });
    const answers = await Promise.all([restAdd(s, pkg.id, { license_keys: ['RACE', 'R-1'] }), restAdd(s, pkg.id, { license_keys: ['R-2', 'RACE'] })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(refused.body.errors.map((e: Json) => e.rule)).toEqual(['unique']);
    expect((await storedKeys(pkg.id)).filter(([v]) => v === 'RACE')).toHaveLength(1);
    expect(await t.db.licenseKey.count({ where: { packageId: pkg.id } })).toBe(2);
  });
});
