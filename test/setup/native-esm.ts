/**
 * graphile-worker is an ES module, and PGlite loads its WebAssembly through a dynamic import().
 * Node 20 runs both natively, but jest's own module registry cannot (not without
 * --experimental-vm-modules); hand jest each module as Node loads it, for every test file.
 */
function mockAsNodeLoadsIt(name: string) {
  const NodeModule = require('node:module');
  const parent = new NodeModule(__filename);
  parent.filename = __filename;
  parent.paths = NodeModule._nodeModulePaths(__dirname);
  return NodeModule._load(name, parent, false);
}

jest.mock('graphile-worker', () => mockAsNodeLoadsIt('graphile-worker'));
jest.mock('@electric-sql/pglite', () => mockAsNodeLoadsIt('@electric-sql/pglite'));
// otplib (staff two-factor sign-in) requires ES-only modules (@scure/base, @noble/hashes): the same.
jest.mock('otplib', () => mockAsNodeLoadsIt('otplib'));
