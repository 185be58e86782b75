import { numberOrNull } from '../../components/forms';
import type { AffiliateDetailQuery, AffiliateInput, PixKeyType } from '../../gql/graphql';
import { commissionRow, type CommissionRow } from './PackageCommissionEditor';

/** The affiliate form as typed: strings for the inputs, converted only when sent. */
export interface AffiliateDraft {
  name: string;
  refCode: string;
  email: string;
  percentCommission: string;
  balance: string;
  minWithdraw: string;
  selfAffiliated: boolean;
  linkedDiscountId: string;
  commissions: CommissionRow[];
  fullName: string;
  pixKey: string;
  pixKeyType: string;
  cpfCnpj: string;
}

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;

export function emptyDraft(): AffiliateDraft {
  return {
    name: '',
    refCode: '',
    email: '',
    percentCommission: '',
    balance: '',
    minWithdraw: '',
    selfAffiliated: false,
    linkedDiscountId: '',
    commissions: [],
    fullName: '',
    pixKey: '',
    pixKeyType: '',
    cpfCnpj: '',
  };
}

type Stored = Omit<AffiliateDetailQuery['affiliate'], 'statistics' | 'createdAt' | 'id'>;

/** The draft of a stored affiliate. */
export function draftOf(a: Stored): AffiliateDraft {
  const s = a.withdrawSettings;
  return {
    name: a.name,
    refCode: a.refCode,
    email: a.email,
    percentCommission: String(a.percentCommission),
    balance: String(a.balance),
    minWithdraw: String(a.minWithdraw),
    selfAffiliated: a.selfAffiliated,
    linkedDiscountId: a.linkedDiscountId === null || a.linkedDiscountId === undefined ? '' : String(a.linkedDiscountId),
    commissions: a.packageCommissions.map((c) => commissionRow(c.packageId, String(c.percentCommission), c.package.name)),
    fullName: s?.fullName ?? '',
    pixKey: s?.pixKey ?? '',
    pixKeyType: s?.pixKeyType ?? '',
    cpfCnpj: s?.cpfCnpj ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

/**
 * The AffiliateInput of a draft. On create, empty balance and minimum withdrawal are left out (the
 * API's defaults apply). On edit the balance is sent only when changed (setting it replaces the
 * balance, so an unchanged field must not undo commissions credited meanwhile); the package
 * commissions are always sent, as the whole set they replace.
 */
export function toInput(draft: AffiliateDraft, stored?: AffiliateDraft): AffiliateInput {
  const input: AffiliateInput = {
    name: draft.name,
    refCode: draft.refCode,
    email: draft.email,
    percentCommission: numberOrNull(draft.percentCommission),
    selfAffiliated: draft.selfAffiliated,
    linkedDiscountId: draft.linkedDiscountId === '' ? null : Number(draft.linkedDiscountId),
    packageCommissions: draft.commissions.map((c) => ({ packageId: c.packageId, percentCommission: numberOrNull(c.percentCommission) })),
    withdrawSettings: [draft.fullName, draft.pixKey, draft.pixKeyType, draft.cpfCnpj].every((v) => v.trim() === '')
      ? null
      : {
          fullName: orNull(draft.fullName),
          pixKey: orNull(draft.pixKey),
          pixKeyType: orNull(draft.pixKeyType) as PixKeyType | null,
          cpfCnpj: orNull(draft.cpfCnpj),
        },
  };
  if (stored) {
    if (draft.balance !== stored.balance) input.balance = numberOrNull(draft.balance);
    input.minWithdraw = numberOrNull(draft.minWithdraw);
  } else {
    if (draft.balance.trim() !== '') input.balance = numberOrNull(draft.balance);
    if (draft.minWithdraw.trim() !== '') input.minWithdraw = numberOrNull(draft.minWithdraw);
  }
  return input;
}

/** Every field path the form shows (the rest go to the error summary). */
export const KNOWN_FIELDS = [
  'name',
  'ref_code',
  'email',
  'percent_commission',
  'balance',
  'min_withdraw',
  'self_affiliated',
  'linked_discount_id',
  'package_commissions',
  'withdraw_settings',
];
