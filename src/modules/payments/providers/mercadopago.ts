import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';

const mercadopagoCredentials = z.object({
  access_token: z.string().trim().regex(/^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/, 'must be a Mercado Pago access token (APP_USR-... or TEST-...)'),
  webhook_secret: z.string().trim().min(8).max(256),
});
export type MercadoPagoCredentials = z.output<typeof mercadopagoCredentials>;

/** Mercado Pago: Pix payments and Checkout Pro preferences (the mercadopago SDK). */
export const mercadopagoProvider: PaymentProvider<MercadoPagoCredentials> = {
  gateway: 'MERCADOPAGO',
  credentials: mercadopagoCredentials,
  async createPayment() {
    throw new Error('Mercado Pago payments are not connected yet');
  },
};
