import type { RequestContext, ServiceContext } from '../context';

/** The GraphQL context: the request context plus the service context the root field resolved. */
export interface GraphQLContext extends RequestContext {
  service?: ServiceContext;
}

/** The service context of this operation, for field resolvers below a root field. */
export function sc(ctx: GraphQLContext): ServiceContext {
  if (!ctx.service) throw new Error('field resolved before its root field set the service context');
  return ctx.service;
}
