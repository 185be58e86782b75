import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage } from '../../test-utils';
import { AffiliateListPage } from './AffiliateList';
import { listAffiliate, meta } from './fixtures';

function listClient(total = 1) {
  return mockClient({
    AffiliateList: (v) => ({ data: { affiliates: { meta: meta(total, (v.page as number) ?? 1), data: [listAffiliate] } } }),
  });
}

const lastList = (calls: { name: string; variables: Record<string, unknown> }[]) => calls.filter((c) => c.name === 'AffiliateList').at(-1)?.variables;

describe('affiliate list', () => {
  it('shows each affiliate with its figures and a link to it', async () => {
    const { client } = listClient();
    renderPage(<AffiliateListPage />, { client, path: '/affiliates' });
    const link = await screen.findByRole('link', { name: 'Ann Partner' });
    expect(link).toHaveAttribute('href', '/affiliates/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(row).getByText('10%')).toBeInTheDocument();
    expect(within(row).getByText('$120.50')).toBeInTheDocument();
    expect(within(row).getByText('$900.00')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New affiliate' })).toHaveAttribute('href', '/affiliates/new');
  });

  it('sends the search and the exact e-mail as the query’s variables, from page 1', async () => {
    const { client, calls } = listClient(45);
    renderPage(<AffiliateListPage />, { client, path: '/affiliates?page=2' });
    await screen.findByRole('link', { name: 'Ann Partner' });
    expect(lastList(calls)).toEqual({ page: 2, perPage: 20, search: undefined, email: undefined });

    await userEvent.type(screen.getByLabelText('Name or e-mail contains'), ' ann ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: 1, perPage: 20, search: 'ann', email: undefined }));

    await userEvent.type(screen.getByLabelText('Exact e-mail'), 'Ann@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: 1, perPage: 20, search: 'ann', email: 'Ann@Example.com' }));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: 2, perPage: 20, search: 'ann', email: 'Ann@Example.com' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(calls)).toEqual({ page: 1, perPage: 20, search: undefined, email: undefined }));
    expect(screen.getByLabelText('Name or e-mail contains')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { client } = mockClient({ AffiliateList: () => ({ data: { affiliates: { meta: meta(0), data: [] } } }) });
    renderPage(<AffiliateListPage />, { client, path: '/affiliates?search=zzz' });
    expect(await screen.findByText('No affiliate matches these filters.')).toBeInTheDocument();
  });
});
