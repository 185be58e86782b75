import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { ViewerQuery } from '../gql/graphql';
import { ErrorState, Loading, PageHeader } from '../components/states';

/**
 * What the signed-in credential may do (issue 31): Query.viewer's permissions, loaded once after
 * sign-in, whichever the mode (API key or staff session). Navigation, routes and action buttons
 * ask `useCan()`; the API checks every operation anyway (FORBIDDEN), so this only keeps the UI
 * from offering what would be refused.
 */

/** The API's permission vocabulary (src/lib/permissions.ts), in its order: what the UI may ask about. */
export const PERMISSIONS = [
  'store:read',
  'settings:write',
  'catalog:read',
  'catalog:write',
  'orders:read',
  'orders:write',
  'orders:refund',
  'checkout:create',
  'subscriptions:read',
  'subscriptions:write',
  'buyers:read',
  'buyers:write',
  'game_servers:read',
  'game_servers:write',
  'webhooks:read',
  'webhooks:write',
  'affiliates:read',
  'affiliates:write',
  'withdrawals:read',
  'withdrawals:write',
  'marketing:read',
  'marketing:write',
  'gift_cards:read',
  'gift_cards:write',
  'reports:read',
  'gateways:read',
  'gateways:write',
  'staff:manage',
  'keys:manage',
  'audit:read',
] as const;

type Permission = (typeof PERMISSIONS)[number];

export const ViewerDocument = graphql(`
  query Viewer {
    viewer {
      kind
      id
      name
      role
      permissions
    }
  }
`);

export type Viewer = ViewerQuery['viewer'];

const ViewerContext = createContext<Viewer | null>(null);

/** Loads Query.viewer (any signed-in credential may read it) and hands it to the pages below. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [result, retry] = useQuery({ query: ViewerDocument, requestPolicy: 'cache-first' });
  if (result.error && !result.data) return <ErrorState error={result.error} retry={retry} />;
  if (!result.data) return <Loading label="Checking what you may do…" />;
  return <ViewerContext.Provider value={result.data.viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer outside ViewerProvider');
  return viewer;
}

/** A permission, or a list of which any one is enough. */
export type Need = Permission | readonly Permission[];

const holds = (permissions: readonly string[], need: Need) =>
  typeof need === 'string' ? permissions.includes(need) : need.some((p) => permissions.includes(p));

/** `can('orders:write')`: whether the credential holds a permission (or any of a list). */
export function useCan(): (need: Need) => boolean {
  const { permissions } = useViewer();
  return useCallback((need: Need) => holds(permissions, need), [permissions]);
}

const needText = (need: Need) => (typeof need === 'string' ? need : need.join(' or '));

/** Who is refused, in the sentence the not-allowed state and read-only notes use. */
function whose(viewer: Viewer) {
  return viewer.kind === 'key' ? 'This API key' : 'Your role';
}

/** The state of a page opened without its permission: what is missing, instead of the API's error. */
function NotAllowed({ need, title = 'Not allowed' }: { need: Need; title?: string }) {
  const viewer = useViewer();
  return (
    <>
      <PageHeader title={title} />
      <div className="not-allowed panel" role="alert">
        <p>
          <strong>
            {whose(viewer)} does not allow this (needs {needText(need)}).
          </strong>
        </p>
        <p className="hint">Ask the store’s owner for a role that includes it.</p>
      </div>
    </>
  );
}

/** A route's page, or the not-allowed state when the credential lacks `need`. */
export function RequirePermission({ need, title, children }: { need: Need; title?: string; children: ReactNode }) {
  const can = useCan();
  if (!can(need)) return <NotAllowed need={need} title={title} />;
  return <>{children}</>;
}

/** Renders `children` only with the permission: for action buttons and links. */
export function IfAllowed({ need, children }: { need: Need; children: ReactNode }) {
  const can = useCan();
  return can(need) ? children : null;
}

/**
 * A form the credential may read but not change: shown with every input disabled and its buttons
 * hidden (a disabled fieldset), under a note naming the permission that changing it needs.
 */
export function ReadOnlyUnless({ need, children }: { need: Need; children: ReactNode }) {
  const viewer = useViewer();
  if (holds(viewer.permissions, need)) return <>{children}</>;
  return (
    <>
      <p className="hint read-only-note" role="note">
        Read only: {whose(viewer).toLowerCase()} does not allow changes here (needs {needText(need)}).
      </p>
      <fieldset className="read-only" disabled>
        {children}
      </fieldset>
    </>
  );
}

/** Readable names of the vocabulary's areas (the part before the colon), for grouped checkboxes. */
const AREA_LABEL: Record<string, string> = {
  store: 'Store',
  settings: 'Settings',
  catalog: 'Catalog',
  orders: 'Orders',
  checkout: 'Checkout',
  subscriptions: 'Subscriptions',
  buyers: 'Buyers',
  game_servers: 'Game servers',
  webhooks: 'Webhooks',
  affiliates: 'Affiliates',
  withdrawals: 'Withdrawals',
  marketing: 'Marketing',
  gift_cards: 'Gift cards',
  reports: 'Reports',
  gateways: 'Payment gateways',
  staff: 'Staff',
  keys: 'API keys',
  audit: 'Audit log',
};

export interface PermissionArea<T extends { name: string }> {
  area: string;
  label: string;
  permissions: T[];
}

/** The vocabulary grouped by area, in the API's order. */
export function groupByArea<T extends { name: string }>(permissions: readonly T[]): PermissionArea<T>[] {
  const areas: PermissionArea<T>[] = [];
  for (const p of permissions) {
    const area = p.name.split(':')[0];
    let group = areas.find((a) => a.area === area);
    if (!group) {
      group = { area, label: AREA_LABEL[area] ?? area, permissions: [] };
      areas.push(group);
    }
    group.permissions.push(p);
  }
  return areas;
}
