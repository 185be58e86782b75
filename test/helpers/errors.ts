import type { Response } from 'supertest';
import type { TestApp } from './app';

/** One expected error entry: the contract's code, and field and rule for validation errors. */
export interface Expected {
  code: string;
  field?: string;
  rule?: string;
}

// Written out here, not imported from src: the tests check the contract's table, not the code's.
const STATUS: Record<string, number> = { BAD_REQUEST: 400, UNAUTHENTICATED: 401, NOT_FOUND: 404, CONFLICT: 409, VALIDATION_FAILED: 422 };

/** The REST error body is exactly these entries, in order, with the status of the first code. */
export function expectRestErrors(res: Response, expected: Expected[]) {
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
export function expectGqlErrors(out: Awaited<ReturnType<TestApp['gql']>>, expected: Expected[]) {
  expect(out.data ?? null).toBeNull();
  expect(out.errors!.map((e) => e.extensions)).toEqual(
    expected.map((e) => ({
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      ...(e.rule !== undefined ? { rule: e.rule } : {}),
    })),
  );
}
