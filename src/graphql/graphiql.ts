import path from 'node:path';
import express, { type Router } from 'express';

/**
 * GraphiQL in the browser at GET /graphql, with every asset served from node_modules: it works
 * offline (Apollo's own landing page loads from a CDN). The admin key comes from `?key=` once, or
 * from what the page kept in local storage, and is sent as `Authorization: Bearer <key>`.
 */
const asset = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

const ASSETS: Record<string, { file: string; type: string }> = {
  'react.js': { file: asset('react', 'umd/react.production.min.js'), type: 'application/javascript' },
  'react-dom.js': { file: asset('react-dom', 'umd/react-dom.production.min.js'), type: 'application/javascript' },
  'graphiql.js': { file: asset('graphiql', 'graphiql.min.js'), type: 'application/javascript' },
  'graphiql.css': { file: asset('graphiql', 'graphiql.min.css'), type: 'text/css' },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Store Commerce API · GraphiQL</title>
  <link rel="stylesheet" href="/graphiql/assets/graphiql.css" />
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script src="/graphiql/assets/react.js"></script>
  <script src="/graphiql/assets/react-dom.js"></script>
  <script src="/graphiql/assets/graphiql.js"></script>
  <script>
    (function () {
      var params = new URLSearchParams(location.search);
      var key = params.get('key');
      if (key) {
        localStorage.setItem('store-commerce:api-key', key);
        params.delete('key');
        history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : ''));
      }
      key = localStorage.getItem('store-commerce:api-key');
      var headers = key ? JSON.stringify({ Authorization: 'Bearer ' + key }, null, 2) : '{\\n  "Authorization": "Bearer <your admin API key>"\\n}';
      var fetcher = GraphiQL.createFetcher({ url: location.origin + '/graphql' });
      ReactDOM.createRoot(document.getElementById('graphiql')).render(
        React.createElement(GraphiQL, {
          fetcher: fetcher,
          defaultHeaders: headers,
          shouldPersistHeaders: true,
          defaultQuery: '# Your store, its categories and packages\\n{\\n  store { name domain currency }\\n  packages(perPage: 5) {\\n    meta { total }\\n    data { id name priceDisplay category { name } }\\n  }\\n}\\n'
        })
      );
    })();
  </script>
</body>
</html>`;

export function graphiqlRouter(): Router {
  const router = express.Router();
  router.get('/graphiql/assets/:name', (req, res, next) => {
    const found = ASSETS[req.params.name];
    if (!found) return next();
    res.type(found.type).set('cache-control', 'public, max-age=86400').sendFile(found.file);
  });
  // A browser asking for a page gets GraphiQL; API clients fall through to Apollo.
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.type('html').send(PAGE);
  });
  return router;
}
