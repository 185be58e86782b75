import type { ServiceContext } from '../context';
import { countVisit } from '../modules/storefront/storefront.visits';
import type { Access } from '../rest/route';
import type { GraphQLContext } from './context';

/**
 * Root fields are declared with the credential they need: `admin(...)` or `storefront(...)`.
 * The schema builder refuses to start when a root field has no declaration (secure by default).
 */
export type Guarded<A, R> = ((parent: unknown, args: A, ctx: GraphQLContext) => Promise<R>) & { access: Access | 'public' };

function guard<A, R>(access: Access | 'public', fn: (sc: ServiceContext, args: A, ctx: GraphQLContext) => Promise<R> | R): Guarded<A, R> {
  const resolver = async (_parent: unknown, args: A, ctx: GraphQLContext) => {
    if (access === 'public') return fn(undefined as unknown as ServiceContext, args, ctx);
    const service = await ctx[access]();
    ctx.service = service;
    if (access === 'storefront') countVisit(ctx, service);
    return fn(service, args, ctx);
  };
  return Object.assign(resolver, { access });
}

export const admin = <A, R>(fn: (sc: ServiceContext, args: A, ctx: GraphQLContext) => Promise<R> | R) => guard('admin', fn);
export const storefront = <A, R>(fn: (sc: ServiceContext, args: A, ctx: GraphQLContext) => Promise<R> | R) => guard('storefront', fn);
export const server = <A, R>(fn: (sc: ServiceContext, args: A, ctx: GraphQLContext) => Promise<R> | R) => guard('server', fn);
export const publicField = <A, R>(fn: (sc: ServiceContext, args: A, ctx: GraphQLContext) => Promise<R> | R) => guard('public', fn);
