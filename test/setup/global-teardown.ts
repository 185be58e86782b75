export default async function globalTeardown() {
  globalThis.__TEST_PG__?.stop();
}
