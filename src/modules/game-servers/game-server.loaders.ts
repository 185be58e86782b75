import type { PrismaClient } from '../../generated/prisma/client';

export function createGameServerLoaders(_db: PrismaClient, _storeId: number) {
  return {};
}
