import type { RequestContext, ServiceContext } from '../../context';
import { recordVisit } from '../reports/report.service';

const counted = new WeakSet<RequestContext>();

/**
 * Counts the request's visitor for the store (one row per visitor per store-local day), once per
 * request however many storefront fields it resolves. Fire-and-forget: nothing here may delay or
 * fail the response.
 */
export function countVisit(rc: RequestContext, ctx: ServiceContext): void {
  if (counted.has(rc)) return;
  counted.add(rc);
  try {
    recordVisit(ctx, rc.visitor);
  } catch {
    // A visit is a statistic; losing one is better than failing a sale.
  }
}
