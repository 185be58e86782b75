import { describe, expect, it } from 'vitest';
import { formatCalendar, isoToZonedLocal, relativeTo, zonedInput, zonedLocalToIso } from './zoned';

describe('store time zone inputs', () => {
  it("reads a wall clock in the store's zone, whatever the browser's, with that day's offset", () => {
    expect(zonedLocalToIso('2026-11-27T00:00', 'America/New_York')).toBe('2026-11-27T00:00:00-05:00');
    expect(zonedLocalToIso('2026-07-04T09:30', 'America/New_York')).toBe('2026-07-04T09:30:00-04:00');
    expect(zonedLocalToIso('2026-11-27T00:00', 'America/Sao_Paulo')).toBe('2026-11-27T00:00:00-03:00');
    expect(zonedLocalToIso('2026-11-27T00:00', 'Asia/Kolkata')).toBe('2026-11-27T00:00:00+05:30');
    expect(zonedLocalToIso('2026-11-27T00:00', 'UTC')).toBe('2026-11-27T00:00:00+00:00');
  });

  it('moves a skipped wall clock on by the gap, takes the first of a repeated one, and keeps empty and unreadable input as it is', () => {
    // 2026-03-08 02:30 does not exist in New York: clocks jump from 02:00 to 03:00.
    expect(zonedLocalToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    // 01:30 comes twice on 2026-11-01 (clocks go back at 02:00): the first of them.
    expect(zonedLocalToIso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('next friday', 'UTC')).toBe('next friday');
  });

  it("shows an instant as the store's wall clock, and sends an untouched one back unchanged", () => {
    expect(isoToZonedLocal('2026-11-27T05:00:00.000Z', 'America/New_York')).toBe('2026-11-27T00:00');
    expect(isoToZonedLocal('2026-11-27T00:00:00.000-05:00', 'Asia/Tokyo')).toBe('2026-11-27T14:00');
    expect(isoToZonedLocal(null, 'UTC')).toBe('');
    const stored = '2030-01-01T23:59:59.999-05:00';
    expect(zonedInput(isoToZonedLocal(stored, 'America/New_York'), stored, 'America/New_York')).toBe(stored);
    expect(zonedInput('2030-01-02T10:00', stored, 'America/New_York')).toBe('2030-01-02T10:00:00-05:00');
    expect(zonedInput('', stored, 'America/New_York')).toBeNull();
  });

  it("writes an instant as a calendar line in the store's zone", () => {
    expect(formatCalendar('2026-11-27T05:00:00.000Z', 'America/New_York')).toBe('Fri, Nov 27, 2026, 00:00');
    expect(formatCalendar('2026-11-27T05:00:00.000Z', 'Asia/Tokyo')).toBe('Fri, Nov 27, 2026, 14:00');
  });

  it('says how far an instant is from now', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(relativeTo('2026-11-23T12:00:00Z', now)).toBe('in 3 days');
    expect(relativeTo('2026-11-20T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTo('2027-01-14T12:00:00Z', now)).toBe('in 55 days');
    expect(relativeTo('2027-03-20T12:00:00Z', now)).toBe('in 4 months');
    expect(relativeTo('2030-11-29T05:00:00Z', now)).toBe('in 4 years');
  });
});
