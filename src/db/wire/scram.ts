import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server side of SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL does it, without channel
 * binding (the embedded database has no TLS): what node-pg, psql and Prisma Studio use by default.
 * The password itself is never kept in memory after the verifier is made, and never crosses the
 * wire: the client proves it knows it.
 */
export const SCRAM = 'SCRAM-SHA-256';

export interface ScramVerifier {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): ScramVerifier {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  return {
    salt,
    iterations,
    storedKey: createHash('sha256').update(hmac(salted, 'Client Key')).digest(),
    serverKey: hmac(salted, 'Server Key'),
  };
}

/** Attributes of a SCRAM message (`r=...,s=...`). */
function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq === 1) out.set(part[0], part.slice(2));
  }
  return out;
}

class ScramError extends Error {}

/** One exchange: `first()` with the client's first message, then `final()` with its proof. */
export class ScramExchange {
  private clientFirstBare = '';
  private serverFirst = '';
  private nonce = '';
  private gs2 = '';

  constructor(private readonly verifier: ScramVerifier) {}

  first(clientFirst: string): string {
    // gs2 header: "n,," (no channel binding) or "y,," (client could, but we offer no PLUS mechanism).
    const m = /^([ny]),(a=[^,]*)?,(.*)$/.exec(clientFirst);
    if (!m || m[2]) throw new ScramError('unsupported SCRAM client-first-message (channel binding or authzid)');
    this.gs2 = `${m[1]},,`;
    this.clientFirstBare = m[3];
    const clientNonce = attributes(this.clientFirstBare).get('r');
    if (!clientNonce) throw new ScramError('SCRAM client-first-message without a nonce');
    this.nonce = clientNonce + randomBytes(18).toString('base64');
    this.serverFirst = `r=${this.nonce},s=${this.verifier.salt.toString('base64')},i=${this.verifier.iterations}`;
    return this.serverFirst;
  }

  /** The server-final-message when the proof is right; undefined when the password was wrong. */
  final(clientFinal: string): string | undefined {
    const proofAt = clientFinal.lastIndexOf(',p=');
    if (proofAt < 0) throw new ScramError('SCRAM client-final-message without a proof');
    const withoutProof = clientFinal.slice(0, proofAt);
    const attrs = attributes(withoutProof);
    if (attrs.get('r') !== this.nonce) throw new ScramError('SCRAM nonce mismatch');
    if (attrs.get('c') !== Buffer.from(this.gs2).toString('base64')) throw new ScramError('SCRAM channel binding mismatch');
    const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${withoutProof}`;
    const signature = hmac(this.verifier.storedKey, authMessage);
    if (proof.length !== signature.length) return undefined;
    const clientKey = Buffer.from(proof.map((b, i) => b ^ signature[i]));
    const stored = createHash('sha256').update(clientKey).digest();
    if (!timingSafeEqual(stored, this.verifier.storedKey)) return undefined;
    return `v=${hmac(this.verifier.serverKey, authMessage).toString('base64')}`;
  }
}
