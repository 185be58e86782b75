import type { z } from 'zod';
import type { ServiceContext } from '../../src/context';
import type {
  CheckoutInput as GqlCheckoutInput,
  CreateCategoryInput as GqlCreateCategoryInput,
  CreateWebhookInput as GqlCreateWebhookInput,
  Gateway,
  InputMaybe,
  QueryCategoriesArgs,
  QueryStorefrontPackagesArgs,
} from '../../src/graphql/__generated__/resolvers-types';
import { listArgs, toServiceInput, type Drift, type ListArgs, type ServiceInput } from '../../src/graphql/fields';
import type { CamelToSnake, Wire } from '../../src/lib/wire';
import type { CreateCategoryInput, ListCategoriesInput, createCategorySchema } from '../../src/modules/catalog/category.schemas';
import type * as categories from '../../src/modules/catalog/category.service';
import type * as orders from '../../src/modules/orders/order.service';
import type * as storefront from '../../src/modules/storefront/storefront.service';
import type * as webhooks from '../../src/modules/webhooks/webhook.service';

/**
 * The converter from a GraphQL input to a service input (src/graphql/fields.ts) is typed, so a
 * resolver hands a service `toServiceInput(input)` without a cast, and a field renamed on one side
 * (the SDL, or the zod schema) fails `tsc --noEmit` at the resolver. The type-level checks below
 * (`expectType`, and the `@ts-expect-error` lines, each of which must be an error) are checked by
 * tsc, which covers test/; the tests check what the converter does at run time.
 */

type Equal<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | undefined => undefined;

// ---- names ----
expectType<Equal<CamelToSnake<'parentId'>, 'parent_id'>>();
expectType<Equal<CamelToSnake<'hideSubcategory'>, 'hide_subcategory'>>();
expectType<Equal<CamelToSnake<'name'>, 'name'>>();
expectType<Equal<CamelToSnake<'line2Code'>, 'line2_code'>>();
expectType<Equal<CamelToSnake<'already_snake'>, 'already_snake'>>();
expectType<Equal<CamelToSnake<'URL'>, '_u_r_l'>>();
expectType<Equal<CamelToSnake<string>, string>>();

// ---- what the converter makes of a type ----
type Sample = {
  parentId?: InputMaybe<number>;
  items: Array<{ packageId: number; fields?: InputMaybe<Record<string, unknown>> }>;
  metadata?: InputMaybe<{ camelKey: number }>;
  variables?: InputMaybe<Array<{ someName: string }>>;
  at: Date;
};
expectType<
  Equal<
    ServiceInput<Sample>,
    {
      parent_id?: number | null | undefined;
      items: { package_id: number; fields?: Record<string, unknown> | null | undefined }[];
      // A JSON object of the caller's own keys is kept as sent...
      metadata?: { camelKey: number } | null | undefined;
      // ...but a list under such a name is still converted, as at run time.
      variables?: { some_name: string }[] | null | undefined;
      at: Date;
    }
  >
>();
expectType<Equal<ListArgs<QueryCategoriesArgs>, { page?: number; parent_id?: number; per_page?: number }>>();

// ---- what a service takes ----
// Any key optional and nullable, list items nullable, a record any JSON object.
expectType<
  Equal<
    Wire<{ name: string; tags?: string[]; meta: Record<string, number>; kind: 'a' | 'b' }>,
    {
      name?: string | null;
      tags?: readonly (string | null)[] | null;
      meta?: { [key: string]: unknown } | null;
      kind?: 'a' | 'b' | null;
    }
  >
>();

// ---- the drift a resolver's call reports ----
type RenamedInSdl = Omit<GqlCreateCategoryInput, 'parentId'> & { parentCategoryId?: InputMaybe<number> };
expectType<Equal<Drift<ServiceInput<RenamedInSdl>, Wire<CreateCategoryInput>>, { field: 'parent_category_id'; unknownToService: number | null | undefined }>>();
type RetypedInSdl = Omit<GqlCreateCategoryInput, 'position'> & { position?: InputMaybe<string> };
expectType<
  Equal<Drift<ServiceInput<RetypedInSdl>, Wire<CreateCategoryInput>>, { field: 'position'; sends: string; serviceTakes: number | null | undefined }>
>();
expectType<Equal<Drift<ServiceInput<GqlCreateCategoryInput>, Wire<CreateCategoryInput>>, never>>();

/**
 * Never called: each line compiles as a resolver's would (the service functions' own types), and
 * each `@ts-expect-error` line is a drift tsc must refuse.
 */
function resolverCalls(
  ctx: ServiceContext,
  s: {
    createCategory: typeof categories.createCategory;
    listCategories: typeof categories.listCategories;
    checkout: typeof orders.checkout;
    createWebhook: typeof webhooks.createWebhook;
    storefrontPackages: typeof storefront.storefrontPackages;
  },
  gql: { category: GqlCreateCategoryInput; checkout: GqlCheckoutInput; webhook: GqlCreateWebhookInput },
  args: { categories: QueryCategoriesArgs; packages: QueryStorefrontPackagesArgs },
  restBody: z.input<typeof createCategorySchema>,
  drifted: {
    renamed: RenamedInSdl;
    retyped: RetypedInSdl;
    moreGateways: Omit<GqlCheckoutInput, 'gateway'> & { gateway?: InputMaybe<Gateway | 'BITCOIN'> };
    nested: Omit<GqlCheckoutInput, 'items'> & { items?: Array<{ packageId?: InputMaybe<number> }> };
    args: Omit<QueryCategoriesArgs, 'parentId'> & { parent?: InputMaybe<number> };
  },
) {
  // The generated GraphQL inputs fit their services, nested lists and JSON objects included.
  void s.createCategory(ctx, toServiceInput(gql.category));
  void s.checkout(ctx, toServiceInput(gql.checkout));
  void s.createWebhook(ctx, toServiceInput(gql.webhook));
  void s.listCategories(ctx, listArgs(args.categories));
  void s.storefrontPackages(ctx, listArgs(args.packages));
  const listed: ListCategoriesInput = listArgs(args.categories);
  void s.listCategories(ctx, listed);
  // REST hands the body its route typed from the same schema.
  void s.createCategory(ctx, restBody);

  // A field renamed in the SDL: the service does not know parent_category_id.
  // @ts-expect-error parent_category_id is not a field of the service input
  void s.createCategory(ctx, toServiceInput(drifted.renamed));

  // A field renamed in the zod schema: the GraphQL input still sends parent_id.
  const renamedService = (_ctx: ServiceContext, _input: Wire<Omit<CreateCategoryInput, 'parent_id'> & { parent?: number | null }>) => undefined;
  // @ts-expect-error parent_id is not a field of the service input
  renamedService(ctx, toServiceInput(gql.category));

  // A value of another type.
  // @ts-expect-error position: a string where the service takes a number
  void s.createCategory(ctx, toServiceInput(drifted.retyped));

  // An enum value the service's zod enum does not have (a zod enum's input is its values; a
  // `z.string().pipe(z.enum(...))`, as webhook scopes, takes any string and refuses others itself).
  // @ts-expect-error gateway: BITCOIN is not one of the service's gateways
  void s.checkout(ctx, toServiceInput(drifted.moreGateways));

  // A field renamed inside a list of objects.
  // @ts-expect-error items[].package_id is not a field of the service input
  void s.checkout(ctx, toServiceInput(drifted.nested));

  // A list argument renamed, passed on or kept in a variable typed as the service's input.
  // @ts-expect-error parent is not a filter of the service
  void s.listCategories(ctx, listArgs(drifted.args));
  // @ts-expect-error parent is not a filter of the service
  const kept: ListCategoriesInput = listArgs(drifted.args);
  void kept;
}

describe('toServiceInput', () => {
  test('writes keys in snake_case, through objects and lists', () => {
    const input = { parentId: 3, hideSubcategory: false, items: [{ packageId: 1, quantity: 2 }, { packageId: 2 }], clientName: null };
    const out = toServiceInput(input);
    expectType<Equal<typeof out, ServiceInput<typeof input>>>();
    expect(out).toEqual({ parent_id: 3, hide_subcategory: false, items: [{ package_id: 1, quantity: 2 }, { package_id: 2 }], client_name: null });
  });

  test('reads objects with a null prototype, as graphql-js builds them', () => {
    const item = Object.assign(Object.create(null) as Record<string, unknown>, { packageId: 7 });
    const input = Object.assign(Object.create(null) as Record<string, unknown>, { clientEmail: 'a@b.c', items: [item] });
    expect(toServiceInput(input)).toEqual({ client_email: 'a@b.c', items: [{ package_id: 7 }] });
  });

  test("keeps a JSON object of the caller's own keys as sent, and converts a list under such a name", () => {
    const metadata = { campaignId: 'x', nested: { someKey: 1 } };
    const fields = { discordName: 'me' };
    const out = toServiceInput({ metadata, items: [{ fields }], variables: [{ someName: 'a' }] });
    expect(out.metadata).toBe(metadata);
    expect(out.items[0].fields).toBe(fields);
    expect(out.variables).toEqual([{ some_name: 'a' }]);
  });

  test('leaves dates, nulls and plain values alone', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const out = toServiceInput({ startsAt: at, endsAt: null, count: 0, name: 'n', on: true, missing: undefined });
    expect(out.starts_at).toBe(at);
    expect(out).toEqual({ starts_at: at, ends_at: null, count: 0, name: 'n', on: true, missing: undefined });
    expect(Object.hasOwn(out, 'missing')).toBe(true);
    expect(toServiceInput(null)).toBeNull();
    expect(toServiceInput('text')).toBe('text');
    expect(toServiceInput([1, 'a'])).toEqual([1, 'a']);
  });
});

describe('listArgs', () => {
  test('writes names in snake_case and drops unset, null and empty args', () => {
    const out = listArgs({ perPage: 10, page: 0, all: false, parentId: null, q: '', from: undefined, categoryId: 4 });
    expect(out).toEqual({ per_page: 10, page: 0, all: false, category_id: 4 });
  });

  test('the compile-time checks above are in a function never called', () => {
    expect(typeof resolverCalls).toBe('function');
  });
});
