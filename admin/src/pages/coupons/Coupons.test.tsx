import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClient, renderPage, type Handler } from '../../test-utils';
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
  createdAt: T,
  updatedAt: T,
};
const plain = { ...coupon, id: 5, code: 'WELCOME', type: 'PERCENTAGE', value: 15, maxUses: null, uses: 0, minPrice: 0, limitCriteria: null };

function page(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient(handlers);
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
        expiresAt: null,
        minPrice: 49.9,
        limitCriteria: 'CLIENT_IDENTIFIER',
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
      input: { code: 'BIGCART', type: 'PRICE', value: 10, enabled: true, maxUses: 100, expiresAt: null, minPrice: 0, limitCriteria: null },
    });
    expect(screen.getByLabelText('Minimum order')).toHaveValue('');
    expect(screen.getByLabelText('Per-buyer limit')).toHaveValue('');
  });

  it('says so for an unknown coupon', async () => {
    page('/coupons/99', { CouponOne: () => ({ errors: [{ message: 'Coupon 99 not found', code: 'NOT_FOUND' }] }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
