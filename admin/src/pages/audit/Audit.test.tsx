import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntriesQuery } from '../../gql/graphql';
import { mockClient, renderPage } from '../../test-utils';
import { AuditPage } from './AuditPage';

type Entry = AuditEntriesQuery['auditEntries']['data'][number];

function entry(over: Partial<Entry> = {}): Entry {
  return {
    id: 11,
    actorType: 'staff',
    actorId: 2,
    actorName: 'Olivia Owner',
    operation: 'Mutation.updatePackage',
    recordType: 'packages',
    recordId: '5',
    action: 'update',
    before: { price: '9.99', name: 'VIP' },
    after: { price: '12.50', name: '<b>VIP+</b>' },
    ip: '203.0.113.9',
    createdAt: '2026-05-01T10:00:00.000-03:00',
    ...over,
  };
}

function open(
  path = '/audit',
  entries = [
    entry(),
    entry({ id: 10, actorType: 'key', actorId: 1, actorName: 'Owner key', action: 'insert', before: null, operation: 'POST /v1/app/package' }),
  ],
) {
  const mock = mockClient({
    AuditEntries: () => ({ data: { auditEntries: { meta: { total: entries.length, perPage: 25, currentPage: 1, lastPage: 1 }, data: entries } } }),
  });
  renderPage(<AuditPage />, { client: mock.client, path, route: '/audit' });
  return mock;
}

describe('audit log', () => {
  it('lists changes newest first: when, who, operation, record, change and address', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-05-01 10:00', 'Olivia OwnerStaff user #2', 'Mutation.updatePackage', 'packages #5', 'update', '203.0.113.9', 'Show changes of entry 11']);
    expect(within(second).getByText('API key #1')).toBeInTheDocument();
  });

  it('opens a row to its fields before and after, side by side, as text', async () => {
    open();
    await screen.findByRole('table');
    const show = screen.getAllByRole('button', { name: /Show changes/ })[0];
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const before = screen.getByRole('region', { name: 'Before, entry 11' });
    const after = screen.getByRole('region', { name: 'After, entry 11' });
    expect(JSON.parse(before.querySelector('pre')!.textContent!)).toEqual({ price: '9.99', name: 'VIP' });
    expect(after).toHaveTextContent('"<b>VIP+</b>"');
    expect(after.querySelector('b')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show changes of entry 10' }));
    expect(screen.getByRole('region', { name: 'Before, entry 10' })).toHaveTextContent('Nothing: the record was created.');
    expect(screen.queryByRole('region', { name: 'Before, entry 11' })).not.toBeInTheDocument();
  });

  it('filters by actor, record and whole days, kept in the URL', async () => {
    const { calls } = open('/audit?actorType=staff&actorId=2&recordType=orders&recordId=7&from=2026-05-01&to=2026-05-02');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Actor type')).toHaveValue('staff');
    expect(calls.find((c) => c.name === 'AuditEntries')?.variables).toEqual({
      page: 1,
      perPage: 25,
      actorType: 'staff',
      actorId: 2,
      recordType: 'orders',
      recordId: '7',
      from: new Date('2026-05-01T00:00').toISOString(),
      to: new Date('2026-05-03T00:00').toISOString(),
    });
    await userEvent.clear(screen.getByLabelText('Record id'));
    await userEvent.type(screen.getByLabelText('Record id'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.name === 'AuditEntries').at(-1)?.variables.recordId).toBe('9'));
  });
});
