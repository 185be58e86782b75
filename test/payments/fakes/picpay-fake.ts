import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { startHttpFake, type FakeReply, type FakeRequest, type HttpFake } from './wallet-fake-server';

/**
 * PicPay's e-commerce public API, only the endpoints the PICPAY provider calls, with PicPay's shapes:
 *
 *   POST /payments                              create a payment (x-picpay-token)
 *   GET  /payments/:referenceId/status          its status (x-picpay-token)
 *   POST /payments/:referenceId/cancellations   cancel / refund it (x-picpay-token)
 *
 * Each payment belongs to the account whose x-picpay-token made it: another account's token gets a
 * 404. The callbacks PicPay sends carry only referenceId and authorizationId, with the account's
 * x-seller-token; `callback()` builds one as PicPay would.
 */

type PicpayStatus = 'created' | 'expired' | 'analysis' | 'paid' | 'completed' | 'refunded' | 'chargeback';

interface PicpayPayment {
  token: string;
  referenceId: string;
  request: any;
  status: PicpayStatus;
  authorizationId?: string;
  /** What PicPay says was paid (the request's value unless a test says otherwise). */
  paid?: number;
  /** Answer the status read-back in the older shape: `value` instead of `summary`. */
  legacy?: boolean;
}

export interface PicpayCallback {
  headers: Record<string, string>;
  body: string;
}

export interface PicpayFake extends HttpFake {
  payments: Map<string, PicpayPayment>;
  /** An account: its API token and the seller token its callbacks carry. */
  account(token: string, sellerToken: string): void;
  /** The buyer pays (or an amount, or the older status shape); returns PicPay's callback. */
  pay(referenceId: string, opts?: { paid?: number; legacy?: boolean }): PicpayCallback;
  /** The payment moves to `status` at PicPay (a refund from its panel, a chargeback); returns the callback. */
  move(referenceId: string, status: PicpayStatus): PicpayCallback;
  /** PicPay's callback for the payment as it is now. */
  callback(referenceId: string): PicpayCallback;
}

const hex = (n: number) => randomBytes(n).toString('hex');
const unprocessable = (field: string, message: string): FakeReply => ({
  status: 422,
  body: { message: 'Algumas propriedades não passaram no teste de validação.', errors: [{ field, message }] },
});

export async function startPicpayFake(): Promise<PicpayFake> {
  const accounts = new Map<string, string>();
  const payments = new Map<string, PicpayPayment>();
  const key = (token: string, ref: string) => `${token}|${ref}`;

  const owned = (req: FakeRequest): PicpayPayment | FakeReply => {
    const token = req.headers['x-picpay-token'];
    if (!token || !accounts.has(token)) return { status: 401, body: { message: 'O Token informado é inválido' } };
    const p = payments.get(key(token, req.params.referenceId));
    return p ?? { status: 404, body: { message: 'Transação não encontrada' } };
  };

  const fake = await startHttpFake({
    'POST /payments': async (req) => {
      const token = req.headers['x-picpay-token'];
      if (!token || !accounts.has(token)) return { status: 401, body: { message: 'O Token informado é inválido' } };
      const b = req.json ?? {};
      if (!b.referenceId) return unprocessable('referenceId', 'O campo reference id é obrigatório.');
      if (!b.callbackUrl) return unprocessable('callbackUrl', 'O campo callback url é obrigatório.');
      if (typeof b.value !== 'number' || !(b.value > 0)) return unprocessable('value', 'O campo value deve ser um número.');
      if (!b.buyer?.document) return unprocessable('buyer.document', 'O campo buyer.document é obrigatório.');
      if (payments.has(key(token, String(b.referenceId)))) return unprocessable('referenceId', 'Já existe um pagamento com este referenceId.');
      payments.set(key(token, String(b.referenceId)), { token, referenceId: String(b.referenceId), request: b, status: 'created' });
      const paymentUrl = `https://app.picpay.com/checkout/${Buffer.from(hex(12)).toString('base64')}`;
      return {
        status: 200,
        body: {
          referenceId: String(b.referenceId),
          paymentUrl,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          qrcode: { content: paymentUrl, base64: await QRCode.toDataURL(paymentUrl) },
        },
      };
    },

    'GET /payments/:referenceId/status': (req) => {
      const p = owned(req);
      if (!('referenceId' in p)) return p;
      const paid = ['paid', 'completed', 'refunded', 'chargeback'].includes(p.status) ? (p.paid ?? p.request.value) : 0;
      return {
        status: 200,
        body: {
          referenceId: p.referenceId,
          ...(p.authorizationId ? { authorizationId: p.authorizationId } : {}),
          status: p.status,
          ...(p.legacy ? { value: paid } : { summary: { authorized: paid, paid, refunded: p.status === 'refunded' ? paid : 0 } }),
        },
      };
    },

    'POST /payments/:referenceId/cancellations': (req) => {
      const p = owned(req);
      if (!('referenceId' in p)) return p;
      if (p.status === 'refunded' || p.status === 'expired' || p.status === 'chargeback') return unprocessable('referenceId', 'O pagamento já foi cancelado.');
      if (p.status === 'paid' || p.status === 'completed') {
        if (req.json?.authorizationId !== p.authorizationId) return unprocessable('authorizationId', 'O authorizationId não confere.');
        p.status = 'refunded';
      } else {
        p.status = 'expired';
      }
      return { status: 200, body: { referenceId: p.referenceId, cancellationId: hex(12) } };
    },
  });

  const find = (referenceId: string) => {
    const p = [...payments.values()].find((x) => x.referenceId === referenceId);
    if (!p) throw new Error(`the fake has no payment ${referenceId}`);
    return p;
  };
  const callback = (referenceId: string): PicpayCallback => {
    const p = find(referenceId);
    return {
      headers: { 'content-type': 'application/json', 'x-seller-token': accounts.get(p.token)! },
      body: JSON.stringify({ referenceId: p.referenceId, ...(p.authorizationId ? { authorizationId: p.authorizationId } : {}) }),
    };
  };

  return {
    ...fake,
    payments,
    account(token, sellerToken) {
      accounts.set(token, sellerToken);
    },
    pay(referenceId, opts = {}) {
      const p = find(referenceId);
      p.status = 'paid';
      p.authorizationId = hex(12);
      p.paid = opts.paid;
      p.legacy = opts.legacy;
      return callback(referenceId);
    },
    move(referenceId, status) {
      find(referenceId).status = status;
      return callback(referenceId);
    },
    callback,
  };
}
