import { createHash, timingSafeEqual } from 'node:crypto';
import type * as PixQr from './pix.qr';

/**
 * What the Brazilian providers that speak JSON over fetch (PagBank, Pagar.me) share: amounts in
 * centavos, the buyer's CPF/CNPJ and phone as they take them, secrets compared in constant time,
 * and the QR image of a Pix code.
 */

/** "29.90" (or "29.9") as 2990: exact, no float arithmetic. */
export function toCents(price: string): number {
  const [whole, fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

/** 2990 as "29.90"; null when it is not a whole number of centavos. */
export const fromCents = (n: unknown): string | null => (typeof n === 'number' && Number.isSafeInteger(n) ? (n / 100).toFixed(2) : null);

/** The buyer's CPF (11 digits) or CNPJ (14), digits only; null without one. */
export function taxIdOf(raw: string | null): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length === 11 || digits.length === 14 ? digits : null;
}

/** A Brazilian phone as area code (2 digits) and number (8 or 9), with or without +55; null otherwise. */
export function brazilianPhone(raw: string | null): { area: string; number: string } | null {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return { area: digits.slice(0, 2), number: digits.slice(2) };
}

/** Constant time whatever the lengths: both sides are hashed first. */
export const sameSecret = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** A header's value (the first, when repeated), trimmed; undefined when absent or empty. */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
};

/** A notification's JSON body as an object; null when it is not one. */
export function jsonObject(raw: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The provider's ids as they go into a path: letters, digits, _ and -. */
export const PROVIDER_ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The QR image of a Pix code a provider made, drawn here (bare base64 of a PNG, as every gateway
 * answers it): PagBank and Pagar.me give the image only as a link to fetch, a second request within
 * the checkout's time for the provider, while the code they answer is all the image holds.
 */
let loaded: typeof PixQr | undefined;
const pixQr = () => (loaded ??= require('./pix.qr') as typeof PixQr);
export const pixQrImage = (code: string) => pixQr().qrPngBase64(code);
