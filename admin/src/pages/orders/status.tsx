import { useEffect, useState } from 'react';
import type { CommandStatus, DiscordActionStatus, Gateway, OrderStatus, PaymentMethod } from '../../gql/graphql';

/** A Record over the schema's enum: a status or gateway added to the API fails the UI's type check until it is named here. */
const labelled = <T extends string>(labels: Record<T, string>) => (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/** Every order status, for the list filter (the enum's values, in lifecycle order). */
export const ORDER_STATUSES = labelled<OrderStatus>({
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
  CHARGEDBACK: 'Charged back',
});

export const GATEWAYS = labelled<Gateway>({
  PIX: 'Pix',
  MERCADOPAGO: 'Mercado Pago',
  STRIPE: 'Stripe',
  PAYPAL: 'PayPal',
  PICPAY: 'PicPay',
  PAGSEGURO: 'PagSeguro',
  PAGARME: 'Pagar.me',
  OTHER: 'Other',
});

/** How a paid order was paid (the provider's word for it, or MANUAL for what the owner approved). */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  PIX: 'Pix',
  CREDIT_CARD: 'Credit card',
  DEBIT_CARD: 'Debit card',
  BOLETO: 'Boleto',
  WALLET: 'Wallet balance',
  BANK_TRANSFER: 'Bank transfer',
  MANUAL: 'Confirmed by a person',
  GIFT_CARD: 'Gift card',
};

const ORDER_TONE: Record<OrderStatus, string> = {
  PENDING: 'warn',
  APPROVED: 'ok',
  REJECTED: 'bad',
  CHARGEDBACK: 'bad',
  REFUNDED: 'bad',
  CANCELED: '',
};

/** A status as a badge: the colour only repeats the text, never replaces it. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`badge ${ORDER_TONE[status] ?? ''}`.trim()}>{label}</span>;
}

const COMMAND_TONE: Record<CommandStatus, string> = { PENDING: 'warn', DONE: 'ok', FAILED: 'bad', CANCELED: '' };
export const COMMAND_STATUS_LABEL: Record<CommandStatus, string> = {
  PENDING: 'Pending',
  DONE: 'Done',
  FAILED: 'Failed',
  CANCELED: 'Canceled',
};

export function CommandStatusBadge({ status }: { status: CommandStatus }) {
  return <span className={`badge ${COMMAND_TONE[status] ?? ''}`.trim()}>{COMMAND_STATUS_LABEL[status] ?? status}</span>;
}

const DISCORD_TONE: Record<DiscordActionStatus, string> = { PENDING: 'warn', DONE: 'ok', FAILED: 'bad', SKIPPED: 'bad', CANCELED: '' };
const DISCORD_STATUS_LABEL: Record<DiscordActionStatus, string> = {
  PENDING: 'Pending',
  DONE: 'Done',
  FAILED: 'Failed',
  SKIPPED: 'Skipped',
  CANCELED: 'Canceled',
};

export function DiscordStatusBadge({ status }: { status: DiscordActionStatus }) {
  return <span className={`badge ${DISCORD_TONE[status] ?? ''}`.trim()}>{DISCORD_STATUS_LABEL[status] ?? status}</span>;
}

/**
 * The wording of a status change. Which changes are offered comes from the order's own
 * allowedStatuses (the server's transition table); this only names them.
 */
export function statusAction(status: string): { label: string; confirm: string; done: string; tone: 'primary' | 'danger' } {
  switch (status) {
    case 'APPROVED':
      return { label: 'Approve', confirm: 'Yes, approve', done: 'approved', tone: 'primary' };
    case 'REJECTED':
      return { label: 'Reject', confirm: 'Yes, reject', done: 'rejected', tone: 'danger' };
    case 'CANCELED':
      return { label: 'Cancel order', confirm: 'Yes, cancel order', done: 'canceled', tone: 'danger' };
    case 'REFUNDED':
      return { label: 'Refund', confirm: 'Yes, refund', done: 'refunded', tone: 'danger' };
    case 'CHARGEDBACK':
      return { label: 'Mark charged back', confirm: 'Yes, mark charged back', done: 'marked charged back', tone: 'danger' };
    default: {
      const name = ORDER_STATUSES.find((s) => s.value === status)?.label ?? status;
      return { label: `Set to ${name}`, confirm: `Yes, set to ${name}`, done: `set to ${name}`, tone: 'danger' };
    }
  }
}

/**
 * Keyboard focus after an inline editor closes: back on the button that opened it (by element id),
 * once that button is rendered again.
 */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
