/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  /** Required, or userId, or variables.client_identifier (first given wins): the buyer's in-game identifier, 1..64 characters; commands are queued for it. A game identifier (rule identifier): letters, digits, _ . : - with an optional . or * prefix (Minecraft and Bedrock names, steam:..., license:..., UUIDs); no spaces, selectors such as @a, or ;. Control characters and line breaks: rule control, as in every buyer field. */
  clientIdentifier?: string | null | undefined;
  /** Required: the buyer's name, 1..100 characters. It fills {client_name} in commands, so it may not contain ;, ", \\, a word starting with @ or a word of only * (rule console). */
  clientName?: string | null | undefined;
  /** The buyer's phone number, up to 32 characters, or null. */
  clientPhone?: string | null | undefined;
  /** A coupon code of the store, matched ignoring case, up to 64 characters. Unknown, disabled or expired: rule exists; no uses left: CONFLICT. */
  coupon?: string | null | undefined;
  /** Custom field values for every line, by field id or name, used where a line gives none. */
  fields?: Record<string, unknown> | null | undefined;
  /** Required: PIX, MERCADOPAGO, STRIPE, PAYPAL or PICPAY (rule enum). */
  gateway?: string | null | undefined;
  /** The older name of cart (lines with id for packageId); errors name items.N.*. */
  items?: Array<CheckoutItemInput> | null | undefined;
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
  /** Minutes after the trigger before it is due, 0..525,600 (rule range). Default 0. */
  schedule?: number | null | undefined;
  /** PURCHASE (default), EXPIRE, REFUND or CHARGEBACK (rule enum). */
  type?: string | null | undefined;
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
  /** Required: SINGLE or MULTIPLE (rule enum). */
  type?: string | null | undefined;
  /** Ids of store variables to ask the buyer for: at most 50, no repeats (rules exists, unique). */
  variables?: Array<number> | null | undefined;
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
  /** Required: ADD_ROLE, REMOVE_ROLE or SEND_MESSAGE (rule enum). */
  action?: string | null | undefined;
  /** Role, channel and message; left out: all null. */
  parameters?: DiscordActionParametersInput | null | undefined;
  /** When it runs: PURCHASE (default), EXPIRE, REFUND or CHARGEBACK (rule enum). */
  type?: string | null | undefined;
};

/** Parameters of a Discord action; each optional, stored as null when left out. */
export type DiscordActionParametersInput = {
  /** A Discord channel id, 17..20 digits (rule regex); required for SEND_MESSAGE. */
  channelId?: string | null | undefined;
  /** Up to 2,000 characters; required for SEND_MESSAGE. May use the placeholders of PackageCommand.command. */
  message?: string | null | undefined;
  /** A Discord role id, 17..20 digits (rule regex); required for ADD_ROLE and REMOVE_ROLE. */
  roleId?: string | null | undefined;
};

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
  /** TEXT (default), NUMBER or EMAIL (rule enum). */
  type?: string | null | undefined;
};

/** How many units of a package one order line may hold. */
export type PackageType =
  /** Up to 999 units per order line. */
  | 'MULTIPLE'
  /** One unit per order (quantity above 1: VALIDATION_FAILED, rule max). */
  | 'SINGLE';

export type CreateCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: number, name: string, slug: string, position: number, parentId: number | null, hideSubcategory: boolean } };

export type CreatePackageMutationVariables = Exact<{
  input: CreatePackageInput;
}>;


export type CreatePackageMutation = { createPackage: { id: number, name: string, price: number, priceDisplay: string, type: PackageType, category: { id: number, name: string }, commands: Array<{ type: CommandTrigger, command: string }> } };

export type PackagesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  name?: string | null | undefined;
}>;


export type PackagesQuery = { packages: { meta: { total: number, perPage: number, currentPage: number, lastPage: number, nextPageUrl: string | null }, data: Array<{ id: number, name: string, priceDisplay: string }> } };

export type CheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CheckoutMutation = { checkout: { orderId: number, internalId: string, status: OrderStatus, price: number, priceDisplay: string } };

export type ApproveOrderMutationVariables = Exact<{
  id: number;
}>;


export type ApproveOrderMutation = { updateOrder: { id: number, status: OrderStatus, statusDisplay: string, paidAt: string | null, packages: Array<{ name: string, quantity: number, price: number }>, deliveries: Array<{ type: DeliveryType, value: string }>, commands: Array<{ command: string, status: CommandStatus }> } };


export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"hideSubcategory"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const CreatePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePackage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePackageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPackage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"command"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePackageMutation, CreatePackageMutationVariables>;
export const PackagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Packages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastPage"}},{"kind":"Field","name":{"kind":"Name","value":"nextPageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}}]}}]}}]}}]} as unknown as DocumentNode<PackagesQuery, PackagesQueryVariables>;
export const CheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Checkout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"internalId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceDisplay"}}]}}]}}]} as unknown as DocumentNode<CheckoutMutation, CheckoutMutationVariables>;
export const ApproveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"APPROVED","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveOrderMutation, ApproveOrderMutationVariables>;