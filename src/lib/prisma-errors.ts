/** The columns of a unique constraint a write broke, or undefined for any other error. */
export function uniqueViolation(e: unknown): string[] | undefined {
  const err = e as { code?: string; meta?: Record<string, unknown> };
  if (err?.code !== 'P2002') return undefined;
  const meta = err.meta ?? {};
  if (Array.isArray(meta.target)) return meta.target.map(String);
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { fields?: string[]; index?: string } } })?.cause;
  if (cause?.constraint?.fields) return cause.constraint.fields.map((f) => f.replace(/"/g, ''));
  if (cause?.constraint?.index) return [cause.constraint.index];
  if (typeof meta.target === 'string') return [meta.target];
  return [];
}
