import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { CatalogRoutes } from './CatalogRoutes';
import { categoriesAnswer, formOptions, licenseKeysAnswer, meta, packageDetail } from './fixtures';

function renderEdit(handlers: Record<string, Handler>) {
  const mock = mockClient({
    CatalogCategories: categoriesAnswer(),
    CatalogPackageFormOptions: formOptions,
    CatalogPackages: () => ({ data: { packages: { meta: meta(0, 1, 20), data: [] } } }),
    CatalogPackage: () => ({ data: { package: packageDetail() } }),
    ...handlers,
  });
  renderPage(<CatalogRoutes />, { client: mock.client, path: '/catalog/packages/42', route: '/catalog/*' });
  return mock;
}

const sent = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);

describe('catalog: the license keys of a package', () => {
  it('lists every key a page at a time, delivered ones marked, and pages on', async () => {
    const keys = Array.from({ length: 25 }, (_, i) => ({ value: `K-${i + 1}`, used: i < 2 }));
    const { calls } = renderEdit({ CatalogPackageLicenseKeys: licenseKeysAnswer(keys) });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'All license keys' });
    expect(await within(panel).findByText('K-1')).toBeInTheDocument();
    expect(within(panel).getByText('K-1').closest('tr')).toHaveTextContent('Delivered');
    expect(within(panel).getByText('K-3').closest('tr')).toHaveTextContent('Unused');
    expect(within(panel).queryByText('K-21')).not.toBeInTheDocument();
    expect(within(panel).getByRole('navigation', { name: 'License key pages' })).toHaveTextContent('1–20 of 25');

    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('K-21')).toBeInTheDocument();
    expect(sent(calls, 'CatalogPackageLicenseKeys')).toEqual([
      { packageId: 42, page: 1, perPage: 20 },
      { packageId: 42, page: 2, perPage: 20 },
    ]);
  });

  it('says so when the package has no keys', async () => {
    renderEdit({ CatalogPackageLicenseKeys: licenseKeysAnswer([]) });
    const panel = await screen.findByRole('region', { name: 'All license keys' });
    expect(await within(panel).findByText('The package has no keys.')).toBeInTheDocument();
  });

  it("adds keys: shows the API's errors by line, then sends the lines, reloads the list and puts the keys in the form's pool", async () => {
    let answers = 0;
    const { calls } = renderEdit({
      CatalogPackageLicenseKeys: licenseKeysAnswer([{ value: 'NEW-1' }, { value: 'NEW-2' }]),
      CatalogAddLicenseKeys: (v) => {
        answers++;
        if (answers === 1) {
          return {
            errors: [
              {
                message: 'license_keys.1: the package already has this key (unused)',
                code: 'VALIDATION_FAILED',
                field: 'license_keys.1',
                rule: 'unique',
              },
            ],
          };
        }
        const values = (v.input as { licenseKeys: string[] }).licenseKeys;
        return {
          data: {
            addPackageLicenseKeys: values.map((value, i) => ({
              __typename: 'LicenseKey',
              id: 100 + i,
              value,
              used: false,
              usedAt: null,
              createdAt: '2026-11-27T10:00:00.000Z',
            })),
          },
        };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add license keys' });
    const input = within(form).getByLabelText('Keys to add');

    // The blank line is not sent: index 1 of the keys sent is the third line.
    await user.type(input, 'ADD-1{enter}{enter}NEW-1');
    await user.click(within(form).getByRole('button', { name: 'Add keys' }));
    expect(await within(form).findByText(/Line 3: license_keys.1: the package already has this key/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('ADD-1\n\nNEW-1');

    await user.clear(input);
    await user.type(input, 'ADD-1{enter}ADD-2');
    await user.click(within(form).getByRole('button', { name: 'Add keys' }));
    expect(await screen.findByText('2 keys added.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(sent(calls, 'CatalogAddLicenseKeys')).toEqual([
      { packageId: 42, input: { licenseKeys: ['ADD-1', 'NEW-1'] } },
      { packageId: 42, input: { licenseKeys: ['ADD-1', 'ADD-2'] } },
    ]);
    // The list is read again, and the form's own unused pool holds the added keys (saving it keeps them).
    await waitFor(() => expect(sent(calls, 'CatalogPackageLicenseKeys').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByLabelText('License keys')).toHaveValue('NEW-1\nNEW-2\nADD-1\nADD-2');
  });

  it('the package form then sends the added keys with the rest of its pool', async () => {
    const { calls } = renderEdit({
      CatalogPackageLicenseKeys: licenseKeysAnswer([{ value: 'NEW-1' }, { value: 'NEW-2' }]),
      CatalogAddLicenseKeys: () => ({
        data: {
          addPackageLicenseKeys: [{ __typename: 'LicenseKey', id: 9, value: 'ADD-1', used: false, usedAt: null, createdAt: '2026-11-27T10:00:00.000Z' }],
        },
      }),
      CatalogUpdatePackage: () => ({ data: { updatePackage: packageDetail() } }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add license keys' });
    await user.type(within(form).getByLabelText('Keys to add'), 'ADD-1');
    await user.click(within(form).getByRole('button', { name: 'Add keys' }));
    expect(await screen.findByText('1 key added.')).toBeInTheDocument();
    const before = sent(calls, 'CatalogPackageLicenseKeys').length;
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Package saved.')).toBeInTheDocument();
    expect((sent(calls, 'CatalogUpdatePackage')[0].input as { licenseKeys: string[] }).licenseKeys).toEqual(['NEW-1', 'NEW-2', 'ADD-1']);
    // A save replaces the pool: the list is read again.
    await waitFor(() => expect(sent(calls, 'CatalogPackageLicenseKeys').length).toBeGreaterThan(before));
  });
});
