import { AppError } from '../errors';

/**
 * What a staff user or an API key may do (issue 31): one word per area and kind of access. Every
 * admin REST route and admin GraphQL root field names the one it needs (the route table's
 * `permission`, the resolver's `admin('orders:read', ...)`); the request's credential carries its set.
 */
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

export type Permission = (typeof PERMISSIONS)[number];

/** What each permission allows, for the README's table, the admin UI and OpenAPI. */
export const PERMISSION_HELP: Record<Permission, string> = {
  'store:read': "the store's name, settings and the app info (every role has it)",
  'settings:write': "change the store's settings (PATCH /v1/app/store)",
  'catalog:read': 'categories, packages and their license keys',
  'catalog:write': 'create, change and delete categories and packages; add license keys',
  'orders:read': 'orders, their notes and deliveries',
  'orders:write': "enter orders, change an order's status (not to REFUNDED or CHARGEDBACK), notes, deliveries; resend commands, e-mails and Discord actions",
  'orders:refund': 'refund an order or record a chargeback: status REFUNDED or CHARGEDBACK (with orders:write)',
  'checkout:create': "create checkouts on the store's behalf (POST /v1/app/checkout)",
  'subscriptions:read': 'subscriptions',
  'subscriptions:write': 'cancel subscriptions',
  'buyers:read': 'the ban list and the checkouts it refused',
  'buyers:write': 'ban and unban buyers (identifier, e-mail, Discord id, document, IP address or range); sign a buyer out of the buyer area',
  'game_servers:read': 'game servers and their command queues',
  'game_servers:write': 'create, change and delete game servers, rotate their tokens, change commands',
  'webhooks:read': 'webhooks and their delivery logs',
  'webhooks:write': 'create, change, delete, test and resend webhooks; rotate their secrets',
  'affiliates:read': 'affiliates and their metrics',
  'affiliates:write': 'create, change and delete affiliates',
  'withdrawals:read': "affiliates' withdrawal requests",
  'withdrawals:write': 'request and settle withdrawals',
  'marketing:read': 'coupons, variables and posts',
  'marketing:write': 'create, change and delete coupons, variables and posts',
  'gift_cards:read': 'gift cards (never their codes) and their balance history',
  'gift_cards:write': 'issue gift cards (the code is shown once), turn them on or off, change their expiry, adjust their balance',
  'reports:read': 'reports and dashboard widgets',
  'gateways:read': "the store's payment gateways (credentials are never shown)",
  'gateways:write': 'configure payment gateways',
  'staff:manage': 'invite, change and remove staff users; custom roles; security settings; sessions',
  'keys:manage': 'create, list and revoke API keys',
  'audit:read': 'the audit log',
};

/** The built-in roles. OWNER and ADMIN differ only in staff:manage: only an owner manages people. */
export const BUILT_IN_ROLES = {
  OWNER: PERMISSIONS,
  ADMIN: PERMISSIONS.filter((p) => p !== 'staff:manage'),
  SUPPORT: ['store:read', 'orders:read', 'orders:write', 'subscriptions:read', 'buyers:read', 'buyers:write', 'gift_cards:read'],
  ACCOUNTANT: ['store:read', 'orders:read', 'reports:read', 'withdrawals:read', 'subscriptions:read', 'gift_cards:read'],
} as const satisfies Record<string, readonly Permission[]>;

/** What a credential may do: every permission (the owner's key and OWNER users), or the named ones. */
export class Permissions {
  private readonly set: ReadonlySet<string>;
  constructor(names: readonly string[]) {
    this.set = new Set(names.includes('*') ? PERMISSIONS : names);
  }
  static all = (): Permissions => new Permissions(['*']);
  has(p: Permission): boolean {
    return this.set.has(p);
  }
  /** The named permissions, in vocabulary order. */
  list(): Permission[] {
    return PERMISSIONS.filter((p) => this.set.has(p));
  }
  /** Whether this set holds every one of `names`: a key or role may not be given more than its maker holds. */
  covers(names: readonly string[]): boolean {
    return names.every((n) => this.set.has(n));
  }
}

export const isPermission = (name: string): name is Permission => (PERMISSIONS as readonly string[]).includes(name);

/** 403 FORBIDDEN naming what is missing: the credential is valid, it may not do this. */
export const forbidden = (permission: Permission) =>
  new AppError('FORBIDDEN', [{ message: `This needs the ${permission} permission, which your role or API key does not have`, rule: permission }]);
