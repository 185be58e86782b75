// The order jest's workers take the test files in. On a fresh clone jest has no timings of its own
// and starts the largest files first, so the long browser and process files (two minutes each on a
// 2-core machine) could start last and run alone at the end while the other worker idles. These start
// first, spread so that the Chromium files do not all run at once; every other file follows in jest's
// own order (its recorded timings when it has them, else file size).
const Sequencer = require('@jest/test-sequencer').default;

const FIRST = [
  'test/admin/e2e.test.ts',
  'test/ops/embedded-datadir.test.ts',
  'test/admin/staff.e2e.test.ts',
  'test/contract/fuzz.test.ts',
  'test/admin/subscriptions.e2e.test.ts',
  'test/webhooks/crash.test.ts',
  'test/order-page/order-page.e2e.test.ts',
  'test/webhooks/burst.test.ts',
  'test/http/pages.test.ts',
  'test/ops/start.test.ts',
  'test/contract/openapi.test.ts',
  'test/ops/scaleout.test.ts',
  'test/admin/bans.e2e.test.ts',
  'test/admin/promotions.e2e.test.ts',
  'test/ops/build.test.ts',
];

class SlowFirst extends Sequencer {
  sort(tests) {
    const rank = (t) => {
      const i = FIRST.findIndex((f) => t.path.endsWith(f));
      return i === -1 ? FIRST.length : i;
    };
    const rest = super.sort(tests);
    return rest
      .map((t, i) => ({ t, i }))
      .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
      .map(({ t }) => t);
  }
}

module.exports = SlowFirst;
