/**
 * The staff sign-in's REST calls (issue 31), under /v1/auth: a session is an httpOnly cookie the API
 * sets, so these go through fetch with the page's own cookies (`credentials: 'same-origin'`). Every
 * POST but sign-in and invite/accept carries the session's CSRF token in `X-CSRF-Token`.
 */

export interface StaffSession {
  staff_user: { id: number; email: string; name: string; role: string; role_id: number | null; two_factor_enabled: boolean };
  store: { id: number; name: string; domain: string };
  permissions: string[];
  /** The store requires two-factor sign-in and this user has not set it up: only the account page works until then. */
  two_factor_setup_required: boolean;
  csrf_token: string;
  expires_at: string;
}

/** One of the API's errors, as its REST body words it. */
export interface RestError {
  message: string;
  code: string;
  field?: string;
  rule?: string;
}

/** A refused call: its HTTP status (0 when the server was not reached) and the API's errors. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: RestError[],
  ) {
    super(errors.map((e) => e.message).join(' ') || `HTTP ${status}`);
    this.name = 'AuthRequestError';
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The first error about `field` (and `rule`, when given). */
  about(field: string, rule?: string): RestError | undefined {
    return this.errors.find((e) => e.field === field && (rule === undefined || e.rule === rule));
  }
}

export const CSRF_HEADER = 'X-CSRF-Token';

async function call<T>(method: 'GET' | 'POST', path: string, { body, csrf }: { body?: unknown; csrf?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrf) headers[CSRF_HEADER] = csrf;
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'same-origin', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new AuthRequestError(0, [{ message: `Could not reach the server (${(e as Error).message}).`, code: 'NETWORK' }]);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says what happened.
  }
  if (!res.ok) {
    const errors = (json as { errors?: RestError[] } | null)?.errors;
    throw new AuthRequestError(res.status, Array.isArray(errors) && errors.length ? errors : [{ message: `The server answered ${res.status}.`, code: 'HTTP' }]);
  }
  return json as T;
}

export interface SignInInput {
  store: string;
  email: string;
  password: string;
  totp_code?: string;
  recovery_code?: string;
}

export const requestSignIn = (input: SignInInput) => call<StaffSession>('POST', '/v1/auth/sign-in', { body: input });
/** The live session of this browser's cookie; 401 (AuthRequestError) when there is none. */
export const requestSession = () => call<StaffSession>('GET', '/v1/auth/session');
export const requestSignOut = (csrf: string) => call<void>('POST', '/v1/auth/sign-out', { csrf });
export const requestAcceptInvite = (input: { token: string; name?: string; password: string }) =>
  call<StaffSession>('POST', '/v1/auth/invite/accept', { body: input });

export interface TotpEnrollment {
  secret: string;
  otpauth_url: string;
  /** A data: URL of a PNG QR code of otpauth_url. */
  qr_code: string;
}

export const requestTotpSetup = (csrf: string) => call<TotpEnrollment>('POST', '/v1/auth/totp/setup', { csrf, body: {} });
export const requestTotpEnable = (csrf: string, code: string) => call<{ recovery_codes: string[] }>('POST', '/v1/auth/totp/enable', { csrf, body: { code } });
export const requestTotpDisable = (csrf: string, code: string) => call<void>('POST', '/v1/auth/totp/disable', { csrf, body: { code } });
export const requestPasswordChange = (csrf: string, input: { current_password: string; new_password: string }) =>
  call<void>('POST', '/v1/auth/password', { csrf, body: input });

/** A refused call as a form shows it: each field's message under its input, the rest above the form. */
export function restFormErrors(error: unknown): { fields: Record<string, string>; general: string[] } {
  if (!(error instanceof AuthRequestError)) return { fields: {}, general: [String((error as Error)?.message ?? error)] };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.errors) {
    if (e.field && e.code === 'VALIDATION_FAILED' && !(e.field in fields)) fields[e.field] = e.message;
    else general.push(e.message);
  }
  return { fields, general: [...new Set(general)] };
}
