import type { CombinedError } from '@urql/core';

/**
 * The API's errors as a form shows them. VALIDATION_FAILED errors carry `extensions.field`, the
 * REST body's snake_case path (`price`, `commands.0.game_server_id`): forms key their inputs by
 * that path, so each message lands under its own input. Everything else is a general message.
 */
export interface FormErrors {
  fields: Record<string, string>;
  general: string[];
}

export const noErrors: FormErrors = { fields: {}, general: [] };

const GENERAL: Record<string, string> = {
  UNAUTHENTICATED: 'Your session ended: sign in again.',
  RATE_LIMITED: 'Too many requests: wait a moment and try again.',
  UNAVAILABLE: 'The service is briefly unavailable: try again.',
};

export function formErrors(error: CombinedError | undefined | null): FormErrors {
  if (!error) return noErrors;
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.graphQLErrors) {
    const field = e.extensions?.field;
    const code = e.extensions?.code as string | undefined;
    if (typeof field === 'string' && field && !(field in fields)) fields[field] = e.message;
    else if (code && GENERAL[code]) general.push(GENERAL[code]);
    else general.push(e.message);
  }
  if (error.networkError) general.push(`Could not reach the server (${error.networkError.message}).`);
  return { fields, general: [...new Set(general)] };
}

/** One line for a failed query: what a page's error state shows. */
export function errorMessage(error: CombinedError): string {
  const { fields, general } = formErrors(error);
  return [...general, ...Object.entries(fields).map(([f, m]) => `${f}: ${m}`)].join(' ') || error.message;
}

export function errorCode(error: CombinedError | undefined | null): string | undefined {
  return error?.graphQLErrors[0]?.extensions?.code as string | undefined;
}

/** Field errors under one prefix (`commands.0.`), with the prefix removed: for nested rows. */
export function nested(errors: FormErrors, prefix: string): FormErrors {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors.fields)) if (k.startsWith(prefix)) fields[k.slice(prefix.length)] = v;
  return { fields, general: [] };
}

/** The first error of a field or of one of its items (`permissions` for `permissions.2`). */
export function fieldUnder(fields: Record<string, string>, name: string): string | undefined {
  return fields[name] ?? Object.entries(fields).find(([k]) => k.startsWith(`${name}.`))?.[1];
}
