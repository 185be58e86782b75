/**
 * The OpenAPI description of the staff sign-in routes (src/modules/staff/auth.routes.ts), which are
 * raw express routes rather than route-table entries: a session is a cookie their answers set.
 */

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const obj = (properties: Record<string, unknown>, required: string[] = Object.keys(properties)) => ({ type: 'object', required, properties });
const str = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });

const session = obj({
  staff_user: obj({
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', enum: ['OWNER', 'ADMIN', 'SUPPORT', 'ACCOUNTANT', 'CUSTOM'] },
    role_id: { type: ['integer', 'null'] },
    two_factor_enabled: { type: 'boolean' },
  }),
  store: obj({ id: { type: 'integer' }, name: { type: 'string' }, domain: { type: 'string' } }),
  permissions: { type: 'array', items: { type: 'string' }, description: "What the user's role allows" },
  two_factor_setup_required: {
    type: 'boolean',
    description: 'The store requires two-factor and this user has none: only /v1/auth/totp/* works until it is set up',
  },
  csrf_token: str('Send it as X-CSRF-Token with every cookie-authenticated request that is not a GET'),
  expires_at: str('When the session ends at the latest (it also ends after 12 hours idle)', { format: 'date-time' }),
});

const sessionAnswer = {
  description: 'Signed in: the session (its token is only in the cookie)',
  headers: {
    'Set-Cookie': { description: 'cc_session=<token>; Path=/; HttpOnly; SameSite=Strict; Max-Age=604800 (Secure over https)', schema: { type: 'string' } },
  },
  ...json(session),
};
const csrf = { name: 'x-csrf-token', in: 'header', required: true, schema: { type: 'string' }, description: "The session's csrf_token" };
const needsSession = { '401': error('No live session (UNAUTHENTICATED)'), '403': error('Missing or wrong X-CSRF-Token (FORBIDDEN, rule csrf)') };
const code = obj({ code: str('A 6-digit code from the authenticator app', { pattern: '^\\d{6}$' }) });

const op = (summary: string, extra: Record<string, unknown>) => ({ tags: ['auth'], summary, 'x-graphql': null, 'x-spec-extension': true, ...extra });

export const AUTH_PATHS: Record<string, Record<string, unknown>> = {
  '/v1/auth/sign-in': {
    post: op('Sign a staff user in: e-mail and password, and a TOTP or recovery code when two-factor is on', {
      operationId: 'postAuthSignIn',
      requestBody: {
        required: true,
        ...json(
          obj(
            {
              store: str("The store's domain"),
              email: str('The staff e-mail'),
              password: str('The password'),
              totp_code: str('6 digits, when the user has two-factor on'),
              recovery_code: str('Instead of totp_code: one of the recovery codes (each works once)'),
            },
            ['store', 'email', 'password'],
          ),
        ),
      },
      responses: {
        '200': sessionAnswer,
        '401': error('Wrong e-mail, password or store; or the code is missing (field totp_code, rule required) or wrong (rule totp) (UNAUTHENTICATED)'),
        '422': error('A field breaks a rule (VALIDATION_FAILED)'),
        '429': error(
          'Too many attempts from this address, or the account is locked after repeated failures: the message says until when (RATE_LIMITED, Retry-After)',
        ),
      },
    }),
  },
  '/v1/auth/session': {
    get: op('The current session and its CSRF token', {
      operationId: 'getAuthSession',
      responses: { '200': { description: 'The session', ...json(session) }, '401': needsSession['401'] },
    }),
  },
  '/v1/auth/sign-out': {
    post: op('End the session and clear its cookie', {
      operationId: 'postAuthSignOut',
      parameters: [csrf],
      responses: { '204': { description: 'Signed out' }, ...needsSession },
    }),
  },
  '/v1/auth/invite/accept': {
    post: op('Accept an invitation: choose a password (12+ characters); signs in', {
      operationId: 'postAuthInviteAccept',
      requestBody: {
        required: true,
        ...json(obj({ token: str('From the invitation e-mail'), name: str('Your name'), password: str('12 to 256 characters') }, ['token', 'password'])),
      },
      responses: {
        '200': sessionAnswer,
        '401': error('The link is not valid any more (UNAUTHENTICATED)'),
        '422': error('A field breaks a rule (VALIDATION_FAILED)'),
      },
    }),
  },
  '/v1/auth/totp/setup': {
    post: op('Start two-factor set-up: a new secret, its otpauth URL and QR code (in force once a code proves the app has it)', {
      operationId: 'postAuthTotpSetup',
      parameters: [csrf],
      responses: {
        '200': {
          description: 'The secret, shown this once',
          ...json(obj({ secret: str('Base32'), otpauth_url: str('otpauth://totp/...'), qr_code: str('A data: URL of a PNG') })),
        },
        '409': error('Two-factor is already on (CONFLICT)'),
        ...needsSession,
      },
    }),
  },
  '/v1/auth/totp/enable': {
    post: op('Turn two-factor on with a first code; answers ten recovery codes, once', {
      operationId: 'postAuthTotpEnable',
      parameters: [csrf],
      requestBody: { required: true, ...json(code) },
      responses: {
        '200': { description: 'On', ...json(obj({ recovery_codes: { type: 'array', items: { type: 'string' } } })) },
        '409': error('Not set up, or already on (CONFLICT)'),
        '422': error('The code is wrong (VALIDATION_FAILED, rule totp)'),
        ...needsSession,
      },
    }),
  },
  '/v1/auth/totp/disable': {
    post: op('Turn two-factor off with a current code', {
      operationId: 'postAuthTotpDisable',
      parameters: [csrf],
      requestBody: { required: true, ...json(code) },
      responses: {
        '204': { description: 'Off' },
        '409': error('Not on, or the store requires it (CONFLICT)'),
        '422': error('The code is wrong (VALIDATION_FAILED)'),
        ...needsSession,
      },
    }),
  },
  '/v1/auth/password': {
    post: op("Change the password; the user's other sessions end", {
      operationId: 'postAuthPassword',
      parameters: [csrf],
      requestBody: { required: true, ...json(obj({ current_password: str('The current password'), new_password: str('12 to 256 characters') })) },
      responses: {
        '204': { description: 'Changed' },
        '422': error('Wrong current password, or a new one that breaks a rule (VALIDATION_FAILED)'),
        ...needsSession,
      },
    }),
  },
};
