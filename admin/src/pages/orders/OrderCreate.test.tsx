import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage } from '../../test-utils';
import { OrderRoutes } from './OrderRoutes';
import { detailOrder } from './fixtures';

const options = {
  packages: {
    meta: { total: 2, currentPage: 1, lastPage: 1, perPage: 100 },
    data: [
      {
        id: 5,
        name: 'VIP rank',
        enabled: true,
        type: 'MULTIPLE',
        price: 12.5,
        priceDisplay: '$12.50',
        variables: [1],
        fields: [{ id: 3, name: 'Favourite colour', type: 'TEXT', description: '', required: false }],
      },
      { id: 6, name: 'Starter kit', enabled: true, type: 'SINGLE', price: 3, priceDisplay: '$3.00', variables: [], fields: [] },
    ],
  },
  variables: [
    { id: 1, name: 'nick', description: 'Your in-game nick' },
    { id: 2, name: 'unused', description: null },
  ],
};

describe('manual order', () => {
  it('shows the API’s field errors under their inputs', async () => {
    const mock = mockClient({
      OrdersFormOptions: () => ({ data: options }),
      OrdersCreate: () => ({
        errors: [
          { message: 'client_email must be an e-mail address', code: 'VALIDATION_FAILED', field: 'client_email', rule: 'email' },
          { message: 'items.0.quantity must be between 1 and 999', code: 'VALIDATION_FAILED', field: 'items.0.quantity', rule: 'range' },
          { message: 'variables.nick is required', code: 'VALIDATION_FAILED', field: 'variables.nick', rule: 'required' },
          { message: 'gateway must be one of PIX, MERCADOPAGO, STRIPE, PAYPAL, PICPAY', code: 'VALIDATION_FAILED', field: 'gateway', rule: 'enum' },
        ],
      }),
    });
    renderPage(<OrderRoutes />, { client: mock.client, path: '/orders/new', route: '/orders/*' });
    await userEvent.selectOptions(await screen.findByLabelText('Package (line 1)'), '5');
    await userEvent.clear(screen.getByLabelText('Quantity (line 1)'));
    await userEvent.type(screen.getByLabelText('Quantity (line 1)'), '0');
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));
    await screen.findByText('client_email must be an e-mail address');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('client_email must be an e-mail address');
    expect(screen.getByLabelText('Quantity (line 1)')).toHaveAccessibleDescription('items.0.quantity must be between 1 and 999');
    expect(screen.getByLabelText('nick')).toHaveAccessibleDescription('Your in-game nick variables.nick is required');
    expect(screen.getByLabelText('Gateway')).toHaveAccessibleDescription('gateway must be one of PIX, MERCADOPAGO, STRIPE, PAYPAL, PICPAY');
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need attention.');
  });

  it('sends the buyer, lines with their custom fields and the asked variables, then opens the new order', async () => {
    const mock = mockClient({
      OrdersFormOptions: () => ({ data: options }),
      OrdersCreate: () => ({ data: { createOrder: { id: 12, internalId: 'ABC', status: 'PENDING' } } }),
      OrdersDetail: () => ({ data: { order: detailOrder({ id: 12, manuallyCreated: true }) } }),
    });
    renderPage(<OrderRoutes />, { client: mock.client, path: '/orders/new', route: '/orders/*' });
    await screen.findByLabelText('Package (line 1)');
    // Only the variables the chosen packages ask for are shown.
    expect(screen.queryByLabelText('nick')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Client identifier'), 'Alex');
    await userEvent.type(screen.getByLabelText('E-mail'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Alex Doe');
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'PIX');
    await userEvent.selectOptions(screen.getByLabelText('Package (line 1)'), '5');
    await userEvent.clear(screen.getByLabelText('Quantity (line 1)'));
    await userEvent.type(screen.getByLabelText('Quantity (line 1)'), '2');
    await userEvent.type(screen.getByLabelText('Favourite colour (line 1)'), 'teal');
    await userEvent.type(screen.getByLabelText('nick'), 'AlexNick');
    expect(screen.queryByLabelText('unused')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await userEvent.selectOptions(screen.getByLabelText('Package (line 2)'), '6');
    await userEvent.type(screen.getByLabelText('Coupon'), 'TENOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(mock.calls.find((c) => c.name === 'OrdersCreate')?.variables).toEqual({
      input: {
        clientIdentifier: 'Alex',
        clientEmail: 'alex@example.com',
        clientName: 'Alex Doe',
        gateway: 'PIX',
        clientDiscord: undefined,
        clientDocument: undefined,
        clientPhone: undefined,
        coupon: 'TENOFF',
        refCode: undefined,
        items: [
          { id: 5, quantity: 2, fields: { '3': 'teal' } },
          { id: 6, quantity: 1, fields: {} },
        ],
        variables: { nick: 'AlexNick' },
      },
    });
  });
});
