import type { Decimal } from '@prisma/client/runtime/client';

/** Stored money (Decimal) as a JSON number with at most two decimals. */
export function money(value: Decimal | number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number(typeof value === 'object' ? value.toFixed(2) : Number(value).toFixed(2));
}

/**
 * Formatters by locale, then currency (nested maps, so a lookup builds no key string), each with the
 * texts it made by amount: Intl's format is most of a money text's cost, and a catalog shows the same
 * few prices again and again. Bounded: an amount map is cleared when full.
 */
const currencyFormats = new Map<string, Map<string, { fmt: Intl.NumberFormat; texts: Map<number, string> }>>();

/** Localized money text, e.g. "R$ 30,00" for pt-BR/BRL; plain spaces, not the NBSP Intl emits. */
export function formatMoney(value: { toFixed(digits: number): string } | number, locale: string, currency: string): string {
  let byCurrency = currencyFormats.get(locale);
  if (!byCurrency) {
    byCurrency = new Map();
    currencyFormats.set(locale, byCurrency);
  }
  let format = byCurrency.get(currency);
  if (!format) {
    format = { fmt: new Intl.NumberFormat(locale, { style: 'currency', currency }), texts: new Map() };
    byCurrency.set(currency, format);
  }
  const n = typeof value === 'number' ? value : Number(value.toFixed(2));
  // -0 is its own text ("-R$ 0,00") but the same Map key as 0: never remembered.
  if (Object.is(n, -0)) return format.fmt.format(n).replace(/[\u00a0\u202f]/g, ' ');
  let text = format.texts.get(n);
  if (text === undefined) {
    text = format.fmt.format(n).replace(/[\u00a0\u202f]/g, ' ');
    if (format.texts.size >= 10_000) format.texts.clear();
    format.texts.set(n, text);
  }
  return text;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, date: Date): Record<string, string> {
  let fmt = partFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, fmt);
  }
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value;
  return out;
}

function offsetAt(timeZone: string, ms: number): number {
  const p = partsIn(timeZone, new Date(ms));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MAX_CACHED = 50_000;
/** Offsets by zone, then UTC hour (numeric keys: no key string per lookup), for hours with one offset throughout. */
const hourOffsets = new Map<string, Map<number, number>>();
let cachedHours = 0;

/**
 * Minutes east of UTC for the zone at that instant. Intl's formatToParts is the slow part of
 * every timestamp a list renders, so an hour's offset is remembered when the offset at its
 * first and last millisecond agree (no transition inside); hours with a transition are computed
 * exactly every time. Bounded: cleared when full.
 */
export function zoneOffsetMinutes(timeZone: string, date: Date): number {
  const ms = date.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let zone = hourOffsets.get(timeZone);
  const known = zone?.get(hour);
  if (known !== undefined) return known;
  const start = offsetAt(timeZone, hour * HOUR_MS);
  const end = offsetAt(timeZone, hour * HOUR_MS + HOUR_MS - 1);
  if (start !== end) return offsetAt(timeZone, ms);
  if (cachedHours >= MAX_CACHED) {
    hourOffsets.clear();
    cachedHours = 0;
    zone = undefined;
  }
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  zone.set(hour, start);
  cachedHours++;
  return start;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

// A list renders hundreds of timestamps: the parts come from integer arithmetic and tables of
// ready-made text instead of a Date per timestamp and a padStart per field (about 225 a page, 1.5 us
// to 0.2-0.6 us each: docs/PERFORMANCE.md, "Read pages"); test/lib/format.test.ts compares it with
// the Date-based form.
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => pad(i));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => pad(i, 3));
/** `YYYY-MM-DD` by day number since the epoch (local to the zone), and `+hh:mm` by offset; bounded. */
const dayTexts = new Map<number, string>();
const offsetTexts = new Map<number, string>();

function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    const d = new Date(day * DAY_MS);
    text = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dayTexts.size >= MAX_CACHED) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const abs = Math.abs(offset);
    text = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    if (offsetTexts.size >= 1000) offsetTexts.clear();
    offsetTexts.set(offset, text);
  }
  return text;
}

/** ISO 8601 with milliseconds and the zone's offset: 2026-11-21T12:00:00.000-03:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, date);
  const local = date.getTime() + offset * 60000;
  const day = Math.floor(local / DAY_MS);
  const t = local - day * DAY_MS;
  return (
    dayText(day) +
    'T' +
    TWO_DIGITS[Math.floor(t / HOUR_MS)] +
    ':' +
    TWO_DIGITS[Math.floor(t / 60000) % 60] +
    ':' +
    TWO_DIGITS[Math.floor(t / 1000) % 60] +
    '.' +
    THREE_DIGITS[t % 1000] +
    offsetText(offset)
  );
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function isValidLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/**
 * The first instant of a calendar day in a time zone (`2026-11-21` in São Paulo -> 03:00Z).
 * Where daylight saving skips midnight, the day starts at the first local time that exists.
 */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Midnight under the offsets in force around that day; keep those that fall on the day itself.
  const offsets = new Set([-14, 14].map((h) => zoneOffsetMinutes(timeZone, new Date(utcMidnight + h * 3_600_000))));
  const candidates = [...offsets].map((o) => utcMidnight - o * 60_000).filter((t) => dayInZone(new Date(t), timeZone) === day);
  if (candidates.length) return new Date(Math.min(...candidates));
  // Fallback (not seen in practice): the first whole hour of the day.
  for (let t = utcMidnight - 14 * 3_600_000; ; t += 3_600_000) if (dayInZone(new Date(t), timeZone) === day) return new Date(t);
}

/** The calendar day after `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The calendar day of an instant in a time zone. */
export function dayInZone(date: Date, timeZone: string): string {
  const local = new Date(date.getTime() + zoneOffsetMinutes(timeZone, date) * 60000);
  return local.toISOString().slice(0, 10);
}
