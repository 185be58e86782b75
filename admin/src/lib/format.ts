/** Display helpers; the store's currency and locale come from the signed-in store. */
export function formatMoney(value: number | string | null | undefined, currency: string, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return String(value);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}

/** The API's timestamps already carry the store's offset: show them as the store's wall clock. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]}` : iso;
}

/** Today's date in a time zone, as YYYY-MM-DD (for the report range defaults). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parts;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A date or datetime-local input's value ("2026-05-01" or "2026-05-01T12:00", the browser's own
 * clock) as an instant the API takes (ISO 8601 with an offset); '' is null. Anything unreadable
 * goes as typed, for the API to refuse under its field.
 */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
