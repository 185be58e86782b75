/**
 * The OpenAPI description of the hosted order page (order-page.routes.ts), a raw express route rather than
 * a route-table entry: it answers HTML for a browser, and its signed token is its only credential.
 */

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

export const ORDER_PAGE_PATHS: Record<string, Record<string, unknown>> = {
  '/order/{internal_id}': {
    get: {
      tags: ['order page'],
      operationId: 'getOrderPage',
      summary: "The buyer's hosted order page (HTML): status, how to pay while PENDING, then what the order delivered",
      description:
        "Server-rendered, no JavaScript needed, in the store's theme, locale and time zone. The address is the `order_url` checkout answers and every order e-mail links. While PENDING it shows the Pix code and QR image and/or a link to the gateway's payment page, and reloads itself every 5 seconds (meta refresh); once APPROVED, the lines, license keys, downloads and messages. Headers: `Cache-Control: no-store`, `Referrer-Policy: no-referrer`, `X-Robots-Tag: noindex`, a Content-Security-Policy without any script.",
      'x-graphql': null,
      'x-spec-extension': true,
      security: [],
      parameters: [
        { name: 'internal_id', in: 'path', required: true, schema: { type: 'string' }, description: "The order's internal_id" },
        {
          name: 't',
          in: 'query',
          required: true,
          schema: { type: 'string', pattern: '^v1\\.[1-9][0-9]*\\.[A-Za-z0-9_-]{43}$' },
          description: "The page's signed token (HMAC-SHA256 of the store and the order, keyed from the service's secret key); it does not expire",
        },
      ],
      responses: {
        '200': html('The order page'),
        '404': html("A neutral page: the token is not this order's (malformed, forged, another order's or store's), or the order is gone"),
        '429': html('Too many refused tokens from this address (RATE_LIMIT_ANONYMOUS_PER_MINUTE); Retry-After says when to retry'),
      },
    },
  },
};
