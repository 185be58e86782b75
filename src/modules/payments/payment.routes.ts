import express, { type Router } from 'express';
import type { Deps } from '../../context';
import { receiveNotification } from './payment.service';

/**
 * POST /v1/payments/{gateway}/{store_id}: where providers notify payments (the URL GET
 * /v1/app/gateway shows). Outside the route table: no credential of ours (the provider's signature
 * is checked by its provider), and the raw body is kept, since signatures cover its exact bytes.
 * 200 once verified (applied, already applied, or nothing to do), 401 when not verified, 404 for
 * an unknown store or a gateway it has not set up, 503 when the provider could not confirm it:
 * providers retry whatever is not 2xx.
 */
export function paymentNotifications(deps: Pick<Deps, 'database' | 'config'>): Router {
  const router = express.Router();
  router.post('/v1/payments/:gateway/:storeId', express.raw({ type: () => true, limit: '256kb' }), async (req, res, next) => {
    try {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await receiveNotification(deps.database.prisma, deps.config, String(req.params.gateway), String(req.params.storeId), {
        headers: req.headers,
        query: req.query as Record<string, unknown>,
        rawBody,
      });
      res.status(200).json({ received: true, results: outcome.results });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
