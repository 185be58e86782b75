import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { requirePermission, type ServiceContext } from '../context';
import type { Permission } from '../lib/permissions';
import type { Access } from '../http/request-context';
import type { RootAccess } from './access';
import type { GraphQLContext } from './context';
import { requestError } from './errors';
import { checkSize } from './limits';
import { INTROSPECTION_ROOTS, coercedVariables, eachField, fragmentsOf, included } from './selections';

/**
 * The operation gate: what runs once an operation is parsed, validated and chosen, before any field
 * resolves. In order:
 *
 * 1. Size: the number of root fields and the cost (src/graphql/limits.ts); 400 before any credential
 *    is read, so a refused operation costs a parse and counts against nobody's limit.
 * 2. Credentials and rate limits, for the whole operation at once: every credential its root fields
 *    name is proven, and each pays one token per root field (each alias) that uses it; public and
 *    introspection fields pay from the client address's bucket, as does an operation that names no
 *    credential at all. A refused credential or an exhausted limit refuses the whole operation (401,
 *    404, 429): nothing runs, so 200 aliased checkouts over the limit create no order rather than
 *    the first N, and no field runs under one credential while another was refused.
 * 3. Idempotency-Key, for mutations: its own plugin (src/graphql/idempotency.ts), registered after
 *    this one, claims the key only once the credentials are proven (`provenServices`), under them; a
 *    repeat is answered with the first response instead of executing.
 *
 * The root fields then find their (memoized) service context with `ctx.admin()` etc., and the fields
 * below them through `sc(ctx, info)`.
 */

type RootKind = RootAccess | 'introspection' | 'typename';
/** A root field that will run: what credential it needs, and for an admin field, the permission. */
interface RootNeed {
  kind: RootKind;
  permission?: Permission | null;
}
const CREDENTIALS: ReadonlySet<RootKind> = new Set<Access>(['admin', 'storefront', 'server', 'buyer']);

/** The root fields that will run, one per response key, with what each needs (aliases are separate fields). */
export function rootFields(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): RootNeed[] {
  const root = schema.getRootType(operation.operation);
  const fragments = fragmentsOf(document);
  const kinds = new Map<string, RootNeed>();
  eachField(
    operation.selectionSet,
    (name) => fragments[name],
    (field) => {
      const name = field.name.value;
      const extensions = root?.getFields()[name]?.extensions;
      const kind: RootKind = name === '__typename' ? 'typename' : INTROSPECTION_ROOTS.has(name) ? 'introspection' : (extensions?.access as RootAccess);
      kinds.set(field.alias?.value ?? name, kind === 'admin' ? { kind, permission: extensions?.permission as Permission | null } : { kind });
    },
    (node) => included(node, variables),
  );
  return [...kinds.values()];
}

/**
 * Proves the operation's credentials and takes its tokens (see 2. above), then checks every admin
 * field's permission against the proven caller: one the caller lacks refuses the whole operation
 * (403 FORBIDDEN naming it). The proven service contexts, in order of first use.
 */
async function authorize(ctx: GraphQLContext, needs: RootNeed[]): Promise<ServiceContext[]> {
  const weights = new Map<RootKind, number>();
  for (const { kind } of needs) weights.set(kind, (weights.get(kind) ?? 0) + 1);
  const services: ServiceContext[] = [];
  for (const [kind, n] of weights) {
    if (!CREDENTIALS.has(kind)) continue;
    const service = await ctx[kind as Access](n);
    if (kind === 'admin') for (const need of needs) if (need.kind === 'admin' && need.permission) requirePermission(service, need.permission);
    services.push(service);
  }
  const anonymous = (weights.get('public') ?? 0) + (weights.get('introspection') ?? 0);
  if (anonymous > 0 || services.length === 0) await ctx.anonymous(Math.max(1, anonymous));
  return services;
}

/**
 * The service contexts the gate proved for an operation (rejected when it refused the operation),
 * for the plugins that act under them. Apollo runs every plugin's `didResolveOperation` at once, so
 * the gate records the promise before it waits on anything, and they wait on it.
 */
const proven = new WeakMap<GraphQLContext, Promise<ServiceContext[]>>();
export const provenServices = (ctx: GraphQLContext): Promise<ServiceContext[]> | undefined => proven.get(ctx);

export function operationGate(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          // Coerced as execution will (defaults applied); invalid variables are reported by execution, which then runs nothing.
          const coerced = coercedVariables(schema, operation, request);
          if (!coerced.coerced) return;
          const variables = coerced.coerced;
          const services = (async () => {
            const needs = rootFields(schema, document, operation, variables);
            checkSize(schema, document, operation, variables, needs.length);
            return authorize(contextValue, needs);
          })();
          proven.set(contextValue, services);
          try {
            await services;
          } catch (e) {
            throw requestError(e);
          }
        },
      };
    },
  };
}
