/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who acts: a signed-in staff user or an API key. */
export type ActorKind =
  /** An API key. */
  | 'key'
  /** A signed-in staff user. */
  | 'staff';

/** Body of addPackageLicenseKeys (REST POST /v1/app/package/{id}/license-keys). */
export type AddLicenseKeysInput = {
  /** Required: 1..300 keys of 1..250 characters (trimmed), no repeats (rule unique), none the package already has (rule unique); the unused pool may hold at most 300 keys after it (license_keys, rule max). */
  licenseKeys?: Array<string> | null | undefined;
};

/** Body of adjustGiftCard (REST POST /v1/app/gift-card/{id}/adjust). */
export type AdjustGiftCardInput = {
  /** Required. Signed, not 0 (rule range), at most 100,000 either way: added to the balance; the balance never goes below 0 (rule balance). */
  amount?: number | null | undefined;
  /** Required. Why, 1..500 characters: kept in the card's history. */
  note?: string | null | undefined;
};

/** Body of createAffiliate and updateAffiliate (REST POST/PATCH /v1/app/affiliate); on update what is left out is kept. */
export type AffiliateInput = {
  /** Sets the balance (a correction by the owner): -1,000,000,000..1,000,000,000, at most two decimals. Default 0. */
  balance?: number | null | undefined;
  /** Required on create: an e-mail address up to 254 characters (stored lower-cased). */
  email?: string | null | undefined;
  /** A coupon of this store (rule exists), or null. */
  linkedDiscountId?: number | null | undefined;
  /** 0..1,000,000, at most two decimals. Default 0. */
  minWithdraw?: number | null | undefined;
  /** Required on create; 1..56 characters (trimmed). */
  name?: string | null | undefined;
  /** Replaces the whole set (at most 500); left out: kept. */
  packageCommissions?: Array<PackageCommissionInput> | null | undefined;
  /** Required on create; 1 to 100 percent (rule range). */
  percentCommission?: number | null | undefined;
  /** Required on create; 1..64 letters, digits, hyphens or underscores; unique ignoring case (rule unique). */
  refCode?: string | null | undefined;
  /** Earn on their own purchases too. Default false. */
  selfAffiliated?: boolean | null | undefined;
  /** Payout details, or null to clear them. */
  withdrawSettings?: WithdrawSettingsInput | null | undefined;
};

/** What happened to an audited record. */
export type AuditAction =
  /** It was deleted. */
  | 'delete'
  /** It was created. */
  | 'insert'
  /** It was changed. */
  | 'update';

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

/** One line of a checkout, as storefront clients send it (REST cart[]). */
export type CheckoutCartLineInput = {
  /** Values of the package's custom fields, by field id (or name), as for items; errors name cart.N.fields.<field id>. */
  fields?: Record<string, unknown> | null | undefined;
  /** Required: an enabled package of this store (rule exists), at most once per order (rule unique). Errors name cart.N.package_id. */
  packageId?: number | null | undefined;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum (rules range, max, min, total). */
  quantity?: number | null | undefined;
};

/**
 * Body of checkout, createCheckout and createOrder (REST POST /v1/webstore/checkout, POST /v1/app/checkout, POST /v1/app/order).
 * Prices are computed by the server; required fields are marked.
 */
export type CheckoutInput = {
  /** Required unless items is given: 1..50 lines, each package at most once. Used when both are given. */
  cart?: Array<CheckoutCartLineInput> | null | undefined;
  /** The buyer's Discord user, up to 64 characters, or null; the same rule console as clientName. */
  clientDiscord?: string | null | undefined;
  /** The buyer's document number, up to 32 characters, or null. */
  clientDocument?: string | null | undefined;
  /** Required: an e-mail address, up to 254 characters (stored lower-cased). */
  clientEmail?: string | null | undefined;
  /** Optional (else userId, variables.client_identifier, fields.client_identifier or clientDiscord, first given wins): the buyer's in-game identifier, 1..64 characters; commands are queued for it. A cart whose commands run only while the player is online, or use {client_identifier}, needs one (client_identifier, rule required, naming the package); so does a per-user-limited package. A game identifier (rule identifier): letters, digits, _ . : - with an optional . or * prefix (Minecraft and Bedrock names, steam:..., license:..., UUIDs); no spaces, selectors such as @a, or ;. Control characters and line breaks: rule control, as in every buyer field. */
  clientIdentifier?: string | null | undefined;
  /** Required: the buyer's name, 1..100 characters. It fills {client_name} in commands, so it may not contain ;, ", \\, a word starting with @ or a word of only * (rule console). */
  clientName?: string | null | undefined;
  /** The buyer's phone number, up to 32 characters, or null. */
  clientPhone?: string | null | undefined;
  /**
   * A coupon code of the store, matched ignoring case, up to 64 characters. Refused with VALIDATION_FAILED on coupon, one rule per reason:
   * exists (unknown or disabled), not_started (before its startsAt), expired, max_uses (no uses left), min_price (the cart after its sales is
   * below minPrice), scope (no line in its packages or categories), sale (every line in its scope is on sale and it does not combine with
   * sales), limit (the buyer used it as often as limitCriteria / maxUsesPerBuyer allow; an identifier-limited coupon without clientIdentifier:
   * client_identifier, rule required), first_purchase (the buyer already has an order of the store), subscription (a subscription cart).
   */
  coupon?: string | null | undefined;
  /** Custom field values for every line, by field id or name, used where a line gives none. */
  fields?: Record<string, unknown> | null | undefined;
  /** Required: how the buyer pays. A value outside Gateway is VALIDATION_FAILED (rule enum), as on REST. */
  gateway?: Gateway | null | undefined;
  /** A gift card code of the store (any case, hyphens optional): it pays what it can, the gateway the rest. Twin of the REST body's gift_card. */
  giftCard?: string | null | undefined;
  /** The older name of cart (lines with id for packageId); errors name items.N.*. */
  items?: Array<CheckoutItemInput> | null | undefined;
  /** The integrator's own data, kept on the order and shown back: up to 50 keys of 1..40 characters, each a string (up to 500 characters), a number, a boolean or null; or null. */
  metadata?: Record<string, unknown> | null | undefined;
  /** An affiliate's ref code, up to 64 characters; an unknown one is ignored. A buyer using their own link earns the affiliate nothing unless selfAffiliated. */
  refCode?: string | null | undefined;
  /** The buyer accepted the store's terms: false is refused (rule accepted); left out is taken as accepted. */
  terms?: boolean | null | undefined;
  /** Another name for clientIdentifier, with its rules (errors name user_id); used when clientIdentifier is not given. */
  userId?: string | null | undefined;
  /** Values by variable name, e.g. {"nick": "Steve"}: names 1..64, values up to 255 characters following rule console (they fill {name} in commands). Required for each variable the packages ask for (variables.<name>, rule required). A client_identifier variable is the buyer's identifier when neither clientIdentifier nor userId is given (then also rule identifier). */
  variables?: Record<string, unknown> | null | undefined;
};

/** One line of a checkout or an admin order (REST items[], the older name of cart[]). */
export type CheckoutItemInput = {
  /** Values of the package's custom fields, by field id (or name): text up to 1,000 characters (no control characters or line breaks, rule control) or numbers. Errors name items.N.fields.<field id>. */
  fields?: Record<string, unknown> | null | undefined;
  /** Required: an enabled package of this store (rule exists), at most once per order (rule unique). */
  id?: number | null | undefined;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones), at least the package's minimum (rules range, max, min). A line whose total, or the order's total with it, would pass 9,999,999,999.99 is refused here (rule total). */
  quantity?: number | null | undefined;
};

/** One package command (an item of the package body's commands). */
export type CommandInput = {
  /** Required, 1..1000 characters, one console line (no control characters or line breaks, rule control); may use the placeholders listed on PackageCommand.command. */
  command?: string | null | undefined;
  /** Bind it to the first server that polls it. Default false. */
  executeOnce?: boolean | null | undefined;
  /** A game server of this store (rule exists); null or left out: any of the store's servers. */
  gameServerId?: number | null | undefined;
  /** Run even while the player is offline. Default false. */
  offlineExecute?: boolean | null | undefined;
  /** Minutes after the trigger before it is due, 0..525,600 (rule range). Default 0; null is 0 (how responses write "not scheduled"). */
  schedule?: number | null | undefined;
  /** When it is queued: PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. A value outside CommandTrigger is VALIDATION_FAILED (rule enum), as on REST. */
  type?: CommandTrigger | null | undefined;
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

/** Body of createCoupon and updateCoupon (REST POST/PATCH /v1/app/coupon); on update what is left out is kept. */
export type CouponInput = {
  /** Up to 100 category ids of this store (rule exists, per index; a repeat is rule unique); their subcategories are included. */
  categoryIds?: Array<number> | null | undefined;
  /** Required on create: 1..64 letters, digits, hyphens or underscores; unique ignoring case (rule unique). */
  code?: string | null | undefined;
  /** false: lines on sale are left out of its discount (rule sale when every line in its scope is on sale). Default true. */
  combinableWithSales?: boolean | null | undefined;
  /** Usable at checkout. Default true. */
  enabled?: boolean | null | undefined;
  /** ISO 8601 timestamp with Z or an offset, or null: never expires. */
  expiresAt?: string | null | undefined;
  /** Only for a buyer with no order of the store that counts (rule first_purchase). Default false. */
  firstPurchaseOnly?: boolean | null | undefined;
  /** CLIENT_EMAIL or CLIENT_IDENTIFIER: one use per buyer, counted by that detail; null: no per-buyer limit (the default). A value outside CouponLimitCriteria is VALIDATION_FAILED (rule enum), as on REST. */
  limitCriteria?: CouponLimitCriteria | null | undefined;
  /** 1..1,000,000 orders, or null: unlimited. */
  maxUses?: number | null | undefined;
  /** 1..1,000,000 orders per buyer, counted by e-mail and by identifier, or null: no such count (the default). */
  maxUsesPerBuyer?: number | null | undefined;
  /** The smallest cart subtotal it applies to: 0..1,000,000 with at most two decimals (rules range, decimals). Default 0: any. */
  minPrice?: number | null | undefined;
  /** Up to 100 package ids of this store (rule exists, e.g. field packageIds.1 as package_ids.1; a repeat is rule unique); their variations are included. With categoryIds empty too (the default): every package. */
  packageIds?: Array<number> | null | undefined;
  /** ISO 8601 timestamp with Z or an offset, before expiresAt (rule range), or null: usable from now. Before it checkout refuses the coupon (rule not_started). */
  startsAt?: string | null | undefined;
  /** Required on create: PERCENTAGE or PRICE. A value outside PromoType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: PromoType | null | undefined;
  /** Required on create: 0.01..1,000,000 with at most two decimals, and at most 100 for PERCENTAGE (rule range). */
  value?: number | null | undefined;
};

/** Which of the buyer's details a coupon's one use per buyer is counted by (the public API's limit_criteria). */
export type CouponLimitCriteria =
  /** The buyer's e-mail, ignoring case: one order with the coupon per e-mail, whatever identifier it names. */
  | 'CLIENT_EMAIL'
  /** The buyer's client_identifier, ignoring case; an order without one cannot use the coupon (client_identifier, rule required). */
  | 'CLIENT_IDENTIFIER';

/** Body of createApiKey (REST POST /v1/app/api-key). */
export type CreateApiKeyInput = {
  /** ISO 8601 with an offset, in the future; null or left out: never expires. */
  expiresAt?: string | null | undefined;
  /** Required. 1..60 characters: what the key is for. */
  name?: string | null | undefined;
  /** Its permissions, at most your own; left out: all of yours. */
  permissions?: Array<string> | null | undefined;
};

/** Body of createBan (REST POST /v1/app/ban). */
export type CreateBanInput = {
  /** When the ban ends: ISO 8601 with an offset (rule date), in the future (rule min). null or left out: never. */
  expiresAt?: string | null | undefined;
  /** Required. What the value is. */
  kind?: BanKind | null | undefined;
  /** Required. Why, 1..500 characters: the owner's note, never shown to the buyer. */
  reason?: string | null | undefined;
  /** Required. An e-mail (rule email), a client identifier (rule identifier), a Discord user id (rule regex), a CPF or CNPJ (rule document; dots, dashes and slashes are dropped), or an IP address or CIDR range (rule ip; too wide a range: rule range). Stored normalised. */
  value?: string | null | undefined;
};

/** Body of createCategory (REST POST /v1/app/category). */
export type CreateCategoryInput = {
  /** http(s) URL, up to 2,048 characters, or null. */
  banner?: string | null | undefined;
  /** Hide from the storefront, with everything below it. Default false. */
  hideCategory?: boolean | null | undefined;
  /** Default false; true only for a category created with a parentId (rule subcategory). */
  hideSubcategory?: boolean | null | undefined;
  /** http(s) URL, up to 2,048 characters, or null. */
  image?: string | null | undefined;
  /** Required. At most 100 characters (trimmed). */
  name?: string | null | undefined;
  /** A category of this store (rule exists); null or left out: a top-level category. */
  parentId?: number | null | undefined;
  /** 0 or more; left out: the end of its siblings. */
  position?: number | null | undefined;
  /** Lower-case letters, digits and single hyphens, 1..120 characters; unique in the store (rule unique). Left out: generated from the name. */
  slug?: string | null | undefined;
};

/** Body of createGameServer (REST POST /v1/app/game-server). */
export type CreateGameServerInput = {
  /** Required. 1..100 characters (trimmed). */
  name?: string | null | undefined;
  /** Free text (the game, a role), at most 50 characters; an empty string is stored as null. */
  type?: string | null | undefined;
};

/** Body of createPackage (REST POST /v1/app/package). */
export type CreatePackageInput = {
  /** Required: a category of this store (rule exists). */
  categoryId?: number | null | undefined;
  /** At most 100 commands. */
  commands?: Array<CommandInput> | null | undefined;
  /** Comparison price for the storefront: 0 to 1,000,000, at most two decimals, or null. */
  compareAtPrice?: number | null | undefined;
  /** Up to 20,000 characters, or null. */
  description?: string | null | undefined;
  /** At most 50 actions. */
  discordActions?: Array<DiscordActionInput> | null | undefined;
  /** The purchase e-mail, or null for none. */
  email?: PackageEmailInput | null | undefined;
  /** For sale and listed. Default true. */
  enabled?: boolean | null | undefined;
  /** 1 to 365 (rule range), or null: never expires. */
  expiryDays?: number | null | undefined;
  /** At most 20 custom buyer inputs. */
  fields?: Array<PackageFieldInput> | null | undefined;
  /** A gift card package: each unit bought issues a gift card of this value (0.01..100,000, at most two decimals), e-mailed to the buyer on approval; null or left out: an ordinary package. Not with subscription (rule subscription). */
  giftCardValue?: number | null | undefined;
  /** Only for variations: an http(s) URL, and only with a parentId (rule variation). */
  icon?: string | null | undefined;
  /** http(s) URL, or null. */
  image?: string | null | undefined;
  /** 1 to 999,999; null means unlimited. */
  inventoryAmount?: number | null | undefined;
  /** At most 300 keys of at most 250 characters, no repeats (rule unique): the unused pool. */
  licenseKeys?: Array<string> | null | undefined;
  /** Required. 1..255 characters (trimmed). */
  name?: string | null | undefined;
  /** Makes this package a variation of another package of this store (rule exists); variations cannot have variations (rule variation). */
  parentId?: number | null | undefined;
  /** One per buyer, one unit. Default false. */
  perUserLimit?: boolean | null | undefined;
  /** 0 or more; left out: the end of its category. */
  position?: number | null | undefined;
  /** Required. 0 to 1,000,000, at most two decimals (rules range, decimals). */
  price?: number | null | undefined;
  /** Lower-case letters, digits and single hyphens, 1..120 characters; unique in the store. Left out: generated from the name. */
  slug?: string | null | undefined;
  /** Makes it a subscription, charged every period through Stripe or Mercado Pago; null or left out: sold once. expiryDays then follows the period (rule subscription). */
  subscription?: PackageSubscriptionInput | null | undefined;
  /** Required: SINGLE or MULTIPLE. A value outside PackageType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: PackageType | null | undefined;
  /** Ids of store variables to ask the buyer for: at most 50, no repeats (rules exists, unique). */
  variables?: Array<number> | null | undefined;
};

/** Body of createWebhook (REST POST /v1/app/webhooks). */
export type CreateWebhookInput = {
  /** Deliver events from now on. Default true. */
  enabled?: boolean | null | undefined;
  /** Required. 1..100 characters (trimmed). */
  name?: string | null | undefined;
  /** Required, at least one WebhookEvent, no repeats (rule unique). A value outside WebhookEvent is VALIDATION_FAILED (scopes.N, rule enum), as on REST. */
  scopes?: Array<WebhookEvent | null | undefined> | null | undefined;
  /** Required. https:// only (rule https), up to 2,048 characters; private, loopback and link-local targets are refused (rule url). */
  url?: string | null | undefined;
};

/** ISO 4217 currency of a store: every amount of the store (prices, balances, reports) is in it. */
export type Currency =
  /** Brazilian real (the default for new stores). */
  | 'BRL'
  /** Euro. */
  | 'EUR'
  /** United States dollar. */
  | 'USD';

/** Body of updateDelivery (REST {value}). */
export type DeliveryInput = {
  /** Required: the new license key or content, 1..10,000 characters. */
  value?: string | null | undefined;
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
  action?: DiscordActionKind | null | undefined;
  /** Role, channel and message; left out: all null. */
  parameters?: DiscordActionParametersInput | null | undefined;
  /** When it runs: PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. A value outside CommandTrigger is VALIDATION_FAILED (rule enum), as on REST. */
  type?: CommandTrigger | null | undefined;
};

/** What a package's Discord action does in the store's Discord server. */
export type DiscordActionKind =
  /** Gives the buyer a role (parameters.roleId). */
  | 'ADD_ROLE'
  /** Takes a role back from the buyer (parameters.roleId). */
  | 'REMOVE_ROLE'
  /** Posts a message in a channel (parameters.channelId, parameters.message). */
  | 'SEND_MESSAGE';

/** Parameters of a Discord action; each optional, stored as null when left out. */
export type DiscordActionParametersInput = {
  /** A Discord channel id, 17..20 digits (rule regex); required for SEND_MESSAGE. */
  channelId?: string | null | undefined;
  /** Up to 2,000 characters; required for SEND_MESSAGE. May use the placeholders of PackageCommand.command. */
  message?: string | null | undefined;
  /** A Discord role id, 17..20 digits (rule regex); required for ADD_ROLE and REMOVE_ROLE. */
  roleId?: string | null | undefined;
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

/** Which values checkout accepts for a custom package field. */
export type FieldType =
  /** An e-mail address (else VALIDATION_FAILED, rule email). */
  | 'EMAIL'
  /** A finite number (else VALIDATION_FAILED, rule type). */
  | 'NUMBER'
  /** Any text, up to 1,000 characters. */
  | 'TEXT';

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
  email?: string | null | undefined;
  /** Required. 1..100 characters. */
  name?: string | null | undefined;
  /** Required. OWNER, ADMIN, SUPPORT, ACCOUNTANT or CUSTOM (with roleId). You cannot give more permissions than you hold (FORBIDDEN). */
  role?: StaffRoleName | null | undefined;
  /** The custom role, for role CUSTOM. */
  roleId?: number | null | undefined;
};

/** Body of issueGiftCard (REST POST /v1/app/gift-card). */
export type IssueGiftCardInput = {
  /** When checkout stops taking it: ISO 8601 with an offset (rule date), in the future (rule min). null or left out: never. */
  expiresAt?: string | null | undefined;
  /** The owner's note, 1..500 characters; never shown to the buyer. */
  note?: string | null | undefined;
  /** Who receives the code by e-mail too (rule email); null or left out: nobody. */
  recipientEmail?: string | null | undefined;
  /** Required. What the card holds, in the store's currency: 0.01..100,000, at most two decimals (rules range, decimals). */
  value?: number | null | undefined;
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

/** Body of a note (REST {content}). */
export type OrderNoteInput = {
  /** Required, 1..5000 characters. */
  content?: string | null | undefined;
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

/** One per-package commission (an item of packageCommissions). */
export type PackageCommissionInput = {
  /** Required: a package of this store (rule exists), once per list (rule unique). */
  packageId?: number | null | undefined;
  /** Required: 0..100 percent (rule range); 0 turns commission off for that package. */
  percentCommission?: number | null | undefined;
};

/** The package's purchase e-mail; both fields are required when it is sent. */
export type PackageEmailInput = {
  /** Required. HTML, 1..20,000 characters. */
  content?: string | null | undefined;
  /** Required. 1..255 characters. */
  title?: string | null | undefined;
};

/** One custom buyer input (an item of the package body's fields). */
export type PackageFieldInput = {
  /** Help text, up to 500 characters. Default empty. */
  description?: string | null | undefined;
  /** Required. 1..100 characters. */
  name?: string | null | undefined;
  /** Whether checkout requires a value. Default true. */
  required?: boolean | null | undefined;
  /** What checkout accepts: TEXT (default), NUMBER or EMAIL. A value outside FieldType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: FieldType | null | undefined;
};

/** A subscription package's period (REST `subscription`). */
export type PackageSubscriptionInput = {
  /** Required: DAY, WEEK, MONTH or YEAR (rule enum). */
  interval?: SubscriptionInterval | null | undefined;
  /** How many intervals between charges, default 1: at most 365 days, 52 weeks, 12 months or 1 year (rule max). */
  intervalCount?: number | null | undefined;
};

/** How many units of a package one order line may hold. */
export type PackageType =
  /** Up to 999 units per order line. */
  | 'MULTIPLE'
  /** One unit per order (quantity above 1: VALIDATION_FAILED, rule max). */
  | 'SINGLE';

/** Twin of PUT /v1/app/gateway/{gateway}'s body. */
export type PaymentGatewayInput = {
  /** The provider's credentials, all of them, with the names the README lists per gateway (snake_case); left out: the stored ones are kept. */
  credentials?: Record<string, unknown> | null | undefined;
  /** Required: buyers may pay with it; enabling needs credentials (stored or sent). Left out: VALIDATION_FAILED on enabled, as REST. */
  enabled?: boolean | null | undefined;
  /** The name buyers see, 1..50 characters; null: the gateway's own. */
  name?: string | null | undefined;
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

/** How a coupon's value discounts an order. */
export type PromoType =
  /** The value is a percentage off the order's subtotal (0.01..100). */
  | 'PERCENTAGE'
  /** The value is an amount off in the store's currency; the total never goes below zero. */
  | 'PRICE';

/** Body of createSale and updateSale (REST POST/PATCH /v1/app/sale); on update what is left out is kept. */
export type SaleInput = {
  /** Categories on sale (their subcategories too): ids of this store (rule exists), at most 100. */
  categoryIds?: Array<number> | null | undefined;
  /** Default true; false: it never applies, whatever its dates. */
  enabled?: boolean | null | undefined;
  /** Required on create: when it ends, after startsAt and at most 366 days after it (rule range); the same forms as startsAt. */
  endsAt?: string | null | undefined;
  /** Required on create: 1..100 characters of plain text (no control characters). */
  name?: string | null | undefined;
  /** Packages on sale (their variations too): ids of this store (rule exists), at most 100. With categoryIds, at least one of the two is not empty (rule required). */
  packageIds?: Array<number> | null | undefined;
  /** Required on create: when it starts. ISO 8601 with an offset, or a local date-time without one (2026-11-27T00:00), read in the store's time zone (rule date). */
  startsAt?: string | null | undefined;
  /** Required on create: PERCENTAGE (value % off each unit) or PRICE (value off each unit, at most its price). */
  type?: PromoType | null | undefined;
  /** Required on create: PERCENTAGE 0.01..100, PRICE 0.01..1,000,000, at most two decimals (rules range, decimals). */
  value?: number | null | undefined;
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

/** Body of updateSecuritySettings (REST PATCH /v1/app/security). */
export type SecuritySettingsInput = {
  /** Days audit entries are kept, 1..3650. */
  auditRetentionDays?: number | null | undefined;
  /** Every staff user must sign in with a TOTP code. */
  requireTwoFactor?: boolean | null | undefined;
};

/** Body of settleWithdrawRequest (REST PATCH /v1/app/affiliate/withdraw_request/{id}). */
export type SettleWithdrawInput = {
  /** A note for the record, up to 500 characters, or null. */
  message?: string | null | undefined;
  /** Required: WITHDRAW_PAID, or WITHDRAW_REJECTED (credits the amount back). Another value (WITHDRAW_PENDING included) is VALIDATION_FAILED (rule enum), as on REST. */
  operation?: WithdrawSettlement | null | undefined;
};

/** Body of createStaffRole (REST POST /v1/app/role). */
export type StaffRoleInput = {
  /** Required on create. 1..60 characters, unique in the store, not a built-in role's name. */
  name?: string | null | undefined;
  /** Required on create. Permissions from the vocabulary (Query.permissions), at most your own. */
  permissions?: Array<string> | null | undefined;
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

/** The theme's keys of updateStore: each optional (left out: kept), null clears it. */
export type StoreThemeInput = {
  /** An http(s) URL (rule url); null clears it. */
  banner?: string | null | undefined;
  /** An http(s) URL (rule url); null clears it. */
  logo?: string | null | undefined;
  /** #rrggbb (rule regex), stored lower-case; null clears it. */
  primaryColor?: string | null | undefined;
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

/** Body of updateCategory (REST PATCH /v1/app/category/{id}); every field optional, what is left out is kept. */
export type UpdateCategoryInput = {
  /** http(s) URL, or null to clear. */
  banner?: string | null | undefined;
  /** true hides the category, with everything below it, from the storefront. */
  hideCategory?: boolean | null | undefined;
  /** true only if, after this change, the category has a parent or has subcategories (rule subcategory). */
  hideSubcategory?: boolean | null | undefined;
  /** http(s) URL, or null to clear. */
  image?: string | null | undefined;
  /** 1..100 characters (trimmed). Without slug, the slug moves to the new name. */
  name?: string | null | undefined;
  /** null detaches the category from its parent. Otherwise a category of this store (rule exists), not itself or below it (rule cycle). */
  parentId?: number | null | undefined;
  /** 0 or more; left out while the parent changes: the end of the new siblings. */
  position?: number | null | undefined;
  /** Left out while the name changes: generated from the new name. Same rules as on create. */
  slug?: string | null | undefined;
};

/** Body of updateCommand (REST PATCH /v1/app/command/{id}); what is left out is kept. */
export type UpdateCommandInput = {
  /** At most 500 characters; null clears it. */
  reason?: string | null | undefined;
  /** At most 2,000 characters; null clears it. */
  response?: string | null | undefined;
  /** PENDING, DONE, FAILED or CANCELED (a value outside CommandStatus is VALIDATION_FAILED, rule enum, as on REST). PENDING requeues: no attempts, due now; the others end the server's lease. */
  status?: CommandStatus | null | undefined;
};

/** Body of updateGameServer (REST PATCH /v1/app/game-server/{id}); what is left out is kept. */
export type UpdateGameServerInput = {
  /** 1..100 characters (trimmed). */
  name?: string | null | undefined;
  /** At most 50 characters; null or an empty string clears it. */
  type?: string | null | undefined;
};

/** Every field optional; what is left out is kept. A card's value and code are what it is. */
export type UpdateGiftCardInput = {
  /** false: checkout refuses it (rule exists). */
  enabled?: boolean | null | undefined;
  /** When checkout stops taking it, in the future (rule min); null: never. */
  expiresAt?: string | null | undefined;
  /** The owner's note, 1..500 characters; null clears it. */
  note?: string | null | undefined;
};

/** Body of updateOrder (REST PATCH /v1/app/order/{id}); every field optional, what is left out is kept. */
export type UpdateOrderInput = {
  /** Up to 64 characters, or null to clear; commands not yet run follow the change. */
  clientDiscord?: string | null | undefined;
  /** 1..64 characters, a game identifier as in CheckoutInput (rules control, identifier); commands not yet run follow the change, and commands blocked for an unsafe value are queued once it is corrected. */
  clientIdentifier?: string | null | undefined;
  /** Records that a person approved the order; changes no status. */
  manuallyApproved?: boolean | null | undefined;
  /** Records that a person did the refund; changes no status. */
  manuallyRefunded?: boolean | null | undefined;
  /** Replaces the order's metadata as a whole (the rules of CheckoutInput.metadata); null clears it. */
  metadata?: Record<string, unknown> | null | undefined;
  /** A status the transition table allows from the current one (else CONFLICT); the current status again changes nothing. A value outside OrderStatus is VALIDATION_FAILED (rule enum), as on REST. */
  status?: OrderStatus | null | undefined;
  /** Upserts by name (1..64 characters, values up to 255); a null value removes the variable. Commands not yet run follow the change. */
  variables?: Record<string, unknown> | null | undefined;
};

/** Every field optional; a list that is sent replaces the whole list. */
export type UpdatePackageInput = {
  /** A category of this store (rule exists); moves the package to its end unless position is sent. */
  categoryId?: number | null | undefined;
  /** Replaces all commands (at most 100). */
  commands?: Array<CommandInput> | null | undefined;
  /** 0 to 1,000,000, at most two decimals, or null to clear. */
  compareAtPrice?: number | null | undefined;
  /** Up to 20,000 characters, or null to clear. */
  description?: string | null | undefined;
  /** Replaces all Discord actions (at most 50). */
  discordActions?: Array<DiscordActionInput> | null | undefined;
  /** Replaces the purchase e-mail; null removes it. */
  email?: PackageEmailInput | null | undefined;
  /** false takes it off sale and off the storefront. */
  enabled?: boolean | null | undefined;
  /** 1 to 365, or null: never expires. */
  expiryDays?: number | null | undefined;
  /** Replaces the custom buyer inputs (at most 20). */
  fields?: Array<PackageFieldInput> | null | undefined;
  /** A gift card package: each unit bought issues a gift card of this value (0.01..100,000); null: an ordinary package from now on (cards already issued stay). Not with subscription (rule subscription). */
  giftCardValue?: number | null | undefined;
  /** http(s) URL, or null to clear; only for variations (rule variation). */
  icon?: string | null | undefined;
  /** http(s) URL, or null to clear. */
  image?: string | null | undefined;
  /** 1 to 999,999, or null: unlimited. */
  inventoryAmount?: number | null | undefined;
  /** Becomes the unused pool (at most 300); keys already delivered stay as history. */
  licenseKeys?: Array<string> | null | undefined;
  /** 1..255 characters (trimmed); the slug does not follow it. */
  name?: string | null | undefined;
  /** Another package of this store to be a variation of (rules exists, variation); null: no longer a variation. */
  parentId?: number | null | undefined;
  /** One per buyer, one unit. */
  perUserLimit?: boolean | null | undefined;
  /** 0 or more, within its category. */
  position?: number | null | undefined;
  /** 0 to 1,000,000, at most two decimals. Existing orders keep the price they were sold at. */
  price?: number | null | undefined;
  /** 1..120 characters, unique in the store (rule unique); left out: kept, even when the name changes. */
  slug?: string | null | undefined;
  /** Makes it a subscription (or changes its period; existing subscriptions keep theirs); null: sold once from now on. */
  subscription?: PackageSubscriptionInput | null | undefined;
  /** SINGLE or MULTIPLE. A value outside PackageType is VALIDATION_FAILED (rule enum), as on REST. */
  type?: PackageType | null | undefined;
  /** Replaces the asked variables (at most 50 ids of this store, no repeats). */
  variables?: Array<number> | null | undefined;
};

/** Every field optional; what is left out is kept. */
export type UpdateStaffUserInput = {
  /** true disables the user and signs them out everywhere; false enables them again. */
  disabled?: boolean | null | undefined;
  /** 1..100 characters. */
  name?: string | null | undefined;
  /** A new role (not your own); the store keeps at least one live OWNER (CONFLICT). */
  role?: StaffRoleName | null | undefined;
  /** The custom role, for role CUSTOM. */
  roleId?: number | null | undefined;
};

/** Body of updateStore (REST PATCH /v1/app/store): every field optional, what is left out is kept. */
export type UpdateStoreInput = {
  /** true: an order's chargeback bans its buyer's e-mail, client identifier and Discord id (the ban list). */
  banOnChargeback?: boolean | null | undefined;
  /** true: buyers sign in to their area with Discord; needs discordClientId and discordClientSecret (else VALIDATION_FAILED, rule required). */
  buyerDiscordSignIn?: boolean | null | undefined;
  /** true: buyers sign in to their area with a code by e-mail (offered while this server sends e-mail). */
  buyerEmailSignIn?: boolean | null | undefined;
  /** An http(s) URL (rule url), or null to clear it. */
  cancelUrl?: string | null | undefined;
  /** Read-only: accepted only with the store's current currency (else rule read_only). */
  currency?: string | null | undefined;
  /** The Discord bot's token (rule regex: three dot-separated parts), stored encrypted and never answered; null removes it. */
  discordBotToken?: string | null | undefined;
  /** The client id of the store's Discord application, 17..20 digits (rule regex); null clears it. */
  discordClientId?: string | null | undefined;
  /** The Discord application's client secret, 16..128 URL-safe characters (rule regex), stored encrypted and never answered; null removes it. */
  discordClientSecret?: string | null | undefined;
  /** The Discord server (guild) id the bot acts in, 17..20 digits (rule regex); null clears it. */
  discordGuildId?: string | null | undefined;
  /** Whether checkout asks the buyer for a Discord user. A value outside DiscordMode is VALIDATION_FAILED (rule enum), as on REST. */
  discordMode?: DiscordMode | null | undefined;
  /** Read-only: accepted only with the store's current domain (else rule read_only). */
  domain?: string | null | undefined;
  /** A BCP 47 locale the server knows (rule enum), e.g. en-US: the language and number format of *Display texts. */
  locale?: string | null | undefined;
  /** 1..100 characters of plain text, trimmed, without line breaks or control characters (rule control), or null to clear it: the sender's name of the store's e-mails. */
  mailFromName?: string | null | undefined;
  /** An e-mail address up to 254 characters (rule email), or null to clear it: where buyers' replies go. */
  mailReplyTo?: string | null | undefined;
  /** 1..100 characters, trimmed. */
  name?: string | null | undefined;
  /** true: checkout requires clientDocument. */
  requireDocument?: boolean | null | undefined;
  /** true: checkout requires clientPhone. */
  requirePhone?: boolean | null | undefined;
  /** An http(s) URL (rule url), or null to clear it. */
  returnUrl?: string | null | undefined;
  /** The storefront's look; keys left out are kept. */
  theme?: StoreThemeInput | null | undefined;
  /** Read-only: accepted only with the store's current time zone (else rule read_only). */
  timezone?: string | null | undefined;
};

/** Body of updateWebhook (REST PATCH /v1/app/webhooks/{id}); what is left out is kept. The secret never changes here. */
export type UpdateWebhookInput = {
  /** true also clears disabledReason. */
  enabled?: boolean | null | undefined;
  /** 1..100 characters (trimmed). */
  name?: string | null | undefined;
  /** Replaces the subscribed events: at least one WebhookEvent, no repeats (a value outside it: scopes.N, rule enum). */
  scopes?: Array<WebhookEvent | null | undefined> | null | undefined;
  /** https:// only, checked as on create (rules https, url). */
  url?: string | null | undefined;
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

/** Where a withdraw request stands (the withdrawal entries of the affiliate's ledger, AffiliateOperation in the database). */
export type WithdrawOperation =
  /** Paid to the affiliate. */
  | 'WITHDRAW_PAID'
  /** Requested and not settled yet; the amount was debited from the balance. */
  | 'WITHDRAW_PENDING'
  /** Refused; the amount was credited back to the balance. */
  | 'WITHDRAW_REJECTED';

/** Body of createWithdrawRequest (REST POST /v1/app/affiliate/withdraw_request). */
export type WithdrawRequestInput = {
  /** Required: an affiliate of this store (rule exists). */
  affiliateId?: number | null | undefined;
  /** Required: at least 0.01 and the affiliate's minWithdraw (rule min), at most two decimals, in the store's currency. */
  amount?: number | null | undefined;
};

/** Payout details; replaces the stored ones as a whole. */
export type WithdrawSettingsInput = {
  /** Up to 18 characters, or null. */
  cpfCnpj?: string | null | undefined;
  /** Up to 120 characters, or null. */
  fullName?: string | null | undefined;
  /** Up to 140 characters, or null. */
  pixKey?: string | null | undefined;
  /** The key's kind, or null. A value outside PixKeyType is VALIDATION_FAILED (rule enum), as on REST. */
  pixKeyType?: PixKeyType | null | undefined;
};

/** How settleWithdrawRequest ends a pending request: a WithdrawOperation other than WITHDRAW_PENDING. */
export type WithdrawSettlement =
  /** Paid to the affiliate. */
  | 'WITHDRAW_PAID'
  /** Refused: the amount is credited back to the balance. */
  | 'WITHDRAW_REJECTED';

export type ScopePackagesQueryVariables = Exact<{
  name?: string | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ScopePackagesQuery = { packages: { meta: { total: number }, data: Array<{ id: number, name: string, parentId: number | null, category: { id: number, name: string } }> } };

export type ScopePackageNameQueryVariables = Exact<{
  id: number;
}>;


export type ScopePackageNameQuery = { package: { id: number, name: string } };

export type PageMetaFieldsFragment = { total: number, perPage: number, currentPage: number, lastPage: number };

export type PageInfoFieldsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { kind: ActorKind, id: number, name: string, role: string | null, permissions: Array<string> } };

export type StoreQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreQuery = { store: { id: number, name: string, domain: string, currency: Currency, locale: string, timezone: string } };

export type AffiliateListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  search?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type AffiliateListQuery = { affiliates: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, refCode: string, email: string, percentCommission: number, balance: number, statistics: { revenue: number, sales: number } }> } };

export type AffiliateDetailQueryVariables = Exact<{
  id: number;
}>;


export type AffiliateDetailQuery = { affiliate: { id: number, name: string, refCode: string, email: string, percentCommission: number, balance: number, minWithdraw: number, selfAffiliated: boolean, linkedDiscountId: number | null, createdAt: string, updatedAt: string, withdrawSettings: { fullName: string | null, pixKey: string | null, pixKeyType: string | null, cpfCnpj: string | null } | null, packageCommissions: Array<{ id: number, packageId: number, percentCommission: number, package: { id: number, name: string } }>, statistics: { revenue: number, sales: number } } };

export type AffiliateCreateMutationVariables = Exact<{
  input: AffiliateInput;
}>;


export type AffiliateCreateMutation = { createAffiliate: { id: number, name: string } };

export type AffiliateUpdateMutationVariables = Exact<{
  id: number;
  input: AffiliateInput;
}>;


export type AffiliateUpdateMutation = { updateAffiliate: { id: number, name: string, refCode: string, email: string, percentCommission: number, balance: number, minWithdraw: number, selfAffiliated: boolean, linkedDiscountId: number | null, updatedAt: string, withdrawSettings: { fullName: string | null, pixKey: string | null, pixKeyType: string | null, cpfCnpj: string | null } | null, packageCommissions: Array<{ id: number, packageId: number, percentCommission: number, package: { id: number, name: string } }> } };

export type AffiliateDeleteMutationVariables = Exact<{
  id: number;
}>;


export type AffiliateDeleteMutation = { deleteAffiliate: boolean };

export type AffiliateWithdrawRequestsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  affiliateId?: number | null | undefined;
  operation?: WithdrawOperation | null | undefined;
}>;


export type AffiliateWithdrawRequestsQuery = { withdrawRequestsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, affiliateId: number, operation: string, amount: number, message: string | null, createdAt: string, updatedAt: string, affiliate: { id: number, name: string } } }> } };

export type AffiliateCreateWithdrawRequestMutationVariables = Exact<{
  input: WithdrawRequestInput;
}>;


export type AffiliateCreateWithdrawRequestMutation = { createWithdrawRequest: { id: number, affiliateId: number, operation: string, amount: number } };

export type AffiliateSettleWithdrawRequestMutationVariables = Exact<{
  id: number;
  input: SettleWithdrawInput;
}>;


export type AffiliateSettleWithdrawRequestMutation = { settleWithdrawRequest: { id: number, affiliateId: number, operation: string, amount: number, message: string | null, updatedAt: string } };

export type AffiliatePackageSearchQueryVariables = Exact<{
  name?: string | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AffiliatePackageSearchQuery = { packages: { meta: { total: number }, data: Array<{ id: number, name: string, priceDisplay: string, category: { id: number, name: string } }> } };

export type AffiliateCouponsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AffiliateCouponsQuery = { coupons: { meta: { total: number }, data: Array<{ id: number, code: string, enabled: boolean }> } };

export type AffiliatePickerQueryVariables = Exact<{
  search?: string | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AffiliatePickerQuery = { affiliates: { meta: { total: number }, data: Array<{ id: number, name: string, email: string, balance: number, minWithdraw: number }> } };

export type AffiliateSummaryQueryVariables = Exact<{
  id: number;
}>;


export type AffiliateSummaryQuery = { affiliate: { id: number, name: string, email: string, balance: number, minWithdraw: number } };

export type ApiKeysListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ApiKeysListQuery = { apiKeys: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, prefix: string, permissions: Array<string>, fullAccess: boolean, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null, createdAt: string }> } };

export type ApiKeysCreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeysCreateMutation = { createApiKey: { id: number, name: string, prefix: string, permissions: Array<string>, fullAccess: boolean, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null, createdAt: string, secret: string } };

export type ApiKeysRevokeMutationVariables = Exact<{
  id: number;
}>;


export type ApiKeysRevokeMutation = { revokeApiKey: boolean };

export type AuditEntriesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  actorType?: ActorKind | null | undefined;
  actorId?: number | null | undefined;
  recordType?: string | null | undefined;
  recordId?: string | null | undefined;
  operation?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, actorType: ActorKind, actorId: number, actorName: string | null, operation: string, recordType: string, recordId: string | null, action: AuditAction, before: Record<string, unknown> | null, after: Record<string, unknown> | null, ip: string | null, createdAt: string }> } };

export type BanFieldsFragment = { id: number, kind: BanKind, value: string, reason: string, expiresAt: string | null, active: boolean, createdBy: string, createdAt: string };

export type BansListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  kind?: BanKind | null | undefined;
  search?: string | null | undefined;
  active?: boolean | null | undefined;
}>;


export type BansListQuery = { bans: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, kind: BanKind, value: string, reason: string, expiresAt: string | null, active: boolean, createdBy: string, createdAt: string }> } };

export type BansCreateMutationVariables = Exact<{
  input: CreateBanInput;
}>;


export type BansCreateMutation = { createBan: { id: number, kind: BanKind, value: string, reason: string, expiresAt: string | null, active: boolean, createdBy: string, createdAt: string } };

export type BansDeleteMutationVariables = Exact<{
  id: number;
}>;


export type BansDeleteMutation = { deleteBan: boolean };

export type BansRefusalsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  kind?: BanKind | null | undefined;
  email?: string | null | undefined;
  clientIdentifier?: string | null | undefined;
}>;


export type BansRefusalsQuery = { banRefusals: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, banId: number | null, kind: BanKind, value: string, clientEmail: string | null, clientIdentifier: string | null, ip: string | null, createdAt: string }> } };

export type CatalogCategoriesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type CatalogCategoriesQuery = { categories: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, slug: string, parentId: number | null, position: number, hideCategory: boolean, hideSubcategory: boolean }> } };

export type CatalogCategoryQueryVariables = Exact<{
  id: number;
}>;


export type CatalogCategoryQuery = { category: { id: number, name: string, slug: string, parentId: number | null, position: number, hideCategory: boolean, hideSubcategory: boolean, image: string | null, banner: string | null, createdAt: string, updatedAt: string } };

export type CatalogCreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CatalogCreateCategoryMutation = { createCategory: { id: number, name: string, slug: string, parentId: number | null, position: number, hideCategory: boolean, hideSubcategory: boolean, image: string | null, banner: string | null } };

export type CatalogUpdateCategoryMutationVariables = Exact<{
  id: number;
  input: UpdateCategoryInput;
}>;


export type CatalogUpdateCategoryMutation = { updateCategory: { id: number, name: string, slug: string, parentId: number | null, position: number, hideCategory: boolean, hideSubcategory: boolean, image: string | null, banner: string | null } };

export type CatalogDeleteCategoryMutationVariables = Exact<{
  id: number;
}>;


export type CatalogDeleteCategoryMutation = { deleteCategory: boolean };

export type CatalogPackagesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  categoryId?: number | null | undefined;
  name?: string | null | undefined;
}>;


export type CatalogPackagesQuery = { packages: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, enabled: boolean, type: PackageType, priceDisplay: string, inventoryAmount: number | null, parentId: number | null, category: { id: number, name: string } }> } };

export type CatalogPackageDetailFragment = { id: number, name: string, slug: string, description: string | null, categoryId: number, parentId: number | null, isVariationParent: boolean, position: number, enabled: boolean, type: PackageType, price: number, priceDisplay: string, compareAtPrice: number | null, expiryDays: number | null, giftCardValue: number | null, inventoryAmount: number | null, perUserLimit: boolean, image: string | null, icon: string | null, variables: Array<number>, createdAt: string, updatedAt: string, subscription: { interval: SubscriptionInterval, intervalCount: number } | null, commands: Array<{ id: number, type: CommandTrigger, command: string, gameServerId: number | null, offlineExecute: boolean, schedule: number | null, executeOnce: boolean }>, discordActions: Array<{ id: number, type: string, action: string, parameters: { roleId: string | null, channelId: string | null, message: string | null } }>, licenseKeys: Array<{ id: number, key: string, used: boolean, usedAt: string | null }>, fields: Array<{ id: number, name: string, type: FieldType, description: string, required: boolean }>, email: { title: string, content: string } | null };

export type CatalogPackageQueryVariables = Exact<{
  id: number;
}>;


export type CatalogPackageQuery = { package: { id: number, name: string, slug: string, description: string | null, categoryId: number, parentId: number | null, isVariationParent: boolean, position: number, enabled: boolean, type: PackageType, price: number, priceDisplay: string, compareAtPrice: number | null, expiryDays: number | null, giftCardValue: number | null, inventoryAmount: number | null, perUserLimit: boolean, image: string | null, icon: string | null, variables: Array<number>, createdAt: string, updatedAt: string, subscription: { interval: SubscriptionInterval, intervalCount: number } | null, commands: Array<{ id: number, type: CommandTrigger, command: string, gameServerId: number | null, offlineExecute: boolean, schedule: number | null, executeOnce: boolean }>, discordActions: Array<{ id: number, type: string, action: string, parameters: { roleId: string | null, channelId: string | null, message: string | null } }>, licenseKeys: Array<{ id: number, key: string, used: boolean, usedAt: string | null }>, fields: Array<{ id: number, name: string, type: FieldType, description: string, required: boolean }>, email: { title: string, content: string } | null } };

export type CatalogPackageFormOptionsQueryVariables = Exact<{
  servers?: boolean;
  variables?: boolean;
}>;


export type CatalogPackageFormOptionsQuery = { gameServers?: { meta: { total: number }, data: Array<{ id: number, name: string }> }, variables?: Array<{ id: number, name: string, description: string | null }> };

export type CatalogCreatePackageMutationVariables = Exact<{
  input: CreatePackageInput;
}>;


export type CatalogCreatePackageMutation = { createPackage: { id: number, name: string } };

export type CatalogUpdatePackageMutationVariables = Exact<{
  id: number;
  input: UpdatePackageInput;
}>;


export type CatalogUpdatePackageMutation = { updatePackage: { id: number, name: string, slug: string, description: string | null, categoryId: number, parentId: number | null, isVariationParent: boolean, position: number, enabled: boolean, type: PackageType, price: number, priceDisplay: string, compareAtPrice: number | null, expiryDays: number | null, giftCardValue: number | null, inventoryAmount: number | null, perUserLimit: boolean, image: string | null, icon: string | null, variables: Array<number>, createdAt: string, updatedAt: string, subscription: { interval: SubscriptionInterval, intervalCount: number } | null, commands: Array<{ id: number, type: CommandTrigger, command: string, gameServerId: number | null, offlineExecute: boolean, schedule: number | null, executeOnce: boolean }>, discordActions: Array<{ id: number, type: string, action: string, parameters: { roleId: string | null, channelId: string | null, message: string | null } }>, licenseKeys: Array<{ id: number, key: string, used: boolean, usedAt: string | null }>, fields: Array<{ id: number, name: string, type: FieldType, description: string, required: boolean }>, email: { title: string, content: string } | null } };

export type CatalogDeletePackageMutationVariables = Exact<{
  id: number;
}>;


export type CatalogDeletePackageMutation = { deletePackage: boolean };

export type CatalogPackageLicenseKeysQueryVariables = Exact<{
  packageId: number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type CatalogPackageLicenseKeysQuery = { packageLicenseKeys: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, value: string, used: boolean, usedAt: string | null, createdAt: string }> } };

export type CatalogAddLicenseKeysMutationVariables = Exact<{
  packageId: number;
  input: AddLicenseKeysInput;
}>;


export type CatalogAddLicenseKeysMutation = { addPackageLicenseKeys: Array<{ id: number, value: string, used: boolean, usedAt: string | null, createdAt: string }> };

export type CouponFormFieldsFragment = { id: number, code: string, type: PromoType, value: number, enabled: boolean, maxUses: number | null, uses: number, expiresAt: string | null, minPrice: number, limitCriteria: CouponLimitCriteria | null, startsAt: string | null, packageIds: Array<number>, categoryIds: Array<number>, maxUsesPerBuyer: number | null, firstPurchaseOnly: boolean, combinableWithSales: boolean, createdAt: string, updatedAt: string };

export type CouponPageQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  code?: string | null | undefined;
}>;


export type CouponPageQuery = { coupons: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, code: string, type: PromoType, value: number, enabled: boolean, maxUses: number | null, uses: number, expiresAt: string | null, minPrice: number, limitCriteria: CouponLimitCriteria | null, startsAt: string | null, packageIds: Array<number>, categoryIds: Array<number>, maxUsesPerBuyer: number | null, firstPurchaseOnly: boolean, combinableWithSales: boolean, createdAt: string, updatedAt: string }> } };

export type CouponOneQueryVariables = Exact<{
  id: number;
}>;


export type CouponOneQuery = { coupon: { id: number, code: string, type: PromoType, value: number, enabled: boolean, maxUses: number | null, uses: number, expiresAt: string | null, minPrice: number, limitCriteria: CouponLimitCriteria | null, startsAt: string | null, packageIds: Array<number>, categoryIds: Array<number>, maxUsesPerBuyer: number | null, firstPurchaseOnly: boolean, combinableWithSales: boolean, createdAt: string, updatedAt: string } };

export type CouponFormCreateMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CouponFormCreateMutation = { createCoupon: { id: number, code: string, type: PromoType, value: number, enabled: boolean, maxUses: number | null, uses: number, expiresAt: string | null, minPrice: number, limitCriteria: CouponLimitCriteria | null, startsAt: string | null, packageIds: Array<number>, categoryIds: Array<number>, maxUsesPerBuyer: number | null, firstPurchaseOnly: boolean, combinableWithSales: boolean, createdAt: string, updatedAt: string } };

export type CouponFormUpdateMutationVariables = Exact<{
  id: number;
  input: CouponInput;
}>;


export type CouponFormUpdateMutation = { updateCoupon: { id: number, code: string, type: PromoType, value: number, enabled: boolean, maxUses: number | null, uses: number, expiresAt: string | null, minPrice: number, limitCriteria: CouponLimitCriteria | null, startsAt: string | null, packageIds: Array<number>, categoryIds: Array<number>, maxUsesPerBuyer: number | null, firstPurchaseOnly: boolean, combinableWithSales: boolean, createdAt: string, updatedAt: string } };

export type CouponFormDeleteMutationVariables = Exact<{
  id: number;
}>;


export type CouponFormDeleteMutation = { deleteCoupon: boolean };

export type DashboardGatewayReportQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type DashboardGatewayReportQuery = { gatewayReport: Array<{ gateway: Gateway, gatewayDisplay: string, sales: number, revenue: number, grossRevenue: number }> };

export type DashboardVisitorsGraphQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type DashboardVisitorsGraphQuery = { visitorsGraph: { variation: number, graph: Array<{ date: string, visits: number }> } };

export type DashboardTopCustomersQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type DashboardTopCustomersQuery = { topCustomers: { from: string, to: string, data: Array<{ username: string, identifier: string, purchases: number, spent: string }> } };

export type GameServerListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type GameServerListQuery = { gameServers: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, type: string | null, createdAt: string, updatedAt: string }> } };

export type GameServerOneQueryVariables = Exact<{
  id: number;
}>;


export type GameServerOneQuery = { gameServer: { id: number, name: string, type: string | null, createdAt: string, updatedAt: string } };

export type GameServerCreateMutationVariables = Exact<{
  input: CreateGameServerInput;
}>;


export type GameServerCreateMutation = { createGameServer: { id: number, name: string, type: string | null, token: string, createdAt: string, updatedAt: string } };

export type GameServerUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateGameServerInput;
}>;


export type GameServerUpdateMutation = { updateGameServer: { id: number, name: string, type: string | null, createdAt: string, updatedAt: string } };

export type GameServerRotateTokenMutationVariables = Exact<{
  id: number;
}>;


export type GameServerRotateTokenMutation = { rotateGameServerToken: { id: number, token: string, updatedAt: string } };

export type GameServerDeleteMutationVariables = Exact<{
  id: number;
}>;


export type GameServerDeleteMutation = { deleteGameServer: boolean };

export type GiftCardFieldsFragment = { id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string };

export type GiftCardListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  enabled?: boolean | null | undefined;
  q?: string | null | undefined;
}>;


export type GiftCardListQuery = { giftCards: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string }> } };

export type GiftCardOneQueryVariables = Exact<{
  id: number;
}>;


export type GiftCardOneQuery = { giftCard: { id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string, transactions: Array<{ id: number, kind: GiftCardTransactionKind, amount: number, balanceAfter: number, orderId: number | null, note: string | null, createdAt: string }> } };

export type GiftCardIssueMutationVariables = Exact<{
  input: IssueGiftCardInput;
}>;


export type GiftCardIssueMutation = { issueGiftCard: { code: string, giftCard: { id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string } } };

export type GiftCardUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateGiftCardInput;
}>;


export type GiftCardUpdateMutation = { updateGiftCard: { id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string } };

export type GiftCardAdjustMutationVariables = Exact<{
  id: number;
  input: AdjustGiftCardInput;
}>;


export type GiftCardAdjustMutation = { adjustGiftCard: { id: number, last4: string, initialValue: number, balance: number, currency: Currency, enabled: boolean, expiresAt: string | null, note: string | null, recipientEmail: string | null, orderId: number | null, createdBy: string, createdAt: string, updatedAt: string } };

export type OrdersListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  clientIdentifier?: string | null | undefined;
  email?: string | null | undefined;
  gateway?: Gateway | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type OrdersListQuery = { ordersConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, internalId: string, clientIdentifier: string | null, clientName: string, clientEmail: string, status: OrderStatus, statusDisplay: string, price: number, priceDisplay: string, currency: Currency, gateway: Gateway, gatewayDisplay: string, manuallyCreated: boolean, createdAt: string, paidAt: string | null, reviewReason: string | null } }> } };

export type OrdersDetailQueryVariables = Exact<{
  id: number;
}>;


export type OrdersDetailQuery = { order: { id: number, internalId: string, externalId: string | null, reviewReason: string | null, subscriptionId: number | null, clientIdentifier: string | null, clientEmail: string, clientName: string, clientDocument: string | null, clientPhone: string | null, clientDiscord: string | null, price: number, priceDisplay: string, netReceived: number, subtotal: number, saleDiscount: number, couponDiscount: number, giftCardAmount: number, currency: Currency, promoCode: string | null, promoType: PromoType | null, promoValue: number | null, gateway: Gateway, gatewayDisplay: string, paymentMethod: PaymentMethod | null, metadata: Record<string, unknown> | null, status: OrderStatus, statusDisplay: string, allowedStatuses: Array<OrderStatus>, manuallyCreated: boolean, manuallyApproved: boolean, manuallyRefunded: boolean, paidAt: string | null, createdAt: string, updatedAt: string, refund: { status: OrderRefundStatus, gateway: Gateway, amountDisplay: string, attempts: number, error: string | null, providerRefundedAt: string | null, appliedAt: string | null, updatedAt: string } | null, packages: Array<{ id: number, packageId: number | null, name: string, quantity: number, unitPrice: number, price: number, fields: Record<string, unknown>, package: { id: number, name: string, fields: Array<{ id: number, name: string }> } | null }>, variables: Array<{ id: number, name: string, value: string, updatedAt: string }>, notes: Array<{ id: number, userId: number, content: string, createdAt: string, updatedAt: string }>, deliveries: Array<{ id: number, orderPackageId: number | null, licenseKeyId: number | null, type: DeliveryType, value: string, render: boolean, createdAt: string, updatedAt: string }>, commands: Array<{ id: number, command: string, type: CommandTrigger, status: CommandStatus, attempts: number, response: string | null, reason: string | null, offlineExecute: boolean, executeAt: string, gameServerId: number | null, createdAt: string, updatedAt: string, gameServer: { id: number, name: string } | null }>, emails: Array<{ id: number, kind: OrderEmailKind, to: string, subject: string, status: OrderEmailStatus, attempts: number, lastError: string | null, nextAttemptAt: string | null, sentAt: string | null, createdAt: string, updatedAt: string }>, discordActions: Array<{ id: number, type: CommandTrigger, action: string, roleId: string | null, channelId: string | null, userId: string | null, message: string | null, automatic: boolean, status: DiscordActionStatus, attempts: number, lastError: string | null, runAt: string, doneAt: string | null, updatedAt: string }> } };

export type DiscordActionFieldsFragment = { id: number, type: CommandTrigger, action: string, roleId: string | null, channelId: string | null, userId: string | null, message: string | null, automatic: boolean, status: DiscordActionStatus, attempts: number, lastError: string | null, runAt: string, doneAt: string | null, updatedAt: string };

export type OrdersRetryDiscordActionsMutationVariables = Exact<{
  orderId: number;
}>;


export type OrdersRetryDiscordActionsMutation = { retryOrderDiscordActions: Array<{ id: number, type: CommandTrigger, action: string, roleId: string | null, channelId: string | null, userId: string | null, message: string | null, automatic: boolean, status: DiscordActionStatus, attempts: number, lastError: string | null, runAt: string, doneAt: string | null, updatedAt: string }> };

export type OrdersEmailFieldsFragment = { id: number, kind: OrderEmailKind, to: string, subject: string, status: OrderEmailStatus, attempts: number, lastError: string | null, nextAttemptAt: string | null, sentAt: string | null, createdAt: string, updatedAt: string };

export type OrdersUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateOrderInput;
}>;


export type OrdersUpdateMutation = { updateOrder: { id: number, status: OrderStatus, statusDisplay: string, allowedStatuses: Array<OrderStatus>, clientIdentifier: string | null, clientDiscord: string | null, manuallyApproved: boolean, manuallyRefunded: boolean, paidAt: string | null, updatedAt: string } };

export type OrdersCreateNoteMutationVariables = Exact<{
  orderId: number;
  input: OrderNoteInput;
}>;


export type OrdersCreateNoteMutation = { createOrderNote: { id: number, orderId: number, content: string, createdAt: string, updatedAt: string } };

export type OrdersUpdateNoteMutationVariables = Exact<{
  orderId: number;
  noteId: number;
  input: OrderNoteInput;
}>;


export type OrdersUpdateNoteMutation = { updateOrderNote: { id: number, orderId: number, content: string, updatedAt: string } };

export type OrdersDeleteNoteMutationVariables = Exact<{
  orderId: number;
  noteId: number;
}>;


export type OrdersDeleteNoteMutation = { deleteOrderNote: boolean };

export type OrdersUpdateDeliveryMutationVariables = Exact<{
  orderId: number;
  deliveryId: number;
  input: DeliveryInput;
}>;


export type OrdersUpdateDeliveryMutation = { updateDelivery: { id: number, value: string, updatedAt: string } };

export type OrdersResendCommandsMutationVariables = Exact<{
  orderId: number;
}>;


export type OrdersResendCommandsMutation = { resendOrderCommands: { message: string, commands: Array<{ id: number, status: CommandStatus, attempts: number, executeAt: string, updatedAt: string }> } };

export type OrdersResendEmailsMutationVariables = Exact<{
  orderId: number;
}>;


export type OrdersResendEmailsMutation = { resendOrderEmails: Array<{ id: number, kind: OrderEmailKind, to: string, subject: string, status: OrderEmailStatus, attempts: number, lastError: string | null, nextAttemptAt: string | null, sentAt: string | null, createdAt: string, updatedAt: string }> };

export type OrdersUpdateCommandMutationVariables = Exact<{
  id: number;
  input: UpdateCommandInput;
}>;


export type OrdersUpdateCommandMutation = { updateCommand: { id: number, status: CommandStatus, response: string | null, reason: string | null, attempts: number, executeAt: string, updatedAt: string } };

export type OrdersCreateMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type OrdersCreateMutation = { createOrder: { id: number, internalId: string, status: OrderStatus } };

export type OrdersFormOptionsQueryVariables = Exact<{
  page?: number | null | undefined;
  name?: string | null | undefined;
  variables?: boolean;
}>;


export type OrdersFormOptionsQuery = { packages: { meta: { total: number, currentPage: number, lastPage: number, perPage: number }, data: Array<{ id: number, name: string, enabled: boolean, type: PackageType, price: number, priceDisplay: string, variables: Array<number>, fields: Array<{ id: number, name: string, type: FieldType, description: string, required: boolean }> }> }, variables?: Array<{ id: number, name: string, description: string | null }> };

export type PaymentsGatewaysQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsGatewaysQuery = { paymentGateways: Array<{ gateway: Gateway, enabled: boolean, name: string | null, display: string, configured: boolean, credentials: Record<string, unknown> | null, notificationUrl: string, updatedAt: string | null }> };

export type PaymentsUpdateGatewayMutationVariables = Exact<{
  gateway: string;
  input: PaymentGatewayInput;
}>;


export type PaymentsUpdateGatewayMutation = { updatePaymentGateway: { gateway: Gateway, enabled: boolean, name: string | null, display: string, configured: boolean, credentials: Record<string, unknown> | null, notificationUrl: string, updatedAt: string | null } };

export type PaymentGatewayFieldsFragment = { gateway: Gateway, enabled: boolean, name: string | null, display: string, configured: boolean, credentials: Record<string, unknown> | null, notificationUrl: string, updatedAt: string | null };

export type RoleFieldsFragment = { id: number | null, name: string, builtIn: boolean, permissions: Array<string> };

export type RolesListQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesListQuery = { staffRoles: Array<{ id: number | null, name: string, builtIn: boolean, permissions: Array<string> }> };

export type PermissionVocabularyQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionVocabularyQuery = { permissions: Array<{ name: string, description: string }> };

export type RolesCreateMutationVariables = Exact<{
  input: StaffRoleInput;
}>;


export type RolesCreateMutation = { createStaffRole: { id: number | null, name: string, builtIn: boolean, permissions: Array<string> } };

export type RolesUpdateMutationVariables = Exact<{
  id: number;
  input: StaffRoleInput;
}>;


export type RolesUpdateMutation = { updateStaffRole: { id: number | null, name: string, builtIn: boolean, permissions: Array<string> } };

export type RolesDeleteMutationVariables = Exact<{
  id: number;
}>;


export type RolesDeleteMutation = { deleteStaffRole: boolean };

export type SaleFieldsFragment = { id: number, name: string, type: PromoType, value: number, packageIds: Array<number>, categoryIds: Array<number>, startsAt: string, endsAt: string, enabled: boolean, status: SaleStatus, createdAt: string, updatedAt: string };

export type SaleListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  status?: SaleStatusFilter | null | undefined;
}>;


export type SaleListQuery = { sales: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, type: PromoType, value: number, packageIds: Array<number>, categoryIds: Array<number>, startsAt: string, endsAt: string, enabled: boolean, status: SaleStatus, createdAt: string, updatedAt: string }> } };

export type SaleOneQueryVariables = Exact<{
  id: number;
}>;


export type SaleOneQuery = { sale: { id: number, name: string, type: PromoType, value: number, packageIds: Array<number>, categoryIds: Array<number>, startsAt: string, endsAt: string, enabled: boolean, status: SaleStatus, createdAt: string, updatedAt: string } };

export type SaleCreateMutationVariables = Exact<{
  input: SaleInput;
}>;


export type SaleCreateMutation = { createSale: { id: number, name: string, type: PromoType, value: number, packageIds: Array<number>, categoryIds: Array<number>, startsAt: string, endsAt: string, enabled: boolean, status: SaleStatus, createdAt: string, updatedAt: string } };

export type SaleUpdateMutationVariables = Exact<{
  id: number;
  input: SaleInput;
}>;


export type SaleUpdateMutation = { updateSale: { id: number, name: string, type: PromoType, value: number, packageIds: Array<number>, categoryIds: Array<number>, startsAt: string, endsAt: string, enabled: boolean, status: SaleStatus, createdAt: string, updatedAt: string } };

export type SaleDeleteMutationVariables = Exact<{
  id: number;
}>;


export type SaleDeleteMutation = { deleteSale: boolean };

export type SecuritySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySettingsQuery = { securitySettings: { requireTwoFactor: boolean, auditRetentionDays: number } };

export type SecurityUpdateMutationVariables = Exact<{
  input: SecuritySettingsInput;
}>;


export type SecurityUpdateMutation = { updateSecuritySettings: { requireTwoFactor: boolean, auditRetentionDays: number } };

export type SettingsStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsStoreQuery = { store: { id: number, name: string, domain: string, currency: Currency, locale: string, timezone: string, requireDocument: boolean, requirePhone: boolean, discordMode: DiscordMode, returnUrl: string | null, cancelUrl: string | null, mailFromName: string | null, mailReplyTo: string | null, discordGuildId: string | null, discordBotTokenSet: boolean, discordBotTokenLast4: string | null, banOnChargeback: boolean, buyerEmailSignIn: boolean, buyerDiscordSignIn: boolean, discordClientId: string | null, discordClientSecretSet: boolean, discordClientSecretLast4: string | null, updatedAt: string, theme: { primaryColor: string | null, logo: string | null, banner: string | null } } };

export type SettingsUpdateStoreMutationVariables = Exact<{
  input: UpdateStoreInput;
}>;


export type SettingsUpdateStoreMutation = { updateStore: { id: number, name: string, domain: string, currency: Currency, locale: string, timezone: string, requireDocument: boolean, requirePhone: boolean, discordMode: DiscordMode, returnUrl: string | null, cancelUrl: string | null, mailFromName: string | null, mailReplyTo: string | null, discordGuildId: string | null, discordBotTokenSet: boolean, discordBotTokenLast4: string | null, banOnChargeback: boolean, buyerEmailSignIn: boolean, buyerDiscordSignIn: boolean, discordClientId: string | null, discordClientSecretSet: boolean, discordClientSecretLast4: string | null, updatedAt: string, theme: { primaryColor: string | null, logo: string | null, banner: string | null } } };

export type SettingsFieldsFragment = { id: number, name: string, domain: string, currency: Currency, locale: string, timezone: string, requireDocument: boolean, requirePhone: boolean, discordMode: DiscordMode, returnUrl: string | null, cancelUrl: string | null, mailFromName: string | null, mailReplyTo: string | null, discordGuildId: string | null, discordBotTokenSet: boolean, discordBotTokenLast4: string | null, banOnChargeback: boolean, buyerEmailSignIn: boolean, buyerDiscordSignIn: boolean, discordClientId: string | null, discordClientSecretSet: boolean, discordClientSecretLast4: string | null, updatedAt: string, theme: { primaryColor: string | null, logo: string | null, banner: string | null } };

export type StaffUserFieldsFragment = { id: number, email: string, name: string, role: StaffRoleName, roleId: number | null, roleName: string, permissions: Array<string>, status: StaffUserStatus, twoFactorEnabled: boolean, lockedUntil: string | null, liveSessions: number, lastSignInAt: string | null, createdAt: string };

export type StaffListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  status?: StaffUserStatus | null | undefined;
}>;


export type StaffListQuery = { staffUsers: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, email: string, name: string, role: StaffRoleName, roleId: number | null, roleName: string, permissions: Array<string>, status: StaffUserStatus, twoFactorEnabled: boolean, lockedUntil: string | null, liveSessions: number, lastSignInAt: string | null, createdAt: string }> } };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { staffRoles: Array<{ id: number | null, name: string, builtIn: boolean, permissions: Array<string> }> };

export type StaffInviteMutationVariables = Exact<{
  input: InviteStaffUserInput;
}>;


export type StaffInviteMutation = { inviteStaffUser: { inviteSent: boolean, staffUser: { id: number, email: string, name: string, role: StaffRoleName, roleId: number | null, roleName: string, permissions: Array<string>, status: StaffUserStatus, twoFactorEnabled: boolean, lockedUntil: string | null, liveSessions: number, lastSignInAt: string | null, createdAt: string } } };

export type StaffUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateStaffUserInput;
}>;


export type StaffUpdateMutation = { updateStaffUser: { id: number, email: string, name: string, role: StaffRoleName, roleId: number | null, roleName: string, permissions: Array<string>, status: StaffUserStatus, twoFactorEnabled: boolean, lockedUntil: string | null, liveSessions: number, lastSignInAt: string | null, createdAt: string } };

export type StaffRemoveMutationVariables = Exact<{
  id: number;
}>;


export type StaffRemoveMutation = { removeStaffUser: boolean };

export type StaffResendInviteMutationVariables = Exact<{
  id: number;
}>;


export type StaffResendInviteMutation = { resendStaffInvite: { inviteSent: boolean, staffUser: { id: number, email: string, name: string, role: StaffRoleName, roleId: number | null, roleName: string, permissions: Array<string>, status: StaffUserStatus, twoFactorEnabled: boolean, lockedUntil: string | null, liveSessions: number, lastSignInAt: string | null, createdAt: string } } };

export type StaffRevokeSessionsMutationVariables = Exact<{
  id: number;
}>;


export type StaffRevokeSessionsMutation = { revokeStaffSessions: boolean };

export type SubscriptionsListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  status?: SubscriptionStatus | null | undefined;
  clientIdentifier?: string | null | undefined;
  email?: string | null | undefined;
  packageId?: number | null | undefined;
}>;


export type SubscriptionsListQuery = { subscriptions: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, status: SubscriptionStatus, gateway: Gateway, packageId: number | null, packageName: string, interval: SubscriptionInterval, intervalCount: number, priceDisplay: string, clientIdentifier: string | null, clientEmail: string, clientName: string, currentPeriodEnd: string, renewals: number, cancelAtPeriodEnd: boolean | null }> } };

export type SubscriptionsDetailFieldsFragment = { id: number, status: SubscriptionStatus, gateway: Gateway, providerId: string, providerCustomerId: string | null, packageId: number | null, packageName: string, interval: SubscriptionInterval, intervalCount: number, price: number, currency: string, priceDisplay: string, clientIdentifier: string | null, clientEmail: string, clientName: string, clientDiscord: string | null, currentPeriodStart: string, currentPeriodEnd: string, renewals: number, cancelAtPeriodEnd: boolean | null, canceledAt: string | null, pastDueAt: string | null, expiredAt: string | null, createdAt: string, updatedAt: string };

export type SubscriptionsDetailQueryVariables = Exact<{
  id: number;
}>;


export type SubscriptionsDetailQuery = { subscription: { id: number, status: SubscriptionStatus, gateway: Gateway, providerId: string, providerCustomerId: string | null, packageId: number | null, packageName: string, interval: SubscriptionInterval, intervalCount: number, price: number, currency: string, priceDisplay: string, clientIdentifier: string | null, clientEmail: string, clientName: string, clientDiscord: string | null, currentPeriodStart: string, currentPeriodEnd: string, renewals: number, cancelAtPeriodEnd: boolean | null, canceledAt: string | null, pastDueAt: string | null, expiredAt: string | null, createdAt: string, updatedAt: string, orders: Array<{ id: number, internalId: string, status: OrderStatus, price: number, currency: string, reviewReason: string | null, paidAt: string | null, createdAt: string }> } };

export type SubscriptionsCancelMutationVariables = Exact<{
  id: number;
  atPeriodEnd: boolean;
}>;


export type SubscriptionsCancelMutation = { cancelSubscription: { id: number, status: SubscriptionStatus, gateway: Gateway, providerId: string, providerCustomerId: string | null, packageId: number | null, packageName: string, interval: SubscriptionInterval, intervalCount: number, price: number, currency: string, priceDisplay: string, clientIdentifier: string | null, clientEmail: string, clientName: string, clientDiscord: string | null, currentPeriodStart: string, currentPeriodEnd: string, renewals: number, cancelAtPeriodEnd: boolean | null, canceledAt: string | null, pastDueAt: string | null, expiredAt: string | null, createdAt: string, updatedAt: string } };

export type WebhookListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type WebhookListQuery = { webhooks: { meta: { total: number, perPage: number, currentPage: number, lastPage: number }, data: Array<{ id: number, name: string, url: string, scopes: Array<WebhookEvent>, enabled: boolean, disabledReason: string | null, createdAt: string }> } };

export type WebhookOneQueryVariables = Exact<{
  id: number;
}>;


export type WebhookOneQuery = { webhook: { id: number, name: string, url: string, scopes: Array<WebhookEvent>, enabled: boolean, disabledReason: string | null, createdAt: string, updatedAt: string } };

export type WebhookLogsQueryVariables = Exact<{
  webhookId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  event?: WebhookEvent | null | undefined;
  success?: boolean | null | undefined;
}>;


export type WebhookLogsQuery = { webhookLogsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, webhookId: number, event: WebhookEvent, url: string, requestBody: Record<string, unknown>, responseStatus: number | null, responseBody: string | null, responseTimeMs: number, success: boolean, error: string | null, isResend: boolean, originalLogId: string | null, createdAt: string } }> } };

export type WebhookCreateMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhookCreateMutation = { createWebhook: { id: number, name: string, url: string, scopes: Array<WebhookEvent>, enabled: boolean, disabledReason: string | null, secret: string, createdAt: string, updatedAt: string } };

export type WebhookUpdateMutationVariables = Exact<{
  id: number;
  input: UpdateWebhookInput;
}>;


export type WebhookUpdateMutation = { updateWebhook: { id: number, name: string, url: string, scopes: Array<WebhookEvent>, enabled: boolean, disabledReason: string | null, createdAt: string, updatedAt: string } };

export type WebhookRotateSecretMutationVariables = Exact<{
  id: number;
}>;


export type WebhookRotateSecretMutation = { rotateWebhookSecret: { id: number, secret: string, updatedAt: string } };

export type WebhookDeleteMutationVariables = Exact<{
  id: number;
}>;


export type WebhookDeleteMutation = { deleteWebhook: boolean };

export type WebhookSendTestMutationVariables = Exact<{
  id: number;
}>;


export type WebhookSendTestMutation = { testWebhook: { id: string, event: WebhookEvent, responseStatus: number | null, success: boolean, error: string | null, createdAt: string } };

export type WebhookResendLogMutationVariables = Exact<{
  logId: string;
}>;


export type WebhookResendLogMutation = { resendWebhookLog: { id: string, event: WebhookEvent, responseStatus: number | null, success: boolean, error: string | null, isResend: boolean, originalLogId: string | null, createdAt: string } };

export const PageMetaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<PageMetaFieldsFragment, unknown>;
export const PageInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<PageInfoFieldsFragment, unknown>;
export const BanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ban"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BanFieldsFragment, unknown>;
export const CatalogPackageDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogPackageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isVariationParent"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCardValue"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"gameServerId"}},{"kind":"Field","name":{"kind":"Name","value":"offlineExecute"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"executeOnce"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discordActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogPackageDetailFragment, unknown>;
export const CouponFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limitCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerBuyer"}},{"kind":"Field","name":{"kind":"Name","value":"firstPurchaseOnly"}},{"kind":"Field","name":{"kind":"Name","value":"combinableWithSales"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponFormFieldsFragment, unknown>;
export const GiftCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardFieldsFragment, unknown>;
export const DiscordActionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscordActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDiscordAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DiscordActionFieldsFragment, unknown>;
export const OrdersEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrdersEmailFieldsFragment, unknown>;
export const PaymentGatewayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentGatewayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGateway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}},{"kind":"Field","name":{"kind":"Name","value":"notificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentGatewayFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<RoleFieldsFragment, unknown>;
export const SaleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaleFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requireDocument"}},{"kind":"Field","name":{"kind":"Name","value":"requirePhone"}},{"kind":"Field","name":{"kind":"Name","value":"discordMode"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"mailReplyTo"}},{"kind":"Field","name":{"kind":"Name","value":"discordGuildId"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"banOnChargeback"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmailSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"buyerDiscordSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientId"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const StaffUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffUserFieldsFragment, unknown>;
export const SubscriptionsDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDiscord"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriptionsDetailFieldsFragment, unknown>;
export const ScopePackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScopePackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ScopePackagesQuery, ScopePackagesQueryVariables>;
export const ScopePackageNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScopePackageName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ScopePackageNameQuery, ScopePackageNameQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const StoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<StoreQuery, StoreQueryVariables>;
export const AffiliateListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"refCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"percentCommission"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<AffiliateListQuery, AffiliateListQueryVariables>;
export const AffiliateDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"refCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"percentCommission"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"selfAffiliated"}},{"kind":"Field","name":{"kind":"Name","value":"linkedDiscountId"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"pixKey"}},{"kind":"Field","name":{"kind":"Name","value":"pixKeyType"}},{"kind":"Field","name":{"kind":"Name","value":"cpfCnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageCommissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentCommission"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AffiliateDetailQuery, AffiliateDetailQueryVariables>;
export const AffiliateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AffiliateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAffiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AffiliateCreateMutation, AffiliateCreateMutationVariables>;
export const AffiliateUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AffiliateUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAffiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"refCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"percentCommission"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"selfAffiliated"}},{"kind":"Field","name":{"kind":"Name","value":"linkedDiscountId"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"pixKey"}},{"kind":"Field","name":{"kind":"Name","value":"pixKeyType"}},{"kind":"Field","name":{"kind":"Name","value":"cpfCnpj"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packageCommissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentCommission"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AffiliateUpdateMutation, AffiliateUpdateMutationVariables>;
export const AffiliateDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AffiliateDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAffiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AffiliateDeleteMutation, AffiliateDeleteMutationVariables>;
export const AffiliateWithdrawRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateWithdrawRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"affiliateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawOperation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"affiliateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"affiliateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateId"}},{"kind":"Field","name":{"kind":"Name","value":"affiliate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<AffiliateWithdrawRequestsQuery, AffiliateWithdrawRequestsQueryVariables>;
export const AffiliateCreateWithdrawRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AffiliateCreateWithdrawRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWithdrawRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateId"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<AffiliateCreateWithdrawRequestMutation, AffiliateCreateWithdrawRequestMutationVariables>;
export const AffiliateSettleWithdrawRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AffiliateSettleWithdrawRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleWithdrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleWithdrawRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateId"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<AffiliateSettleWithdrawRequestMutation, AffiliateSettleWithdrawRequestMutationVariables>;
export const AffiliatePackageSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliatePackageSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AffiliatePackageSearchQuery, AffiliatePackageSearchQueryVariables>;
export const AffiliateCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<AffiliateCouponsQuery, AffiliateCouponsQueryVariables>;
export const AffiliatePickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliatePicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdraw"}}]}}]}}]}}]} as unknown as DocumentNode<AffiliatePickerQuery, AffiliatePickerQueryVariables>;
export const AffiliateSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AffiliateSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"minWithdraw"}}]}}]}}]} as unknown as DocumentNode<AffiliateSummaryQuery, AffiliateSummaryQueryVariables>;
export const ApiKeysListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeysList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"fullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<ApiKeysListQuery, ApiKeysListQueryVariables>;
export const ApiKeysCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeysCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"fullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<ApiKeysCreateMutation, ApiKeysCreateMutationVariables>;
export const ApiKeysRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeysRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ApiKeysRevokeMutation, ApiKeysRevokeMutationVariables>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActorKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorType"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordType"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const BansListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BansList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BanKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ban"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BansListQuery, BansListQueryVariables>;
export const BansCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BansCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ban"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BansCreateMutation, BansCreateMutationVariables>;
export const BansDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BansDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<BansDeleteMutation, BansDeleteMutationVariables>;
export const BansRefusalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BansRefusals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BanKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banRefusals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientIdentifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"banId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<BansRefusalsQuery, BansRefusalsQueryVariables>;
export const CatalogCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hideCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hideSubcategory"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<CatalogCategoriesQuery, CatalogCategoriesQueryVariables>;
export const CatalogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hideCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hideSubcategory"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CatalogCategoryQuery, CatalogCategoryQueryVariables>;
export const CatalogCreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hideCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hideSubcategory"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}}]}}]} as unknown as DocumentNode<CatalogCreateCategoryMutation, CatalogCreateCategoryMutationVariables>;
export const CatalogUpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogUpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hideCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hideSubcategory"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}}]}}]} as unknown as DocumentNode<CatalogUpdateCategoryMutation, CatalogUpdateCategoryMutationVariables>;
export const CatalogDeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogDeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogDeleteCategoryMutation, CatalogDeleteCategoryMutationVariables>;
export const CatalogPackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPackages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<CatalogPackagesQuery, CatalogPackagesQueryVariables>;
export const CatalogPackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogPackageDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogPackageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isVariationParent"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCardValue"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"gameServerId"}},{"kind":"Field","name":{"kind":"Name","value":"offlineExecute"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"executeOnce"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discordActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogPackageQuery, CatalogPackageQueryVariables>;
export const CatalogPackageFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPackageFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"servers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variables"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameServers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"servers"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variables"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CatalogPackageFormOptionsQuery, CatalogPackageFormOptionsQueryVariables>;
export const CatalogCreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CatalogCreatePackageMutation, CatalogCreatePackageMutationVariables>;
export const CatalogUpdatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogUpdatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogPackageDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogPackageDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Package"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"isVariationParent"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"compareAtPrice"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDays"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftCardValue"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"perUserLimit"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"gameServerId"}},{"kind":"Field","name":{"kind":"Name","value":"offlineExecute"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"executeOnce"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discordActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CatalogUpdatePackageMutation, CatalogUpdatePackageMutationVariables>;
export const CatalogDeletePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogDeletePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogDeletePackageMutation, CatalogDeletePackageMutationVariables>;
export const CatalogPackageLicenseKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPackageLicenseKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packageLicenseKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<CatalogPackageLicenseKeysQuery, CatalogPackageLicenseKeysQueryVariables>;
export const CatalogAddLicenseKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogAddLicenseKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLicenseKeysInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPackageLicenseKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CatalogAddLicenseKeysMutation, CatalogAddLicenseKeysMutationVariables>;
export const CouponPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limitCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerBuyer"}},{"kind":"Field","name":{"kind":"Name","value":"firstPurchaseOnly"}},{"kind":"Field","name":{"kind":"Name","value":"combinableWithSales"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponPageQuery, CouponPageQueryVariables>;
export const CouponOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limitCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerBuyer"}},{"kind":"Field","name":{"kind":"Name","value":"firstPurchaseOnly"}},{"kind":"Field","name":{"kind":"Name","value":"combinableWithSales"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponOneQuery, CouponOneQueryVariables>;
export const CouponFormCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponFormCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limitCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerBuyer"}},{"kind":"Field","name":{"kind":"Name","value":"firstPurchaseOnly"}},{"kind":"Field","name":{"kind":"Name","value":"combinableWithSales"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponFormCreateMutation, CouponFormCreateMutationVariables>;
export const CouponFormUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponFormUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"limitCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerBuyer"}},{"kind":"Field","name":{"kind":"Name","value":"firstPurchaseOnly"}},{"kind":"Field","name":{"kind":"Name","value":"combinableWithSales"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CouponFormUpdateMutation, CouponFormUpdateMutationVariables>;
export const CouponFormDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CouponFormDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CouponFormDeleteMutation, CouponFormDeleteMutationVariables>;
export const DashboardGatewayReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardGatewayReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatewayReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"grossRevenue"}}]}}]}}]} as unknown as DocumentNode<DashboardGatewayReportQuery, DashboardGatewayReportQueryVariables>;
export const DashboardVisitorsGraphDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardVisitorsGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorsGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variation"}},{"kind":"Field","name":{"kind":"Name","value":"graph"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardVisitorsGraphQuery, DashboardVisitorsGraphQueryVariables>;
export const DashboardTopCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTopCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"purchases"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTopCustomersQuery, DashboardTopCustomersQueryVariables>;
export const GameServerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameServerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameServers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<GameServerListQuery, GameServerListQueryVariables>;
export const GameServerOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameServerOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameServer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GameServerOneQuery, GameServerOneQueryVariables>;
export const GameServerCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GameServerCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGameServerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGameServer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GameServerCreateMutation, GameServerCreateMutationVariables>;
export const GameServerUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GameServerUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGameServerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGameServer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GameServerUpdateMutation, GameServerUpdateMutationVariables>;
export const GameServerRotateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GameServerRotateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateGameServerToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<GameServerRotateTokenMutation, GameServerRotateTokenMutationVariables>;
export const GameServerDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GameServerDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGameServer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<GameServerDeleteMutation, GameServerDeleteMutationVariables>;
export const GiftCardListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GiftCardList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GiftCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardListQuery, GiftCardListQueryVariables>;
export const GiftCardOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GiftCardOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GiftCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardOneQuery, GiftCardOneQueryVariables>;
export const GiftCardIssueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GiftCardIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueGiftCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"giftCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GiftCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardIssueMutation, GiftCardIssueMutationVariables>;
export const GiftCardUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GiftCardUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGiftCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GiftCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardUpdateMutation, GiftCardUpdateMutationVariables>;
export const GiftCardAdjustDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GiftCardAdjust"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustGiftCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustGiftCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GiftCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GiftCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GiftCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"initialValue"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<GiftCardAdjustMutation, GiftCardAdjustMutationVariables>;
export const OrdersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gateway"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Gateway"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientIdentifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"gateway"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gateway"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyCreated"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<OrdersListQuery, OrdersListQueryVariables>;
export const OrdersDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"amountDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"providerRefundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDocument"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"clientDiscord"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"netReceived"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"saleDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"giftCardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"}},{"kind":"Field","name":{"kind":"Name","value":"promoType"}},{"kind":"Field","name":{"kind":"Name","value":"promoValue"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyCreated"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyApproved"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"package"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderPackageId"}},{"kind":"Field","name":{"kind":"Name","value":"licenseKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"render"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"offlineExecute"}},{"kind":"Field","name":{"kind":"Name","value":"executeAt"}},{"kind":"Field","name":{"kind":"Name","value":"gameServerId"}},{"kind":"Field","name":{"kind":"Name","value":"gameServer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersEmailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discordActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscordActionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscordActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDiscordAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrdersDetailQuery, OrdersDetailQueryVariables>;
export const OrdersRetryDiscordActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersRetryDiscordActions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOrderDiscordActions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiscordActionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiscordActionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDiscordAction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"channelId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrdersRetryDiscordActionsMutation, OrdersRetryDiscordActionsMutationVariables>;
export const OrdersUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientDiscord"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyApproved"}},{"kind":"Field","name":{"kind":"Name","value":"manuallyRefunded"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrdersUpdateMutation, OrdersUpdateMutationVariables>;
export const OrdersCreateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersCreateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrdersCreateNoteMutation, OrdersCreateNoteMutationVariables>;
export const OrdersUpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersUpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"noteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrdersUpdateNoteMutation, OrdersUpdateNoteMutationVariables>;
export const OrdersDeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersDeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"noteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}}}]}]}}]} as unknown as DocumentNode<OrdersDeleteNoteMutation, OrdersDeleteNoteMutationVariables>;
export const OrdersUpdateDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersUpdateDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrdersUpdateDeliveryMutation, OrdersUpdateDeliveryMutationVariables>;
export const OrdersResendCommandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersResendCommands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOrderCommands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"executeAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersResendCommandsMutation, OrdersResendCommandsMutationVariables>;
export const OrdersResendEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersResendEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOrderEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OrdersResendEmailsMutation, OrdersResendEmailsMutationVariables>;
export const OrdersUpdateCommandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersUpdateCommand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCommandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"executeAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrdersUpdateCommandMutation, OrdersUpdateCommandMutationVariables>;
export const OrdersCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrdersCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OrdersCreateMutation, OrdersCreateMutationVariables>;
export const OrdersFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variables"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variables"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<OrdersFormOptionsQuery, OrdersFormOptionsQueryVariables>;
export const PaymentsGatewaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentGatewayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentGatewayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGateway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}},{"kind":"Field","name":{"kind":"Name","value":"notificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentsGatewaysQuery, PaymentsGatewaysQueryVariables>;
export const PaymentsUpdateGatewayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsUpdateGateway"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gateway"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGatewayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentGateway"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gateway"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gateway"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentGatewayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentGatewayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGateway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}},{"kind":"Field","name":{"kind":"Name","value":"notificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PaymentsUpdateGatewayMutation, PaymentsUpdateGatewayMutationVariables>;
export const RolesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<RolesListQuery, RolesListQueryVariables>;
export const PermissionVocabularyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionVocabulary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PermissionVocabularyQuery, PermissionVocabularyQueryVariables>;
export const RolesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<RolesCreateMutation, RolesCreateMutationVariables>;
export const RolesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<RolesUpdateMutation, RolesUpdateMutationVariables>;
export const RolesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RolesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RolesDeleteMutation, RolesDeleteMutationVariables>;
export const SaleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleStatusFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaleListQuery, SaleListQueryVariables>;
export const SaleOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaleOneQuery, SaleOneQueryVariables>;
export const SaleCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaleCreateMutation, SaleCreateMutationVariables>;
export const SaleUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaleUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SaleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SaleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sale"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"packageIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaleUpdateMutation, SaleUpdateMutationVariables>;
export const SaleDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaleDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SaleDeleteMutation, SaleDeleteMutationVariables>;
export const SecuritySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecuritySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"auditRetentionDays"}}]}}]}}]} as unknown as DocumentNode<SecuritySettingsQuery, SecuritySettingsQueryVariables>;
export const SecurityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecurityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSecuritySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"auditRetentionDays"}}]}}]}}]} as unknown as DocumentNode<SecurityUpdateMutation, SecurityUpdateMutationVariables>;
export const SettingsStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requireDocument"}},{"kind":"Field","name":{"kind":"Name","value":"requirePhone"}},{"kind":"Field","name":{"kind":"Name","value":"discordMode"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"mailReplyTo"}},{"kind":"Field","name":{"kind":"Name","value":"discordGuildId"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"banOnChargeback"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmailSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"buyerDiscordSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientId"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SettingsStoreQuery, SettingsStoreQueryVariables>;
export const SettingsUpdateStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdateStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Store"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requireDocument"}},{"kind":"Field","name":{"kind":"Name","value":"requirePhone"}},{"kind":"Field","name":{"kind":"Name","value":"discordMode"}},{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mailFromName"}},{"kind":"Field","name":{"kind":"Name","value":"mailReplyTo"}},{"kind":"Field","name":{"kind":"Name","value":"discordGuildId"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordBotTokenLast4"}},{"kind":"Field","name":{"kind":"Name","value":"banOnChargeback"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmailSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"buyerDiscordSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientId"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"discordClientSecretLast4"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SettingsUpdateStoreMutation, SettingsUpdateStoreMutationVariables>;
export const StaffListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffListQuery, StaffListQueryVariables>;
export const StaffRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<StaffRolesQuery, StaffRolesQueryVariables>;
export const StaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSent"}},{"kind":"Field","name":{"kind":"Name","value":"staffUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffInviteMutation, StaffInviteMutationVariables>;
export const StaffUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffUpdateMutation, StaffUpdateMutationVariables>;
export const StaffRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStaffUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<StaffRemoveMutation, StaffRemoveMutationVariables>;
export const StaffResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSent"}},{"kind":"Field","name":{"kind":"Name","value":"staffUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffResendInviteMutation, StaffResendInviteMutationVariables>;
export const StaffRevokeSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffRevokeSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeStaffSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<StaffRevokeSessionsMutation, StaffRevokeSessionsMutationVariables>;
export const SubscriptionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientIdentifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientIdentifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"packageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<SubscriptionsListQuery, SubscriptionsListQueryVariables>;
export const SubscriptionsDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDiscord"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriptionsDetailQuery, SubscriptionsDetailQueryVariables>;
export const SubscriptionsCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"atPeriodEnd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"atPeriodEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"atPeriodEnd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}},{"kind":"Field","name":{"kind":"Name","value":"providerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientDiscord"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"renewals"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SubscriptionsCancelMutation, SubscriptionsCancelMutationVariables>;
export const WebhookListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageMetaFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageMetaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageMeta"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}}]}}]} as unknown as DocumentNode<WebhookListQuery, WebhookListQueryVariables>;
export const WebhookOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<WebhookOneQuery, WebhookOneQueryVariables>;
export const WebhookLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"event"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEvent"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"success"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookLogsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"event"},"value":{"kind":"Variable","name":{"kind":"Name","value":"event"}}},{"kind":"Argument","name":{"kind":"Name","value":"success"},"value":{"kind":"Variable","name":{"kind":"Name","value":"success"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"requestBody"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"responseTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isResend"}},{"kind":"Field","name":{"kind":"Name","value":"originalLogId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<WebhookLogsQuery, WebhookLogsQueryVariables>;
export const WebhookCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<WebhookCreateMutation, WebhookCreateMutationVariables>;
export const WebhookUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<WebhookUpdateMutation, WebhookUpdateMutationVariables>;
export const WebhookRotateSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookRotateSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<WebhookRotateSecretMutation, WebhookRotateSecretMutationVariables>;
export const WebhookDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WebhookDeleteMutation, WebhookDeleteMutationVariables>;
export const WebhookSendTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookSendTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookSendTestMutation, WebhookSendTestMutationVariables>;
export const WebhookResendLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookResendLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"logId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isResend"}},{"kind":"Field","name":{"kind":"Name","value":"originalLogId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookResendLogMutation, WebhookResendLogMutationVariables>;