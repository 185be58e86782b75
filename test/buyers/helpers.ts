import type { Store } from '../../src/generated/prisma/client';
import { openBuyerSession } from '../../src/modules/buyers/buyer-session.service';
import { bearer, type TestApp } from '../helpers/app';

/** Helpers of the buyer sign-in suites (issue 32). */

/** A storefront request of `domain`, from client address `ip` (the suites run with TRUST_PROXY on). */
export const shop = (domain: string, ip = '203.0.113.1') => ({ 'x-store-domain': domain, 'x-forwarded-for': ip });

/** A signed-in buyer's request: the store's domain and the buyer's access token. */
export const asBuyer = (domain: string, accessToken: string, ip = '203.0.113.1') => ({ ...shop(domain, ip), authorization: `Bearer ${accessToken}` });

/** A client address of its own for each call: the suites' requests are not limited by each other's. */
let n = 0;
export const freshIp = () => {
  n++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** Turns the store's buyer sign-ins on (PATCH /v1/app/store), e-mail by default. */
export async function offerSignIn(t: TestApp, key: string, settings: Record<string, unknown> = { buyer_email_sign_in: true }) {
  const res = await t.http().patch('/v1/app/store').set(bearer(key)).send(settings);
  if (res.status !== 200) throw new Error(`offerSignIn: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A buyer signed in without a sign-in (the row and a session written directly), for the suites about
 * what a signed-in buyer sees: their access and refresh tokens.
 */
export async function signedInBuyer(
  t: TestApp,
  store: Pick<Store, 'id'>,
  who: { email?: string | null; discordId?: string | null },
  ttl?: { access: number; refresh: number },
) {
  return t.db.$transaction(async (tx) => {
    const buyer = await tx.buyer.create({ data: { storeId: store.id, email: who.email ?? null, discordId: who.discordId ?? null } });
    return openBuyerSession(tx, store, buyer, who.email ? 'EMAIL' : 'DISCORD', ttl);
  });
}

/** The 6 digits of the last sign-in code e-mail to `address`, read from what the SMTP server got. */
export function codeIn(text: string): string {
  const m = /^\s{4}(\d{6})$/m.exec(text);
  if (!m) throw new Error(`no code in the e-mail: ${text}`);
  return m[1];
}
