import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'urql';
import { CombinedError, type Client, type GraphQLRequest, type OperationResult } from '@urql/core';
import { delay, fromValue, merge, never, pipe } from 'wonka';
import { vi } from 'vitest';
import { AuthProvider } from './lib/auth';
import { PERMISSIONS, ViewerProvider, type Viewer } from './lib/permissions';
import { StoreProvider } from './lib/store';

/**
 * Component tests render a page against a fake urql client: each operation name maps to a
 * handler returning the data (or the API's errors) a real server would. The end-to-end test
 * (test/admin/e2e.test.ts) drives the same pages against the real API.
 */
export type Handler = (variables: Record<string, unknown>) => { data?: unknown; errors?: ApiError[] };
export interface ApiError {
  message: string;
  code: string;
  field?: string;
  rule?: string;
}

export const demoStore = {
  id: 1,
  name: 'Demo Store',
  domain: 'demo.localhost',
  currency: 'USD',
  locale: 'en-US',
  timezone: 'UTC',
};

/** Query.viewer of the owner's key: every permission (a test of a role passes its own `Viewer` handler, or `viewerWith`). */
const ownerViewer: Viewer = { kind: 'key', id: 1, name: 'Owner key', role: null, permissions: [...PERMISSIONS] };

/** A Viewer handler for a credential holding only `permissions` (a staff user by default). */
export function viewerWith(permissions: readonly string[], over: Partial<Viewer> = {}): Handler {
  return () => ({ data: { viewer: { kind: 'staff', id: 7, name: 'Sam Support', role: 'SUPPORT', ...over, permissions: [...permissions] } } });
}

function operationName(request: GraphQLRequest): string {
  for (const def of request.query.definitions) if (def.kind === 'OperationDefinition' && def.name) return def.name.value;
  throw new Error('anonymous operation');
}

export function apiError(errors: ApiError[]) {
  return { errors };
}

export function mockClient(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const all: Record<string, Handler> = { Store: () => ({ data: { store: demoStore } }), Viewer: () => ({ data: { viewer: ownerViewer } }), ...handlers };
  const answer = (request: GraphQLRequest) => {
    const name = operationName(request);
    const variables = (request.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    const handler = all[name];
    if (!handler) throw new Error(`no mock for operation ${name}`);
    const { data, errors } = handler(variables);
    const result = {
      operation: request,
      data,
      error: errors
        ? new CombinedError({ graphQLErrors: errors.map((e) => ({ message: e.message, extensions: { code: e.code, field: e.field, rule: e.rule } })) })
        : undefined,
      stale: false,
      hasNext: false,
    } as unknown as OperationResult;
    // Queries stay open as urql's real streams do (a completed stream makes useQuery drop an error it showed).
    return request.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation')
      ? pipe(fromValue(result), delay(0))
      : merge([pipe(fromValue(result), delay(0)), never]);
  };
  const client = {
    executeQuery: vi.fn(answer),
    executeMutation: vi.fn(answer),
    executeSubscription: vi.fn(),
  } as unknown as Client;
  return { client, calls };
}

/** Render `ui` signed in, inside the router at `path` (with `route` as the matching pattern). */
export function renderPage(ui: ReactElement, { client, path = '/', route = '*' }: { client: Client; path?: string; route?: string }) {
  sessionStorage.setItem('store-admin.api-key', 'sk_test');
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <AuthProvider>
        <Provider value={client}>
          <ViewerProvider>
            <StoreProvider>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
            </StoreProvider>
          </ViewerProvider>
        </Provider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

/** What a test may set of a connection page: its pageInfo and totalCount. */
export interface PageOver {
  totalCount?: number;
  hasNextPage?: boolean;
  hasPreviousPage?: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/** Rows as one page of a cursor connection, as the API answers it: each cursor `<prefix><id>`, no other page unless `over` says so. */
export function connectionPage<T extends { id: number | string }>(rows: T[], prefix: string, over: PageOver = {}) {
  const edges = rows.map((node) => ({ cursor: `${prefix}${node.id}`, node }));
  const { totalCount = rows.length, ...pageInfo } = over;
  return {
    totalCount,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null, ...pageInfo },
    edges,
  };
}
