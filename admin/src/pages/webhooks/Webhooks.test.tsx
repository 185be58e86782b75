import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { connectionPage, mockClient, renderPage, type Handler, type PageOver } from '../../test-utils';
import { WebhookRoutes } from './WebhookRoutes';
import { WebhookDocument, WebhookLogsDocument, WebhooksDocument } from './documents';

const T = '2026-11-22T10:00:00-03:00';
const hook = {
  id: 3,
  name: 'Fulfilment',
  url: 'https://hooks.example.org/orders',
  scopes: ['ORDER_APPROVED'],
  enabled: true,
  disabledReason: null,
  createdAt: T,
  updatedAt: T,
};
const meta = (total: number) => ({ total, perPage: 15, currentPage: 1, lastPage: Math.max(1, Math.ceil(total / 15)) });
const log = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  webhookId: 3,
  event: 'ORDER_APPROVED',
  url: hook.url,
  requestBody: { id: `msg_${id}`, event: 'ORDER_APPROVED', date: '2026-11-22T13:00:00.000Z', data: { id: 41 } },
  responseStatus: 200,
  responseBody: 'ok',
  responseTimeMs: 87,
  success: true,
  error: null,
  isResend: false,
  originalLogId: null,
  createdAt: '2026-11-22T13:00:00.000Z',
  ...over,
});
const logs = [
  log('aaaaaaaaaaaaaaaaaaaaaaa1'),
  log('bbbbbbbbbbbbbbbbbbbbbbb2', {
    event: 'ORDER_CREATED',
    responseStatus: 503,
    responseBody: 'down for maintenance',
    success: false,
    error: 'receiver answered 503',
    createdAt: '2026-11-22T12:00:00.000Z',
  }),
];

function page(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient(handlers);
  renderPage(<WebhookRoutes />, { client: mock.client, path, route: '/webhooks/*' });
  return mock;
}

const called = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name);

/** A page of webhookLogsConnection (each cursor `l<id>`). */
const logPage = (rows: ReturnType<typeof log>[], over: PageOver = {}) => ({ webhookLogsConnection: connectionPage(rows, 'l', over) });

const detailHandlers: Record<string, Handler> = {
  WebhookOne: () => ({ data: { webhook: hook } }),
  WebhookLogs: () => ({ data: logPage(logs) }),
};

describe('webhook list', () => {
  it('links each webhook by its URL and says whether it is enabled', async () => {
    page('/webhooks', {
      WebhookList: () => ({
        data: {
          webhooks: {
            meta: meta(2),
            data: [hook, { ...hook, id: 4, url: 'https://gone.example.org/h', name: 'Old', enabled: false, disabledReason: 'receiver answered 410 Gone' }],
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'https://hooks.example.org/orders' })).toHaveAttribute('href', '/webhooks/3');
    const old = screen.getByRole('row', { name: /gone\.example\.org/ });
    expect(within(old).getByText('Disabled')).toBeInTheDocument();
    expect(within(old).getByText(/410 Gone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New webhook' })).toHaveAttribute('href', '/webhooks/new');
  });

  it('never asks a query for the secret: only create and rotate return it', () => {
    for (const doc of [WebhooksDocument, WebhookDocument, WebhookLogsDocument]) expect(print(doc)).not.toMatch(/\bsecret\b/);
  });
});

describe('creating a webhook', () => {
  it('sends the name, URL, events and enabled, then shows the signing secret once', async () => {
    const { calls } = page('/webhooks/new', {
      WebhookCreate: (v) => ({ data: { createWebhook: { ...hook, ...(v.input as object), secret: 'whsec_only_once' } } }),
      WebhookList: () => ({ data: { webhooks: { meta: meta(1), data: [hook] } } }),
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Fulfilment');
    await userEvent.type(screen.getByLabelText('URL'), 'https://hooks.example.org/orders');
    // Checked out of order: the API gets them in the listed order.
    await userEvent.click(screen.getByLabelText('ORDER_APPROVED'));
    await userEvent.click(screen.getByLabelText('ORDER_CREATED'));
    await userEvent.click(screen.getByRole('button', { name: 'Create webhook' }));

    const region = await screen.findByRole('region', { name: 'Signing secret' });
    expect(within(region).getByText('whsec_only_once')).toBeInTheDocument();
    expect(region).toHaveTextContent('shown only this once');
    expect(called(calls, 'WebhookCreate')[0].variables).toEqual({
      input: { name: 'Fulfilment', url: 'https://hooks.example.org/orders', scopes: ['ORDER_CREATED', 'ORDER_APPROVED'], enabled: true },
    });

    await userEvent.click(screen.getByRole('link', { name: 'Back to webhooks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.queryByText('whsec_only_once')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'New webhook' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New webhook' })).toBeInTheDocument();
    expect(screen.queryByText('whsec_only_once')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('can create it disabled', async () => {
    const { calls } = page('/webhooks/new', {
      WebhookCreate: (v) => ({ data: { createWebhook: { ...hook, ...(v.input as object), secret: 'whsec_x' } } }),
    });
    await userEvent.click(await screen.findByLabelText('Enabled'));
    await userEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    await screen.findByRole('region', { name: 'Signing secret' });
    expect(called(calls, 'WebhookCreate')[0].variables).toMatchObject({ input: { enabled: false, scopes: [] } });
  });

  it('puts the API’s URL error under the URL input and an event error under the events', async () => {
    page('/webhooks/new', {
      WebhookCreate: () => ({
        errors: [
          { message: 'url points at a private or reserved address', code: 'VALIDATION_FAILED', field: 'url', rule: 'url' },
          { message: 'scopes must have at least 1 item', code: 'VALIDATION_FAILED', field: 'scopes', rule: 'min' },
        ],
      }),
    });
    await userEvent.type(await screen.findByLabelText('URL'), 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(expect.stringContaining('url points at a private or reserved address')),
    );
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('scopes must have at least 1 item');
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need attention.');
    expect(screen.queryByRole('region', { name: 'Signing secret' })).not.toBeInTheDocument();
  });
});

describe('a webhook’s page', () => {
  it('shows the delivery log of this webhook: event, response status, result', async () => {
    const { calls } = page('/webhooks/3', detailHandlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook: Fulfilment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery log' })).toBeInTheDocument();
    const ok = await screen.findByRole('row', { name: /ORDER_APPROVED/ });
    expect(ok).toHaveTextContent('200');
    expect(ok).toHaveTextContent('Delivered');
    const failed = screen.getByRole('row', { name: /ORDER_CREATED/ });
    expect(failed).toHaveTextContent('503');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('receiver answered 503');
    expect(called(calls, 'WebhookLogs')[0].variables).toMatchObject({ webhookId: 3, first: 15 });
  });

  it('pages the log by cursor: Next after the page’s last log, Previous before its first', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookLogs: (v) =>
        v.after === 'lbbbbbbbbbbbbbbbbbbbbbbb2'
          ? { data: logPage([log('ccccccccccccccccccccccc3', { event: 'ORDER_REFUNDED' })], { totalCount: 3, hasPreviousPage: true }) }
          : { data: logPage(logs, { totalCount: 3, hasNextPage: true }) },
    });
    await screen.findByRole('row', { name: /ORDER_APPROVED/ });
    expect(screen.getByRole('navigation', { name: 'Delivery log pages' })).toHaveTextContent('2 shown of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('row', { name: /ORDER_REFUNDED/ });
    expect(called(calls, 'WebhookLogs').at(-1)!.variables).toMatchObject({ webhookId: 3, first: 15, after: 'lbbbbbbbbbbbbbbbbbbbbbbb2' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(called(calls, 'WebhookLogs').at(-1)!.variables).toMatchObject({ webhookId: 3, last: 15, before: 'lccccccccccccccccccccccc3' }));
  });

  it('resends the log of the row whose Resend was pressed, and reloads the log', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookResendLog: (v) => ({
        data: {
          resendWebhookLog: {
            ...log('ccccccccccccccccccccccc3'),
            event: 'ORDER_CREATED',
            isResend: true,
            originalLogId: v.logId,
          },
        },
      }),
    });
    const failed = await screen.findByRole('row', { name: /ORDER_CREATED/ });
    const before = called(calls, 'WebhookLogs').length;
    await userEvent.click(within(failed).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/Resent \(ORDER_CREATED\): the receiver answered 200/)).toBeInTheDocument();
    expect(called(calls, 'WebhookResendLog').map((c) => c.variables)).toEqual([{ logId: 'bbbbbbbbbbbbbbbbbbbbbbb2' }]);
    await waitFor(() => expect(called(calls, 'WebhookLogs').length).toBeGreaterThan(before));
  });

  it('shows a log’s details: request and response bodies, time, error', async () => {
    page('/webhooks/3', detailHandlers);
    const failed = await screen.findByRole('row', { name: /ORDER_CREATED/ });
    const details = within(failed).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('bbbbbbbbbbbbbbbbbbbbbbb2');
    expect(panel).toHaveTextContent('down for maintenance');
    expect(panel).toHaveTextContent('"id": "msg_bbbbbbbbbbbbbbbbbbbbbbb2"');
    expect(panel).toHaveTextContent('2026-11-22 12:00:00 UTC');
    expect(panel).toHaveTextContent('Failed: receiver answered 503');
  });

  it('filters the log by event and result, kept in the URL', async () => {
    const { calls } = page('/webhooks/3?event=ORDER_CREATED', detailHandlers);
    await screen.findByRole('row', { name: /ORDER_CREATED/ });
    expect(called(calls, 'WebhookLogs')[0].variables).toMatchObject({ webhookId: 3, event: 'ORDER_CREATED' });
    await userEvent.selectOptions(screen.getByLabelText('Result'), 'Failed');
    await waitFor(() => expect(called(calls, 'WebhookLogs').at(-1)!.variables).toMatchObject({ event: 'ORDER_CREATED', success: false, first: 15 }));
  });

  it('asks before rotating the secret, then shows the new one once', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookRotateSecret: () => ({ data: { rotateWebhookSecret: { id: 3, secret: 'whsec_rotated', updatedAt: T } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    expect(called(calls, 'WebhookRotateSecret')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, rotate secret' }));
    const region = await screen.findByRole('region', { name: 'New signing secret' });
    expect(within(region).getByText('whsec_rotated')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(called(calls, 'WebhookRotateSecret')[0].variables).toEqual({ id: 3 });
    await userEvent.click(within(region).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_rotated')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Actions' })).toHaveFocus();
  });

  it('sends a test message, says how it went and reloads the log', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookSendTest: () => ({
        data: {
          testWebhook: {
            id: 'ddddddddddddddddddddddd4',
            event: 'ORDER_APPROVED',
            responseStatus: null,
            success: false,
            error: 'connect ECONNREFUSED',
            createdAt: T,
          },
        },
      }),
    });
    await screen.findByRole('row', { name: /ORDER_APPROVED/ });
    const before = called(calls, 'WebhookLogs').length;
    await userEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Test message sent (ORDER_APPROVED): it failed: connect ECONNREFUSED.')).toBeInTheDocument();
    expect(called(calls, 'WebhookSendTest')[0].variables).toEqual({ id: 3 });
    await waitFor(() => expect(called(calls, 'WebhookLogs').length).toBeGreaterThan(before));
  });

  it('disables and saves edits with the API’s field errors', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookUpdate: (v) => {
        const input = v.input as Record<string, unknown>;
        if ('url' in input) return { errors: [{ message: 'url must use https', code: 'VALIDATION_FAILED', field: 'url', rule: 'https' }] };
        return { data: { updateWebhook: { ...hook, ...input } } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable webhook' }));
    expect(await screen.findByText('Webhook disabled: no new events are delivered.')).toBeInTheDocument();
    expect(called(calls, 'WebhookUpdate')[0].variables).toEqual({ id: 3, input: { enabled: false } });

    const url = screen.getByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://hooks.example.org/orders');
    await userEvent.click(screen.getByLabelText('ORDER_REFUNDED'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(expect.stringContaining('url must use https')));
    expect(called(calls, 'WebhookUpdate')[1].variables).toEqual({
      id: 3,
      input: { name: 'Fulfilment', url: 'http://hooks.example.org/orders', scopes: ['ORDER_APPROVED', 'ORDER_REFUNDED'] },
    });
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { calls } = page('/webhooks/3', {
      ...detailHandlers,
      WebhookDelete: () => ({ data: { deleteWebhook: true } }),
      WebhookList: () => ({ data: { webhooks: { meta: meta(0), data: [] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    expect(called(calls, 'WebhookDelete')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete webhook' }));
    expect(await screen.findByText('Webhook “Fulfilment” deleted.')).toBeInTheDocument();
    expect(called(calls, 'WebhookDelete')[0].variables).toEqual({ id: 3 });
    expect(screen.getByText('No webhooks yet.')).toBeInTheDocument();
  });

  it('says so for an unknown webhook', async () => {
    page('/webhooks/99', { ...detailHandlers, WebhookOne: () => ({ errors: [{ message: 'Webhook not found', code: 'NOT_FOUND' }] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
