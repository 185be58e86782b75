// Preloaded into the API by `npm run soak` (node --expose-gc --require bench/gc-probe.cjs), never by
// the product: on SIGUSR2 it runs two full garbage collections and writes process.memoryUsage() as
// JSON to GC_PROBE_FILE, so the soak compares memory after a collection, not wherever the collector
// happened to be when it sampled.
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc();
  global.gc();
  fs.writeFileSync(process.env.GC_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
