import { numberOrNull } from '../../components/forms';
import type { PromoType, SaleFieldsFragment, SaleInput } from '../../gql/graphql';
import { isoToZonedLocal, zonedInput } from '../../lib/zoned';

/** The sale form as typed: strings for the inputs, its dates as `datetime-local` values in the store's time zone. */
export interface SaleDraft {
  name: string;
  type: string;
  value: string;
  packageIds: number[];
  categoryIds: number[];
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  /** The stored instants the date inputs started from: sent back as they are while the inputs still show them. */
  stored: { startsAt: string | null; endsAt: string | null };
}

export function emptyDraft(): SaleDraft {
  return {
    name: '',
    type: 'PERCENTAGE',
    value: '',
    packageIds: [],
    categoryIds: [],
    startsAt: '',
    endsAt: '',
    enabled: true,
    stored: { startsAt: null, endsAt: null },
  };
}

export function draftOf(s: SaleFieldsFragment, timeZone: string): SaleDraft {
  return {
    name: s.name,
    type: s.type,
    value: String(s.value),
    packageIds: [...s.packageIds],
    categoryIds: [...s.categoryIds],
    startsAt: isoToZonedLocal(s.startsAt, timeZone),
    endsAt: isoToZonedLocal(s.endsAt, timeZone),
    enabled: s.enabled,
    stored: { startsAt: s.startsAt, endsAt: s.endsAt },
  };
}

/** The SaleInput of a draft: every field, so a save is the form as shown; the dates read in the store's zone. */
export function toInput(d: SaleDraft, timeZone: string): SaleInput {
  return {
    name: d.name,
    // The form's choices are the enum's values; anything else is the API's to refuse (rule enum).
    type: d.type as PromoType,
    value: numberOrNull(d.value),
    packageIds: d.packageIds,
    categoryIds: d.categoryIds,
    startsAt: zonedInput(d.startsAt, d.stored.startsAt, timeZone),
    endsAt: zonedInput(d.endsAt, d.stored.endsAt, timeZone),
    enabled: d.enabled,
  };
}

/** Every field path the form shows (the rest go to the error summary). */
export const KNOWN_FIELDS = ['name', 'type', 'value', 'package_ids', 'category_ids', 'starts_at', 'ends_at', 'enabled'];
