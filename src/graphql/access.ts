import type { GraphQLResolveInfo } from 'graphql';
import type { ServiceContext } from '../context';
import { countVisit } from '../modules/reports/report.visits';
import type { Access } from '../http/request-context';
import type { Permission } from '../lib/permissions';
import { withAudit } from '../db/audit-context';
import { auditActor } from '../http/audit';
import { rootKey, type GraphQLContext } from './context';

/**
 * Root fields are declared with the credential they need: `admin(...)`, `storefront(...)`,
 * `buyer(...)` or `publicField(...)`. The schema builder refuses to start when a root field has no
 * declaration (secure by default), and the operation gate (src/graphql/gate.ts) reads the
 * declarations to prove every credential an operation needs, and take its rate-limit tokens, before
 * any field runs. Here the root field gets its (already proven) service context and records it under
 * its response key, where the fields below it find it (`sc(ctx, info)`).
 */
export type RootAccess = Access | 'public';
export type Guarded<A, R> = ((parent: unknown, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => Promise<R>) & {
  access: RootAccess;
  /** An admin field's permission (null: any signed-in caller); the gate checks it with the credential. */
  permission?: Permission | null;
};
/** A root field's work: its service context, its arguments, and the field's info (what it selects). */
type RootResolver<A, R> = (sc: ServiceContext, args: A, info: GraphQLResolveInfo) => Promise<R> | R;

function guard<A, R>(access: RootAccess, fn: RootResolver<A, R>, permission?: Permission | null): Guarded<A, R> {
  const resolver = async (_parent: unknown, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    if (access === 'public') return fn(undefined as unknown as ServiceContext, args, info);
    const service = await ctx[access]();
    ctx.services.set(rootKey(info.path), service);
    if (access === 'storefront') countVisit(ctx, service);
    // A back-office mutation's writes are attributed to its caller in the audit log (src/db/audit-context.ts).
    if (access === 'admin' && info.operation.operation === 'mutation')
      return withAudit(auditActor(service, `Mutation.${info.fieldName}`, ctx.visitor.ip), async () => await fn(service, args, info));
    return fn(service, args, info);
  };
  return Object.assign(resolver, { access, ...(access === 'admin' ? { permission } : {}) });
}

/** A back-office root field, with the permission it needs (null: any signed-in caller, for one's own session). */
export const admin = <A, R>(permission: Permission | null, fn: RootResolver<A, R>) => guard('admin', fn, permission);
export const storefront = <A, R>(fn: RootResolver<A, R>) => guard('storefront', fn);
/** A signed-in buyer's root field (issue 32): x-store-domain and the buyer's Bearer access token of that store. */
export const buyer = <A, R>(fn: RootResolver<A, R>) => guard('buyer', fn);
export const publicField = <A, R>(fn: RootResolver<A, R>) => guard('public', fn);

/** The declared access of a root field's resolver (undefined: none, or not a root field). */
export const accessOf = (resolver: unknown): RootAccess | undefined => (resolver as { access?: RootAccess } | undefined)?.access;

/** The declared permission of an admin root field's resolver (undefined: not an admin field). */
export const permissionOf = (resolver: unknown): Permission | null | undefined => (resolver as { permission?: Permission | null } | undefined)?.permission;
