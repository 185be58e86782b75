import dns from 'node:dns';
import net from 'node:net';
import { invalid } from '../../errors';

/**
 * Where a webhook may not point: loopback, private, link-local (cloud metadata), shared,
 * multicast and reserved ranges, for IPv4 and IPv6 (IPv4-mapped addresses included).
 */
const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net6, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
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
