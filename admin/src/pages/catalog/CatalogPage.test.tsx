import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage } from '../../test-utils';
import { CatalogRoutes } from './CatalogRoutes';
import { categoriesAnswer, category, meta } from './fixtures';

const noPackages = () => ({ data: { packages: { meta: meta(0, 1, 20), data: [] } } });

function pkg(id: number, name: string) {
  return { id, name, enabled: id % 2 === 1, type: 'SINGLE', priceDisplay: '$5.00', inventoryAmount: null, parentId: null, category: { id: 1, name: 'Ranks' } };
}

function renderCatalog(handlers: Parameters<typeof mockClient>[0], path = '/catalog') {
  const mock = mockClient({ CatalogCategories: categoriesAnswer(), CatalogPackages: noPackages, ...handlers });
  renderPage(<CatalogRoutes />, { client: mock.client, path, route: '/catalog/*' });
  return mock;
}

/** The names of the categories in the order the tree shows them, indented by depth. */
function treeOrder(): string[] {
  const region = screen.getByRole('region', { name: 'Categories' });
  return Array.from(region.querySelectorAll('li')).map((li) => {
    let depth = 0;
    for (let p = li.parentElement; p && p !== region; p = p.parentElement) if (p.tagName === 'LI') depth++;
    return `${'-'.repeat(depth)}${li.querySelector('strong')!.textContent}`;
  });
}

describe('catalog: the category tree', () => {
  it('nests subcategories under their parent, siblings by position, and says which are hidden', async () => {
    renderCatalog({});
    await screen.findByTestId('category-1');
    expect(treeOrder()).toEqual(['Ranks', '-Seasonal', '-Monthly', 'Keys', 'Hats']);
    const hats = screen.getByTestId('category-3');
    expect(within(hats).getByText('Hidden')).toBeInTheDocument();
    expect(within(screen.getByTestId('category-2')).getByText('Visible')).toBeInTheDocument();
    // The first can't go up, the last can't go down.
    expect(screen.getByRole('button', { name: 'Move up Ranks' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Hats' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Monthly' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add subcategory to Keys' })).toHaveAttribute('href', '/catalog/categories/new?parent=2');
    expect(screen.getByRole('link', { name: 'Edit Keys' })).toHaveAttribute('href', '/catalog/categories/2');
    expect(screen.getByRole('link', { name: 'New category' })).toHaveAttribute('href', '/catalog/categories/new');
    expect(screen.getByRole('link', { name: 'New package' })).toHaveAttribute('href', '/catalog/packages/new');
  });

  it('moves a category by renumbering its siblings through updateCategory', async () => {
    const { calls } = renderCatalog({
      CatalogUpdateCategory: (v) => ({ data: { updateCategory: { ...category(v.id as number, 'x', null, 0), ...(v.input as object) } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move up Hats' }));
    await screen.findByText('Hats moved up.');
    const updates = calls.filter((c) => c.name === 'CatalogUpdateCategory').map((c) => c.variables);
    // Ranks 0, Keys 1, Hats 2 -> Ranks 0, Hats 1, Keys 2: only the two that change are sent.
    expect(updates).toEqual([
      { id: 3, input: { position: 1 } },
      { id: 2, input: { position: 2 } },
    ]);
  });

  it('moves a subcategory only among its siblings', async () => {
    const { calls } = renderCatalog({
      CatalogUpdateCategory: (v) => ({ data: { updateCategory: { ...category(v.id as number, 'x', 1, 0), ...(v.input as object) } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move down Seasonal' }));
    await screen.findByText('Seasonal moved down.');
    expect(calls.filter((c) => c.name === 'CatalogUpdateCategory').map((c) => c.variables)).toEqual([
      { id: 12, input: { position: 0 } },
      { id: 11, input: { position: 1 } },
    ]);
  });

  it('hides a visible category and shows a hidden one', async () => {
    const { calls } = renderCatalog({
      CatalogUpdateCategory: (v) => ({ data: { updateCategory: { ...category(v.id as number, 'x', null, 0), ...(v.input as object) } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Keys' }));
    await screen.findByText('Keys is now hidden from the storefront.');
    await userEvent.click(screen.getByRole('button', { name: 'Show Hats' }));
    await screen.findByText('Hats is shown on the storefront again.');
    expect(calls.filter((c) => c.name === 'CatalogUpdateCategory').map((c) => c.variables)).toEqual([
      { id: 2, input: { hideCategory: true } },
      { id: 3, input: { hideCategory: false } },
    ]);
  });

  it('marks the subcategories of a hidden category as hidden with it', async () => {
    renderCatalog({ CatalogCategories: categoriesAnswer([category(1, 'Ranks', null, 0, { hideCategory: true }), category(11, 'Seasonal', 1, 0)]) });
    expect(await within(await screen.findByTestId('category-11')).findByText('Hidden with its parent')).toBeInTheDocument();
  });

  it('deletes after a confirmation, and shows the API’s refusal', async () => {
    const { calls } = renderCatalog({
      CatalogDeleteCategory: () => ({
        errors: [{ message: 'Category 1 still has 3 package(s) and 2 subcategorie(s); move or delete them first', code: 'CONFLICT' }],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ranks' }));
    expect(calls.some((c) => c.name === 'CatalogDeleteCategory')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete Ranks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category 1 still has 3 package(s)');
    expect(calls.find((c) => c.name === 'CatalogDeleteCategory')?.variables).toEqual({ id: 1 });
  });

  it('loads every page of categories', async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => category(i + 1, `Cat ${i + 1}`, null, i));
    const page2 = [category(101, 'Cat 101', null, 100), category(102, 'Child of 1', 1, 0)];
    const { calls } = renderCatalog({
      CatalogCategories: (v) => ({
        data: { categories: { meta: { ...meta(102), currentPage: v.page as number }, data: v.page === 1 ? page1 : page2 } },
      }),
    });
    await screen.findByTestId('category-101');
    expect(within(screen.getByTestId('category-1')).getByTestId('category-102')).toHaveTextContent('Child of 1');
    expect(calls.filter((c) => c.name === 'CatalogCategories').map((c) => c.variables)).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
    ]);
  });

  it('says so when there are no categories yet', async () => {
    renderCatalog({ CatalogCategories: categoriesAnswer([]) });
    expect(await screen.findByText('No categories yet: create the first one.')).toBeInTheDocument();
  });
});

describe('catalog: the package list', () => {
  it('lists packages with links, and sends the filters and the page', async () => {
    const { calls } = renderCatalog({
      CatalogPackages: (v) => ({
        data: { packages: { meta: { total: 45, perPage: 20, currentPage: (v.page as number) ?? 1, lastPage: 3 }, data: [pkg(7, 'VIP'), pkg(8, 'MVP')] } },
      }),
    });
    expect(await screen.findByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/catalog/packages/7');
    expect(screen.getByText('Off sale')).toBeInTheDocument();
    const last = () => calls.filter((c) => c.name === 'CatalogPackages').at(-1)!.variables;
    expect(last()).toEqual({ page: 1, perPage: 20 });

    const filters = screen.getByRole('search', { name: 'Filter packages' });
    // The category filter lists the tree, indented.
    await waitFor(() => expect(within(filters).getByRole('option', { name: '— Seasonal' })).toBeInTheDocument());
    await userEvent.selectOptions(within(filters).getByLabelText('Category'), 'Ranks');
    await waitFor(() => expect(last()).toEqual({ page: 1, perPage: 20, categoryId: 1 }));
    // "New package" starts in the filtered category.
    expect(screen.getByRole('link', { name: 'New package' })).toHaveAttribute('href', '/catalog/packages/new?category=1');

    await userEvent.type(within(filters).getByLabelText('Name contains'), ' vip ');
    await userEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last()).toEqual({ page: 1, perPage: 20, categoryId: 1, name: 'vip' }));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toEqual({ page: 2, perPage: 20, categoryId: 1, name: 'vip' }));

    // A new filter starts again at page 1; clearing drops both filters.
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last()).toEqual({ page: 1, perPage: 20 }));
    expect(within(filters).getByLabelText('Name contains')).toHaveValue('');
  });

  it('reads its filters from the URL', async () => {
    const { calls } = renderCatalog({}, '/catalog?category=2&name=key&page=3');
    await screen.findByText('No package matches these filters.');
    expect(calls.find((c) => c.name === 'CatalogPackages')?.variables).toEqual({ page: 3, perPage: 20, categoryId: 2, name: 'key' });
  });
});
