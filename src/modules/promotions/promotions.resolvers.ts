import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { giftCardResolvers } from './giftcard.resolvers';
import { saleResolvers } from './sale.resolvers';

/** The module's resolvers, part by part (a type's fields merged): each part keeps its own file. */
function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) for (const [type, fields] of Object.entries(part)) out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
  return out as Resolvers;
}

export const promotionsResolvers: Resolvers = mergeResolvers(
  // ---------- Sales ----------
  saleResolvers,
  // ---------- Gift cards ----------
  giftCardResolvers,
);
