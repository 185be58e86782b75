import { vi } from 'vitest';
import type { StaffSession } from './session';

/** A staff session as GET /v1/auth/session and the sign-ins answer it. */
export function staffSession(over: Partial<StaffSession> = {}): StaffSession {
  return {
    staff_user: { id: 7, email: 'sam@example.com', name: 'Sam Support', role: 'SUPPORT', role_id: null, two_factor_enabled: false },
    store: { id: 1, name: 'Demo Store', domain: 'demo.localhost' },
    permissions: ['store:read', 'orders:read', 'orders:write', 'subscriptions:read'],
    two_factor_setup_required: false,
    csrf_token: 'csrf-token-1',
    expires_at: '2030-01-08T10:00:00.000Z',
    ...over,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  credentials?: RequestCredentials;
  body: Record<string, unknown> | null;
}

/** Stubs fetch with `answer(request)`; `sent` lists every request, its body parsed. */
export function stubFetch(answer: (req: Sent, index: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const req: Sent = {
      url: String(url),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    sent.push(req);
    return answer(req, sent.length - 1);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}
