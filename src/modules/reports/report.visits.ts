import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../context';
import type { RequestContext } from '../../http/request-context';
import type { PrismaClient } from '../../generated/prisma/client';
import { dayInZone } from '../../lib/format';
import { recordVisit } from './report.service';

const counted = new WeakSet<RequestContext>();

/**
 * The visitors this process has seen recorded today, per database: a visitor's later requests of
 * the day would write nothing (the row exists, or the address's bound refused it, and neither
 * changes within the day), so they send nothing. Only an answered insert is remembered: a visit
 * that failed is tried again on the visitor's next request. Bounded: past MAX_REMEMBERED the set
 * starts over, which costs statements, never a visit.
 */
const recorded = new WeakMap<PrismaClient, Set<string>>();
const MAX_REMEMBERED = 100_000;

const visitKey = (ctx: ServiceContext, visitor: RequestContext['visitor']) =>
  createHash('sha256')
    .update(
      `${ctx.store.id}|${dayInZone(new Date(), ctx.store.timezone)}|${visitor.id ? `id:${visitor.id}` : `ip:${visitor.ip ?? ''}|ua:${visitor.userAgent ?? ''}`}`,
    )
    .digest('base64url');

/**
 * Counts the request's visitor for the store (one row per visitor per store-local day), once per
 * request however many storefront fields it resolves, and once per day per process. Fire-and-forget:
 * nothing here may delay or fail the response. The transports call it for every request with a
 * storefront credential (src/rest/router.ts, src/graphql/access.ts); the visits are this module's.
 */
export function countVisit(rc: RequestContext, ctx: ServiceContext): void {
  if (counted.has(rc)) return;
  counted.add(rc);
  try {
    let seen = recorded.get(ctx.db);
    if (!seen) {
      seen = new Set();
      recorded.set(ctx.db, seen);
    }
    const key = visitKey(ctx, rc.visitor);
    if (seen.has(key)) return;
    void recordVisit(ctx, rc.visitor).then((written) => {
      if (written === undefined) return;
      if (seen.size >= MAX_REMEMBERED) seen.clear();
      seen.add(key);
    });
  } catch {
    // A visit is a statistic; losing one is better than failing a sale.
  }
}
