import path from 'node:path';
import express, { type Router } from 'express';
import { securePage } from '../lib/page-security';
import type { Route } from './route';
import { openApiDocument } from './openapi';

/** `/openapi.json` and `/docs`: Swagger UI served from node_modules, so it renders offline. */
const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// The page runs no inline script (it is served under the strict CSP of src/lib/page-security.ts).
const START = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true, docExpansion: 'none' });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," />
  <title>Store Commerce API · REST reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="docs"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/start.js"></script>
</body>
</html>`;

export function docsRouter(routes: Route[]): Router {
  const router = express.Router();
  let doc: ReturnType<typeof openApiDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    doc ??= openApiDocument(routes);
    res.json(doc);
  });
  router.get('/docs', (_req, res) => {
    securePage(res);
    res.type('html').send(PAGE);
  });
  router.get('/docs/assets/:name', (req, res, next) => {
    const name = req.params.name;
    if (name === 'start.js') {
      securePage(res);
      res.type('application/javascript').set('cache-control', 'public, max-age=86400').send(START);
      return;
    }
    if (!['swagger-ui.css', 'swagger-ui-bundle.js'].includes(name)) return next();
    securePage(res);
    res.set('cache-control', 'public, max-age=86400').sendFile(path.join(uiDir, name));
  });
  return router;
}
