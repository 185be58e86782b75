import type { ErrorDetail } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { MAX_MONEY } from '../../lib/validation';

export interface LinePackage {
  id: number;
  name: string;
  enabled: boolean;
  type: string;
  perUserLimit: boolean;
  minQuantity: number;
}

/**
 * Where a body's lines are, so errors name the path the client sent: `cart.0.package_id` for the
 * `cart` real clients send, `items.0.id` for its alias `items` (and the cart preview).
 */
export interface LinePath {
  list: 'cart' | 'items';
  id: 'package_id' | 'id';
}
export const CART_LINES: LinePath = { list: 'cart', id: 'package_id' };
export const ITEM_LINES: LinePath = { list: 'items', id: 'id' };

/** The path of line `i`'s `key` (its id under the name the client used, `quantity`, `fields.<id>`). */
export const linePath = (at: LinePath, i: number, key: string) => `${at.list}.${i}.${key === 'id' ? at.id : key}`;

/**
 * The rules every cart or order line follows: a package for sale in this store, not listed
 * twice, in a quantity it can be bought in. Failures go to `errors` under the line's path (`at`); the
 * package is returned when the line names one (its quantity may still have failed).
 */
export function checkLine<P extends LinePackage>(
  item: { id: number; quantity: number },
  i: number,
  byId: Map<number, P>,
  seen: Set<number>,
  errors: Required<ErrorDetail>[],
  container: 'order' | 'cart',
  at: LinePath = ITEM_LINES,
): P | undefined {
  const pkg = byId.get(item.id);
  const idPath = linePath(at, i, 'id');
  if (!pkg?.enabled) {
    errors.push({ field: idPath, rule: 'exists', message: `${idPath}: package ${item.id} is not for sale in this store` });
    return undefined;
  }
  if (seen.has(item.id)) {
    errors.push({ field: idPath, rule: 'unique', message: `${idPath}: package ${item.id} is already in the ${container}` });
    return undefined;
  }
  seen.add(item.id);
  const maxQuantity = pkg.type === 'SINGLE' || pkg.perUserLimit ? 1 : 999;
  const quantityPath = linePath(at, i, 'quantity');
  if (item.quantity > maxQuantity) {
    errors.push({ field: quantityPath, rule: 'max', message: `${quantityPath}: "${pkg.name}" can be bought once per order` });
  } else if (item.quantity < pkg.minQuantity) {
    errors.push({ field: quantityPath, rule: 'min', message: `${quantityPath} must be at least ${pkg.minQuantity}` });
  }
  return pkg;
}

/**
 * Amounts are numeric(12,2) (MAX_MONEY): a line whose total, or whose addition to the order's
 * running total, cannot be stored is refused on its quantity (rule `total`) before anything is
 * written, instead of failing in the database as a 500. The total before any coupon must fit
 * (simpler to state, and a discount does not change what the lines hold); only the first line
 * that passes the limit is reported, and lines whose quantity failed already are left out.
 */
export function checkTotals(
  lines: { index: number; unitPrice: Prisma.Decimal; quantity: number }[],
  errors: Required<ErrorDetail>[],
  at: LinePath = ITEM_LINES,
) {
  const max = new Prisma.Decimal(MAX_MONEY);
  let total = new Prisma.Decimal(0);
  for (const { index, unitPrice, quantity } of lines) {
    const field = linePath(at, index, 'quantity');
    if (errors.some((e) => e.field === field)) continue;
    total = total.add(unitPrice.mul(quantity));
    if (total.gt(max)) {
      errors.push({ field, rule: 'total', message: `${field}: the order's total would pass ${MAX_MONEY}, the largest amount an order can hold` });
      return;
    }
  }
}
