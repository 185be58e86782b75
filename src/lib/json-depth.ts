/**
 * How deeply request JSON may nest (issue 14). The deepest legitimate input is about 7 levels (a
 * GraphQL request's variables holding a checkout's items, their custom fields and a value); 32
 * leaves room for any client's wrapping. Bodies, GraphQL variables and anything else parsed from a
 * request are checked against it before any code walks them, so no recursive walk can be made to
 * overflow the stack (JSON nested 100,000 levels did: issue 14, item 7).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `value` nests arrays and objects more than `max` levels (`[]` and `{}` are one level, a
 * scalar none). Iterative, so it is itself safe at any depth, and it stops at the first container
 * past the limit.
 */
export function deeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

export const tooDeepMessage = (what: string) => `${what} is nested more than ${MAX_JSON_DEPTH} levels deep`;
