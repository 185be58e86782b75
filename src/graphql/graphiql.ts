import path from 'node:path';
import express, { type Router } from 'express';
import { securePage } from '../lib/page-security';

/**
 * GraphiQL in the browser at GET /graphql, with every asset served from node_modules: it works
 * offline (Apollo's own landing page loads from a CDN). An admin key passed once as `?key=` is
 * taken out of the address bar at once and kept in the tab's session storage only, like the
 * admin UI's: it is gone when the tab closes, and never lands in local storage for other pages
 * of this origin to read. The page runs no inline script, so it is served under a strict CSP.
 */
const asset = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

const START = `(function () {
  var KEY = 'store-commerce:api-key';
  var params = new URLSearchParams(location.search);
  var key = params.get('key');
  if (key) {
    sessionStorage.setItem(KEY, key);
    params.delete('key');
    history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : ''));
  }
  key = sessionStorage.getItem(KEY);
  var headers = key ? JSON.stringify({ Authorization: 'Bearer ' + key }, null, 2) : '{\\n  "Authorization": "Bearer <your admin API key>"\\n}';
  var fetcher = GraphiQL.createFetcher({ url: location.origin + '/graphql' });
  ReactDOM.createRoot(document.getElementById('graphiql')).render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      defaultHeaders: headers,
      // GraphiQL keeps its tabs and headers in the storage it is given: the tab's, not the origin's.
      storage: sessionStorage,
      shouldPersistHeaders: true,
      defaultQuery: '# Your store, its categories and packages\\n{\\n  store { name domain currency }\\n  packages(perPage: 5) {\\n    meta { total }\\n    data { id name priceDisplay category { name } }\\n  }\\n}\\n'
    })
  );
})();
`;

const ASSETS = new Map<string, { type: string; file?: string; body?: string }>([
  ['react.js', { file: asset('react', 'umd/react.production.min.js'), type: 'application/javascript' }],
  ['react-dom.js', { file: asset('react-dom', 'umd/react-dom.production.min.js'), type: 'application/javascript' }],
  ['graphiql.js', { file: asset('graphiql', 'graphiql.min.js'), type: 'application/javascript' }],
  ['graphiql.css', { file: asset('graphiql', 'graphiql.min.css'), type: 'text/css' }],
  ['start.js', { body: START, type: 'application/javascript' }],
]);

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <link rel="icon" href="data:," />
  <title>Store Commerce API · GraphiQL</title>
  <link rel="stylesheet" href="/graphiql/assets/graphiql.css" />
  <style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script src="/graphiql/assets/react.js"></script>
  <script src="/graphiql/assets/react-dom.js"></script>
  <script src="/graphiql/assets/graphiql.js"></script>
  <script src="/graphiql/assets/start.js"></script>
</body>
</html>`;

export function graphiqlRouter(): Router {
  const router = express.Router();
  router.get('/graphiql/assets/:name', (req, res, next) => {
    // A Map, not an object: a name like `constructor` or `__proto__` is just an unknown asset.
    const found = ASSETS.get(req.params.name);
    if (!found) return next();
    securePage(res);
    res.type(found.type).set('cache-control', 'public, max-age=86400');
    if (found.body !== undefined) res.send(found.body);
    else res.sendFile(found.file!);
  });
  // A browser asking for a page gets GraphiQL; API clients fall through to Apollo.
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    securePage(res);
    res.set('cache-control', 'no-store').type('html').send(PAGE);
  });
  return router;
}
