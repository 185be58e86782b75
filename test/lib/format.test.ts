import { formatMoney, isoInZone, zoneOffsetMinutes } from '../../src/lib/format';

/** The per-hour offset cache must give what Intl gives, also in hours with a transition inside. */
describe('zone offsets', () => {
  const exact = (timeZone: string, date: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
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

/** The Date-based rendering isoInZone replaced (with the same offsets): the arithmetic one must give the same text. */
describe('isoInZone', () => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const reference = (date: Date, timeZone: string) => {
    const offset = zoneOffsetMinutes(timeZone, date);
    const local = new Date(date.getTime() + offset * 60000);
    const abs = Math.abs(offset);
    return (
      `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
      `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
      `.${pad(local.getUTCMilliseconds(), 3)}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
    );
  };

  test.each(['UTC', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    '%s: random instants from 1900 to 2100, day and year edges, and before 1970, as the Date-based form renders them',
    (zone) => {
      let seed = 7;
      const random = () => {
        seed = (seed * 48271) % 2147483647;
        return seed / 2147483647;
      };
      const from = Date.UTC(1900, 0, 1);
      const to = Date.UTC(2100, 0, 1);
      const instants = Array.from({ length: 3000 }, () => new Date(Math.floor(from + random() * (to - from))));
      for (const edge of [
        '1969-12-31T23:59:59.999Z',
        '1970-01-01T00:00:00.000Z',
        '2026-12-31T23:59:59.999Z',
        '2027-01-01T00:00:00.000Z',
        '2024-02-29T12:00:00.001Z',
        '1900-01-01T00:00:00.000Z',
      ])
        for (const delta of [-86_400_000, -3_600_000, -1, 0, 1, 3_600_000]) instants.push(new Date(Date.parse(edge) + delta));
      for (const d of instants) expect(isoInZone(d, zone)).toBe(reference(d, zone));
    },
  );

  test('an invalid date is refused, as before', () => {
    expect(() => isoInZone(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  test('the same text as Intl, the second time (from memory) as the first', () => {
    const intl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/[\u00a0\u202f]/g, ' ');
    for (const n of [0, -0, 0.1, 30, 99.1, 1234.56, -5.5, 1e9, -0, 0]) {
      expect(formatMoney(n, 'pt-BR', 'BRL')).toBe(intl(n));
      expect(formatMoney(n, 'pt-BR', 'BRL')).toBe(intl(n));
    }
    expect(formatMoney(30, 'en-US', 'USD')).toBe('$30.00');
    expect(formatMoney(30, 'pt-BR', 'USD')).toBe('US$ 30,00');
  });
});
