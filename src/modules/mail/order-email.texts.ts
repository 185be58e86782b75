import type { OrderEmailKind } from '../../generated/prisma/enums';
import { pick } from '../../lib/i18n';

/**
 * The words of the e-mails to buyers, per locale (pt-BR and en-US, es-ES too; other locales fall back
 * by language, then to en-US). Values are filled in by the renderer, which escapes them: these texts
 * are plain text, never HTML.
 */
export interface MailTexts {
  subject: Record<OrderEmailKind, (v: { store: string; order: string }) => string>;
  greeting: (name: string) => string;
  approvedIntro: (v: { store: string; order: string }) => string;
  refundedIntro: (v: { store: string; order: string; total: string }) => string;
  chargedbackIntro: (v: { store: string; order: string; total: string }) => string;
  reversalNote: string;
  order: string;
  date: string;
  item: string;
  quantity: string;
  price: string;
  discount: (code: string) => string;
  giftCard: string;
  total: string;
  delivered: string;
  licenseKeys: string;
  download: string;
  message: string;
  keepSafe: string;
  /** Before the cancel link of a subscription's e-mail. */
  subscriptionCancel: string;
  subscriptionCancelLink: string;
  /** Before the link to the hosted order page (issue 32), and the link's text. */
  orderPage: string;
  orderPageLink: string;
  footer: (store: string) => string;
}

const TEXTS: Record<string, MailTexts> = {
  'pt-BR': {
    subject: {
      APPROVED: ({ store, order }) => `Seu pedido ${order} na ${store} foi aprovado`,
      REFUNDED: ({ store, order }) => `Seu pedido ${order} na ${store} foi reembolsado`,
      CHARGEDBACK: ({ store, order }) => `Seu pedido ${order} na ${store} foi estornado`,
    },
    greeting: (name) => `Olá, ${name}!`,
    approvedIntro: ({ store, order }) => `Obrigado pela compra na ${store}. O pagamento do pedido ${order} foi aprovado; tudo o que você comprou está abaixo.`,
    refundedIntro: ({ store, order, total }) => `O pedido ${order} na ${store} (${total}) foi reembolsado.`,
    chargedbackIntro: ({ store, order, total }) =>
      `O pagamento do pedido ${order} na ${store} (${total}) foi contestado junto ao emissor do cartão (chargeback), e o pedido foi estornado.`,
    reversalNote: 'O que o pedido entregou pode deixar de valer. Se você não esperava por isso, responda a este e-mail.',
    order: 'Pedido',
    date: 'Data',
    item: 'Item',
    quantity: 'Qtd.',
    price: 'Preço',
    discount: (code) => `Cupom ${code}`,
    giftCard: 'Cartão-presente',
    total: 'Total',
    delivered: 'O que você recebeu',
    licenseKeys: 'Chaves de licença',
    download: 'Download',
    message: 'Mensagem',
    keepSafe: 'Guarde este e-mail: ele é o comprovante da sua compra.',
    subscriptionCancel: 'Esta é uma assinatura, cobrada a cada período. Para cancelar (sem novas cobranças)',
    subscriptionCancelLink: 'cancelar a assinatura',
    orderPage: 'Veja o pedido, o status e tudo o que ele entregou a qualquer momento',
    orderPageLink: 'abrir a página do pedido',
    footer: (store) => `Você recebeu este e-mail porque fez um pedido na ${store}. Dúvidas? Responda a este e-mail.`,
  },
  'en-US': {
    subject: {
      APPROVED: ({ store, order }) => `Your order ${order} at ${store} is confirmed`,
      REFUNDED: ({ store, order }) => `Your order ${order} at ${store} was refunded`,
      CHARGEDBACK: ({ store, order }) => `Your order ${order} at ${store} was charged back`,
    },
    greeting: (name) => `Hi ${name},`,
    approvedIntro: ({ store, order }) => `Thank you for buying at ${store}. The payment of order ${order} was approved; everything you bought is below.`,
    refundedIntro: ({ store, order, total }) => `Order ${order} at ${store} (${total}) was refunded.`,
    chargedbackIntro: ({ store, order, total }) =>
      `The payment of order ${order} at ${store} (${total}) was disputed with the card issuer (a chargeback), and the order was reversed.`,
    reversalNote: 'What the order delivered may stop working. If you did not expect this, reply to this e-mail.',
    order: 'Order',
    date: 'Date',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    discount: (code) => `Coupon ${code}`,
    giftCard: 'Gift card',
    total: 'Total',
    delivered: 'What you got',
    licenseKeys: 'License keys',
    download: 'Download',
    message: 'Message',
    keepSafe: 'Keep this e-mail: it is the receipt of your purchase.',
    subscriptionCancel: 'This is a subscription, charged every period. To cancel it (no further charges)',
    subscriptionCancelLink: 'cancel the subscription',
    orderPage: 'See the order, its status and everything it delivered at any time',
    orderPageLink: 'open the order page',
    footer: (store) => `You got this e-mail because you placed an order at ${store}. Questions? Reply to this e-mail.`,
  },
  'es-ES': {
    subject: {
      APPROVED: ({ store, order }) => `Tu pedido ${order} en ${store} fue aprobado`,
      REFUNDED: ({ store, order }) => `Tu pedido ${order} en ${store} fue reembolsado`,
      CHARGEDBACK: ({ store, order }) => `Tu pedido ${order} en ${store} tuvo un contracargo`,
    },
    greeting: (name) => `¡Hola, ${name}!`,
    approvedIntro: ({ store, order }) => `Gracias por tu compra en ${store}. El pago del pedido ${order} fue aprobado; todo lo que compraste está abajo.`,
    refundedIntro: ({ store, order, total }) => `El pedido ${order} en ${store} (${total}) fue reembolsado.`,
    chargedbackIntro: ({ store, order, total }) =>
      `El pago del pedido ${order} en ${store} (${total}) fue disputado ante el emisor de la tarjeta (contracargo), y el pedido fue revertido.`,
    reversalNote: 'Lo que el pedido entregó puede dejar de funcionar. Si no lo esperabas, responde a este correo.',
    order: 'Pedido',
    date: 'Fecha',
    item: 'Artículo',
    quantity: 'Cant.',
    price: 'Precio',
    discount: (code) => `Cupón ${code}`,
    giftCard: 'Tarjeta de regalo',
    total: 'Total',
    delivered: 'Lo que recibiste',
    licenseKeys: 'Claves de licencia',
    download: 'Descarga',
    message: 'Mensaje',
    keepSafe: 'Guarda este correo: es el comprobante de tu compra.',
    subscriptionCancel: 'Esta es una suscripción, cobrada cada período. Para cancelarla (sin nuevos cobros)',
    subscriptionCancelLink: 'cancelar la suscripción',
    orderPage: 'Consulta el pedido, su estado y todo lo que entregó en cualquier momento',
    orderPageLink: 'abrir la página del pedido',
    footer: (store) => `Recibiste este correo porque hiciste un pedido en ${store}. ¿Dudas? Responde a este correo.`,
  },
};

export const mailTexts = (locale: string): MailTexts => pick(TEXTS, locale);
