import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BanFieldsFragment, BansRefusalsQuery } from '../../gql/graphql';
import { mockClient, renderPage, viewerWith, type Handler } from '../../test-utils';
import { BanRoutes } from './BansPage';

function ban(over: Partial<BanFieldsFragment> = {}): BanFieldsFragment {
  return {
    id: 1,
    kind: 'EMAIL',
    value: 'cheater@example.com',
    reason: 'chargeback in March',
    expiresAt: null,
    active: true,
    createdBy: 'Owner key',
    createdAt: '2026-05-01T10:00:00.000-03:00',
    ...over,
  };
}

type Refusal = BansRefusalsQuery['banRefusals']['data'][number];
const refusal = (over: Partial<Refusal> = {}): Refusal => ({
  id: 9,
  banId: 1,
  kind: 'EMAIL',
  value: 'cheater@example.com',
  clientEmail: 'cheater@example.com',
  clientIdentifier: 'Cheater',
  ip: '203.0.113.7',
  createdAt: '2026-05-02T11:00:00.000-03:00',
  ...over,
});

const page = <T,>(data: T[]) => ({ meta: { total: data.length, perPage: 15, currentPage: 1, lastPage: 1 }, data });

function open(path: string, bans: BanFieldsFragment[], handlers: Record<string, Handler> = {}) {
  const mock = mockClient({
    BansList: () => ({ data: { bans: page(bans) } }),
    BansRefusals: () => ({
      data: { banRefusals: page([refusal(), refusal({ id: 8, banId: null, kind: 'IP', value: '198.51.100.0/24', clientIdentifier: null })]) },
    }),
    ...handlers,
  });
  renderPage(<BanRoutes />, { client: mock.client, path, route: '/bans/*' });
  return mock;
}

describe('ban list page', () => {
  it('lists each ban with its kind, value, reason, expiry and status', async () => {
    open('/bans', [
      ban(),
      ban({ id: 2, kind: 'IP', value: '203.0.113.0/24', reason: 'proxy farm', expiresAt: '2030-01-01T00:00:00.000Z' }),
      ban({ id: 3, kind: 'CLIENT_IDENTIFIER', value: 'OldGriefer', active: false, expiresAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Bans, newest first' });
    const email = within(table).getByText('cheater@example.com').closest('tr')!;
    expect(within(email).getByText('E-mail')).toBeInTheDocument();
    expect(within(email).getByText('chargeback in March')).toBeInTheDocument();
    expect(within(email).getByText('never')).toBeInTheDocument();
    expect(within(email).getByText('In force')).toHaveClass('badge');
    const ip = within(table).getByText('203.0.113.0/24').closest('tr')!;
    expect(within(ip).getByText('IP address or range')).toBeInTheDocument();
    expect(within(ip).getByText('2030-01-01 00:00')).toBeInTheDocument();
    const old = within(table).getByText('OldGriefer').closest('tr')!;
    expect(within(old).getByText('Expired')).toBeInTheDocument();
  });

  it('filters by kind and status through the URL, and searches', async () => {
    const { calls } = open('/bans?kind=IP&active=true', [ban()]);
    await screen.findByRole('table', { name: 'Bans, newest first' });
    expect(calls.find((c) => c.name === 'BansList')?.variables).toEqual({ page: 1, kind: 'IP', search: undefined, active: true });
    await userEvent.type(screen.getByLabelText('Search'), 'march');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.filter((c) => c.name === 'BansList').at(-1)?.variables).toEqual({ page: 1, kind: 'IP', search: 'march', active: true });
  });

  it('bans a value with a reason and an expiry, and shows the API’s rule under the value', async () => {
    let n = 0;
    const create = vi.fn((v: Record<string, unknown>) =>
      n++ === 0
        ? { errors: [{ message: 'value must be an IP address or a range in CIDR notation', code: 'VALIDATION_FAILED', field: 'value', rule: 'ip' }] }
        : { data: { createBan: ban({ id: 5, kind: 'IP', value: '10.0.0.0/8', reason: String((v.input as Record<string, unknown>).reason) }) } },
    );
    const { calls } = open('/bans', [], { BansCreate: create });
    await userEvent.click(await screen.findByRole('button', { name: 'New ban' }));
    const form = screen.getByRole('form', { name: 'New ban' });
    await userEvent.selectOptions(within(form).getByLabelText('Ban by'), 'IP address or range');
    expect(within(form).getByLabelText('Value')).toHaveAccessibleDescription(/CIDR|203\.0\.113\.0\/24/);
    await userEvent.type(within(form).getByLabelText('Value'), '10.0.0.0/33');
    await userEvent.type(within(form).getByLabelText('Reason'), 'VPN abuse');
    await userEvent.type(within(form).getByLabelText('Expires'), '2030-06-01T12:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('value must be an IP address or a range in CIDR notation')).toBeInTheDocument();
    expect(within(form).getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(form).getByLabelText('Value'));
    await userEvent.type(within(form).getByLabelText('Value'), '10.1.2.3/8');
    await userEvent.click(within(form).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('Banned ip address or range 10.0.0.0/8.')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'BansCreate').map((c) => c.variables)).toEqual([
      { input: { kind: 'IP', value: '10.0.0.0/33', reason: 'VPN abuse', expiresAt: new Date('2030-06-01T12:30').toISOString() } },
      { input: { kind: 'IP', value: '10.1.2.3/8', reason: 'VPN abuse', expiresAt: new Date('2030-06-01T12:30').toISOString() } },
    ]);
  });

  it('removes a ban after a confirmation', async () => {
    const remove = vi.fn(() => ({ data: { deleteBan: true } }));
    const { calls } = open('/bans', [ban({ id: 4 })], { BansDelete: remove });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the ban of cheater@example.com' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, unban cheater@example.com' }));
    expect(await screen.findByText('Ban of cheater@example.com removed.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'BansDelete')?.variables).toEqual({ id: 4 });
  });

  it('without buyers:write, the list is read-only: no new ban, no remove', async () => {
    open('/bans', [ban()], { Viewer: viewerWith(['store:read', 'buyers:read']) });
    await screen.findByRole('table', { name: 'Bans, newest first' });
    expect(screen.queryByRole('button', { name: 'New ban' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lists the refused checkouts: what matched, the attempt’s e-mail, identifier and address, a removed ban marked', async () => {
    const { calls } = open('/bans/refusals?kind=EMAIL', []);
    const table = await screen.findByRole('table', { name: 'Refused checkouts, newest first' });
    const first = within(table).getByText('cheater@example.com', { selector: 'code' }).closest('tr')!;
    expect(within(first).getByText('Cheater')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(first).getByText('2026-05-02 11:00')).toBeInTheDocument();
    const second = within(table).getByText('198.51.100.0/24').closest('tr')!;
    expect(within(second).getByText('(ban removed)')).toBeInTheDocument();
    expect(within(second).getByText('none')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'BansRefusals')?.variables).toEqual({ page: 1, kind: 'EMAIL', email: undefined, clientIdentifier: undefined });
    await userEvent.type(screen.getByLabelText('E-mail'), 'cheater@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls.filter((c) => c.name === 'BansRefusals').at(-1)?.variables).toMatchObject({ email: 'cheater@example.com' });
  });
});
