import express, { type Request, type Response, type Router } from 'express';
import type { Deps } from '../../context';
import { isAppError } from '../../errors';
import { escapeHtml } from '../../lib/text';
import type { Log } from '../../logger';
import { listBody, pageResponse, route, type Route } from '../../rest/route';
import { presentSubscription, presentSubscriptionDetail } from './subscription.present';
import { Subscription, SubscriptionDetail } from './subscription.responses';
import { cancelSubscriptionSchema, listSubscriptionsSchema } from './subscription.schemas';
import * as subscriptions from './subscription.service';
import { readCancelToken } from './subscription.token';

export const subscriptionRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/subscription',
    access: 'admin',
    permission: 'subscriptions:read',
    summary: 'List subscriptions, newest first (filters: status, client_identifier, email, package_id)',
    twin: 'Query.subscriptions',
    response: pageResponse(Subscription),
    query: listSubscriptionsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await subscriptions.listSubscriptions(ctx, input.query), presentSubscription),
  }),
  route({
    method: 'get',
    path: '/app/subscription/:id',
    access: 'admin',
    permission: 'subscriptions:read',
    summary: 'Get a subscription, with its orders (the first payment, then each renewal)',
    twin: 'Query.subscription',
    response: SubscriptionDetail,
    handler: async (ctx, { params }) => {
      const sub = await subscriptions.getSubscription(ctx, params.id);
      return presentSubscriptionDetail(ctx, sub, await subscriptions.subscriptionOrders(ctx.db, ctx.store.id, sub.id));
    },
  }),
  route({
    method: 'post',
    path: '/app/subscription/:id/cancel',
    access: 'admin',
    permission: 'subscriptions:write',
    summary: 'Cancel a subscription at the end of its paid period (default) or now; the provider is told first (503, nothing changed, when it cannot be)',
    twin: 'Mutation.cancelSubscription',
    response: Subscription,
    body: cancelSubscriptionSchema,
    handler: async (ctx, { params, body }) => presentSubscription(ctx, await subscriptions.cancelSubscription(ctx, params.id, body)),
  }),
];

const e = escapeHtml;

/** A small page for the buyer's browser: every value in it escaped (the package and store names are the owner's text). */
function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'x-robots-tag': 'noindex',
    })
    .send(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title></head>` +
        `<body style="font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#111827"><h1 style="font-size:22px">${e(title)}</h1>${body}</body></html>`,
    );
}

const wantsJson = (req: Request) => /application\/json/.test(String(req.headers.accept ?? '')) && !/text\/html/.test(String(req.headers.accept ?? ''));

/**
 * The buyer's cancel link (GET shows what it cancels and a button; POST cancels, at the end of the paid
 * period). Outside the route table: the signed token is the credential, and a browser opens it. A mail
 * scanner that follows the link only GETs it, which changes nothing. JSON for a client that asks for it.
 */
export function buyerCancel(deps: Pick<Deps, 'database' | 'config'>, log: Log): Router {
  const router = express.Router();
  const db = deps.database.prisma;
  const handle = async (req: Request, res: Response, act: boolean) => {
    const token = req.query.token;
    const named = await readCancelToken(db, deps.config, Array.isArray(token) ? token[0] : token);
    if (!named) {
      if (wantsJson(req)) return void res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'This cancel link is not valid or has expired' } });
      return page(res, 401, 'Link not valid', '<p>This cancel link is not valid or has expired. Use the link in your latest e-mail, or contact the store.</p>');
    }
    const found = await db.subscription.findFirst({ where: { id: named.subscriptionId, storeId: named.storeId }, include: { store: true } });
    if (!found) return page(res, 404, 'Subscription not found', '<p>This subscription no longer exists.</p>');
    const { store, ...sub } = found;
    const until = (d: Date) => new Intl.DateTimeFormat(store.locale, { timeZone: store.timezone, dateStyle: 'long' }).format(d);
    if (!act) {
      if (sub.status === 'CANCELED' || sub.status === 'EXPIRED') {
        return page(
          res,
          200,
          'Already canceled',
          `<p>Your subscription to ${e(sub.packageName)} at ${e(store.name)} is already ${sub.status === 'EXPIRED' ? 'over' : 'canceled'}.</p>`,
        );
      }
      return page(
        res,
        200,
        `Cancel ${sub.packageName}?`,
        `<p>Your subscription to <strong>${e(sub.packageName)}</strong> at ${e(store.name)} will not be charged again. ` +
          `You keep it until ${e(until(sub.currentPeriodEnd))}.</p>` +
          `<form method="post"><button type="submit" style="padding:10px 18px;font-size:16px">Cancel the subscription</button></form>`,
      );
    }
    try {
      const { subscription } = await subscriptions.cancelForBuyer(db, deps.config, named.storeId, named.subscriptionId);
      if (wantsJson(req)) return void res.status(200).json(presentSubscription({ store }, subscription));
      return page(
        res,
        200,
        'Subscription canceled',
        `<p>${e(sub.packageName)} will not be charged again. You keep it until ${e(until(subscription.currentPeriodEnd))}.</p>`,
      );
    } catch (err) {
      if (isAppError(err) && err.code === 'UNAVAILABLE') {
        res.set('retry-after', String(err.retryAfter ?? 30));
        if (wantsJson(req)) return void res.status(503).json({ error: { code: 'UNAVAILABLE', message: err.message } });
        return page(
          res,
          503,
          'Please try again',
          '<p>The payment provider could not be reached, so nothing was changed. Please try again in a few minutes.</p>',
        );
      }
      log({ level: 'error', msg: 'buyer cancel failed', storeId: named.storeId, subscriptionId: named.subscriptionId, error: String(err) });
      throw err;
    }
  };
  router.get('/v1/webstore/subscription/cancel', (req, res, next) => void handle(req, res, false).catch(next));
  router.post('/v1/webstore/subscription/cancel', (req, res, next) => void handle(req, res, true).catch(next));
  return router;
}
