import { cstring } from './protocol';

/**
 * Named prepared statements and portals live in the session, which every connection shares, so
 * two connections preparing "s1" would clash (node-pg names statements per client). Each
 * connection's names get its own prefix on the way in; the unnamed ones ('') stay unnamed, since
 * a connection holds the session for its whole batch. Error messages show the prefixed name.
 * PostgreSQL compares names up to 63 bytes: names that long could still meet across connections.
 */
const NAMES_AT: Record<string, { at: number; count: number }> = {
  P: { at: 5, count: 1 }, // Parse: statement
  B: { at: 5, count: 2 }, // Bind: portal, statement
  E: { at: 5, count: 1 }, // Execute: portal
  D: { at: 6, count: 1 }, // Describe: 'S' | 'P', name
  C: { at: 6, count: 1 }, // Close: 'S' | 'P', name
};

export function renameStatements(frame: Buffer, prefix: string): Buffer {
  const where = NAMES_AT[String.fromCharCode(frame[0])];
  if (!where) return frame;
  const names: string[] = [];
  let offset = where.at;
  for (let i = 0; i < where.count; i++) {
    const name = cstring(frame, offset);
    names.push(name.value);
    offset = name.end;
  }
  if (names.every((n) => n === '')) return frame;
  const renamed = names.map((n) => Buffer.from(n ? `${prefix}${n}\0` : '\0'));
  const out = Buffer.concat([frame.subarray(0, where.at), ...renamed, frame.subarray(offset)]);
  out.writeInt32BE(out.length - 1, 1);
  return out;
}
