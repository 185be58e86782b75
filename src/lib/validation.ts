import { z } from 'zod';
import { validationFailed, type ErrorDetail } from '../errors';

/**
 * Input validation, done once in the service layer so REST and GraphQL reject the same input
 * the same way. Zod issues become the contract's `{field, rule, message}` entries, one per field.
 */
type Issue = z.core.$ZodIssue;

const plural = (n: number | bigint, word: string) => `${n} ${word}${Number(n) === 1 ? '' : 's'}`;

function describe(issue: Issue, field: string): { rule: string; message: string } {
  if (issue.input === undefined && issue.code !== 'custom') return { rule: 'required', message: `${field} is required` };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { rule: 'required', message: `${field} is required` };
      if (issue.input === null) return { rule: 'required', message: `${field} may not be null` };
      return { rule: 'type', message: `${field} must be ${article(issue.expected)}` };
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return { rule: 'max', message: `${field} must be at most ${plural(n, 'character')}` };
      if (issue.origin === 'array') return { rule: 'max', message: `${field} must have at most ${plural(n, 'item')}` };
      return { rule: 'max', message: `${field} must be at most ${n}` };
    }
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string') {
        if (Number(n) === 1) return { rule: 'required', message: `${field} may not be empty` };
        return { rule: 'min', message: `${field} must be at least ${plural(n, 'character')}` };
      }
      if (issue.origin === 'array') return { rule: 'min', message: `${field} must have at least ${plural(n, 'item')}` };
      return { rule: 'min', message: `${field} must be at least ${n}` };
    }
    case 'invalid_value':
      return { rule: 'enum', message: `${field} must be one of ${issue.values.map(String).join(', ')}` };
    case 'invalid_format':
      if (issue.format === 'regex') return { rule: 'regex', message: `${field} has an invalid format` };
      if (issue.format === 'url') return { rule: 'url', message: `${field} must be a valid URL` };
      if (issue.format === 'email') return { rule: 'email', message: `${field} must be a valid e-mail address` };
      return { rule: issue.format, message: `${field} must be a valid ${issue.format}` };
    case 'custom':
      return { rule: (issue.params?.rule as string) ?? 'invalid', message: `${field} ${issue.message}` };
    case 'invalid_union':
      return { rule: 'type', message: `${field} has an invalid type` };
    default:
      return { rule: 'invalid', message: `${field} is invalid` };
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'array' || expected === 'object') return `an ${expected}`;
  return `a ${expected}`;
}

/**
 * The issue to report for a key of a record (`invalid_key`) or a union none of whose options took
 * the value (`invalid_union`): the inner issue, when there is one to name (a union's only option of
 * the value's type), at the full path. Otherwise the issue itself.
 */
function reported(issue: Issue): Issue {
  let inner: Issue | undefined;
  if (issue.code === 'invalid_key') inner = issue.issues[0];
  else if (issue.code === 'invalid_union') {
    const typed = issue.errors.filter((list) => list.length && list.every((i) => i.code !== 'invalid_type'));
    if (typed.length === 1) inner = typed[0][0];
  }
  return inner ? reported({ ...inner, path: [...issue.path, ...inner.path] } as Issue) : issue;
}

export function toErrorDetails(issues: readonly Issue[]): Required<ErrorDetail>[] {
  const seen = new Set<string>();
  const out: Required<ErrorDetail>[] = [];
  for (const raw of issues) {
    const issue = reported(raw);
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, ...describe(issue, field) });
  }
  return out;
}

/**
 * The first string in the input (keys included, in document order) that PostgreSQL text cannot
 * hold: a NUL character, or a lone UTF-16 surrogate (not valid Unicode). Its dotted path, or
 * undefined. Iterative, with an explicit stack: no input, however deeply nested, can overflow it.
 */
export function badTextPath(value: unknown): string | undefined {
  const unstorable = (s: string) => s.includes('\u0000') || !s.isWellFormed();
  // Entries to visit, the next one last. Each knows its parent, so a path is built only when found.
  interface Entry {
    value: unknown;
    key?: string;
    parent?: Entry;
  }
  const pathOf = (e: Entry) => {
    const keys: string[] = [];
    for (let at: Entry | undefined = e; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || 'body';
  };
  const stack: Entry[] = [{ value }];
  while (stack.length) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (unstorable(v)) return pathOf(entry);
    } else if (v !== null && typeof v === 'object') {
      const children = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i];
        stack.push({ value: child, key, parent: entry });
        // An object's key is checked before its value.
        if (!Array.isArray(v)) stack.push({ value: key, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** Refuses text PostgreSQL cannot store (VALIDATION_FAILED, rule `characters`) before any other check. */
export function assertStorableText(input: unknown): void {
  const bad = badTextPath(input);
  if (bad !== undefined) {
    throw validationFailed([{ field: bad, rule: 'characters', message: `${bad} contains a NUL character or invalid Unicode` }]);
  }
}

/** Parses input against a schema or throws VALIDATION_FAILED with one entry per failing field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertStorableText(input);
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (!result.success) throw validationFailed(toErrorDetails(result.error.issues));
  return result.data;
}

// ---- building blocks shared by the module schemas ----

/** A number between min and max inclusive, failing with rule `range`. */
export const numberInRange = (min: number, max: number, opts: { int?: boolean } = {}) =>
  (opts.int ? z.number().int() : z.number()).meta({ minimum: min, maximum: max }).check((ctx) => {
    if (ctx.value < min || ctx.value > max) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: `must be between ${min} and ${max}`,
        params: { rule: 'range', min, max },
      });
    }
  });

/** Money: a number in range with at most two decimals (rule `decimals`). */
export const moneyInRange = (min: number, max: number) =>
  numberInRange(min, max).check((ctx) => {
    if (Math.abs(Math.round(ctx.value * 100) - ctx.value * 100) > 1e-6) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: 'must have at most two decimal places',
        params: { rule: 'decimals' },
      });
    }
  });

/** PostgreSQL's integer: ids and positions never exceed it. */
export const MAX_INT = 2_147_483_647;

/** The largest amount a money column (numeric(12,2)) holds, either way; as text, for exact Decimals. */
export const MAX_MONEY = '9999999999.99';

export const id = () => z.number().int().positive().max(MAX_INT);

export const httpUrl = () =>
  z
    .string()
    .max(2048)
    .meta({ format: 'uri', pattern: '^https?://' })
    .check((ctx) => {
      let ok = false;
      try {
        const u = new URL(ctx.value);
        ok = u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        ok = false;
      }
      if (!ok) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be a valid http(s) URL', params: { rule: 'url' } });
    });

/** A zod check: an object (a record) of at most `max` entries, rule `max` as for a list. */
export const maxEntries =
  (max: number) =>
  (ctx: z.core.ParsePayload<Record<string, unknown>>): void => {
    if (Object.keys(ctx.value).length > max) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: `must have at most ${max} entries`, params: { rule: 'max' } });
    }
  };

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A rule across an object's fields (one of two fields given, a value compared with the store's). zod
 * skips such rules when a property already failed; this one runs whenever the input is an object, so
 * one answer names every field at fault. `body` holds the properties as far as they parsed.
 */
export const objectRule = (fn: (body: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => void) =>
  z.superRefine<Record<string, unknown>>(fn, { when: (payload) => isPlainObject(payload.value) });

/** Optional in input; `null` clears it. */
export const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** The largest storefront page: in-game shops load a whole category at once (`limit=999`). */
export const MAX_STOREFRONT_PAGE = 1000;

/**
 * Page selection of the storefront lists: always paginated, up to MAX_STOREFRONT_PAGE items, and
 * `limit` as another name for `per_page` (the one storefront clients send; per_page wins when both are).
 */
export const storefrontPageSchema = z.object({
  page: z.number().int().min(1).max(MAX_INT).optional(),
  per_page: numberInRange(1, MAX_STOREFRONT_PAGE, { int: true }).optional(),
  limit: numberInRange(1, MAX_STOREFRONT_PAGE, { int: true }).optional(),
});

/** Page selection shared by every list. */
export const pageSchema = z.object({
  page: z.number().int().min(1).max(MAX_INT).optional(),
  per_page: numberInRange(1, 100, { int: true }).optional(),
  all: z.boolean().optional(),
});

export { z };

/**
 * Marks a text query parameter (`.meta(REPEATABLE)` on its string schema) whose values may be repeated
 * (`?id=1&id=2`, `?id[]=1&id[]=2`): the REST router hands them on joined with commas.
 */
export const REPEATABLE = { repeatable: true } as const;
