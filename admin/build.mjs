// Builds the admin UI into admin/dist when it is missing or its sources changed.
// Run by `npm install` (postinstall), by `npm start` (src/main.ts, when dist is missing) and by
// the test setup; `--force` always builds. A hash of the sources is kept beside the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const stampFile = path.join(dist, '.source-hash');

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.test\.tsx?$|test-setup\.ts$/.test(name) ? [] : [full];
    });
}

export function sourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    path.join(here, 'index.html'),
    path.join(here, 'vite.config.ts'),
    ...files(path.join(here, 'src')),
    path.join(here, 'package.json'),
    path.join(here, '..', 'package-lock.json'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(here, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isCurrent() {
  return existsSync(path.join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
}

export async function buildAdmin({ force = false, ifMissing = false, quiet = false } = {}) {
  if (ifMissing && existsSync(path.join(dist, 'index.html')) && !force) return false;
  if (!force && !ifMissing && isCurrent()) return false;
  // A production bundle whatever the caller's environment (jest sets NODE_ENV=test, which would
  // make Vite ship React's development build).
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const started = Date.now();
  await build({ configFile: path.join(here, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info', mode: 'production' });
  writeFileSync(stampFile, sourceHash());
  if (!quiet) console.log(`admin UI built in ${Date.now() - started} ms -> ${path.relative(process.cwd(), dist) || dist}`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  buildAdmin({ force: args.has('--force'), ifMissing: args.has('--if-missing'), quiet: args.has('--quiet') }).catch((err) => {
    console.error('admin UI build failed:', err?.message ?? err);
    process.exit(1);
  });
}
