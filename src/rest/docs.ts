import path from 'node:path';
import express, { type Router } from 'express';
import type { Route } from './route';
import { openApiDocument } from './openapi';

/** `/openapi.json` and `/docs`: Swagger UI served from node_modules, so it renders offline. */
const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Store Commerce API · REST reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="docs"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true, docExpansion: 'none' });
  </script>
</body>
</html>`;

export function docsRouter(routes: Route[]): Router {
  const router = express.Router();
  let doc: ReturnType<typeof openApiDocument> | undefined;
  router.get('/openapi.json', (_req, res) => {
    res.json((doc ??= openApiDocument(routes)));
  });
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/assets/:name', (req, res, next) => {
    const name = req.params.name;
    if (!['swagger-ui.css', 'swagger-ui-bundle.js'].includes(name)) return next();
    res.set('cache-control', 'public, max-age=86400').sendFile(path.join(uiDir, name));
  });
  return router;
}
