import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Deps } from '../../context';
import { AppError, unauthenticated } from '../../errors';
import type { StaffUser, Store } from '../../generated/prisma/client';
import type { Log } from '../../logger';
import { acceptInvite, changePassword, disableTotp, enableTotp, startTotp } from './account.service';
import {
  authenticateSession,
  closeSession,
  cookieToken,
  CSRF_HEADER,
  csrfMatches,
  csrfToken,
  sessionCookie,
  signIn,
  staffPermissions,
  type ProvenSession,
} from './session.service';

/**
 * The admin UI's sign-in (issue 31), under /v1/auth: REST only, since a session is a cookie the
 * answer sets. Mounted before the JSON parser as the modules' raw handlers are, with its own small one.
 *
 *   POST /v1/auth/sign-in        {store, email, password, totp_code?, recovery_code?}  → 200 session, Set-Cookie
 *   GET  /v1/auth/session        → 200 session (its csrf_token), 401 without one
 *   POST /v1/auth/sign-out       → 204, the session ends and the cookie is cleared
 *   POST /v1/auth/invite/accept  {token, name?, password}  → 200 session, Set-Cookie
 *   POST /v1/auth/totp/setup     → 200 {secret, otpauth_url, qr_code}
 *   POST /v1/auth/totp/enable    {code}  → 200 {recovery_codes}
 *   POST /v1/auth/totp/disable   {code}  → 204
 *   POST /v1/auth/password       {current_password, new_password}  → 204
 *
 * Every POST but sign-in and invite/accept needs the session's cookie and its X-CSRF-Token header.
 */

interface SessionView {
  staff_user: { id: number; email: string; name: string; role: StaffUser['role']; role_id: number | null; two_factor_enabled: boolean };
  store: { id: number; name: string; domain: string };
  permissions: string[];
  /** The store requires two-factor sign-in and this user has not set it up: only /v1/auth/totp/* works until then. */
  two_factor_setup_required: boolean;
  csrf_token: string;
  expires_at: string;
}

function sessionView(token: string, user: StaffUser & { customRole?: { permissions: string[] } | null }, store: Store, expiresAt: Date): SessionView {
  const setupRequired = store.requireTwoFactor && !user.totpEnabledAt;
  return {
    staff_user: { id: user.id, email: user.email, name: user.name, role: user.role, role_id: user.roleId, two_factor_enabled: user.totpEnabledAt !== null },
    store: { id: store.id, name: store.name, domain: store.domain },
    permissions: staffPermissions({ ...user, customRole: (user.customRole ?? null) as never }, store).list(),
    two_factor_setup_required: setupRequired,
    csrf_token: csrfToken(token),
    expires_at: expiresAt.toISOString(),
  };
}

const client = (req: Request) => ({ ip: req.ip, userAgent: req.header('user-agent') ?? undefined });
const secure = (deps: Deps, req: Request) => req.secure || deps.config.publicBaseUrl.startsWith('https://');

export function authRoutes(deps: Deps, log: Log): RequestHandler {
  // Everything below answers /v1/auth/... only: the app mounts raw handlers at its root.
  const router = express.Router();
  router.use(express.json({ limit: '16kb', type: ['application/json', 'application/*+json'] }));
  // Answers are about one browser's credentials: never cached.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next: NextFunction) => {
      fn(req, res).catch(next);
    };

  /** The request's live session; with `csrf`, its X-CSRF-Token too. */
  async function proven(req: Request, csrf: boolean): Promise<{ token: string; session: ProvenSession }> {
    const token = cookieToken(req.header('cookie'));
    const session = token ? await authenticateSession(deps.database, token) : null;
    if (!token || !session) throw unauthenticated('Sign in first: no live session');
    if (csrf && !csrfMatches(token, req.header(CSRF_HEADER)))
      throw new AppError('FORBIDDEN', [{ message: `Missing or wrong ${CSRF_HEADER} header: send the csrf_token of your session`, rule: 'csrf' }]);
    return { token, session };
  }

  router.post(
    '/sign-in',
    handle(async (req, res) => {
      const { token, session, user, store } = await signIn(deps.database, deps.config, log, req.body ?? {}, client(req));
      res.setHeader('Set-Cookie', sessionCookie(token, secure(deps, req)));
      res.json(sessionView(token, user, store, session.expiresAt));
    }),
  );

  router.get(
    '/session',
    handle(async (req, res) => {
      const { token, session } = await proven(req, false);
      res.json(sessionView(token, session.user, session.store, session.expiresAt));
    }),
  );

  router.post(
    '/sign-out',
    handle(async (req, res) => {
      const { token } = await proven(req, true);
      await closeSession(deps.database, token);
      res.setHeader('Set-Cookie', sessionCookie(null, secure(deps, req)));
      res.status(204).end();
    }),
  );

  router.post(
    '/invite/accept',
    handle(async (req, res) => {
      const { token, user, store, expiresAt } = await acceptInvite(deps.database, req.body ?? {}, client(req));
      res.setHeader('Set-Cookie', sessionCookie(token, secure(deps, req)));
      res.json(sessionView(token, user, store, expiresAt));
    }),
  );

  router.post(
    '/totp/setup',
    handle(async (req, res) => {
      const { session } = await proven(req, true);
      const { secret, otpauthUrl, qrCode } = await startTotp(deps.database, deps.config, session, req.ip);
      res.json({ secret, otpauth_url: otpauthUrl, qr_code: qrCode });
    }),
  );

  router.post(
    '/totp/enable',
    handle(async (req, res) => {
      const { session } = await proven(req, true);
      res.json({ recovery_codes: await enableTotp(deps.database, deps.config, session, req.body ?? {}, req.ip) });
    }),
  );

  router.post(
    '/totp/disable',
    handle(async (req, res) => {
      const { session } = await proven(req, true);
      await disableTotp(deps.database, deps.config, session, req.body ?? {}, req.ip);
      res.status(204).end();
    }),
  );

  router.post(
    '/password',
    handle(async (req, res) => {
      const { session } = await proven(req, true);
      await changePassword(deps.database, session, req.body ?? {}, req.ip);
      res.status(204).end();
    }),
  );

  return express.Router().use('/v1/auth', router);
}
