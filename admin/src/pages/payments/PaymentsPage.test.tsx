import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { PaymentsPage } from './PaymentsPage';

const URL = (g: string) => `https://api.example.com/v1/payments/${g.toLowerCase()}/1`;
const gateway = (g: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PaymentGateway',
  gateway: g,
  enabled: false,
  name: null,
  display: g === 'MERCADOPAGO' ? 'Mercado Pago' : g.charAt(0) + g.slice(1).toLowerCase(),
  configured: false,
  credentials: null,
  notificationUrl: URL(g),
  updatedAt: null,
  ...extra,
});
const gateways = [
  gateway('PIX', {
    enabled: true,
    configured: true,
    credentials: { key: '.com', key_type: 'MAIL', merchant_name: 'loja', merchant_city: 'aulo' },
    display: 'Pix',
  }),
  gateway('MERCADOPAGO'),
  gateway('STRIPE'),
  gateway('PAYPAL', { display: 'PayPal' }),
  gateway('PICPAY', { display: 'PicPay' }),
  gateway('PAGSEGURO', { display: 'PagSeguro' }),
  gateway('PAGARME', { display: 'Pagar.me' }),
  gateway('OTHER', { display: 'Other', configured: true }),
];

function renderPayments(handlers: Record<string, Handler> = {}) {
  const mock = mockClient({ PaymentsGateways: () => ({ data: { paymentGateways: gateways } }), ...handlers });
  renderPage(<PaymentsPage />, { client: mock.client, path: '/payments' });
  return mock;
}

const region = async (name: string) => screen.findByRole('region', { name });

describe('payments', () => {
  it('shows every gateway: status, the notification URL to paste, stored credentials only as their last 4 characters', async () => {
    renderPayments();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const pix = await region('Pix');
    expect(within(pix).getByText('Enabled')).toBeInTheDocument();
    expect(within(pix).getByText(URL('PIX'))).toBeInTheDocument();
    expect(within(pix).getByLabelText('Pix key')).toHaveValue('');
    expect(within(pix).getByLabelText('Pix key')).toHaveAccessibleDescription(/Stored: …\.com\. Left empty: kept\./);
    const stripe = await region('Stripe');
    expect(within(stripe).getByText('Disabled, not configured')).toBeInTheDocument();
    expect(within(stripe).getByLabelText('Secret key')).toHaveAttribute('type', 'password');
  });

  it('sends the credentials only when typed, and all of them', async () => {
    const { calls } = renderPayments({
      PaymentsUpdateGateway: (v) => ({
        data: {
          updatePaymentGateway: gateway(String(v.gateway), { enabled: true, configured: true, credentials: { secret_key: '5678', webhook_secret: 'abcd' } }),
        },
      }),
    });
    const user = userEvent.setup();
    const stripe = await region('Stripe');
    await user.click(within(stripe).getByLabelText('Buyers may pay with it'));
    await user.type(within(stripe).getByLabelText('Secret key'), 'sk_test_12345678');
    await user.type(within(stripe).getByLabelText('Webhook signing secret'), 'whsec_abcd');
    await user.click(within(stripe).getByRole('button', { name: 'Save Stripe' }));
    expect(await within(stripe).findByText('Stripe saved.')).toBeInTheDocument();
    const pix = await region('Pix');
    await user.type(within(pix).getByLabelText('Name shown to buyers'), 'Pix (5% off)');
    await user.click(within(pix).getByRole('button', { name: 'Save Pix' }));
    expect(calls.filter((c) => c.name === 'PaymentsUpdateGateway').map((c) => c.variables)).toEqual([
      { gateway: 'STRIPE', input: { enabled: true, name: null, credentials: { secret_key: 'sk_test_12345678', webhook_secret: 'whsec_abcd' } } },
      { gateway: 'PIX', input: { enabled: true, name: 'Pix (5% off)' } },
    ]);
    // The typed secret is not kept in the form after saving.
    expect(within(stripe).getByLabelText('Secret key')).toHaveValue('');
  });

  it('PagBank takes its token, Pagar.me its secret key and an optional webhook token; OTHER takes none and has no notification URL', async () => {
    const { calls } = renderPayments({
      PaymentsUpdateGateway: (v) => ({ data: { updatePaymentGateway: gateway(String(v.gateway), { enabled: true, configured: true, display: 'Other' }) } }),
    });
    const user = userEvent.setup();
    const pagbank = await region('PagSeguro');
    expect(within(pagbank).getByLabelText('PagBank token')).toHaveAttribute('type', 'password');
    const pagarme = await region('Pagar.me');
    expect(within(pagarme).getByLabelText('Secret key')).toHaveAttribute('type', 'password');
    expect(within(pagarme).getByLabelText('Webhook token (optional)')).toHaveAccessibleDescription(/\?token=/);
    expect(within(pagarme).getByText(URL('PAGARME'))).toBeInTheDocument();

    const other = await region('Other');
    expect(within(other).getByText('Disabled')).toBeInTheDocument();
    expect(within(other).queryByText(URL('OTHER'))).not.toBeInTheDocument();
    expect(within(other).getByText(/approve their orders by hand/)).toBeInTheDocument();
    // Only the checkbox and the name: no credential fields.
    expect(within(other).getAllByRole('textbox')).toHaveLength(1);
    await user.click(within(other).getByLabelText('Buyers may pay with it'));
    await user.type(within(other).getByLabelText('Name shown to buyers'), 'Bank transfer');
    await user.click(within(other).getByRole('button', { name: 'Save Other' }));
    expect(await within(other).findByText('Other saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'PaymentsUpdateGateway').map((c) => c.variables)).toEqual([
      { gateway: 'OTHER', input: { enabled: true, name: 'Bank transfer' } },
    ]);
  });

  it('shows the API’s errors under the credential they concern', async () => {
    renderPayments({
      PaymentsUpdateGateway: () => ({
        errors: [
          {
            message: 'credentials.secret_key must be a Stripe secret or restricted key',
            code: 'VALIDATION_FAILED',
            field: 'credentials.secret_key',
            rule: 'regex',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    const stripe = await region('Stripe');
    await user.type(within(stripe).getByLabelText('Secret key'), 'pk_test_1');
    await user.click(within(stripe).getByRole('button', { name: 'Save Stripe' }));
    expect(await within(stripe).findByText('credentials.secret_key must be a Stripe secret or restricted key')).toBeInTheDocument();
    expect(within(stripe).getByLabelText('Secret key')).toHaveAttribute('aria-invalid', 'true');
    expect(within(stripe).getByLabelText('Secret key')).toHaveValue('pk_test_1');
  });
});
