import { z } from '../../../lib/validation';
import type { PaymentProvider } from '../payment.types';

const picpayCredentials = z.object({
  token: z.string().trim().min(8).max(256),
  seller_token: z.string().trim().min(8).max(256),
});
export type PicpayCredentials = z.output<typeof picpayCredentials>;

/** PicPay: its e-commerce REST API (no official Node SDK). */
export const picpayProvider: PaymentProvider<PicpayCredentials> = {
  gateway: 'PICPAY',
  credentials: picpayCredentials,
  currencies: ['BRL'],
  async createPayment() {
    throw new Error('PicPay payments are not connected yet');
  },
};
