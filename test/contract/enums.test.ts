import { buildASTSchema, isEnumType, parse } from 'graphql';
import * as prismaEnums from '../../src/generated/prisma/enums';
import { loadTypeDefs } from '../../src/graphql/schema';
import { FIELD_TYPES } from '../../src/modules/catalog/package.schemas';
import { discountType } from '../../src/modules/storefront/storefront.present';
import { PAYMENT_METHODS } from '../../src/modules/payments/payment.types';
import { PIX_KEY_TYPES, settleWithdrawSchema, withdrawOperation } from '../../src/modules/affiliates/affiliate.schemas';
import { DISCORD_ACTIONS } from '../../src/modules/discord/discord.schemas';
import { AuditEntry } from '../../src/modules/audit/audit.responses';
import { listAuditSchema } from '../../src/modules/audit/audit.schemas';
import { listStaffSchema } from '../../src/modules/staff/staff.schemas';
import { SALE_STATUS_FILTERS } from '../../src/modules/promotions/sale.schemas';
import { SALE_STATUSES } from '../../src/modules/promotions/sale.values';

/**
 * The GraphQL enums are written by hand in schema/*.graphql (the schema is the contract), and the
 * input schemas take their values from the Prisma enums: this is where the two meet, so a value
 * added to one and not the other fails here rather than as a resolver error in production.
 */
const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const graphqlEnums = Object.values(schema.getTypeMap())
  .filter(isEnumType)
  .filter((t) => !t.name.startsWith('__'));
const valuesOf = (name: string) => {
  const type = schema.getType(name);
  return isEnumType(type) ? type.getValues().map((v) => v.name) : undefined;
};

/** GraphQL enums with no Prisma enum of the same name, and where their values come from instead. */
const NOT_PRISMA: Record<string, readonly string[]> = {
  // Stored as text (package_fields.type); the package body's enum is the one list.
  FieldType: FIELD_TYPES,
  // The storefront's names for the two promo types (PRICE is FIXED there).
  DiscountType: Object.values(prismaEnums.PromoType).map((type) => discountType({ type })),
  // Stored as text (orders.payment_method), in the words of the payment service.
  PaymentMethod: PAYMENT_METHODS,
  // Input enums of closed sets the input schemas keep as lists (issue 29).
  PixKeyType: PIX_KEY_TYPES,
  DiscordActionKind: DISCORD_ACTIONS,
  // The part of AffiliateOperation that withdraw requests take (the list filter), and settling (not back to pending).
  WithdrawOperation: withdrawOperation.options,
  WithdrawSettlement: settleWithdrawSchema.shape.operation.options,
  // Staff (issue 31): the role is Prisma's StaffRole (the GraphQL name StaffRole is the role object's),
  // the rest are the lists the input and response schemas keep.
  StaffRoleName: Object.values(prismaEnums.StaffRole),
  StaffUserStatus: listStaffSchema.shape.status.unwrap().options,
  ActorKind: listAuditSchema.shape.actor_type.unwrap().options,
  AuditAction: AuditEntry.shape.action.options,
  // Sales (issue 33): where a sale stands is computed from its dates (not stored), and the list's filter adds `all`.
  SaleStatus: SALE_STATUSES,
  SaleStatusFilter: SALE_STATUS_FILTERS,
};

describe('GraphQL enums and the Prisma enums', () => {
  const prismaByName = prismaEnums as unknown as Record<string, Record<string, string>>;

  it.each(graphqlEnums.filter((t) => t.name in prismaByName).map((t) => t.name))('%s has the Prisma enum’s values, in its order', (name) => {
    expect(valuesOf(name)).toEqual(Object.values(prismaByName[name]));
  });

  it.each(Object.keys(NOT_PRISMA))('%s has the values of the list it is derived from', (name) => {
    expect(valuesOf(name)).toEqual([...NOT_PRISMA[name]]);
  });

  it('every GraphQL enum is checked here: a Prisma enum or a listed one', () => {
    const unchecked = graphqlEnums.map((t) => t.name).filter((name) => !(name in prismaByName) && !(name in NOT_PRISMA));
    expect(unchecked).toEqual([]);
  });
});
