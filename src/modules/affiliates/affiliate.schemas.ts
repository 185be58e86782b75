import { AffiliateOperation } from '../../generated/prisma/enums';
import { connectionArgs, isIntId } from '../../lib/keyset';
import { clearable, id, moneyInRange, numberInRange, pageSchema, z } from '../../lib/validation';
import { calendarDay } from '../orders/order.schemas';

const REF_CODE = /^[A-Za-z0-9_-]+$/;

/** Brazilian PIX key kinds. */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;

const withdrawSettings = z.object({
  full_name: clearable(z.string().trim().max(120)),
  pix_key: clearable(z.string().trim().max(140)),
  pix_key_type: clearable(z.enum(PIX_KEY_TYPES)),
  cpf_cnpj: clearable(z.string().trim().max(18)),
});

const packageCommission = z.object({
  package_id: id(),
  percent_commission: numberInRange(0, 100),
});

const fields = {
  name: z.string().trim().min(1).max(56),
  ref_code: z.string().trim().min(1).max(64).regex(REF_CODE),
  percent_commission: numberInRange(1, 100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' }),
  balance: moneyInRange(-1_000_000_000, 1_000_000_000),
  min_withdraw: moneyInRange(0, 1_000_000),
  self_affiliated: z.boolean(),
  linked_discount_id: clearable(id()),
  package_commissions: z.array(packageCommission).max(500),
  withdraw_settings: clearable(withdrawSettings),
};

export const createAffiliateSchema = z.object({
  ...fields,
  balance: fields.balance.optional(),
  min_withdraw: fields.min_withdraw.optional(),
  self_affiliated: fields.self_affiliated.optional(),
  package_commissions: fields.package_commissions.optional(),
});
export const updateAffiliateSchema = z.object(fields).partial();

export const listAffiliatesSchema = pageSchema.extend({
  email: z.string().max(254).optional(),
  search: z.string().max(100).optional(),
});

export const withdrawRequestSchema = z.object({
  affiliate_id: id(),
  amount: moneyInRange(0.01, 1_000_000_000),
});

/** A withdraw request's operations: the ledger's other operations (commissions) are not requests. */
export const withdrawOperation = z.enum(AffiliateOperation).extract(['WITHDRAW_PENDING', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED']);

export const listWithdrawRequestsSchema = pageSchema.extend({
  affiliate_id: id().optional(),
  operation: withdrawOperation.optional(),
});

/** GraphQL's withdrawRequestsConnection: the list's filters, and a keyset window (src/lib/keyset.ts) in place of the page. */
export const withdrawRequestsConnectionSchema = listWithdrawRequestsSchema
  .omit({ page: true, per_page: true, all: true })
  .extend(connectionArgs('withdraw_requests', isIntId));

export const settleWithdrawSchema = z.object({
  // Settling ends a pending request: it is paid or rejected, never made pending again.
  operation: withdrawOperation.exclude(['WITHDRAW_PENDING']),
  message: clearable(z.string().trim().max(500)),
});

/** GET /v1/app/affiliate/{id}/metrics: store-local days, both included; by default the last 30 days to today. */
export const affiliateMetricsSchema = z.object({ from: calendarDay().optional(), to: calendarDay().optional() });

export type CreateAffiliateInput = z.input<typeof createAffiliateSchema>;
export type UpdateAffiliateInput = z.input<typeof updateAffiliateSchema>;
export type ListAffiliatesInput = z.input<typeof listAffiliatesSchema>;
export type WithdrawRequestInput = z.input<typeof withdrawRequestSchema>;
export type ListWithdrawRequestsInput = z.input<typeof listWithdrawRequestsSchema>;
export type WithdrawRequestsConnectionInput = z.input<typeof withdrawRequestsConnectionSchema>;
export type SettleWithdrawInput = z.input<typeof settleWithdrawSchema>;
export type AffiliateMetricsInput = z.input<typeof affiliateMetricsSchema>;
