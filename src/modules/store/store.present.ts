import type { Store } from '../../generated/prisma/client';
import { storeTime } from '../../lib/present';

export const presentStore = (s: Store) => ({
  id: s.id,
  name: s.name,
  domain: s.domain,
  currency: s.currency,
  locale: s.locale,
  timezone: s.timezone,
  created_at: storeTime(s, s.createdAt),
  updated_at: storeTime(s, s.updatedAt),
});
