// `node --import ./scripts/build-if-stale.mjs dist/main.js` (npm start): builds dist/ first when
// src/ changed since the last build, in the process that then runs the server, so npm's signals
// reach the server itself (a `build && node` chain would put a shell between them).
import { build } from './build.mjs';

try {
  build({ ifStale: true, quiet: true });
} catch (err) {
  console.error('build failed:', err?.message ?? err);
  process.exit(1);
}
