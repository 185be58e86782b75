import { numberOrNull } from '../../components/forms';
import type { CouponFormFieldsFragment, CouponInput, CouponLimitCriteria, PromoType } from '../../gql/graphql';
import { isoToZonedLocal, zonedInput } from '../../lib/zoned';

/** The coupon form as typed: strings for the inputs, converted only when sent. */
export interface CouponDraft {
  code: string;
  type: string;
  value: string;
  enabled: boolean;
  maxUses: string;
  /** `datetime-local` values in the store's time zone. */
  startsAt: string;
  expiresAt: string;
  minPrice: string;
  limitCriteria: string;
  maxUsesPerBuyer: string;
  firstPurchaseOnly: boolean;
  combinableWithSales: boolean;
  packageIds: number[];
  categoryIds: number[];
  /** The stored instants the two date inputs started from: sent back as they are while the inputs still show them. */
  stored: { startsAt: string | null; expiresAt: string | null };
}

export function emptyDraft(): CouponDraft {
  return {
    code: '',
    type: 'PERCENTAGE',
    value: '',
    enabled: true,
    maxUses: '',
    startsAt: '',
    expiresAt: '',
    minPrice: '',
    limitCriteria: '',
    maxUsesPerBuyer: '',
    firstPurchaseOnly: false,
    combinableWithSales: true,
    packageIds: [],
    categoryIds: [],
    stored: { startsAt: null, expiresAt: null },
  };
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The draft of a stored coupon (a minimum of 0 shows as empty: no minimum), its dates in the store's zone. */
export function draftOf(c: CouponFormFieldsFragment, timeZone: string): CouponDraft {
  return {
    code: c.code,
    type: c.type,
    value: String(c.value),
    enabled: c.enabled,
    maxUses: text(c.maxUses),
    startsAt: isoToZonedLocal(c.startsAt, timeZone),
    expiresAt: isoToZonedLocal(c.expiresAt, timeZone),
    minPrice: c.minPrice === 0 ? '' : String(c.minPrice),
    limitCriteria: c.limitCriteria ?? '',
    maxUsesPerBuyer: text(c.maxUsesPerBuyer),
    firstPurchaseOnly: c.firstPurchaseOnly,
    combinableWithSales: c.combinableWithSales,
    packageIds: [...c.packageIds],
    categoryIds: [...c.categoryIds],
    stored: { startsAt: c.startsAt ?? null, expiresAt: c.expiresAt ?? null },
  };
}

/**
 * The CouponInput of a draft: every field, so a save is the form as shown. Empty is "none" (no cap,
 * no start, no expiry, no minimum, no limit, every package). The dates are read in the store's zone.
 */
export function toInput(draft: CouponDraft, timeZone: string): CouponInput {
  return {
    code: draft.code,
    // The form's choices are the enums' values; anything else is the API's to refuse (rule enum).
    type: draft.type as PromoType,
    value: numberOrNull(draft.value),
    enabled: draft.enabled,
    maxUses: numberOrNull(draft.maxUses),
    startsAt: zonedInput(draft.startsAt, draft.stored.startsAt, timeZone),
    expiresAt: zonedInput(draft.expiresAt, draft.stored.expiresAt, timeZone),
    minPrice: draft.minPrice.trim() === '' ? 0 : numberOrNull(draft.minPrice),
    limitCriteria: draft.limitCriteria === '' ? null : (draft.limitCriteria as CouponLimitCriteria),
    maxUsesPerBuyer: numberOrNull(draft.maxUsesPerBuyer),
    firstPurchaseOnly: draft.firstPurchaseOnly,
    combinableWithSales: draft.combinableWithSales,
    packageIds: draft.packageIds,
    categoryIds: draft.categoryIds,
  };
}

/** Every field path the form shows (the rest go to the error summary). */
export const KNOWN_FIELDS = [
  'code',
  'type',
  'value',
  'enabled',
  'max_uses',
  'starts_at',
  'expires_at',
  'min_price',
  'limit_criteria',
  'max_uses_per_buyer',
  'first_purchase_only',
  'combinable_with_sales',
  'package_ids',
  'category_ids',
];

export const LIMIT_LABELS: Record<string, string> = {
  CLIENT_EMAIL: 'Once per e-mail',
  CLIENT_IDENTIFIER: 'Once per buyer identifier',
};

type CouponStatusFields = Pick<CouponFormFieldsFragment, 'enabled' | 'startsAt' | 'expiresAt' | 'maxUses' | 'uses'>;

/** Where a coupon stands now, as checkout would judge it first: disabled, expired, used up, scheduled (not started) or active. */
export function couponStatus(c: CouponStatusFields, now = Date.now()): { label: string; tone: string } {
  if (!c.enabled) return { label: 'Disabled', tone: '' };
  if (c.expiresAt && Date.parse(c.expiresAt) <= now) return { label: 'Expired', tone: 'bad' };
  if (c.maxUses !== null && c.maxUses !== undefined && c.uses >= c.maxUses) return { label: 'Used up', tone: 'bad' };
  if (c.startsAt && Date.parse(c.startsAt) > now) return { label: 'Scheduled', tone: 'warn' };
  return { label: 'Active', tone: 'ok' };
}
