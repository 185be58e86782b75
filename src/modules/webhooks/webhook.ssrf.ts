import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalid } from '../../errors';

/**
 * Where a webhook may point: only addresses ipaddr.js classes as `unicast`, i.e. not loopback,
 * private, link-local (cloud metadata), shared, multicast, documentation, benchmarking, discard,
 * site-local or any other special range, in IPv4 and IPv6. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped and -translated, IPv4-compatible ::/96, NAT64, 6to4, Teredo's server and client)
 * are judged by every IPv4 address inside them: `::ffff:7f00:1` and `2002:7f00:1::` reach 127.0.0.1.
 * Anything that does not parse as an address is refused.
 */
const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

function embeddedIPv4(a: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const p = a.parts;
  switch (a.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [v4(p[6], p[7])];
    case '6to4':
      return [v4(p[1], p[2])];
    case 'teredo':
      // RFC 4380: the server's address in clear, the client's with every bit inverted.
      return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  }
  // IPv4-compatible (::/96, deprecated, still routed as IPv4 by some stacks); `::` and `::1` land here too.
  if (p.slice(0, 6).every((x) => x === 0)) return [v4(p[6], p[7])];
  return undefined;
}

export function isPrivateAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return inner.some((a) => a.range() !== 'unicast');
  }
  return parsed.range() !== 'unicast';
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

/**
 * A webhook URL as it is saved: https only (rule `https`), a real host name or address that
 * does not resolve to a private one (rule `url`) unless the operator allows private targets.
 */
export async function assertWebhookUrl(raw: string, allowPrivate: boolean, field = 'url'): Promise<void> {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw invalid(field, 'url', `${field} must be a valid URL`);
  }
  if (u.protocol !== 'https:') throw invalid(field, 'https', `${field} must use https://`);
  if (u.username || u.password) throw invalid(field, 'url', `${field} must not carry credentials`);
  if (allowPrivate) return;
  const host = hostOf(u);
  if (host === 'localhost' || host.endsWith('.localhost')) throw invalid(field, 'url', `${field} points at this machine`);
  if (net.isIP(host)) {
    if (isPrivateAddress(host)) throw invalid(field, 'url', `${field} points at a private or reserved address`);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw invalid(field, 'url', `${field}: the host ${host} does not resolve`);
  }
  if (addresses.some((a) => isPrivateAddress(a.address))) throw invalid(field, 'url', `${field}: ${host} resolves to a private or reserved address`);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the delivery request that refuses private addresses when it connects, so a
 * host re-pointed after it was saved (DNS rebinding) cannot reach the internal network.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as dns.LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) {
        const e: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address (${bad.address}); refused`);
        e.code = 'EBLOCKED';
        return callback(e, '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

export const literalHostBlocked = (u: URL, allowPrivate: boolean) =>
  !allowPrivate && (hostOf(u) === 'localhost' || (net.isIP(hostOf(u)) !== 0 && isPrivateAddress(hostOf(u))));
