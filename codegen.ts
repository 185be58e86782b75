import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types from the schema; parents are the Prisma rows (mappers), so a field resolver
// receives the row the service returned and nothing is typed by hand.
const prisma = '../../generated/prisma/client';

const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  generates: {
    // The admin UI's documents (graphql(`...`) in admin/src): typed by the client preset, so a
    // schema change that breaks the UI fails its type check and build.
    'admin/src/gql/': {
      documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
    // Typed documents for the operations the tests run: a schema change breaks them at compile time.
    'test/graphql/__generated__/operations.ts': {
      documents: 'test/graphql/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
    'src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        mapperTypeSuffix: 'Model',
        mappers: {
          Store: `${prisma}#Store`,
          StoreApp: '../../modules/store/store-settings.service#AppRecord',
          PaymentGateway: '../../modules/payments/gateway.service#GatewaySettings',
          Category: `${prisma}#Category`,
          Package: `${prisma}#Package`,
          PackageCommand: `${prisma}#PackageCommand`,
          PackageDiscordAction: `${prisma}#PackageDiscordAction`,
          LicenseKey: `${prisma}#LicenseKey`,
          PackageVariation: `${prisma}#Package`,
          PackageVariable: `${prisma}#Variable`,
          PackageField: `${prisma}#PackageField`,
          Order: `${prisma}#Order`,
          OrderLine: `${prisma}#OrderPackage`,
          OrderVariable: `${prisma}#OrderVariable`,
          OrderNote: `${prisma}#OrderNote`,
          Delivery: `${prisma}#Delivery`,
          OrderEmail: `${prisma}#OrderEmail`,
          OrderDiscordAction: `${prisma}#OrderDiscordAction`,
          OrderRefund: `${prisma}#OrderRefund`,
          GameServer: `${prisma}#GameServer`,
          QueuedCommand: `${prisma}#Command`,
          Webhook: `${prisma}#Webhook`,
          WebhookLog: `${prisma}#WebhookLog`,
          Affiliate: `${prisma}#Affiliate`,
          PackageCommission: `${prisma}#AffiliatePackageCommission`,
          WithdrawRequest: `${prisma}#AffiliateTransaction`,
          Coupon: '../../modules/marketing/marketing.service#ScopedCoupon',
          Variable: `${prisma}#Variable`,
          Post: `${prisma}#Post`,
          Ban: `${prisma}#Ban`,
          Sale: '../../modules/promotions/sale.service#SaleView',
          BanRefusal: `${prisma}#BanRefusal`,
          GiftCard: `${prisma}#GiftCard`,
          GiftCardTransaction: `${prisma}#GiftCardTransaction`,
          StoreSubscription: `${prisma}#Subscription`,
          SubscriptionOrder: `${prisma}#Order`,
          StorefrontPost: `${prisma}#Post`,
          StorefrontCategory: '../../modules/storefront/storefront.service#StorefrontCategory',
          Storefront: `${prisma}#Store`,
          StorefrontStore: `${prisma}#Store`,
          StorefrontGateway: '../../modules/storefront/storefront.gateways#GatewayOption',
          StorefrontDiscount: '../../modules/storefront/storefront.lookups#StorefrontCoupon',
          StorefrontPackageField: `${prisma}#PackageField`,
          CartItem: '../../modules/storefront/storefront.service#CartLine',
          StorefrontPackage: '../../modules/storefront/storefront.service#StorefrontPackage',
          // Cursor connections (issue 29): the service's Slice of rows; PageInfo reads the same slice.
          OrderConnection: '../../lib/keyset#Slice<OrderModel>',
          WebhookLogConnection: '../../lib/keyset#Slice<WebhookLogModel>',
          WithdrawRequestConnection: '../../lib/keyset#Slice<AffiliateTransactionModel>',
          PageInfo: '../../lib/keyset#Slice<unknown>',
        },
        scalars: {
          DateTime: 'string',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
