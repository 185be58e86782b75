/** One expected error entry: the contract's code, and field and rule for validation errors. */
export interface Expected {
  code: string;
  field?: string;
  rule?: string;
}

// Written out here, not imported from src: the tests check the contract's table, not the code's.
const STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** The REST error body is exactly these entries, in order, with the status of the first code. */
export function expectRestErrors(res: { status: number; body: any }, expected: Expected[]) {
  expect(res.status).toBe(STATUS[expected[0].code]);
  expect(res.body).toEqual({
    errors: expected.map((e) => ({
      message: expect.any(String),
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  });
}

/** The GraphQL errors carry exactly these extensions, in order, and no data. */
export function expectGqlErrors(out: { data?: any; errors?: any[] }, expected: Expected[]) {
  expect(out.data ?? null).toBeNull();
  expect(out.errors!.map((e) => e.extensions)).toEqual(
    expected.map((e) => ({
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  );
}

/** A failing field and its rule, for checks where the order of the entries does not matter. */
export type Pair = [field: string, rule: string];

const sortPairs = (pairs: Pair[]) => [...pairs].sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));

/** The REST errors are these (field, rule) pairs in any order, all with `code`, each with a message. */
export function expectRestPairs(res: { status: number; body: any }, status: number, code: string, pairs: Pair[]) {
  expect(res.status).toBe(status);
  expect(sortPairs(res.body.errors.map((e: { field?: string; rule?: string }) => [e.field, e.rule]))).toEqual(sortPairs(pairs));
  for (const e of res.body.errors) {
    expect(e.code).toBe(code);
    expect(typeof e.message).toBe('string');
  }
}

/** The GraphQL errors are these (field, rule) pairs in any order, all with `code`, and no data. */
export function expectGqlPairs(res: { data?: any; errors?: any[] }, code: string, pairs: Pair[]) {
  expect(res.data ?? null).toBeNull();
  expect(res.errors).toBeDefined();
  expect(sortPairs(res.errors!.map((e) => [e.extensions.field, e.extensions.rule]))).toEqual(sortPairs(pairs));
  for (const e of res.errors!) expect(e.extensions.code).toBe(code);
}

/** Exactly one REST error, of `code`, with this status and no field or rule (not found, conflicts, credentials). */
export function expectRestError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expectRestErrors(res, [{ code }]);
}

/** Exactly one GraphQL error, of `code`, with exactly this field and rule (none when not given), and no data. */
export function expectGqlError(out: { data?: any; errors?: any[] }, code: string, field?: string, rule?: string) {
  expectGqlErrors(out, [{ code, field, rule }]);
}

/**
 * A value its typed document's variable type refuses, sent on purpose (an enum name the schema does
 * not have): the one way to write one, so every other variable of a typed document is checked.
 */
export const outside = (value: string): never => value as never;
