import type { Response } from 'express';

/**
 * The headers of every HTML page the service serves (the admin UI, GraphiQL, the REST reference)
 * and of their assets: scripts from this origin only (no inline script, no CDN), no framing by
 * another site (clickjacking), no MIME sniffing, and no referrer carrying a page's address.
 * Inline styles stay allowed: the UI libraries set style attributes.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function securePage(res: Pick<Response, 'setHeader'>): void {
  res.setHeader('Content-Security-Policy', PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
