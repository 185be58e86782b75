import { loadConfig, mailServerName } from '../../src/config';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlErrors, expectRestErrors } from '../helpers/errors';
import { StoreMailDocument, StoreUpdateMailDocument } from '../graphql/__generated__/operations';

/**
 * E-mail settings (issue 17): the deployment's SMTP_URL and MAIL_FROM (both or neither; neither is
 * "off", said on /readyz), and each store's mail_from_name and mail_reply_to on GET/PATCH
 * /v1/app/store and GraphQL store/updateStore: validated alike on both surfaces, nothing written on
 * refusal, one store's key never reading or changing another's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;
const UPDATE = StoreUpdateMailDocument;
const patch = (key: string, body: Json) => t.http().patch('/v1/app/store').set(bearer(key)).send(body);
const row = (id: number) => t.db.store.findUniqueOrThrow({ where: { id } });

describe('SMTP_URL and MAIL_FROM', () => {
  test('unset: e-mail is off', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: ' ' }).mail).toBeUndefined();
  });

  test('smtp:// and smtps:// with a login, and the address mail is sent from', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pa%40ss@mail.example.com:587', MAIL_FROM: 'shop@example.com' }).mail).toEqual({
      smtpUrl: 'smtp://user:pa%40ss@mail.example.com:587',
      from: 'shop@example.com',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'a@b.co' }).mail?.smtpUrl).toBe('smtps://u:p@mail.example.com');
  });

  test('the server is named without its login', () => {
    const mail = loadConfig({ SMTP_URL: 'smtps://apikey:VerySecretPassword123@smtp.example.com:465', MAIL_FROM: 'a@b.co' }).mail!;
    expect(mailServerName(mail)).toBe('smtps://smtp.example.com:465');
  });

  test.each([
    ['SMTP_URL without MAIL_FROM', { SMTP_URL: 'smtp://u:p@h:25' }, /MAIL_FROM is not/],
    ['MAIL_FROM without SMTP_URL', { MAIL_FROM: 'a@b.co' }, /SMTP_URL is not/],
    ['another scheme', { SMTP_URL: 'https://u:hunter2secret@h.example.com', MAIL_FROM: 'a@b.co' }, /https:\/\/ URL for h\.example\.com/],
    ['not a URL', { SMTP_URL: 'mail.example.com:25', MAIL_FROM: 'a@b.co' }, /SMTP_URL must be/],
    ['MAIL_FROM not an address', { SMTP_URL: 'smtp://u:p@h:25', MAIL_FROM: 'Shop <a@b.co>' }, /MAIL_FROM must be an e-mail address/],
  ])('%s is refused at start-up, and the message never carries the password', (_name, env, message) => {
    let error: Error | undefined;
    try {
      loadConfig(env);
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('hunter2secret');
  });
});

describe('/readyz says whether e-mail is on', () => {
  test('off without SMTP_URL; on with it (the instance is ready either way)', async () => {
    const off = await t.http().get('/readyz');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'ok', mail: 'off' });

    const on = await setupTestApp({ config: { mail: { smtpUrl: 'smtp://user:SecretPass12345678@127.0.0.1:1', from: 'shop@example.com' } } });
    try {
      const res = await on.http().get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', mail: 'on' });
      expect(JSON.stringify(res.body)).not.toContain('SecretPass');
    } finally {
      await on.close();
    }
  });
});

describe('mail_from_name and mail_reply_to', () => {
  test('null for a new store; set, kept when left out, cleared with null; GraphQL reads and writes the same', async () => {
    const { store, key } = await t.createStore();
    const initial = await t.http().get('/v1/app/store').set(bearer(key));
    expect(initial.body).toMatchObject({ mail_from_name: null, mail_reply_to: null });

    const set = await patch(key, { mail_from_name: '  Loja do Zé  ', mail_reply_to: ' Suporte@Example.com ' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ mail_from_name: 'Loja do Zé', mail_reply_to: 'Suporte@Example.com' });
    expect(await row(store.id)).toMatchObject({ mailFromName: 'Loja do Zé', mailReplyTo: 'Suporte@Example.com' });

    const kept = await patch(key, { name: 'Renamed' });
    expect(kept.body).toMatchObject({ mail_from_name: 'Loja do Zé', mail_reply_to: 'Suporte@Example.com' });
    const read = await t.gql(key, StoreMailDocument);
    expect(read.data!.store).toEqual({ mailFromName: 'Loja do Zé', mailReplyTo: 'Suporte@Example.com' });

    const cleared = await t.gql(key, UPDATE, { input: { mailFromName: null } });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.updateStore).toEqual({ id: store.id, mailFromName: null, mailReplyTo: 'Suporte@Example.com' });
    const viaGql = await t.gql(key, UPDATE, { input: { mailFromName: 'Team', mailReplyTo: 'help@shop.example' } });
    expect(viaGql.data!.updateStore).toMatchObject({ mailFromName: 'Team', mailReplyTo: 'help@shop.example' });
    expect((await patch(key, { mail_reply_to: null })).body).toMatchObject({ mail_from_name: 'Team', mail_reply_to: null });
  });

  const invalid: [string, Json, [string, string][]][] = [
    ['a name with a line break (a header of its own)', { mail_from_name: 'Shop\r\nBcc: victim@example.com' }, [['mail_from_name', 'control']]],
    ['a name with a trailing line feed', { mail_from_name: 'Shop\n' }, [['mail_from_name', 'control']]],
    ['an empty name', { mail_from_name: '   ' }, [['mail_from_name', 'required']]],
    ['a name of 101 characters', { mail_from_name: 'x'.repeat(101) }, [['mail_from_name', 'max']]],
    ['a reply-to that is no address', { mail_reply_to: 'support' }, [['mail_reply_to', 'email']]],
    ['a reply-to with a display name', { mail_reply_to: 'Shop <a@example.com>' }, [['mail_reply_to', 'email']]],
    ['a reply-to with a second address', { mail_reply_to: 'a@example.com, b@example.com' }, [['mail_reply_to', 'email']]],
    ['a reply-to with a line break', { mail_reply_to: 'a@example.com\nBcc: b@example.com' }, [['mail_reply_to', 'control']]],
    ['a reply-to of 255 characters', { mail_reply_to: `${'a'.repeat(243)}@example.com` }, [['mail_reply_to', 'max']]],
    [
      'both not strings',
      { mail_from_name: 5, mail_reply_to: true },
      [
        ['mail_from_name', 'type'],
        ['mail_reply_to', 'type'],
      ],
    ],
  ];

  test.each(invalid)('%s: 422 on both surfaces, nothing written', async (_name, body, pairs) => {
    const { store, key } = await t.createStore();
    await patch(key, { mail_from_name: 'Before', mail_reply_to: 'before@example.com' }).expect(200);
    const before = await row(store.id);
    const expected = pairs.map(([field, rule]) => ({ code: 'VALIDATION_FAILED', field, rule }));
    expectRestErrors(await patch(key, body), expected);
    if (typeof body.mail_from_name !== 'number') {
      const input = { mailFromName: body.mail_from_name, mailReplyTo: body.mail_reply_to };
      expectGqlErrors(await t.gql(key, UPDATE, { input }), expected);
    }
    expect(await row(store.id)).toEqual(before);
  });

  test("one store's key sets only its own store's e-mail settings", async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    await patch(b.key, { mail_from_name: 'B Shop', mail_reply_to: 'b@example.com' }).expect(200);
    const before = await row(b.store.id);
    await patch(a.key, { mail_from_name: 'A Shop', mail_reply_to: 'a@example.com' }).expect(200);
    expect(await t.gql(a.key, UPDATE, { input: { mailFromName: 'A again' } })).toMatchObject({
      data: { updateStore: { id: a.store.id, mailFromName: 'A again' } },
    });
    expect(await row(b.store.id)).toEqual(before);
    expect((await t.http().get('/v1/app/store').set(bearer(b.key))).body).toMatchObject({
      id: b.store.id,
      mail_from_name: 'B Shop',
      mail_reply_to: 'b@example.com',
    });
    // The storefront never shows them (the reply-to is the owner's address).
    const shop = await t.http().get('/v1/webstore').set('x-store-domain', a.store.domain);
    expect(shop.status).toBe(200);
    expect(JSON.stringify(shop.body)).not.toContain('a@example.com');
    expect(JSON.stringify(shop.body)).not.toContain('mail_');
  });
});
