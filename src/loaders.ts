import type { Queryable } from './db/client';
import type { PrismaClient } from './generated/prisma/client';

/**
 * Every module's loaders on one request. Each module adds its own to this interface where it makes
 * them (`declare module '../../loaders'` in its `*.loaders.ts`), and declares the factory in its
 * `index.ts`; nothing here names a module, so a new module's loaders need no edit of this file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration merging (see above).
export interface Loaders {}

type LoaderFactory = (db: PrismaClient, storeId: number, sql: Queryable) => Record<string, unknown>;

/** The modules' factories, by module name, in the order of the module list. */
const factories = new Map<string, LoaderFactory>();

/**
 * The request's loaders, each module's made on first use. Every service context had all ~24
 * DataLoaders built up front (about 20 us a request) while a request uses a few; a module's set is
 * built the first time one of its loaders is read, once per request, so batching and caching within
 * the request are unchanged.
 */
class RequestLoaders {
  private readonly made = new Map<string, Record<string, unknown>>();
  constructor(
    private readonly db: PrismaClient,
    private readonly storeId: number,
    private readonly sql: Queryable,
  ) {}

  load(module: string): Record<string, unknown> {
    let set = this.made.get(module);
    if (!set) {
      set = factories.get(module)!(this.db, this.storeId, this.sql);
      this.made.set(module, set);
    }
    return set;
  }
}

const RESERVED = new Set(['made', 'db', 'storeId', 'sql', 'load', 'constructor']);
const standIn = new Proxy({}, { get: () => standIn }) as never;
const owner = new Map<string, string>();

/**
 * Installs the modules' loader factories (src/modules.ts does, once, for its list). Each loader's
 * name is learnt by building the module's set with stand-ins (building a DataLoader runs no query;
 * the factories reach the client only inside their batch functions) and becomes a getter that
 * builds that module's set on first use. Two modules naming a loader alike is an error.
 */
export function installLoaders(modules: { name: string; loaders?: LoaderFactory }[]): void {
  for (const { name: module, loaders } of modules) {
    if (!loaders || factories.has(module)) continue;
    factories.set(module, loaders);
    for (const name of Object.keys(loaders(standIn, 0, standIn))) {
      if (RESERVED.has(name)) throw new Error(`loader name ${name} is taken by RequestLoaders itself`);
      if (owner.has(name)) throw new Error(`loader ${name} is declared by both ${owner.get(name)} and ${module}`);
      owner.set(name, module);
      Object.defineProperty(RequestLoaders.prototype, name, {
        get(this: RequestLoaders) {
          return this.load(module)[name];
        },
        enumerable: true,
        configurable: true,
      });
    }
  }
}

/** Every module's loaders, per request and per store. */
export function createLoaders(db: PrismaClient, storeId: number, sql: Queryable): Loaders {
  if (factories.size === 0) throw new Error('No module loaders are installed: import src/modules (the module list) before making a service context');
  return new RequestLoaders(db, storeId, sql) as unknown as Loaders;
}
