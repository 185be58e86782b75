import { isoInZone, zoneOffsetMinutes } from '../../src/lib/format';

/** The per-hour offset cache must give what Intl gives, also in hours with a transition inside. */
describe('zone offsets', () => {
  const exact = (timeZone: string, date: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(date)
        .map((x) => [x.type, x.value]),
    );
    return Math.round((Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(date.getTime() / 1000) * 1000) / 60000);
  };

  test.each([
    // Lord Howe moves from +10:30 to +11:00 at 02:00 local = 15:30Z: mid-hour in UTC.
    ['Australia/Lord_Howe', '2026-10-03T15:00:00.000Z'],
    // New York, spring forward at 07:00Z; Sao Paulo (no DST since 2019); Kathmandu +05:45.
    ['America/New_York', '2026-03-08T06:00:00.000Z'],
    ['America/Sao_Paulo', '2026-11-22T02:00:00.000Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00.000Z'],
  ])('%s: every minute of three hours from %s agrees with Intl, in order and reversed', (zone, from) => {
    const start = Date.parse(from);
    const instants = Array.from({ length: 180 }, (_, i) => new Date(start + i * 60_000));
    for (const d of [...instants, ...instants.reverse()]) expect(zoneOffsetMinutes(zone, d)).toBe(exact(zone, d));
  });

  test('the Lord Howe transition itself, rendered', () => {
    expect(isoInZone(new Date('2026-10-03T15:29:59.999Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T01:59:59.999+10:30');
    expect(isoInZone(new Date('2026-10-03T15:30:00.000Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00.000+11:00');
  });
});
