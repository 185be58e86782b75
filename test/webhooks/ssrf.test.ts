import dns from 'node:dns';
import { AppError } from '../../src/errors';
import { assertWebhookUrl, guardedLookup, isPrivateAddress } from '../../src/modules/webhooks/webhook.ssrf';
import { send } from '../../src/modules/webhooks/webhook.delivery';

/**
 * Hostnames are checked by what they resolve to, when saved and again when the delivery
 * connects (a host re-pointed after it was saved must not reach the internal network).
 * DNS is stubbed so the test does not depend on this machine's resolver.
 */
afterEach(() => jest.restoreAllMocks());

const fakeDns = (answers: Record<string, string[]>) => {
  jest.spyOn(dns.promises, 'lookup').mockImplementation((async (host: string) => {
    const list = answers[host];
    if (!list) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as never);
  jest.spyOn(dns, 'lookup').mockImplementation(((host: string, _opts: unknown, cb: (e: Error | null, a: unknown) => void) => {
    const list = answers[host];
    if (!list) return cb(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    cb(
      null,
      list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  }) as never);
};

async function ruleOf(url: string, allowPrivate = false) {
  try {
    await assertWebhookUrl(url, allowPrivate);
    return 'accepted';
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const err = e as AppError;
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.details[0].field).toBe('url');
    return err.details[0].rule;
  }
}

test('a hostname that resolves to a private, loopback or metadata address is refused with rule url', async () => {
  fakeDns({
    'internal.example.com': ['10.1.2.3'],
    'metadata.example.com': ['169.254.169.254'],
    'loop.example.com': ['127.0.0.1'],
    'loop6.example.com': ['::1'],
    'mixed.example.com': ['93.184.216.34', '192.168.1.10'],
    'public.example.com': ['93.184.216.34'],
  });
  expect(await ruleOf('https://internal.example.com/hook')).toBe('url');
  expect(await ruleOf('https://metadata.example.com/latest')).toBe('url');
  expect(await ruleOf('https://loop.example.com/')).toBe('url');
  expect(await ruleOf('https://loop6.example.com/')).toBe('url');
  expect(await ruleOf('https://mixed.example.com/')).toBe('url');
  expect(await ruleOf('https://nowhere.example.com/')).toBe('url');
  expect(await ruleOf('https://public.example.com/hook')).toBe('accepted');
  expect(await ruleOf('http://public.example.com/hook')).toBe('https');
  // The operator may allow private targets (development, tests).
  expect(await ruleOf('https://internal.example.com/hook', true)).toBe('accepted');
});

test('the delivery re-checks at connect time: a host re-pointed to a private address is refused', async () => {
  fakeDns({ 'rebind.example.com': ['10.0.0.7'] });
  const r = await send('https://rebind.example.com/hook', {}, '{}', { timeoutMs: 2000, allowPrivate: false });
  expect(r.status).toBeNull();
  expect(r.error).toMatch(/private address/);

  const lookup = guardedLookup(false);
  const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('rebind.example.com', {}, (e) => resolve(e)));
  expect(err?.code).toBe('EBLOCKED');
});

test('address classification covers IPv4, IPv6 and IPv4-mapped forms', () => {
  for (const a of [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ]) {
    expect([a, isPrivateAddress(a)]).toEqual([a, true]);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  }
});

test('IPv6 forms that carry or reach an IPv4 address are judged by that address; special ranges are refused', () => {
  const refused = [
    // IPv4-compatible (::/96), IPv4-mapped in hex (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96)
    '::7f00:1',
    '::a00:1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:0:7f00:1',
    // 6to4 (2002::/16) and Teredo (2001::/32) wrapping private or loopback addresses
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo client 10.0.0.1
    '2001:0:a00:1:8000:63bf:3fff:fdd2', // Teredo server 10.0.0.1
    // discard-only, site-local (deprecated), NAT64 of loopback, documentation, benchmarking, multicast
    '100::1',
    '100::ffff:1',
    'fec0::1',
    'feff::1',
    '64:ff9b::7f00:1',
    '2001:db8::1',
    '2001:2::1',
    'ff02::1',
    // IPv4 specials beyond the private ranges
    '192.88.99.1',
    '255.255.255.255',
    '198.18.0.1',
    // and what cannot be parsed at all
    'not-an-address',
    'fe80::1%eth0',
  ];
  for (const a of refused) expect([a, isPrivateAddress(a)]).toEqual([a, true]);
  const allowed = ['2002:5db8:d822::1', '2001:0:4136:e378:8000:63bf:a247:27dd', '::ffff:5db8:d822', '2a00:1450:4001:82a::200e', '1.1.1.1'];
  for (const a of allowed) expect([a, isPrivateAddress(a)]).toEqual([a, false]);
});

test('a URL with an IPv6 literal that wraps a private address is refused when saved and when delivering', async () => {
  expect(await ruleOf('https://[::ffff:7f00:1]/hook')).toBe('url');
  expect(await ruleOf('https://[2002:a00:1::1]/hook')).toBe('url');
  const r = await send('https://[::7f00:1]/hook', {}, '{}', { timeoutMs: 2000, allowPrivate: false });
  expect(r.status).toBeNull();
});
