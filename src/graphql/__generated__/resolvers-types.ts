import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Store as StoreModel, Category as CategoryModel, Package as PackageModel, PackageCommand as PackageCommandModel, PackageDiscordAction as PackageDiscordActionModel, LicenseKey as LicenseKeyModel, Variable as VariableModel, PackageField as PackageFieldModel, Order as OrderModel, OrderPackage as OrderPackageModel, OrderVariable as OrderVariableModel, OrderNote as OrderNoteModel, Delivery as DeliveryModel, OrderEmail as OrderEmailModel, OrderDiscordAction as OrderDiscordActionModel, OrderRefund as OrderRefundModel, GameServer as GameServerModel, Command as CommandModel, Webhook as WebhookModel, WebhookLog as WebhookLogModel, Affiliate as AffiliateModel, AffiliatePackageCommission as AffiliatePackageCommissionModel, AffiliateTransaction as AffiliateTransactionModel, Post as PostModel, Ban as BanModel, BanRefusal as BanRefusalModel, GiftCard as GiftCardModel, GiftCardTransaction as GiftCardTransactionModel, Subscription as SubscriptionModel } from '../../generated/prisma/client';
import { AppRecord as AppRecordModel } from '../../modules/store/store-settings.service';
import { GatewaySettings as GatewaySettingsModel } from '../../modules/payments/gateway.service';
import { ScopedCoupon as ScopedCouponModel } from '../../modules/marketing/marketing.service';
import { SaleView as SaleViewModel } from '../../modules/promotions/sale.service';
import { StorefrontCategory as StorefrontCategoryModel, CartLine as CartLineModel, StorefrontPackage as StorefrontPackageModel } from '../../modules/storefront/storefront.service';
import { GatewayOption as GatewayOptionModel } from '../../modules/storefront/storefront.gateways';
import { StorefrontCoupon as StorefrontCouponModel } from '../../modules/storefront/storefront.lookups';
import { Slice as SliceModel } from '../../lib/keyset';
import { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * ISO 8601 timestamp with milliseconds, exactly as the REST API returns it. Records of a store carry
   * the store's UTC offset (2026-11-21T12:00:00.000-03:00); WebhookLog.createdAt is UTC with Z.
   */
  DateTime: { input: string; output: string; }
  /** A JSON object with string keys (any JSON values), sent and returned as is. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** Who acts: a signed-in staff user or an API key. */
export type ActorKind =
  /** An API key. */
  | 'key'
  /** A signed-in staff user. */
  | 'staff';

/** Body of addPackageLicenseKeys (REST POST /v1/app/package/{id}/license-keys). */
export type AddLicenseKeysInput = {
  /** Required: 1..300 keys of 1..250 characters (trimmed), no repeats (rule unique), none the package already has (rule unique); the unused pool may hold at most 300 keys after it (license_keys, rule max). */
  licenseKeys?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Body of adjustGiftCard (REST POST /v1/app/gift-card/{id}/adjust). */
export type AdjustGiftCardInput = {
  /** Required. Signed, not 0 (rule range), at most 100,000 either way: added to the balance; the balance never goes below 0 (rule balance). */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** Required. Why, 1..500 characters: kept in the card's history. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** A partner who earns a commission on the orders placed with their ref code. REST: /v1/app/affiliate. */
export type Affiliate = {
  __typename?: 'Affiliate';
  /** Commissions earned minus withdrawals, in the store's currency; negative after a reversal the affiliate owes. */
  balance: Scalars['Float']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Always "[redacted]". */
  dashSecret: Scalars['String']['output'];
  /** The affiliate's e-mail address, lower-cased. */
  email: Scalars['String']['output'];
  /** Affiliate id. */
  id: Scalars['Int']['output'];
  /** Id of the linked discount coupon; null when none. */
  linkedDiscountId?: Maybe<Scalars['Int']['output']>;
  /** Smallest amount a withdraw request may ask for, in the store's currency. */
  minWithdraw: Scalars['Float']['output'];
  /** Display name, 1..56 characters. */
  name: Scalars['String']['output'];
  /** Per-package overrides of percentCommission, by id. */
  packageCommissions: Array<PackageCommission>;
  /** Default commission: percent (1..100) of what the buyer paid for each line, credited on approval. */
  percentCommission: Scalars['Float']['output'];
  /** The code buyers' orders carry (checkout refCode): letters, digits, hyphen, underscore; unique in the store, ignoring case. */
  refCode: Scalars['String']['output'];
  /** true: the affiliate earns on their own purchases too. */
  selfAffiliated: Scalars['Boolean']['output'];
  /** Revenue and sales of its approved orders (one grouped query per page of affiliates). REST gives them as list-item fields and on ?statistics=true. */
  statistics: AffiliateStatistics;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** Payout details; null when not set. */
  withdrawSettings?: Maybe<WithdrawSettings>;
};

/** Body of createAffiliate and updateAffiliate (REST POST/PATCH /v1/app/affiliate); on update what is left out is kept. */
export type AffiliateInput = {
  /** Sets the balance (a correction by the owner): -1,000,000,000..1,000,000,000, at most two decimals. Default 0. */
  balance?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create: an e-mail address up to 254 characters (stored lower-cased). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A coupon of this store (rule exists), or null. */
  linkedDiscountId?: InputMaybe<Scalars['Int']['input']>;
  /** 0..1,000,000, at most two decimals. Default 0. */
  minWithdraw?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create; 1..56 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole set (at most 500); left out: kept. */
  packageCommissions?: InputMaybe<Array<PackageCommissionInput>>;
  /** Required on create; 1 to 100 percent (rule range). */
  percentCommission?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create; 1..64 letters, digits, hyphens or underscores; unique ignoring case (rule unique). */
  refCode?: InputMaybe<Scalars['String']['input']>;
  /** Earn on their own purchases too. Default false. */
  selfAffiliated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Payout details, or null to clear them. */
  withdrawSettings?: InputMaybe<WithdrawSettingsInput>;
};

/** An affiliate's figures per store-local day of a period (REST GET /v1/app/affiliate/{id}/metrics). */
export type AffiliateMetrics = {
  __typename?: 'AffiliateMetrics';
  /** Whose figures these are: id, name, ref code and current balance. */
  affiliate: AffiliateMetricsAffiliate;
  /** Commissions of the affiliate's APPROVED orders (those that credited one), by the day the order was paid. */
  commissions: AffiliateMetricsSeries;
  /** APPROVED orders that carried the affiliate and the store's net received for them, by the day they were paid: over a period holding all of them, the affiliate's statistics. */
  storeRevenue: AffiliateMetricsSeries;
  /** Withdraw requests made in the period, pending or paid (a rejected one gave its amount back), by the day they were made. */
  withdraws: AffiliateMetricsSeries;
};

/** Who the metrics are of: the affiliate's id, name, ref code and balance. */
export type AffiliateMetricsAffiliate = {
  __typename?: 'AffiliateMetricsAffiliate';
  /** Commissions earned minus withdrawals now, in the store's currency. */
  balance: Scalars['Float']['output'];
  /** Affiliate id. */
  id: Scalars['Int']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The code buyers' orders carry. */
  refCode: Scalars['String']['output'];
};

/** One store-local day of an affiliate's figure. */
export type AffiliateMetricsPoint = {
  __typename?: 'AffiliateMetricsPoint';
  /** How many that day; 0 when none. */
  count: Scalars['Int']['output'];
  /** The start of the store-local day, in UTC: ISO 8601 with Z (2026-11-21T03:00:00.000Z for a São Paulo store). */
  date: Scalars['String']['output'];
  /** Their sum that day, in the store's currency; 0 when none. */
  total: Scalars['Float']['output'];
};

/** A figure over the period: how many, their sum, and one point per day from `from` to `to`, zeros included. */
export type AffiliateMetricsSeries = {
  __typename?: 'AffiliateMetricsSeries';
  /** One point per store-local day of the period, in order, zeros included. */
  graph: Array<AffiliateMetricsPoint>;
  /** How many in the whole period. */
  totalCount: Scalars['Int']['output'];
  /** Their sum over the whole period, in the store's currency. */
  totalValue: Scalars['Float']['output'];
};

/** A page of affiliates, with the REST list meta. */
export type AffiliatePage = {
  __typename?: 'AffiliatePage';
  /** The affiliates on this page. */
  data: Array<Affiliate>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Totals of the APPROVED orders placed with an affiliate's ref code. */
export type AffiliateStatistics = {
  __typename?: 'AffiliateStatistics';
  /** Net revenue of the approved orders that carried the affiliate, in the store's currency. */
  revenue: Scalars['Float']['output'];
  /** Number of those approved orders. */
  sales: Scalars['Int']['output'];
};

/** An API key of the store. Its secret is never shown again after creation. */
export type ApiKeyInfo = {
  __typename?: 'ApiKeyInfo';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Refused from then on; null: never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Holds every permission, present and future (the owner key). */
  fullAccess: Scalars['Boolean']['output'];
  /** API key id. */
  id: Scalars['Int']['output'];
  /** Its last request, to the minute; null: never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it is for, e.g. "checkout widget". */
  name: Scalars['String']['output'];
  /** What it may do. */
  permissions: Array<Scalars['String']['output']>;
  /** The first characters of the secret, to recognize it. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while live. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of API keys, with the REST list meta. */
export type ApiKeyInfoPage = {
  __typename?: 'ApiKeyInfoPage';
  /** The keys on this page, live first. */
  data: Array<ApiKeyInfo>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** What happened to an audited record. */
export type AuditAction =
  /** It was deleted. */
  | 'delete'
  /** It was created. */
  | 'insert'
  /** It was changed. */
  | 'update';

/** One change to a record, by a staff user or an API key. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** insert, update or delete. */
  action: AuditAction;
  /** The staff user id or the API key id. */
  actorId: Scalars['Int']['output'];
  /** The staff user's or the key's name at the time. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** Who made the change: staff (a staff user) or key (an API key). */
  actorType: ActorKind;
  /** The changed fields after the change (null for a delete); secrets show as "[redacted]", never their value. */
  after?: Maybe<Scalars['JSONObject']['output']>;
  /** The changed fields before the change (null for an insert); secrets show as "[redacted]", never their value. */
  before?: Maybe<Scalars['JSONObject']['output']>;
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Entry id (newer entries have larger ids). */
  id: Scalars['Int']['output'];
  /** The client address of the request. */
  ip?: Maybe<Scalars['String']['output']>;
  /** The request: `PATCH /v1/app/package/:id`, `Mutation.updatePackage`, `POST /v1/auth/sign-in`. */
  operation: Scalars['String']['output'];
  /** The record's id. */
  recordId?: Maybe<Scalars['String']['output']>;
  /** The table of the record changed: packages, orders, staff_users, api_keys, ... */
  recordType: Scalars['String']['output'];
};

/** A page of audit entries, with the REST list meta. */
export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  /** The entries on this page, newest first. */
  data: Array<AuditEntry>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** A buyer the store refuses at checkout: a checkout whose identifier, e-mail, Discord id, document or address matches a ban in force is refused (403, a neutral message; the reason is the owner's). */
export type Ban = {
  __typename?: 'Ban';
  /** Whether it is in force now (not expired): a checkout it matches is refused. */
  active: Scalars['Boolean']['output'];
  /** When it was made, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it: the staff user or API key, or "chargeback (automatic)". */
  createdBy: Scalars['String']['output'];
  /** When the ban ends, in the store's offset; null: never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Ban id. */
  id: Scalars['Int']['output'];
  /** What the value is: a client identifier (any case), an e-mail, a Discord user id, a CPF/CNPJ (digits) or an IP address or range. */
  kind: BanKind;
  /** The owner's note. Never shown to the buyer. */
  reason: Scalars['String']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** What is banned, normalised: an e-mail lower-cased, a document as digits, an IP range as its network (203.0.113.0/24). */
  value: Scalars['String']['output'];
};

/** What a ban names. */
export type BanKind =
  /** The buyer's client identifier (the player), in any case. */
  | 'CLIENT_IDENTIFIER'
  /** The buyer's Discord user id (clientDiscord), 17..20 digits. */
  | 'DISCORD_ID'
  /** The buyer's CPF or CNPJ (clientDocument), as digits. */
  | 'DOCUMENT'
  /** The buyer's e-mail (lower-cased). */
  | 'EMAIL'
  /** The request's address: an IP address, or a range in CIDR notation (at most /8 for IPv4, /16 for IPv6). */
  | 'IP';

/** A page of bans, with the REST list meta. */
export type BanPage = {
  __typename?: 'BanPage';
  /** The bans on this page, newest first. */
  data: Array<Ban>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** A checkout the ban list refused. */
export type BanRefusal = {
  __typename?: 'BanRefusal';
  /** The ban that refused it; null once that ban was removed. */
  banId?: Maybe<Scalars['Int']['output']>;
  /** The attempt's e-mail. */
  clientEmail?: Maybe<Scalars['String']['output']>;
  /** The attempt's client identifier; null when it had none. */
  clientIdentifier?: Maybe<Scalars['String']['output']>;
  /** When it was refused, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Refusal id. */
  id: Scalars['Int']['output'];
  /** The attempt's address; null when the request had none. */
  ip?: Maybe<Scalars['String']['output']>;
  /** What the value is: a client identifier (any case), an e-mail, a Discord user id, a CPF/CNPJ (digits) or an IP address or range. */
  kind: BanKind;
  /** The ban's value that matched, as it was then. */
  value: Scalars['String']['output'];
};

/** A page of refused checkouts, with the REST list meta. */
export type BanRefusalPage = {
  __typename?: 'BanRefusalPage';
  /** The refused checkouts on this page, newest first. */
  data: Array<BanRefusal>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** A signed-in buyer: whose orders the buyer area shows (their e-mail and their Discord id). */
export type Buyer = {
  __typename?: 'Buyer';
  /** When they first signed in, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Their Discord user id; null when they only signed in by e-mail. */
  discordId?: Maybe<Scalars['String']['output']>;
  /** Their Discord user name at their last Discord sign-in; null without one. */
  discordUsername?: Maybe<Scalars['String']['output']>;
  /** Their verified e-mail (by a code, or verified by Discord); null when they only signed in with Discord. */
  email?: Maybe<Scalars['String']['output']>;
  /** The buyer's id at this store. */
  id: Scalars['Int']['output'];
  /** When they last signed in, in the store's offset. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A sign-in code is on its way: the same answer whatever the address (known or not, with orders or not). */
export type BuyerCodeSent = {
  __typename?: 'BuyerCodeSent';
  /** The address the code goes to, as it will be checked. */
  email: Scalars['String']['output'];
  /** Seconds the code is good for (600). */
  expiresIn: Scalars['Int']['output'];
};

/** Something an order delivered: a license key, a download link, a text. */
export type BuyerDelivery = {
  __typename?: 'BuyerDelivery';
  /** When it was delivered, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Delivery id. */
  id: Scalars['Int']['output'];
  /** The line it was delivered for; null if that line no longer exists. */
  orderLineId?: Maybe<Scalars['Int']['output']>;
  /** true: value is HTML the store wrote, to show as HTML. */
  render: Scalars['Boolean']['output'];
  /** LICENSE_KEY (value is the key), DOWNLOAD (a link), CONTENT or CHAT (text). */
  type: DeliveryType;
  /** What the buyer received: the license key, the download link or the text. */
  value: Scalars['String']['output'];
};

/** A Discord sign-in begun: where to send the buyer (with the state and the PKCE challenge; the verifier stays on the server). */
export type BuyerDiscordStart = {
  __typename?: 'BuyerDiscordStart';
  /** Discord's authorization page for the store's application: send the buyer there. */
  authorizeUrl: Scalars['String']['output'];
  /** Seconds the sign-in has to finish (600). */
  expiresIn: Scalars['Int']['output'];
  /** The state Discord sends back with the code: keep it, and check it matches before calling auth/discord/callback. */
  state: Scalars['String']['output'];
};

/** One of the signed-in buyer's orders at this store, with what it delivered. */
export type BuyerOrder = {
  __typename?: 'BuyerOrder';
  /** The coupon code used; null without one. */
  coupon?: Maybe<Scalars['String']['output']>;
  /** When it was placed, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's currency. */
  currency: Currency;
  /** What it delivered (license keys, download links, texts); empty until approved. */
  deliveries: Array<BuyerDelivery>;
  /** The e-mails sent about it, oldest first. */
  emails: Array<BuyerOrderEmail>;
  /** How it was paid. */
  gateway: Gateway;
  /** The order reference (12 characters): what the order page and resend take. */
  internalId: Scalars['String']['output'];
  /** What was bought. */
  lines: Array<BuyerOrderLine>;
  /** When it was paid, in the store's offset; null while unpaid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** What was charged, in the order's currency. */
  price: Scalars['Float']['output'];
  /** price as text in the store's locale and currency. */
  priceDisplay: Scalars['String']['output'];
  /** PENDING until paid, APPROVED once paid (and delivered), or REJECTED, CANCELED, REFUNDED, CHARGEDBACK. */
  status: OrderStatus;
  /** The status in the store's locale. */
  statusDisplay: Scalars['String']['output'];
};

/** An e-mail sent to the buyer about an order. */
export type BuyerOrderEmail = {
  __typename?: 'BuyerOrderEmail';
  /** When it was queued, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail id. */
  id: Scalars['Int']['output'];
  /** What it tells: APPROVED (the order and everything it delivered), REFUNDED or CHARGEDBACK. */
  kind: OrderEmailKind;
  /** When the mail server took it, in the store's offset; null until then. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** PENDING (on its way), SENT (the mail server took it) or FAILED. */
  status: OrderEmailStatus;
  /** Its subject, in the store's locale. */
  subject: Scalars['String']['output'];
};

/** One package line of a buyer order. */
export type BuyerOrderLine = {
  __typename?: 'BuyerOrderLine';
  /** Line id (a delivery names it as orderLineId). */
  id: Scalars['Int']['output'];
  /** The package's name when it was bought. */
  name: Scalars['String']['output'];
  /** unitPrice x quantity, before any coupon. */
  price: Scalars['Float']['output'];
  /** price as text in the store's locale and currency. */
  priceDisplay: Scalars['String']['output'];
  /** Units bought. */
  quantity: Scalars['Int']['output'];
  /** The package's price when it was bought. */
  unitPrice: Scalars['Float']['output'];
};

/** A page of the signed-in buyer's orders, newest first. */
export type BuyerOrderPage = {
  __typename?: 'BuyerOrderPage';
  /** The orders of this page, newest first. */
  data: Array<BuyerOrder>;
  /** The four counters of this list. */
  meta: StorefrontPageMeta;
};

/** Body of refreshBuyerSession and signOutBuyer. */
export type BuyerRefreshInput = {
  /** Required: the refresh token of the last sign-in or refresh. */
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};

/** The owner signed a buyer out of the storefront's buyer area. */
export type BuyerSessionsRevoked = {
  __typename?: 'BuyerSessionsRevoked';
  /** Buyers with that e-mail or Discord id. */
  buyers: Scalars['Int']['output'];
  /** Their sign-ins ended now (their tokens stop working at once). */
  sessions: Scalars['Int']['output'];
};

/** How a buyer signs in. */
export type BuyerSignInMethod =
  /** Discord (OAuth2 authorization code with PKCE), with the store's Discord application. */
  | 'DISCORD'
  /** A 6-digit code sent to their e-mail. */
  | 'EMAIL';

/** One of the signed-in buyer's subscriptions that has not ended. */
export type BuyerSubscription = {
  __typename?: 'BuyerSubscription';
  /** Canceled to end at current_period_end; null while not canceled. */
  cancelAtPeriodEnd?: Maybe<Scalars['Boolean']['output']>;
  /** When it began, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency it is charged in. */
  currency: Currency;
  /** When the paid period ends: the next charge, or (CANCELED) when it ends. */
  currentPeriodEnd: Scalars['DateTime']['output'];
  /** Subscription id. */
  id: Scalars['Int']['output'];
  /** The unit of the period. */
  interval: SubscriptionInterval;
  /** Intervals between charges. */
  intervalCount: Scalars['Int']['output'];
  /** The package subscribed to. */
  packageName: Scalars['String']['output'];
  /** What each period costs. */
  price: Scalars['Float']['output'];
  /** price as text in the store's locale and currency. */
  priceDisplay: Scalars['String']['output'];
  /** ACTIVE, PAST_DUE (a renewal failed) or CANCELED (runs until current_period_end). */
  status: SubscriptionStatus;
};

/** A sign-in or a refresh: a new access token and refresh token, and who they are for. */
export type BuyerTokens = {
  __typename?: 'BuyerTokens';
  /** The access token of the storefront API (Authorization: Bearer), good at this store only; shown once. */
  accessToken: Scalars['String']['output'];
  /** Who signed in. */
  buyer: Buyer;
  /** Seconds the access token lasts (900). */
  expiresIn: Scalars['Int']['output'];
  /** Seconds the refresh token lasts (30 days; each refresh gives a new one). */
  refreshExpiresIn: Scalars['Int']['output'];
  /** Gives the next pair once (auth/refresh); shown once. Using a spent one ends the sign-in. */
  refreshToken: Scalars['String']['output'];
  /** Always Bearer: send the access token as Authorization: Bearer <accessToken>, with x-store-domain. */
  tokenType: Scalars['String']['output'];
};

/** A package in a cart preview. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Id of the package's category. */
  categoryId: Scalars['Int']['output'];
  /** Always true: the cart refuses disabled packages. */
  enabled: Scalars['Boolean']['output'];
  /** Custom inputs the buyer must fill at checkout, in order. */
  fields: Array<StorefrontPackageField>;
  /** Package id. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the package's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Order within its category. */
  position: Scalars['Int']['output'];
  /** Unit price, comparison price and discount. */
  pricing: StorefrontPricing;
  /** The sale its price comes from now (pricing.price is the sale price, pricing.compareAt the price before it); null: none. */
  sale?: Maybe<StorefrontSale>;
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** The asked quantity and whether it can be bought now. */
  stock: CartStock;
  /** The store's id. */
  storeId: Scalars['Int']['output'];
  /** SINGLE (one unit per order) or MULTIPLE. */
  type: PackageType;
};

/** One line of a cart preview (as checkout's items). */
export type CartItemInput = {
  /** Values of the package's custom fields, by field id (or name); not checked until checkout. */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: an enabled package of the store (rule exists), at most once per cart (rule unique). */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** Whether a cart line can be bought now. */
export type CartStock = {
  __typename?: 'CartStock';
  /** Whether that quantity can be bought now (stock and license keys); false is not an error, but checkout would answer CONFLICT. */
  available: Scalars['Boolean']['output'];
  /** The package's minimum quantity per cart line (1 by default). */
  minAmount: Scalars['Int']['output'];
  /** The quantity asked for. */
  quantity: Scalars['Int']['output'];
};

/** A category of the store's catalog; categories nest through parentId. REST: /v1/app/category. */
export type Category = {
  __typename?: 'Category';
  /** http(s) URL of the category's banner; null when none. */
  banner?: Maybe<Scalars['String']['output']>;
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** true: hidden from the storefront, together with everything below it. */
  hideCategory: Scalars['Boolean']['output'];
  /** The spec's "subcategories are hidden" flag, kept for the back office; storefront lists do not apply it. */
  hideSubcategory: Scalars['Boolean']['output'];
  /** Category id: what paths, categoryId and parentId take. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the category's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Display name, 1..100 characters. */
  name: Scalars['String']['output'];
  /** The parent category; null for a top-level category. */
  parent?: Maybe<Category>;
  /** The parent category's id; null for a top-level category. */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Order among its siblings, ascending; new categories go to the end. */
  position: Scalars['Int']['output'];
  /** Unique in the store; used in URLs. Lower-case letters, digits and single hyphens, up to 120 characters. */
  slug: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** Direct children, by position, then id. */
  subcategories: Array<Category>;
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of categories, with the REST list meta. */
export type CategoryPage = {
  __typename?: 'CategoryPage';
  /** The categories on this page. */
  data: Array<Category>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** One line of a checkout, as storefront clients send it (REST cart[]). */
export type CheckoutCartLineInput = {
  /** Values of the package's custom fields, by field id (or name), as for items; errors name cart.N.fields.<field id>. */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: an enabled package of this store (rule exists), at most once per order (rule unique). Errors name cart.N.package_id. */
  packageId?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum (rules range, max, min, total). */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Body of checkout, createCheckout and createOrder (REST POST /v1/webstore/checkout, POST /v1/app/checkout, POST /v1/app/order).
 * Prices are computed by the server; required fields are marked.
 */
export type CheckoutInput = {
  /** Required unless items is given: 1..50 lines, each package at most once. Used when both are given. */
  cart?: InputMaybe<Array<CheckoutCartLineInput>>;
  /** The buyer's Discord user, up to 64 characters, or null; the same rule console as clientName. */
  clientDiscord?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's document number, up to 32 characters, or null. */
  clientDocument?: InputMaybe<Scalars['String']['input']>;
  /** Required: an e-mail address, up to 254 characters (stored lower-cased). */
  clientEmail?: InputMaybe<Scalars['String']['input']>;
  /** Optional (else userId, variables.client_identifier, fields.client_identifier or clientDiscord, first given wins): the buyer's in-game identifier, 1..64 characters; commands are queued for it. A cart whose commands run only while the player is online, or use {client_identifier}, needs one (client_identifier, rule required, naming the package); so does a per-user-limited package. A game identifier (rule identifier): letters, digits, _ . : - with an optional . or * prefix (Minecraft and Bedrock names, steam:..., license:..., UUIDs); no spaces, selectors such as @a, or ;. Control characters and line breaks: rule control, as in every buyer field. */
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  /** Required: the buyer's name, 1..100 characters. It fills {client_name} in commands, so it may not contain ;, ", \\, a word starting with @ or a word of only * (rule console). */
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's phone number, up to 32 characters, or null. */
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  /**
   * A coupon code of the store, matched ignoring case, up to 64 characters. Refused with VALIDATION_FAILED on coupon, one rule per reason:
   * exists (unknown or disabled), not_started (before its startsAt), expired, max_uses (no uses left), min_price (the cart after its sales is
   * below minPrice), scope (no line in its packages or categories), sale (every line in its scope is on sale and it does not combine with
   * sales), limit (the buyer used it as often as limitCriteria / maxUsesPerBuyer allow; an identifier-limited coupon without clientIdentifier:
   * client_identifier, rule required), first_purchase (the buyer already has an order of the store), subscription (a subscription cart).
   */
  coupon?: InputMaybe<Scalars['String']['input']>;
  /** Custom field values for every line, by field id or name, used where a line gives none. */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: how the buyer pays. A value outside Gateway is VALIDATION_FAILED (rule enum), as on REST. */
  gateway?: InputMaybe<Gateway>;
  /** A gift card code of the store (any case, hyphens optional): it pays what it can, the gateway the rest. Twin of the REST body's gift_card. */
  giftCard?: InputMaybe<Scalars['String']['input']>;
  /** The older name of cart (lines with id for packageId); errors name items.N.*. */
  items?: InputMaybe<Array<CheckoutItemInput>>;
  /** The integrator's own data, kept on the order and shown back: up to 50 keys of 1..40 characters, each a string (up to 500 characters), a number, a boolean or null; or null. */
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  /** An affiliate's ref code, up to 64 characters; an unknown one is ignored. A buyer using their own link earns the affiliate nothing unless selfAffiliated. */
  refCode?: InputMaybe<Scalars['String']['input']>;
  /** The buyer accepted the store's terms: false is refused (rule accepted); left out is taken as accepted. */
  terms?: InputMaybe<Scalars['Boolean']['input']>;
  /** Another name for clientIdentifier, with its rules (errors name user_id); used when clientIdentifier is not given. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Values by variable name, e.g. {"nick": "Steve"}: names 1..64, values up to 255 characters following rule console (they fill {name} in commands). Required for each variable the packages ask for (variables.<name>, rule required). A client_identifier variable is the buyer's identifier when neither clientIdentifier nor userId is given (then also rule identifier). */
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** One line of a checkout or an admin order (REST items[], the older name of cart[]). */
export type CheckoutItemInput = {
  /** Values of the package's custom fields, by field id (or name): text up to 1,000 characters (no control characters or line breaks, rule control) or numbers. Errors name items.N.fields.<field id>. */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: an enabled package of this store (rule exists), at most once per order (rule unique). */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum (rules range, max, min). A line whose total, or the order's total with it, would pass 9,999,999,999.99 is refused here (rule total). */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** What checkout answers (REST 201): the order's references, what to pay, and how (payment data null until a gateway gives it). */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** The payment page to send the buyer to; null until the store's gateway gives one. */
  checkoutUrl?: Maybe<Scalars['String']['output']>;
  /** The same text as priceDisplay, under the name storefront clients read. */
  formattedPrice: Scalars['String']['output'];
  /** The reference to show the buyer (12 characters of Crockford base32), and to poll storefrontOrderStatus with. */
  internalId: Scalars['String']['output'];
  /** The new order's id (storefrontOrderStatus answers for it during a day). */
  orderId: Scalars['Int']['output'];
  /** The hosted order page with its signed token: to send the buyer to, or link; it shows the status (and how to pay while PENDING), then what the order delivered. */
  orderUrl: Scalars['String']['output'];
  /** The Pix copy-and-paste code; null until the gateway gives one. */
  pixCode?: Maybe<Scalars['String']['output']>;
  /** Total to pay in the store's currency, computed by the server. */
  price: Scalars['Float']['output'];
  /** The total as text in the store's locale and currency (R$ 29,90). */
  priceDisplay: Scalars['String']['output'];
  /** The Pix QR code as a base64 PNG; null until the gateway gives one. */
  qrCode?: Maybe<Scalars['String']['output']>;
  /** Always PENDING: the order waits for its payment. */
  status: OrderStatus;
};

/** One package command (an item of the package body's commands). */
export type CommandInput = {
  /** Required, 1..1000 characters, one console line (no control characters or line breaks, rule control); may use the placeholders listed on PackageCommand.command. */
  command?: InputMaybe<Scalars['String']['input']>;
  /** Bind it to the first server that polls it. Default false. */
  executeOnce?: InputMaybe<Scalars['Boolean']['input']>;
  /** A game server of this store (rule exists); null or left out: any of the store's servers. */
  gameServerId?: InputMaybe<Scalars['Int']['input']>;
  /** Run even while the player is offline. Default false. */
  offlineExecute?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes after the trigger before it is due, 0..525,600 (rule range). Default 0; null is 0 (how responses write "not scheduled"). */
  schedule?: InputMaybe<Scalars['Int']['input']>;
  /** When it is queued: PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. A value outside CommandTrigger is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<CommandTrigger>;
};

/** State of a queued command. */
export type CommandStatus =
  /** Will not run: its order was refunded or charged back, or a person canceled it. */
  | 'CANCELED'
  /** Ran: a game server acknowledged it DONE, or a person marked it so. Never offered again. */
  | 'DONE'
  /** Failed 3 times, or marked FAILED by a person; not retried unless set back to PENDING. */
  | 'FAILED'
  /** Waiting to run; a poll leases it to one server for 60 s, and a failed run is retried after `attempts` minutes. */
  | 'PENDING';

/** When a package command is queued for the buyer. */
export type CommandTrigger =
  /** When the order is charged back (APPROVED -> CHARGEDBACK). */
  | 'CHARGEBACK'
  /** On approval of a package with expiryDays; due that many days (plus `schedule` minutes) later. Canceled by a refund or chargeback. */
  | 'EXPIRE'
  /** On approval; due `schedule` minutes later. */
  | 'PURCHASE'
  /** When the order is refunded (APPROVED -> REFUNDED). */
  | 'REFUND';

/** A discount code buyers give at checkout. REST: /v1/app/coupon. */
export type Coupon = {
  __typename?: 'Coupon';
  /** The package ids its scope takes now, ascending: its packages, their variations, and the packages of its categories and their subcategories. Empty with an empty scope: every package; empty with a scope: none now. */
  appliesTo: Array<Scalars['Int']['output']>;
  /** Categories it is limited to (their subcategories included); with packageIds empty too: every package. */
  categoryIds: Array<Scalars['Int']['output']>;
  /** The code buyers type: letters, digits, hyphen, underscore, 1..64 characters; unique and matched ignoring case at checkout. */
  code: Scalars['String']['output'];
  /** false: lines on sale are left out of its discount; a cart whose lines in its scope are all on sale is VALIDATION_FAILED, coupon, rule sale. */
  combinableWithSales: Scalars['Boolean']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** false: checkout refuses the code (VALIDATION_FAILED, coupon, rule exists). */
  enabled: Scalars['Boolean']['output'];
  /** From this instant checkout refuses it (rule expired), in the store's offset; null: it never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Only for a buyer with no order of the store that counts (not REJECTED or CANCELED), by e-mail or identifier; else VALIDATION_FAILED, coupon, rule first_purchase. */
  firstPurchaseOnly: Scalars['Boolean']['output'];
  /** Coupon id (Affiliate.linkedDiscountId refers to it). */
  id: Scalars['Int']['output'];
  /** One use per buyer, counted by this detail of theirs (an order that is not REJECTED or CANCELED counts); null: no per-buyer limit. A second use is VALIDATION_FAILED, coupon, rule limit. */
  limitCriteria?: Maybe<CouponLimitCriteria>;
  /** How many orders may use it; null: unlimited. When used up, checkout answers VALIDATION_FAILED, coupon, rule max_uses. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Orders one buyer may place with it, counted by their e-mail and by their identifier (an order that is not REJECTED or CANCELED counts); null: no such count. One more is VALIDATION_FAILED, coupon, rule limit. */
  maxUsesPerBuyer?: Maybe<Scalars['Int']['output']>;
  /** The smallest cart subtotal (before the discount) checkout applies it to, in the store's currency; 0: any. Below it checkout answers VALIDATION_FAILED, coupon, rule min_price. */
  minPrice: Scalars['Float']['output'];
  /** Packages it is limited to (their variations included); with categoryIds empty too: every package. A cart with none of its packages is VALIDATION_FAILED, coupon, rule scope. */
  packageIds: Array<Scalars['Int']['output']>;
  /** Before this instant checkout refuses it (rule not_started), in the store's offset; null: from its creation. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** Whether value is a percentage or an amount off. */
  type: PromoType;
  /** When it was last changed (a use counts), in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** Orders placed with it; a rejected or canceled order gives its use back. */
  uses: Scalars['Int']['output'];
  /** PERCENTAGE: percent off (0.01..100); PRICE: amount off in the store's currency. */
  value: Scalars['Float']['output'];
};

/** Body of createCoupon and updateCoupon (REST POST/PATCH /v1/app/coupon); on update what is left out is kept. */
export type CouponInput = {
  /** Up to 100 category ids of this store (rule exists, per index; a repeat is rule unique); their subcategories are included. */
  categoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Required on create: 1..64 letters, digits, hyphens or underscores; unique ignoring case (rule unique). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** false: lines on sale are left out of its discount (rule sale when every line in its scope is on sale). Default true. */
  combinableWithSales?: InputMaybe<Scalars['Boolean']['input']>;
  /** Usable at checkout. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601 timestamp with Z or an offset, or null: never expires. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** Only for a buyer with no order of the store that counts (rule first_purchase). Default false. */
  firstPurchaseOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** CLIENT_EMAIL or CLIENT_IDENTIFIER: one use per buyer, counted by that detail; null: no per-buyer limit (the default). A value outside CouponLimitCriteria is VALIDATION_FAILED (rule enum), as on REST. */
  limitCriteria?: InputMaybe<CouponLimitCriteria>;
  /** 1..1,000,000 orders, or null: unlimited. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** 1..1,000,000 orders per buyer, counted by e-mail and by identifier, or null: no such count (the default). */
  maxUsesPerBuyer?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest cart subtotal it applies to: 0..1,000,000 with at most two decimals (rules range, decimals). Default 0: any. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Up to 100 package ids of this store (rule exists, e.g. field packageIds.1 as package_ids.1; a repeat is rule unique); their variations are included. With categoryIds empty too (the default): every package. */
  packageIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ISO 8601 timestamp with Z or an offset, before expiresAt (rule range), or null: usable from now. Before it checkout refuses the coupon (rule not_started). */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: PERCENTAGE or PRICE. A value outside PromoType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<PromoType>;
  /** Required on create: 0.01..1,000,000 with at most two decimals, and at most 100 for PERCENTAGE (rule range). */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** Which of the buyer's details a coupon's one use per buyer is counted by (the public API's limit_criteria). */
export type CouponLimitCriteria =
  /** The buyer's e-mail, ignoring case: one order with the coupon per e-mail, whatever identifier it names. */
  | 'CLIENT_EMAIL'
  /** The buyer's client_identifier, ignoring case; an order without one cannot use the coupon (client_identifier, rule required). */
  | 'CLIENT_IDENTIFIER';

/** A page of coupons, with the REST list meta. */
export type CouponPage = {
  __typename?: 'CouponPage';
  /** The coupons on this page. */
  data: Array<Coupon>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Body of createApiKey (REST POST /v1/app/api-key). */
export type CreateApiKeyInput = {
  /** ISO 8601 with an offset, in the future; null or left out: never expires. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..60 characters: what the key is for. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Its permissions, at most your own; left out: all of yours. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Body of createBan (REST POST /v1/app/ban). */
export type CreateBanInput = {
  /** When the ban ends: ISO 8601 with an offset (rule date), in the future (rule min). null or left out: never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** Required. What the value is. */
  kind?: InputMaybe<BanKind>;
  /** Required. Why, 1..500 characters: the owner's note, never shown to the buyer. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Required. An e-mail (rule email), a client identifier (rule identifier), a Discord user id (rule regex), a CPF or CNPJ (rule document; dots, dashes and slashes are dropped), or an IP address or CIDR range (rule ip; too wide a range: rule range). Stored normalised. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** Body of createCategory (REST POST /v1/app/category). */
export type CreateCategoryInput = {
  /** http(s) URL, up to 2,048 characters, or null. */
  banner?: InputMaybe<Scalars['String']['input']>;
  /** Hide from the storefront, with everything below it. Default false. */
  hideCategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default false; true only for a category created with a parentId (rule subcategory). */
  hideSubcategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** http(s) URL, up to 2,048 characters, or null. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Required. At most 100 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A category of this store (rule exists); null or left out: a top-level category. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  /** 0 or more; left out: the end of its siblings. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Lower-case letters, digits and single hyphens, 1..120 characters; unique in the store (rule unique). Left out: generated from the name. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Body of createGameServer (REST POST /v1/app/game-server). */
export type CreateGameServerInput = {
  /** Required. 1..100 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Free text (the game, a role), at most 50 characters; an empty string is stored as null. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Body of createPackage (REST POST /v1/app/package). */
export type CreatePackageInput = {
  /** Required: a category of this store (rule exists). */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** At most 100 commands. */
  commands?: InputMaybe<Array<CommandInput>>;
  /** Comparison price for the storefront: 0 to 1,000,000, at most two decimals, or null. */
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Up to 20,000 characters, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 actions. */
  discordActions?: InputMaybe<Array<DiscordActionInput>>;
  /** The purchase e-mail, or null for none. */
  email?: InputMaybe<PackageEmailInput>;
  /** For sale and listed. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 365 (rule range), or null: never expires. */
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** At most 20 custom buyer inputs. */
  fields?: InputMaybe<Array<PackageFieldInput>>;
  /** A gift card package: each unit bought issues a gift card of this value (0.01..100,000, at most two decimals), e-mailed to the buyer on approval; null or left out: an ordinary package. Not with subscription (rule subscription). */
  giftCardValue?: InputMaybe<Scalars['Float']['input']>;
  /** Only for variations: an http(s) URL, and only with a parentId (rule variation). */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** http(s) URL, or null. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 999,999; null means unlimited. */
  inventoryAmount?: InputMaybe<Scalars['Int']['input']>;
  /** At most 300 keys of at most 250 characters, no repeats (rule unique): the unused pool. */
  licenseKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required. 1..255 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Makes this package a variation of another package of this store (rule exists); variations cannot have variations (rule variation). */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  /** One per buyer, one unit. Default false. */
  perUserLimit?: InputMaybe<Scalars['Boolean']['input']>;
  /** 0 or more; left out: the end of its category. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Required. 0 to 1,000,000, at most two decimals (rules range, decimals). */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Lower-case letters, digits and single hyphens, 1..120 characters; unique in the store. Left out: generated from the name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Makes it a subscription, charged every period through Stripe or Mercado Pago; null or left out: sold once. expiryDays then follows the period (rule subscription). */
  subscription?: InputMaybe<PackageSubscriptionInput>;
  /** Required: SINGLE or MULTIPLE. A value outside PackageType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<PackageType>;
  /** Ids of store variables to ask the buyer for: at most 50, no repeats (rules exists, unique). */
  variables?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Body of createPost (REST POST /v1/app/post). */
export type CreatePostInput = {
  /** Required. 1..100 characters (trimmed). */
  author?: InputMaybe<Scalars['String']['input']>;
  /** Required. HTML, up to 100,000 characters, kept exactly as sent; a blank one counts as missing. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL up to 2,048 characters, or null. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with an offset (or Z), rule date; a future time schedules the post. null or left out: a draft. */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case letters, digits and single hyphens, 1..200 characters; unique in the store (rule unique). Generated from the title when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..200 characters (trimmed). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Body of createWebhook (REST POST /v1/app/webhooks). */
export type CreateWebhookInput = {
  /** Deliver events from now on. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. 1..100 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required, at least one WebhookEvent, no repeats (rule unique). A value outside WebhookEvent is VALIDATION_FAILED (scopes.N, rule enum), as on REST. */
  scopes?: InputMaybe<Array<InputMaybe<WebhookEvent>>>;
  /** Required. https:// only (rule https), up to 2,048 characters; private, loopback and link-local targets are refused (rule url). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A new API key with its secret, shown once. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Refused from then on; null: never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Holds every permission, present and future (the owner key). */
  fullAccess: Scalars['Boolean']['output'];
  /** API key id. */
  id: Scalars['Int']['output'];
  /** Its last request, to the minute; null: never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it is for, e.g. "checkout widget". */
  name: Scalars['String']['output'];
  /** What it may do. */
  permissions: Array<Scalars['String']['output']>;
  /** The first characters of the secret, to recognize it. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while live. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The key itself: send it as Authorization: Bearer <secret>. Shown this once; only its SHA-256 is kept. */
  secret: Scalars['String']['output'];
};

/** ISO 4217 currency of a store: every amount of the store (prices, balances, reports) is in it. */
export type Currency =
  /** Brazilian real (the default for new stores). */
  | 'BRL'
  /** Euro. */
  | 'EUR'
  /** United States dollar. */
  | 'USD';

/** Something an approved order delivered to the buyer for one of its lines. */
export type Delivery = {
  __typename?: 'Delivery';
  /** When it was delivered, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Delivery id. */
  id: Scalars['Int']['output'];
  /** The license key it came from (LICENSE_KEY deliveries); null otherwise. */
  licenseKeyId?: Maybe<Scalars['Int']['output']>;
  /** The order line (OrderLine.id) it was delivered for; null if that line no longer exists. */
  orderPackageId?: Maybe<Scalars['Int']['output']>;
  /** true: the value is HTML to render. */
  render: Scalars['Boolean']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** What kind of delivery it is. */
  type: DeliveryType;
  /** When it was last edited, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** What the buyer receives: the license key or the content. updateDelivery can correct it. */
  value: Scalars['String']['output'];
};

/** Body of updateDelivery (REST {value}). */
export type DeliveryInput = {
  /** Required: the new license key or content, 1..10,000 characters. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What a delivery gives the buyer (a classification, not a lifecycle). */
export type DeliveryType =
  /** A chat message; part of the spec's vocabulary, not created by this service itself. */
  | 'CHAT'
  /** The package's e-mail content (HTML, render true), created on approval. */
  | 'CONTENT'
  /** A download; part of the spec's vocabulary, not created by this service itself. */
  | 'DOWNLOAD'
  /** A license key from the package's pool, created on approval (one per unit). */
  | 'LICENSE_KEY';

/** One Discord action (an item of the package body's discordActions). */
export type DiscordActionInput = {
  /** Required: what it does. A value outside DiscordActionKind is VALIDATION_FAILED (rule enum), as on REST. */
  action?: InputMaybe<DiscordActionKind>;
  /** Role, channel and message; left out: all null. */
  parameters?: InputMaybe<DiscordActionParametersInput>;
  /** When it runs: PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. A value outside CommandTrigger is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<CommandTrigger>;
};

/** What a package's Discord action does in the store's Discord server. */
export type DiscordActionKind =
  /** Gives the buyer a role (parameters.roleId). */
  | 'ADD_ROLE'
  /** Takes a role back from the buyer (parameters.roleId). */
  | 'REMOVE_ROLE'
  /** Posts a message in a channel (parameters.channelId, parameters.message). */
  | 'SEND_MESSAGE';

/** Parameters of a Discord action; each is null when not set. */
export type DiscordActionParameters = {
  __typename?: 'DiscordActionParameters';
  /** The Discord channel (a snowflake) SEND_MESSAGE posts in. */
  channelId?: Maybe<Scalars['String']['output']>;
  /** The message of SEND_MESSAGE, up to 2,000 characters; the placeholders of PackageCommand.command are filled when it is sent. */
  message?: Maybe<Scalars['String']['output']>;
  /** The Discord role (a snowflake) of ADD_ROLE and REMOVE_ROLE. */
  roleId?: Maybe<Scalars['String']['output']>;
};

/** Parameters of a Discord action; each optional, stored as null when left out. */
export type DiscordActionParametersInput = {
  /** A Discord channel id, 17..20 digits (rule regex); required for SEND_MESSAGE. */
  channelId?: InputMaybe<Scalars['String']['input']>;
  /** Up to 2,000 characters; required for SEND_MESSAGE. May use the placeholders of PackageCommand.command. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** A Discord role id, 17..20 digits (rule regex); required for ADD_ROLE and REMOVE_ROLE. */
  roleId?: InputMaybe<Scalars['String']['input']>;
};

/** Where one run of a Discord action stands. */
export type DiscordActionStatus =
  /** The order was refunded or charged back before it ran. */
  | 'CANCELED'
  /** Discord took it (2xx). */
  | 'DONE'
  /** Discord refused it (403 missing permission, 404 unknown member, another 4xx: not retried), or it failed past the retry schedule. Run it again once fixed. */
  | 'FAILED'
  /** Written, waiting for the job worker, or for its next attempt at runAt. */
  | 'PENDING'
  /** Not sent, for the reason in lastError: no bot token, no server, no buyer Discord id, an action that is not valid. */
  | 'SKIPPED';

/** Whether storefronts ask the buyer for a Discord user. */
export type DiscordMode =
  /** Storefronts do not ask; checkout still keeps a clientDiscord that is sent. */
  | 'DISABLED'
  /** Storefronts may ask; checkout accepts an order without one (the default). */
  | 'OPTIONAL'
  /** Checkout refuses an order without clientDiscord (rule required). */
  | 'REQUIRED';

/** How a storefront coupon discounts an order. */
export type DiscountType =
  /** value off the order, in the store's currency (a PRICE coupon of the back office). */
  | 'FIXED'
  /** value % off the order. */
  | 'PERCENTAGE';

/** Which values checkout accepts for a custom package field. */
export type FieldType =
  /** An e-mail address (else VALIDATION_FAILED, rule email). */
  | 'EMAIL'
  /** A finite number (else VALIDATION_FAILED, rule type). */
  | 'NUMBER'
  /** Any text, up to 1,000 characters. */
  | 'TEXT';

/** Body of finishBuyerDiscordSignIn. */
export type FinishBuyerDiscordSignInInput = {
  /** Required: the code Discord added to the redirect URI. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Required: the state Discord sent back (the one start answered). */
  state?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A game server of the store. It polls its commands over REST (/v1/server/queue) with its token
 * (Authorization: Bearer <server token>).
 */
export type GameServer = {
  __typename?: 'GameServer';
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Game server id (what gameServerId fields refer to). */
  id: Scalars['Int']['output'];
  /** Display name, 1..100 characters. */
  name: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /**
   * The server token (gs_...): in full only in the result of createGameServer and rotateGameServerToken,
   * "[redacted]" everywhere else. Only its SHA-256 is stored.
   */
  token: Scalars['String']['output'];
  /** Free text chosen by the owner (the game, a role); null when not set. */
  type?: Maybe<Scalars['String']['output']>;
  /** When a person last changed it, in the store's offset (polls do not change it). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of game servers, with the REST list meta. */
export type GameServerPage = {
  __typename?: 'GameServerPage';
  /** The game servers on this page. */
  data: Array<GameServer>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** The payment gateway a buyer chose at checkout; Order.gatewayDisplay has its display name. */
export type Gateway =
  /** Mercado Pago (Latin American payment platform). */
  | 'MERCADOPAGO'
  /** Any other way the store takes money (a bank transfer, cash...): no provider is asked, the owner approves the order by hand. */
  | 'OTHER'
  /** Pagar.me (Pix and a hosted checkout page for cards). */
  | 'PAGARME'
  /** PagBank, formerly PagSeguro (Pix and a hosted checkout page for cards). */
  | 'PAGSEGURO'
  /** PayPal (wallet payments). */
  | 'PAYPAL'
  /** PicPay (Brazilian wallet payments). */
  | 'PICPAY'
  /** Pix, Brazil's instant payment system. */
  | 'PIX'
  /** Stripe (card payments). */
  | 'STRIPE';

/** One gateway's APPROVED orders paid in the period (REST Gateway report item). */
export type GatewayReportItem = {
  __typename?: 'GatewayReportItem';
  /** The gateway; all five are listed, zeros included. */
  gateway: Gateway;
  /** The gateway's display name in the store's locale ("Mercado Pago"). */
  gatewayDisplay: Scalars['String']['output'];
  /** Sum of the orders' prices, in the store's currency. */
  grossRevenue: Scalars['Float']['output'];
  /** Net received (sum of netReceived), in the store's currency. */
  revenue: Scalars['Float']['output'];
  /** Number of approved orders paid through it in the period; 0 when none. */
  sales: Scalars['Int']['output'];
};

/** A gift card of the store: a balance in the store's currency that pays at checkout. */
export type GiftCard = {
  __typename?: 'GiftCard';
  /** What is left to spend. */
  balance: Scalars['Float']['output'];
  /** When it was issued, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Who issued it: the staff user or API key, or order:<internal_id>. */
  createdBy: Scalars['String']['output'];
  /** The store's currency when it was issued: a card pays only in it (rule currency at checkout). */
  currency: Currency;
  /** false: checkout refuses it (rule exists), whatever its balance. */
  enabled: Scalars['Boolean']['output'];
  /** From then on checkout refuses it (rule expired); null: never. In the store's offset. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Gift card id. */
  id: Scalars['Int']['output'];
  /** What it was issued with, in the card's currency. */
  initialValue: Scalars['Float']['output'];
  /** The last four characters of its code, to tell cards apart (the code itself is never shown again). */
  last4: Scalars['String']['output'];
  /** The owner's note; never shown to the buyer. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order that bought it (a gift card package); null when the store issued it. */
  orderId?: Maybe<Scalars['Int']['output']>;
  /** Who was e-mailed the code: the given address, or the buyer of the order that bought it; null: nobody. */
  recipientEmail?: Maybe<Scalars['String']['output']>;
  /** The store it belongs to. */
  storeId: Scalars['Int']['output'];
  /** Every change of its balance, newest first (REST: GET /v1/app/gift-card/{id} `transactions`). */
  transactions: Array<GiftCardTransaction>;
  /** When it last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of gift cards, with the REST list meta. */
export type GiftCardPage = {
  __typename?: 'GiftCardPage';
  /** The cards on this page, newest first. */
  data: Array<GiftCard>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** A change of a gift card's balance. */
export type GiftCardTransaction = {
  __typename?: 'GiftCardTransaction';
  /** Signed, in the card's currency: negative took from the balance. */
  amount: Scalars['Float']['output'];
  /** The balance right after it. */
  balanceAfter: Scalars['Float']['output'];
  /** When it happened, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Transaction id. */
  id: Scalars['Int']['output'];
  /** ISSUE (the card was made), REDEEM (an order spent it), RESTORE (an order that spent it was rejected, canceled or refunded), ADJUST (the owner, or a refund of the order that bought it). */
  kind: GiftCardTransactionKind;
  /** The owner's note on an adjustment; null otherwise. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order that spent or gave back (or bought) the card; null for an owner change. */
  orderId?: Maybe<Scalars['Int']['output']>;
};

/** What changed a gift card's balance. */
export type GiftCardTransactionKind =
  /** The owner added or took an amount; or the order that bought it was refunded or charged back (what was left, taken). */
  | 'ADJUST'
  /** The card was made (the owner issued it, or an order bought it). */
  | 'ISSUE'
  /** An order spent from it at checkout. */
  | 'REDEEM'
  /** An order that spent from it was rejected, canceled or refunded: the amount went back. */
  | 'RESTORE';

/** Body of inviteStaffUser (REST POST /v1/app/staff). */
export type InviteStaffUserInput = {
  /** Required. Their sign-in e-mail; unique in the store (rule unique). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required. OWNER, ADMIN, SUPPORT, ACCOUNTANT or CUSTOM (with roleId). You cannot give more permissions than you hold (FORBIDDEN). */
  role?: InputMaybe<StaffRoleName>;
  /** The custom role, for role CUSTOM. */
  roleId?: InputMaybe<Scalars['Int']['input']>;
};

/** Body of issueGiftCard (REST POST /v1/app/gift-card). */
export type IssueGiftCardInput = {
  /** When checkout stops taking it: ISO 8601 with an offset (rule date), in the future (rule min). null or left out: never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** The owner's note, 1..500 characters; never shown to the buyer. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Who receives the code by e-mail too (rule email); null or left out: nobody. */
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
  /** Required. What the card holds, in the store's currency: 0.01..100,000, at most two decimals (rules range, decimals). */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** A new gift card and its code. The code is shown this once (and e-mailed to recipient_email when given). */
export type IssuedGiftCard = {
  __typename?: 'IssuedGiftCard';
  /** The code (XXXX-XXXX-XXXX-XXXX), shown in this answer only: the store keeps its SHA-256. */
  code: Scalars['String']['output'];
  /** The new card. */
  giftCard: GiftCard;
};

/** A key of a package's pool. Approval delivers unused keys, one per unit, never the same key twice. */
export type LicenseKey = {
  __typename?: 'LicenseKey';
  /** When it was added to the pool, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** License key id (Delivery.licenseKeyId). */
  id: Scalars['Int']['output'];
  /** The key text again (the same as value), under the name this API used first. */
  key: Scalars['String']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** true once the key has been delivered to a buyer. */
  used: Scalars['Boolean']['output'];
  /** When it was delivered, in the store's offset; null while unused. */
  usedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The key text, 1..250 characters, unique within the package (the public API's name for it). */
  value: Scalars['String']['output'];
};

/** A page of a package's license keys, with the REST list meta. */
export type LicenseKeyPage = {
  __typename?: 'LicenseKeyPage';
  /** The keys on this page, by id. */
  data: Array<LicenseKey>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds keys to a package's unused pool; the keys it has stay. Twin of POST /v1/app/package/{id}/license-keys (admin key): the added keys,
   * in the order sent. NOT_FOUND for an unknown or another store's package; VALIDATION_FAILED writes nothing.
   */
  addPackageLicenseKeys: Array<LicenseKey>;
  /** Twin of POST /v1/app/gift-card/{id}/adjust (permission gift_cards:write): adds amount (signed) to the balance, with the note in its history; VALIDATION_FAILED rule balance on amount when the balance would go below 0. */
  adjustGiftCard: GiftCard;
  /**
   * Twin of POST /v1/app/subscription/{id}/cancel (admin key). The provider is told first: UNAVAILABLE, and nothing
   * changed, when it cannot be reached. atPeriodEnd (default true): it stays usable until currentPeriodEnd, then
   * expires; false: it expires now. Canceling at the period's end again answers it unchanged; CONFLICT once EXPIRED.
   */
  cancelSubscription: StoreSubscription;
  /**
   * Storefront (x-store-domain): places a PENDING order priced by the server (ORDER_CREATED). Twin of POST /v1/webstore/checkout.
   * VALIDATION_FAILED per failing field (cart.N.package_id, cart.N.quantity, cart.N.fields.<id> or their items.N.* twins,
   * variables.<name>, coupon (rules exists, min_price, limit), and client_document, client_phone or client_discord when the store requires them);
   * CONFLICT for missing stock or license keys, a per-user limit, or a coupon with no uses left.
   */
  checkout: CheckoutResult;
  /** Twin of POST /v1/app/affiliate (admin key). VALIDATION_FAILED names the failing fields, e.g. ref_code rule unique (ignoring case). */
  createAffiliate: Affiliate;
  /** Creates an API key; its secret is in this answer only. Twin of POST /v1/app/api-key (permission keys:manage). */
  createApiKey: CreatedApiKey;
  /** Twin of POST /v1/app/ban (permission buyers:write). VALIDATION_FAILED names the failing field (value with rule email, identifier, regex, document, ip or range; expires_at with rule date or min); the same kind and value twice is CONFLICT, naming the ban there is. */
  createBan: Ban;
  /** Twin of POST /v1/app/category (admin key). VALIDATION_FAILED names the failing fields (parent_id exists, slug unique, hide_subcategory subcategory). */
  createCategory: Category;
  /** Admin: the same checkout, for tools selling on the store's behalf (not manuallyCreated), with the same rules and answer. Twin of POST /v1/app/checkout. */
  createCheckout: CheckoutResult;
  /** Twin of POST /v1/app/coupon (admin key). VALIDATION_FAILED names the failing fields, e.g. code rule unique, value rule range, package_ids.0 rule exists, starts_at rule range. */
  createCoupon: Coupon;
  /** Twin of POST /v1/app/game-server (admin key). The result carries the server token in full, this once; VALIDATION_FAILED for a bad name or type. */
  createGameServer: GameServer;
  /** Admin: an order entered by hand (manuallyCreated), PENDING, with checkout's rules and errors. Twin of POST /v1/app/order. */
  createOrder: Order;
  /** Twin of POST /v1/app/order/{id}/note (admin key); the calling API key is the author. NOT_FOUND for an unknown order. */
  createOrderNote: OrderNote;
  /** Twin of POST /v1/app/package (admin key). VALIDATION_FAILED names each failing field, e.g. category_id or commands.0.game_server_id rule exists. */
  createPackage: Package;
  /** Twin of POST /v1/app/post (admin key). VALIDATION_FAILED names the failing fields, e.g. slug rule unique, published_at rule date. */
  createPost: Post;
  /** Twin of POST /v1/app/sale (permission marketing:write). VALIDATION_FAILED names the failing fields (value rule range, package_ids.0 rule exists, ends_at rule range...). */
  createSale: Sale;
  /** Creates a custom role. Twin of POST /v1/app/role (permission staff:manage). */
  createStaffRole: StaffRole;
  /** Twin of POST /v1/app/variable (admin key). VALIDATION_FAILED names the failing fields, e.g. name rule unique or regex. */
  createVariable: Variable;
  /** Twin of POST /v1/app/webhooks (admin key). The result carries the signing secret in full, this once; VALIDATION_FAILED names the failing fields (url rule https or url, scopes.N rule enum). */
  createWebhook: Webhook;
  /**
   * Twin of POST /v1/app/affiliate/withdraw_request (admin key): a WITHDRAW_PENDING request that debits the balance at once.
   * CONFLICT when the balance is below the amount; VALIDATION_FAILED (amount, rule min) below minWithdraw.
   */
  createWithdrawRequest: WithdrawRequest;
  /** Twin of DELETE /v1/app/affiliate/{id} (admin key); true when deleted. CONFLICT while a withdraw request is pending; orders keep their data. */
  deleteAffiliate: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/ban/{id} (permission buyers:write); true when removed, NOT_FOUND for an unknown id. The checkouts it refused stay listed. */
  deleteBan: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/category/{id} (admin key); true when deleted. Refused (CONFLICT) while the category holds packages or subcategories. */
  deleteCategory: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/coupon/{id} (admin key); true when deleted. Orders keep their promo code and value. */
  deleteCoupon: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/game-server/{id} (admin key); true when deleted. The token stops working; commands meant for this server may then run on any of the store's servers. */
  deleteGameServer: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/order/{id}/note/{note_id} (admin key); true when deleted, NOT_FOUND unless the note belongs to that order. */
  deleteOrderNote: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/package/{id} (admin key); true when deleted. Removes its commands, actions, fields and key pool; past orders keep their lines. */
  deletePackage: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/post/{id} (admin key); true when deleted, NOT_FOUND for an unknown id. */
  deletePost: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/sale/{id} (permission marketing:write); true when removed, NOT_FOUND for an unknown id. Orders keep the prices they were placed at. */
  deleteSale: Scalars['Boolean']['output'];
  /** Deletes a custom role no staff user has; true when deleted. Twin of DELETE /v1/app/role/{id} (permission staff:manage). */
  deleteStaffRole: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/variable/{id} (admin key); true when deleted. Packages stop asking for it; orders keep their values. */
  deleteVariable: Scalars['Boolean']['output'];
  /** Twin of DELETE /v1/app/webhooks/{id} (admin key); true when deleted. Deletes the webhook with its pending deliveries and its logs. */
  deleteWebhook: Scalars['Boolean']['output'];
  /**
   * Storefront: finishes a Discord sign-in with the code and state Discord sent back. UNAUTHENTICATED with rule state_mismatch,
   * state_expired, state_used or discord_refused. Twin of POST /v1/webstore/auth/discord/callback.
   */
  finishBuyerDiscordSignIn: BuyerTokens;
  /** Invites a staff user: the one-time link goes to their e-mail. Twin of POST /v1/app/staff (permission staff:manage). */
  inviteStaffUser: StaffInvite;
  /** Twin of POST /v1/app/gift-card (permission gift_cards:write): the new card and its code, shown this once (and e-mailed to recipientEmail when given). VALIDATION_FAILED names the failing field (value rule range or decimals; expires_at rule date or min; recipient_email rule email). */
  issueGiftCard: IssuedGiftCard;
  /** Always true and needs no credential; lets clients check that mutations reach the server. No REST twin. */
  ping: Scalars['Boolean']['output'];
  /**
   * Storefront: the next tokens for a refresh token, which is spent; a spent one used again ends the sign-in (rule refresh_reused).
   * Twin of POST /v1/webstore/auth/refresh.
   */
  refreshBuyerSession: BuyerTokens;
  /** Removes a staff user (history kept); true when removed. Twin of DELETE /v1/app/staff/{id} (permission staff:manage). */
  removeStaffUser: Scalars['Boolean']['output'];
  /**
   * Storefront (x-store-domain): sends a 6-digit sign-in code to the e-mail (10 minutes, 5 tries); the answer is the same for every
   * address. CONFLICT when the store does not offer e-mail sign-in; RATE_LIMITED past 5 a minute per client address, 3 a minute and
   * 10 an hour per e-mail. Twin of POST /v1/webstore/auth/email/code.
   */
  requestBuyerCode: BuyerCodeSent;
  /**
   * Buyer: sends the order's e-mail again (its keys and deliveries, once approved) to the order's address; 3 a minute per buyer;
   * CONFLICT when there is nothing to send. The order's e-mails. Twin of POST /v1/webstore/me/orders/{internal_id}/resend.
   */
  resendBuyerOrderEmail: Array<BuyerOrderEmail>;
  /**
   * Runs an approved order's PURCHASE commands again (CONFLICT for any other status): run, failed or canceled ones are
   * requeued due now, pending ones stay. Returns what was done and all its PURCHASE commands. Twin of POST /v1/app/order/{id}/command/resend.
   */
  resendOrderCommands: ResentCommands;
  /**
   * Sends the buyer the e-mail of the order's status again: APPROVED, the order and its deliveries as they are now; REFUNDED or
   * CHARGEDBACK, the notice. One of that kind still on its way is not doubled (a retry waiting for its time runs now). Returns
   * the order's e-mails. CONFLICT for another status, or when the server sends no e-mail (SMTP_URL unset). Twin of POST
   * /v1/app/order/{id}/email/resend.
   */
  resendOrderEmails: Array<OrderEmail>;
  /** Sends a pending invitation again with a new link. Twin of POST /v1/app/staff/{id}/invite (permission staff:manage). */
  resendStaffInvite: StaffInvite;
  /** Twin of POST /v1/app/webhooks/logs/{logId}/resend (admin key). Delivers a logged message again, now, to the webhook's current URL with its current secret; returns the new log. */
  resendWebhookLog: WebhookLog;
  /**
   * Runs an order's Discord actions again: FAILED and SKIPPED ones, and those waiting for a retry, run now with the
   * order and the store as they are (a corrected clientDiscord, a bot token set since); only those its status still
   * calls for (APPROVED: PURCHASE and due EXPIRE; REFUNDED: REFUND; CHARGEDBACK: CHARGEBACK). Returns all its Discord
   * actions. Twin of POST /v1/app/order/{id}/discord/retry.
   */
  retryOrderDiscordActions: Array<OrderDiscordAction>;
  /** Revokes an API key; true when done. Twin of DELETE /v1/app/api-key/{id} (permission keys:manage). */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Signs a staff user out everywhere; true when done. Twin of DELETE /v1/app/staff/{id}/sessions (permission staff:manage). */
  revokeStaffSessions: Scalars['Boolean']['output'];
  /** Twin of POST /v1/app/game-server/{id}/token (admin key): a new token, in full this once; the old one stops working. NOT_FOUND for an unknown id. */
  rotateGameServerToken: GameServer;
  /** Twin of POST /v1/app/webhooks/{id}/secret (admin key): a new signing secret, in full this once; the old one no longer signs. */
  rotateWebhookSecret: Webhook;
  /** Twin of PATCH /v1/app/affiliate/withdraw_request/{id} (admin key). CONFLICT when the request is already settled; NOT_FOUND for an unknown id. */
  settleWithdrawRequest: WithdrawRequest;
  /** Storefront: signs out (the refresh token's sign-in ends); true for any token, an unknown one too. Twin of POST /v1/webstore/auth/sign-out. */
  signOutBuyer: Scalars['Boolean']['output'];
  /** The owner: signs a buyer out of the buyer area everywhere, by e-mail or Discord id. Twin of POST /v1/app/buyer/sign-out (admin key). */
  signOutBuyers: BuyerSessionsRevoked;
  /**
   * Storefront: begins a Discord sign-in (OAuth2 authorization code with PKCE): Discord's authorization URL for the store's
   * application, with a new state (10 minutes, good once). Twin of POST /v1/webstore/auth/discord/start.
   */
  startBuyerDiscordSignIn: BuyerDiscordStart;
  /** Twin of POST /v1/app/webhooks/{id}/test (admin key). Sends a test message now (event: the first scope; data: the latest order or null; test: true) and returns its log. */
  testWebhook: WebhookLog;
  /** Twin of PATCH /v1/app/affiliate/{id} (admin key); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create. */
  updateAffiliate: Affiliate;
  /** Twin of PATCH /v1/app/ban/{id} (permission buyers:write): its reason or expiry; NOT_FOUND for an unknown id. */
  updateBan: Ban;
  /** Twin of PATCH /v1/app/category/{id} (admin key). NOT_FOUND for an unknown id; VALIDATION_FAILED as on create, plus parent_id rule cycle. */
  updateCategory: Category;
  /** A person settles or requeues a command. Twin of PATCH /v1/app/command/{id} (admin key); NOT_FOUND for an unknown id. */
  updateCommand: QueuedCommand;
  /** Twin of PATCH /v1/app/coupon/{id} (admin key); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create. */
  updateCoupon: Coupon;
  /** Twin of PATCH /v1/app/order/{id}/delivery/{delivery_id} (admin key): corrects what the buyer sees; the key pool is not touched. */
  updateDelivery: Delivery;
  /** Renames or retypes a game server; its token is kept. Twin of PATCH /v1/app/game-server/{id} (admin key); NOT_FOUND for an unknown id. */
  updateGameServer: GameServer;
  /** Twin of PATCH /v1/app/gift-card/{id} (permission gift_cards:write): on or off, its expiry, its note; NOT_FOUND for an unknown id. */
  updateGiftCard: GiftCard;
  /**
   * Twin of PATCH /v1/app/order/{id} (admin key). Status transitions: PENDING -> APPROVED|REJECTED|CANCELED,
   * APPROVED -> REFUNDED|CHARGEDBACK; others are CONFLICT, as is an approval short of stock or license keys (then nothing changes).
   */
  updateOrder: Order;
  /** Twin of PATCH /v1/app/order/{id}/note/{note_id} (admin key); NOT_FOUND unless the note belongs to that order. */
  updateOrderNote: OrderNote;
  /** Twin of PATCH /v1/app/package/{id} (admin key). NOT_FOUND for an unknown id; VALIDATION_FAILED as on create. */
  updatePackage: Package;
  /** Enable or disable a gateway, name it, set its credentials. Twin of PUT /v1/app/gateway/{gateway} (admin key); NOT_FOUND for an unknown gateway. */
  updatePaymentGateway: PaymentGateway;
  /** Twin of PATCH /v1/app/post/{id} (admin key); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create. */
  updatePost: Post;
  /** Twin of PATCH /v1/app/sale/{id} (permission marketing:write); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create (checked on the sale as it would be). */
  updateSale: Sale;
  /** Changes the store's sign-in and audit settings. Twin of PATCH /v1/app/security (permission staff:manage). */
  updateSecuritySettings: SecuritySettings;
  /** Changes a custom role. Twin of PATCH /v1/app/role/{id} (permission staff:manage). */
  updateStaffRole: StaffRole;
  /** Changes a staff user. Twin of PATCH /v1/app/staff/{id} (permission staff:manage). */
  updateStaffUser: StaffUser;
  /** Changes the store's name, locale and storefront settings; domain, currency and time zone are fixed (rule read_only). Twin of PATCH /v1/app/store (admin key). */
  updateStore: Store;
  /** Twin of PATCH /v1/app/variable/{id} (admin key); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create. */
  updateVariable: Variable;
  /** Twin of PATCH /v1/app/webhooks/{id} (admin key); NOT_FOUND for an unknown id, VALIDATION_FAILED as on create. */
  updateWebhook: Webhook;
  /**
   * Storefront: signs in with the e-mail's latest code: an access token (15 minutes) and a refresh token (30 days).
   * UNAUTHENTICATED with rule code_wrong, code_expired, code_used or code_attempts. Twin of POST /v1/webstore/auth/email/verify.
   */
  verifyBuyerCode: BuyerTokens;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationAddPackageLicenseKeysArgs = {
  input: AddLicenseKeysInput;
  packageId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationAdjustGiftCardArgs = {
  id: Scalars['Int']['input'];
  input: AdjustGiftCardInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCancelSubscriptionArgs = {
  atPeriodEnd?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateAffiliateArgs = {
  input: AffiliateInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateBanArgs = {
  input: CreateBanInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateCheckoutArgs = {
  input: CheckoutInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateCouponArgs = {
  input: CouponInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateGameServerArgs = {
  input: CreateGameServerInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateOrderArgs = {
  input: CheckoutInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateOrderNoteArgs = {
  input: OrderNoteInput;
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreatePackageArgs = {
  input: CreatePackageInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateSaleArgs = {
  input: SaleInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateStaffRoleArgs = {
  input: StaffRoleInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateVariableArgs = {
  input: VariableInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationCreateWithdrawRequestArgs = {
  input: WithdrawRequestInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteAffiliateArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteBanArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteCategoryArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteCouponArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteGameServerArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteOrderNoteArgs = {
  noteId: Scalars['Int']['input'];
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeletePackageArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeletePostArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteSaleArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteStaffRoleArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteVariableArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationDeleteWebhookArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationFinishBuyerDiscordSignInArgs = {
  input: FinishBuyerDiscordSignInInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationInviteStaffUserArgs = {
  input: InviteStaffUserInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationIssueGiftCardArgs = {
  input: IssueGiftCardInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRefreshBuyerSessionArgs = {
  input: BuyerRefreshInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRemoveStaffUserArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRequestBuyerCodeArgs = {
  input: RequestBuyerCodeInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationResendBuyerOrderEmailArgs = {
  internalId: Scalars['String']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationResendOrderCommandsArgs = {
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationResendOrderEmailsArgs = {
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationResendStaffInviteArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationResendWebhookLogArgs = {
  logId: Scalars['String']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRetryOrderDiscordActionsArgs = {
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRevokeStaffSessionsArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRotateGameServerTokenArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationSettleWithdrawRequestArgs = {
  id: Scalars['Int']['input'];
  input: SettleWithdrawInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationSignOutBuyerArgs = {
  input: BuyerRefreshInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationSignOutBuyersArgs = {
  input: SignOutBuyersInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationStartBuyerDiscordSignInArgs = {
  input: StartBuyerDiscordSignInInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationTestWebhookArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateAffiliateArgs = {
  id: Scalars['Int']['input'];
  input: AffiliateInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateBanArgs = {
  id: Scalars['Int']['input'];
  input: UpdateBanInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateCategoryArgs = {
  id: Scalars['Int']['input'];
  input: UpdateCategoryInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateCommandArgs = {
  id: Scalars['Int']['input'];
  input: UpdateCommandInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateCouponArgs = {
  id: Scalars['Int']['input'];
  input: CouponInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateDeliveryArgs = {
  deliveryId: Scalars['Int']['input'];
  input: DeliveryInput;
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateGameServerArgs = {
  id: Scalars['Int']['input'];
  input: UpdateGameServerInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateGiftCardArgs = {
  id: Scalars['Int']['input'];
  input: UpdateGiftCardInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateOrderArgs = {
  id: Scalars['Int']['input'];
  input: UpdateOrderInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateOrderNoteArgs = {
  input: OrderNoteInput;
  noteId: Scalars['Int']['input'];
  orderId: Scalars['Int']['input'];
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdatePackageArgs = {
  id: Scalars['Int']['input'];
  input: UpdatePackageInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdatePaymentGatewayArgs = {
  gateway: Scalars['String']['input'];
  input: PaymentGatewayInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdatePostArgs = {
  id: Scalars['Int']['input'];
  input: UpdatePostInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateSaleArgs = {
  id: Scalars['Int']['input'];
  input: SaleInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateSecuritySettingsArgs = {
  input: SecuritySettingsInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateStaffRoleArgs = {
  id: Scalars['Int']['input'];
  input: StaffRoleInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateStaffUserArgs = {
  id: Scalars['Int']['input'];
  input: UpdateStaffUserInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateStoreArgs = {
  input: UpdateStoreInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateVariableArgs = {
  id: Scalars['Int']['input'];
  input: VariableInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationUpdateWebhookArgs = {
  id: Scalars['Int']['input'];
  input: UpdateWebhookInput;
};


/**
 * Changes, each the twin of a REST route. Errors carry extensions.code (NOT_FOUND, CONFLICT,
 * VALIDATION_FAILED, ...); VALIDATION_FAILED also has extensions.field (the REST body's snake_case
 * path, e.g. commands.0.game_server_id) and extensions.rule, one error per failing field.
 */
export type MutationVerifyBuyerCodeArgs = {
  input: VerifyBuyerCodeInput;
};

/**
 * An order, from the storefront's checkout or an admin's createOrder. REST: /v1/app/order; webhook
 * messages carry it in its REST form.
 */
export type Order = {
  __typename?: 'Order';
  /** The statuses updateOrder accepts from the current one, read from the same transition table the change is checked against (empty once final). GraphQL only: the admin UI offers exactly these. */
  allowedStatuses: Array<OrderStatus>;
  /** The buyer's Discord user, up to 64 characters; null when not given. */
  clientDiscord?: Maybe<Scalars['String']['output']>;
  /** The buyer's document number (e.g. CPF), up to 32 characters; null when not given. */
  clientDocument?: Maybe<Scalars['String']['output']>;
  /** The buyer's e-mail address, lower-cased. */
  clientEmail: Scalars['String']['output'];
  /** The buyer's in-game identifier, 1..64 characters; commands are queued for it. Null when the checkout named none (nothing in its cart needed one). */
  clientIdentifier?: Maybe<Scalars['String']['output']>;
  /** The buyer's name, 1..100 characters. */
  clientName: Scalars['String']['output'];
  /** The buyer's phone number, up to 32 characters; null when not given. */
  clientPhone?: Maybe<Scalars['String']['output']>;
  /** Commands queued for the buyer by this order. */
  commands: Array<QueuedCommand>;
  /** What the coupon took off, after the sales; 0 without a coupon. */
  couponDiscount: Scalars['Float']['output'];
  /** When it was placed, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** The store's currency when the order was placed; every amount of the order is in it. */
  currency: Currency;
  /** What approval delivered, oldest first (REST: `deliveries` on the order, and GET /v1/app/order/{id}/delivery). */
  deliveries: Array<Delivery>;
  /** Each run of the packages' Discord actions (roles given and taken back, messages), oldest first, with its status; empty until approved. */
  discordActions: Array<OrderDiscordAction>;
  /** E-mails to the buyer (on approval, refund and chargeback, and resendOrderEmails), oldest first; empty until approved, and while the server sends no e-mail. */
  emails: Array<OrderEmail>;
  /** The payment provider's id of the payment (or of the checkout, until paid); null without one. */
  externalId?: Maybe<Scalars['String']['output']>;
  /** The payment gateway the buyer chose. */
  gateway: Gateway;
  /** The gateway's display name in the store's locale ("Mercado Pago"). */
  gatewayDisplay: Scalars['String']['output'];
  /** What a gift card paid (held while PENDING, given back to the card if the order is rejected, canceled or refunded); price is the rest. 0 without a gift card. */
  giftCardAmount: Scalars['Float']['output'];
  /** Order id: what paths take and what the {order_id} command placeholder is. */
  id: Scalars['Int']['output'];
  /** The buyer-facing reference: 12 characters of Crockford base32, unique in the store. */
  internalId: Scalars['String']['output'];
  /** Flag set through updateOrder: a person approved it. Informational; it changes no status. */
  manuallyApproved: Scalars['Boolean']['output'];
  /** true for an order entered by an admin (createOrder, REST POST /v1/app/order). */
  manuallyCreated: Scalars['Boolean']['output'];
  /** Flag set through updateOrder: a person did the refund. Informational; it changes no status. */
  manuallyRefunded: Scalars['Boolean']['output'];
  /** The integrator's own key/value data (strings, numbers, booleans, null), as given at checkout or by updateOrder; null when none. */
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  /** What the store receives, in the order's currency; equal to price (no gateway fees are modelled). */
  netReceived: Scalars['Float']['output'];
  /** Notes of the store's staff, oldest first. */
  notes: Array<OrderNote>;
  /** The order's lines (REST: `packages`). */
  packages: Array<OrderLine>;
  /** When it was approved, in the store's offset; null until then. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** How the order was paid, as its payment provider reported it; null until a provider confirms a payment (or when it does not say). */
  paymentMethod?: Maybe<PaymentMethod>;
  /** What the gateway charges, in the order's currency: subtotal - sale_discount - coupon_discount - gift_card_amount (a percentage coupon rounded half-up to cents). */
  price: Scalars['Float']['output'];
  /** price as text in the store's locale and currency (R$ 29,90). */
  priceDisplay: Scalars['String']['output'];
  /** The coupon code used, as the coupon spells it; null without a coupon. */
  promoCode?: Maybe<Scalars['String']['output']>;
  /** The coupon's type when the order was placed; null without a coupon. */
  promoType?: Maybe<PromoType>;
  /** The coupon's value when the order was placed (percent or amount); null without a coupon. */
  promoValue?: Maybe<Scalars['Float']['output']>;
  /** The owner's refund at the payment provider (status REFUNDED on an order paid through one); null when there is none. */
  refund?: Maybe<OrderRefund>;
  /** Why a provider's payment did not approve the order (another amount or currency, paid after canceling, a second payment); null when none. */
  reviewReason?: Maybe<Scalars['String']['output']>;
  /** What running sales took off the lines when the order was placed; 0 without a sale. */
  saleDiscount: Scalars['Float']['output'];
  /** Lifecycle state; see OrderStatus for the allowed changes. */
  status: OrderStatus;
  /** status in the store's locale (pt-BR "Aprovado", en-US "Approved"). */
  statusDisplay: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** The subscription this order paid a period of (its first payment or a renewal: GET /v1/app/subscription/{id}); null for an order sold once. */
  subscriptionId?: Maybe<Scalars['Int']['output']>;
  /** The lines at their packages' own prices, before any sale or coupon, in the order's currency. */
  subtotal: Scalars['Float']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** Values the buyer gave for store variables, oldest first. */
  variables: Array<OrderVariable>;
};

/** A page of the orders by cursor (Relay connection): newest first, keyset-paginated, so pages do not shift as orders arrive. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page, each with its cursor. */
  edges: Array<OrderEdge>;
  /** Whether pages follow or precede this one, and its first and last cursors. */
  pageInfo: PageInfo;
  /** Orders matching the filters in the whole list (one more statement, run only when selected). */
  totalCount: Scalars['Int']['output'];
};

/** One run of a package's Discord action for an order: a role given or taken back, a message sent. */
export type OrderDiscordAction = {
  __typename?: 'OrderDiscordAction';
  /** ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on a SKIPPED copy of an old package action that was never valid). */
  action: Scalars['String']['output'];
  /** Requests made to Discord. */
  attempts: Scalars['Int']['output'];
  /** true: a role taken back on expiry, refund or chargeback because a PURCHASE action gave it. */
  automatic: Scalars['Boolean']['output'];
  /** The Discord channel posted in (SEND_MESSAGE); null for a role. */
  channelId?: Maybe<Scalars['String']['output']>;
  /** When it was written, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** When Discord took it, in the store's offset; null until DONE. */
  doneAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id of this run. */
  id: Scalars['Int']['output'];
  /** What went wrong last (Discord's answer, or why it was skipped or canceled); null when nothing did. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The message as last sent: placeholders filled, buyer text unable to mention anyone; null for a role or before it is sent. */
  message?: Maybe<Scalars['String']['output']>;
  /** The Discord role given or taken (ADD_ROLE, REMOVE_ROLE); null for a message. */
  roleId?: Maybe<Scalars['String']['output']>;
  /** When it runs, or ran last: at once, at expiry, or a retry's time, in the store's offset. */
  runAt: Scalars['DateTime']['output'];
  /** Where it stands. */
  status: DiscordActionStatus;
  /** What made it run: PURCHASE (approval), EXPIRE, REFUND or CHARGEBACK. */
  type: CommandTrigger;
  /** When it last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** The Discord user acted on, as of the last attempt (from the order's clientDiscord); null before one. */
  userId?: Maybe<Scalars['String']['output']>;
};

/** An order with its place in ordersConnection. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** The order's place in the list: pass it as after (or before) for the orders after (or before) it. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** An e-mail to the order's buyer and how its sending went (REST: emails[] on the order). */
export type OrderEmail = {
  __typename?: 'OrderEmail';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When it was queued, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail id. */
  id: Scalars['Int']['output'];
  /** What it tells the buyer. */
  kind: OrderEmailKind;
  /** What the last failed attempt got: the SMTP server's answer (451 4.3.0 ...) or why it could not be reached; null once sent. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the next retry runs, in the store's offset; null when none is waiting. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the SMTP server took it, in the store's offset; null until then. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** PENDING, SENT or FAILED. */
  status: OrderEmailStatus;
  /** Its subject, in the store's locale. */
  subject: Scalars['String']['output'];
  /** The buyer's address it goes to (the order's clientEmail). */
  to: Scalars['String']['output'];
  /** When it last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What an order e-mail tells the buyer. */
export type OrderEmailKind =
  /** Sent on approval: the order (internal id, lines, total), everything it delivered (license keys, content, links) and each package's own e-mail. */
  | 'APPROVED'
  /** Sent on chargeback: a short notice. */
  | 'CHARGEDBACK'
  /** Sent on refund: a short notice. */
  | 'REFUNDED';

/** Where an order e-mail is: PENDING -> SENT, or FAILED after the last retry. */
export type OrderEmailStatus =
  /** Every attempt failed; lastError has the last answer. resendOrderEmails queues it again. */
  | 'FAILED'
  /** Waiting for its first attempt, or for a retry after a failed one (nextAttemptAt). */
  | 'PENDING'
  /** The SMTP server took it (250); sentAt says when. */
  | 'SENT';

/** One package line of an order, with the name and prices it was sold at. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The buyer's values for the package's custom fields, by field id; {} when none. */
  fields: Scalars['JSONObject']['output'];
  /** Line id (Delivery.orderPackageId refers to it). */
  id: Scalars['Int']['output'];
  /** The package's name at the time of sale. */
  name: Scalars['String']['output'];
  /** The package as it is now; null once it has been deleted. */
  package?: Maybe<Package>;
  /** Id of the package sold; null once the package has been deleted. */
  packageId?: Maybe<Scalars['Int']['output']>;
  /** unitPrice x quantity, before any coupon. */
  price: Scalars['Float']['output'];
  /** price as text in the store's locale and currency (R$ 59,80). */
  priceDisplay: Scalars['String']['output'];
  /** Units bought, 1..999 (1 for SINGLE and per-user-limited packages). */
  quantity: Scalars['Int']['output'];
  /** The package's price at the time of sale, in the order's currency. */
  unitPrice: Scalars['Float']['output'];
};

/** A note on an order, for the store's staff. */
export type OrderNote = {
  __typename?: 'OrderNote';
  /** The note's text, 1..5,000 characters. */
  content: Scalars['String']['output'];
  /** When it was written, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Note id. */
  id: Scalars['Int']['output'];
  /** Id of the order it is about. */
  orderId: Scalars['Int']['output'];
  /** When it was last edited, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** The id of the API key that wrote it (there are no user accounts). */
  userId: Scalars['Int']['output'];
};

/** Body of a note (REST {content}). */
export type OrderNoteInput = {
  /** Required, 1..5000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
};

/** A page of orders, with the REST list meta. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders on this page. */
  data: Array<Order>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/**
 * An owner's refund of an order paid through a provider, recorded before the provider is asked and finished with the
 * order's change to REFUNDED (REST: refund on the order).
 */
export type OrderRefund = {
  __typename?: 'OrderRefund';
  /** What is given back: the order's price, in its currency. */
  amount: Scalars['Float']['output'];
  /** amount as text in the store's locale and currency. */
  amountDisplay: Scalars['String']['output'];
  /** When the order became REFUNDED with it; null until then. */
  appliedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Calls made to the provider for it. */
  attempts: Scalars['Int']['output'];
  /** When it was first asked for, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Why the last call, or the change after it, did not finish it; null when nothing failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The provider asked. */
  gateway: Gateway;
  /** Sent with every call for this refund, so a retry is the same refund at the provider. */
  idempotencyKey: Scalars['String']['output'];
  /** When the provider confirmed it gave the money back; null until then. */
  providerRefundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: OrderRefundStatus;
  /** When it last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Where an owner's refund at the payment provider stands (REST: refund.status on the order). */
export type OrderRefundStatus =
  /** The order is REFUNDED. */
  | 'APPLIED'
  /** The provider refused (nothing went back; retry to ask again), or the order can no longer become REFUNDED (error says what to check). */
  | 'FAILED'
  /** The provider gave the money back and the order is not REFUNDED yet (error says why): a retry finishes it without asking the provider again. */
  | 'PROVIDER_DONE'
  /** Recorded, and the provider asked: its answer is not recorded yet (a crash in between). Setting the status REFUNDED again, or the worker, finishes it with the same key. */
  | 'REQUESTED';

/**
 * Where an order is in its lifecycle. Allowed changes: PENDING -> APPROVED, REJECTED or CANCELED;
 * APPROVED -> REFUNDED or CHARGEDBACK; the other states are final.
 */
export type OrderStatus =
  /** Paid: paidAt set, stock and license keys taken, deliveries made, commands queued, affiliate commission credited. */
  | 'APPROVED'
  /** Canceled before payment; final. The coupon use is given back; no webhook event is sent. */
  | 'CANCELED'
  /** Charged back after approval; final. Like REFUNDED, with the CHARGEBACK commands. */
  | 'CHARGEDBACK'
  /** Placed and not paid yet; every order starts here (paidAt null). */
  | 'PENDING'
  /** Refunded after approval; final. Commission reversed, commands not yet run canceled, REFUND commands queued. */
  | 'REFUNDED'
  /** The payment was refused; final. The coupon use is given back. */
  | 'REJECTED';

/** A value for a store variable, given at checkout or set by updateOrder; commands use it as {name}. */
export type OrderVariable = {
  __typename?: 'OrderVariable';
  /** When it was given, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Order variable id. */
  id: Scalars['Int']['output'];
  /** Variable name, 1..64 characters: a store variable's name or a free key; unique within the order. */
  name: Scalars['String']['output'];
  /** Id of the order it belongs to. */
  orderId: Scalars['Int']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** The buyer's value, up to 255 characters. */
  value: Scalars['String']['output'];
};

/** A product of the store's catalog. REST: /v1/app/package. */
export type Package = {
  __typename?: 'Package';
  /** The store variables the package asks the buyer for, whole, by id (REST: variables of GET /v1/app/package/{id}). */
  askedVariables: Array<PackageVariable>;
  /** The category it is listed in. */
  category: Category;
  /** Id of the category it is listed in. */
  categoryId: Scalars['Int']['output'];
  /** Game-server commands, in the order they were sent. */
  commands: Array<PackageCommand>;
  /** Comparison (struck-through) price for the storefront, in the store's currency; null when none. */
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  /** The purchase e-mail as the content delivered on approval; null when the package has none. */
  content?: Maybe<PackageContent>;
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Text for buyers, up to 20,000 characters; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Discord actions, in the order they were sent. */
  discordActions: Array<PackageDiscordAction>;
  /** The purchase e-mail; null when the package has none. */
  email?: Maybe<PackageEmail>;
  /** The purchase e-mail as a list (REST list items' emails): empty when the package has none. */
  emails: Array<PackageEmail>;
  /** false: not for sale (checkout and cart refuse it) and not listed on the storefront. */
  enabled: Scalars['Boolean']['output'];
  /** Days after approval when the EXPIRE commands fall due (1..365); null: the package never expires. */
  expiryDays?: Maybe<Scalars['Int']['output']>;
  /** Custom inputs the buyer fills at checkout, in order. */
  fields: Array<PackageField>;
  /** A gift card package: each unit bought issues a gift card of this value (e-mailed to the buyer on approval); null: an ordinary package. */
  giftCardValue?: Maybe<Scalars['Float']['output']>;
  /** http(s) URL of a variation's icon; only variations have one, null otherwise. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Package id: what paths, items[].id and packageId take. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the package's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Units in stock: approval takes from it, and checkout refuses more than is left (CONFLICT). null: unlimited stock. */
  inventoryAmount?: Maybe<Scalars['Int']['output']>;
  /** true while at least one package is a variation of this one. */
  isVariationParent: Scalars['Boolean']['output'];
  /** The key pool, delivered and unused keys, by id. With any keys, checkout needs enough unused ones (else CONFLICT). */
  licenseKeys: Array<LicenseKey>;
  /** Display name, 1..255 characters. */
  name: Scalars['String']['output'];
  /** The package this one is a variation of (variations are one level deep); null when none. */
  parent?: Maybe<Package>;
  /** The package this one is a variation of; null for a package that is not a variation. */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** true: a buyer (client identifier, ignoring case) may hold it in only one PENDING or APPROVED order, one unit. */
  perUserLimit: Scalars['Boolean']['output'];
  /** Order within its category, ascending; new packages go to the end of their category. */
  position: Scalars['Int']['output'];
  /** Unit price in the store's currency, 0..1,000,000 with at most two decimals. */
  price: Scalars['Float']['output'];
  /** The price as text in the store's locale and currency (R$ 29,90). */
  priceDisplay: Scalars['String']['output'];
  /** URL name, unique in the store: lower-case letters, digits and single hyphens, up to 120 characters. */
  slug: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** null: sold once. Set: a subscription, charged again every period through Stripe or Mercado Pago; expiryDays is then the period in days. */
  subscription?: Maybe<PackageSubscription>;
  /** SINGLE (one unit per order) or MULTIPLE. */
  type: PackageType;
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** Ids of the store variables the package asks the buyer for; checkout requires a value for each (askedVariables has them whole). */
  variables: Array<Scalars['Int']['output']>;
  /** Packages that are variations of this one, by position, then id. */
  variations: Array<PackageVariation>;
};

/** A game-server command run for the buyer; `type` says when it is queued. */
export type PackageCommand = {
  __typename?: 'PackageCommand';
  /**
   * The command text (1..1000 characters). Placeholders are filled when it is queued: {client_identifier},
   * {client_name}, {client_email}, {client_discord}, {order_id}, {internal_id}, {package_name}, {quantity}
   * and {<variable name>}; unknown ones stay as written.
   */
  command: Scalars['String']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** true: with no gameServerId, the first server that polls it keeps it for good; retries never move it elsewhere. */
  executeOnce: Scalars['Boolean']['output'];
  /** The game server that must run it; null: any of the store's game servers may run it. */
  gameServerId?: Maybe<Scalars['Int']['output']>;
  /** Command id. */
  id: Scalars['Int']['output'];
  /** The command's place in the package's list, from 0: the order the package's commands are queued in. */
  internalId: Scalars['Int']['output'];
  /** true: runs whether or not the player is online; false: only while the game server reports the player online. */
  offlineExecute: Scalars['Boolean']['output'];
  /** Minutes after the trigger before the command is due (1..525,600); null when it is due at once (not scheduled). */
  schedule?: Maybe<Scalars['Int']['output']>;
  /** When it is queued. */
  type: CommandTrigger;
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** An affiliate's custom commission on one package. */
export type PackageCommission = {
  __typename?: 'PackageCommission';
  /** Id of the affiliate it belongs to. */
  affiliateId: Scalars['Int']['output'];
  /** Package commission id. */
  id: Scalars['Int']['output'];
  /** The package it applies to (batched by a loader; commissions go with their package when it is deleted). */
  package: Package;
  /** Id of the package it applies to. */
  packageId: Scalars['Int']['output'];
  /** Overrides the affiliate's percentage for this package: 0..100, where 0 means no commission on it. */
  percentCommission: Scalars['Float']['output'];
};

/** One per-package commission (an item of packageCommissions). */
export type PackageCommissionInput = {
  /** Required: a package of this store (rule exists), once per list (rule unique). */
  packageId?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 0..100 percent (rule range); 0 turns commission off for that package. */
  percentCommission?: InputMaybe<Scalars['Float']['input']>;
};

/** The purchase e-mail as the content the buyer receives on approval (a CONTENT delivery). */
export type PackageContent = {
  __typename?: 'PackageContent';
  /** The e-mail's body (HTML): the value of the CONTENT delivery. */
  description: Scalars['String']['output'];
  /** Id of the package it belongs to. */
  packageId: Scalars['Int']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** The e-mail's subject. */
  title: Scalars['String']['output'];
};

/**
 * A Discord action of a package, run by the store's bot (Store.discordBotTokenSet, discordGuildId) for the
 * buyer's Discord user (Order.clientDiscord) when its type says; each run is on the order (Order.discordActions).
 */
export type PackageDiscordAction = {
  __typename?: 'PackageDiscordAction';
  /** ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (another text only on an action saved before these were checked that could not be mapped: never run). */
  action: Scalars['String']['output'];
  /** The Discord channel SEND_MESSAGE posts in (parameters.channelId); null when not set. */
  channelId?: Maybe<Scalars['String']['output']>;
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Action id. */
  id: Scalars['Int']['output'];
  /** The action's place in the package's list, from 0. */
  internalId: Scalars['Int']['output'];
  /** The text SEND_MESSAGE posts (parameters.message); null when not set. */
  message?: Maybe<Scalars['String']['output']>;
  /** Role, channel and message for the action. */
  parameters: DiscordActionParameters;
  /** The Discord role of ADD_ROLE and REMOVE_ROLE (parameters.roleId, at the top level as the public API gives it); null when not set. */
  roleId?: Maybe<Scalars['String']['output']>;
  /** When it runs: PURCHASE, EXPIRE, REFUND or CHARGEBACK, as for commands (another text only on an action saved before these were checked that could not be mapped: never run). */
  type: Scalars['String']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The package's purchase e-mail. On approval its content becomes a CONTENT delivery (HTML); this API sends no e-mail itself. */
export type PackageEmail = {
  __typename?: 'PackageEmail';
  /** Body, HTML, 1..20,000 characters. */
  content: Scalars['String']['output'];
  /** Subject, 1..255 characters. */
  title: Scalars['String']['output'];
};

/** The package's purchase e-mail; both fields are required when it is sent. */
export type PackageEmailInput = {
  /** Required. HTML, 1..20,000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..255 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A custom input the buyer fills at checkout. */
export type PackageField = {
  __typename?: 'PackageField';
  /** Help text for the buyer, up to 500 characters; an empty string when none. */
  description: Scalars['String']['output'];
  /** Field id: the key of its value in checkout's items[].fields and in OrderLine.fields. */
  id: Scalars['Int']['output'];
  /** Label shown to the buyer, 1..100 characters; checkout also accepts it as the key of the value. */
  name: Scalars['String']['output'];
  /** true: checkout refuses a line without a value (VALIDATION_FAILED, rule required). */
  required: Scalars['Boolean']['output'];
  /** Which values checkout accepts. */
  type: FieldType;
};

/** One custom buyer input (an item of the package body's fields). */
export type PackageFieldInput = {
  /** Help text, up to 500 characters. Default empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether checkout requires a value. Default true. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** What checkout accepts: TEXT (default), NUMBER or EMAIL. A value outside FieldType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<FieldType>;
};

/** A page of packages, with the REST list meta. */
export type PackagePage = {
  __typename?: 'PackagePage';
  /** The packages on this page. */
  data: Array<Package>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** How often a subscription package charges: every intervalCount of interval. */
export type PackageSubscription = {
  __typename?: 'PackageSubscription';
  /** The unit of the period: DAY, WEEK, MONTH or YEAR. */
  interval: SubscriptionInterval;
  /** How many intervals between charges: at most 365 days, 52 weeks, 12 months or 1 year. */
  intervalCount: Scalars['Int']['output'];
};

/** A subscription package's period (REST `subscription`). */
export type PackageSubscriptionInput = {
  /** Required: DAY, WEEK, MONTH or YEAR (rule enum). */
  interval?: InputMaybe<SubscriptionInterval>;
  /** How many intervals between charges, default 1: at most 365 days, 52 weeks, 12 months or 1 year (rule max). */
  intervalCount?: InputMaybe<Scalars['Int']['input']>;
};

/** How many units of a package one order line may hold. */
export type PackageType =
  /** Up to 999 units per order line. */
  | 'MULTIPLE'
  /** One unit per order (quantity above 1: VALIDATION_FAILED, rule max). */
  | 'SINGLE';

/** A store variable a package asks the buyer for (REST: an item of the package's variables). */
export type PackageVariable = {
  __typename?: 'PackageVariable';
  /** When the variable was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Help text for the buyer; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Variable id (Package.variables lists these). */
  id: Scalars['Int']['output'];
  /** Letters, digits and underscores: the key in checkout's variables and the {name} placeholder. */
  name: Scalars['String']['output'];
  /** Always true: checkout requires a value for every variable the package asks for. */
  required: Scalars['Boolean']['output'];
  /** Always TEXT: values are text. */
  type: Scalars['String']['output'];
  /** When the variable was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A variation as its parent lists it: the package's own fields, without its lists (its own Package has them). */
export type PackageVariation = {
  __typename?: 'PackageVariation';
  /** Id of the category it is listed in. */
  categoryId: Scalars['Int']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Text for buyers; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** false: not for sale and not listed on the storefront. */
  enabled: Scalars['Boolean']['output'];
  /** Days after approval when the EXPIRE commands fall due; null: never expires. */
  expiryDays?: Maybe<Scalars['Int']['output']>;
  /** http(s) URL of the variation's icon; null when none. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Package id of the variation. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the variation's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Units in stock; null: unlimited stock. */
  inventoryAmount?: Maybe<Scalars['Int']['output']>;
  /** Always false: variations are one level deep. */
  isVariationParent: Scalars['Boolean']['output'];
  /** Display name, 1..255 characters. */
  name: Scalars['String']['output'];
  /** Id of the package it is a variation of. */
  parentId: Scalars['Int']['output'];
  /** One per buyer, one unit. */
  perUserLimit: Scalars['Boolean']['output'];
  /** Order within its category, ascending. */
  position: Scalars['Int']['output'];
  /** Unit price in the store's currency. */
  price: Scalars['Float']['output'];
  /** The price as text in the store's locale and currency (R$ 29,90). */
  priceDisplay: Scalars['String']['output'];
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** SINGLE (one unit per order) or MULTIPLE. */
  type: PackageType;
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * Where a page of a cursor connection (ordersConnection, webhookLogsConnection, withdrawRequestsConnection)
 * sits in its list, as Relay's cursor connections specify. Cursors are opaque: pass endCursor as `after` for
 * the next page, startCursor as `before` (with `last`) for the previous one. They hold a row's place, not an
 * offset, so rows added meanwhile do not shift the pages.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last edge's cursor: `after` for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** true when rows follow this page: always known with `first`; with `last` and `before`, true when the row at `before` or one after it exists. */
  hasNextPage: Scalars['Boolean']['output'];
  /** true when rows precede this page: always known with `last`; with `after`, true when the row at `after` or one before it exists. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first edge's cursor; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * Pagination of a list, as the REST envelope's meta. The *Url fields are the REST paths of the
 * same list with the same filters on another page.
 */
export type PageMeta = {
  __typename?: 'PageMeta';
  /** This page's number, from 1. A page past the end has empty data and true counts. */
  currentPage: Scalars['Int']['output'];
  /** Always 1 (kept for REST compatibility). */
  firstPage: Scalars['Int']['output'];
  /** REST path of page 1 with the same filters, e.g. /v1/app/package?name=vip&page=1. */
  firstPageUrl: Scalars['String']['output'];
  /** Number of the last page; 1 when the list is empty. */
  lastPage: Scalars['Int']['output'];
  /** REST path of the last page with the same filters. */
  lastPageUrl: Scalars['String']['output'];
  /** REST path of the next page; null on the last page. */
  nextPageUrl?: Maybe<Scalars['String']['output']>;
  /** Items per page: the perPage asked for (1..100), 15 by default. */
  perPage: Scalars['Int']['output'];
  /** REST path of the previous page; null on the first page. */
  previousPageUrl?: Maybe<Scalars['String']['output']>;
  /** Number of items matching the filters, across all pages. */
  total: Scalars['Int']['output'];
};

/** A payment gateway with this store's settings (REST GET /v1/app/gateway). Credentials are never returned. */
export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  /** Credentials are stored. */
  configured: Scalars['Boolean']['output'];
  /** The last 4 characters of each credential, by name; null when none are stored. */
  credentials?: Maybe<Scalars['JSONObject']['output']>;
  /** What buyers see: name, else the gateway's own name in the store's locale. */
  display: Scalars['String']['output'];
  /** Buyers may pay with it: listed by storefrontGateways and accepted at checkout. */
  enabled: Scalars['Boolean']['output'];
  /** Which of the five gateways of the model these settings are for. */
  gateway: Gateway;
  /** The owner's name for it; null: the gateway's own. */
  name?: Maybe<Scalars['String']['output']>;
  /** Paste it into the provider's dashboard: where it notifies payments (POST /v1/payments/{gateway}/{store_id}). */
  notificationUrl: Scalars['String']['output'];
  /** When the settings last changed; null when never set. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Twin of PUT /v1/app/gateway/{gateway}'s body. */
export type PaymentGatewayInput = {
  /** The provider's credentials, all of them, with the names the README lists per gateway (snake_case); left out: the stored ones are kept. */
  credentials?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: buyers may pay with it; enabling needs credentials (stored or sent). Left out: VALIDATION_FAILED on enabled, as REST. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name buyers see, 1..50 characters; null: the gateway's own. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** How a paid order was paid, in the payment service's words (from what its provider reported). */
export type PaymentMethod =
  /** A bank transfer other than Pix. */
  | 'BANK_TRANSFER'
  /** A boleto (or another voucher paid in cash). */
  | 'BOLETO'
  /** Paid by card on credit (a card whose kind the provider did not give counts here too). */
  | 'CREDIT_CARD'
  /** A debit or prepaid card. */
  | 'DEBIT_CARD'
  /** Paid in full by a gift card of the store (GiftCard): no provider was asked. */
  | 'GIFT_CARD'
  /** Confirmed by a person, not by a provider. */
  | 'MANUAL'
  /** Pix, Brazil's instant payment. */
  | 'PIX'
  /** A wallet's balance (PayPal, PicPay, Mercado Pago's account money). */
  | 'WALLET';

/** A permission of the vocabulary. */
export type PermissionInfo = {
  __typename?: 'PermissionInfo';
  /** What it allows. */
  description: Scalars['String']['output'];
  /** e.g. orders:read. */
  name: Scalars['String']['output'];
};

/** The kind of a Brazilian PIX key (an affiliate's payout details). */
export type PixKeyType =
  /** A company's taxpayer number (CNPJ, 14 digits). */
  | 'CNPJ'
  /** A person's taxpayer number (CPF, 11 digits). */
  | 'CPF'
  /** An e-mail address. */
  | 'EMAIL'
  /** A phone number. */
  | 'PHONE'
  /** A random key (EVP) the bank generated. */
  | 'RANDOM';

/** A post of the store's blog, as the back office sees it. */
export type Post = {
  __typename?: 'Post';
  /** Author's name as shown, 1..100 characters. */
  author: Scalars['String']['output'];
  /** HTML, kept exactly as sent, up to 100,000 characters. */
  content: Scalars['String']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Post id. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the post's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** When it shows on the storefront, in the store's offset. null: a draft. A time in the future: scheduled. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unique in the store; the storefront page is /post/<slug>. */
  slug: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** Headline, 1..200 characters. */
  title: Scalars['String']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of posts, with the REST list meta. */
export type PostPage = {
  __typename?: 'PostPage';
  /** The posts on this page. */
  data: Array<Post>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** How a coupon's value discounts an order. */
export type PromoType =
  /** The value is a percentage off the order's subtotal (0.01..100). */
  | 'PERCENTAGE'
  /** The value is an amount off in the store's currency; the total never goes below zero. */
  | 'PRICE';

/** A coupon in the promotions report. */
export type PromotionsCouponRow = {
  __typename?: 'PromotionsCouponRow';
  /** The coupon's code. */
  code: Scalars['String']['output'];
  /** What it took off them, in the store's currency. */
  discount: Scalars['Float']['output'];
  /** Approved orders paid in the period with it. */
  orders: Scalars['Int']['output'];
};

/** Revenue with and without discounts over approved orders paid in a range of store-local days (issue 33). */
export type PromotionsReport = {
  __typename?: 'PromotionsReport';
  /** The 50 coupons that took the most, by discount (then code). */
  byCoupon: Array<PromotionsCouponRow>;
  /** What coupons took off them. */
  couponDiscounts: Scalars['Float']['output'];
  /** First instant of the period (00:00 of the first store-local day), ISO 8601 in UTC with Z. */
  from: Scalars['String']['output'];
  /** What gift cards paid of them (part of revenue). */
  giftCardPayments: Scalars['Float']['output'];
  /** Approved orders paid in the period. */
  orders: Scalars['Int']['output'];
  /** What the store took for them: the prices the gateways charged plus what gift cards paid (revenueBeforeDiscounts - saleDiscounts - couponDiscounts). */
  revenue: Scalars['Float']['output'];
  /** Sum of their subtotals: the lines at the packages' own prices, before sales and coupons. */
  revenueBeforeDiscounts: Scalars['Float']['output'];
  /** What sales took off them. */
  saleDiscounts: Scalars['Float']['output'];
  /** Last instant of the period (23:59:59.999 of the last store-local day), ISO 8601 in UTC with Z. */
  to: Scalars['String']['output'];
};

/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type Query = {
  __typename?: 'Query';
  /** One affiliate. Twin of GET /v1/app/affiliate/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  affiliate: Affiliate;
  /**
   * An affiliate's commissions, withdrawals and the revenue it brought, per store-local day. Twin of GET /v1/app/affiliate/{id}/metrics
   * (admin key); NOT_FOUND for an unknown or another store's id; VALIDATION_FAILED for a day that is not YYYY-MM-DD (rule date), or
   * to before from or a period over 366 days (to, rule range).
   */
  affiliateMetrics: AffiliateMetrics;
  /** Affiliates of the store, by id. Twin of GET /v1/app/affiliate (admin key). `search` matches name or e-mail, ignoring case; `email` is exact. */
  affiliates: AffiliatePage;
  /** API keys, live first; secrets are never shown again. Twin of GET /v1/app/api-key (permission keys:manage). */
  apiKeys: ApiKeyInfoPage;
  /** The admin key's application record: plugins call it at start-up to check their key. Twin of GET /v1/app. */
  app: StoreApp;
  /** The audit log, newest first: every change made by a staff user or an API key, with the changed fields before and after (secrets redacted). Twin of GET /v1/app/audit (permission audit:read). */
  auditEntries: AuditEntryPage;
  /** One ban. Twin of GET /v1/app/ban/{id} (permission buyers:read); NOT_FOUND for an unknown or another store's id. */
  ban: Ban;
  /** Checkouts the ban list refused, newest first. Twin of GET /v1/app/ban/refusal (permission buyers:read). */
  banRefusals: BanRefusalPage;
  /** The ban list, newest first, expired bans included. Twin of GET /v1/app/ban (permission buyers:read). */
  bans: BanPage;
  /** Buyer: one of their orders by its reference (any case); NOT_FOUND when it is not theirs. Twin of GET /v1/webstore/me/orders/{internal_id}. */
  buyerOrder: BuyerOrder;
  /**
   * Buyer: their orders at this store (placed with their verified e-mail, or naming their Discord id), newest first,
   * each with its lines, deliveries and e-mails. Twin of GET /v1/webstore/me/orders.
   */
  buyerOrders: BuyerOrderPage;
  /** Buyer: their subscriptions at this store that have not ended, newest first. Twin of GET /v1/webstore/me/subscriptions. */
  buyerSubscriptions: Array<BuyerSubscription>;
  /**
   * Storefront (x-store-domain): the cart preview, one item per line in the order sent; reads and reserves nothing. Twin of POST /v1/webstore/cart.
   * Lines are validated as checkout's (VALIDATION_FAILED per failing line); stock shortages are stock.available false, not errors.
   */
  cart: Array<CartItem>;
  /** Categories of the store, by position, then id. Twin of GET /v1/app/category (admin key). */
  categories: CategoryPage;
  /** One category. Twin of GET /v1/app/category/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  category: Category;
  /** One queued command, in any status. Twin of GET /v1/app/command/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  command: QueuedCommand;
  /** One coupon. Twin of GET /v1/app/coupon/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  coupon: Coupon;
  /** Coupons of the store, by id. Twin of GET /v1/app/coupon (admin key). */
  coupons: CouponPage;
  /** One game server, token redacted. Twin of GET /v1/app/game-server/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  gameServer: GameServer;
  /** Game servers of the store, by id, tokens redacted. Twin of GET /v1/app/game-server (admin key). */
  gameServers: GameServerPage;
  /** Approved orders by gateway, by paidAt; `from`/`to` are YYYY-MM-DD days in the store's time zone, both included. Twin of GET /v1/app/report/gateways (admin key). */
  gatewayReport: Array<GatewayReportItem>;
  /** One gift card, with its history in transactions. Twin of GET /v1/app/gift-card/{id} (permission gift_cards:read); NOT_FOUND for an unknown or another store's id. */
  giftCard: GiftCard;
  /** The store's gift cards, newest first; never their codes. Twin of GET /v1/app/gift-card (permission gift_cards:read). */
  giftCards: GiftCardPage;
  /** Buyer (x-store-domain and the buyer's access token): who is signed in. Twin of GET /v1/webstore/me. */
  me: Buyer;
  /**
   * One order. Twin of GET /v1/app/order/{id} (admin key); NOT_FOUND for an unknown or another store's id. REST also
   * takes the internalId in the path; here, orders(q: <internalId>) finds it.
   */
  order: Order;
  /** The order's deliveries, oldest first. Twin of GET /v1/app/order/{id}/delivery (admin key); NOT_FOUND for an unknown order. */
  orderDeliveries: Array<Delivery>;
  /** The order's notes, oldest first. Twin of GET /v1/app/order/{id}/note (admin key); NOT_FOUND for an unknown order. */
  orderNotes: Array<OrderNote>;
  /** Orders of the store, newest first. Twin of GET /v1/app/order (admin key); the filters combine. */
  orders: OrderPage;
  /**
   * The orders as a cursor connection (GraphQL only, beside the pages of orders): newest first, with the
   * filters of orders; infinite scroll and "load more" through first/after, back through last/before.
   */
  ordersConnection: OrderConnection;
  /** One package. Twin of GET /v1/app/package/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  package: Package;
  /** A package's license keys, delivered and unused, by id. Twin of GET /v1/app/package/{id}/license-keys (admin key); NOT_FOUND for an unknown or another store's package. */
  packageLicenseKeys: LicenseKeyPage;
  /** Packages of the store, by category id, then position, then id. Twin of GET /v1/app/package (admin key). */
  packages: PackagePage;
  /** Every payment gateway with this store's settings. Twin of GET /v1/app/gateway (admin key). */
  paymentGateways: Array<PaymentGateway>;
  /** The permission vocabulary. Twin of GET /v1/app/permission (permission store:read). */
  permissions: Array<PermissionInfo>;
  /** One post, draft or not. Twin of GET /v1/app/post/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  post: Post;
  /** Posts of the store, newest created first, drafts included. Twin of GET /v1/app/post (admin key). */
  posts: PostPage;
  /** Revenue with and without discounts (issue 33): approved orders paid in the range, what sales, coupons and gift cards made of them, and the 50 coupons that took the most. Twin of GET /v1/app/report/promotions (permission reports:read). */
  promotionsReport: PromotionsReport;
  /** Every due command of the store (PENDING, execute_at reached; any server, any player), oldest first, at most 1,000. Twin of GET /v1/app/queued_commands (admin key). */
  queuedCommands: Array<QueuedCommand>;
  /** One sale. Twin of GET /v1/app/sale/{id} (permission marketing:read); NOT_FOUND for an unknown or another store's id. */
  sale: Sale;
  /** The store's sales by starts_at (then id). Twin of GET /v1/app/sale (permission marketing:read). */
  sales: SalePage;
  /** The store's sign-in and audit settings. Twin of GET /v1/app/security (permission staff:manage). */
  securitySettings: SecuritySettings;
  /** The built-in roles and the store's custom ones. Twin of GET /v1/app/role (permission staff:manage). */
  staffRoles: Array<StaffRole>;
  /** One staff user. Twin of GET /v1/app/staff/{id} (permission staff:manage). */
  staffUser: StaffUser;
  /** Staff users, oldest first. Twin of GET /v1/app/staff (permission staff:manage). */
  staffUsers: StaffUserPage;
  /** The store of the admin API key (Authorization: Bearer <api key>) and its settings. Twin of GET /v1/app/store. */
  store: Store;
  /** Storefront (x-store-domain): the store's name, domain, checkout settings and theme. Twin of GET /v1/webstore. */
  storefront: Storefront;
  /**
   * Storefront (x-store-domain): the visible categories by position then id (not paginated), each with its packagesCount:
   * every level in one flat list, or with includeSubCategories the top-level ones with their subCategories. Twin of GET /v1/webstore/category.
   */
  storefrontCategories: Array<StorefrontCategory>;
  /**
   * Storefront (x-store-domain): a coupon the buyer can use now. NOT_FOUND when unknown or disabled; VALIDATION_FAILED on coupon naming the
   * rule when it cannot be used: not_started, expired, max_uses; scope (none of packageId in its scope, or no package in it now);
   * first_purchase and limit for the email or clientIdentifier given. Twin of GET /v1/webstore/discount/{code}.
   */
  storefrontDiscount: StorefrontDiscount;
  /** Storefront (x-store-domain): the ways to pay at this store. Twin of GET /v1/webstore/gateway. */
  storefrontGateways: Array<StorefrontGateway>;
  /**
   * Storefront (x-store-domain): an order's status and nothing else, by the internalId checkout answered, or by its
   * numeric orderId for 24 hours after it was placed; NOT_FOUND otherwise. Twin of GET /v1/webstore/order_status/{id}.
   */
  storefrontOrderStatus: StorefrontOrderStatus;
  /**
   * Storefront (x-store-domain): enabled packages of visible categories that are not variations (each with its variations; includeVariations
   * lists the variations as items too), by category id, position, id unless orderBy says otherwise. Twin of GET /v1/webstore/package.
   */
  storefrontPackages: StorefrontPackagePage;
  /** Storefront (x-store-domain): published posts (publishedAt reached), newest publication first. Twin of GET /v1/webstore/post. */
  storefrontPosts: StorefrontPostPage;
  /** One subscription. Twin of GET /v1/app/subscription/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  subscription: StoreSubscription;
  /** Subscriptions of the store, newest first. Twin of GET /v1/app/subscription (admin key). */
  subscriptions: StoreSubscriptionPage;
  /** Top buyers by money spent on approved orders (by paidAt); default the last 30 days, limit 10 (at most 100). Twin of GET /v1/app/widget/top_customers (admin key). */
  topCustomers: TopCustomers;
  /** The buyer's due commands (PENDING, execute_at reached), in the order they fell due: what a plugin runs. Twin of GET /v1/app/user_queue/{user-id} (admin key). */
  userQueue: Array<QueuedCommand>;
  /**
   * What a buyer has spent, ever, on approved orders. Twin of GET /v1/app/user_spent (admin key). Give clientIdentifier
   * (matched ignoring case, as topCustomers groups buyers), email, or both (orders matching both); neither is rule
   * required on client_identifier.
   */
  userSpent: UserSpent;
  /** One variable. Twin of GET /v1/app/variable/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  variable: Variable;
  /** All the store's variables, by id (not paginated). Twin of GET /v1/app/variable (admin key). */
  variables: Array<Variable>;
  /** Who the credential is (a staff user or an API key) and what it may do. Twin of GET /v1/app/me (any back-office credential). */
  viewer: Viewer;
  /** Storefront visitors per day; the comparison period defaults to the same length just before `from`. Twin of GET /v1/app/report/visitors_graph (admin key). */
  visitorsGraph: VisitorsGraph;
  /** One webhook, secret redacted. Twin of GET /v1/app/webhooks/{id} (admin key); NOT_FOUND for an unknown or another store's id. */
  webhook: Webhook;
  /** One delivery log. Twin of GET /v1/app/webhooks/logs/{logId} (admin key); NOT_FOUND for an unknown or another store's log. */
  webhookLog: WebhookLog;
  /**
   * Delivery logs, newest first. `event`: one of the WebhookEvent values. `from`/`to`: UTC days
   * (YYYY-MM-DD, both included) or ISO 8601 timestamps with a zone. Twin of GET /v1/app/webhooks/logs (admin key).
   */
  webhookLogs: WebhookLogPage;
  /**
   * The delivery logs as a cursor connection (GraphQL only, beside the pages of webhookLogs): newest first,
   * with the filters of webhookLogs; "load more" through first/after, back through last/before.
   */
  webhookLogsConnection: WebhookLogConnection;
  /** Webhooks of the store, by id, secrets redacted. Twin of GET /v1/app/webhooks (admin key). */
  webhooks: WebhookPage;
  /** Withdraw requests of the store, newest first. Twin of GET /v1/app/affiliate/withdraw_request (admin key). */
  withdrawRequests: WithdrawRequestPage;
  /**
   * The withdraw requests as a cursor connection (GraphQL only, beside the pages of withdrawRequests): newest
   * first, with the filters of withdrawRequests; "load more" through first/after, back through last/before.
   */
  withdrawRequestsConnection: WithdrawRequestConnection;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryAffiliateArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryAffiliateMetricsArgs = {
  affiliateId: Scalars['Int']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryAffiliatesArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryApiKeysArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryAuditEntriesArgs = {
  actorId?: InputMaybe<Scalars['Int']['input']>;
  actorType?: InputMaybe<ActorKind>;
  from?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  recordId?: InputMaybe<Scalars['String']['input']>;
  recordType?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryBanArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryBanRefusalsArgs = {
  banId?: InputMaybe<Scalars['Int']['input']>;
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<BanKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryBansArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<BanKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryBuyerOrderArgs = {
  internalId: Scalars['String']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryBuyerOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCartArgs = {
  items?: InputMaybe<Array<CartItemInput>>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCategoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCategoryArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCommandArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCouponArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryCouponsArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryGameServerArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryGameServersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryGatewayReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryGiftCardArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryGiftCardsArgs = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryOrderDeliveriesArgs = {
  orderId: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryOrderNotesArgs = {
  orderId: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryOrdersArgs = {
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Gateway>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryOrdersConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Gateway>;
  last?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPackageArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPackageLicenseKeysArgs = {
  packageId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPackagesArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPostArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryPromotionsReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QuerySaleArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QuerySalesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SaleStatusFilter>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStaffUserArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStaffUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<StaffUserStatus>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStorefrontCategoriesArgs = {
  includeSubCategories?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStorefrontDiscountArgs = {
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  packageId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStorefrontOrderStatusArgs = {
  id: Scalars['String']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStorefrontPackagesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  includeVariations?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  v?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryStorefrontPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QuerySubscriptionArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QuerySubscriptionsArgs = {
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  packageId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SubscriptionStatus>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryTopCustomersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryUserQueueArgs = {
  userId: Scalars['String']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryUserSpentArgs = {
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryVariableArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryVisitorsGraphArgs = {
  compareFrom?: InputMaybe<Scalars['String']['input']>;
  compareTo?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWebhookArgs = {
  id: Scalars['Int']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWebhookLogArgs = {
  id: Scalars['String']['input'];
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWebhookLogsArgs = {
  event?: InputMaybe<WebhookEvent>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  success?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  webhookId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWebhookLogsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  event?: InputMaybe<WebhookEvent>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  success?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  webhookId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWebhooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWithdrawRequestsArgs = {
  affiliateId?: InputMaybe<Scalars['Int']['input']>;
  operation?: InputMaybe<WithdrawOperation>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Admin fields need Authorization: Bearer <api key> (else UNAUTHENTICATED); storefront fields
 * (cart, storefront*) need x-store-domain (else NOT_FOUND "Store not found") and count a visit.
 */
export type QueryWithdrawRequestsConnectionArgs = {
  affiliateId?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  operation?: InputMaybe<WithdrawOperation>;
};

/** A command queued for a buyer, run by a game server (the REST User queue item plus its state). */
export type QueuedCommand = {
  __typename?: 'QueuedCommand';
  /** Failed runs so far; a command is retried until it has failed 3 times. */
  attempts: Scalars['Int']['output'];
  /** The command with its placeholders filled in. */
  command: Scalars['String']['output'];
  /** When it was queued, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** When it falls due, in the store's offset; polls return it only from then on. */
  executeAt: Scalars['DateTime']['output'];
  /** The game server meant to run it; null when any may. */
  gameServer?: Maybe<GameServer>;
  /** null: any of the store's game servers may run it. */
  gameServerId?: Maybe<Scalars['Int']['output']>;
  /** Command id (the plugin acknowledges by it). */
  id: Scalars['Int']['output'];
  /** false: run only while the player is online on the server. */
  offlineExecute: Scalars['Boolean']['output'];
  /** The buyer's order as the plugin gets it; null for a command without an order. */
  order?: Maybe<QueuedCommandOrder>;
  /** Id of the order that queued it; null for a command without an order. */
  orderId?: Maybe<Scalars['Int']['output']>;
  /** Id of the order line (REST order_package_id) that queued it; null for a command without one. */
  orderPackageId?: Maybe<Scalars['Int']['output']>;
  /** Why a person or the service settled it (e.g. "order refunded"); null when none. "blocked: ..." when the service did not queue it (FAILED) because the order held text that cannot go into a console command: correct the order and it is queued. */
  reason?: Maybe<Scalars['String']['output']>;
  /** What the game server answered, or what a person wrote (up to 2,000 characters); null when none. */
  response?: Maybe<Scalars['String']['output']>;
  /** Where it is: pending, done, failed or canceled. */
  status: CommandStatus;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was queued: PURCHASE, EXPIRE, REFUND or CHARGEBACK. */
  type: CommandTrigger;
  /** When it last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** The buyer's client identifier. */
  userId: Scalars['String']['output'];
};

/** The buyer's order as a queued command shows it. */
export type QueuedCommandOrder = {
  __typename?: 'QueuedCommandOrder';
  /** The buyer's Discord user; null when not given. */
  clientDiscord?: Maybe<Scalars['String']['output']>;
  /** The buyer's e-mail address. */
  clientEmail: Scalars['String']['output'];
  /** The buyer's in-game identifier. */
  clientIdentifier: Scalars['String']['output'];
  /** The buyer's name. */
  clientName: Scalars['String']['output'];
  /** The order's buyer-facing reference. */
  internalId: Scalars['String']['output'];
  /** The order's variables, by name and value. */
  variables: Array<QueuedCommandVariable>;
};

/** An order variable as a queued command shows it. */
export type QueuedCommandVariable = {
  __typename?: 'QueuedCommandVariable';
  /** Variable name: the {name} placeholder it fills. */
  name: Scalars['String']['output'];
  /** The buyer's value. */
  value: Scalars['String']['output'];
};

/** Body of requestBuyerCode. */
export type RequestBuyerCodeInput = {
  /** Required: where to send the code (rule email), up to 254 characters. */
  email?: InputMaybe<Scalars['String']['input']>;
};

/** What resendOrderCommands did (REST POST /v1/app/order/{id}/command/resend: {message, commands}). */
export type ResentCommands = {
  __typename?: 'ResentCommands';
  /** The order's PURCHASE commands, oldest first, after the resend. */
  commands: Array<QueuedCommand>;
  /** What was done, in the store's locale ("Todos os comandos foram re-adicionados na fila."). */
  message: Scalars['String']['output'];
};

/** A price cut on chosen packages and categories between two instants: while it runs, the storefront shows the packages at the sale price beside their old one, and checkout charges it. When two sales take the same package, the larger cut wins. */
export type Sale = {
  __typename?: 'Sale';
  /** The package ids its scope takes now: its packages and their variations, and the packages of its categories and their subcategories. */
  appliesTo: Array<Scalars['Int']['output']>;
  /** Categories on sale, their subcategories included. */
  categoryIds: Array<Scalars['Int']['output']>;
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** false: it never applies, whatever its dates. */
  enabled: Scalars['Boolean']['output'];
  /** When it ends, in the store's offset. */
  endsAt: Scalars['DateTime']['output'];
  /** Sale id. */
  id: Scalars['Int']['output'];
  /** What the owner calls it; the storefront shows it beside a package on sale. */
  name: Scalars['String']['output'];
  /** Packages on sale, their variations included. */
  packageIds: Array<Scalars['Int']['output']>;
  /** When it starts, in the store's offset. */
  startsAt: Scalars['DateTime']['output'];
  /** Where it stands now: SCHEDULED (not started), RUNNING (the storefront and checkout price with it), ENDED, or DISABLED (turned off). */
  status: SaleStatus;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** PERCENTAGE: value % off each unit; PRICE: value off each unit (at most its price). */
  type: PromoType;
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** PERCENTAGE: percent off each unit (0.01..100); PRICE: amount off each unit in the store's currency (at most the unit's price). */
  value: Scalars['Float']['output'];
};

/** Body of createSale and updateSale (REST POST/PATCH /v1/app/sale); on update what is left out is kept. */
export type SaleInput = {
  /** Categories on sale (their subcategories too): ids of this store (rule exists), at most 100. */
  categoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Default true; false: it never applies, whatever its dates. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required on create: when it ends, after startsAt and at most 366 days after it (rule range); the same forms as startsAt. */
  endsAt?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: 1..100 characters of plain text (no control characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Packages on sale (their variations too): ids of this store (rule exists), at most 100. With categoryIds, at least one of the two is not empty (rule required). */
  packageIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Required on create: when it starts. ISO 8601 with an offset, or a local date-time without one (2026-11-27T00:00), read in the store's time zone (rule date). */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** Required on create: PERCENTAGE (value % off each unit) or PRICE (value off each unit, at most its price). */
  type?: InputMaybe<PromoType>;
  /** Required on create: PERCENTAGE 0.01..100, PRICE 0.01..1,000,000, at most two decimals (rules range, decimals). */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** A page of sales, with the REST list meta. */
export type SalePage = {
  __typename?: 'SalePage';
  /** The sales on this page, by starts_at (then id). */
  data: Array<Sale>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Where a sale stands now. */
export type SaleStatus =
  /** Turned off (enabled false), whatever its dates. */
  | 'DISABLED'
  /** Its ends_at has passed. */
  | 'ENDED'
  /** Enabled, started and not ended: the storefront and checkout price with it. */
  | 'RUNNING'
  /** Enabled, and its starts_at is still ahead. */
  | 'SCHEDULED';

/** Which sales a list shows: one status, or all of them. */
export type SaleStatusFilter =
  /** Turned off, not ended. */
  | 'DISABLED'
  /** Ended (enabled or not). */
  | 'ENDED'
  /** Enabled and running now. */
  | 'RUNNING'
  /** Enabled, not started yet. */
  | 'SCHEDULED'
  /** Every sale (the default). */
  | 'all';

/** The store's sign-in and audit settings. */
export type SecuritySettings = {
  __typename?: 'SecuritySettings';
  /** Audit entries older than this many days are deleted (hourly). */
  auditRetentionDays: Scalars['Int']['output'];
  /** Every staff user must sign in with a TOTP code; until they set it up, they can do nothing else. */
  requireTwoFactor: Scalars['Boolean']['output'];
};

/** Body of updateSecuritySettings (REST PATCH /v1/app/security). */
export type SecuritySettingsInput = {
  /** Days audit entries are kept, 1..3650. */
  auditRetentionDays?: InputMaybe<Scalars['Int']['input']>;
  /** Every staff user must sign in with a TOTP code. */
  requireTwoFactor?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Body of settleWithdrawRequest (REST PATCH /v1/app/affiliate/withdraw_request/{id}). */
export type SettleWithdrawInput = {
  /** A note for the record, up to 500 characters, or null. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Required: WITHDRAW_PAID, or WITHDRAW_REJECTED (credits the amount back). Another value (WITHDRAW_PENDING included) is VALIDATION_FAILED (rule enum), as on REST. */
  operation?: InputMaybe<WithdrawSettlement>;
};

/** Body of signOutBuyers: one of the two (rule required). */
export type SignOutBuyersInput = {
  /** The buyer's Discord user id (17..20 digits, rule regex). */
  discordId?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's verified e-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
};

/** An invited staff user, and whether the invitation e-mail went out. The link itself is only in that e-mail. */
export type StaffInvite = {
  __typename?: 'StaffInvite';
  /** The invitation was e-mailed (false: e-mail is off or the server refused; send it again). */
  inviteSent: Scalars['Boolean']['output'];
  /** The invited staff user. */
  staffUser: StaffUser;
};

/** A role: a named set of permissions. */
export type StaffRole = {
  __typename?: 'StaffRole';
  /** One of the four built-in roles (not editable). */
  builtIn: Scalars['Boolean']['output'];
  /** The custom role id; null for a built-in role. */
  id?: Maybe<Scalars['Int']['output']>;
  /** OWNER, ADMIN, SUPPORT, ACCOUNTANT, or the custom role name. */
  name: Scalars['String']['output'];
  /** The permissions it grants. */
  permissions: Array<Scalars['String']['output']>;
};

/** Body of createStaffRole (REST POST /v1/app/role). */
export type StaffRoleInput = {
  /** Required on create. 1..60 characters, unique in the store, not a built-in role's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. Permissions from the vocabulary (Query.permissions), at most your own. */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A staff user's role: one of the four built-in permission sets, or CUSTOM (a store's own role). */
export type StaffRoleName =
  /** Reads orders, reports, withdrawals and subscriptions. */
  | 'ACCOUNTANT'
  /** Every permission but staff:manage. */
  | 'ADMIN'
  /** A custom role (roleId names it). */
  | 'CUSTOM'
  /** Every permission. */
  | 'OWNER'
  /** Orders, notes and deliveries; no catalog, settings or money. */
  | 'SUPPORT';

/** A person who runs the store through the admin UI. */
export type StaffUser = {
  __typename?: 'StaffUser';
  /** When they were invited. */
  createdAt: Scalars['DateTime']['output'];
  /** Their sign-in e-mail, unique in the store. */
  email: Scalars['String']['output'];
  /** Staff user id. */
  id: Scalars['Int']['output'];
  /** Their last sign-in; null when never. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Browsers signed in now. */
  liveSessions: Scalars['Int']['output'];
  /** Locked after repeated failed sign-ins until then; null when not locked. */
  lockedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** Their name, as the audit log shows it. */
  name: Scalars['String']['output'];
  /** What the role allows (GET /v1/app/role). */
  permissions: Array<Scalars['String']['output']>;
  /** OWNER, ADMIN, SUPPORT, ACCOUNTANT, or CUSTOM (roleId names it). */
  role: StaffRoleName;
  /** The custom role, for role CUSTOM; null otherwise. */
  roleId?: Maybe<Scalars['Int']['output']>;
  /** The role's name: OWNER, ADMIN, SUPPORT, ACCOUNTANT or the custom role's. */
  roleName: Scalars['String']['output'];
  /** INVITED (the invitation is not accepted yet), ACTIVE, DISABLED or REMOVED. */
  status: StaffUserStatus;
  /** Signs in with a TOTP code too. */
  twoFactorEnabled: Scalars['Boolean']['output'];
};

/** A page of staff users, with the REST list meta. */
export type StaffUserPage = {
  __typename?: 'StaffUserPage';
  /** The staff users on this page, oldest first. */
  data: Array<StaffUser>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Where a staff user stands. */
export type StaffUserStatus =
  /** Can sign in. */
  | 'ACTIVE'
  /** Disabled: cannot sign in until enabled again. */
  | 'DISABLED'
  /** Invited; the invitation is not accepted yet. */
  | 'INVITED'
  /** Removed: cannot sign in; kept for the audit log. */
  | 'REMOVED';

/** Body of startBuyerDiscordSignIn. */
export type StartBuyerDiscordSignInInput = {
  /** Required: the storefront page Discord sends the buyer back to (https; http only for localhost): a redirect URI of the store's Discord application. */
  redirectUri?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The store the admin API key belongs to, with its storefront settings (REST GET /v1/app/store; change
 * them with updateStore). Stores are created with the operator CLI, not the API.
 */
export type Store = {
  __typename?: 'Store';
  /** true: an order's chargeback bans its buyer's e-mail, client identifier and Discord id (the ban list, reason "chargeback on order <internal_id>"). */
  banOnChargeback: Scalars['Boolean']['output'];
  /** true: buyers sign in to their area with Discord (OAuth2, the store's Discord application). */
  buyerDiscordSignIn: Scalars['Boolean']['output'];
  /** true: buyers sign in to their area with a 6-digit code by e-mail (offered while this server sends e-mail). */
  buyerEmailSignIn: Scalars['Boolean']['output'];
  /** http(s) URL a payment page sends a buyer who gives up to; null when not set. */
  cancelUrl?: Maybe<Scalars['String']['output']>;
  /** When the store was created, in its own offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Currency of every amount of the store. Fixed at creation. */
  currency: Currency;
  /** The bot token's last 4 characters; null when none is set. */
  discordBotTokenLast4?: Maybe<Scalars['String']['output']>;
  /** Whether a Discord bot token is set. The token itself is write-only: never answered. */
  discordBotTokenSet: Scalars['Boolean']['output'];
  /** The client id of the store's Discord application, for buyers' Discord sign-in; null when not set. */
  discordClientId?: Maybe<Scalars['String']['output']>;
  /** The client secret's last 4 characters; null when none is set. */
  discordClientSecretLast4?: Maybe<Scalars['String']['output']>;
  /** Whether the Discord application's client secret is set. The secret itself is write-only: never answered. */
  discordClientSecretSet: Scalars['Boolean']['output'];
  /** The Discord server (guild) the store's bot gives roles in (a snowflake); null when not set. */
  discordGuildId?: Maybe<Scalars['String']['output']>;
  /** Whether storefronts ask for the buyer's Discord user; REQUIRED: checkout refuses an order without clientDiscord. */
  discordMode: DiscordMode;
  /** Host name storefronts send as x-store-domain; lower-case, unique across the service. Fixed at creation. */
  domain: Scalars['String']['output'];
  /** Store id. */
  id: Scalars['Int']['output'];
  /** BCP 47 locale of the *Display texts (pt-BR by default, e.g. en-US). */
  locale: Scalars['String']['output'];
  /** The sender's name of the store's e-mails to buyers (in front of the server's MAIL_FROM); null: the store's name. */
  mailFromName?: Maybe<Scalars['String']['output']>;
  /** Where buyers' replies to the store's e-mails go (their Reply-To); null: none. */
  mailReplyTo?: Maybe<Scalars['String']['output']>;
  /** Display name, 1..100 characters. */
  name: Scalars['String']['output'];
  /** true: checkout refuses an order without clientDocument (rule required). */
  requireDocument: Scalars['Boolean']['output'];
  /** true: checkout refuses an order without clientPhone (rule required). */
  requirePhone: Scalars['Boolean']['output'];
  /** http(s) URL a payment page sends the buyer to after paying; null when not set. */
  returnUrl?: Maybe<Scalars['String']['output']>;
  /** The storefront's look: primary colour, logo and banner. */
  theme: StoreTheme;
  /** IANA time zone (America/Sao_Paulo by default): the offset of timestamps and the days of date filters and reports. Fixed at creation. */
  timezone: Scalars['String']['output'];
  /** When the store was last changed, in its own offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The application record plugins read at start-up to check their key (REST GET /v1/app). */
export type StoreApp = {
  __typename?: 'StoreApp';
  /** The store's id. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the store's logo (the theme's); null when not set. */
  logo?: Maybe<Scalars['String']['output']>;
  /** The store's display name. */
  name: Scalars['String']['output'];
  /** When the plan falls due: there is no billing, so never: 9999-12-31T00:00:00Z, a date-time every client parses (plugins stop on null). */
  overdueDate: Scalars['DateTime']['output'];
  /** Always SELF_HOSTED: there is no billing, every store has every feature. */
  plan: Scalars['String']['output'];
  /** The theme's primary colour as #rrggbb; null when not set. */
  primaryColor?: Maybe<Scalars['String']['output']>;
  /** The storefront's address: https:// and the store's domain. */
  url: Scalars['String']['output'];
};

/** A buyer's subscription to a recurring package. */
export type StoreSubscription = {
  __typename?: 'StoreSubscription';
  /** Canceled to end at current_period_end (true) or at once (false); null while not canceled. */
  cancelAtPeriodEnd?: Maybe<Scalars['Boolean']['output']>;
  /** When it was canceled; null while not. */
  canceledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The buyer's Discord user id; null when none. */
  clientDiscord?: Maybe<Scalars['String']['output']>;
  /** The buyer's e-mail. */
  clientEmail: Scalars['String']['output'];
  /** The player the commands are for. */
  clientIdentifier?: Maybe<Scalars['String']['output']>;
  /** The buyer's name. */
  clientName: Scalars['String']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency it is charged in. */
  currency: Scalars['String']['output'];
  /** When the paid period ends: the next charge, or (CANCELED) when it expires. */
  currentPeriodEnd: Scalars['DateTime']['output'];
  /** When the paid period began. */
  currentPeriodStart: Scalars['DateTime']['output'];
  /** When it ended; null while not. */
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider that charges it: STRIPE or MERCADOPAGO. */
  gateway: Gateway;
  /** Subscription id. */
  id: Scalars['Int']['output'];
  /** The unit of the period. */
  interval: SubscriptionInterval;
  /** Intervals between charges. */
  intervalCount: Scalars['Int']['output'];
  /** Its orders, oldest first: the first payment, then each renewal (the order query has each whole). */
  orders: Array<SubscriptionOrder>;
  /** The package subscribed to; null once the package was deleted. */
  packageId?: Maybe<Scalars['Int']['output']>;
  /** The package name at subscription time. */
  packageName: Scalars['String']['output'];
  /** When the last failed renewal made it PAST_DUE; null when it is not. */
  pastDueAt?: Maybe<Scalars['DateTime']['output']>;
  /** What each period costs: the price at subscription time. A renewal charging anything else is left for review. */
  price: Scalars['Float']['output'];
  /** The price as text in the store's locale and currency. */
  priceDisplay: Scalars['String']['output'];
  /** The provider's customer (Stripe cus_...); null when the provider has none. */
  providerCustomerId?: Maybe<Scalars['String']['output']>;
  /** The provider's id of the subscription (Stripe sub_..., a Mercado Pago preapproval id). */
  providerId: Scalars['String']['output'];
  /** Paid periods after the first. */
  renewals: Scalars['Int']['output'];
  /** ACTIVE (paid up), PAST_DUE (a renewal failed; the provider retries), CANCELED (ends at current_period_end, or ended), EXPIRED (over). */
  status: SubscriptionStatus;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of subscriptions, with the REST list meta. */
export type StoreSubscriptionPage = {
  __typename?: 'StoreSubscriptionPage';
  /** The subscriptions on this page. */
  data: Array<StoreSubscription>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** The storefront's look. */
export type StoreTheme = {
  __typename?: 'StoreTheme';
  /** http(s) URL of the store's banner; null when not set. */
  banner?: Maybe<Scalars['String']['output']>;
  /** http(s) URL of the store's logo; null when not set. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Primary colour as #rrggbb (lower-case); null: storefronts keep their own. */
  primaryColor?: Maybe<Scalars['String']['output']>;
};

/** The theme's keys of updateStore: each optional (left out: kept), null clears it. */
export type StoreThemeInput = {
  /** An http(s) URL (rule url); null clears it. */
  banner?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL (rule url); null clears it. */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** #rrggbb (rule regex), stored lower-case; null clears it. */
  primaryColor?: InputMaybe<Scalars['String']['input']>;
};

/** What a storefront needs to know before it shows the store (REST GET /v1/webstore). */
export type Storefront = {
  __typename?: 'Storefront';
  /** The store and what checkout asks of the buyer. */
  store: StorefrontStore;
  /** The store's look. */
  theme: StoreTheme;
};

/** A category a storefront may show (not hidden, not below a hidden category). */
export type StorefrontCategory = {
  __typename?: 'StorefrontCategory';
  /** http(s) URL of the category's banner; null when none. */
  banner?: Maybe<Scalars['String']['output']>;
  /** Category id (storefrontPackages' categoryId). */
  id: Scalars['Int']['output'];
  /** http(s) URL of the category's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Packages storefrontPackages lists in this category and in every category below it. */
  packagesCount: Scalars['Int']['output'];
  /** The parent category's id, to build the tree; null for a top-level category. */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Order among its siblings, ascending. */
  position: Scalars['Int']['output'];
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** Its visible subcategories, each with theirs: with includeSubCategories; null in the flat list. */
  subCategories?: Maybe<Array<StorefrontCategory>>;
};

/** A coupon the buyer can use now (REST GET /v1/webstore/discount/{code}, the public API's discount, and the rules checkout applies to it). */
export type StorefrontDiscount = {
  __typename?: 'StorefrontDiscount';
  /** The package ids it applies to now, ascending: its packages, their variations, and the packages of its categories and their subcategories; empty: every package. */
  appliesTo: Array<Scalars['Int']['output']>;
  /** The categories it is limited to (their subcategories included); appliesTo lists their packages. */
  categoryIds: Array<Scalars['Int']['output']>;
  /** The code as the store spells it. */
  code: Scalars['String']['output'];
  /** false: lines on sale are left out of its discount. */
  combinableWithSales: Scalars['Boolean']['output'];
  /** The code as the store spells it (the public API's name for it; code is the same). */
  coupon: Scalars['String']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops being valid, in the store's offset; null: never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it stops being valid, in the store's offset; null: never (the public API's name; expiresAt is the same). */
  expiresIn?: Maybe<Scalars['DateTime']['output']>;
  /** Only for a buyer's first order of the store (by e-mail or identifier). */
  firstPurchaseOnly: Scalars['Boolean']['output'];
  /** The coupon's id. */
  id: Scalars['Int']['output'];
  /** The buyer's detail one use per buyer is counted by (CLIENT_EMAIL or CLIENT_IDENTIFIER); null: no per-buyer limit. */
  limitCriteria?: Maybe<CouponLimitCriteria>;
  /** How many orders may use it in all; null: unlimited. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Orders one buyer may place with it, counted by e-mail and by identifier; null: no such count. */
  maxUsesPerBuyer?: Maybe<Scalars['Int']['output']>;
  /** The smallest cart subtotal (before the discount) it applies to, in the store's currency; 0: any. */
  minPrice: Scalars['Float']['output'];
  /** When it became usable, in the store's offset; null: from its creation (before it the answer is 422, rule not_started). */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The store's id. */
  storeId: Scalars['Int']['output'];
  /** PERCENTAGE or FIXED. */
  type: DiscountType;
  /** When it was last changed (a use counts), in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** The percentage, or the amount in the store's currency. */
  value: Scalars['Float']['output'];
};

/** A way to pay at the store. */
export type StorefrontGateway = {
  __typename?: 'StorefrontGateway';
  /** Its name in the store's locale. */
  display: Scalars['String']['output'];
  /** Always 0: no gateway fees are modelled. */
  fee: Scalars['Float']['output'];
  /** The value checkout's gateway takes. */
  gateway: Gateway;
  /** Always false: no gateway fees are modelled. */
  isPercentageFee: Scalars['Boolean']['output'];
  /** The gateway's identifier, as storefronts name its icon. */
  name: Scalars['String']['output'];
};

/** An order's status, alone. */
export type StorefrontOrderStatus = {
  __typename?: 'StorefrontOrderStatus';
  /** Where the order is in its lifecycle; PENDING until it is paid. */
  status: OrderStatus;
};

/** A package for sale, as the storefront lists it. */
export type StorefrontPackage = {
  __typename?: 'StorefrontPackage';
  /** Id of the package's category. */
  categoryId: Scalars['Int']['output'];
  /** The package's description (HTML as the owner wrote it); null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Always true: only enabled packages are listed. */
  enabled: Scalars['Boolean']['output'];
  /** Custom inputs the buyer must fill at checkout, in order. */
  fields: Array<StorefrontPackageField>;
  /** Package id: checkout's items[].id. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the package's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The package this one is a variation of; null for a package of its own. */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Order within its category. */
  position: Scalars['Int']['output'];
  /** Unit price, comparison price, discount, and the range of its variations' prices. */
  pricing: StorefrontPricing;
  /** The sale its price comes from now (pricing.price is the sale price, pricing.compareAt the price before it); null: none. */
  sale?: Maybe<StorefrontSale>;
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** Whether it can be bought now, the units left and the minimum quantity. */
  stock: StorefrontStock;
  /** The store's id. */
  storeId: Scalars['Int']['output'];
  /** null: sold once. Set: a subscription, charged every period; checkout takes it alone, through a gateway that charges again. */
  subscription?: Maybe<PackageSubscription>;
  /** SINGLE (one unit per order) or MULTIPLE. */
  type: PackageType;
  /** Its enabled variations, by position. */
  variations: Array<StorefrontVariation>;
};

/** A custom input the buyer fills at checkout. */
export type StorefrontPackageField = {
  __typename?: 'StorefrontPackageField';
  /** Help text for the buyer; an empty string when none. */
  description: Scalars['String']['output'];
  /** Field id: the key of the value in checkout's items[].fields. */
  id: Scalars['Int']['output'];
  /** Label to show the buyer. */
  name: Scalars['String']['output'];
  /** true: checkout refuses the order without a value for it. */
  required: Scalars['Boolean']['output'];
  /** Which values checkout accepts. */
  type: FieldType;
};

/** A page of storefront packages, with the storefront meta (counters only). */
export type StorefrontPackagePage = {
  __typename?: 'StorefrontPackagePage';
  /** The packages on this page. */
  data: Array<StorefrontPackage>;
  /** The four counters of this list. */
  meta: StorefrontPageMeta;
};

/** Pagination of a storefront list: only the four counters, as the REST storefront meta. */
export type StorefrontPageMeta = {
  __typename?: 'StorefrontPageMeta';
  /** This page's number, from 1; a page past the end has empty data. */
  currentPage: Scalars['Int']['output'];
  /** Number of the last page; 1 when the list is empty. */
  lastPage: Scalars['Int']['output'];
  /** Items per page: the perPage (or limit) asked for (1..1,000), 15 by default. */
  perPage: Scalars['Int']['output'];
  /** Number of items in the list, across all pages. */
  total: Scalars['Int']['output'];
};

/** A published post, as the storefront shows it. */
export type StorefrontPost = {
  __typename?: 'StorefrontPost';
  /** Author's name as shown. */
  author: Scalars['String']['output'];
  /** HTML, exactly as the store wrote it. */
  content: Scalars['String']['output'];
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Post id. */
  id: Scalars['Int']['output'];
  /** http(s) URL of the post's image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** The post's storefront page: /post/<slug>. */
  path: Scalars['String']['output'];
  /** The publication day as display text in the store's locale and time zone ("November 21, 2026"). */
  publishedAt: Scalars['String']['output'];
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** The store's id. */
  storeId: Scalars['Int']['output'];
  /** Headline, 1..200 characters. */
  title: Scalars['String']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of published posts, with the storefront meta (counters only). */
export type StorefrontPostPage = {
  __typename?: 'StorefrontPostPage';
  /** The posts on this page. */
  data: Array<StorefrontPost>;
  /** The four counters of this list. */
  meta: StorefrontPageMeta;
};

/** A package's price for the storefront, in the store's currency. */
export type StorefrontPricing = {
  __typename?: 'StorefrontPricing';
  /** The comparison (struck-through) price; the price itself when the package has none. */
  compareAt: Scalars['Float']['output'];
  /** The highest price a buyer can pick: of the variations when there are any, else the price. */
  max: Scalars['Float']['output'];
  /** The lowest price a buyer can pick: of the variations when there are any, else the price. */
  min: Scalars['Float']['output'];
  /** Negative percent off, two decimals (-20 for 80 instead of 100); 0 without a discount. */
  percentDiscount: Scalars['Float']['output'];
  /** The unit price, in the store's currency. */
  price: Scalars['Float']['output'];
};

/** A sale running now (issue 33): the package's price is the sale's while it runs. */
export type StorefrontSale = {
  __typename?: 'StorefrontSale';
  /** When it ends, in the store's offset: after it the package is at its own price again. */
  endsAt: Scalars['DateTime']['output'];
  /** The sale's id. */
  id: Scalars['Int']['output'];
  /** The sale's name, as the owner wrote it (plain text): escape it when shown. */
  name: Scalars['String']['output'];
};

/** Whether a listed package can be bought now, and how many units are left. */
export type StorefrontStock = {
  __typename?: 'StorefrontStock';
  /** Whether the package can be bought now at its minimum quantity. */
  available: Scalars['Boolean']['output'];
  /** The package's minimum quantity per cart line (1 by default). */
  minAmount: Scalars['Int']['output'];
  /** Units that can be bought now (stock, unused license keys); null when nothing limits them. */
  quantity?: Maybe<Scalars['Int']['output']>;
};

/** The store as its storefront shows it. */
export type StorefrontStore = {
  __typename?: 'StorefrontStore';
  /** The domain to send as x-store-domain (the store has one: its domain). */
  activeDomain: Scalars['String']['output'];
  /** Whether buyers can sign in to the buyer's area (issue 32): true when the store offers a sign-in (authMethods). Checkout never requires one (a Discord requirement is discordMode). */
  auth: Scalars['Boolean']['output'];
  /** The sign-ins the store offers now: EMAIL (a code by e-mail), DISCORD (OAuth2); empty when auth is false. */
  authMethods: Array<BuyerSignInMethod>;
  /** Where a payment page sends a buyer who gives up; null when not set. */
  cancelUrl?: Maybe<Scalars['String']['output']>;
  /** Currency of every price. */
  currency: Currency;
  /** REQUIRED: checkout requires clientDiscord. */
  discordMode: DiscordMode;
  /** The store's domain. */
  domain: Scalars['String']['output'];
  /** The store's id. */
  id: Scalars['Int']['output'];
  /** BCP 47 locale of the store's texts. */
  locale: Scalars['String']['output'];
  /** The store's display name. */
  name: Scalars['String']['output'];
  /** true: checkout requires clientDocument. */
  requireDocument: Scalars['Boolean']['output'];
  /** true: checkout requires clientPhone. */
  requirePhone: Scalars['Boolean']['output'];
  /** Where a payment page sends the buyer after paying; null when not set. */
  returnUrl?: Maybe<Scalars['String']['output']>;
};

/** An option of a package: an enabled package whose parent it is (buy it by its own id). */
export type StorefrontVariation = {
  __typename?: 'StorefrontVariation';
  /** Its comparison (struck-through) price; the price itself when it has none. */
  compareAt: Scalars['Float']['output'];
  /** http(s) URL of its icon; null when none. */
  icon?: Maybe<Scalars['String']['output']>;
  /** The variation's package id: what cart and checkout take. */
  id: Scalars['Int']['output'];
  /** http(s) URL of its image; null when none. */
  image?: Maybe<Scalars['String']['output']>;
  /** Display name of the option. */
  name: Scalars['String']['output'];
  /** Its unit price, in the store's currency. */
  price: Scalars['Float']['output'];
  /** URL name, unique in the store. */
  slug: Scalars['String']['output'];
  /** Whether it can be bought now, and the units left. */
  stock: VariationStock;
};

/** The unit of a subscription package's period. */
export type SubscriptionInterval =
  /** Every intervalCount days (at most 365). */
  | 'DAY'
  /** Every intervalCount months (at most 12). */
  | 'MONTH'
  /** Every intervalCount weeks (at most 52). */
  | 'WEEK'
  /** Every year (intervalCount 1). */
  | 'YEAR';

/** An order of a subscription: its first payment or a renewal. */
export type SubscriptionOrder = {
  __typename?: 'SubscriptionOrder';
  /** When it was placed (the checkout, or the renewal). */
  createdAt: Scalars['DateTime']['output'];
  /** The currency it was charged in. */
  currency: Scalars['String']['output'];
  /** Order id (GET /v1/app/order/{id} has it whole). */
  id: Scalars['Int']['output'];
  /** The buyer-facing reference. */
  internalId: Scalars['String']['output'];
  /** When its payment approved it; null while PENDING. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the period was charged. */
  price: Scalars['Float']['output'];
  /** Why the payment did not approve it (a different amount or currency); null when none. */
  reviewReason?: Maybe<Scalars['String']['output']>;
  /** APPROVED once its payment was confirmed; PENDING with review_reason when the payment did not match. */
  status: OrderStatus;
};

/** Where a subscription is in its lifecycle (docs/DECISIONS.md, "Subscriptions"). */
export type SubscriptionStatus =
  /** Paid up: the package is the buyer's until currentPeriodEnd, and the provider charges again then. */
  | 'ACTIVE'
  /** Told to stop: no more charges. Expires at currentPeriodEnd (or expired at once). */
  | 'CANCELED'
  /** Over: the package's EXPIRE commands ran and its Discord roles were taken back, once. */
  | 'EXPIRED'
  /** A renewal failed; the provider retries it. The buyer keeps the package meanwhile. */
  | 'PAST_DUE';

/** A buyer among the top customers. */
export type TopCustomer = {
  __typename?: 'TopCustomer';
  /** The buyer's client identifier, as on their most recent approved order; buyers are grouped ignoring case. */
  identifier: Scalars['String']['output'];
  /** Number of the buyer's approved orders in the period. */
  purchases: Scalars['Int']['output'];
  /** Sum of the buyer's approved order prices, as text in the store's locale and currency (R$ 30,00). */
  spent: Scalars['String']['output'];
  /** The buyer's name on their most recent approved order in the period. */
  username: Scalars['String']['output'];
};

/** The top customers widget: buyers by money spent on approved orders, and the period covered. */
export type TopCustomers = {
  __typename?: 'TopCustomers';
  /** Buyers by money spent, then purchases, then identifier. */
  data: Array<TopCustomer>;
  /** First instant of the period (00:00 of the first store-local day), ISO 8601 in UTC with Z. */
  from: Scalars['String']['output'];
  /** Last instant of the period (23:59:59.999 of the last store-local day), ISO 8601 in UTC with Z. */
  to: Scalars['String']['output'];
};

/** Every field optional; what is left out is kept. A ban's kind and value are what it is. */
export type UpdateBanInput = {
  /** When the ban ends, in the future (rule min); null: never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** 1..500 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Body of updateCategory (REST PATCH /v1/app/category/{id}); every field optional, what is left out is kept. */
export type UpdateCategoryInput = {
  /** http(s) URL, or null to clear. */
  banner?: InputMaybe<Scalars['String']['input']>;
  /** true hides the category, with everything below it, from the storefront. */
  hideCategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** true only if, after this change, the category has a parent or has subcategories (rule subcategory). */
  hideSubcategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** http(s) URL, or null to clear. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1..100 characters (trimmed). Without slug, the slug moves to the new name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** null detaches the category from its parent. Otherwise a category of this store (rule exists), not itself or below it (rule cycle). */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  /** 0 or more; left out while the parent changes: the end of the new siblings. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Left out while the name changes: generated from the new name. Same rules as on create. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Body of updateCommand (REST PATCH /v1/app/command/{id}); what is left out is kept. */
export type UpdateCommandInput = {
  /** At most 500 characters; null clears it. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** At most 2,000 characters; null clears it. */
  response?: InputMaybe<Scalars['String']['input']>;
  /** PENDING, DONE, FAILED or CANCELED (a value outside CommandStatus is VALIDATION_FAILED, rule enum, as on REST). PENDING requeues: no attempts, due now; the others end the server's lease. */
  status?: InputMaybe<CommandStatus>;
};

/** Body of updateGameServer (REST PATCH /v1/app/game-server/{id}); what is left out is kept. */
export type UpdateGameServerInput = {
  /** 1..100 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters; null or an empty string clears it. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Every field optional; what is left out is kept. A card's value and code are what it is. */
export type UpdateGiftCardInput = {
  /** false: checkout refuses it (rule exists). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When checkout stops taking it, in the future (rule min); null: never. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** The owner's note, 1..500 characters; null clears it. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Body of updateOrder (REST PATCH /v1/app/order/{id}); every field optional, what is left out is kept. */
export type UpdateOrderInput = {
  /** Up to 64 characters, or null to clear; commands not yet run follow the change. */
  clientDiscord?: InputMaybe<Scalars['String']['input']>;
  /** 1..64 characters, a game identifier as in CheckoutInput (rules control, identifier); commands not yet run follow the change, and commands blocked for an unsafe value are queued once it is corrected. */
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  /** Records that a person approved the order; changes no status. */
  manuallyApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Records that a person did the refund; changes no status. */
  manuallyRefunded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Replaces the order's metadata as a whole (the rules of CheckoutInput.metadata); null clears it. */
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  /** A status the transition table allows from the current one (else CONFLICT); the current status again changes nothing. A value outside OrderStatus is VALIDATION_FAILED (rule enum), as on REST. */
  status?: InputMaybe<OrderStatus>;
  /** Upserts by name (1..64 characters, values up to 255); a null value removes the variable. Commands not yet run follow the change. */
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every field optional; a list that is sent replaces the whole list. */
export type UpdatePackageInput = {
  /** A category of this store (rule exists); moves the package to its end unless position is sent. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Replaces all commands (at most 100). */
  commands?: InputMaybe<Array<CommandInput>>;
  /** 0 to 1,000,000, at most two decimals, or null to clear. */
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Up to 20,000 characters, or null to clear. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Replaces all Discord actions (at most 50). */
  discordActions?: InputMaybe<Array<DiscordActionInput>>;
  /** Replaces the purchase e-mail; null removes it. */
  email?: InputMaybe<PackageEmailInput>;
  /** false takes it off sale and off the storefront. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 365, or null: never expires. */
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** Replaces the custom buyer inputs (at most 20). */
  fields?: InputMaybe<Array<PackageFieldInput>>;
  /** A gift card package: each unit bought issues a gift card of this value (0.01..100,000); null: an ordinary package from now on (cards already issued stay). Not with subscription (rule subscription). */
  giftCardValue?: InputMaybe<Scalars['Float']['input']>;
  /** http(s) URL, or null to clear; only for variations (rule variation). */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** http(s) URL, or null to clear. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 999,999, or null: unlimited. */
  inventoryAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Becomes the unused pool (at most 300); keys already delivered stay as history. */
  licenseKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1..255 characters (trimmed); the slug does not follow it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Another package of this store to be a variation of (rules exists, variation); null: no longer a variation. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  /** One per buyer, one unit. */
  perUserLimit?: InputMaybe<Scalars['Boolean']['input']>;
  /** 0 or more, within its category. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1,000,000, at most two decimals. Existing orders keep the price they were sold at. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** 1..120 characters, unique in the store (rule unique); left out: kept, even when the name changes. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Makes it a subscription (or changes its period; existing subscriptions keep theirs); null: sold once from now on. */
  subscription?: InputMaybe<PackageSubscriptionInput>;
  /** SINGLE or MULTIPLE. A value outside PackageType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: InputMaybe<PackageType>;
  /** Replaces the asked variables (at most 50 ids of this store, no repeats). */
  variables?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Every field optional; what is left out is kept. */
export type UpdatePostInput = {
  /** 1..100 characters (trimmed). */
  author?: InputMaybe<Scalars['String']['input']>;
  /** HTML, up to 100,000 characters; not blank. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL, or null to clear. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with an offset (or Z); null unpublishes (back to a draft). */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  /** Left out while the title changes: generated from the new title (send the current slug to keep a URL). Same rules as on create. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** 1..200 characters (trimmed); without slug, the slug moves to the new title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Every field optional; what is left out is kept. */
export type UpdateStaffUserInput = {
  /** true disables the user and signs them out everywhere; false enables them again. */
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1..100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new role (not your own); the store keeps at least one live OWNER (CONFLICT). */
  role?: InputMaybe<StaffRoleName>;
  /** The custom role, for role CUSTOM. */
  roleId?: InputMaybe<Scalars['Int']['input']>;
};

/** Body of updateStore (REST PATCH /v1/app/store): every field optional, what is left out is kept. */
export type UpdateStoreInput = {
  /** true: an order's chargeback bans its buyer's e-mail, client identifier and Discord id (the ban list). */
  banOnChargeback?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: buyers sign in to their area with Discord; needs discordClientId and discordClientSecret (else VALIDATION_FAILED, rule required). */
  buyerDiscordSignIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: buyers sign in to their area with a code by e-mail (offered while this server sends e-mail). */
  buyerEmailSignIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** An http(s) URL (rule url), or null to clear it. */
  cancelUrl?: InputMaybe<Scalars['String']['input']>;
  /** Read-only: accepted only with the store's current currency (else rule read_only). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The Discord bot's token (rule regex: three dot-separated parts), stored encrypted and never answered; null removes it. */
  discordBotToken?: InputMaybe<Scalars['String']['input']>;
  /** The client id of the store's Discord application, 17..20 digits (rule regex); null clears it. */
  discordClientId?: InputMaybe<Scalars['String']['input']>;
  /** The Discord application's client secret, 16..128 URL-safe characters (rule regex), stored encrypted and never answered; null removes it. */
  discordClientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The Discord server (guild) id the bot acts in, 17..20 digits (rule regex); null clears it. */
  discordGuildId?: InputMaybe<Scalars['String']['input']>;
  /** Whether checkout asks the buyer for a Discord user. A value outside DiscordMode is VALIDATION_FAILED (rule enum), as on REST. */
  discordMode?: InputMaybe<DiscordMode>;
  /** Read-only: accepted only with the store's current domain (else rule read_only). */
  domain?: InputMaybe<Scalars['String']['input']>;
  /** A BCP 47 locale the server knows (rule enum), e.g. en-US: the language and number format of *Display texts. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** 1..100 characters of plain text, trimmed, without line breaks or control characters (rule control), or null to clear it: the sender's name of the store's e-mails. */
  mailFromName?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address up to 254 characters (rule email), or null to clear it: where buyers' replies go. */
  mailReplyTo?: InputMaybe<Scalars['String']['input']>;
  /** 1..100 characters, trimmed. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** true: checkout requires clientDocument. */
  requireDocument?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: checkout requires clientPhone. */
  requirePhone?: InputMaybe<Scalars['Boolean']['input']>;
  /** An http(s) URL (rule url), or null to clear it. */
  returnUrl?: InputMaybe<Scalars['String']['input']>;
  /** The storefront's look; keys left out are kept. */
  theme?: InputMaybe<StoreThemeInput>;
  /** Read-only: accepted only with the store's current time zone (else rule read_only). */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Body of updateWebhook (REST PATCH /v1/app/webhooks/{id}); what is left out is kept. The secret never changes here. */
export type UpdateWebhookInput = {
  /** true also clears disabledReason. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1..100 characters (trimmed). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the subscribed events: at least one WebhookEvent, no repeats (a value outside it: scopes.N, rule enum). */
  scopes?: InputMaybe<Array<InputMaybe<WebhookEvent>>>;
  /** https:// only, checked as on create (rules https, url). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** What a buyer has spent in the store: their approved orders (a refunded or charged-back order no longer counts). */
export type UserSpent = {
  __typename?: 'UserSpent';
  /** The client identifier asked about; null when asked by e-mail only. */
  clientIdentifier?: Maybe<Scalars['String']['output']>;
  /** The e-mail asked about, lower-cased; null when asked by client identifier only. */
  email?: Maybe<Scalars['String']['output']>;
  /** Number of approved orders. */
  purchases: Scalars['Int']['output'];
  /** totalGrossReceived as text in the store's locale and currency (R$ 30,00), as TopCustomer.spent. */
  spent: Scalars['String']['output'];
  /** Sum of their prices, in the store's currency. */
  totalGrossReceived: Scalars['Float']['output'];
  /** Sum of what the store received for them. */
  totalNetReceived: Scalars['Float']['output'];
};

/** A value buyers give at checkout (e.g. a nickname), used as {name} in commands. */
export type Variable = {
  __typename?: 'Variable';
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Help text for the buyer, up to 500 characters; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Variable id (Package.variables lists these). */
  id: Scalars['Int']['output'];
  /** Letters, digits and underscores, 1..64 characters, unique in the store: the key in checkout's variables and the {name} placeholder. */
  name: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Body of createVariable and updateVariable (REST POST/PATCH /v1/app/variable); on update what is left out is kept. */
export type VariableInput = {
  /** Help text for the buyer, up to 500 characters, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required on create; 1..64 letters, digits or underscores (rule regex); unique in the store (rule unique). */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a variation can be bought now, and how many units are left. */
export type VariationStock = {
  __typename?: 'VariationStock';
  /** Whether its minimum quantity can be bought now. */
  available: Scalars['Boolean']['output'];
  /** Units that can be bought now; null when nothing limits them. */
  quantity?: Maybe<Scalars['Int']['output']>;
};

/** Body of verifyBuyerCode. */
export type VerifyBuyerCodeInput = {
  /** Required: the 6 digits of the e-mail (rule regex; spaces are ignored). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Required: the address the code was sent to. */
  email?: InputMaybe<Scalars['String']['input']>;
};

/** Who is calling, and what they may do. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The staff user id or the API key id. */
  id: Scalars['Int']['output'];
  /** staff (a signed-in staff user) or key (an API key). */
  kind: ActorKind;
  /** The staff user's or the key's name. */
  name: Scalars['String']['output'];
  /** What this credential may do. */
  permissions: Array<Scalars['String']['output']>;
  /** The staff user's role name; null for a key. */
  role?: Maybe<Scalars['String']['output']>;
};

/** Storefront visitors per day, with the change against a comparison period. */
export type VisitorsGraph = {
  __typename?: 'VisitorsGraph';
  /** One point per day from `from` to `to`, both included, zeros included. */
  graph: Array<VisitorsPoint>;
  /** Percent change of the total against the comparison period, two decimals (-12.5); 0 when that had no visits. */
  variation: Scalars['Float']['output'];
};

/** The storefront visitors of one day. */
export type VisitorsPoint = {
  __typename?: 'VisitorsPoint';
  /** The start of the store-local day, in UTC: ISO 8601 with Z (2026-11-21T03:00:00.000Z for a São Paulo store). */
  date: Scalars['String']['output'];
  /** Distinct storefront visitors that store-local day; 0 when none. */
  visits: Scalars['Int']['output'];
};

/**
 * A receiver of the store's order events. Every message carries two signatures with the webhook's
 * secret: CentralCart's (x-centralcart-timestamp, x-centralcart-signature: hex HMAC-SHA256 of
 * "timestamp.body" keyed with the whole secret string) and Standard Webhooks' (webhook-id,
 * webhook-timestamp, webhook-signature).
 */
export type Webhook = {
  __typename?: 'Webhook';
  /** When it was created, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Why the service disabled the webhook; cleared when it is enabled again. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** false: no new events are delivered (set by a person, or by the service when the receiver answered 410 Gone). */
  enabled: Scalars['Boolean']['output'];
  /** Webhook id. */
  id: Scalars['Int']['output'];
  /** Display name, 1..100 characters. */
  name: Scalars['String']['output'];
  /** The events it receives, in the order they were given. */
  scopes: Array<WebhookEvent>;
  /**
   * The signing secret (whsec_...): in full only in the result of createWebhook and
   * rotateWebhookSecret, "[redacted]" everywhere else. Stored encrypted.
   */
  secret: Scalars['String']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed, in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where messages are POSTed: an https:// URL, up to 2,048 characters. */
  url: Scalars['String']['output'];
};

/** The events a webhook can subscribe to. */
export type WebhookEvent =
  /** An order stayed PENDING longer than the operator's limit (24 h by default); sent once, the order stays PENDING. */
  | 'ORDER_ABANDONED'
  /** An order became APPROVED. */
  | 'ORDER_APPROVED'
  /** An order became CHARGEDBACK. */
  | 'ORDER_CHARGEDBACK'
  /** An order was placed (checkout or createOrder). */
  | 'ORDER_CREATED'
  /** An order became REFUNDED. */
  | 'ORDER_REFUNDED'
  /** An order became REJECTED. */
  | 'ORDER_REJECTED'
  /** A subscription was canceled (by the owner, the buyer's link, or at the provider); it expires at its period's end, or now. */
  | 'SUBSCRIPTION_CANCELED'
  /** A subscription began: its first payment was confirmed (the body's data is the subscription). */
  | 'SUBSCRIPTION_CREATED'
  /** A subscription ended: the package's EXPIRE commands run and Discord roles are taken back, once. */
  | 'SUBSCRIPTION_EXPIRED'
  /** A subscription's renewal payment failed; the provider retries, the buyer keeps the package meanwhile. */
  | 'SUBSCRIPTION_PAST_DUE'
  /** A subscription's renewal was paid: a new period and its order (APPROVED, with its own ORDER_APPROVED). */
  | 'SUBSCRIPTION_RENEWED';

/** One attempt to deliver a message to a webhook. */
export type WebhookLog = {
  __typename?: 'WebhookLog';
  /** UTC, ISO 8601 with milliseconds and Z. */
  createdAt: Scalars['DateTime']['output'];
  /** Why the attempt failed (a timeout, a refused connection, "receiver answered 500"); null on success. */
  error?: Maybe<Scalars['String']['output']>;
  /** The event the message carried (a test message carries the webhook's first scope). */
  event: WebhookEvent;
  /** A 24-hex object identifier (the REST `_id`). */
  id: Scalars['String']['output'];
  /** true for a log written by resendWebhookLog. */
  isResend: Scalars['Boolean']['output'];
  /** The log this one resent, for resends; null otherwise. */
  originalLogId?: Maybe<Scalars['String']['output']>;
  /** The payload that was sent: {id, event, date, data} with data the order as REST GET returns it (tests add test: true). */
  requestBody: Scalars['JSONObject']['output'];
  /** The response body, cut at 4,096 characters (then marked …[truncated]); null when no response came. */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status; null when no response came (timeout, refused connection, blocked address). */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** Milliseconds until the response came or the attempt failed. */
  responseTimeMs: Scalars['Int']['output'];
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** true for a 2xx answer within the delivery timeout (10 s by default); redirects count as failures. */
  success: Scalars['Boolean']['output'];
  /** The URL the message was sent to. */
  url: Scalars['String']['output'];
  /** Id of the webhook it was sent to. */
  webhookId: Scalars['Int']['output'];
};

/** A page of delivery logs by cursor (Relay connection): newest first, keyset-paginated, so pages do not shift as deliveries are logged. */
export type WebhookLogConnection = {
  __typename?: 'WebhookLogConnection';
  /** The logs of this page, each with its cursor. */
  edges: Array<WebhookLogEdge>;
  /** Whether pages follow or precede this one, and its first and last cursors. */
  pageInfo: PageInfo;
  /** Logs matching the filters in the whole list (one more statement, run only when selected). */
  totalCount: Scalars['Int']['output'];
};

/** A delivery attempt with its place in webhookLogsConnection. */
export type WebhookLogEdge = {
  __typename?: 'WebhookLogEdge';
  /** The log's place in the list: pass it as after (or before) for the logs after (or before) it. */
  cursor: Scalars['String']['output'];
  /** The delivery attempt. */
  node: WebhookLog;
};

/** A page of webhook logs, with the REST list meta. */
export type WebhookLogPage = {
  __typename?: 'WebhookLogPage';
  /** The logs on this page. */
  data: Array<WebhookLog>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** A page of webhooks, with the REST list meta. */
export type WebhookPage = {
  __typename?: 'WebhookPage';
  /** The webhooks on this page. */
  data: Array<Webhook>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Where a withdraw request stands (the withdrawal entries of the affiliate's ledger, AffiliateOperation in the database). */
export type WithdrawOperation =
  /** Paid to the affiliate. */
  | 'WITHDRAW_PAID'
  /** Requested and not settled yet; the amount was debited from the balance. */
  | 'WITHDRAW_PENDING'
  /** Refused; the amount was credited back to the balance. */
  | 'WITHDRAW_REJECTED';

/** A withdrawal of an affiliate's balance (an entry of the affiliate's ledger). */
export type WithdrawRequest = {
  __typename?: 'WithdrawRequest';
  /** The affiliate it belongs to (one batched query for a page of requests). */
  affiliate: Affiliate;
  /** Id of the affiliate who withdraws. */
  affiliateId: Scalars['Int']['output'];
  /** The amount, in the store's currency; debited from the balance when requested. */
  amount: Scalars['Float']['output'];
  /** When it was requested, in the store's offset. */
  createdAt: Scalars['DateTime']['output'];
  /** Withdraw request id. */
  id: Scalars['Int']['output'];
  /** Note given when it was settled, up to 500 characters; null when none. */
  message?: Maybe<Scalars['String']['output']>;
  /** WITHDRAW_PENDING (new, balance debited), WITHDRAW_PAID or WITHDRAW_REJECTED (amount credited back). */
  operation: Scalars['String']['output'];
  /** Always null for a withdrawal (the ledger's field for commission entries). */
  orderId?: Maybe<Scalars['Int']['output']>;
  /** The owning store's id (always the caller's store). */
  storeId: Scalars['Int']['output'];
  /** When it was last changed (settled), in the store's offset. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of withdraw requests by cursor (Relay connection): newest first, keyset-paginated, so pages do not shift as requests are made. */
export type WithdrawRequestConnection = {
  __typename?: 'WithdrawRequestConnection';
  /** The requests of this page, each with its cursor. */
  edges: Array<WithdrawRequestEdge>;
  /** Whether pages follow or precede this one, and its first and last cursors. */
  pageInfo: PageInfo;
  /** Requests matching the filters in the whole list (one more statement, run only when selected). */
  totalCount: Scalars['Int']['output'];
};

/** A withdraw request with its place in withdrawRequestsConnection. */
export type WithdrawRequestEdge = {
  __typename?: 'WithdrawRequestEdge';
  /** The request's place in the list: pass it as after (or before) for the requests after (or before) it. */
  cursor: Scalars['String']['output'];
  /** The withdraw request. */
  node: WithdrawRequest;
};

/** Body of createWithdrawRequest (REST POST /v1/app/affiliate/withdraw_request). */
export type WithdrawRequestInput = {
  /** Required: an affiliate of this store (rule exists). */
  affiliateId?: InputMaybe<Scalars['Int']['input']>;
  /** Required: at least 0.01 and the affiliate's minWithdraw (rule min), at most two decimals, in the store's currency. */
  amount?: InputMaybe<Scalars['Float']['input']>;
};

/** A page of withdraw requests, with the REST list meta. */
export type WithdrawRequestPage = {
  __typename?: 'WithdrawRequestPage';
  /** The withdraw requests on this page. */
  data: Array<WithdrawRequest>;
  /** Counts and REST links of this list. */
  meta: PageMeta;
};

/** Where an affiliate wants withdrawals paid (Brazilian PIX data); each field is null when not set. */
export type WithdrawSettings = {
  __typename?: 'WithdrawSettings';
  /** The holder's CPF or CNPJ, up to 18 characters. */
  cpfCnpj?: Maybe<Scalars['String']['output']>;
  /** The account holder's full name, up to 120 characters. */
  fullName?: Maybe<Scalars['String']['output']>;
  /** The PIX key, up to 140 characters. */
  pixKey?: Maybe<Scalars['String']['output']>;
  /** CPF, CNPJ, EMAIL, PHONE or RANDOM. */
  pixKeyType?: Maybe<Scalars['String']['output']>;
};

/** Payout details; replaces the stored ones as a whole. */
export type WithdrawSettingsInput = {
  /** Up to 18 characters, or null. */
  cpfCnpj?: InputMaybe<Scalars['String']['input']>;
  /** Up to 120 characters, or null. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Up to 140 characters, or null. */
  pixKey?: InputMaybe<Scalars['String']['input']>;
  /** The key's kind, or null. A value outside PixKeyType is VALIDATION_FAILED (rule enum), as on REST. */
  pixKeyType?: InputMaybe<PixKeyType>;
};

/** How settleWithdrawRequest ends a pending request: a WithdrawOperation other than WITHDRAW_PENDING. */
export type WithdrawSettlement =
  /** Paid to the affiliate. */
  | 'WITHDRAW_PAID'
  /** Refused: the amount is credited back to the balance. */
  | 'WITHDRAW_REJECTED';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActorKind: ActorKind;
  AddLicenseKeysInput: AddLicenseKeysInput;
  AdjustGiftCardInput: AdjustGiftCardInput;
  Affiliate: ResolverTypeWrapper<AffiliateModel>;
  AffiliateInput: AffiliateInput;
  AffiliateMetrics: ResolverTypeWrapper<AffiliateMetrics>;
  AffiliateMetricsAffiliate: ResolverTypeWrapper<AffiliateMetricsAffiliate>;
  AffiliateMetricsPoint: ResolverTypeWrapper<AffiliateMetricsPoint>;
  AffiliateMetricsSeries: ResolverTypeWrapper<AffiliateMetricsSeries>;
  AffiliatePage: ResolverTypeWrapper<Omit<AffiliatePage, 'data'> & { data: Array<ResolversTypes['Affiliate']> }>;
  AffiliateStatistics: ResolverTypeWrapper<AffiliateStatistics>;
  ApiKeyInfo: ResolverTypeWrapper<ApiKeyInfo>;
  ApiKeyInfoPage: ResolverTypeWrapper<ApiKeyInfoPage>;
  AuditAction: AuditAction;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPage>;
  Ban: ResolverTypeWrapper<BanModel>;
  BanKind: BanKind;
  BanPage: ResolverTypeWrapper<Omit<BanPage, 'data'> & { data: Array<ResolversTypes['Ban']> }>;
  BanRefusal: ResolverTypeWrapper<BanRefusalModel>;
  BanRefusalPage: ResolverTypeWrapper<Omit<BanRefusalPage, 'data'> & { data: Array<ResolversTypes['BanRefusal']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Buyer: ResolverTypeWrapper<Buyer>;
  BuyerCodeSent: ResolverTypeWrapper<BuyerCodeSent>;
  BuyerDelivery: ResolverTypeWrapper<BuyerDelivery>;
  BuyerDiscordStart: ResolverTypeWrapper<BuyerDiscordStart>;
  BuyerOrder: ResolverTypeWrapper<BuyerOrder>;
  BuyerOrderEmail: ResolverTypeWrapper<BuyerOrderEmail>;
  BuyerOrderLine: ResolverTypeWrapper<BuyerOrderLine>;
  BuyerOrderPage: ResolverTypeWrapper<BuyerOrderPage>;
  BuyerRefreshInput: BuyerRefreshInput;
  BuyerSessionsRevoked: ResolverTypeWrapper<BuyerSessionsRevoked>;
  BuyerSignInMethod: BuyerSignInMethod;
  BuyerSubscription: ResolverTypeWrapper<BuyerSubscription>;
  BuyerTokens: ResolverTypeWrapper<BuyerTokens>;
  CartItem: ResolverTypeWrapper<CartLineModel>;
  CartItemInput: CartItemInput;
  CartStock: ResolverTypeWrapper<CartStock>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryPage: ResolverTypeWrapper<Omit<CategoryPage, 'data'> & { data: Array<ResolversTypes['Category']> }>;
  CheckoutCartLineInput: CheckoutCartLineInput;
  CheckoutInput: CheckoutInput;
  CheckoutItemInput: CheckoutItemInput;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CommandInput: CommandInput;
  CommandStatus: CommandStatus;
  CommandTrigger: CommandTrigger;
  Coupon: ResolverTypeWrapper<ScopedCouponModel>;
  CouponInput: CouponInput;
  CouponLimitCriteria: CouponLimitCriteria;
  CouponPage: ResolverTypeWrapper<Omit<CouponPage, 'data'> & { data: Array<ResolversTypes['Coupon']> }>;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateBanInput: CreateBanInput;
  CreateCategoryInput: CreateCategoryInput;
  CreateGameServerInput: CreateGameServerInput;
  CreatePackageInput: CreatePackageInput;
  CreatePostInput: CreatePostInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  Currency: Currency;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Delivery: ResolverTypeWrapper<DeliveryModel>;
  DeliveryInput: DeliveryInput;
  DeliveryType: DeliveryType;
  DiscordActionInput: DiscordActionInput;
  DiscordActionKind: DiscordActionKind;
  DiscordActionParameters: ResolverTypeWrapper<DiscordActionParameters>;
  DiscordActionParametersInput: DiscordActionParametersInput;
  DiscordActionStatus: DiscordActionStatus;
  DiscordMode: DiscordMode;
  DiscountType: DiscountType;
  FieldType: FieldType;
  FinishBuyerDiscordSignInInput: FinishBuyerDiscordSignInInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GameServer: ResolverTypeWrapper<GameServerModel>;
  GameServerPage: ResolverTypeWrapper<Omit<GameServerPage, 'data'> & { data: Array<ResolversTypes['GameServer']> }>;
  Gateway: Gateway;
  GatewayReportItem: ResolverTypeWrapper<GatewayReportItem>;
  GiftCard: ResolverTypeWrapper<GiftCardModel>;
  GiftCardPage: ResolverTypeWrapper<Omit<GiftCardPage, 'data'> & { data: Array<ResolversTypes['GiftCard']> }>;
  GiftCardTransaction: ResolverTypeWrapper<GiftCardTransactionModel>;
  GiftCardTransactionKind: GiftCardTransactionKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffUserInput: InviteStaffUserInput;
  IssueGiftCardInput: IssueGiftCardInput;
  IssuedGiftCard: ResolverTypeWrapper<Omit<IssuedGiftCard, 'giftCard'> & { giftCard: ResolversTypes['GiftCard'] }>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LicenseKey: ResolverTypeWrapper<LicenseKeyModel>;
  LicenseKeyPage: ResolverTypeWrapper<Omit<LicenseKeyPage, 'data'> & { data: Array<ResolversTypes['LicenseKey']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderConnection: ResolverTypeWrapper<SliceModel<OrderModel>>;
  OrderDiscordAction: ResolverTypeWrapper<OrderDiscordActionModel>;
  OrderEdge: ResolverTypeWrapper<Omit<OrderEdge, 'node'> & { node: ResolversTypes['Order'] }>;
  OrderEmail: ResolverTypeWrapper<OrderEmailModel>;
  OrderEmailKind: OrderEmailKind;
  OrderEmailStatus: OrderEmailStatus;
  OrderLine: ResolverTypeWrapper<OrderPackageModel>;
  OrderNote: ResolverTypeWrapper<OrderNoteModel>;
  OrderNoteInput: OrderNoteInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'data'> & { data: Array<ResolversTypes['Order']> }>;
  OrderRefund: ResolverTypeWrapper<OrderRefundModel>;
  OrderRefundStatus: OrderRefundStatus;
  OrderStatus: OrderStatus;
  OrderVariable: ResolverTypeWrapper<OrderVariableModel>;
  Package: ResolverTypeWrapper<PackageModel>;
  PackageCommand: ResolverTypeWrapper<PackageCommandModel>;
  PackageCommission: ResolverTypeWrapper<AffiliatePackageCommissionModel>;
  PackageCommissionInput: PackageCommissionInput;
  PackageContent: ResolverTypeWrapper<PackageContent>;
  PackageDiscordAction: ResolverTypeWrapper<PackageDiscordActionModel>;
  PackageEmail: ResolverTypeWrapper<PackageEmail>;
  PackageEmailInput: PackageEmailInput;
  PackageField: ResolverTypeWrapper<PackageFieldModel>;
  PackageFieldInput: PackageFieldInput;
  PackagePage: ResolverTypeWrapper<Omit<PackagePage, 'data'> & { data: Array<ResolversTypes['Package']> }>;
  PackageSubscription: ResolverTypeWrapper<PackageSubscription>;
  PackageSubscriptionInput: PackageSubscriptionInput;
  PackageType: PackageType;
  PackageVariable: ResolverTypeWrapper<VariableModel>;
  PackageVariation: ResolverTypeWrapper<PackageModel>;
  PageInfo: ResolverTypeWrapper<SliceModel<unknown>>;
  PageMeta: ResolverTypeWrapper<PageMeta>;
  PaymentGateway: ResolverTypeWrapper<GatewaySettingsModel>;
  PaymentGatewayInput: PaymentGatewayInput;
  PaymentMethod: PaymentMethod;
  PermissionInfo: ResolverTypeWrapper<PermissionInfo>;
  PixKeyType: PixKeyType;
  Post: ResolverTypeWrapper<PostModel>;
  PostPage: ResolverTypeWrapper<Omit<PostPage, 'data'> & { data: Array<ResolversTypes['Post']> }>;
  PromoType: PromoType;
  PromotionsCouponRow: ResolverTypeWrapper<PromotionsCouponRow>;
  PromotionsReport: ResolverTypeWrapper<PromotionsReport>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedCommand: ResolverTypeWrapper<CommandModel>;
  QueuedCommandOrder: ResolverTypeWrapper<QueuedCommandOrder>;
  QueuedCommandVariable: ResolverTypeWrapper<QueuedCommandVariable>;
  RequestBuyerCodeInput: RequestBuyerCodeInput;
  ResentCommands: ResolverTypeWrapper<Omit<ResentCommands, 'commands'> & { commands: Array<ResolversTypes['QueuedCommand']> }>;
  Sale: ResolverTypeWrapper<SaleViewModel>;
  SaleInput: SaleInput;
  SalePage: ResolverTypeWrapper<Omit<SalePage, 'data'> & { data: Array<ResolversTypes['Sale']> }>;
  SaleStatus: SaleStatus;
  SaleStatusFilter: SaleStatusFilter;
  SecuritySettings: ResolverTypeWrapper<SecuritySettings>;
  SecuritySettingsInput: SecuritySettingsInput;
  SettleWithdrawInput: SettleWithdrawInput;
  SignOutBuyersInput: SignOutBuyersInput;
  StaffInvite: ResolverTypeWrapper<StaffInvite>;
  StaffRole: ResolverTypeWrapper<StaffRole>;
  StaffRoleInput: StaffRoleInput;
  StaffRoleName: StaffRoleName;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StaffUserPage: ResolverTypeWrapper<StaffUserPage>;
  StaffUserStatus: StaffUserStatus;
  StartBuyerDiscordSignInInput: StartBuyerDiscordSignInInput;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreApp: ResolverTypeWrapper<AppRecordModel>;
  StoreSubscription: ResolverTypeWrapper<SubscriptionModel>;
  StoreSubscriptionPage: ResolverTypeWrapper<Omit<StoreSubscriptionPage, 'data'> & { data: Array<ResolversTypes['StoreSubscription']> }>;
  StoreTheme: ResolverTypeWrapper<StoreTheme>;
  StoreThemeInput: StoreThemeInput;
  Storefront: ResolverTypeWrapper<StoreModel>;
  StorefrontCategory: ResolverTypeWrapper<StorefrontCategoryModel>;
  StorefrontDiscount: ResolverTypeWrapper<StorefrontCouponModel>;
  StorefrontGateway: ResolverTypeWrapper<GatewayOptionModel>;
  StorefrontOrderStatus: ResolverTypeWrapper<StorefrontOrderStatus>;
  StorefrontPackage: ResolverTypeWrapper<StorefrontPackageModel>;
  StorefrontPackageField: ResolverTypeWrapper<PackageFieldModel>;
  StorefrontPackagePage: ResolverTypeWrapper<Omit<StorefrontPackagePage, 'data'> & { data: Array<ResolversTypes['StorefrontPackage']> }>;
  StorefrontPageMeta: ResolverTypeWrapper<StorefrontPageMeta>;
  StorefrontPost: ResolverTypeWrapper<PostModel>;
  StorefrontPostPage: ResolverTypeWrapper<Omit<StorefrontPostPage, 'data'> & { data: Array<ResolversTypes['StorefrontPost']> }>;
  StorefrontPricing: ResolverTypeWrapper<StorefrontPricing>;
  StorefrontSale: ResolverTypeWrapper<StorefrontSale>;
  StorefrontStock: ResolverTypeWrapper<StorefrontStock>;
  StorefrontStore: ResolverTypeWrapper<StoreModel>;
  StorefrontVariation: ResolverTypeWrapper<StorefrontVariation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionInterval: SubscriptionInterval;
  SubscriptionOrder: ResolverTypeWrapper<OrderModel>;
  SubscriptionStatus: SubscriptionStatus;
  TopCustomer: ResolverTypeWrapper<TopCustomer>;
  TopCustomers: ResolverTypeWrapper<TopCustomers>;
  UpdateBanInput: UpdateBanInput;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCommandInput: UpdateCommandInput;
  UpdateGameServerInput: UpdateGameServerInput;
  UpdateGiftCardInput: UpdateGiftCardInput;
  UpdateOrderInput: UpdateOrderInput;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePostInput: UpdatePostInput;
  UpdateStaffUserInput: UpdateStaffUserInput;
  UpdateStoreInput: UpdateStoreInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UserSpent: ResolverTypeWrapper<UserSpent>;
  Variable: ResolverTypeWrapper<VariableModel>;
  VariableInput: VariableInput;
  VariationStock: ResolverTypeWrapper<VariationStock>;
  VerifyBuyerCodeInput: VerifyBuyerCodeInput;
  Viewer: ResolverTypeWrapper<Viewer>;
  VisitorsGraph: ResolverTypeWrapper<VisitorsGraph>;
  VisitorsPoint: ResolverTypeWrapper<VisitorsPoint>;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookEvent: WebhookEvent;
  WebhookLog: ResolverTypeWrapper<WebhookLogModel>;
  WebhookLogConnection: ResolverTypeWrapper<SliceModel<WebhookLogModel>>;
  WebhookLogEdge: ResolverTypeWrapper<Omit<WebhookLogEdge, 'node'> & { node: ResolversTypes['WebhookLog'] }>;
  WebhookLogPage: ResolverTypeWrapper<Omit<WebhookLogPage, 'data'> & { data: Array<ResolversTypes['WebhookLog']> }>;
  WebhookPage: ResolverTypeWrapper<Omit<WebhookPage, 'data'> & { data: Array<ResolversTypes['Webhook']> }>;
  WithdrawOperation: WithdrawOperation;
  WithdrawRequest: ResolverTypeWrapper<AffiliateTransactionModel>;
  WithdrawRequestConnection: ResolverTypeWrapper<SliceModel<AffiliateTransactionModel>>;
  WithdrawRequestEdge: ResolverTypeWrapper<Omit<WithdrawRequestEdge, 'node'> & { node: ResolversTypes['WithdrawRequest'] }>;
  WithdrawRequestInput: WithdrawRequestInput;
  WithdrawRequestPage: ResolverTypeWrapper<Omit<WithdrawRequestPage, 'data'> & { data: Array<ResolversTypes['WithdrawRequest']> }>;
  WithdrawSettings: ResolverTypeWrapper<WithdrawSettings>;
  WithdrawSettingsInput: WithdrawSettingsInput;
  WithdrawSettlement: WithdrawSettlement;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddLicenseKeysInput: AddLicenseKeysInput;
  AdjustGiftCardInput: AdjustGiftCardInput;
  Affiliate: AffiliateModel;
  AffiliateInput: AffiliateInput;
  AffiliateMetrics: AffiliateMetrics;
  AffiliateMetricsAffiliate: AffiliateMetricsAffiliate;
  AffiliateMetricsPoint: AffiliateMetricsPoint;
  AffiliateMetricsSeries: AffiliateMetricsSeries;
  AffiliatePage: Omit<AffiliatePage, 'data'> & { data: Array<ResolversParentTypes['Affiliate']> };
  AffiliateStatistics: AffiliateStatistics;
  ApiKeyInfo: ApiKeyInfo;
  ApiKeyInfoPage: ApiKeyInfoPage;
  AuditEntry: AuditEntry;
  AuditEntryPage: AuditEntryPage;
  Ban: BanModel;
  BanPage: Omit<BanPage, 'data'> & { data: Array<ResolversParentTypes['Ban']> };
  BanRefusal: BanRefusalModel;
  BanRefusalPage: Omit<BanRefusalPage, 'data'> & { data: Array<ResolversParentTypes['BanRefusal']> };
  Boolean: Scalars['Boolean']['output'];
  Buyer: Buyer;
  BuyerCodeSent: BuyerCodeSent;
  BuyerDelivery: BuyerDelivery;
  BuyerDiscordStart: BuyerDiscordStart;
  BuyerOrder: BuyerOrder;
  BuyerOrderEmail: BuyerOrderEmail;
  BuyerOrderLine: BuyerOrderLine;
  BuyerOrderPage: BuyerOrderPage;
  BuyerRefreshInput: BuyerRefreshInput;
  BuyerSessionsRevoked: BuyerSessionsRevoked;
  BuyerSubscription: BuyerSubscription;
  BuyerTokens: BuyerTokens;
  CartItem: CartLineModel;
  CartItemInput: CartItemInput;
  CartStock: CartStock;
  Category: CategoryModel;
  CategoryPage: Omit<CategoryPage, 'data'> & { data: Array<ResolversParentTypes['Category']> };
  CheckoutCartLineInput: CheckoutCartLineInput;
  CheckoutInput: CheckoutInput;
  CheckoutItemInput: CheckoutItemInput;
  CheckoutResult: CheckoutResult;
  CommandInput: CommandInput;
  Coupon: ScopedCouponModel;
  CouponInput: CouponInput;
  CouponPage: Omit<CouponPage, 'data'> & { data: Array<ResolversParentTypes['Coupon']> };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateBanInput: CreateBanInput;
  CreateCategoryInput: CreateCategoryInput;
  CreateGameServerInput: CreateGameServerInput;
  CreatePackageInput: CreatePackageInput;
  CreatePostInput: CreatePostInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: CreatedApiKey;
  DateTime: Scalars['DateTime']['output'];
  Delivery: DeliveryModel;
  DeliveryInput: DeliveryInput;
  DiscordActionInput: DiscordActionInput;
  DiscordActionParameters: DiscordActionParameters;
  DiscordActionParametersInput: DiscordActionParametersInput;
  FinishBuyerDiscordSignInInput: FinishBuyerDiscordSignInInput;
  Float: Scalars['Float']['output'];
  GameServer: GameServerModel;
  GameServerPage: Omit<GameServerPage, 'data'> & { data: Array<ResolversParentTypes['GameServer']> };
  GatewayReportItem: GatewayReportItem;
  GiftCard: GiftCardModel;
  GiftCardPage: Omit<GiftCardPage, 'data'> & { data: Array<ResolversParentTypes['GiftCard']> };
  GiftCardTransaction: GiftCardTransactionModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteStaffUserInput: InviteStaffUserInput;
  IssueGiftCardInput: IssueGiftCardInput;
  IssuedGiftCard: Omit<IssuedGiftCard, 'giftCard'> & { giftCard: ResolversParentTypes['GiftCard'] };
  JSONObject: Scalars['JSONObject']['output'];
  LicenseKey: LicenseKeyModel;
  LicenseKeyPage: Omit<LicenseKeyPage, 'data'> & { data: Array<ResolversParentTypes['LicenseKey']> };
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderConnection: SliceModel<OrderModel>;
  OrderDiscordAction: OrderDiscordActionModel;
  OrderEdge: Omit<OrderEdge, 'node'> & { node: ResolversParentTypes['Order'] };
  OrderEmail: OrderEmailModel;
  OrderLine: OrderPackageModel;
  OrderNote: OrderNoteModel;
  OrderNoteInput: OrderNoteInput;
  OrderPage: Omit<OrderPage, 'data'> & { data: Array<ResolversParentTypes['Order']> };
  OrderRefund: OrderRefundModel;
  OrderVariable: OrderVariableModel;
  Package: PackageModel;
  PackageCommand: PackageCommandModel;
  PackageCommission: AffiliatePackageCommissionModel;
  PackageCommissionInput: PackageCommissionInput;
  PackageContent: PackageContent;
  PackageDiscordAction: PackageDiscordActionModel;
  PackageEmail: PackageEmail;
  PackageEmailInput: PackageEmailInput;
  PackageField: PackageFieldModel;
  PackageFieldInput: PackageFieldInput;
  PackagePage: Omit<PackagePage, 'data'> & { data: Array<ResolversParentTypes['Package']> };
  PackageSubscription: PackageSubscription;
  PackageSubscriptionInput: PackageSubscriptionInput;
  PackageVariable: VariableModel;
  PackageVariation: PackageModel;
  PageInfo: SliceModel<unknown>;
  PageMeta: PageMeta;
  PaymentGateway: GatewaySettingsModel;
  PaymentGatewayInput: PaymentGatewayInput;
  PermissionInfo: PermissionInfo;
  Post: PostModel;
  PostPage: Omit<PostPage, 'data'> & { data: Array<ResolversParentTypes['Post']> };
  PromotionsCouponRow: PromotionsCouponRow;
  PromotionsReport: PromotionsReport;
  Query: Record<PropertyKey, never>;
  QueuedCommand: CommandModel;
  QueuedCommandOrder: QueuedCommandOrder;
  QueuedCommandVariable: QueuedCommandVariable;
  RequestBuyerCodeInput: RequestBuyerCodeInput;
  ResentCommands: Omit<ResentCommands, 'commands'> & { commands: Array<ResolversParentTypes['QueuedCommand']> };
  Sale: SaleViewModel;
  SaleInput: SaleInput;
  SalePage: Omit<SalePage, 'data'> & { data: Array<ResolversParentTypes['Sale']> };
  SecuritySettings: SecuritySettings;
  SecuritySettingsInput: SecuritySettingsInput;
  SettleWithdrawInput: SettleWithdrawInput;
  SignOutBuyersInput: SignOutBuyersInput;
  StaffInvite: StaffInvite;
  StaffRole: StaffRole;
  StaffRoleInput: StaffRoleInput;
  StaffUser: StaffUser;
  StaffUserPage: StaffUserPage;
  StartBuyerDiscordSignInInput: StartBuyerDiscordSignInInput;
  Store: StoreModel;
  StoreApp: AppRecordModel;
  StoreSubscription: SubscriptionModel;
  StoreSubscriptionPage: Omit<StoreSubscriptionPage, 'data'> & { data: Array<ResolversParentTypes['StoreSubscription']> };
  StoreTheme: StoreTheme;
  StoreThemeInput: StoreThemeInput;
  Storefront: StoreModel;
  StorefrontCategory: StorefrontCategoryModel;
  StorefrontDiscount: StorefrontCouponModel;
  StorefrontGateway: GatewayOptionModel;
  StorefrontOrderStatus: StorefrontOrderStatus;
  StorefrontPackage: StorefrontPackageModel;
  StorefrontPackageField: PackageFieldModel;
  StorefrontPackagePage: Omit<StorefrontPackagePage, 'data'> & { data: Array<ResolversParentTypes['StorefrontPackage']> };
  StorefrontPageMeta: StorefrontPageMeta;
  StorefrontPost: PostModel;
  StorefrontPostPage: Omit<StorefrontPostPage, 'data'> & { data: Array<ResolversParentTypes['StorefrontPost']> };
  StorefrontPricing: StorefrontPricing;
  StorefrontSale: StorefrontSale;
  StorefrontStock: StorefrontStock;
  StorefrontStore: StoreModel;
  StorefrontVariation: StorefrontVariation;
  String: Scalars['String']['output'];
  SubscriptionOrder: OrderModel;
  TopCustomer: TopCustomer;
  TopCustomers: TopCustomers;
  UpdateBanInput: UpdateBanInput;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCommandInput: UpdateCommandInput;
  UpdateGameServerInput: UpdateGameServerInput;
  UpdateGiftCardInput: UpdateGiftCardInput;
  UpdateOrderInput: UpdateOrderInput;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePostInput: UpdatePostInput;
  UpdateStaffUserInput: UpdateStaffUserInput;
  UpdateStoreInput: UpdateStoreInput;
  UpdateWebhookInput: UpdateWebhookInput;
  UserSpent: UserSpent;
  Variable: VariableModel;
  VariableInput: VariableInput;
  VariationStock: VariationStock;
  VerifyBuyerCodeInput: VerifyBuyerCodeInput;
  Viewer: Viewer;
  VisitorsGraph: VisitorsGraph;
  VisitorsPoint: VisitorsPoint;
  Webhook: WebhookModel;
  WebhookLog: WebhookLogModel;
  WebhookLogConnection: SliceModel<WebhookLogModel>;
  WebhookLogEdge: Omit<WebhookLogEdge, 'node'> & { node: ResolversParentTypes['WebhookLog'] };
  WebhookLogPage: Omit<WebhookLogPage, 'data'> & { data: Array<ResolversParentTypes['WebhookLog']> };
  WebhookPage: Omit<WebhookPage, 'data'> & { data: Array<ResolversParentTypes['Webhook']> };
  WithdrawRequest: AffiliateTransactionModel;
  WithdrawRequestConnection: SliceModel<AffiliateTransactionModel>;
  WithdrawRequestEdge: Omit<WithdrawRequestEdge, 'node'> & { node: ResolversParentTypes['WithdrawRequest'] };
  WithdrawRequestInput: WithdrawRequestInput;
  WithdrawRequestPage: Omit<WithdrawRequestPage, 'data'> & { data: Array<ResolversParentTypes['WithdrawRequest']> };
  WithdrawSettings: WithdrawSettings;
  WithdrawSettingsInput: WithdrawSettingsInput;
}>;

export type AffiliateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dashSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linkedDiscountId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minWithdraw?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageCommissions?: Resolver<Array<ResolversTypes['PackageCommission']>, ParentType, ContextType>;
  percentCommission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selfAffiliated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['AffiliateStatistics'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  withdrawSettings?: Resolver<Maybe<ResolversTypes['WithdrawSettings']>, ParentType, ContextType>;
}>;

export type AffiliateMetricsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateMetrics'] = ResolversParentTypes['AffiliateMetrics']> = ResolversObject<{
  affiliate?: Resolver<ResolversTypes['AffiliateMetricsAffiliate'], ParentType, ContextType>;
  commissions?: Resolver<ResolversTypes['AffiliateMetricsSeries'], ParentType, ContextType>;
  storeRevenue?: Resolver<ResolversTypes['AffiliateMetricsSeries'], ParentType, ContextType>;
  withdraws?: Resolver<ResolversTypes['AffiliateMetricsSeries'], ParentType, ContextType>;
}>;

export type AffiliateMetricsAffiliateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateMetricsAffiliate'] = ResolversParentTypes['AffiliateMetricsAffiliate']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AffiliateMetricsPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateMetricsPoint'] = ResolversParentTypes['AffiliateMetricsPoint']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AffiliateMetricsSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateMetricsSeries'] = ResolversParentTypes['AffiliateMetricsSeries']> = ResolversObject<{
  graph?: Resolver<Array<ResolversTypes['AffiliateMetricsPoint']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AffiliatePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliatePage'] = ResolversParentTypes['AffiliatePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type AffiliateStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateStatistics'] = ResolversParentTypes['AffiliateStatistics']> = ResolversObject<{
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKeyInfo'] = ResolversParentTypes['ApiKeyInfo']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ApiKeyInfoPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKeyInfoPage'] = ResolversParentTypes['ApiKeyInfoPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ApiKeyInfo']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorType?: Resolver<ResolversTypes['ActorKind'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type BanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ban'] = ResolversParentTypes['Ban']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BanKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BanPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BanPage'] = ResolversParentTypes['BanPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Ban']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type BanRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BanRefusal'] = ResolversParentTypes['BanRefusal']> = ResolversObject<{
  banId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BanKind'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BanRefusalPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BanRefusalPage'] = ResolversParentTypes['BanRefusalPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['BanRefusal']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type BuyerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Buyer'] = ResolversParentTypes['Buyer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discordId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type BuyerCodeSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerCodeSent'] = ResolversParentTypes['BuyerCodeSent']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BuyerDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerDelivery'] = ResolversParentTypes['BuyerDelivery']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderLineId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  render?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerDiscordStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerDiscordStart'] = ResolversParentTypes['BuyerDiscordStart']> = ResolversObject<{
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerOrder'] = ResolversParentTypes['BuyerOrder']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['BuyerDelivery']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['BuyerOrderEmail']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BuyerOrderLine']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerOrderEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerOrderEmail'] = ResolversParentTypes['BuyerOrderEmail']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderEmailKind'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderEmailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BuyerOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerOrderLine'] = ResolversParentTypes['BuyerOrderLine']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BuyerOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerOrderPage'] = ResolversParentTypes['BuyerOrderPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['BuyerOrder']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['StorefrontPageMeta'], ParentType, ContextType>;
}>;

export type BuyerSessionsRevokedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerSessionsRevoked'] = ResolversParentTypes['BuyerSessionsRevoked']> = ResolversObject<{
  buyers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BuyerSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerSubscription'] = ResolversParentTypes['BuyerSubscription']> = ResolversObject<{
  cancelAtPeriodEnd?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['SubscriptionInterval'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
}>;

export type BuyerTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuyerTokens'] = ResolversParentTypes['BuyerTokens']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshExpiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['StorefrontPackageField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['StorefrontPricing'], ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['StorefrontSale']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['CartStock'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
}>;

export type CartStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStock'] = ResolversParentTypes['CartStock']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hideCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideSubcategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CategoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type CheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = ResolversObject<{
  checkoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formattedPrice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pixCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type CouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = ResolversObject<{
  appliesTo?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  combinableWithSales?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstPurchaseOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitCriteria?: Resolver<Maybe<ResolversTypes['CouponLimitCriteria']>, ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerBuyer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packageIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PromoType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CouponPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CouponPage'] = ResolversParentTypes['CouponPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenseKeyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderPackageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  render?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DiscordActionParametersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscordActionParameters'] = ResolversParentTypes['DiscordActionParameters']> = ResolversObject<{
  channelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GameServerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameServer'] = ResolversParentTypes['GameServer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type GameServerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameServerPage'] = ResolversParentTypes['GameServerPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['GameServer']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type GatewayReportItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GatewayReportItem'] = ResolversParentTypes['GatewayReportItem']> = ResolversObject<{
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  gatewayDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCard'] = ResolversParentTypes['GiftCard']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  initialValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recipientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['GiftCardTransaction']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type GiftCardPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardPage'] = ResolversParentTypes['GiftCardPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['GiftCard']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type GiftCardTransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardTransaction'] = ResolversParentTypes['GiftCardTransaction']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GiftCardTransactionKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type IssuedGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IssuedGiftCard'] = ResolversParentTypes['IssuedGiftCard']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LicenseKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseKey'] = ResolversParentTypes['LicenseKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LicenseKeyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LicenseKeyPage'] = ResolversParentTypes['LicenseKeyPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['LicenseKey']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addPackageLicenseKeys?: Resolver<Array<ResolversTypes['LicenseKey']>, ParentType, ContextType, RequireFields<MutationAddPackageLicenseKeysArgs, 'input' | 'packageId'>>;
  adjustGiftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, RequireFields<MutationAdjustGiftCardArgs, 'id' | 'input'>>;
  cancelSubscription?: Resolver<ResolversTypes['StoreSubscription'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'id'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  createAffiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<MutationCreateAffiliateArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createBan?: Resolver<ResolversTypes['Ban'], ParentType, ContextType, RequireFields<MutationCreateBanArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCheckout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCreateCheckoutArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createGameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationCreateGameServerArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createOrderNote?: Resolver<ResolversTypes['OrderNote'], ParentType, ContextType, RequireFields<MutationCreateOrderNoteArgs, 'input' | 'orderId'>>;
  createPackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createSale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<MutationCreateSaleArgs, 'input'>>;
  createStaffRole?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType, RequireFields<MutationCreateStaffRoleArgs, 'input'>>;
  createVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationCreateVariableArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  createWithdrawRequest?: Resolver<ResolversTypes['WithdrawRequest'], ParentType, ContextType, RequireFields<MutationCreateWithdrawRequestArgs, 'input'>>;
  deleteAffiliate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAffiliateArgs, 'id'>>;
  deleteBan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBanArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCoupon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  deleteGameServer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGameServerArgs, 'id'>>;
  deleteOrderNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrderNoteArgs, 'noteId' | 'orderId'>>;
  deletePackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePackageArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSaleArgs, 'id'>>;
  deleteStaffRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStaffRoleArgs, 'id'>>;
  deleteVariable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVariableArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  finishBuyerDiscordSignIn?: Resolver<ResolversTypes['BuyerTokens'], ParentType, ContextType, RequireFields<MutationFinishBuyerDiscordSignInArgs, 'input'>>;
  inviteStaffUser?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationInviteStaffUserArgs, 'input'>>;
  issueGiftCard?: Resolver<ResolversTypes['IssuedGiftCard'], ParentType, ContextType, RequireFields<MutationIssueGiftCardArgs, 'input'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refreshBuyerSession?: Resolver<ResolversTypes['BuyerTokens'], ParentType, ContextType, RequireFields<MutationRefreshBuyerSessionArgs, 'input'>>;
  removeStaffUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffUserArgs, 'id'>>;
  requestBuyerCode?: Resolver<ResolversTypes['BuyerCodeSent'], ParentType, ContextType, RequireFields<MutationRequestBuyerCodeArgs, 'input'>>;
  resendBuyerOrderEmail?: Resolver<Array<ResolversTypes['BuyerOrderEmail']>, ParentType, ContextType, RequireFields<MutationResendBuyerOrderEmailArgs, 'internalId'>>;
  resendOrderCommands?: Resolver<ResolversTypes['ResentCommands'], ParentType, ContextType, RequireFields<MutationResendOrderCommandsArgs, 'orderId'>>;
  resendOrderEmails?: Resolver<Array<ResolversTypes['OrderEmail']>, ParentType, ContextType, RequireFields<MutationResendOrderEmailsArgs, 'orderId'>>;
  resendStaffInvite?: Resolver<ResolversTypes['StaffInvite'], ParentType, ContextType, RequireFields<MutationResendStaffInviteArgs, 'id'>>;
  resendWebhookLog?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<MutationResendWebhookLogArgs, 'logId'>>;
  retryOrderDiscordActions?: Resolver<Array<ResolversTypes['OrderDiscordAction']>, ParentType, ContextType, RequireFields<MutationRetryOrderDiscordActionsArgs, 'orderId'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeStaffSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeStaffSessionsArgs, 'id'>>;
  rotateGameServerToken?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationRotateGameServerTokenArgs, 'id'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  settleWithdrawRequest?: Resolver<ResolversTypes['WithdrawRequest'], ParentType, ContextType, RequireFields<MutationSettleWithdrawRequestArgs, 'id' | 'input'>>;
  signOutBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutBuyerArgs, 'input'>>;
  signOutBuyers?: Resolver<ResolversTypes['BuyerSessionsRevoked'], ParentType, ContextType, RequireFields<MutationSignOutBuyersArgs, 'input'>>;
  startBuyerDiscordSignIn?: Resolver<ResolversTypes['BuyerDiscordStart'], ParentType, ContextType, RequireFields<MutationStartBuyerDiscordSignInArgs, 'input'>>;
  testWebhook?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<MutationTestWebhookArgs, 'id'>>;
  updateAffiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<MutationUpdateAffiliateArgs, 'id' | 'input'>>;
  updateBan?: Resolver<ResolversTypes['Ban'], ParentType, ContextType, RequireFields<MutationUpdateBanArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCommand?: Resolver<ResolversTypes['QueuedCommand'], ParentType, ContextType, RequireFields<MutationUpdateCommandArgs, 'id' | 'input'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateDelivery?: Resolver<ResolversTypes['Delivery'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryArgs, 'deliveryId' | 'input' | 'orderId'>>;
  updateGameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationUpdateGameServerArgs, 'id' | 'input'>>;
  updateGiftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, RequireFields<MutationUpdateGiftCardArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderNote?: Resolver<ResolversTypes['OrderNote'], ParentType, ContextType, RequireFields<MutationUpdateOrderNoteArgs, 'input' | 'noteId' | 'orderId'>>;
  updatePackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationUpdatePackageArgs, 'id' | 'input'>>;
  updatePaymentGateway?: Resolver<ResolversTypes['PaymentGateway'], ParentType, ContextType, RequireFields<MutationUpdatePaymentGatewayArgs, 'gateway' | 'input'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'id' | 'input'>>;
  updateSale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<MutationUpdateSaleArgs, 'id' | 'input'>>;
  updateSecuritySettings?: Resolver<ResolversTypes['SecuritySettings'], ParentType, ContextType, RequireFields<MutationUpdateSecuritySettingsArgs, 'input'>>;
  updateStaffRole?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType, RequireFields<MutationUpdateStaffRoleArgs, 'id' | 'input'>>;
  updateStaffUser?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationUpdateStaffUserArgs, 'id' | 'input'>>;
  updateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'input'>>;
  updateVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationUpdateVariableArgs, 'id' | 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
  verifyBuyerCode?: Resolver<ResolversTypes['BuyerTokens'], ParentType, ContextType, RequireFields<MutationVerifyBuyerCodeArgs, 'input'>>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  allowedStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  clientDiscord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientDocument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType>;
  couponDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  discordActions?: Resolver<Array<ResolversTypes['OrderDiscordAction']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['OrderEmail']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  gatewayDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manuallyApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manuallyCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manuallyRefunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  netReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoType?: Resolver<Maybe<ResolversTypes['PromoType']>, ParentType, ContextType>;
  promoValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['OrderRefund']>, ParentType, ContextType>;
  reviewReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['OrderVariable']>, ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderDiscordActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDiscordAction'] = ResolversParentTypes['OrderDiscordAction']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DiscordActionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommandTrigger'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEmail'] = ResolversParentTypes['OrderEmail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderEmailKind'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderEmailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  fields?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type OrderRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderRefund'] = ResolversParentTypes['OrderRefund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  idempotencyKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerRefundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderRefundStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type OrderVariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderVariable'] = ResolversParentTypes['OrderVariable']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = ResolversObject<{
  askedVariables?: Resolver<Array<ResolversTypes['PackageVariable']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['PackageCommand']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['PackageContent']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordActions?: Resolver<Array<ResolversTypes['PackageDiscordAction']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['PackageEmail']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['PackageEmail']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['PackageField']>, ParentType, ContextType>;
  giftCardValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isVariationParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenseKeys?: Resolver<Array<ResolversTypes['LicenseKey']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  perUserLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['PackageSubscription']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['PackageVariation']>, ParentType, ContextType>;
}>;

export type PackageCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageCommand'] = ResolversParentTypes['PackageCommand']> = ResolversObject<{
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  executeOnce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameServerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineExecute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommandTrigger'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PackageCommissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageCommission'] = ResolversParentTypes['PackageCommission']> = ResolversObject<{
  affiliateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentCommission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PackageContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageContent'] = ResolversParentTypes['PackageContent']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PackageDiscordActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageDiscordAction'] = ResolversParentTypes['PackageDiscordAction']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['DiscordActionParameters'], ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PackageEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageEmail'] = ResolversParentTypes['PackageEmail']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PackageFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageField'] = ResolversParentTypes['PackageField']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FieldType'], ParentType, ContextType>;
}>;

export type PackagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackagePage'] = ResolversParentTypes['PackagePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type PackageSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageSubscription'] = ResolversParentTypes['PackageSubscription']> = ResolversObject<{
  interval?: Resolver<ResolversTypes['SubscriptionInterval'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PackageVariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageVariable'] = ResolversParentTypes['PackageVariable']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PackageVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageVariation'] = ResolversParentTypes['PackageVariation']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inventoryAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isVariationParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perUserLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageMeta'] = ResolversParentTypes['PageMeta']> = ResolversObject<{
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstPageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousPageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentGatewayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  credentials?: Resolver<Maybe<ResolversTypes['JSONObject']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PermissionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermissionInfo'] = ResolversParentTypes['PermissionInfo']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostPage'] = ResolversParentTypes['PostPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type PromotionsCouponRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionsCouponRow'] = ResolversParentTypes['PromotionsCouponRow']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromotionsReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionsReport'] = ResolversParentTypes['PromotionsReport']> = ResolversObject<{
  byCoupon?: Resolver<Array<ResolversTypes['PromotionsCouponRow']>, ParentType, ContextType>;
  couponDiscounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCardPayments?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueBeforeDiscounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  saleDiscounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  affiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<QueryAffiliateArgs, 'id'>>;
  affiliateMetrics?: Resolver<ResolversTypes['AffiliateMetrics'], ParentType, ContextType, RequireFields<QueryAffiliateMetricsArgs, 'affiliateId'>>;
  affiliates?: Resolver<ResolversTypes['AffiliatePage'], ParentType, ContextType, Partial<QueryAffiliatesArgs>>;
  apiKeys?: Resolver<ResolversTypes['ApiKeyInfoPage'], ParentType, ContextType, Partial<QueryApiKeysArgs>>;
  app?: Resolver<ResolversTypes['StoreApp'], ParentType, ContextType>;
  auditEntries?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  ban?: Resolver<ResolversTypes['Ban'], ParentType, ContextType, RequireFields<QueryBanArgs, 'id'>>;
  banRefusals?: Resolver<ResolversTypes['BanRefusalPage'], ParentType, ContextType, Partial<QueryBanRefusalsArgs>>;
  bans?: Resolver<ResolversTypes['BanPage'], ParentType, ContextType, Partial<QueryBansArgs>>;
  buyerOrder?: Resolver<ResolversTypes['BuyerOrder'], ParentType, ContextType, RequireFields<QueryBuyerOrderArgs, 'internalId'>>;
  buyerOrders?: Resolver<ResolversTypes['BuyerOrderPage'], ParentType, ContextType, Partial<QueryBuyerOrdersArgs>>;
  buyerSubscriptions?: Resolver<Array<ResolversTypes['BuyerSubscription']>, ParentType, ContextType>;
  cart?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType, Partial<QueryCartArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  command?: Resolver<ResolversTypes['QueuedCommand'], ParentType, ContextType, RequireFields<QueryCommandArgs, 'id'>>;
  coupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<QueryCouponArgs, 'id'>>;
  coupons?: Resolver<ResolversTypes['CouponPage'], ParentType, ContextType, Partial<QueryCouponsArgs>>;
  gameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<QueryGameServerArgs, 'id'>>;
  gameServers?: Resolver<ResolversTypes['GameServerPage'], ParentType, ContextType, Partial<QueryGameServersArgs>>;
  gatewayReport?: Resolver<Array<ResolversTypes['GatewayReportItem']>, ParentType, ContextType, Partial<QueryGatewayReportArgs>>;
  giftCard?: Resolver<ResolversTypes['GiftCard'], ParentType, ContextType, RequireFields<QueryGiftCardArgs, 'id'>>;
  giftCards?: Resolver<ResolversTypes['GiftCardPage'], ParentType, ContextType, Partial<QueryGiftCardsArgs>>;
  me?: Resolver<ResolversTypes['Buyer'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderDeliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryOrderDeliveriesArgs, 'orderId'>>;
  orderNotes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType, RequireFields<QueryOrderNotesArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersConnection?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, Partial<QueryOrdersConnectionArgs>>;
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<QueryPackageArgs, 'id'>>;
  packageLicenseKeys?: Resolver<ResolversTypes['LicenseKeyPage'], ParentType, ContextType, RequireFields<QueryPackageLicenseKeysArgs, 'packageId'>>;
  packages?: Resolver<ResolversTypes['PackagePage'], ParentType, ContextType, Partial<QueryPackagesArgs>>;
  paymentGateways?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['PermissionInfo']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, Partial<QueryPostsArgs>>;
  promotionsReport?: Resolver<ResolversTypes['PromotionsReport'], ParentType, ContextType, Partial<QueryPromotionsReportArgs>>;
  queuedCommands?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['Sale'], ParentType, ContextType, RequireFields<QuerySaleArgs, 'id'>>;
  sales?: Resolver<ResolversTypes['SalePage'], ParentType, ContextType, Partial<QuerySalesArgs>>;
  securitySettings?: Resolver<ResolversTypes['SecuritySettings'], ParentType, ContextType>;
  staffRoles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  staffUser?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<QueryStaffUserArgs, 'id'>>;
  staffUsers?: Resolver<ResolversTypes['StaffUserPage'], ParentType, ContextType, Partial<QueryStaffUsersArgs>>;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  storefront?: Resolver<ResolversTypes['Storefront'], ParentType, ContextType>;
  storefrontCategories?: Resolver<Array<ResolversTypes['StorefrontCategory']>, ParentType, ContextType, Partial<QueryStorefrontCategoriesArgs>>;
  storefrontDiscount?: Resolver<ResolversTypes['StorefrontDiscount'], ParentType, ContextType, RequireFields<QueryStorefrontDiscountArgs, 'code'>>;
  storefrontGateways?: Resolver<Array<ResolversTypes['StorefrontGateway']>, ParentType, ContextType>;
  storefrontOrderStatus?: Resolver<ResolversTypes['StorefrontOrderStatus'], ParentType, ContextType, RequireFields<QueryStorefrontOrderStatusArgs, 'id'>>;
  storefrontPackages?: Resolver<ResolversTypes['StorefrontPackagePage'], ParentType, ContextType, Partial<QueryStorefrontPackagesArgs>>;
  storefrontPosts?: Resolver<ResolversTypes['StorefrontPostPage'], ParentType, ContextType, Partial<QueryStorefrontPostsArgs>>;
  subscription?: Resolver<ResolversTypes['StoreSubscription'], ParentType, ContextType, RequireFields<QuerySubscriptionArgs, 'id'>>;
  subscriptions?: Resolver<ResolversTypes['StoreSubscriptionPage'], ParentType, ContextType, Partial<QuerySubscriptionsArgs>>;
  topCustomers?: Resolver<ResolversTypes['TopCustomers'], ParentType, ContextType, Partial<QueryTopCustomersArgs>>;
  userQueue?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType, RequireFields<QueryUserQueueArgs, 'userId'>>;
  userSpent?: Resolver<ResolversTypes['UserSpent'], ParentType, ContextType, Partial<QueryUserSpentArgs>>;
  variable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<QueryVariableArgs, 'id'>>;
  variables?: Resolver<Array<ResolversTypes['Variable']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  visitorsGraph?: Resolver<ResolversTypes['VisitorsGraph'], ParentType, ContextType, Partial<QueryVisitorsGraphArgs>>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookLog?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<QueryWebhookLogArgs, 'id'>>;
  webhookLogs?: Resolver<ResolversTypes['WebhookLogPage'], ParentType, ContextType, Partial<QueryWebhookLogsArgs>>;
  webhookLogsConnection?: Resolver<ResolversTypes['WebhookLogConnection'], ParentType, ContextType, Partial<QueryWebhookLogsConnectionArgs>>;
  webhooks?: Resolver<ResolversTypes['WebhookPage'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
  withdrawRequests?: Resolver<ResolversTypes['WithdrawRequestPage'], ParentType, ContextType, Partial<QueryWithdrawRequestsArgs>>;
  withdrawRequestsConnection?: Resolver<ResolversTypes['WithdrawRequestConnection'], ParentType, ContextType, Partial<QueryWithdrawRequestsConnectionArgs>>;
}>;

export type QueuedCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedCommand'] = ResolversParentTypes['QueuedCommand']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  executeAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameServer?: Resolver<Maybe<ResolversTypes['GameServer']>, ParentType, ContextType>;
  gameServerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineExecute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['QueuedCommandOrder']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderPackageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CommandStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommandTrigger'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueuedCommandOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedCommandOrder'] = ResolversParentTypes['QueuedCommandOrder']> = ResolversObject<{
  clientDiscord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['QueuedCommandVariable']>, ParentType, ContextType>;
}>;

export type QueuedCommandVariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedCommandVariable'] = ResolversParentTypes['QueuedCommandVariable']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResentCommandsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResentCommands'] = ResolversParentTypes['ResentCommands']> = ResolversObject<{
  commands?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = ResolversObject<{
  appliesTo?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SaleStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PromoType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SalePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalePage'] = ResolversParentTypes['SalePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Sale']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type SecuritySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecuritySettings'] = ResolversParentTypes['SecuritySettings']> = ResolversObject<{
  auditRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requireTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffInvite'] = ResolversParentTypes['StaffInvite']> = ResolversObject<{
  inviteSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffUser?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
}>;

export type StaffRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffRole'] = ResolversParentTypes['StaffRole']> = ResolversObject<{
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  liveSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRoleName'], ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StaffUserStatus'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StaffUserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffUserPage'] = ResolversParentTypes['StaffUserPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  banOnChargeback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buyerDiscordSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buyerEmailSignIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discordBotTokenLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordBotTokenSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discordClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordClientSecretLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordClientSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discordGuildId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordMode?: Resolver<ResolversTypes['DiscordMode'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailFromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailReplyTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requireDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requirePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['StoreTheme'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StoreAppResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreApp'] = ResolversParentTypes['StoreApp']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdueDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSubscription'] = ResolversParentTypes['StoreSubscription']> = ResolversObject<{
  cancelAtPeriodEnd?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clientDiscord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPeriodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['SubscriptionInterval'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['SubscriptionOrder']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  packageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pastDueAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerCustomerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StoreSubscriptionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSubscriptionPage'] = ResolversParentTypes['StoreSubscriptionPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['StoreSubscription']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type StoreThemeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreTheme'] = ResolversParentTypes['StoreTheme']> = ResolversObject<{
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StorefrontResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Storefront'] = ResolversParentTypes['Storefront']> = ResolversObject<{
  store?: Resolver<ResolversTypes['StorefrontStore'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['StoreTheme'], ParentType, ContextType>;
}>;

export type StorefrontCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontCategory'] = ResolversParentTypes['StorefrontCategory']> = ResolversObject<{
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packagesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Maybe<Array<ResolversTypes['StorefrontCategory']>>, ParentType, ContextType>;
}>;

export type StorefrontDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontDiscount'] = ResolversParentTypes['StorefrontDiscount']> = ResolversObject<{
  appliesTo?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  combinableWithSales?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coupon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresIn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstPurchaseOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitCriteria?: Resolver<Maybe<ResolversTypes['CouponLimitCriteria']>, ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerBuyer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type StorefrontGatewayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontGateway'] = ResolversParentTypes['StorefrontGateway']> = ResolversObject<{
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  isPercentageFee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorefrontOrderStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontOrderStatus'] = ResolversParentTypes['StorefrontOrderStatus']> = ResolversObject<{
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type StorefrontPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPackage'] = ResolversParentTypes['StorefrontPackage']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['StorefrontPackageField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['StorefrontPricing'], ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['StorefrontSale']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StorefrontStock'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['PackageSubscription']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['StorefrontVariation']>, ParentType, ContextType>;
}>;

export type StorefrontPackageFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPackageField'] = ResolversParentTypes['StorefrontPackageField']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FieldType'], ParentType, ContextType>;
}>;

export type StorefrontPackagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPackagePage'] = ResolversParentTypes['StorefrontPackagePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['StorefrontPackage']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['StorefrontPageMeta'], ParentType, ContextType>;
}>;

export type StorefrontPageMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPageMeta'] = ResolversParentTypes['StorefrontPageMeta']> = ResolversObject<{
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StorefrontPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPost'] = ResolversParentTypes['StorefrontPost']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StorefrontPostPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPostPage'] = ResolversParentTypes['StorefrontPostPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['StorefrontPost']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['StorefrontPageMeta'], ParentType, ContextType>;
}>;

export type StorefrontPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPricing'] = ResolversParentTypes['StorefrontPricing']> = ResolversObject<{
  compareAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type StorefrontSaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontSale'] = ResolversParentTypes['StorefrontSale']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorefrontStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontStock'] = ResolversParentTypes['StorefrontStock']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StorefrontStoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontStore'] = ResolversParentTypes['StorefrontStore']> = ResolversObject<{
  activeDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  auth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authMethods?: Resolver<Array<ResolversTypes['BuyerSignInMethod']>, ParentType, ContextType>;
  cancelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discordMode?: Resolver<ResolversTypes['DiscordMode'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requireDocument?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requirePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StorefrontVariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontVariation'] = ResolversParentTypes['StorefrontVariation']> = ResolversObject<{
  compareAt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['VariationStock'], ParentType, ContextType>;
}>;

export type SubscriptionOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionOrder'] = ResolversParentTypes['SubscriptionOrder']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type TopCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopCustomer'] = ResolversParentTypes['TopCustomer']> = ResolversObject<{
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopCustomersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopCustomers'] = ResolversParentTypes['TopCustomers']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['TopCustomer']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserSpentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSpent'] = ResolversParentTypes['UserSpent']> = ResolversObject<{
  clientIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalGrossReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalNetReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type VariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variable'] = ResolversParentTypes['Variable']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type VariationStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationStock'] = ResolversParentTypes['VariationStock']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActorKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VisitorsGraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorsGraph'] = ResolversParentTypes['VisitorsGraph']> = ResolversObject<{
  graph?: Resolver<Array<ResolversTypes['VisitorsPoint']>, ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type VisitorsPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorsPoint'] = ResolversParentTypes['VisitorsPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookLog'] = ResolversParentTypes['WebhookLog']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isResend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalLogId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestBody?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseTimeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookLogConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookLogConnection'] = ResolversParentTypes['WebhookLogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WebhookLogEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookLogEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookLogEdge'] = ResolversParentTypes['WebhookLogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType>;
}>;

export type WebhookLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookLogPage'] = ResolversParentTypes['WebhookLogPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WebhookLog']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type WebhookPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookPage'] = ResolversParentTypes['WebhookPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type WithdrawRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawRequest'] = ResolversParentTypes['WithdrawRequest']> = ResolversObject<{
  affiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType>;
  affiliateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WithdrawRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawRequestConnection'] = ResolversParentTypes['WithdrawRequestConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WithdrawRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WithdrawRequestEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawRequestEdge'] = ResolversParentTypes['WithdrawRequestEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WithdrawRequest'], ParentType, ContextType>;
}>;

export type WithdrawRequestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawRequestPage'] = ResolversParentTypes['WithdrawRequestPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WithdrawRequest']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type WithdrawSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawSettings'] = ResolversParentTypes['WithdrawSettings']> = ResolversObject<{
  cpfCnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pixKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pixKeyType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Affiliate?: AffiliateResolvers<ContextType>;
  AffiliateMetrics?: AffiliateMetricsResolvers<ContextType>;
  AffiliateMetricsAffiliate?: AffiliateMetricsAffiliateResolvers<ContextType>;
  AffiliateMetricsPoint?: AffiliateMetricsPointResolvers<ContextType>;
  AffiliateMetricsSeries?: AffiliateMetricsSeriesResolvers<ContextType>;
  AffiliatePage?: AffiliatePageResolvers<ContextType>;
  AffiliateStatistics?: AffiliateStatisticsResolvers<ContextType>;
  ApiKeyInfo?: ApiKeyInfoResolvers<ContextType>;
  ApiKeyInfoPage?: ApiKeyInfoPageResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  Ban?: BanResolvers<ContextType>;
  BanPage?: BanPageResolvers<ContextType>;
  BanRefusal?: BanRefusalResolvers<ContextType>;
  BanRefusalPage?: BanRefusalPageResolvers<ContextType>;
  Buyer?: BuyerResolvers<ContextType>;
  BuyerCodeSent?: BuyerCodeSentResolvers<ContextType>;
  BuyerDelivery?: BuyerDeliveryResolvers<ContextType>;
  BuyerDiscordStart?: BuyerDiscordStartResolvers<ContextType>;
  BuyerOrder?: BuyerOrderResolvers<ContextType>;
  BuyerOrderEmail?: BuyerOrderEmailResolvers<ContextType>;
  BuyerOrderLine?: BuyerOrderLineResolvers<ContextType>;
  BuyerOrderPage?: BuyerOrderPageResolvers<ContextType>;
  BuyerSessionsRevoked?: BuyerSessionsRevokedResolvers<ContextType>;
  BuyerSubscription?: BuyerSubscriptionResolvers<ContextType>;
  BuyerTokens?: BuyerTokensResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartStock?: CartStockResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponPage?: CouponPageResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Delivery?: DeliveryResolvers<ContextType>;
  DiscordActionParameters?: DiscordActionParametersResolvers<ContextType>;
  GameServer?: GameServerResolvers<ContextType>;
  GameServerPage?: GameServerPageResolvers<ContextType>;
  GatewayReportItem?: GatewayReportItemResolvers<ContextType>;
  GiftCard?: GiftCardResolvers<ContextType>;
  GiftCardPage?: GiftCardPageResolvers<ContextType>;
  GiftCardTransaction?: GiftCardTransactionResolvers<ContextType>;
  IssuedGiftCard?: IssuedGiftCardResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LicenseKey?: LicenseKeyResolvers<ContextType>;
  LicenseKeyPage?: LicenseKeyPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderDiscordAction?: OrderDiscordActionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderEmail?: OrderEmailResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderRefund?: OrderRefundResolvers<ContextType>;
  OrderVariable?: OrderVariableResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageCommand?: PackageCommandResolvers<ContextType>;
  PackageCommission?: PackageCommissionResolvers<ContextType>;
  PackageContent?: PackageContentResolvers<ContextType>;
  PackageDiscordAction?: PackageDiscordActionResolvers<ContextType>;
  PackageEmail?: PackageEmailResolvers<ContextType>;
  PackageField?: PackageFieldResolvers<ContextType>;
  PackagePage?: PackagePageResolvers<ContextType>;
  PackageSubscription?: PackageSubscriptionResolvers<ContextType>;
  PackageVariable?: PackageVariableResolvers<ContextType>;
  PackageVariation?: PackageVariationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageMeta?: PageMetaResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PermissionInfo?: PermissionInfoResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  PromotionsCouponRow?: PromotionsCouponRowResolvers<ContextType>;
  PromotionsReport?: PromotionsReportResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedCommand?: QueuedCommandResolvers<ContextType>;
  QueuedCommandOrder?: QueuedCommandOrderResolvers<ContextType>;
  QueuedCommandVariable?: QueuedCommandVariableResolvers<ContextType>;
  ResentCommands?: ResentCommandsResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SalePage?: SalePageResolvers<ContextType>;
  SecuritySettings?: SecuritySettingsResolvers<ContextType>;
  StaffInvite?: StaffInviteResolvers<ContextType>;
  StaffRole?: StaffRoleResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffUserPage?: StaffUserPageResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreApp?: StoreAppResolvers<ContextType>;
  StoreSubscription?: StoreSubscriptionResolvers<ContextType>;
  StoreSubscriptionPage?: StoreSubscriptionPageResolvers<ContextType>;
  StoreTheme?: StoreThemeResolvers<ContextType>;
  Storefront?: StorefrontResolvers<ContextType>;
  StorefrontCategory?: StorefrontCategoryResolvers<ContextType>;
  StorefrontDiscount?: StorefrontDiscountResolvers<ContextType>;
  StorefrontGateway?: StorefrontGatewayResolvers<ContextType>;
  StorefrontOrderStatus?: StorefrontOrderStatusResolvers<ContextType>;
  StorefrontPackage?: StorefrontPackageResolvers<ContextType>;
  StorefrontPackageField?: StorefrontPackageFieldResolvers<ContextType>;
  StorefrontPackagePage?: StorefrontPackagePageResolvers<ContextType>;
  StorefrontPageMeta?: StorefrontPageMetaResolvers<ContextType>;
  StorefrontPost?: StorefrontPostResolvers<ContextType>;
  StorefrontPostPage?: StorefrontPostPageResolvers<ContextType>;
  StorefrontPricing?: StorefrontPricingResolvers<ContextType>;
  StorefrontSale?: StorefrontSaleResolvers<ContextType>;
  StorefrontStock?: StorefrontStockResolvers<ContextType>;
  StorefrontStore?: StorefrontStoreResolvers<ContextType>;
  StorefrontVariation?: StorefrontVariationResolvers<ContextType>;
  SubscriptionOrder?: SubscriptionOrderResolvers<ContextType>;
  TopCustomer?: TopCustomerResolvers<ContextType>;
  TopCustomers?: TopCustomersResolvers<ContextType>;
  UserSpent?: UserSpentResolvers<ContextType>;
  Variable?: VariableResolvers<ContextType>;
  VariationStock?: VariationStockResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  VisitorsGraph?: VisitorsGraphResolvers<ContextType>;
  VisitorsPoint?: VisitorsPointResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookLog?: WebhookLogResolvers<ContextType>;
  WebhookLogConnection?: WebhookLogConnectionResolvers<ContextType>;
  WebhookLogEdge?: WebhookLogEdgeResolvers<ContextType>;
  WebhookLogPage?: WebhookLogPageResolvers<ContextType>;
  WebhookPage?: WebhookPageResolvers<ContextType>;
  WithdrawRequest?: WithdrawRequestResolvers<ContextType>;
  WithdrawRequestConnection?: WithdrawRequestConnectionResolvers<ContextType>;
  WithdrawRequestEdge?: WithdrawRequestEdgeResolvers<ContextType>;
  WithdrawRequestPage?: WithdrawRequestPageResolvers<ContextType>;
  WithdrawSettings?: WithdrawSettingsResolvers<ContextType>;
}>;

