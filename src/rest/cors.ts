import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Cross-origin access to the API (REST under /v1 and GraphQL): any origin, no cookies.
 *
 * Shops run in browsers on other origins (a FiveM in-game page is `https://cfx-nui-<resource>`, a
 * storefront its own domain) and call the storefront directly; their preflight must pass and their
 * answers, errors included, must be readable. No request is authenticated by a cookie (only by
 * `Authorization` or by `x-store-domain`, which a page must send on purpose), so `*` lets a page do
 * nothing it could not do with a plain HTTP client, and credentials are never allowed. The
 * preflight is answered here, before rate limits, credentials or routes look at the request.
 */
const EXPOSED_HEADERS = [
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'Idempotency-Replayed',
  'x-request-id',
];

export function crossOrigin(): RequestHandler {
  const preflight = cors({
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The headers the preflight asks for are allowed (reflected): none of them grants anything here.
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  const exposed = EXPOSED_HEADERS.join(',');
  // Every other request gets the same two headers, in the order `cors` sets them: set here directly,
  // since `cors` rebuilds its options and header list on every request (docs/PERFORMANCE.md, "Read pages").
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return preflight(req, res, next);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', exposed);
    next();
  };
}
