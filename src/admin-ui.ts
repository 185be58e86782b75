import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { securePage } from './lib/page-security';

/**
 * The admin UI's workspace (admin/: its sources and build script) and where `admin/build.mjs`
 * writes the static build. Resolved from the project root (src/, dist/ and admin/ sit side by side
 * in it), so the compiled server in dist/ serves the same build as `tsx src/main.ts`.
 */
export const ADMIN_DIR = path.resolve(__dirname, '..', 'admin');
export const ADMIN_DIST = path.join(ADMIN_DIR, 'dist');

/**
 * The admin single-page app at /admin: hashed assets cached for good, every other path under
 * /admin answered with index.html (the client-side router takes it from there). Without a build,
 * /admin says how to make one instead of a bare 404.
 */
export function adminRouter(dist = ADMIN_DIST): Router {
  const router = express.Router();
  const index = path.join(dist, 'index.html');
  router.use('/admin', (_req, res, next) => {
    securePage(res);
    next();
  });
  router.use('/admin/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  // A missing asset is a 404, not the app's index.html (a stale tab asking for an old bundle must see it fail).
  router.use('/admin/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  router.get(['/admin', '/admin/{*rest}'], (req, res) => {
    if (req.path === '/admin') {
      // The client-side router writes the root page as /admin?from=...: keep the query on the way to /admin/.
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, `/admin/${query >= 0 ? req.originalUrl.slice(query) : ''}`);
      return;
    }
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The admin UI is not built: run `npm run admin:build` (npm install and npm start build it when missing).\n');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
