/** Display texts in the store's locale; pt-BR and en-US, others fall back by language, then to en-US. */
type Texts = Record<string, string>;

const STATUS: Record<string, Texts> = {
  'pt-BR': {
    PENDING: 'Pendente',
    APPROVED: 'Aprovado',
    REJECTED: 'Rejeitado',
    CANCELED: 'Cancelado',
    REFUNDED: 'Reembolsado',
    CHARGEDBACK: 'Estornado (chargeback)',
  },
  'en-US': {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    CANCELED: 'Canceled',
    REFUNDED: 'Refunded',
    CHARGEDBACK: 'Charged back',
  },
  'es-ES': {
    PENDING: 'Pendiente',
    APPROVED: 'Aprobado',
    REJECTED: 'Rechazado',
    CANCELED: 'Cancelado',
    REFUNDED: 'Reembolsado',
    CHARGEDBACK: 'Contracargo',
  },
};

const GATEWAY: Record<string, Texts> = {
  'pt-BR': {
    PIX: 'Pix',
    MERCADOPAGO: 'Mercado Pago',
    STRIPE: 'Stripe',
    PAYPAL: 'PayPal',
    PICPAY: 'PicPay',
    PAGSEGURO: 'PagSeguro',
    PAGARME: 'Pagar.me',
    OTHER: 'Outro',
  },
  'en-US': {
    PIX: 'Pix',
    MERCADOPAGO: 'Mercado Pago',
    STRIPE: 'Stripe',
    PAYPAL: 'PayPal',
    PICPAY: 'PicPay',
    PAGSEGURO: 'PagSeguro',
    PAGARME: 'Pagar.me',
    OTHER: 'Other',
  },
};

/** The entry of `table` for `locale`: itself, else another of its language, else en-US (which every table has). */
export function pick<T>(table: Record<string, T>, locale: string): T {
  if (table[locale]) return table[locale];
  const lang = locale.split('-')[0];
  const sameLanguage = Object.keys(table).find((l) => l.startsWith(`${lang}-`));
  return table[sameLanguage ?? 'en-US'];
}

export const statusDisplay = (status: string, locale: string) => pick(STATUS, locale)[status] ?? status;
export const gatewayDisplay = (gateway: string, locale: string) => pick(GATEWAY, locale)[gateway] ?? gateway;

const RESENT: Record<string, string> = {
  'pt-BR': 'Todos os comandos foram re-adicionados na fila.',
  'en-US': 'All commands were added back to the queue.',
  'es-ES': 'Todos los comandos se volvieron a añadir a la cola.',
};

/** The message of POST /v1/app/order/{id}/command/resend (the public API's words in pt-BR). */
export const resentMessage = (locale: string) => pick(RESENT, locale);
