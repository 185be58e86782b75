import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Store as StoreModel, Category as CategoryModel, Package as PackageModel, PackageCommand as PackageCommandModel, PackageDiscordAction as PackageDiscordActionModel, LicenseKey as LicenseKeyModel, PackageField as PackageFieldModel, Order as OrderModel, OrderPackage as OrderPackageModel, OrderVariable as OrderVariableModel, OrderNote as OrderNoteModel, Delivery as DeliveryModel, GameServer as GameServerModel, Command as CommandModel, Webhook as WebhookModel, WebhookLog as WebhookLogModel, Affiliate as AffiliateModel, AffiliatePackageCommission as AffiliatePackageCommissionModel, AffiliateTransaction as AffiliateTransactionModel, Coupon as CouponModel, Variable as VariableModel, Post as PostModel } from '../../generated/prisma/client';
import { CartLine as CartLineModel, StorefrontPackage as StorefrontPackageModel } from '../../modules/storefront/storefront.service';
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
   * ISO 8601 timestamp with milliseconds. Records of a store carry the store's UTC offset
   * (2026-11-21T12:00:00.000-03:00), exactly as the REST API returns them.
   */
  DateTime: { input: string; output: string; }
  /** A JSON object. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type Affiliate = {
  __typename?: 'Affiliate';
  balance: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Always "[redacted]". */
  dashSecret: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  linkedDiscountId?: Maybe<Scalars['Int']['output']>;
  minWithdraw: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  packageCommissions: Array<PackageCommission>;
  percentCommission: Scalars['Float']['output'];
  /** Unique in the store, ignoring case. */
  refCode: Scalars['String']['output'];
  /** true: the affiliate earns on their own purchases too. */
  selfAffiliated: Scalars['Boolean']['output'];
  /** Revenue and sales (one grouped query per page of affiliates). */
  statistics: AffiliateStatistics;
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  withdrawSettings?: Maybe<WithdrawSettings>;
};

export type AffiliateInput = {
  balance?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create. */
  email?: InputMaybe<Scalars['String']['input']>;
  linkedDiscountId?: InputMaybe<Scalars['Int']['input']>;
  minWithdraw?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create; at most 56 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the whole set. */
  packageCommissions?: InputMaybe<Array<PackageCommissionInput>>;
  /** Required on create; 1 to 100. */
  percentCommission?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create; letters, digits, hyphen, underscore. */
  refCode?: InputMaybe<Scalars['String']['input']>;
  selfAffiliated?: InputMaybe<Scalars['Boolean']['input']>;
  withdrawSettings?: InputMaybe<WithdrawSettingsInput>;
};

export type AffiliatePage = {
  __typename?: 'AffiliatePage';
  data: Array<Affiliate>;
  meta: PageMeta;
};

export type AffiliateStatistics = {
  __typename?: 'AffiliateStatistics';
  /** Net revenue of the approved orders that carried the affiliate. */
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
};

/** A package in a cart preview. */
export type CartItem = {
  __typename?: 'CartItem';
  categoryId: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  fields: Array<StorefrontPackageField>;
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  pricing: StorefrontPricing;
  slug: Scalars['String']['output'];
  stock: CartStock;
  storeId: Scalars['Int']['output'];
  type: PackageType;
};

export type CartItemInput = {
  /** Values of the package's custom fields, by field id (or name); not checked until checkout. */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: an enabled package of the store. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type CartStock = {
  __typename?: 'CartStock';
  /** Whether that quantity can be bought now (stock and license keys). */
  available: Scalars['Boolean']['output'];
  /** The smallest quantity a cart line may have. */
  minAmount: Scalars['Int']['output'];
  /** The quantity asked for. */
  quantity: Scalars['Int']['output'];
};

export type Category = {
  __typename?: 'Category';
  banner?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  hideCategory: Scalars['Boolean']['output'];
  hideSubcategory: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  /** The parent category, when this is a subcategory. */
  parentId?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  /** Unique in the store; used in URLs. */
  slug: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  subcategories: Array<Category>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CategoryPage = {
  __typename?: 'CategoryPage';
  data: Array<Category>;
  meta: PageMeta;
};

/** Prices are computed by the server; required fields are marked. */
export type CheckoutInput = {
  clientDiscord?: InputMaybe<Scalars['String']['input']>;
  clientDocument?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  clientEmail?: InputMaybe<Scalars['String']['input']>;
  /** Required: the buyer's in-game identifier. */
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  clientName?: InputMaybe<Scalars['String']['input']>;
  clientPhone?: InputMaybe<Scalars['String']['input']>;
  coupon?: InputMaybe<Scalars['String']['input']>;
  /** Required: PIX, MERCADOPAGO, STRIPE, PAYPAL or PICPAY. */
  gateway?: InputMaybe<Scalars['String']['input']>;
  /** Required, 1..50 items. */
  items?: InputMaybe<Array<CheckoutItemInput>>;
  /** An affiliate's ref code; an unknown one is ignored. */
  refCode?: InputMaybe<Scalars['String']['input']>;
  /** Values by variable name, e.g. {"nick": "Steve"}. */
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};

export type CheckoutItemInput = {
  /** Values of the package's custom fields, by field id (or name). */
  fields?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Required: a package of the store. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones). */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  internalId: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  priceDisplay: Scalars['String']['output'];
  status: OrderStatus;
};

export type CommandInput = {
  /** Required. */
  command?: InputMaybe<Scalars['String']['input']>;
  executeOnce?: InputMaybe<Scalars['Boolean']['input']>;
  gameServerId?: InputMaybe<Scalars['Int']['input']>;
  offlineExecute?: InputMaybe<Scalars['Boolean']['input']>;
  schedule?: InputMaybe<Scalars['Int']['input']>;
  /** PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CommandStatus =
  | 'CANCELED'
  | 'DONE'
  | 'FAILED'
  | 'PENDING';

/** When a package command is queued for the buyer. */
export type CommandTrigger =
  | 'CHARGEBACK'
  | 'EXPIRE'
  | 'PURCHASE'
  | 'REFUND';

export type Coupon = {
  __typename?: 'Coupon';
  /** Matched ignoring case at checkout. */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  enabled: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  maxUses?: Maybe<Scalars['Int']['output']>;
  storeId: Scalars['Int']['output'];
  type: PromoType;
  updatedAt: Scalars['DateTime']['output'];
  uses: Scalars['Int']['output'];
  value: Scalars['Float']['output'];
};

export type CouponInput = {
  /** Required on create. */
  code?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601 with an offset. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create: PERCENTAGE or PRICE. */
  type?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. */
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type CouponPage = {
  __typename?: 'CouponPage';
  data: Array<Coupon>;
  meta: PageMeta;
};

export type CreateCategoryInput = {
  banner?: InputMaybe<Scalars['String']['input']>;
  hideCategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** true only for a category that has subcategories or is one. */
  hideSubcategory?: InputMaybe<Scalars['Boolean']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** Required. At most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** null or left out: a top-level category. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Generated from the name when left out; unique in the store. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type CreateGameServerInput = {
  /** Required. At most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePackageInput = {
  /** Required: a category of this store. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  commands?: InputMaybe<Array<CommandInput>>;
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discordActions?: InputMaybe<Array<DiscordActionInput>>;
  email?: InputMaybe<PackageEmailInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 365. */
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  fields?: InputMaybe<Array<PackageFieldInput>>;
  /** Only for variations. */
  icon?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 999,999; null means unlimited. */
  inventoryAmount?: InputMaybe<Scalars['Int']['input']>;
  /** At most 300 keys of at most 250 characters. */
  licenseKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Makes this package a variation of another. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  perUserLimit?: InputMaybe<Scalars['Boolean']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Required. 0 to 1,000,000, at most two decimals. */
  price?: InputMaybe<Scalars['Float']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Required: SINGLE or MULTIPLE. */
  type?: InputMaybe<Scalars['String']['input']>;
  variables?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type CreatePostInput = {
  /** Required. 1..100 characters. */
  author?: InputMaybe<Scalars['String']['input']>;
  /** Required. HTML, up to 100,000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) URL. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with an offset (or Z); null or left out: a draft. */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  /** Generated from the title when left out; unique in the store. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Required. 1..200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreateWebhookInput = {
  /** Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. At most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required, at least one: ORDER_CREATED, ORDER_APPROVED, ORDER_REJECTED, ORDER_ABANDONED, ORDER_REFUNDED, ORDER_CHARGEDBACK; no repeats. */
  scopes?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Required. https:// only; private, loopback and link-local targets are refused. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Currency =
  | 'BRL'
  | 'EUR'
  | 'USD';

export type Delivery = {
  __typename?: 'Delivery';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  licenseKeyId?: Maybe<Scalars['Int']['output']>;
  orderPackageId?: Maybe<Scalars['Int']['output']>;
  /** true: the value is HTML to render. */
  render: Scalars['Boolean']['output'];
  storeId: Scalars['Int']['output'];
  type: DeliveryType;
  updatedAt: Scalars['DateTime']['output'];
  value: Scalars['String']['output'];
};

export type DeliveryInput = {
  /** Required: the new license key or content. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type DeliveryType =
  | 'CHAT'
  | 'CONTENT'
  | 'DOWNLOAD'
  | 'LICENSE_KEY';

export type DiscordActionInput = {
  /** Required. */
  action?: InputMaybe<Scalars['String']['input']>;
  parameters?: InputMaybe<DiscordActionParametersInput>;
  /** Required. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type DiscordActionParameters = {
  __typename?: 'DiscordActionParameters';
  channelId?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  roleId?: Maybe<Scalars['String']['output']>;
};

export type DiscordActionParametersInput = {
  channelId?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['String']['input']>;
};

export type FieldType =
  | 'EMAIL'
  | 'NUMBER'
  | 'TEXT';

/**
 * A game server of the store. It polls its commands over REST (/v1/server/queue) with its token
 * (Authorization: Bearer <server token>).
 */
export type GameServer = {
  __typename?: 'GameServer';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  /**
   * The server token: in full only in the result of createGameServer and rotateGameServerToken,
   * "[redacted]" everywhere else. Only its SHA-256 is stored.
   */
  token: Scalars['String']['output'];
  /** Free text chosen by the owner (the game, a role); null when not set. */
  type?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type GameServerPage = {
  __typename?: 'GameServerPage';
  data: Array<GameServer>;
  meta: PageMeta;
};

export type Gateway =
  | 'MERCADOPAGO'
  | 'PAYPAL'
  | 'PICPAY'
  | 'PIX'
  | 'STRIPE';

export type GatewayReportItem = {
  __typename?: 'GatewayReportItem';
  /** PIX, MERCADOPAGO, STRIPE, PAYPAL or PICPAY. */
  gateway: Gateway;
  gatewayDisplay: Scalars['String']['output'];
  grossRevenue: Scalars['Float']['output'];
  /** Net received. */
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
};

export type LicenseKey = {
  __typename?: 'LicenseKey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** true once the key has been delivered to a buyer. */
  used: Scalars['Boolean']['output'];
  usedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Storefront (x-store-domain): place a PENDING order. */
  checkout: CheckoutResult;
  createAffiliate: Affiliate;
  createCategory: Category;
  createCoupon: Coupon;
  /** The result carries the server token in full, this once. */
  createGameServer: GameServer;
  /** Admin: an order entered by hand (manuallyCreated). */
  createOrder: Order;
  createOrderNote: OrderNote;
  createPackage: Package;
  createPost: Post;
  createVariable: Variable;
  /** The result carries the signing secret in full, this once. */
  createWebhook: Webhook;
  /** Debits the balance at once; CONFLICT when it is too low. */
  createWithdrawRequest: WithdrawRequest;
  deleteAffiliate: Scalars['Boolean']['output'];
  /** Refused (CONFLICT) while the category holds packages or subcategories. */
  deleteCategory: Scalars['Boolean']['output'];
  deleteCoupon: Scalars['Boolean']['output'];
  /** The token stops working; commands meant for this server may then run on any of the store's servers. */
  deleteGameServer: Scalars['Boolean']['output'];
  deleteOrderNote: Scalars['Boolean']['output'];
  deletePackage: Scalars['Boolean']['output'];
  deletePost: Scalars['Boolean']['output'];
  deleteVariable: Scalars['Boolean']['output'];
  /** Deletes the webhook with its pending deliveries and its logs. */
  deleteWebhook: Scalars['Boolean']['output'];
  /** Always true; lets clients check that mutations reach the server. */
  ping: Scalars['Boolean']['output'];
  /** Runs an approved order's PURCHASE commands again (CONFLICT for any other status). */
  resendOrderCommands: Array<QueuedCommand>;
  /** Delivers a logged message again, now, to the webhook's current URL; returns the new log. */
  resendWebhookLog: WebhookLog;
  /** A new token, in full this once; the old one stops working. */
  rotateGameServerToken: GameServer;
  /** A new signing secret, in full this once; the old one no longer signs. */
  rotateWebhookSecret: Webhook;
  settleWithdrawRequest: WithdrawRequest;
  /** Sends a test message now (event: the first scope; data: the latest order) and returns its log. */
  testWebhook: WebhookLog;
  updateAffiliate: Affiliate;
  updateCategory: Category;
  updateCommand: QueuedCommand;
  updateCoupon: Coupon;
  updateDelivery: Delivery;
  updateGameServer: GameServer;
  /** Status transitions: PENDING -> APPROVED|REJECTED|CANCELED, APPROVED -> REFUNDED|CHARGEDBACK; others are CONFLICT. */
  updateOrder: Order;
  updateOrderNote: OrderNote;
  updatePackage: Package;
  updatePost: Post;
  updateVariable: Variable;
  updateWebhook: Webhook;
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationCreateAffiliateArgs = {
  input: AffiliateInput;
};


export type MutationCreateCategoryArgs = {
  input: CreateCategoryInput;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationCreateGameServerArgs = {
  input: CreateGameServerInput;
};


export type MutationCreateOrderArgs = {
  input: CheckoutInput;
};


export type MutationCreateOrderNoteArgs = {
  input: OrderNoteInput;
  orderId: Scalars['Int']['input'];
};


export type MutationCreatePackageArgs = {
  input: CreatePackageInput;
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationCreateVariableArgs = {
  input: VariableInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationCreateWithdrawRequestArgs = {
  input: WithdrawRequestInput;
};


export type MutationDeleteAffiliateArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCouponArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteGameServerArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteOrderNoteArgs = {
  noteId: Scalars['Int']['input'];
  orderId: Scalars['Int']['input'];
};


export type MutationDeletePackageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePostArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteVariableArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationResendOrderCommandsArgs = {
  orderId: Scalars['Int']['input'];
};


export type MutationResendWebhookLogArgs = {
  logId: Scalars['String']['input'];
};


export type MutationRotateGameServerTokenArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSettleWithdrawRequestArgs = {
  id: Scalars['Int']['input'];
  input: SettleWithdrawInput;
};


export type MutationTestWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateAffiliateArgs = {
  id: Scalars['Int']['input'];
  input: AffiliateInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['Int']['input'];
  input: UpdateCategoryInput;
};


export type MutationUpdateCommandArgs = {
  id: Scalars['Int']['input'];
  input: UpdateCommandInput;
};


export type MutationUpdateCouponArgs = {
  id: Scalars['Int']['input'];
  input: CouponInput;
};


export type MutationUpdateDeliveryArgs = {
  deliveryId: Scalars['Int']['input'];
  input: DeliveryInput;
  orderId: Scalars['Int']['input'];
};


export type MutationUpdateGameServerArgs = {
  id: Scalars['Int']['input'];
  input: UpdateGameServerInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['Int']['input'];
  input: UpdateOrderInput;
};


export type MutationUpdateOrderNoteArgs = {
  input: OrderNoteInput;
  noteId: Scalars['Int']['input'];
  orderId: Scalars['Int']['input'];
};


export type MutationUpdatePackageArgs = {
  id: Scalars['Int']['input'];
  input: UpdatePackageInput;
};


export type MutationUpdatePostArgs = {
  id: Scalars['Int']['input'];
  input: UpdatePostInput;
};


export type MutationUpdateVariableArgs = {
  id: Scalars['Int']['input'];
  input: VariableInput;
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['Int']['input'];
  input: UpdateWebhookInput;
};

export type Order = {
  __typename?: 'Order';
  clientDiscord?: Maybe<Scalars['String']['output']>;
  clientDocument?: Maybe<Scalars['String']['output']>;
  clientEmail: Scalars['String']['output'];
  clientIdentifier: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  clientPhone?: Maybe<Scalars['String']['output']>;
  /** Commands queued for the buyer by this order. */
  commands: Array<QueuedCommand>;
  createdAt: Scalars['DateTime']['output'];
  currency: Currency;
  deliveries: Array<Delivery>;
  /** The payment gateway's reference. */
  externalId?: Maybe<Scalars['String']['output']>;
  gateway: Gateway;
  gatewayDisplay: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The buyer-facing reference. */
  internalId: Scalars['String']['output'];
  manuallyApproved: Scalars['Boolean']['output'];
  manuallyCreated: Scalars['Boolean']['output'];
  manuallyRefunded: Scalars['Boolean']['output'];
  netReceived: Scalars['Float']['output'];
  notes: Array<OrderNote>;
  /** The order's lines (REST: `packages`). */
  packages: Array<OrderLine>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  price: Scalars['Float']['output'];
  priceDisplay: Scalars['String']['output'];
  promoCode?: Maybe<Scalars['String']['output']>;
  promoType?: Maybe<PromoType>;
  promoValue?: Maybe<Scalars['Float']['output']>;
  status: OrderStatus;
  statusDisplay: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  variables: Array<OrderVariable>;
};

/** One package line of an order, with the name and prices it was sold at. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The buyer's values for the package's custom fields, by field id. */
  fields: Scalars['JSONObject']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  package?: Maybe<Package>;
  /** null once the package has been deleted. */
  packageId?: Maybe<Scalars['Int']['output']>;
  /** unitPrice x quantity. */
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type OrderNote = {
  __typename?: 'OrderNote';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  orderId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The API key that wrote it. */
  userId: Scalars['Int']['output'];
};

export type OrderNoteInput = {
  /** Required, 1..5000 characters. */
  content?: InputMaybe<Scalars['String']['input']>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  data: Array<Order>;
  meta: PageMeta;
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'CHARGEDBACK'
  | 'PENDING'
  | 'REFUNDED'
  | 'REJECTED';

export type OrderVariable = {
  __typename?: 'OrderVariable';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  value: Scalars['String']['output'];
};

export type Package = {
  __typename?: 'Package';
  category: Category;
  categoryId: Scalars['Int']['output'];
  commands: Array<PackageCommand>;
  compareAtPrice?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  discordActions: Array<PackageDiscordAction>;
  email?: Maybe<PackageEmail>;
  enabled: Scalars['Boolean']['output'];
  expiryDays?: Maybe<Scalars['Int']['output']>;
  fields: Array<PackageField>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** null: unlimited stock. */
  inventoryAmount?: Maybe<Scalars['Int']['output']>;
  isVariationParent: Scalars['Boolean']['output'];
  licenseKeys: Array<LicenseKey>;
  name: Scalars['String']['output'];
  parent?: Maybe<Package>;
  /** The package this one is a variation of. */
  parentId?: Maybe<Scalars['Int']['output']>;
  perUserLimit: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  /** The price as text in the store's locale and currency. */
  priceDisplay: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  type: PackageType;
  updatedAt: Scalars['DateTime']['output'];
  /** Ids of the store variables the package asks the buyer for. */
  variables: Array<Scalars['Int']['output']>;
};

/** A game-server command run for the buyer; `type` says when it is queued. */
export type PackageCommand = {
  __typename?: 'PackageCommand';
  command: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  executeOnce: Scalars['Boolean']['output'];
  /** null: any of the store's game servers may run it. */
  gameServerId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  offlineExecute: Scalars['Boolean']['output'];
  /** Minutes after the trigger before the command is due. */
  schedule: Scalars['Int']['output'];
  type: CommandTrigger;
  updatedAt: Scalars['DateTime']['output'];
};

export type PackageCommission = {
  __typename?: 'PackageCommission';
  affiliateId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  packageId: Scalars['Int']['output'];
  /** Overrides the affiliate's percentage for this package. */
  percentCommission: Scalars['Float']['output'];
};

export type PackageCommissionInput = {
  packageId?: InputMaybe<Scalars['Int']['input']>;
  percentCommission?: InputMaybe<Scalars['Float']['input']>;
};

export type PackageDiscordAction = {
  __typename?: 'PackageDiscordAction';
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  parameters: DiscordActionParameters;
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PackageEmail = {
  __typename?: 'PackageEmail';
  content: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PackageEmailInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A custom input the buyer fills at checkout. */
export type PackageField = {
  __typename?: 'PackageField';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  type: FieldType;
};

export type PackageFieldInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** TEXT (default), NUMBER or EMAIL. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type PackagePage = {
  __typename?: 'PackagePage';
  data: Array<Package>;
  meta: PageMeta;
};

export type PackageType =
  | 'MULTIPLE'
  | 'SINGLE';

/**
 * Pagination of a list, as the REST envelope's meta. The *Url fields are the REST paths of the
 * same list with the same filters on another page.
 */
export type PageMeta = {
  __typename?: 'PageMeta';
  currentPage: Scalars['Int']['output'];
  firstPage: Scalars['Int']['output'];
  firstPageUrl: Scalars['String']['output'];
  lastPage: Scalars['Int']['output'];
  lastPageUrl: Scalars['String']['output'];
  nextPageUrl?: Maybe<Scalars['String']['output']>;
  perPage: Scalars['Int']['output'];
  previousPageUrl?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** A post of the store's blog, as the back office sees it. */
export type Post = {
  __typename?: 'Post';
  author: Scalars['String']['output'];
  /** HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** null: a draft. A time in the future: scheduled. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unique in the store; the storefront page is /post/<slug>. */
  slug: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PostPage = {
  __typename?: 'PostPage';
  data: Array<Post>;
  meta: PageMeta;
};

export type PromoType =
  | 'PERCENTAGE'
  | 'PRICE';

export type Query = {
  __typename?: 'Query';
  affiliate: Affiliate;
  /** `search` matches name or e-mail, ignoring case; `email` is exact. */
  affiliates: AffiliatePage;
  /** Storefront (x-store-domain): the cart preview, one item per line in the order sent. Required: 1..50 items. */
  cart: Array<CartItem>;
  /** Categories of the store, by position. `perPage` 1..100 (default 15). */
  categories: CategoryPage;
  category: Category;
  command: QueuedCommand;
  coupon: Coupon;
  coupons: CouponPage;
  gameServer: GameServer;
  /** Game servers of the store, by id. `perPage` 1..100 (default 15). */
  gameServers: GameServerPage;
  /** Approved orders by gateway; `from`/`to` are YYYY-MM-DD days in the store's time zone, both included. */
  gatewayReport: Array<GatewayReportItem>;
  order: Order;
  orderDeliveries: Array<Delivery>;
  orderNotes: Array<OrderNote>;
  /** Orders, newest first. `from`/`to` are YYYY-MM-DD days in the store's time zone. */
  orders: OrderPage;
  package: Package;
  /** Packages of the store, by position; `name` matches partially, ignoring case. */
  packages: PackagePage;
  post: Post;
  /** Posts of the store, newest first, drafts included. `perPage` 1..100 (default 15). */
  posts: PostPage;
  /** The store of the admin API key (Authorization: Bearer <api key>). */
  store: Store;
  /** Storefront (x-store-domain): the visible categories, by position. */
  storefrontCategories: Array<StorefrontCategory>;
  /** Storefront (x-store-domain): enabled packages of visible categories. `perPage` 1..100 (default 15). */
  storefrontPackages: StorefrontPackagePage;
  /** Storefront (x-store-domain): published posts, newest publication first. */
  storefrontPosts: StorefrontPostPage;
  /** Top buyers; default the last 30 days, limit 10 (at most 100). */
  topCustomers: TopCustomers;
  /** The buyer's pending commands, in the order they fall due. `userId` is the client identifier. */
  userQueue: Array<QueuedCommand>;
  variable: Variable;
  variables: Array<Variable>;
  /** Storefront visitors per day; the comparison period defaults to the same length just before `from`. */
  visitorsGraph: VisitorsGraph;
  webhook: Webhook;
  /** `id`: the log's 24-hex identifier. */
  webhookLog: WebhookLog;
  /**
   * Delivery logs, newest first. `event`: one of the WebhookEvent values. `from`/`to`: UTC days
   * (YYYY-MM-DD, both included) or ISO 8601 timestamps with a zone.
   */
  webhookLogs: WebhookLogPage;
  /** Webhooks of the store, by id. `perPage` 1..100 (default 15). */
  webhooks: WebhookPage;
  withdrawRequests: WithdrawRequestPage;
};


export type QueryAffiliateArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAffiliatesArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartArgs = {
  items?: InputMaybe<Array<CartItemInput>>;
};


export type QueryCategoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCommandArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCouponArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCouponsArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGameServerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGameServersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGatewayReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrderDeliveriesArgs = {
  orderId: Scalars['Int']['input'];
};


export type QueryOrderNotesArgs = {
  orderId: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  gateway?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPackageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPackagesArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStorefrontPackagesArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStorefrontPostsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTopCustomersArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserQueueArgs = {
  userId: Scalars['String']['input'];
};


export type QueryVariableArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVisitorsGraphArgs = {
  compareFrom?: InputMaybe<Scalars['String']['input']>;
  compareTo?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type QueryWebhookLogArgs = {
  id: Scalars['String']['input'];
};


export type QueryWebhookLogsArgs = {
  event?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  success?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  webhookId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWithdrawRequestsArgs = {
  affiliateId?: InputMaybe<Scalars['Int']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** A command queued for a buyer, run by a game server (the REST User queue item plus its state). */
export type QueuedCommand = {
  __typename?: 'QueuedCommand';
  /** Failed runs so far; a command is retried until it has failed 3 times. */
  attempts: Scalars['Int']['output'];
  /** The command with its placeholders filled in. */
  command: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  executeAt: Scalars['DateTime']['output'];
  gameServer?: Maybe<GameServer>;
  /** null: any of the store's game servers may run it. */
  gameServerId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** false: run only while the player is online on the server. */
  offlineExecute: Scalars['Boolean']['output'];
  /** null for a command without an order. */
  order?: Maybe<QueuedCommandOrder>;
  orderId?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  /** What the game server answered, or what a person wrote. */
  response?: Maybe<Scalars['String']['output']>;
  status: CommandStatus;
  storeId: Scalars['Int']['output'];
  /** When it was queued: PURCHASE, EXPIRE, REFUND or CHARGEBACK. */
  type: CommandTrigger;
  updatedAt: Scalars['DateTime']['output'];
  /** The buyer's client identifier. */
  userId: Scalars['String']['output'];
};

/** The buyer's order as a queued command shows it. */
export type QueuedCommandOrder = {
  __typename?: 'QueuedCommandOrder';
  clientDiscord?: Maybe<Scalars['String']['output']>;
  clientEmail: Scalars['String']['output'];
  clientIdentifier: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  internalId: Scalars['String']['output'];
  variables: Array<QueuedCommandVariable>;
};

export type QueuedCommandVariable = {
  __typename?: 'QueuedCommandVariable';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SettleWithdrawInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  /** WITHDRAW_PAID or WITHDRAW_REJECTED (credits the amount back). */
  operation?: InputMaybe<Scalars['String']['input']>;
};

/** The store the admin API key belongs to. */
export type Store = {
  __typename?: 'Store';
  createdAt: Scalars['DateTime']['output'];
  currency: Currency;
  domain: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A category a storefront may show (not hidden, not below a hidden category). */
export type StorefrontCategory = {
  __typename?: 'StorefrontCategory';
  banner?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  position: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

/** A package for sale, as the storefront lists it. */
export type StorefrontPackage = {
  __typename?: 'StorefrontPackage';
  categoryId: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  fields: Array<StorefrontPackageField>;
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  pricing: StorefrontPricing;
  slug: Scalars['String']['output'];
  stock: StorefrontStock;
  storeId: Scalars['Int']['output'];
  type: PackageType;
};

/** A custom input the buyer fills at checkout. */
export type StorefrontPackageField = {
  __typename?: 'StorefrontPackageField';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: FieldType;
};

export type StorefrontPackagePage = {
  __typename?: 'StorefrontPackagePage';
  data: Array<StorefrontPackage>;
  meta: StorefrontPageMeta;
};

/** Pagination of a storefront list: only the four counters, as the REST storefront meta. */
export type StorefrontPageMeta = {
  __typename?: 'StorefrontPageMeta';
  currentPage: Scalars['Int']['output'];
  lastPage: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A published post, as the storefront shows it. */
export type StorefrontPost = {
  __typename?: 'StorefrontPost';
  author: Scalars['String']['output'];
  /** HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** The post's storefront page: /post/<slug>. */
  path: Scalars['String']['output'];
  /** The publication day as display text in the store's locale and time zone ("November 21, 2026"). */
  publishedAt: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type StorefrontPostPage = {
  __typename?: 'StorefrontPostPage';
  data: Array<StorefrontPost>;
  meta: StorefrontPageMeta;
};

export type StorefrontPricing = {
  __typename?: 'StorefrontPricing';
  /** The comparison (struck-through) price; the price itself when the package has none. */
  compareAt: Scalars['Float']['output'];
  /** Negative percent off, two decimals (-20 for 80 instead of 100); 0 without a discount. */
  percentDiscount: Scalars['Float']['output'];
  /** The unit price. */
  price: Scalars['Float']['output'];
};

export type StorefrontStock = {
  __typename?: 'StorefrontStock';
  /** Whether the package can be bought now at its minimum quantity. */
  available: Scalars['Boolean']['output'];
  minAmount: Scalars['Int']['output'];
};

export type TopCustomer = {
  __typename?: 'TopCustomer';
  identifier: Scalars['String']['output'];
  purchases: Scalars['Int']['output'];
  /** Money spent, localized (R$ 30,00). */
  spent: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type TopCustomers = {
  __typename?: 'TopCustomers';
  data: Array<TopCustomer>;
  /** The period, UTC. */
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type UpdateCategoryInput = {
  banner?: InputMaybe<Scalars['String']['input']>;
  hideCategory?: InputMaybe<Scalars['Boolean']['input']>;
  hideSubcategory?: InputMaybe<Scalars['Boolean']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** null detaches the category from its parent. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Left out while the name changes: generated from the new name. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCommandInput = {
  /** At most 500 characters; null clears it. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** At most 2,000 characters; null clears it. */
  response?: InputMaybe<Scalars['String']['input']>;
  /** PENDING, DONE, FAILED or CANCELED. PENDING requeues: no attempts, due now. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateGameServerInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrderInput = {
  clientDiscord?: InputMaybe<Scalars['String']['input']>;
  clientIdentifier?: InputMaybe<Scalars['String']['input']>;
  manuallyApproved?: InputMaybe<Scalars['Boolean']['input']>;
  manuallyRefunded?: InputMaybe<Scalars['Boolean']['input']>;
  /** A status the transition table allows from the current one. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Upserts by name; a null value removes the variable. */
  variables?: InputMaybe<Scalars['JSONObject']['input']>;
};

/** Every field optional; a list that is sent replaces the whole list. */
export type UpdatePackageInput = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  commands?: InputMaybe<Array<CommandInput>>;
  compareAtPrice?: InputMaybe<Scalars['Float']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  discordActions?: InputMaybe<Array<DiscordActionInput>>;
  email?: InputMaybe<PackageEmailInput>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  expiryDays?: InputMaybe<Scalars['Int']['input']>;
  fields?: InputMaybe<Array<PackageFieldInput>>;
  icon?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  inventoryAmount?: InputMaybe<Scalars['Int']['input']>;
  licenseKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  perUserLimit?: InputMaybe<Scalars['Boolean']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  /** SINGLE or MULTIPLE. */
  type?: InputMaybe<Scalars['String']['input']>;
  variables?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Every field optional; what is left out is kept. */
export type UpdatePostInput = {
  author?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** null unpublishes (back to a draft). */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  /** Left out while the title changes: generated from the new title. */
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWebhookInput = {
  /** true also clears disabledReason. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  scopes?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A value buyers give at checkout (e.g. a nickname), used as {name} in commands. */
export type Variable = {
  __typename?: 'Variable';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type VariableInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required on create; letters, digits, underscore. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type VisitorsGraph = {
  __typename?: 'VisitorsGraph';
  graph: Array<VisitorsPoint>;
  /** Percent change of the total against the comparison period; 0 when that had no visits. */
  variation: Scalars['Float']['output'];
};

export type VisitorsPoint = {
  __typename?: 'VisitorsPoint';
  /** The start of the store-local day, in UTC. */
  date: Scalars['String']['output'];
  visits: Scalars['Int']['output'];
};

/**
 * A receiver of the store's order events. Messages are signed as Standard Webhooks
 * (webhook-id, webhook-timestamp, webhook-signature) with the webhook's secret.
 */
export type Webhook = {
  __typename?: 'Webhook';
  createdAt: Scalars['DateTime']['output'];
  /** Why the service disabled the webhook; cleared when it is enabled again. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** false: no new events are delivered (set by a person, or by the service when the receiver answered 410 Gone). */
  enabled: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  scopes: Array<WebhookEvent>;
  /**
   * The signing secret (whsec_...): in full only in the result of createWebhook and
   * rotateWebhookSecret, "[redacted]" everywhere else. Stored encrypted.
   */
  secret: Scalars['String']['output'];
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** An https:// URL. */
  url: Scalars['String']['output'];
};

/** The events a webhook can subscribe to. */
export type WebhookEvent =
  | 'ORDER_ABANDONED'
  | 'ORDER_APPROVED'
  | 'ORDER_CHARGEDBACK'
  | 'ORDER_CREATED'
  | 'ORDER_REFUNDED'
  | 'ORDER_REJECTED';

/** One attempt to deliver a message to a webhook. */
export type WebhookLog = {
  __typename?: 'WebhookLog';
  /** UTC, ISO 8601 with milliseconds and Z. */
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  event: WebhookEvent;
  /** A 24-hex object identifier (the REST `_id`). */
  id: Scalars['String']['output'];
  isResend: Scalars['Boolean']['output'];
  /** The log this one resent, for resends. */
  originalLogId?: Maybe<Scalars['String']['output']>;
  /** The payload that was sent. */
  requestBody: Scalars['JSONObject']['output'];
  /** The first 4 KB of the response body. */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** null when no response came (timeout, refused connection). */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  responseTimeMs: Scalars['Int']['output'];
  storeId: Scalars['Int']['output'];
  /** true for a 2xx answer. */
  success: Scalars['Boolean']['output'];
  /** The URL the message was sent to. */
  url: Scalars['String']['output'];
  webhookId: Scalars['Int']['output'];
};

export type WebhookLogPage = {
  __typename?: 'WebhookLogPage';
  data: Array<WebhookLog>;
  meta: PageMeta;
};

export type WebhookPage = {
  __typename?: 'WebhookPage';
  data: Array<Webhook>;
  meta: PageMeta;
};

export type WithdrawRequest = {
  __typename?: 'WithdrawRequest';
  affiliateId: Scalars['Int']['output'];
  amount: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** WITHDRAW_PENDING, WITHDRAW_PAID or WITHDRAW_REJECTED. */
  operation: Scalars['String']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
  storeId: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type WithdrawRequestInput = {
  affiliateId?: InputMaybe<Scalars['Int']['input']>;
  amount?: InputMaybe<Scalars['Float']['input']>;
};

export type WithdrawRequestPage = {
  __typename?: 'WithdrawRequestPage';
  data: Array<WithdrawRequest>;
  meta: PageMeta;
};

export type WithdrawSettings = {
  __typename?: 'WithdrawSettings';
  cpfCnpj?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  pixKey?: Maybe<Scalars['String']['output']>;
  /** CPF, CNPJ, EMAIL, PHONE or RANDOM. */
  pixKeyType?: Maybe<Scalars['String']['output']>;
};

export type WithdrawSettingsInput = {
  cpfCnpj?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  pixKey?: InputMaybe<Scalars['String']['input']>;
  pixKeyType?: InputMaybe<Scalars['String']['input']>;
};

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
  Affiliate: ResolverTypeWrapper<AffiliateModel>;
  AffiliateInput: AffiliateInput;
  AffiliatePage: ResolverTypeWrapper<Omit<AffiliatePage, 'data'> & { data: Array<ResolversTypes['Affiliate']> }>;
  AffiliateStatistics: ResolverTypeWrapper<AffiliateStatistics>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CartItem: ResolverTypeWrapper<CartLineModel>;
  CartItemInput: CartItemInput;
  CartStock: ResolverTypeWrapper<CartStock>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryPage: ResolverTypeWrapper<Omit<CategoryPage, 'data'> & { data: Array<ResolversTypes['Category']> }>;
  CheckoutInput: CheckoutInput;
  CheckoutItemInput: CheckoutItemInput;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CommandInput: CommandInput;
  CommandStatus: CommandStatus;
  CommandTrigger: CommandTrigger;
  Coupon: ResolverTypeWrapper<CouponModel>;
  CouponInput: CouponInput;
  CouponPage: ResolverTypeWrapper<Omit<CouponPage, 'data'> & { data: Array<ResolversTypes['Coupon']> }>;
  CreateCategoryInput: CreateCategoryInput;
  CreateGameServerInput: CreateGameServerInput;
  CreatePackageInput: CreatePackageInput;
  CreatePostInput: CreatePostInput;
  CreateWebhookInput: CreateWebhookInput;
  Currency: Currency;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Delivery: ResolverTypeWrapper<DeliveryModel>;
  DeliveryInput: DeliveryInput;
  DeliveryType: DeliveryType;
  DiscordActionInput: DiscordActionInput;
  DiscordActionParameters: ResolverTypeWrapper<DiscordActionParameters>;
  DiscordActionParametersInput: DiscordActionParametersInput;
  FieldType: FieldType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GameServer: ResolverTypeWrapper<GameServerModel>;
  GameServerPage: ResolverTypeWrapper<Omit<GameServerPage, 'data'> & { data: Array<ResolversTypes['GameServer']> }>;
  Gateway: Gateway;
  GatewayReportItem: ResolverTypeWrapper<GatewayReportItem>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LicenseKey: ResolverTypeWrapper<LicenseKeyModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderLine: ResolverTypeWrapper<OrderPackageModel>;
  OrderNote: ResolverTypeWrapper<OrderNoteModel>;
  OrderNoteInput: OrderNoteInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'data'> & { data: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderVariable: ResolverTypeWrapper<OrderVariableModel>;
  Package: ResolverTypeWrapper<PackageModel>;
  PackageCommand: ResolverTypeWrapper<PackageCommandModel>;
  PackageCommission: ResolverTypeWrapper<AffiliatePackageCommissionModel>;
  PackageCommissionInput: PackageCommissionInput;
  PackageDiscordAction: ResolverTypeWrapper<PackageDiscordActionModel>;
  PackageEmail: ResolverTypeWrapper<PackageEmail>;
  PackageEmailInput: PackageEmailInput;
  PackageField: ResolverTypeWrapper<PackageFieldModel>;
  PackageFieldInput: PackageFieldInput;
  PackagePage: ResolverTypeWrapper<Omit<PackagePage, 'data'> & { data: Array<ResolversTypes['Package']> }>;
  PackageType: PackageType;
  PageMeta: ResolverTypeWrapper<PageMeta>;
  Post: ResolverTypeWrapper<PostModel>;
  PostPage: ResolverTypeWrapper<Omit<PostPage, 'data'> & { data: Array<ResolversTypes['Post']> }>;
  PromoType: PromoType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedCommand: ResolverTypeWrapper<CommandModel>;
  QueuedCommandOrder: ResolverTypeWrapper<QueuedCommandOrder>;
  QueuedCommandVariable: ResolverTypeWrapper<QueuedCommandVariable>;
  SettleWithdrawInput: SettleWithdrawInput;
  Store: ResolverTypeWrapper<StoreModel>;
  StorefrontCategory: ResolverTypeWrapper<CategoryModel>;
  StorefrontPackage: ResolverTypeWrapper<StorefrontPackageModel>;
  StorefrontPackageField: ResolverTypeWrapper<PackageFieldModel>;
  StorefrontPackagePage: ResolverTypeWrapper<Omit<StorefrontPackagePage, 'data'> & { data: Array<ResolversTypes['StorefrontPackage']> }>;
  StorefrontPageMeta: ResolverTypeWrapper<StorefrontPageMeta>;
  StorefrontPost: ResolverTypeWrapper<PostModel>;
  StorefrontPostPage: ResolverTypeWrapper<Omit<StorefrontPostPage, 'data'> & { data: Array<ResolversTypes['StorefrontPost']> }>;
  StorefrontPricing: ResolverTypeWrapper<StorefrontPricing>;
  StorefrontStock: ResolverTypeWrapper<StorefrontStock>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TopCustomer: ResolverTypeWrapper<TopCustomer>;
  TopCustomers: ResolverTypeWrapper<TopCustomers>;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCommandInput: UpdateCommandInput;
  UpdateGameServerInput: UpdateGameServerInput;
  UpdateOrderInput: UpdateOrderInput;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePostInput: UpdatePostInput;
  UpdateWebhookInput: UpdateWebhookInput;
  Variable: ResolverTypeWrapper<VariableModel>;
  VariableInput: VariableInput;
  VisitorsGraph: ResolverTypeWrapper<VisitorsGraph>;
  VisitorsPoint: ResolverTypeWrapper<VisitorsPoint>;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookEvent: WebhookEvent;
  WebhookLog: ResolverTypeWrapper<WebhookLogModel>;
  WebhookLogPage: ResolverTypeWrapper<Omit<WebhookLogPage, 'data'> & { data: Array<ResolversTypes['WebhookLog']> }>;
  WebhookPage: ResolverTypeWrapper<Omit<WebhookPage, 'data'> & { data: Array<ResolversTypes['Webhook']> }>;
  WithdrawRequest: ResolverTypeWrapper<AffiliateTransactionModel>;
  WithdrawRequestInput: WithdrawRequestInput;
  WithdrawRequestPage: ResolverTypeWrapper<Omit<WithdrawRequestPage, 'data'> & { data: Array<ResolversTypes['WithdrawRequest']> }>;
  WithdrawSettings: ResolverTypeWrapper<WithdrawSettings>;
  WithdrawSettingsInput: WithdrawSettingsInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Affiliate: AffiliateModel;
  AffiliateInput: AffiliateInput;
  AffiliatePage: Omit<AffiliatePage, 'data'> & { data: Array<ResolversParentTypes['Affiliate']> };
  AffiliateStatistics: AffiliateStatistics;
  Boolean: Scalars['Boolean']['output'];
  CartItem: CartLineModel;
  CartItemInput: CartItemInput;
  CartStock: CartStock;
  Category: CategoryModel;
  CategoryPage: Omit<CategoryPage, 'data'> & { data: Array<ResolversParentTypes['Category']> };
  CheckoutInput: CheckoutInput;
  CheckoutItemInput: CheckoutItemInput;
  CheckoutResult: CheckoutResult;
  CommandInput: CommandInput;
  Coupon: CouponModel;
  CouponInput: CouponInput;
  CouponPage: Omit<CouponPage, 'data'> & { data: Array<ResolversParentTypes['Coupon']> };
  CreateCategoryInput: CreateCategoryInput;
  CreateGameServerInput: CreateGameServerInput;
  CreatePackageInput: CreatePackageInput;
  CreatePostInput: CreatePostInput;
  CreateWebhookInput: CreateWebhookInput;
  DateTime: Scalars['DateTime']['output'];
  Delivery: DeliveryModel;
  DeliveryInput: DeliveryInput;
  DiscordActionInput: DiscordActionInput;
  DiscordActionParameters: DiscordActionParameters;
  DiscordActionParametersInput: DiscordActionParametersInput;
  Float: Scalars['Float']['output'];
  GameServer: GameServerModel;
  GameServerPage: Omit<GameServerPage, 'data'> & { data: Array<ResolversParentTypes['GameServer']> };
  GatewayReportItem: GatewayReportItem;
  Int: Scalars['Int']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  LicenseKey: LicenseKeyModel;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderLine: OrderPackageModel;
  OrderNote: OrderNoteModel;
  OrderNoteInput: OrderNoteInput;
  OrderPage: Omit<OrderPage, 'data'> & { data: Array<ResolversParentTypes['Order']> };
  OrderVariable: OrderVariableModel;
  Package: PackageModel;
  PackageCommand: PackageCommandModel;
  PackageCommission: AffiliatePackageCommissionModel;
  PackageCommissionInput: PackageCommissionInput;
  PackageDiscordAction: PackageDiscordActionModel;
  PackageEmail: PackageEmail;
  PackageEmailInput: PackageEmailInput;
  PackageField: PackageFieldModel;
  PackageFieldInput: PackageFieldInput;
  PackagePage: Omit<PackagePage, 'data'> & { data: Array<ResolversParentTypes['Package']> };
  PageMeta: PageMeta;
  Post: PostModel;
  PostPage: Omit<PostPage, 'data'> & { data: Array<ResolversParentTypes['Post']> };
  Query: Record<PropertyKey, never>;
  QueuedCommand: CommandModel;
  QueuedCommandOrder: QueuedCommandOrder;
  QueuedCommandVariable: QueuedCommandVariable;
  SettleWithdrawInput: SettleWithdrawInput;
  Store: StoreModel;
  StorefrontCategory: CategoryModel;
  StorefrontPackage: StorefrontPackageModel;
  StorefrontPackageField: PackageFieldModel;
  StorefrontPackagePage: Omit<StorefrontPackagePage, 'data'> & { data: Array<ResolversParentTypes['StorefrontPackage']> };
  StorefrontPageMeta: StorefrontPageMeta;
  StorefrontPost: PostModel;
  StorefrontPostPage: Omit<StorefrontPostPage, 'data'> & { data: Array<ResolversParentTypes['StorefrontPost']> };
  StorefrontPricing: StorefrontPricing;
  StorefrontStock: StorefrontStock;
  String: Scalars['String']['output'];
  TopCustomer: TopCustomer;
  TopCustomers: TopCustomers;
  UpdateCategoryInput: UpdateCategoryInput;
  UpdateCommandInput: UpdateCommandInput;
  UpdateGameServerInput: UpdateGameServerInput;
  UpdateOrderInput: UpdateOrderInput;
  UpdatePackageInput: UpdatePackageInput;
  UpdatePostInput: UpdatePostInput;
  UpdateWebhookInput: UpdateWebhookInput;
  Variable: VariableModel;
  VariableInput: VariableInput;
  VisitorsGraph: VisitorsGraph;
  VisitorsPoint: VisitorsPoint;
  Webhook: WebhookModel;
  WebhookLog: WebhookLogModel;
  WebhookLogPage: Omit<WebhookLogPage, 'data'> & { data: Array<ResolversParentTypes['WebhookLog']> };
  WebhookPage: Omit<WebhookPage, 'data'> & { data: Array<ResolversParentTypes['Webhook']> };
  WithdrawRequest: AffiliateTransactionModel;
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

export type AffiliatePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliatePage'] = ResolversParentTypes['AffiliatePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Affiliate']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type AffiliateStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AffiliateStatistics'] = ResolversParentTypes['AffiliateStatistics']> = ResolversObject<{
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type CouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  createAffiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<MutationCreateAffiliateArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createGameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationCreateGameServerArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createOrderNote?: Resolver<ResolversTypes['OrderNote'], ParentType, ContextType, RequireFields<MutationCreateOrderNoteArgs, 'input' | 'orderId'>>;
  createPackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationCreatePackageArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationCreateVariableArgs, 'input'>>;
  createWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  createWithdrawRequest?: Resolver<ResolversTypes['WithdrawRequest'], ParentType, ContextType, RequireFields<MutationCreateWithdrawRequestArgs, 'input'>>;
  deleteAffiliate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAffiliateArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCoupon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  deleteGameServer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGameServerArgs, 'id'>>;
  deleteOrderNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrderNoteArgs, 'noteId' | 'orderId'>>;
  deletePackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePackageArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteVariable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVariableArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendOrderCommands?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType, RequireFields<MutationResendOrderCommandsArgs, 'orderId'>>;
  resendWebhookLog?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<MutationResendWebhookLogArgs, 'logId'>>;
  rotateGameServerToken?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationRotateGameServerTokenArgs, 'id'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  settleWithdrawRequest?: Resolver<ResolversTypes['WithdrawRequest'], ParentType, ContextType, RequireFields<MutationSettleWithdrawRequestArgs, 'id' | 'input'>>;
  testWebhook?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<MutationTestWebhookArgs, 'id'>>;
  updateAffiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<MutationUpdateAffiliateArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCommand?: Resolver<ResolversTypes['QueuedCommand'], ParentType, ContextType, RequireFields<MutationUpdateCommandArgs, 'id' | 'input'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateDelivery?: Resolver<ResolversTypes['Delivery'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryArgs, 'deliveryId' | 'input' | 'orderId'>>;
  updateGameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<MutationUpdateGameServerArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderNote?: Resolver<ResolversTypes['OrderNote'], ParentType, ContextType, RequireFields<MutationUpdateOrderNoteArgs, 'input' | 'noteId' | 'orderId'>>;
  updatePackage?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<MutationUpdatePackageArgs, 'id' | 'input'>>;
  updatePost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUpdatePostArgs, 'id' | 'input'>>;
  updateVariable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<MutationUpdateVariableArgs, 'id' | 'input'>>;
  updateWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationUpdateWebhookArgs, 'id' | 'input'>>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  clientDiscord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientDocument?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['Gateway'], ParentType, ContextType>;
  gatewayDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manuallyApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manuallyCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manuallyRefunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  netReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoType?: Resolver<Maybe<ResolversTypes['PromoType']>, ParentType, ContextType>;
  promoValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['OrderVariable']>, ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  fields?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['PackageCommand']>, ParentType, ContextType>;
  compareAtPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discordActions?: Resolver<Array<ResolversTypes['PackageDiscordAction']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['PackageEmail']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['PackageField']>, ParentType, ContextType>;
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
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PackageCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageCommand'] = ResolversParentTypes['PackageCommand']> = ResolversObject<{
  command?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  executeOnce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameServerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineExecute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CommandTrigger'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PackageCommissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageCommission'] = ResolversParentTypes['PackageCommission']> = ResolversObject<{
  affiliateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentCommission?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PackageDiscordActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PackageDiscordAction'] = ResolversParentTypes['PackageDiscordAction']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameters?: Resolver<ResolversTypes['DiscordActionParameters'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  affiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<QueryAffiliateArgs, 'id'>>;
  affiliates?: Resolver<ResolversTypes['AffiliatePage'], ParentType, ContextType, Partial<QueryAffiliatesArgs>>;
  cart?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType, Partial<QueryCartArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  command?: Resolver<ResolversTypes['QueuedCommand'], ParentType, ContextType, RequireFields<QueryCommandArgs, 'id'>>;
  coupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<QueryCouponArgs, 'id'>>;
  coupons?: Resolver<ResolversTypes['CouponPage'], ParentType, ContextType, Partial<QueryCouponsArgs>>;
  gameServer?: Resolver<ResolversTypes['GameServer'], ParentType, ContextType, RequireFields<QueryGameServerArgs, 'id'>>;
  gameServers?: Resolver<ResolversTypes['GameServerPage'], ParentType, ContextType, Partial<QueryGameServersArgs>>;
  gatewayReport?: Resolver<Array<ResolversTypes['GatewayReportItem']>, ParentType, ContextType, Partial<QueryGatewayReportArgs>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderDeliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryOrderDeliveriesArgs, 'orderId'>>;
  orderNotes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType, RequireFields<QueryOrderNotesArgs, 'orderId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType, RequireFields<QueryPackageArgs, 'id'>>;
  packages?: Resolver<ResolversTypes['PackagePage'], ParentType, ContextType, Partial<QueryPackagesArgs>>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  posts?: Resolver<ResolversTypes['PostPage'], ParentType, ContextType, Partial<QueryPostsArgs>>;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  storefrontCategories?: Resolver<Array<ResolversTypes['StorefrontCategory']>, ParentType, ContextType>;
  storefrontPackages?: Resolver<ResolversTypes['StorefrontPackagePage'], ParentType, ContextType, Partial<QueryStorefrontPackagesArgs>>;
  storefrontPosts?: Resolver<ResolversTypes['StorefrontPostPage'], ParentType, ContextType, Partial<QueryStorefrontPostsArgs>>;
  topCustomers?: Resolver<ResolversTypes['TopCustomers'], ParentType, ContextType, Partial<QueryTopCustomersArgs>>;
  userQueue?: Resolver<Array<ResolversTypes['QueuedCommand']>, ParentType, ContextType, RequireFields<QueryUserQueueArgs, 'userId'>>;
  variable?: Resolver<ResolversTypes['Variable'], ParentType, ContextType, RequireFields<QueryVariableArgs, 'id'>>;
  variables?: Resolver<Array<ResolversTypes['Variable']>, ParentType, ContextType>;
  visitorsGraph?: Resolver<ResolversTypes['VisitorsGraph'], ParentType, ContextType, Partial<QueryVisitorsGraphArgs>>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<QueryWebhookArgs, 'id'>>;
  webhookLog?: Resolver<ResolversTypes['WebhookLog'], ParentType, ContextType, RequireFields<QueryWebhookLogArgs, 'id'>>;
  webhookLogs?: Resolver<ResolversTypes['WebhookLogPage'], ParentType, ContextType, Partial<QueryWebhookLogsArgs>>;
  webhooks?: Resolver<ResolversTypes['WebhookPage'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
  withdrawRequests?: Resolver<ResolversTypes['WithdrawRequestPage'], ParentType, ContextType, Partial<QueryWithdrawRequestsArgs>>;
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

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type StorefrontCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontCategory'] = ResolversParentTypes['StorefrontCategory']> = ResolversObject<{
  banner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorefrontPackageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPackage'] = ResolversParentTypes['StorefrontPackage']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['StorefrontPackageField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['StorefrontPricing'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['StorefrontStock'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PackageType'], ParentType, ContextType>;
}>;

export type StorefrontPackageFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontPackageField'] = ResolversParentTypes['StorefrontPackageField']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  percentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type StorefrontStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorefrontStock'] = ResolversParentTypes['StorefrontStock']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type VariableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variable'] = ResolversParentTypes['Variable']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type WebhookLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookLogPage'] = ResolversParentTypes['WebhookLogPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WebhookLog']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type WebhookPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookPage'] = ResolversParentTypes['WebhookPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['PageMeta'], ParentType, ContextType>;
}>;

export type WithdrawRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawRequest'] = ResolversParentTypes['WithdrawRequest']> = ResolversObject<{
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
  AffiliatePage?: AffiliatePageResolvers<ContextType>;
  AffiliateStatistics?: AffiliateStatisticsResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartStock?: CartStockResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponPage?: CouponPageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Delivery?: DeliveryResolvers<ContextType>;
  DiscordActionParameters?: DiscordActionParametersResolvers<ContextType>;
  GameServer?: GameServerResolvers<ContextType>;
  GameServerPage?: GameServerPageResolvers<ContextType>;
  GatewayReportItem?: GatewayReportItemResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LicenseKey?: LicenseKeyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderVariable?: OrderVariableResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageCommand?: PackageCommandResolvers<ContextType>;
  PackageCommission?: PackageCommissionResolvers<ContextType>;
  PackageDiscordAction?: PackageDiscordActionResolvers<ContextType>;
  PackageEmail?: PackageEmailResolvers<ContextType>;
  PackageField?: PackageFieldResolvers<ContextType>;
  PackagePage?: PackagePageResolvers<ContextType>;
  PageMeta?: PageMetaResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostPage?: PostPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedCommand?: QueuedCommandResolvers<ContextType>;
  QueuedCommandOrder?: QueuedCommandOrderResolvers<ContextType>;
  QueuedCommandVariable?: QueuedCommandVariableResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StorefrontCategory?: StorefrontCategoryResolvers<ContextType>;
  StorefrontPackage?: StorefrontPackageResolvers<ContextType>;
  StorefrontPackageField?: StorefrontPackageFieldResolvers<ContextType>;
  StorefrontPackagePage?: StorefrontPackagePageResolvers<ContextType>;
  StorefrontPageMeta?: StorefrontPageMetaResolvers<ContextType>;
  StorefrontPost?: StorefrontPostResolvers<ContextType>;
  StorefrontPostPage?: StorefrontPostPageResolvers<ContextType>;
  StorefrontPricing?: StorefrontPricingResolvers<ContextType>;
  StorefrontStock?: StorefrontStockResolvers<ContextType>;
  TopCustomer?: TopCustomerResolvers<ContextType>;
  TopCustomers?: TopCustomersResolvers<ContextType>;
  Variable?: VariableResolvers<ContextType>;
  VisitorsGraph?: VisitorsGraphResolvers<ContextType>;
  VisitorsPoint?: VisitorsPointResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookLog?: WebhookLogResolvers<ContextType>;
  WebhookLogPage?: WebhookLogPageResolvers<ContextType>;
  WebhookPage?: WebhookPageResolvers<ContextType>;
  WithdrawRequest?: WithdrawRequestResolvers<ContextType>;
  WithdrawRequestPage?: WithdrawRequestPageResolvers<ContextType>;
  WithdrawSettings?: WithdrawSettingsResolvers<ContextType>;
}>;

