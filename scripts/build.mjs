// The production build: src/ (the generated Prisma client included; the admin UI is its own
// workspace, admin/, built by admin/build.mjs) compiled by tsc into dist/, which `node dist/main.js`
// runs. `npm run build` always builds; `--if-stale` builds only when the sources changed since the
// last build (a hash of them is kept in dist/.source-hash), which is what `npm install`
// (postinstall) and `npm start` run, so a fresh clone and an edited checkout both start what their
// src/ says. `--quiet` prints only failures.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.source-hash');
const config = path.join(root, 'tsconfig.build.json');

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
}

/** Everything tsc reads to write dist/: the sources and both tsconfig files. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of [path.join(root, 'tsconfig.json'), config, ...files(src)]) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isCurrent() {
  return existsSync(path.join(dist, 'main.js')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
}

export function build({ ifStale = false, quiet = false } = {}) {
  if (ifStale && isCurrent()) return false;
  const started = Date.now();
  // From scratch: a source deleted or renamed since the last build must not survive in dist/.
  rmSync(dist, { recursive: true, force: true });
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', config], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.build.json failed (exit ${result.status ?? result.signal})`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(stampFile, sourceHash());
  if (!quiet) console.log(`built dist/ in ${Date.now() - started} ms`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  try {
    build({ ifStale: args.has('--if-stale'), quiet: args.has('--quiet') });
  } catch (err) {
    console.error('build failed:', err?.message ?? err);
    process.exit(1);
  }
}
