import express, { type Request, type Response, type Router } from 'express';
import type { Deps } from '../../context';
import { isAppError } from '../../errors';
import type { RequestContext } from '../../http/request-context';
import type { Log } from '../../logger';
import { renderOrderPage, renderRefusedPage, type RenderedPage } from './order-page.render';
import { readOrderPage } from './order-page.service';
import { readOrderPageToken } from './order-page.token';

/** Where the page lives: the module's raw handler is mounted at the app's root, and answers only under this. */
export const ORDER_PAGE_PREFIX = '/order/';

/**
 * The headers of the page: no script at all (default-src 'none'), the one style sheet by its hash, images
 * only inline (the Pix QR code) or over https (the store's logo), no form, no framing; never cached or
 * indexed, and no Referer (the address carries the token) on the links it has (the payment page, downloads).
 */
function send(res: Response, page: RenderedPage) {
  res
    .status(page.status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': `default-src 'none'; style-src ${page.styleHash}; img-src data: https:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
    })
    .send(page.html);
}

/**
 * `GET /order/{internal_id}?t=<token>`: the buyer's order, for a browser, with the signed token as the
 * only credential (order-page.token.ts). A token that is not this order's (malformed, forged, another
 * order's, another store's) and an order that is not there get the same neutral 404 page, and a refused
 * token counts against the address's anonymous rate limit (RATE_LIMIT_ANONYMOUS_PER_MINUTE) as any refused
 * credential does. A valid token's page is not counted: an open PENDING page reloads itself every few
 * seconds. The token is in the query string, which no log line carries (src/metrics.ts logs the route
 * pattern, never the query).
 */
export function orderPage(deps: Pick<Deps, 'database' | 'config'>, _log: Log): Router {
  const router = express.Router();
  const db = deps.database.prisma;
  const refused = async (req: Request, res: Response) => {
    try {
      await (res.locals.context as RequestContext).anonymous(1);
    } catch (err) {
      if (isAppError(err) && err.code === 'RATE_LIMITED') return send(res, renderRefusedPage(req.headers['accept-language'], 'too-many'));
      throw err;
    }
    send(res, renderRefusedPage(req.headers['accept-language'], 'not-found'));
  };
  router.get(`${ORDER_PAGE_PREFIX}:internalId`, async (req, res) => {
    const token = req.query.t;
    const internalId = req.params.internalId;
    const storeId = await readOrderPageToken(db, deps.config, internalId, Array.isArray(token) ? token[0] : token);
    const data = storeId === null ? null : await readOrderPage(db, storeId, internalId);
    if (!data) return refused(req, res);
    send(res, renderOrderPage(data));
  });
  return router;
}
