/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Prices are computed by the server; required fields are marked. */
export type CheckoutInput = {
  clientDiscord?: string | null | undefined;
  clientDocument?: string | null | undefined;
  /** Required. */
  clientEmail?: string | null | undefined;
  /** Required: the buyer's in-game identifier. */
  clientIdentifier?: string | null | undefined;
  /** Required. */
  clientName?: string | null | undefined;
  clientPhone?: string | null | undefined;
  coupon?: string | null | undefined;
  /** Required: PIX, MERCADOPAGO, STRIPE, PAYPAL or PICPAY. */
  gateway?: string | null | undefined;
  /** Required, 1..50 items. */
  items?: Array<CheckoutItemInput> | null | undefined;
  /** An affiliate's ref code; an unknown one is ignored. */
  refCode?: string | null | undefined;
  /** Values by variable name, e.g. {"nick": "Steve"}. */
  variables?: Record<string, unknown> | null | undefined;
};

export type CheckoutItemInput = {
  /** Values of the package's custom fields, by field id (or name). */
  fields?: Record<string, unknown> | null | undefined;
  /** Required: a package of the store. */
  id?: number | null | undefined;
  /** Required: 1..999 (1 for SINGLE packages and per-user-limited ones). */
  quantity?: number | null | undefined;
};

export type CommandInput = {
  /** Required. */
  command?: string | null | undefined;
  executeOnce?: boolean | null | undefined;
  gameServerId?: number | null | undefined;
  offlineExecute?: boolean | null | undefined;
  schedule?: number | null | undefined;
  /** PURCHASE (default), EXPIRE, REFUND or CHARGEBACK. */
  type?: string | null | undefined;
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

export type CreateCategoryInput = {
  banner?: string | null | undefined;
  hideCategory?: boolean | null | undefined;
  /** true only for a category that has subcategories or is one. */
  hideSubcategory?: boolean | null | undefined;
  image?: string | null | undefined;
  /** Required. At most 100 characters. */
  name?: string | null | undefined;
  /** null or left out: a top-level category. */
  parentId?: number | null | undefined;
  position?: number | null | undefined;
  /** Generated from the name when left out; unique in the store. */
  slug?: string | null | undefined;
};

export type CreatePackageInput = {
  /** Required: a category of this store. */
  categoryId?: number | null | undefined;
  commands?: Array<CommandInput> | null | undefined;
  compareAtPrice?: number | null | undefined;
  description?: string | null | undefined;
  discordActions?: Array<DiscordActionInput> | null | undefined;
  email?: PackageEmailInput | null | undefined;
  enabled?: boolean | null | undefined;
  /** 1 to 365. */
  expiryDays?: number | null | undefined;
  fields?: Array<PackageFieldInput> | null | undefined;
  /** Only for variations. */
  icon?: string | null | undefined;
  image?: string | null | undefined;
  /** 1 to 999,999; null means unlimited. */
  inventoryAmount?: number | null | undefined;
  /** At most 300 keys of at most 250 characters. */
  licenseKeys?: Array<string> | null | undefined;
  /** Required. */
  name?: string | null | undefined;
  /** Makes this package a variation of another. */
  parentId?: number | null | undefined;
  perUserLimit?: boolean | null | undefined;
  position?: number | null | undefined;
  /** Required. 0 to 1,000,000, at most two decimals. */
  price?: number | null | undefined;
  slug?: string | null | undefined;
  /** Required: SINGLE or MULTIPLE. */
  type?: string | null | undefined;
  variables?: Array<number> | null | undefined;
};

export type DeliveryType =
  | 'CHAT'
  | 'CONTENT'
  | 'DOWNLOAD'
  | 'LICENSE_KEY';

export type DiscordActionInput = {
  /** Required. */
  action?: string | null | undefined;
  parameters?: DiscordActionParametersInput | null | undefined;
  /** Required. */
  type?: string | null | undefined;
};

export type DiscordActionParametersInput = {
  channelId?: string | null | undefined;
  message?: string | null | undefined;
  roleId?: string | null | undefined;
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'CHARGEDBACK'
  | 'PENDING'
  | 'REFUNDED'
  | 'REJECTED';

export type PackageEmailInput = {
  content?: string | null | undefined;
  title?: string | null | undefined;
};

export type PackageFieldInput = {
  description?: string | null | undefined;
  /** Required. */
  name?: string | null | undefined;
  required?: boolean | null | undefined;
  /** TEXT (default), NUMBER or EMAIL. */
  type?: string | null | undefined;
};

export type PackageType =
  | 'MULTIPLE'
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