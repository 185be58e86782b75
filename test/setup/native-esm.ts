/**
 * graphile-worker is an ES module. Node 20 can require() it natively, but jest's own module
 * registry cannot; hand jest the module as Node loads it, for every test file.
 */
jest.mock('graphile-worker', () => {
  const NodeModule = require('node:module');
  const parent = new NodeModule(__filename);
  parent.filename = __filename;
  parent.paths = NodeModule._nodeModulePaths(__dirname);
  return NodeModule._load('graphile-worker', parent, false);
});
