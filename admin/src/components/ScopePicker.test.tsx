import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, viewerWith } from '../test-utils';
import { scopeHandlers } from './scope.fixtures';
import { ScopePicker, type Scope } from './ScopePicker';

let last: Scope | null = null;

function Harness({ initial, errors = {} }: { initial: Scope; errors?: Record<string, string> }) {
  const [scope, setScope] = useState(initial);
  last = scope;
  return <ScopePicker value={scope} onChange={setScope} errors={errors} />;
}

function show(initial: Scope = { packageIds: [], categoryIds: [] }, opts: { errors?: Record<string, string>; permissions?: string[] } = {}) {
  last = null;
  const mock = mockClient({ ...scopeHandlers, ...(opts.permissions ? { Viewer: viewerWith(opts.permissions) } : {}) });
  renderPage(<Harness initial={initial} errors={opts.errors} />, { client: mock.client });
  return mock;
}

describe('scope picker', () => {
  it('says “every package” when nothing is chosen, and lists the category tree and the packages to choose from', async () => {
    show();
    const picker = await screen.findByRole('group', { name: 'Applies to' });
    expect(picker).toHaveAccessibleDescription(/Every package/);
    const categories = await screen.findByRole('list', { name: 'Categories to choose from' });
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('id')),
    ).toEqual(['scope-category-1', 'scope-category-11', 'scope-category-12', 'scope-category-2', 'scope-category-3']);
    expect(await screen.findByRole('checkbox', { name: 'VIP' })).not.toBeChecked();
    expect(screen.getByText('A category includes its subcategories, and the packages in them.')).toBeInTheDocument();
  });

  it('chooses a category (its subcategories shown as included) and a package found by name; removes them again', async () => {
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Ranks' }));
    expect(last).toEqual({ packageIds: [], categoryIds: [1] });
    // Its subcategories are ticked and locked, saying why.
    const seasonal = screen.getByRole('checkbox', { name: 'Seasonal' });
    expect(seasonal).toBeChecked();
    expect(seasonal).toBeDisabled();
    expect(seasonal).toHaveAccessibleDescription('included with Ranks');
    expect(screen.getByRole('list', { name: 'Chosen categories' })).toHaveTextContent('Ranks (subcategories included)');
    expect(screen.getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('1 category (subcategories included)');

    await user.type(screen.getByLabelText('Find a package'), 'diamond');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'VIP' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Diamond key' }));
    expect(last).toEqual({ packageIds: [9], categoryIds: [1] });
    expect(screen.getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription('1 category (subcategories included) and 1 package');
    expect(await within(screen.getByRole('list', { name: 'Chosen packages' })).findByText('Diamond key')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Ranks' }));
    await user.click(screen.getByRole('button', { name: 'Remove Diamond key' }));
    expect(last).toEqual({ packageIds: [], categoryIds: [] });
    expect(screen.getByRole('checkbox', { name: 'Seasonal' })).toBeEnabled();
  });

  it('narrows the categories by a search, and names a stored package it has not listed', async () => {
    show({ packageIds: [8], categoryIds: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Find a category'), 'month');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Categories to choose from' })).getAllByRole('checkbox')).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: 'Monthly' })).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Chosen packages' })).findByText('VIP Monthly')).toBeInTheDocument();
  });

  it("shows the API's errors under the half they belong to, items included", async () => {
    show({ packageIds: [99], categoryIds: [] }, { errors: { 'package_ids.0': 'package 99 is not a package of this store', category_ids: 'at most 100' } });
    expect(await screen.findByRole('group', { name: 'Packages' })).toHaveAccessibleDescription('package 99 is not a package of this store');
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('at most 100');
    expect(await screen.findByText('Package #99')).toBeInTheDocument();
  });

  it('without catalog:read reads no catalog: the ids only', async () => {
    const { calls } = show({ packageIds: [7], categoryIds: [1] }, { permissions: ['store:read', 'marketing:read', 'marketing:write'] });
    expect(await screen.findByText(/needs catalog:read/)).toHaveTextContent('Categories: #1. Packages: #7.');
    expect(calls.map((c) => c.name)).not.toContain('ScopePackages');
    expect(calls.map((c) => c.name)).not.toContain('CatalogCategories');
  });
});
