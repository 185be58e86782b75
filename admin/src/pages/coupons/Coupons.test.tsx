import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { scopeHandlers } from '../../components/scope.fixtures';
import { CouponRoutes } from './CouponRoutes';

const T = '2026-11-22T10:00:00.000-03:00';
const coupon = {
  id: 4,
  code: 'BIGCART',
  type: 'PRICE',
  value: 10,
  enabled: true,
  maxUses: 100,
  uses: 3,
  expiresAt: null,
  minPrice: 50,
  limitCriteria: 'CLIENT_EMAIL',
  startsAt: null,
  packageIds: [] as number[],
  categoryIds: [] as number[],
  maxUsesPerBuyer: null,
  firstPurchaseOnly: false,
  combinableWithSales: true,
  createdAt: T,
  updatedAt: T,
};
const plain = { ...coupon, id: 5, code: 'WELCOME', type: 'PERCENTAGE', value: 15, maxUses: null, uses: 0, minPrice: 0, limitCriteria: null };

function page(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient({ ...scopeHandlers, ...handlers });
  renderPage(<CouponRoutes />, { client: mock.client, path, route: '/coupons/*' });
  return mock;
}

const called = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name);

describe('coupons', () => {
  it("lists the coupons with their minimum order and per-buyer limit, in the store's money", async () => {
    const { calls } = page('/coupons?page=2', {
      CouponPage: () => ({ data: { coupons: { meta: { total: 17, perPage: 15, currentPage: 2, lastPage: 2 }, data: [coupon, plain] } } }),
    });
    expect(await screen.findByRole('link', { name: 'BIGCART' })).toHaveAttribute('href', '/coupons/4');
    const big = screen.getByRole('row', { name: /BIGCART/ });
    expect(within(big).getByText('$50.00')).toBeInTheDocument();
    expect(within(big).getByText('Once per e-mail')).toBeInTheDocument();
    expect(within(big).getByText('3 / 100')).toBeInTheDocument();
    const welcome = screen.getByRole('row', { name: /WELCOME/ });
    expect(within(welcome).getByText('Any')).toBeInTheDocument();
    expect(within(welcome).getByText('No limit')).toBeInTheDocument();
    expect(within(welcome).getByText('15%')).toBeInTheDocument();
    expect(called(calls, 'CouponPage')[0].variables).toMatchObject({ page: 2 });
  });

  it('creates a coupon with a minimum order and a per-buyer limit, then opens it', async () => {
    const { calls } = page('/coupons/new', {
      CouponFormCreate: (v) => ({ data: { createCoupon: { ...coupon, ...(v.input as object), id: 9 } } }),
      CouponOne: () => ({ data: { coupon: { ...coupon, id: 9, code: 'SPRING' } } }),
    });
    await userEvent.type(await screen.findByLabelText('Code'), 'SPRING');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'PRICE');
    await userEvent.type(screen.getByLabelText('Value'), '10');
    await userEvent.type(screen.getByLabelText('Minimum order'), '49.90');
    await userEvent.selectOptions(screen.getByLabelText('Per-buyer limit'), 'Once per buyer identifier');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('heading', { name: 'Coupon: SPRING' })).toBeInTheDocument();
    expect(called(calls, 'CouponFormCreate')[0].variables).toEqual({
      input: {
        code: 'SPRING',
        type: 'PRICE',
        value: 10,
        enabled: true,
        maxUses: null,
        startsAt: null,
        expiresAt: null,
        minPrice: 49.9,
        limitCriteria: 'CLIENT_IDENTIFIER',
        maxUsesPerBuyer: null,
        firstPurchaseOnly: false,
        combinableWithSales: true,
        packageIds: [],
        categoryIds: [],
      },
    });
    expect(await screen.findByText('Coupon “SPRING” created.')).toBeInTheDocument();
  });

  it('sends an empty minimum as 0 and no limit as null', async () => {
    const { calls } = page('/coupons/new', {
      CouponFormCreate: () => ({ data: { createCoupon: plain } }),
      CouponOne: () => ({ data: { coupon: plain } }),
    });
    await userEvent.type(await screen.findByLabelText('Code'), 'WELCOME');
    await userEvent.type(screen.getByLabelText('Value'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('heading', { name: 'Coupon: WELCOME' });
    expect(called(calls, 'CouponFormCreate')[0].variables.input).toMatchObject({ type: 'PERCENTAGE', minPrice: 0, limitCriteria: null });
  });

  it('puts the API’s errors under the Minimum order and Per-buyer limit inputs', async () => {
    page('/coupons/new', {
      CouponFormCreate: () => ({
        errors: [
          { message: 'min_price must have at most two decimal places', code: 'VALIDATION_FAILED', field: 'min_price', rule: 'decimals' },
          { message: 'limit_criteria must be one of CLIENT_EMAIL, CLIENT_IDENTIFIER', code: 'VALIDATION_FAILED', field: 'limit_criteria', rule: 'enum' },
        ],
      }),
    });
    await userEvent.type(await screen.findByLabelText('Minimum order'), '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription(/min_price must have at most two decimal places/));
    expect(screen.getByLabelText('Per-buyer limit')).toHaveAccessibleDescription(/limit_criteria must be one of/);
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need attention.');
  });

  it('shows a stored coupon’s minimum and limit, and clears them on save', async () => {
    const { calls } = page('/coupons/4', {
      CouponOne: () => ({ data: { coupon } }),
      CouponFormUpdate: (v) => ({ data: { updateCoupon: { ...coupon, ...(v.input as object) } } }),
    });
    const min = await screen.findByLabelText('Minimum order');
    expect(min).toHaveValue('50');
    const limit = screen.getByLabelText('Per-buyer limit');
    expect(limit).toHaveValue('CLIENT_EMAIL');
    expect(screen.getByText('3 of 100')).toBeInTheDocument();
    await userEvent.clear(min);
    await userEvent.selectOptions(limit, 'No per-buyer limit');
    await userEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon saved.')).toBeInTheDocument();
    expect(called(calls, 'CouponFormUpdate')[0].variables).toEqual({
      id: 4,
      input: {
        code: 'BIGCART',
        type: 'PRICE',
        value: 10,
        enabled: true,
        maxUses: 100,
        startsAt: null,
        expiresAt: null,
        minPrice: 0,
        limitCriteria: null,
        maxUsesPerBuyer: null,
        firstPurchaseOnly: false,
        combinableWithSales: true,
        packageIds: [],
        categoryIds: [],
      },
    });
    expect(screen.getByLabelText('Minimum order')).toHaveValue('');
    expect(screen.getByLabelText('Per-buyer limit')).toHaveValue('');
  });

  it('shows each coupon’s scope by name and where it stands: scheduled, active, expired, used up', async () => {
    const day = 86_400_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const rows = [
      { ...plain, id: 11, code: 'SOON', startsAt: iso(3 * day), categoryIds: [1], packageIds: [9] },
      { ...plain, id: 12, code: 'NOW', startsAt: iso(-day), expiresAt: iso(day), firstPurchaseOnly: true, maxUsesPerBuyer: 2 },
      { ...plain, id: 13, code: 'OLD', expiresAt: iso(-day), combinableWithSales: false },
      { ...coupon, id: 14, code: 'GONE', uses: 100 },
      { ...plain, id: 15, code: 'OFF', enabled: false },
    ];
    page('/coupons', { CouponPage: () => ({ data: { coupons: { meta: { total: 5, perPage: 15, currentPage: 1, lastPage: 1 }, data: rows } } }) });
    const row = async (code: string) => screen.findByRole('row', { name: new RegExp(`^${code}\\b`) });
    const soon = await row('SOON');
    expect(within(soon).getByText('Scheduled')).toBeInTheDocument();
    await waitFor(() => expect(soon).toHaveTextContent('Ranks (and subcategories), Diamond key'));
    const now = await row('NOW');
    expect(within(now).getByText('Active')).toBeInTheDocument();
    expect(within(now).getByText('Every package')).toBeInTheDocument();
    expect(within(now).getByText('2 per buyer')).toBeInTheDocument();
    expect(within(now).getByText(/first purchase only/)).toBeInTheDocument();
    const old = await row('OLD');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText(/not on sale items/)).toBeInTheDocument();
    expect(within(await row('GONE')).getByText('Used up')).toBeInTheDocument();
    expect(within(await row('OFF')).getByText('Disabled')).toBeInTheDocument();
  });

  it('creates a coupon scoped to a category and a package, with a start in the store’s zone, uses per buyer, first purchase only, not with sales', async () => {
    const { calls } = page('/coupons/new', {
      Store: () => ({
        data: { store: { id: 1, name: 'Demo Store', domain: 'demo.localhost', currency: 'USD', locale: 'en-US', timezone: 'America/New_York' } },
      }),
      CouponFormCreate: (v) => ({ data: { createCoupon: { ...plain, ...(v.input as object), id: 9 } } }),
      CouponOne: () => ({ data: { coupon: { ...plain, id: 9, code: 'RANKS10', categoryIds: [1], packageIds: [9] } } }),
    });
    const user = userEvent.setup();
    const scope = await screen.findByRole('group', { name: 'Applies to' });
    expect(scope).toHaveAccessibleDescription(/Every package/);
    await user.type(screen.getByLabelText('Code'), 'RANKS10');
    await user.type(screen.getByLabelText('Value'), '10');
    await user.click(await within(scope).findByRole('checkbox', { name: 'Ranks' }));
    await user.type(within(scope).getByLabelText('Find a package'), 'diamond');
    await user.click(await within(scope).findByRole('checkbox', { name: 'Diamond key' }));
    expect(scope).toHaveAccessibleDescription('1 category (subcategories included) and 1 package');
    expect(screen.getByLabelText('Starts at')).toHaveAccessibleDescription(/America\/New_York/);
    await user.type(screen.getByLabelText('Starts at'), '2026-11-27T00:00');
    await user.type(screen.getByLabelText('Uses per buyer'), '2');
    await user.click(screen.getByLabelText('First purchase only'));
    await user.click(screen.getByLabelText('Combinable with sales'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByRole('heading', { name: 'Coupon: RANKS10' })).toBeInTheDocument();
    expect(called(calls, 'CouponFormCreate')[0].variables.input).toEqual({
      code: 'RANKS10',
      type: 'PERCENTAGE',
      value: 10,
      enabled: true,
      maxUses: null,
      startsAt: '2026-11-27T00:00:00-05:00',
      expiresAt: null,
      minPrice: 0,
      limitCriteria: null,
      maxUsesPerBuyer: 2,
      firstPurchaseOnly: true,
      combinableWithSales: false,
      packageIds: [9],
      categoryIds: [1],
    });
  });

  it('puts the API’s scope and start errors where they belong', async () => {
    page('/coupons/new', {
      CouponFormCreate: () => ({
        errors: [
          { message: 'package 99 is not a package of this store', code: 'VALIDATION_FAILED', field: 'package_ids.0', rule: 'exists' },
          { message: 'starts_at must be before expires_at', code: 'VALIDATION_FAILED', field: 'starts_at', rule: 'range' },
          { message: 'max_uses_per_buyer must be at least 1', code: 'VALIDATION_FAILED', field: 'max_uses_per_buyer', rule: 'range' },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), 'X');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Packages' })).toHaveAccessibleDescription('package 99 is not a package of this store'));
    expect(screen.getByLabelText('Starts at')).toHaveAccessibleDescription(/starts_at must be before expires_at/);
    expect(screen.getByLabelText('Uses per buyer')).toHaveAccessibleDescription(/max_uses_per_buyer must be at least 1/);
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need attention.');
  });

  it('shows a stored scope and sends an untouched expiry back to the millisecond; emptied, the scope is every package again', async () => {
    const stored = { ...coupon, expiresAt: '2030-01-01T23:59:59.999-03:00', startsAt: '2026-11-27T00:00:00.000-03:00', categoryIds: [1], packageIds: [7] };
    const { calls } = page('/coupons/4', {
      Store: () => ({
        data: { store: { id: 1, name: 'Demo Store', domain: 'demo.localhost', currency: 'USD', locale: 'en-US', timezone: 'America/Sao_Paulo' } },
      }),
      CouponOne: () => ({ data: { coupon: stored } }),
      CouponFormUpdate: (v) => ({ data: { updateCoupon: { ...stored, ...(v.input as object) } } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Expires at')).toHaveValue('2030-01-01T23:59');
    expect(screen.getByLabelText('Starts at')).toHaveValue('2026-11-27T00:00');
    const scope = screen.getByRole('group', { name: 'Applies to' });
    expect(await within(scope).findByRole('button', { name: 'Remove VIP' })).toBeInTheDocument();
    await user.click(within(scope).getByRole('button', { name: 'Remove Ranks' }));
    await user.click(within(scope).getByRole('button', { name: 'Remove VIP' }));
    expect(scope).toHaveAccessibleDescription(/Every package/);
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon saved.')).toBeInTheDocument();
    expect(called(calls, 'CouponFormUpdate')[0].variables.input).toMatchObject({
      expiresAt: '2030-01-01T23:59:59.999-03:00',
      startsAt: '2026-11-27T00:00:00.000-03:00',
      packageIds: [],
      categoryIds: [],
    });
  });

  it('says so for an unknown coupon', async () => {
    page('/coupons/99', { CouponOne: () => ({ errors: [{ message: 'Coupon 99 not found', code: 'NOT_FOUND' }] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
