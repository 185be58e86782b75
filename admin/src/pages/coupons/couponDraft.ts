import { numberOrNull } from '../../components/forms';
import type { CouponFormFieldsFragment, CouponInput, CouponLimitCriteria, PromoType } from '../../gql/graphql';

/** The coupon form as typed: strings for the inputs, converted only when sent. */
export interface CouponDraft {
  code: string;
  type: string;
  value: string;
  enabled: boolean;
  maxUses: string;
  expiresAt: string;
  minPrice: string;
  limitCriteria: string;
}

export function emptyDraft(): CouponDraft {
  return { code: '', type: 'PERCENTAGE', value: '', enabled: true, maxUses: '', expiresAt: '', minPrice: '', limitCriteria: '' };
}

/** The draft of a stored coupon (a minimum of 0 shows as empty: no minimum). */
export function draftOf(c: CouponFormFieldsFragment): CouponDraft {
  return {
    code: c.code,
    type: c.type,
    value: String(c.value),
    enabled: c.enabled,
    maxUses: c.maxUses === null || c.maxUses === undefined ? '' : String(c.maxUses),
    expiresAt: c.expiresAt ?? '',
    minPrice: c.minPrice === 0 ? '' : String(c.minPrice),
    limitCriteria: c.limitCriteria ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The CouponInput of a draft: every field, so a save is the form as shown. Empty is "none" (no cap, no expiry, no minimum, no limit). */
export function toInput(draft: CouponDraft): CouponInput {
  return {
    code: draft.code,
    // The form's choices are the enums' values; anything else is the API's to refuse (rule enum).
    type: draft.type as PromoType,
    value: numberOrNull(draft.value),
    enabled: draft.enabled,
    maxUses: numberOrNull(draft.maxUses),
    expiresAt: orNull(draft.expiresAt),
    minPrice: draft.minPrice.trim() === '' ? 0 : numberOrNull(draft.minPrice),
    limitCriteria: draft.limitCriteria === '' ? null : (draft.limitCriteria as CouponLimitCriteria),
  };
}

/** Every field path the form shows (the rest go to the error summary). */
export const KNOWN_FIELDS = ['code', 'type', 'value', 'enabled', 'max_uses', 'expires_at', 'min_price', 'limit_criteria'];

export const LIMIT_LABELS: Record<string, string> = {
  CLIENT_EMAIL: 'Once per e-mail',
  CLIENT_IDENTIFIER: 'Once per buyer identifier',
};
