// How much building and compiling a Kysely statement costs per call, against binding the
// parameters of a statement compiled once (src/db/sql.ts `prepare`): `npx tsx bench/sql-compile.ts`.
// Pure CPU, no database. The figures are in docs/DECISIONS.md ("Prepared once, bound per call").
import { performance } from 'node:perf_hooks';
import { preparedStatements } from '../src/db/sql';
import '../src/db/locks';
import '../src/modules/orders/checkout.queries';
import '../src/modules/orders/order.queries';
import '../src/modules/payments/payment.queries';
import '../src/modules/webhooks/webhook.queries';
import '../src/modules/affiliates/affiliate.queries';

const only = process.argv.slice(2);

/** µs per call: the best of 9 rounds of 100 ms (the machine is shared; the best round is the CPU cost itself). */
function perCall(fn: () => unknown): number {
  for (let i = 0; i < 500; i++) fn();
  let best = Infinity;
  for (let round = 0; round < 9; round++) {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < 100) {
      for (let i = 0; i < 50; i++) fn();
      n += 50;
      now = performance.now();
    }
    best = Math.min(best, ((now - start) * 1000) / n);
  }
  return best;
}

const rows: { statement: string; 'build+compile µs': string; 'bind µs': string }[] = [];
for (const [name, s] of preparedStatements) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const args = new Proxy({}, { get: () => 1 });
  rows.push({
    statement: name,
    'build+compile µs': perCall(() => s.compileAgain()).toFixed(1),
    'bind µs': perCall(() => s.bind(args)).toFixed(2),
  });
}
console.table(rows);
