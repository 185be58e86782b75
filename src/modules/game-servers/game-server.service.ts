import type { PrismaClient, Store } from '../../generated/prisma/client';
import { digestsEqual, sha256 } from '../../lib/secrets';

/** The game server and store of a server token (stored as SHA-256, compared in constant time). */
export async function authenticateServerToken(db: PrismaClient, token: string): Promise<{ store: Store; gameServerId: number } | null> {
  const hash = sha256(token);
  const row = await db.gameServer.findUnique({ where: { tokenHash: hash }, include: { store: true } });
  if (!row || !digestsEqual(row.tokenHash, hash)) return null;
  return { store: row.store, gameServerId: row.id };
}
