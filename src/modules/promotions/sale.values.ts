import { zoneOffsetMinutes } from '../../lib/format';

/**
 * What a sale's dates may look like: ISO 8601 with `Z` or an offset (`2026-11-27T00:00:00-03:00`), or a
 * local date-time without one (`2026-11-27T00:00`), which means that wall-clock time in the store's time
 * zone. Seconds and milliseconds are optional.
 */
export const SALE_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant `text` names (SALE_INSTANT), a local date-time read in `timeZone`; null when it names none (2026-02-30, 25:00). */
export function parseStoreInstant(text: string, timeZone: string): Date | null {
  const m = SALE_INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const ms = Number((m[7] ?? '').padEnd(3, '0'));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const zone = m[8];
  if (zone === 'Z') return new Date(wall);
  if (zone) {
    const [h, mm] = zone.slice(1).split(':').map(Number);
    if (h > 23 || mm > 59) return null;
    const offset = (zone[0] === '-' ? -1 : 1) * (h * 60 + mm);
    return new Date(wall - offset * 60_000);
  }
  return wallTimeIn(wall, timeZone);
}

/**
 * The instant a wall-clock time (given as if it were UTC) has in a time zone. Where daylight saving
 * repeats the hour, its first occurrence; where it skips the hour, the time as read with the offset in
 * force before the change (23:30 skipped at 24:00 -> 00:30 of the new offset).
 */
function wallTimeIn(wall: number, timeZone: string): Date {
  const offsets = [...new Set([-14, 0, 14].map((h) => zoneOffsetMinutes(timeZone, new Date(wall + h * 3_600_000))))];
  const fits = offsets.map((o) => wall - o * 60_000).filter((t) => zoneOffsetMinutes(timeZone, new Date(t)) * 60_000 === wall - t);
  if (fits.length) return new Date(Math.min(...fits));
  return new Date(wall - zoneOffsetMinutes(timeZone, new Date(wall - 14 * 3_600_000)) * 60_000);
}

export type SaleStatus = 'SCHEDULED' | 'RUNNING' | 'ENDED' | 'DISABLED';
export const SALE_STATUSES = ['SCHEDULED', 'RUNNING', 'ENDED', 'DISABLED'] as const satisfies readonly SaleStatus[];

/** Where a sale stands at `now`: ended (whatever enabled says), else turned off, else not started or running. */
export function saleStatus(sale: { enabled: boolean; startsAt: Date; endsAt: Date }, now = new Date()): SaleStatus {
  if (sale.endsAt <= now) return 'ENDED';
  if (!sale.enabled) return 'DISABLED';
  return sale.startsAt > now ? 'SCHEDULED' : 'RUNNING';
}

/** The longest a sale may run: 366 days (a year, a leap day included). */
export const MAX_SALE_MS = 366 * 86_400_000;
