// `npm test`: the admin UI's component tests (vitest, a few seconds) and then the API suites
// (jest, against a real PostgreSQL). Arguments go to jest (`npm test -- test/orders`).
// The last line is the sum of both: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'sca-test-'));
const bin = (name) => path.join('node_modules', '.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const vitestOut = path.join(dir, 'vitest.json');
// The admin workspace's own test script (vitest, with admin/ as its root), wherever npm installed vitest.
const vitestStatus = run('npm', [
  'run',
  '--silent',
  '--workspace',
  'admin',
  'test',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestOut}`,
]);
const jestOut = path.join(dir, 'jest.json');
const jestStatus = run(bin('jest'), ['--json', `--outputFile=${jestOut}`, ...process.argv.slice(2)]);

const suites = [
  ['admin UI (vitest)', read(vitestOut)],
  ['API (jest)', read(jestOut)],
];
let passed = 0;
let failed = 0;
console.log('');
for (const [name, report] of suites) {
  if (!report) {
    console.log(`${name}: no report (the runner did not finish)`);
    failed++;
    continue;
  }
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests ?? 0} skipped`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!report.numTotalTests) failed++;
}
rmSync(dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitestStatus || jestStatus || (failed ? 1 : 0));
