import type { RequestHandler } from 'express';

/**
 * `/v1/app//user_queue/Steve` is served as `/v1/app/user_queue/Steve`: integrations build URLs as
 * base URL + path, and a base URL configured with a trailing slash doubles the slash. Runs of `/`
 * in the path become one, on every path (REST, /graphql, /docs, /admin); the query string is kept
 * as sent. The request is rewritten in place, never redirected, so nothing is sent back to the
 * client to follow: `//evil.com/x` is the local path `/evil.com/x` (a 404), and no later redirect
 * built from `originalUrl` (the /admin and static-file ones) can start with `//` either, which a
 * browser would read as another host. Encoded slashes (`%2F`) are data, not separators, and are
 * left alone.
 */
export function collapseEmptySegments(): RequestHandler {
  return (req, _res, next) => {
    const url = req.url;
    // Only origin-form targets ("/path?query"); an absolute or `*` target is not a local path.
    if (url.startsWith('/')) {
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (path.includes('//')) {
        const collapsed = path.replace(/\/{2,}/g, '/') + (q < 0 ? '' : url.slice(q));
        req.url = collapsed;
        req.originalUrl = collapsed;
      }
    }
    next();
  };
}
