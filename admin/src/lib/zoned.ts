/**
 * Wall-clock times in the store's time zone (an IANA name such as America/New_York), whatever the
 * browser's own: a sale that starts "2026-11-27 00:00" starts at midnight where the store is. The
 * inputs are `datetime-local` values ("2026-11-27T00:00"); the API takes and answers ISO 8601 with
 * an offset.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall clock of `instant` (ms) in `timeZone`, read back as if it were UTC (ms). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at `instant`, in minutes (-300 for New York in winter). */
function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClockMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A `datetime-local` value read in `timeZone`, as ISO 8601 with that zone's offset then
 * ("2026-11-27T00:00" in America/New_York: "2026-11-27T00:00:00-05:00"); '' is null. A wall clock
 * that does not exist (the hour skipped when clocks go forward) moves on by the gap, as the zone
 * does. Anything unreadable goes as typed, for the API to refuse under its field.
 */
export function zonedLocalToIso(value: string, timeZone: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const m = LOCAL.exec(trimmed);
  if (!m) return trimmed;
  const [, y, mo, d, h, mi, s] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  try {
    // The offsets either side of a change near the wall clock: the earlier instant that shows it
    // (an hour repeated when clocks go back), or, in a gap, the one read with the offset before it.
    const o1 = offsetMinutes(asUtc, timeZone);
    const o2 = offsetMinutes(asUtc - o1 * 60_000, timeZone);
    const shows = [asUtc - o1 * 60_000, asUtc - o2 * 60_000].filter((i) => wallClockMs(i, timeZone) === asUtc);
    const instant = shows.length ? Math.min(...shows) : asUtc - Math.min(o1, o2) * 60_000;
    const wall = new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 19);
    return `${wall}${formatOffset(offsetMinutes(instant, timeZone))}`;
  } catch {
    // An unknown zone name: the browser's own clock rather than nothing.
    const at = new Date(trimmed);
    return Number.isNaN(at.getTime()) ? trimmed : at.toISOString();
  }
}

/** An instant from the API as a `datetime-local` value in `timeZone` ("2026-11-27T00:00"); null is ''. */
export function isoToZonedLocal(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  try {
    return new Date(wallClockMs(at, timeZone)).toISOString().slice(0, 16);
  } catch {
    return iso.slice(0, 16);
  }
}

/**
 * What a form sends for a zoned input that started as `initial` (an instant from the API): the
 * instant itself while the input still shows it (its seconds and milliseconds kept), else the
 * input read in the zone.
 */
export function zonedInput(value: string, initial: string | null | undefined, timeZone: string): string | null {
  if (initial && value === isoToZonedLocal(initial, timeZone)) return initial;
  return zonedLocalToIso(value, timeZone);
}

/** "in 3 days", "2 hours ago": how far an instant is from now, for a schedule. */
export function relativeTo(iso: string, now = Date.now(), locale = 'en-US'): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  const abs = Math.abs(diff);
  // A unit is used from twice its length on ("in 45 days", "in 3 months"), so a count never rounds to 1 of a coarse unit.
  const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
    ['year', 365 * 86_400_000, 2],
    ['month', 30 * 86_400_000, 2],
    ['day', 86_400_000, 1],
    ['hour', 3_600_000, 1],
    ['minute', 60_000, 1],
  ];
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms, from] of units) if (abs >= ms * from) return rtf.format(Math.round(diff / ms), unit);
  return rtf.format(0, 'minute');
}

/** An instant as a calendar line in the store's zone and locale: "Fri, Nov 27, 2026, 00:00". */
export function formatCalendar(iso: string, timeZone: string, locale = 'en-US'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  } catch {
    return iso;
  }
}
