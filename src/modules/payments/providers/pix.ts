import type * as PixUtils from 'pix-utils';
import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';
import type * as PixQr from './pix.qr';

/**
 * Pix without a provider: a static BR Code ("copia e cola") for the store's key with the order's
 * amount and its internal id as txid, and the same code as a QR image. Nothing notifies us of a Pix
 * paid this way: the owner sees it in their bank and approves the order, as before.
 */

const KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;

const KEY_RULES: Record<(typeof KEY_TYPES)[number], [RegExp, string]> = {
  CPF: [/^\d{11}$/, 'must be a CPF: 11 digits'],
  CNPJ: [/^\d{14}$/, 'must be a CNPJ: 14 digits'],
  EMAIL: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'],
  PHONE: [/^\+55\d{10,11}$/, 'must be a phone number as +55 and 10 or 11 digits'],
  RANDOM: [/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a random key (a UUID)'],
};

/** What a BR Code field may hold: letters without accents, digits, spaces and a little punctuation. */
const EMV_TEXT = /^[A-Za-z0-9 .,\-/]+$/;

/**
 * The key as the DICT holds it: random keys (EVP) and e-mail keys are registered in lower case (the DICT
 * API's key table: EVP `[0-9a-f]{8}-...`, an e-mail "deve ser em minúsculo"), and a payer's bank looks the
 * key of a BR Code up as it is written. The other types are digits and +.
 */
const dictKey = (key: string, type: string) => (type === 'EMAIL' || type === 'RANDOM' ? key.toLowerCase() : key);

const pixCredentials = z
  .object({
    key: z.string().trim().min(1).max(77),
    key_type: z.enum(KEY_TYPES),
    merchant_name: z.string().trim().min(1).max(25).regex(EMV_TEXT, 'letters without accents, digits, spaces and . , - /'),
    merchant_city: z.string().trim().min(1).max(15).regex(EMV_TEXT, 'letters without accents, digits, spaces and . , - /'),
  })
  .check((ctx) => {
    const rule = KEY_RULES[ctx.value.key_type];
    if (rule && !rule[0].test(ctx.value.key)) {
      ctx.issues.push({
        code: 'custom',
        path: ['key'],
        input: ctx.value.key,
        message: `${rule[1]} (key_type ${ctx.value.key_type})`,
        params: { rule: 'format' },
      });
    }
  })
  // Stored (and shown, as its last 4 characters) as the DICT holds it.
  .transform((c) => ({ ...c, key: dictKey(c.key, c.key_type) }));

export type PixCredentials = z.output<typeof pixCredentials>;

/** pix-utils and qrcode (through pix.qr) are loaded by the first Pix checkout, not at start-up (a store may never enable Pix). */
let loaded: { pix: typeof PixUtils; qr: typeof PixQr } | undefined;
const pixLibraries = () => (loaded ??= { pix: require('pix-utils') as typeof PixUtils, qr: require('./pix.qr') as typeof PixQr });

export const pixProvider: PaymentProvider<PixCredentials> = {
  gateway: 'PIX',
  credentials: pixCredentials,
  // A BR Code's currency is 986, the real.
  currencies: ['BRL'],
  local: true,
  async createPayment({ order, credentials }) {
    const {
      pix: { createStaticPix, hasError },
      qr: { qrPngBase64 },
    } = pixLibraries();
    const pix = createStaticPix({
      merchantName: credentials.merchant_name,
      merchantCity: credentials.merchant_city,
      // Lower-cased here too: a key stored before it was lower-cased when saved.
      pixKey: dictKey(credentials.key, credentials.key_type),
      txid: order.internalId,
      transactionAmount: Number(order.price),
    });
    if (hasError(pix)) throw new Error(`pix-utils refused the code: ${String((pix as { message?: string }).message ?? pix)}`);
    const code = pix.toBRCode();
    // The PNG of QRCode.toDataURL(code, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 320 }), made faster (pix.qr.ts).
    return { pixCode: code, qrCode: await qrPngBase64(code) };
  },
};
