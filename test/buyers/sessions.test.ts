import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestErrors } from '../helpers/errors';
import { aStore } from '../helpers/fixtures';
import { BuyerMeDocument, BuyerRefreshDocument, BuyerSignOutDocument, SignOutBuyersDocument } from '../graphql/__generated__/operations';
import { asBuyer, freshIp, shop, signedInBuyer } from './helpers';

/**
 * Buyer sessions (issue 32): the access token works at its own store only; refreshing spends the
 * refresh token for a new pair; a spent refresh token that comes back ends the whole sign-in (reuse
 * detection); sign-out and the owner's sign-out end it at once; an expired access token says so.
 * Each on both surfaces where both have it.
 */

let t: TestApp;
let a: { domain: string; key: string; storeId: number };
let b: { domain: string; key: string; storeId: number };

beforeAll(async () => {
  t = await setupTestApp({ config: { trustProxy: true } });
  a = await aStore(t, { name: 'Store A' });
  b = await aStore(t, { name: 'Store B' });
});
afterAll(() => t?.close());

const me = (domain: string, token: string) =>
  t
    .http()
    .get('/v1/webstore/me')
    .set(asBuyer(domain, token, freshIp()));
const refresh = (domain: string, refresh_token: string) => t.http().post('/v1/webstore/auth/refresh').set(shop(domain, freshIp())).send({ refresh_token });

describe('an access token', () => {
  test('works at its store; at another store, as an admin key, or not at all it is refused; the storefront alone is not a buyer', async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'alice@buyers.example.com' });
    expect((await me(a.domain, s.accessToken)).body.email).toBe('alice@buyers.example.com');
    // Another store's token: refused like no token of ours, on both surfaces.
    expectRestErrors(await me(b.domain, s.accessToken), [{ code: 'UNAUTHENTICATED' }]);
    expectGqlError(await t.gql(asBuyer(b.domain, s.accessToken), BuyerMeDocument), 'UNAUTHENTICATED');
    expectRestErrors(await t.http().get('/v1/webstore/me/orders').set(asBuyer(b.domain, s.accessToken)), [{ code: 'UNAUTHENTICATED' }]);
    // No token, a made-up one, the store's admin key, a refresh token in its place.
    expectRestErrors(await t.http().get('/v1/webstore/me').set(shop(a.domain)), [{ code: 'UNAUTHENTICATED' }]);
    expectRestErrors(await me(a.domain, 'bat_notatoken'), [{ code: 'UNAUTHENTICATED' }]);
    expectRestErrors(await me(a.domain, a.key), [{ code: 'UNAUTHENTICATED' }]);
    expectRestErrors(await me(a.domain, s.refreshToken), [{ code: 'UNAUTHENTICATED' }]);
    // Without the store's domain it is not even a storefront request.
    expectRestErrors(await t.http().get('/v1/webstore/me').set(bearer(s.accessToken)), [{ code: 'NOT_FOUND' }]);
    // And a buyer token is no admin key.
    expectRestErrors(await t.http().get('/v1/app/order').set(bearer(s.accessToken)), [{ code: 'UNAUTHENTICATED' }]);
  });

  test('an expired one says token_expired (the storefront refreshes), on both surfaces', async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'late@buyers.example.com' }, { access: -1, refresh: 3600 });
    expectRestErrors(await me(a.domain, s.accessToken), [{ code: 'UNAUTHENTICATED', rule: 'token_expired' }]);
    expectGqlError(await t.gql(asBuyer(a.domain, s.accessToken), BuyerMeDocument), 'UNAUTHENTICATED', undefined, 'token_expired');
    const next = await refresh(a.domain, s.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(a.domain, next.body.access_token)).status).toBe(200);
  });
});

describe('refresh', () => {
  test('rotates: a new pair, the refresh token spent; the new one works', async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'rot@buyers.example.com' });
    const next = await refresh(a.domain, s.refreshToken);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, buyer: { email: 'rot@buyers.example.com' } });
    expect(next.body.access_token).not.toBe(s.accessToken);
    expect(next.body.refresh_token).not.toBe(s.refreshToken);
    expect((await me(a.domain, next.body.access_token)).status).toBe(200);
    // The GraphQL twin rotates the same way.
    const third = await t.gql(shop(a.domain, freshIp()), BuyerRefreshDocument, { refreshToken: next.body.refresh_token });
    expect(third.data!.refreshBuyerSession.refreshToken).toMatch(/^brt_/);
    expect((await me(a.domain, third.data!.refreshBuyerSession.accessToken)).status).toBe(200);
  });

  test('a spent refresh token used again ends the whole sign-in: every token of it stops working', async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'stolen@buyers.example.com' });
    const legit = await refresh(a.domain, s.refreshToken);
    expect(legit.status).toBe(200);
    // The thief replays the old one.
    expectRestErrors(await refresh(a.domain, s.refreshToken), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_reused' }]);
    // The legitimate holder's new tokens are gone too.
    expectRestErrors(await me(a.domain, legit.body.access_token), [{ code: 'UNAUTHENTICATED', rule: 'token_revoked' }]);
    expectRestErrors(await refresh(a.domain, legit.body.refresh_token), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_revoked' }]);
    const session = await t.db.buyerSession.findFirstOrThrow({ where: { buyer: { email: 'stolen@buyers.example.com' } } });
    expect(session).toMatchObject({ revokedReason: 'reuse', revokedAt: expect.any(Date) });
  });

  test('two refreshes at once with one token: one wins, the other is a reuse', async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'race@buyers.example.com' });
    const [x, y] = await Promise.all([refresh(a.domain, s.refreshToken), refresh(a.domain, s.refreshToken)]);
    expect([x.status, y.status].sort()).toEqual([200, 401]);
    expect([x, y].find((r) => r.status === 401)!.body.errors[0].rule).toBe('refresh_reused');
  });

  test("another store's refresh token, an unknown one, an expired one: refused, each with its rule", async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'where@buyers.example.com' });
    expectRestErrors(await refresh(b.domain, s.refreshToken), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_invalid' }]);
    expectGqlError(
      await t.gql(shop(b.domain, freshIp()), BuyerRefreshDocument, { refreshToken: s.refreshToken }),
      'UNAUTHENTICATED',
      'refresh_token',
      'refresh_invalid',
    );
    expectRestErrors(await refresh(a.domain, 'brt_unknown'), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_invalid' }]);
    // Refused at the other store, it still works at its own (nothing was spent).
    expect((await refresh(a.domain, s.refreshToken)).status).toBe(200);
    const old = await signedInBuyer(t, { id: a.storeId }, { email: 'old@buyers.example.com' }, { access: 60, refresh: -1 });
    expectRestErrors(await refresh(a.domain, old.refreshToken), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_expired' }]);
  });
});

describe('sign-out', () => {
  test("the buyer's sign-out ends the session: the access token and the refresh token stop at once", async () => {
    const s = await signedInBuyer(t, { id: a.storeId }, { email: 'bye@buyers.example.com' });
    const other = await signedInBuyer(t, { id: a.storeId }, { email: 'stay@buyers.example.com' });
    await t.http().post('/v1/webstore/auth/sign-out').set(shop(a.domain)).send({ refresh_token: s.refreshToken }).expect(204);
    expectRestErrors(await me(a.domain, s.accessToken), [{ code: 'UNAUTHENTICATED', rule: 'token_revoked' }]);
    expectRestErrors(await refresh(a.domain, s.refreshToken), [{ code: 'UNAUTHENTICATED', field: 'refresh_token', rule: 'refresh_revoked' }]);
    expect((await me(a.domain, other.accessToken)).status).toBe(200);
    // Unknown and another store's tokens are no error (RFC 7009), and change nothing.
    await t.http().post('/v1/webstore/auth/sign-out').set(shop(a.domain)).send({ refresh_token: 'brt_nothing' }).expect(204);
    await t.http().post('/v1/webstore/auth/sign-out').set(shop(b.domain)).send({ refresh_token: other.refreshToken }).expect(204);
    expect((await me(a.domain, other.accessToken)).status).toBe(200);
    const gql = await t.gql(shop(a.domain), BuyerSignOutDocument, { refreshToken: other.refreshToken });
    expect(gql.data).toEqual({ signOutBuyer: true });
    expectRestErrors(await me(a.domain, other.accessToken), [{ code: 'UNAUTHENTICATED', rule: 'token_revoked' }]);
  });

  test("the owner signs a buyer out everywhere, by e-mail or Discord id; another store's buyer is untouched", async () => {
    const one = await signedInBuyer(t, { id: a.storeId }, { email: 'owner.out@buyers.example.com' });
    const two = await t.db.$transaction(async (tx) => {
      const { openBuyerSession } = await import('../../src/modules/buyers/buyer-session.service');
      const buyer = await tx.buyer.findFirstOrThrow({ where: { storeId: a.storeId, email: 'owner.out@buyers.example.com' } });
      return openBuyerSession(tx, { id: a.storeId }, buyer, 'EMAIL');
    });
    const elsewhere = await signedInBuyer(t, { id: b.storeId }, { email: 'owner.out@buyers.example.com' });
    const res = await t.http().post('/v1/app/buyer/sign-out').set(bearer(a.key)).send({ email: 'Owner.Out@buyers.example.com' }).expect(200);
    expect(res.body).toEqual({ buyers: 1, sessions: 2 });
    for (const token of [one.accessToken, two.accessToken]) expectRestErrors(await me(a.domain, token), [{ code: 'UNAUTHENTICATED', rule: 'token_revoked' }]);
    expect((await me(b.domain, elsewhere.accessToken)).status).toBe(200);
    // The change is in the audit log, under the key that made it.
    const audit = await t.db.auditEntry.findMany({ where: { storeId: a.storeId, recordType: 'buyer_sessions' } });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ operation: 'POST /v1/app/buyer/sign-out', action: 'update' });

    const d = await signedInBuyer(t, { id: a.storeId }, { discordId: '80351110224678999' });
    const gql = await t.gql(a.key, SignOutBuyersDocument, { discordId: '80351110224678999' });
    expect(gql.data).toEqual({ signOutBuyers: { buyers: 1, sessions: 1 } });
    expectRestErrors(await me(a.domain, d.accessToken), [{ code: 'UNAUTHENTICATED', rule: 'token_revoked' }]);
    // Neither given: 422, both surfaces.
    expectRestErrors(await t.http().post('/v1/app/buyer/sign-out').set(bearer(a.key)).send({}), [
      { code: 'VALIDATION_FAILED', field: 'email', rule: 'required' },
    ]);
    expectGqlError(await t.gql(a.key, SignOutBuyersDocument, {}), 'VALIDATION_FAILED', 'email', 'required');
  });
});
