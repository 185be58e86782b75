import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { CatalogRoutes } from './CatalogRoutes';
import { categoriesAnswer, category, meta } from './fixtures';

function renderAt(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient({
    CatalogCategories: categoriesAnswer(),
    CatalogPackages: () => ({ data: { packages: { meta: meta(0, 1, 20), data: [] } } }),
    ...handlers,
  });
  renderPage(<CatalogRoutes />, { client: mock.client, path, route: '/catalog/*' });
  return mock;
}

const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

const saved = { __typename: 'Category', image: null, banner: null };

describe('catalog: category form', () => {
  it('creates a subcategory of ?parent= and returns to the catalog with a notice', async () => {
    const { calls } = renderAt('/catalog/categories/new?parent=1', {
      CatalogCreateCategory: (v) => ({ data: { createCategory: { ...saved, ...category(20, (v.input as { name: string }).name, 1, 2) } } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'New subcategory' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Parent category')).toHaveDisplayValue('Ranks'));
    await user.type(screen.getByLabelText('Name'), 'Caps');
    await user.click(screen.getByLabelText('Hidden from the storefront'));
    await user.type(screen.getByLabelText('Banner URL'), 'https://cdn.example/caps.png');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeInTheDocument();
    expect(await screen.findByText('Category “Caps” created.')).toBeInTheDocument();
    // Slug and position left empty are left out: the API makes the slug and puts it last.
    expect(sent(calls, 'CatalogCreateCategory')).toEqual([
      { input: { name: 'Caps', parentId: 1, hideCategory: true, hideSubcategory: false, image: null, banner: 'https://cdn.example/caps.png' } },
    ]);
  });

  it('shows the API’s errors under their inputs', async () => {
    renderAt('/catalog/categories/new', {
      CatalogCreateCategory: () => ({
        errors: [
          { message: 'slug is already used by another category', code: 'VALIDATION_FAILED', field: 'slug', rule: 'unique' },
          {
            message: 'hide_subcategory can be true only for a category that has subcategories or is one',
            code: 'VALIDATION_FAILED',
            field: 'hide_subcategory',
            rule: 'subcategory',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ranks');
    await user.type(screen.getByLabelText('Slug'), 'ranks');
    await user.click(screen.getByLabelText('Subcategories hidden'));
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('slug is already used by another category')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/slug is already used by another category/);
    expect(screen.getByLabelText('Subcategories hidden')).toHaveAccessibleDescription(/hide_subcategory can be true only/);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need attention.');
  });

  it('edits a category: the position is sent only when changed, a cleared image as null', async () => {
    const current = {
      ...category(2, 'Keys', null, 1),
      image: 'https://cdn.example/k.png',
      banner: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const { calls } = renderAt('/catalog/categories/2', {
      CatalogCategory: () => ({ data: { category: current } }),
      CatalogUpdateCategory: (v) => ({ data: { updateCategory: { ...current, ...(v.input as object) } } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Category: Keys' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Keys');
    // A category cannot be its own parent: it is not offered.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ranks' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Keys' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Game keys');
    await user.clear(screen.getByLabelText('Image URL'));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Category saved.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Parent category'), 'Ranks');
    await user.clear(screen.getByLabelText('Position'));
    await user.type(screen.getByLabelText('Position'), '0');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(sent(calls, 'CatalogUpdateCategory')).toHaveLength(2));

    expect(sent(calls, 'CatalogUpdateCategory')).toEqual([
      { id: 2, input: { name: 'Game keys', slug: 'keys', parentId: null, hideCategory: false, hideSubcategory: false, image: null, banner: null } },
      { id: 2, input: { name: 'Game keys', slug: 'keys', parentId: 1, position: 0, hideCategory: false, hideSubcategory: false, image: null, banner: null } },
    ]);
  });
});
