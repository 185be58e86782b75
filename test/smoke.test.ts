import { setupTestApp, bearer, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

test('a store key lists its categories', async () => {
  const { key } = await t.createStore();
  const res = await t.http().get('/v1/app/category').set(bearer(key));
  expect(res.status).toBe(200);
  expect(res.body.meta.total).toBe(0);
});
