import dns from 'node:dns';
import { loadConfig } from '../../src/config';

/**
 * No request of the suites may leave for a real provider: every test points each provider at a local
 * fake (its *_API_URL setting). Two SDKs cannot be given a base URL through their public API and are
 * moved onto the setting through an internal (Mercado Pago's global `AppConfig.BASE_URL`, PayPal's
 * request interceptor; docs/DECISIONS.md): should an upgrade move that internal, their requests would
 * go to the real host instead, quietly. So every test file runs with this guard (jest
 * `setupFilesAfterEnv`): a DNS lookup of a provider's real host is refused (the request fails there,
 * before a connection exists) and recorded, and the file fails after its tests when any was.
 * test/payments/provider-hosts.test.ts shows the guard catches both SDKs' default hosts.
 */

/** The real hosts: each outside service's default URL (src/config.ts) and PayPal's sandbox, the SDK's other environment. */
export const PROVIDER_HOSTS: ReadonlySet<string> = (() => {
  const config = loadConfig({});
  const urls = [...Object.values(config.payments), config.discord.apiUrl, 'https://api-m.sandbox.paypal.com'];
  return new Set(urls.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)).map((u) => new URL(u).hostname));
})();

type Lookup = typeof dns.lookup;
interface Guard {
  /** Hosts refused since the current test file started. */
  refused: string[];
  hosts: ReadonlySet<string>;
}
// On the dns module itself (one per process, shared by the test files a jest worker runs in turn), installed once.
const GUARD = Symbol.for('store-commerce.provider-hosts');
const holder = dns as unknown as { [GUARD]?: Guard };
if (!holder[GUARD]) {
  const guard: Guard = { refused: [], hosts: PROVIDER_HOSTS };
  holder[GUARD] = guard;
  const lookup = dns.lookup;
  const promised = dns.promises.lookup;
  const refusal = (hostname: string) => {
    guard.refused.push(hostname);
    return Object.assign(new Error(`test guard: a request for ${hostname}, a real provider's host (test/setup/provider-hosts.ts)`), {
      code: 'ENOTFOUND',
      hostname,
    });
  };
  dns.lookup = function (this: unknown, hostname: string, ...rest: unknown[]) {
    if (guard.hosts.has(String(hostname).toLowerCase())) {
      const callback = rest[rest.length - 1] as (err: Error) => void;
      process.nextTick(callback, refusal(hostname));
      return {};
    }
    return (lookup as (...args: unknown[]) => unknown).call(this, hostname, ...rest);
  } as Lookup;
  dns.promises.lookup = function (this: unknown, hostname: string, ...rest: unknown[]) {
    if (guard.hosts.has(String(hostname).toLowerCase())) return Promise.reject(refusal(hostname));
    return (promised as (...args: unknown[]) => unknown).call(this, hostname, ...rest);
  } as typeof dns.promises.lookup;
}
const guard = holder[GUARD] as Guard;
guard.refused = [];

/** The real hosts asked for since the file started (or the last call), forgotten: for the test that shows the guard works. */
export function takeRefused(): string[] {
  const refused = guard.refused;
  guard.refused = [];
  return refused;
}

afterAll(() => {
  if (guard.refused.length > 0) {
    throw new Error(
      `requests were attempted (and refused) for real providers' hosts: ${[...new Set(guard.refused)].join(', ')}; point the provider at a local fake (its *_API_URL setting)`,
    );
  }
});
