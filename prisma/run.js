#!/usr/bin/env node
// Runs the Prisma 6 CLI offline: the wasm schema engine and the Rust-free client need no
// native engine, but the CLI still checks for one and would try to download it. Pointing
// the engine variables at an existing file skips that check.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const placeholder = path.join(root, 'package.json');
const env = {
  ...process.env,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY || placeholder,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || placeholder,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};
const args = process.argv.slice(2);
const bin = require.resolve('prisma/build/index.js', { paths: [root] });
const withConfig = args.includes('--config') ? args : [...args, '--config', path.join(__dirname, 'prisma.config.ts')];
const result = spawnSync(process.execPath, [bin, ...withConfig], { stdio: 'inherit', env, cwd: root });
process.exit(result.status ?? 1);
