import type { GraphQLResolveInfo } from 'graphql';
import type { ServiceContext } from '../context';
import type { RequestContext } from '../http/request-context';

/**
 * The GraphQL context: the request context plus the service context of each root field, by the
 * root field's response key. One operation may name several credentials (an admin key and a
 * storefront domain, possibly of two stores), so there is no request-wide service context: a field
 * resolves under the credential of the root field it sits below, found from its own path.
 */
export interface GraphQLContext extends RequestContext {
  services: Map<string, ServiceContext>;
}

export function graphqlContext(rc: RequestContext): GraphQLContext {
  return { ...rc, services: new Map() };
}

/** The response key of the root field a resolver sits below: the first element of its path. */
export function rootKey(path: GraphQLResolveInfo['path']): string {
  let p = path;
  while (p.prev) p = p.prev;
  return String(p.key);
}

/**
 * The service context a field resolves under: its root field's. `info` is required, so a resolver
 * cannot reach a service context without saying which field it resolves.
 */
export function sc(ctx: GraphQLContext, info: Pick<GraphQLResolveInfo, 'path'>): ServiceContext {
  const service = ctx.services.get(rootKey(info.path));
  if (!service) throw new Error(`field ${rootKey(info.path)} resolved before its root field set the service context`);
  return service;
}
