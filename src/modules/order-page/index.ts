import type { AppModule } from '../../module';
import { ORDER_PAGE_PREFIX, orderPage } from './order-page.routes';

/**
 * The hosted order page (issue 32): `GET /order/{internal_id}?t=<signed token>`, the buyer's order as a
 * server-rendered page in the store's theme and locale. Its link (order_url) is answered at checkout by
 * the orders module and put in every order e-mail by the mail module, both through order-page.token.ts.
 */
export const orderPageModule: AppModule = {
  name: 'order-page',
  // A browser opens it; the signed token in its address is the credential.
  raw: { prefix: ORDER_PAGE_PREFIX, handler: orderPage },
};
