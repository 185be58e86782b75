import { generateSync } from 'otplib';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type SmtpServer } from '../helpers/smtp';
import { hashPassword } from '../../src/modules/staff/session.service';
import { sealTotp } from '../../src/modules/staff/totp';
import type { Log } from '../../src/logger';

/**
 * Staff accounts (issue 31): invitations by e-mail, sign-in with a password and a TOTP code, cookie
 * sessions with CSRF protection, what each role may do, lockout after repeated failures, scoped API
 * keys, and the audit log both surfaces write in the change's own transaction.
 */

let t: TestApp;
let smtp: SmtpServer;
const lines: Record<string, unknown>[] = [];
const log: Log = (entry) => lines.push(entry);
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({
    log,
    config: { mail: { smtpUrl: smtp.url, from: 'staff@example.com' }, signIn: { perAddress: 1000, maxFailures: 5, lockMinutes: 15 } },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function aStaffUser(storeId: number, role: 'OWNER' | 'ADMIN' | 'SUPPORT' | 'ACCOUNTANT', opts: { email?: string; totpSecret?: string } = {}) {
  const email = opts.email ?? `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return t.db.staffUser.create({
    data: {
      storeId,
      email,
      name: `${role} person`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      ...(opts.totpSecret ? { totpSecretEnc: await sealTotp(t.database, t.config, opts.totpSecret), totpEnabledAt: new Date() } : {}),
    },
  });
}

/** Signs in; returns the cookie header to send and the CSRF token. */
async function signIn(domain: string, email: string, extra: Record<string, string> = {}) {
  const res = await t
    .http()
    .post('/v1/auth/sign-in')
    .send({ store: domain, email, password: PASSWORD, ...extra });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { cookie, csrf: res.body.csrf_token as string, body: res.body };
}

describe('sign-in and sessions', () => {
  test('a staff user signs in with e-mail and password; the cookie is httpOnly and SameSite=Strict and the body holds no token', async () => {
    const { store } = await t.createStore();
    const user = await aStaffUser(store.id, 'SUPPORT');
    const res = await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^cc_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    const token = setCookie.split(';')[0].split('=')[1];
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(res.body).toMatchObject({ staff_user: { id: user.id, role: 'SUPPORT', two_factor_enabled: false }, store: { id: store.id } });
    expect(res.body.permissions).toEqual(['store:read', 'orders:read', 'orders:write', 'subscriptions:read', 'buyers:read', 'buyers:write', 'gift_cards:read']);
    expect(res.headers['cache-control']).toBe('no-store');
    // Only the token's digest is kept.
    const rows = await t.db.staffSession.findMany({ where: { staffUserId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  test('wrong password, unknown e-mail and another store all get the same 401', async () => {
    const { store } = await t.createStore();
    const other = await t.createStore();
    const user = await aStaffUser(store.id, 'ADMIN');
    const answers = await Promise.all([
      t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: 'not the password' }),
      t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: 'nobody@example.com', password: PASSWORD }),
      t.http().post('/v1/auth/sign-in').send({ store: other.store.domain, email: user.email, password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid e-mail, password or store' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  test('a session works on REST and GraphQL by its role; writes need the CSRF header', async () => {
    const { store, key } = await t.createStore();
    const user = await aStaffUser(store.id, 'SUPPORT');
    const s = await signIn(store.domain, user.email);
    // Reads: no CSRF header needed on GET.
    const orders = await t.http().get('/v1/app/order').set('cookie', s.cookie);
    expect(orders.status).toBe(200);
    const catalog = await t.http().get('/v1/app/package').set('cookie', s.cookie);
    expect(catalog.status).toBe(403);
    expect(catalog.body.errors[0]).toMatchObject({ code: 'FORBIDDEN', rule: 'catalog:read' });
    // GraphQL is a POST: without the header, refused; with it, the role decides.
    const query = '{ orders { meta { total } } }';
    const bare = await t.http().post('/graphql').set('cookie', s.cookie).send({ query });
    expect(bare.status).toBe(403);
    expect(bare.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(bare.body.errors[0].message).toContain('x-csrf-token');
    const wrong = await t.http().post('/graphql').set('cookie', s.cookie).set('x-csrf-token', `${s.csrf}x`).send({ query });
    expect(wrong.status).toBe(403);
    const ok = await t.http().post('/graphql').set('cookie', s.cookie).set('x-csrf-token', s.csrf).send({ query });
    expect(ok.status).toBe(200);
    expect(ok.body.data.orders.meta.total).toBe(0);
    const denied = await t.http().post('/graphql').set('cookie', s.cookie).set('x-csrf-token', s.csrf).send({ query: '{ packages { meta { total } } }' });
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].message).toContain('catalog:read');
    // The API key keeps working for the owner beside sessions.
    expect((await t.http().get('/v1/app/package').set(bearer(key))).status).toBe(200);
  });

  test('GET /v1/auth/session restores the session; sign-out ends it for good', async () => {
    const { store } = await t.createStore();
    const user = await aStaffUser(store.id, 'ACCOUNTANT');
    const s = await signIn(store.domain, user.email);
    const me = await t.http().get('/v1/auth/session').set('cookie', s.cookie);
    expect(me.status).toBe(200);
    expect(me.body.csrf_token).toBe(s.csrf);
    expect((await t.http().post('/v1/auth/sign-out').set('cookie', s.cookie)).status).toBe(403);
    const out = await t.http().post('/v1/auth/sign-out').set('cookie', s.cookie).set('x-csrf-token', s.csrf);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await t.http().get('/v1/auth/session').set('cookie', s.cookie)).status).toBe(401);
    const after = await t.http().get('/v1/app/order').set('cookie', s.cookie);
    expect(after.status).toBe(401);
  });

  test('a disabled user is signed out everywhere and cannot sign in; an owner cannot be left without an owner', async () => {
    const { store, key } = await t.createStore();
    const owner = await aStaffUser(store.id, 'OWNER');
    const user = await aStaffUser(store.id, 'SUPPORT');
    const s = await signIn(store.domain, user.email);
    const o = await signIn(store.domain, owner.email);
    const disable = await t.http().patch(`/v1/app/staff/${user.id}`).set('cookie', o.cookie).set('x-csrf-token', o.csrf).send({ disabled: true });
    expect(disable.status).toBe(200);
    expect(disable.body).toMatchObject({ status: 'DISABLED', live_sessions: 0 });
    expect((await t.http().get('/v1/app/order').set('cookie', s.cookie)).status).toBe(401);
    const again = await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: PASSWORD });
    expect(again.status).toBe(401);
    // The only owner cannot demote or disable themself, nor be removed by a key.
    const self = await t.http().patch(`/v1/app/staff/${owner.id}`).set('cookie', o.cookie).set('x-csrf-token', o.csrf).send({ role: 'ADMIN' });
    expect(self.status).toBe(409);
    const remove = await t.http().delete(`/v1/app/staff/${owner.id}`).set(bearer(key));
    expect(remove.status).toBe(409);
    expect(remove.body.errors[0].message).toContain('keep an owner');
  });
});

describe('two-factor sign-in (TOTP)', () => {
  test('set up with a code from the app, then every sign-in asks for a fresh code; recovery codes work once', async () => {
    const { store } = await t.createStore();
    const user = await aStaffUser(store.id, 'ADMIN');
    const s = await signIn(store.domain, user.email);
    const setup = await t.http().post('/v1/auth/totp/setup').set('cookie', s.cookie).set('x-csrf-token', s.csrf);
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = setup.body.secret as string;
    // Not in force until a code proves the app has it; the stored secret is sealed.
    const row = await t.db.staffUser.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecretEnc).not.toContain(secret);
    const bad = await t.http().post('/v1/auth/totp/enable').set('cookie', s.cookie).set('x-csrf-token', s.csrf).send({ code: '000000' });
    expect(bad.status).toBe(422);
    const on = await t
      .http()
      .post('/v1/auth/totp/enable')
      .set('cookie', s.cookie)
      .set('x-csrf-token', s.csrf)
      .send({ code: generateSync({ secret }) });
    expect(on.status).toBe(200);
    expect(on.body.recovery_codes).toHaveLength(10);

    const noCode = await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: PASSWORD });
    expect(noCode.status).toBe(401);
    expect(noCode.body.errors[0]).toMatchObject({ field: 'totp_code', rule: 'required' });
    // The code used to turn it on was spent: the same code is refused (a code is good once).
    const replay = await t
      .http()
      .post('/v1/auth/sign-in')
      .send({ store: store.domain, email: user.email, password: PASSWORD, totp_code: generateSync({ secret }) });
    expect(replay.status).toBe(401);
    expect(replay.body.errors[0]).toMatchObject({ field: 'totp_code', rule: 'totp' });
    // A recovery code signs in, once.
    const code = on.body.recovery_codes[0] as string;
    expect((await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: PASSWORD, recovery_code: code })).status).toBe(
      200,
    );
    expect((await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: PASSWORD, recovery_code: code })).status).toBe(
      401,
    );
  });

  test('a store that requires two-factor lets a user without it do nothing but set it up', async () => {
    const { store, key } = await t.createStore();
    const user = await aStaffUser(store.id, 'OWNER');
    const set = await t.http().patch('/v1/app/security').set(bearer(key)).send({ require_two_factor: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ require_two_factor: true, audit_retention_days: 365 });
    const s = await signIn(store.domain, user.email);
    expect(s.body.two_factor_setup_required).toBe(true);
    expect(s.body.permissions).toEqual([]);
    const denied = await t.http().get('/v1/app/store').set('cookie', s.cookie);
    expect(denied.status).toBe(403);
    const setup = await t.http().post('/v1/auth/totp/setup').set('cookie', s.cookie).set('x-csrf-token', s.csrf);
    const on = await t
      .http()
      .post('/v1/auth/totp/enable')
      .set('cookie', s.cookie)
      .set('x-csrf-token', s.csrf)
      .send({ code: generateSync({ secret: setup.body.secret }) });
    expect(on.status).toBe(200);
    expect((await t.http().get('/v1/app/store').set('cookie', s.cookie)).status).toBe(200);
    // Turning it off is refused while the store requires it.
    const off = await t.http().post('/v1/auth/totp/disable').set('cookie', s.cookie).set('x-csrf-token', s.csrf).send({ code: '123456' });
    expect(off.status).toBe(409);
  });
});

describe('brute force', () => {
  test('five wrong passwords lock the account (429 saying until when), the right one is refused while locked, and it is logged', async () => {
    const { store } = await t.createStore();
    const user = await aStaffUser(store.id, 'OWNER');
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        await t
          .http()
          .post('/v1/auth/sign-in')
          .send({ store: store.domain, email: user.email, password: `guess-${i}` }),
      );
    expect(tries.slice(0, 4).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(tries[4].status).toBe(429);
    expect(tries[4].body.errors[0].message).toMatch(/locked until \d{4}-\d{2}-\d{2}T/);
    expect(Number(tries[4].headers['retry-after'])).toBeGreaterThan(800);
    const right = await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: user.email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(lines.some((l) => l.msg === 'staff account locked after repeated failed sign-ins' && l.staff_user_id === user.id)).toBe(true);
    // Parallel guesses cannot slip past the count.
    const other = await aStaffUser(store.id, 'ADMIN');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t
          .http()
          .post('/v1/auth/sign-in')
          .send({ store: store.domain, email: other.email, password: `x${i}` }),
      ),
    );
    expect(burst.filter((r) => r.status === 401).length).toBeLessThanOrEqual(4);
    const locked = await t.db.staffUser.findUniqueOrThrow({ where: { id: other.id } });
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  test('attempts per address are limited too', async () => {
    const limited = await setupTestApp({ config: { signIn: { perAddress: 3, maxFailures: 100, lockMinutes: 15 } } });
    try {
      const { store } = await limited.createStore();
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (
            await limited
              .http()
              .post('/v1/auth/sign-in')
              .send({ store: store.domain, email: `n${i}@example.com`, password: 'x' })
          ).status,
        );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('invitations', () => {
  test('an owner invites by e-mail; the one-time link sets the password and signs in; it works once', async () => {
    const { store, key } = await t.createStore();
    const res = await t.http().post('/v1/app/staff').set(bearer(key)).send({ email: 'New.Person@Example.com', name: 'New Person', role: 'SUPPORT' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ invite_sent: true, staff_user: { email: 'new.person@example.com', status: 'INVITED', role: 'SUPPORT' } });
    const mail = (await smtp.waitForAccepted(smtp.accepted().length)).find((m) => m.rcptTo.includes('new.person@example.com'))!;
    const link = /accept-invite\?token=([A-Za-z0-9_%-]+)/.exec(mail.parsed.text ?? '')![1];
    const token = decodeURIComponent(link);
    expect(JSON.stringify(res.body)).not.toContain(token);
    const short = await t.http().post('/v1/auth/invite/accept').send({ token, password: 'short' });
    expect(short.status).toBe(422);
    const accepted = await t.http().post('/v1/auth/invite/accept').send({ token, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(String(accepted.headers['set-cookie'])).toMatch(/^cc_session=/);
    expect((await t.http().post('/v1/auth/invite/accept').send({ token, password: PASSWORD })).status).toBe(401);
    expect((await t.http().post('/v1/auth/sign-in').send({ store: store.domain, email: 'new.person@example.com', password: PASSWORD })).status).toBe(200);
  });

  test('nobody grants more than they hold: an ADMIN cannot invite an OWNER (no staff:manage at all), a custom role cannot exceed its maker', async () => {
    const { store, key } = await t.createStore();
    const admin = await aStaffUser(store.id, 'ADMIN');
    const a = await signIn(store.domain, admin.email);
    const invite = await t
      .http()
      .post('/v1/app/staff')
      .set('cookie', a.cookie)
      .set('x-csrf-token', a.csrf)
      .send({ email: 'x@example.com', name: 'X', role: 'OWNER' });
    expect(invite.status).toBe(403);
    expect(invite.body.errors[0].rule).toBe('staff:manage');
    // A key limited to staff:manage and orders:read cannot make a role with catalog:write.
    const limited = await t
      .http()
      .post('/v1/app/api-key')
      .set(bearer(key))
      .send({ name: 'hr', permissions: ['staff:manage', 'orders:read'] });
    const role = await t
      .http()
      .post('/v1/app/role')
      .set(bearer(limited.body.secret))
      .send({ name: 'Catalog', permissions: ['catalog:write'] });
    expect(role.status).toBe(403);
    expect(role.body.errors[0].rule).toBe('catalog:write');
    const ok = await t
      .http()
      .post('/v1/app/role')
      .set(bearer(limited.body.secret))
      .send({ name: 'Readers', permissions: ['orders:read'] });
    expect(ok.status).toBe(201);
    // A custom role user gets exactly its permissions.
    const invited = await t
      .http()
      .post('/v1/app/staff')
      .set(bearer(key))
      .send({ email: 'reader@example.com', name: 'Reader', role: 'CUSTOM', role_id: ok.body.id });
    expect(invited.body.staff_user).toMatchObject({ role: 'CUSTOM', role_name: 'Readers', permissions: ['orders:read'] });
    const inUse = await t.http().delete(`/v1/app/role/${ok.body.id}`).set(bearer(key));
    expect(inUse.status).toBe(409);
  });
});

describe('scoped API keys', () => {
  test('create with a subset and an expiry (secret shown once), list without secrets, revoke', async () => {
    const { key } = await t.createStore();
    const created = await t
      .http()
      .post('/v1/app/api-key')
      .set(bearer(key))
      .send({ name: 'checkout widget', permissions: ['checkout:create', 'catalog:read'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'checkout widget', permissions: ['catalog:read', 'checkout:create'], full_access: false, expires_at: null });
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^sk_/);
    expect(created.body.prefix).toBe(secret.slice(0, 10));
    const list = await t.http().get('/v1/app/api-key').set(bearer(key));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data.map((k: { name: string }) => k.name)).toEqual(['checkout widget', 'admin']);
    expect((await t.http().get('/v1/app/package').set(bearer(secret))).status).toBe(200);
    expect((await t.http().get('/v1/app/order').set(bearer(secret))).status).toBe(403);
    // Its last use is recorded.
    const used = await t.http().get('/v1/app/api-key').set(bearer(key));
    expect(used.body.data[0].last_used_at).not.toBeNull();
    // A key cannot make a key with more than it holds.
    const escalate = await t.http().post('/v1/app/api-key').set(bearer(secret)).send({ name: 'more' });
    expect(escalate.status).toBe(403);
    expect((await t.http().delete(`/v1/app/api-key/${created.body.id}`).set(bearer(key))).status).toBe(204);
    expect((await t.http().get('/v1/app/package').set(bearer(secret))).status).toBe(401);
    const past = await t.http().post('/v1/app/api-key').set(bearer(key)).send({ name: 'old', expires_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(422);
    expect(past.body.errors[0]).toMatchObject({ field: 'expires_at', rule: 'min' });
    const gql = await t.gql(key, 'mutation { createApiKey(input: { name: "ro", permissions: ["orders:read"] }) { secret permissions fullAccess } }');
    expect(gql.data?.createApiKey).toMatchObject({ permissions: ['orders:read'], fullAccess: false });
  });
});

describe('audit log', () => {
  test('REST and GraphQL changes are recorded with who, what, which record, before and after, and the address; reads are not', async () => {
    const { store, key } = await t.createStore();
    const owner = await aStaffUser(store.id, 'OWNER');
    const s = await signIn(store.domain, owner.email);
    const category = await t.http().post('/v1/app/category').set('cookie', s.cookie).set('x-csrf-token', s.csrf).send({ name: 'Ranks' });
    expect(category.status).toBe(201);
    await t.http().get('/v1/app/category').set('cookie', s.cookie);
    const renamed = await t.gql(key, `mutation { updateCategory(id: ${category.body.id}, input: { name: "VIP Ranks" }) { id } }`);
    expect(renamed.errors).toBeUndefined();

    const audit = await t
      .http()
      .get('/v1/app/audit')
      .query({ record_type: 'categories', record_id: String(category.body.id) })
      .set(bearer(key));
    expect(audit.status).toBe(200);
    const [update, insert] = audit.body.data;
    expect(insert).toMatchObject({
      actor_type: 'staff',
      actor_id: owner.id,
      actor_name: 'OWNER person',
      operation: 'POST /v1/app/category',
      record_type: 'categories',
      action: 'insert',
      before: null,
    });
    expect(insert.after).toMatchObject({ name: 'Ranks', store_id: store.id });
    expect(insert.ip).toMatch(/127\.0\.0\.1/);
    expect(update).toMatchObject({ actor_type: 'key', operation: 'Mutation.updateCategory', action: 'update' });
    expect(update.before).toEqual(expect.objectContaining({ name: 'Ranks' }));
    expect(update.after).toEqual(expect.objectContaining({ name: 'VIP Ranks' }));
    // Only what changed is recorded; bookkeeping columns never.
    expect(Object.keys(update.after)).not.toContain('updated_at');
    const gql = await t.gql(key, '{ auditEntries(recordType: "categories", actorType: staff) { meta { total } data { operation actorName after } } }');
    expect(gql.data?.auditEntries.meta.total).toBe(1);
    expect(gql.data?.auditEntries.data[0]).toMatchObject({ operation: 'POST /v1/app/category', actorName: 'OWNER person' });
  });

  test('a change that fails writes no entry (same transaction), and secrets are never in an entry', async () => {
    const { store, key } = await t.createStore();
    const before = await t.db.auditEntry.count({ where: { storeId: store.id } });
    const refused = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'A', parent_id: 999999 });
    expect(refused.status).toBe(422);
    expect(await t.db.auditEntry.count({ where: { storeId: store.id } })).toBe(before);

    const created = await t.http().post('/v1/app/api-key').set(bearer(key)).send({ name: 'audited' });
    const webhook = await t
      .http()
      .post('/v1/app/webhooks')
      .set(bearer(key))
      .send({ url: 'https://example.com/hook', events: ['ORDER_APPROVED'] });
    const entries = await t.db.auditEntry.findMany({ where: { storeId: store.id } });
    const text = JSON.stringify(entries.map(({ id, ...e }) => ({ ...e, id: Number(id) })));
    expect(text).not.toContain(created.body.secret);
    const keyEntry = entries.find((e) => e.recordType === 'api_keys' && e.action === 'insert')!;
    expect((keyEntry.after as Record<string, unknown>).key_hash).toBe('[redacted]');
    if (webhook.status === 201 && webhook.body.secret) expect(text).not.toContain(webhook.body.secret);
    // Staff passwords and TOTP secrets are redacted too.
    const user = await t.http().post('/v1/app/staff').set(bearer(key)).send({ email: 'p@example.com', name: 'P', role: 'SUPPORT' });
    const userEntry = await t.db.auditEntry.findFirstOrThrow({
      where: { storeId: store.id, recordType: 'staff_users', recordId: String(user.body.staff_user.id) },
    });
    expect((userEntry.after as Record<string, unknown>).invite_token_hash).toBe('[redacted]');
  });

  test('retention: entries older than the store keeps are pruned', async () => {
    const { pruneAudit } = await import('../../src/modules/audit/audit.service');
    const { store, key } = await t.createStore();
    await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Old' });
    await t.http().patch('/v1/app/security').set(bearer(key)).send({ audit_retention_days: 30 });
    await t.db.auditEntry.updateMany({ where: { storeId: store.id, recordType: 'categories' }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await pruneAudit(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.auditEntry.count({ where: { storeId: store.id, recordType: 'categories' } })).toBe(0);
    expect(await t.db.auditEntry.count({ where: { storeId: store.id, recordType: 'stores' } })).toBeGreaterThan(0);
  });
});
