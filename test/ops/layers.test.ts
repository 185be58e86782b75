import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The layers of .dependency-cruiser.cjs hold (no cycles; modules use no transport but their own
 * route tables and resolvers; no module imports another module's service; rest and graphql never
 * import each other; src never imports the tests), here as in CI's `npm run lint:deps`; and a wrong
 * import is caught, so this cannot pass by checking nothing.
 */
const root = path.resolve(__dirname, '../..');
const depcruise = (cwd: string) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', '.dependency-cruiser.cjs'], {
    cwd,
    encoding: 'utf8',
  });

test('src/ has no dependency violations', () => {
  const run = depcruise(root);
  expect(`${run.stdout}${run.stderr}`).toContain('no dependency violations found');
  expect(run.status).toBe(0);
}, 120_000);

test('a service importing a transport, and a cycle, are refused', () => {
  // A tree of its own, so no test or build ever sees the probe files in src/.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  try {
    fs.copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    write('tsconfig.json', '{"compilerOptions": {"module": "commonjs", "strict": true}}');
    write('src/rest/router.ts', 'export const buildRouter = () => undefined;\n');
    write(
      'src/modules/probe/probe.service.ts',
      "import { buildRouter } from '../../rest/router';\nimport { b } from './b';\nexport const a = [buildRouter, b];\n",
    );
    write('src/modules/probe/b.ts', "import { a } from './probe.service';\nexport const b = () => a;\n");
    const run = depcruise(dir);
    const out = `${run.stdout}${run.stderr}`;
    expect(out).toContain('modules-not-to-transports: src/modules/probe/probe.service.ts → src/rest/router.ts');
    expect(out).toContain('no-circular');
    expect(run.status).not.toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test("a module importing another module's service is refused; its own service, and another module's other files, are not", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  try {
    fs.copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
    write('tsconfig.json', '{"compilerOptions": {"module": "commonjs", "strict": true}}');
    write('src/modules/mail/mail.service.ts', 'export const send = () => undefined;\n');
    write('src/modules/mail/mail.present.ts', 'export const shown = () => undefined;\n');
    write('src/modules/orders/order.service.ts', 'export const place = () => undefined;\n');
    // The module's own service (from its service and its route table) and another's presenter: allowed.
    write(
      'src/modules/orders/order.routes.ts',
      "import { place } from './order.service';\nimport { shown } from '../mail/mail.present';\nexport const r = [place, shown];\n",
    );
    // Another module's service, from a route table and from a deeper file of a module: refused.
    write('src/modules/orders/order.effects.ts', "import { send } from '../mail/mail.service';\nexport const e = send;\n");
    write('src/modules/orders/sub/deep.ts', "import { send } from '../../mail/mail.service';\nexport const d = send;\n");
    write('src/modules/mail/mail.routes.ts', "import { place } from '../orders/order.service';\nexport const m = place;\n");
    const run = depcruise(dir);
    const out = `${run.stdout}${run.stderr}`;
    expect(out).toContain('modules-not-to-other-services: src/modules/orders/order.effects.ts → src/modules/mail/mail.service.ts');
    expect(out).toContain('modules-not-to-other-services: src/modules/orders/sub/deep.ts → src/modules/mail/mail.service.ts');
    expect(out).toContain('modules-not-to-other-services: src/modules/mail/mail.routes.ts → src/modules/orders/order.service.ts');
    expect(out).not.toContain('order.routes.ts →');
    expect(out).toContain('3 dependency violations');
    expect(run.status).not.toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
