import cors from 'cors';

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
export const crossOrigin = () =>
  cors({
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The headers the preflight asks for are allowed (reflected): none of them grants anything here.
    exposedHeaders: [
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'RateLimit-Policy',
      'Idempotency-Replayed',
      'x-request-id',
    ],
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
