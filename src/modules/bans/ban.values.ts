import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { BanKind } from '../../generated/prisma/enums';
import { brokenRule } from '../../lib/console-text';

/**
 * What a ban's value may be, and the one form it is stored in (the unique key and the checkout
 * lookup compare that form): an e-mail lower-cased, an identifier as typed (compared in any case,
 * as orders are searched), a Discord id's digits, a CPF's or CNPJ's digits, an IP address as
 * ipaddr.js writes it (an IPv4-mapped IPv6 address as its IPv4) and a range as its network
 * (`10.1.2.3/8` is `10.0.0.0/8`; a /32 or /128 is the address).
 */

/** The value as stored, or why it cannot be one (rule and message of the 422). */
export type BanValue = { ok: true; value: string } | { ok: false; rule: string; message: string };

const EMAIL = /^[^\s@<>",;()[\]\\]+@[^\s@<>",;()[\]\\]+\.[^\s@<>",;()[\]\\]+$/;
const SNOWFLAKE = /^\d{17,20}$/;
/** A CPF or CNPJ as people write them: digits with dots, dashes, slashes or spaces between. */
const DOCUMENT = /^[\d.\-/\s]+$/;
/**
 * The widest range a ban may name: a shorter prefix would refuse a good part of the internet (an
 * owner's typo, `0.0.0.0/0`, would close the store).
 */
const WIDEST_PREFIX = { ipv4: 8, ipv6: 16 } as const;

const fail = (rule: string, message: string): BanValue => ({ ok: false, rule, message });

export function banValue(kind: BanKind, raw: string): BanValue {
  const text = raw.trim();
  switch (kind) {
    case 'EMAIL': {
      const email = text.toLowerCase();
      if (email.length > 254 || !EMAIL.test(email)) return fail('email', 'must be a valid e-mail address');
      return { ok: true, value: email };
    }
    case 'CLIENT_IDENTIFIER':
      if (text.length > 64) return fail('max', 'must be at most 64 characters');
      if (brokenRule('identifier', text)) return fail('identifier', 'must be a game identifier: letters, digits, _ . : - (an optional . or * prefix)');
      return { ok: true, value: text };
    case 'DISCORD_ID':
      if (!SNOWFLAKE.test(text)) return fail('regex', 'must be a Discord user id: 17 to 20 digits');
      return { ok: true, value: text };
    case 'DOCUMENT': {
      const digits = text.replace(/\D/g, '');
      if (!DOCUMENT.test(text) || (digits.length !== 11 && digits.length !== 14)) return fail('document', 'must be a CPF (11 digits) or a CNPJ (14 digits)');
      return { ok: true, value: digits };
    }
    case 'IP':
      return ipValue(text);
  }
}

function ipValue(text: string): BanValue {
  const [address, prefixText, ...rest] = text.split('/');
  // node's isIP is strict (dotted decimal, RFC 4291 text), zones aside: ipaddr.js would also take `127.1` or `0x7f.0.0.1`.
  const family = address.includes('%') ? 0 : isIP(address);
  if (!family || rest.length || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
    return fail('ip', 'must be an IP address (203.0.113.7, 2001:db8::1) or a range in CIDR notation (203.0.113.0/24, 2001:db8::/32)');
  }
  let ip = ipaddr.parse(address);
  let prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
  if (prefix > (family === 4 ? 32 : 128)) return fail('ip', `has a prefix longer than the address: at most /${family === 4 ? 32 : 128}`);
  // An IPv4-mapped address (::ffff:203.0.113.7) is the IPv4 address: buyers' addresses are compared so.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
    prefix -= 96;
  }
  const widest = ip.kind() === 'ipv4' ? WIDEST_PREFIX.ipv4 : WIDEST_PREFIX.ipv6;
  if (prefix < widest) return fail('range', `is too wide a range: at most /${widest} for ${ip.kind() === 'ipv4' ? 'IPv4' : 'IPv6'}`);
  const full = ip.kind() === 'ipv4' ? 32 : 128;
  if (prefix === full) return { ok: true, value: ip.toString() };
  const network = ip.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${ip}/${prefix}`) : ipaddr.IPv6.networkAddressFromCIDR(`${ip}/${prefix}`);
  return { ok: true, value: `${network.toString()}/${prefix}` };
}

/** Whether a ban is in force at `now`. */
export const inForce = (ban: { expiresAt: Date | null }, now = new Date()) => ban.expiresAt === null || ban.expiresAt > now;

/**
 * The buyer's address as IP bans are compared with it: an IPv4-mapped IPv6 address (what a dual-stack
 * socket reports for an IPv4 client, `::ffff:203.0.113.7`) as its IPv4 address; undefined when the
 * request had none that parses.
 */
export function buyerAddress(ip: string | undefined): string | undefined {
  if (!ip || ip.includes('%') || !isIP(ip)) return undefined;
  return ipaddr.process(ip).toString();
}
