import { newInternalId } from './order.refs';
import type { Wire } from '../../lib/wire';
import { requirePermission, type ServiceContext } from '../../context';
import { newOrderRow } from '../../db/locks';
import { Prisma, type Command, type Order, type OrderPackage, type OrderVariable } from '../../generated/prisma/client';
import { Gateway, type WebhookEvent } from '../../generated/prisma/enums';
import { NO_PAID_RELATIONS, presentOrderWith } from './order.present';
import { eventRecorded } from '../events/outbox';
import { conflict, invalid, validationFailed, type ErrorDetail } from '../../errors';
import type { ListResult } from '../../lib/pagination';
import { secretKey } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import { orderEventRow } from './order.events';
import { requeue } from '../game-servers/command.requeue';
import { lockOrder, markAbandoned, moveOrder, transition, TRANSITIONS, type Moved } from './order.transitions';
import type { OrderRelations } from './order.present';
import { checkoutPayments, guardCheckout, hasSteps, withSteps } from './order.subscriptions';
import { paymentColumns, type LocalPayment, type PaymentMethod, type SubscriptionTerms } from '../payments/payment.types';
import {
  couponHistory,
  insertOrder,
  lockBuyerAndRead,
  ownedPackages,
  type CheckoutCoupon,
  type CheckoutGateway,
  type CheckoutPackage,
  type CheckoutReads,
} from './checkout.queries';
import { fromCents, priceCart, toCents, type PricedCart } from '../promotions/pricing';
import { couponBuyerRefusal, couponStateRefusal, countsBuyers } from '../promotions/coupon.rules';
import { lockGiftCard, moveGiftCardBalance, type LockedGiftCard } from '../promotions/giftcard.queries';
import type { Tx } from '../../db/client';
import type { SqlTx } from '../../db/sql';
import { moneyDisplay, storeTime } from '../../lib/present';
import { checkLine, checkTotals, linePath } from './order.lines';
import { orderList } from './order.list';
import { blockedCommand, notBlocked, packageNeeds, rerenderCommands } from './order.commands';
import {
  checkoutSchema,
  checkoutSchemaFor,
  listOrdersSchema,
  updateOrderSchema,
  type CheckoutData,
  type CheckoutInput,
  type ListOrdersInput,
  type UpdateOrderInput,
} from './order.schemas';

const Decimal = Prisma.Decimal;

// ---------- reads ----------

export async function listOrders(ctx: ServiceContext, input: Wire<ListOrdersInput> = {}): Promise<ListResult<Order>> {
  const q = parseInput(listOrdersSchema, input);
  if (q.from && q.to && q.from > q.to) throw invalid('to', 'range', 'to must not be before from');
  return orderList(ctx, q);
}

// How paths name an order (order.refs.ts: other modules' routes resolve a path's order there too).
export { getOrder, orderIdOf, type OrderRef } from './order.refs';

// ---------- placing an order ----------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Gateways in the model's order: how a refused gateway's message lists the ones the store takes. */
const GATEWAY_ORDER = Object.values(Gateway);

/** What checkout adds to placing an order: which gateways the store takes, and how the buyer pays. */
interface Payment {
  /** Refuses the order (422) before anything else is checked; returns the gateway's sealed credentials. */
  admit(gateways: CheckoutGateway[]): string | null;
}

interface Placed {
  order: Order;
  lines: OrderPackage[];
  variables: OrderVariable[];
  sealed: string | null;
  local?: LocalPayment;
  /** Set when the cart is a subscription package: the provider charges it every period. */
  subscription: SubscriptionTerms | null;
  /** A gift card paid it all: the order is APPROVED already, and no provider is asked. */
  paidByCard: boolean;
}

/** An order event as recordOrderEvent writes it (order.events.ts): the webhook body, the order as GET returns it. */
function orderEvent(ctx: ServiceContext, event: WebhookEvent, order: Order, rows: { lines: OrderPackage[]; variables: OrderVariable[] }) {
  return orderEventRow(ctx.store, event, order, { ...NO_PAID_RELATIONS, ...rows });
}

/**
 * The values the cart's commands and Discord actions need that the order would not have
 * (`packageNeeds`): one 422 entry per missing value (rule `required`), naming the packages that need
 * it and the placeholder. A package variable already reported missing is not reported again.
 */
function missingForCommands(data: CheckoutData, byId: Map<number, CheckoutPackage>, reported: Set<string>): Required<ErrorDetail>[] {
  const has = (name: string) => {
    if (name === 'client_identifier') return !!data.client_identifier;
    if (name === 'client_discord') return !!data.client_discord?.trim();
    return !!data.variables?.[name]?.trim() || reported.has(name);
  };
  const missing = new Map<string, string[]>();
  for (const item of data.items) {
    const pkg = byId.get(item.id);
    if (!pkg) continue;
    for (const [name, why] of packageNeeds(pkg)) {
      if (has(name)) continue;
      const list = missing.get(name) ?? [];
      if (!list.some((l) => l.startsWith(`"${pkg.name}" `))) list.push(`"${pkg.name}" ${why}`);
      missing.set(name, list);
    }
  }
  return [...missing].map(([name, why]) => {
    const field = name === 'client_identifier' || name === 'client_discord' ? name : `variables.${name}`;
    return { field, rule: 'required', message: `${field} is required for {${name}}: ${why.join('; ')}` };
  });
}

/** Whether every line has a package and a valid quantity: only then is the cart a price (a line refused is the error to fix first). */
function linesStand(data: CheckoutData, byId: Map<number, CheckoutPackage>, errors: Required<ErrorDetail>[]): boolean {
  const lineFailed = (i: number) => errors.some((e) => e.field === linePath(data.lines_at, i, 'id') || e.field === linePath(data.lines_at, i, 'quantity'));
  return data.items.every((item, i) => byId.get(item.id)?.enabled && !lineFailed(i));
}

/** The checkout's sales and coupon as the pricing core takes them (promotions/pricing.ts). */
function pricingInput(data: CheckoutData, byId: Map<number, CheckoutPackage>, read: CheckoutReads, coupon: CheckoutCoupon | null) {
  return {
    lines: data.items.map((item) => {
      const pkg = byId.get(item.id)!;
      return { packageId: pkg.id, parentId: pkg.parentId, categoryId: pkg.categoryId, unitCents: toCents(pkg.price), quantity: item.quantity };
    }),
    sales: read.sales.map((sale) => ({ ...sale, value: toCents(sale.value) })),
    coupon: coupon && { ...coupon, value: toCents(coupon.value) },
    parents: read.parents,
  };
}

/**
 * A usable coupon's rules that need the priced cart or the buyer (422 beside the body's other errors,
 * on `coupon`; promotions/coupon.rules.ts has the table): `min_price` (the cart after its sales, before
 * the coupon), `scope`, `sale`, then the buyer's history (`first_purchase`, `limit`), which costs one
 * statement and only for a coupon that counts buyers: `couponHistory`, after the read took this
 * coupon's locks for the buyer's e-mail and identifier. An identifier-limited coupon needs an
 * identifier (rule `required` on `client_identifier`, naming the coupon).
 */
async function checkCouponRules(
  ctx: ServiceContext,
  tx: SqlTx,
  coupon: CheckoutCoupon,
  data: CheckoutData,
  priced: PricedCart | null,
  errors: Required<ErrorDetail>[],
) {
  if (priced) {
    if (coupon.minPrice.gt(0) && priced.afterSales < toCents(coupon.minPrice)) {
      const min = moneyDisplay(ctx.store, coupon.minPrice);
      errors.push({
        field: 'coupon',
        rule: 'min_price',
        message: `coupon ${coupon.code} applies to orders of at least ${min} (before the discount); this cart comes to ${moneyDisplay(ctx.store, Number(fromCents(priced.afterSales)))}`,
      });
      return;
    }
    if (priced.couponRefusal === 'scope') {
      errors.push({
        field: 'coupon',
        rule: 'scope',
        message: `coupon ${coupon.code} applies to other packages: none in this cart is in its packages or categories`,
      });
      return;
    }
    if (priced.couponRefusal === 'sale') {
      errors.push({
        field: 'coupon',
        rule: 'sale',
        message: `coupon ${coupon.code} does not add to a sale, and every package it applies to in this cart is on sale`,
      });
      return;
    }
  }
  if (coupon.limitCriteria === 'CLIENT_IDENTIFIER' && !data.client_identifier) {
    // One entry for the field: the cart's commands may have asked for it already, and it gains the coupon's reason.
    const why = `coupon ${coupon.code} can be used once per buyer identifier`;
    const asked = errors.find((e) => e.field === 'client_identifier' && e.rule === 'required');
    if (asked) asked.message += `; ${why}`;
    else errors.push({ field: 'client_identifier', rule: 'required', message: `client_identifier is required: ${why}` });
    return;
  }
  if (!countsBuyers(coupon)) return;
  const history = await couponHistory(tx, ctx.store.id, coupon.id, data.client_email, data.client_identifier);
  const refusal = couponBuyerRefusal(coupon, history, { email: data.client_email, identifier: data.client_identifier });
  if (refusal) errors.push({ field: 'coupon', ...refusal });
}

/**
 * A subscription package (issue 30) is bought alone, one unit (rule `subscription` on the cart's list or
 * the line's quantity), and at checkout only through a gateway whose provider charges again (rule
 * `recurring` on `gateway`: Pix, PicPay and the manual gateways cannot), without a coupon (rule
 * `subscription` on `coupon`: every period is charged the package's price). An order the owner enters
 * may sell one once (no provider charges it again): only the cart rules apply to it.
 */
function subscriptionRules(data: CheckoutData, byId: Map<number, CheckoutPackage>, payment?: Payment): Required<ErrorDetail>[] {
  const recurring = data.items.map((item) => byId.get(item.id)).find((p) => p?.subscriptionInterval);
  if (!recurring) return [];
  const errors: Required<ErrorDetail>[] = [];
  const name = `"${recurring.name}"`;
  if (data.items.length > 1) {
    errors.push({
      field: data.lines_at.list,
      rule: 'subscription',
      message: `${name} is a subscription: it is bought alone, in a cart without other packages`,
    });
  } else if (data.items[0].quantity !== 1) {
    errors.push({ field: linePath(data.lines_at, 0, 'quantity'), rule: 'subscription', message: `${name} is a subscription: one at a time (quantity 1)` });
  }
  const gateways = checkoutPayments()?.recurring ?? [];
  if (payment && !gateways.includes(data.gateway)) {
    errors.push({
      field: 'gateway',
      rule: 'recurring',
      message: `${name} is a subscription, and ${data.gateway} cannot charge again by itself: pay it through ${gateways.join(' or ')}`,
    });
  }
  if (payment && data.coupon) {
    errors.push({ field: 'coupon', rule: 'subscription', message: `coupons do not apply to subscriptions: ${name} charges its price every period` });
  }
  if (data.gift_card) {
    errors.push({ field: 'gift_card', rule: 'subscription', message: `gift cards do not pay subscriptions: ${name} is charged by its provider every period` });
  }
  return errors;
}

/**
 * Places a PENDING order, atomically, in the same statements whatever the cart (checkout.queries.ts):
 * everything it is checked against read in one statement that takes the buyer's lock (and what the
 * buyer owns read after it, when a line has a per-user limit; whether they used the coupon, when it
 * has a per-buyer limit), then the order, its lines, variables,
 * coupon use and ORDER_CREATED event written in one, then the event's deliveries. A local provider's
 * payment data (Pix) is made before the write and written with the order.
 */
async function placeOrder(ctx: ServiceContext, data: CheckoutData, manual: boolean, payment?: Payment): Promise<Placed> {
  const storeId = ctx.store.id;
  // The key that opens the gateway's credentials, read before the transaction: inside it, the read
  // would wait for a second pooled connection while holding one, and a burst of checkouts on a new
  // process would hold the whole pool waiting for itself.
  const key = payment ? await secretKey(ctx.db, ctx.config) : undefined;
  return ctx.db.$transaction(async (tx) => {
    const ids = data.items.map((i) => i.id);
    const read = await lockBuyerAndRead(
      tx,
      storeId,
      { email: data.client_email, identifier: data.client_identifier },
      {
        packageIds: ids,
        couponKey: data.coupon ? data.coupon.toLowerCase() : null,
        sales: !!ctx.store.salesUntil && ctx.store.salesUntil > new Date(),
        refCodeKey: data.ref_code ? data.ref_code.toLowerCase() : null,
        gateways: !!payment,
        lines: data.items.length,
        variables: Object.keys(data.variables ?? {}).length,
      },
    );
    const sealed = payment ? payment.admit(read.gateways.sort((a, b) => GATEWAY_ORDER.indexOf(a.gateway) - GATEWAY_ORDER.indexOf(b.gateway))) : null;

    const byId = new Map(read.packages.map((p) => [p.id, p]));
    const errors: Required<ErrorDetail>[] = [];
    const seen = new Set<number>();
    const requiredVariables = new Set<string>();
    // The values the line keeps: by field id, only the package's own fields.
    const fieldValues = new Map<number, Record<string, string>>();

    data.items.forEach((item, i) => {
      const pkg = checkLine(item, i, byId, seen, errors, 'order', data.lines_at);
      if (!pkg) return;
      const values: Record<string, string> = {};
      fieldValues.set(i, values);
      for (const field of pkg.fields) {
        // The line's own value first, then the body's `fields` (clients that send one set for the whole cart).
        const given = (from?: Record<string, string | number>) => from?.[String(field.id)] ?? from?.[field.name];
        const raw = given(item.fields) ?? given(data.fields);
        const value = raw === undefined || raw === null ? '' : String(raw).trim();
        if (value) values[String(field.id)] = value;
        const path = linePath(data.lines_at, i, `fields.${field.id}`);
        if (!value) {
          if (field.required) errors.push({ field: path, rule: 'required', message: `${path} (${field.name}) is required` });
        } else if (field.type === 'NUMBER' && !Number.isFinite(Number(value))) {
          errors.push({ field: path, rule: 'type', message: `${path} (${field.name}) must be a number` });
        } else if (field.type === 'EMAIL' && !EMAIL.test(value)) {
          errors.push({ field: path, rule: 'email', message: `${path} (${field.name}) must be a valid e-mail address` });
        }
      }
      for (const name of pkg.variables) requiredVariables.add(name);
    });
    checkTotals(
      data.items.flatMap((item, index) => {
        const pkg = byId.get(item.id);
        return pkg && fieldValues.has(index) ? [{ index, unitPrice: pkg.price, quantity: item.quantity }] : [];
      }),
      errors,
      data.lines_at,
    );
    for (const name of requiredVariables) {
      if (!data.variables?.[name]?.trim()) errors.push({ field: `variables.${name}`, rule: 'required', message: `variables.${name} is required` });
    }
    errors.push(...subscriptionRules(data, byId, payment));
    errors.push(...missingForCommands(data, byId, requiredVariables));

    const now = new Date();
    const coupon = data.coupon ? read.coupon : null;
    const stands = linesStand(data, byId, errors);
    // The cart priced by the pricing core, once every line stands: its sales, then the coupon.
    const priced = stands ? priceCart(pricingInput(data, byId, read, coupon)) : null;
    if (data.coupon) {
      const refusal = couponStateRefusal(coupon, now, (d) => storeTime(ctx.store, d)!);
      if (refusal) errors.push({ field: 'coupon', ...refusal });
      else await checkCouponRules(ctx, tx, coupon!, data, priced, errors);
    }
    if (errors.length) throw validationFailed(errors);

    // State checks: stock, key pools, per-user limits (409), line by line.
    const limited = data.items.filter((item) => byId.get(item.id)!.perUserLimit).map((item) => item.id);
    if (limited.length && !data.client_identifier) {
      const names = limited.map((id) => `"${byId.get(id)!.name}"`).join(', ');
      throw invalid('client_identifier', 'required', `client_identifier is required: ${names} can be bought only once per buyer`);
    }
    const owned = limited.length ? await ownedPackages(tx, storeId, data.client_identifier!, limited) : new Set<number>();
    for (const item of data.items) {
      const pkg = byId.get(item.id)!;
      if (pkg.inventoryAmount !== null && pkg.inventoryAmount < item.quantity) throw conflict(`Out of stock: "${pkg.name}"`);
      if (pkg.keys > 0 && pkg.unusedKeys < item.quantity) throw conflict(`Out of license keys: "${pkg.name}"`);
      if (pkg.perUserLimit && owned.has(pkg.id))
        throw conflict(`"${pkg.name}" can be bought only once per buyer, and ${data.client_identifier} already has it`);
    }

    let affiliateId: number | null = null;
    const affiliate = data.ref_code ? read.affiliate : null;
    // Buying through one's own link earns nothing unless the affiliate may.
    if (affiliate && (affiliate.selfAffiliated || affiliate.email.toLowerCase() !== data.client_email)) affiliateId = affiliate.id;

    // The lines at their sale price (a line's unit is what it costs before the coupon).
    const cart = priced!;
    const lines = data.items.map((item, i) => {
      const pkg = byId.get(item.id)!;
      const unit = new Decimal(fromCents(cart.lines[i].saleUnitCents));
      return { packageId: pkg.id, name: pkg.name, quantity: item.quantity, unitPrice: unit, price: unit.mul(item.quantity), fields: fieldValues.get(i) ?? {} };
    });
    // A gift card pays what it can of the total (its row locked: concurrent spends queue), the gateway the rest.
    const card = data.gift_card ? await spendableGiftCard(ctx, tx, data, now) : null;
    const amounts = card ? priceCart({ ...pricingInput(data, byId, read, coupon), giftCardBalance: toCents(card.balance) }) : cart;
    const price = new Decimal(fromCents(amounts.due));

    const buyer = {
      internalId: newInternalId(),
      clientIdentifier: data.client_identifier,
      clientEmail: data.client_email,
      clientName: data.client_name,
      clientDocument: data.client_document ?? null,
      clientPhone: data.client_phone ?? null,
      clientDiscord: data.client_discord ?? null,
      metadata: data.metadata ?? null,
      price,
      currency: ctx.store.currency,
    };
    // A gift card that pays it all leaves the gateway nothing to charge: the order is approved below.
    const paidByCard = amounts.giftCard > 0 && amounts.due === 0;
    const local = payment && key && !paidByCard ? await checkoutPayments()?.local(ctx, data.gateway, sealed, key, { ...buyer, lines }) : undefined;
    const paymentData: Partial<ReturnType<typeof paymentColumns>> = local && 'data' in local ? paymentColumns(local.data) : {};
    // The rows as they will be written (their ids taken by the read), so the ORDER_CREATED payload
    // is presented before the write and written with it.
    const order = newOrderRow({
      ...buyer,
      id: read.ids.order,
      storeId,
      externalId: paymentData.externalId ?? null,
      netReceived: price,
      subtotal: new Decimal(fromCents(amounts.subtotal)),
      saleDiscount: new Decimal(fromCents(amounts.saleDiscount)),
      couponDiscount: new Decimal(fromCents(amounts.couponDiscount)),
      giftCardAmount: new Decimal(fromCents(amounts.giftCard)),
      giftCardId: card && amounts.giftCard > 0 ? card.id : null,
      promoCode: coupon?.code ?? null,
      promoType: coupon?.type ?? null,
      promoValue: coupon?.value ?? null,
      couponId: coupon?.id ?? null,
      affiliateId,
      gateway: data.gateway,
      status: 'PENDING',
      manuallyCreated: manual,
      manuallyRefunded: false,
      manuallyApproved: false,
      checkoutUrl: paymentData.checkoutUrl ?? null,
      pixCode: paymentData.pixCode ?? null,
      qrCode: paymentData.qrCode ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const rows = {
      lines: lines.map((l, i): OrderPackage => ({ id: read.ids.lines[i], storeId, orderId: order.id, ...l, createdAt: now, updatedAt: now })),
      variables: Object.entries(data.variables ?? {}).map(
        ([name, value], i): OrderVariable => ({ id: read.ids.variables[i], storeId, orderId: order.id, name, value, createdAt: now, updatedAt: now }),
      ),
    };
    const event = orderEvent(ctx, 'ORDER_CREATED', order, rows);
    const written = await insertOrder(tx, { order, coupon, ...rows, event });
    // Checked by the write itself (a concurrent checkout may have taken the last use since the read).
    if (!written) throw invalid('coupon', 'max_uses', `coupon ${coupon!.code} has no uses left`);
    if (card && amounts.giftCard > 0) {
      await moveGiftCardBalance(tx, {
        storeId,
        giftCardId: card.id,
        orderId: written.order.id,
        kind: 'REDEEM',
        amount: fromCents(-amounts.giftCard),
        note: null,
      });
    }
    // The payload must be the order as written: should the database have made a row other than the
    // one presented (a default or trigger this code does not know), the payload is presented again.
    const presented = presentOrderWith(ctx, written.order, { ...NO_PAID_RELATIONS, lines: written.lines, variables: written.variables });
    if (JSON.stringify(presented) !== JSON.stringify(event.payload.data)) {
      await tx.outboxEvent.update({ where: { id: event.id }, data: { payload: { ...event.payload, data: presented } as unknown as Prisma.InputJsonValue } });
    }
    // The event's subscribers (the webhooks' deliveries). Most stores have no webhook taking
    // ORDER_CREATED: then the webhooks have nothing to schedule, and no statement is sent (the write
    // said so, a moment before their subscription would have looked).
    await eventRecorded(tx, { id: event.id, event: event.event, storeId, orderId: order.id }, written.subscribed ? [] : ['webhooks']);
    const recurring = byId.get(data.items[0].id)!;
    const subscription =
      recurring.subscriptionInterval && recurring.subscriptionIntervalCount
        ? { packageId: recurring.id, packageName: recurring.name, interval: recurring.subscriptionInterval, intervalCount: recurring.subscriptionIntervalCount }
        : null;
    if (paidByCard) {
      // Paid in full by the gift card: approved in the same transaction (keys, commands, e-mail, events), nothing asked of a provider.
      const moved = await moveOrder(tx, written.order, 'APPROVED', now, { store: ctx.store, config: ctx.config }, { paymentMethod: 'GIFT_CARD' });
      return { order: moved.order, lines: written.lines, variables: written.variables, sealed, subscription, paidByCard };
    }
    return { order: written.order, lines: written.lines, variables: written.variables, sealed, local, subscription, paidByCard };
  });
}

/**
 * The gift card a checkout names, its row locked (promotions/giftcard.queries.ts), or a 422 on
 * `gift_card`: `exists` (no such card, or disabled), `expired`, `currency` (issued in another
 * currency than the store's), `balance` (nothing left on it), `subscription` (a subscription is
 * charged every period by its provider).
 */
async function spendableGiftCard(ctx: ServiceContext, tx: SqlTx, data: CheckoutData, now: Date): Promise<LockedGiftCard> {
  const card = await lockGiftCard(tx, ctx.store.id, data.gift_card!);
  if (!card?.enabled) throw invalid('gift_card', 'exists', 'gift_card is not a valid gift card of this store');
  if (card.expiresAt && card.expiresAt <= now) throw invalid('gift_card', 'expired', `the gift card expired at ${storeTime(ctx.store, card.expiresAt)}`);
  if (card.currency !== ctx.store.currency)
    throw invalid('gift_card', 'currency', `the gift card is in ${card.currency}, and this store sells in ${ctx.store.currency}`);
  if (toCents(card.balance) <= 0) throw invalid('gift_card', 'balance', 'the gift card has no balance left');
  return card;
}

/**
 * A checkout (the storefront's, or a tool's selling for the store: POST /v1/app/checkout): a PENDING
 * order priced by the server, with what the store's settings require of the buyer.
 */
export async function checkout(ctx: ServiceContext, input: Wire<CheckoutInput>): Promise<Order> {
  const data = parseInput(checkoutSchemaFor(ctx.store), input);
  // A refused buyer (the ban list) is refused before anything of the order is read or written.
  await guardCheckout(ctx, {
    email: data.client_email,
    identifier: data.client_identifier,
    discord: data.client_discord ?? null,
    document: data.client_document ?? null,
  });
  // The store's gateways are read with the packages (one statement), and judged before the lines.
  const admit = (gateways: CheckoutGateway[]) => {
    const enabled = gateways.map((g) => g.gateway);
    if (!enabled.includes(data.gateway)) {
      const offered = enabled.length ? `it takes ${enabled.join(', ')}` : 'it has no gateway enabled';
      throw invalid('gateway', 'enabled', `gateway ${data.gateway} is not enabled at this store: ${offered}`);
    }
    // PicPay takes no payment without the buyer's CPF or CNPJ: the buyer hears it now, not after ordering.
    // Enabled without credentials is a state only tests make: no provider is asked, so none of its rules apply.
    const sealed = gateways.find((g) => g.gateway === data.gateway)!.credentialsEnc;
    if (data.gateway === 'PICPAY' && sealed && !/^(\d{11}|\d{14})$/.test((data.client_document ?? '').replace(/\D/g, ''))) {
      throw invalid('client_document', 'required', "PicPay needs the buyer's CPF or CNPJ (11 or 14 digits)");
    }
    return sealed;
  };
  const placed = await placeOrder(ctx, data, false, { admit });
  if (placed.paidByCard) return placed.order;
  // The order is written first, then its provider is asked how the buyer pays (at most PAYMENT_TIMEOUT_MS);
  // a local provider's answer (Pix) was written with it.
  const payments = checkoutPayments();
  return payments
    ? payments.pay(ctx, placed.order, placed.sealed, { lines: placed.lines, local: placed.local, subscription: placed.subscription })
    : placed.order;
}

/** An order entered by the store owner (`manually_created: true`). */
export async function createOrder(ctx: ServiceContext, input: Wire<CheckoutInput>): Promise<Order> {
  const { order, lines, variables } = await placeOrder(ctx, parseInput(checkoutSchema, input), true);
  // The answer is the whole order: its lines and variables as just written, not read again.
  ctx.loaders.orderLinesByOrder.prime(order.id, lines);
  ctx.loaders.orderVariablesByOrder.prime(order.id, variables);
  return order;
}

// ---------- changing an order ----------

export { TRANSITIONS };

/**
 * The owner's PATCH: the buyer's details, variables and metadata, and a status change (through the
 * lifecycle, moveOrder). A change that asks the outside first (REFUNDED of an order paid through a
 * provider: the payments module's refund at the provider) runs its steps before the transaction, and
 * their compensation should the transaction then fail (order.subscriptions.ts, withSteps).
 */
export async function updateOrder(ctx: ServiceContext, id: number, input: Wire<UpdateOrderInput>): Promise<Order> {
  const data = parseInput(updateOrderSchema, input);
  // Money going back (a refund, a recorded chargeback) needs orders:refund beside the route's orders:write.
  if (data.status === 'REFUNDED' || data.status === 'CHARGEDBACK') requirePermission(ctx, 'orders:refund');
  const storeId = ctx.store.id;
  // The order as the steps see it, read before the transaction (a provider is not asked while its row is locked).
  const before = data.status && hasSteps(data.status) ? await ctx.db.order.findFirst({ where: { id, storeId } }) : null;
  const change = async (tx: Tx): Promise<Moved> => {
    const current = await lockOrder(tx, storeId, id);
    const target = data.status && data.status !== current.status ? data.status : undefined;
    // Refused (409) before anything is written when the lifecycle has no such change.
    if (target) transition(current, target);

    if (data.variables) {
      for (const [name, value] of Object.entries(data.variables)) {
        if (value === null) await tx.orderVariable.deleteMany({ where: { orderId: id, name } });
        else
          await tx.orderVariable.upsert({
            where: { orderId_name: { orderId: id, name } },
            create: { storeId, orderId: id, name, value },
            update: { value },
          });
      }
    }

    const now = new Date();
    const changes = {
      ...(data.client_identifier !== undefined ? { clientIdentifier: data.client_identifier } : {}),
      ...(data.client_discord !== undefined ? { clientDiscord: data.client_discord } : {}),
      ...(data.manually_approved !== undefined ? { manuallyApproved: data.manually_approved } : {}),
      ...(data.manually_refunded !== undefined ? { manuallyRefunded: data.manually_refunded } : {}),
      ...(data.metadata !== undefined ? { metadata: data.metadata ?? Prisma.DbNull } : {}),
      ...(target === 'APPROVED' && current.paymentMethod === null ? approvedByHand(current.gateway) : {}),
    } satisfies Prisma.OrderUncheckedUpdateInput;
    // The owner's changes and the status go in one UPDATE; the effects (commands rendered for the
    // buyer) see the changes already, as they did when the changes were written first.
    let moved: Moved & { event: WebhookEvent | null };
    // The row as it will be (a cleared metadata is SQL NULL in the write, null in the row).
    const changed = { ...current, ...changes, metadata: data.metadata !== undefined ? (data.metadata ?? null) : current.metadata };
    // The move records its event (with what it read and wrote); the commands rendered again below are not in it.
    if (target) moved = await moveOrder(tx, changed, target, now, { store: ctx.store, config: ctx.config }, changes);
    else moved = { order: Object.keys(changes).length ? await tx.order.update({ where: { id }, data: changes }) : current, known: {}, event: null };
    const { order, known } = moved;

    if (data.client_identifier !== undefined || data.client_discord !== undefined || data.variables) {
      // A command a game server holds right now is in flight: it keeps the text the server was given.
      const notLeased = { OR: [{ leasedUntil: null }, { leasedUntil: { lt: new Date() } }] };
      await rerenderCommands(tx, order, { OR: [{ status: 'PENDING', ...notLeased }, blockedCommand] }, known);
    }
    return moved;
  };
  return data.status ? withSteps(ctx, before, data.status, () => changeOrder(ctx, change)) : changeOrder(ctx, change);
}

/**
 * One change of one order, in its own transaction, answered from what it read and wrote: the
 * answer's loaders are primed here, once for every change, instead of read back.
 */
async function changeOrder(ctx: ServiceContext, work: (tx: Tx) => Promise<Moved>): Promise<Order> {
  const { order, known } = await ctx.db.$transaction(work);
  primeOrder(ctx, order, known);
  return order;
}

/**
 * How an order the owner approves was paid, when no provider will say: a static Pix (no provider
 * notifies a Pix paid to a key) was paid by Pix, and OTHER is whatever the owner took (MANUAL). Other
 * gateways leave it to their provider's confirmation.
 */
function approvedByHand(gateway: Gateway): { paymentMethod?: PaymentMethod } {
  if (gateway === 'PIX') return { paymentMethod: 'PIX' };
  if (gateway === 'OTHER') return { paymentMethod: 'MANUAL' };
  return {};
}

/** The answer presents the order from what the change already holds, instead of reading it back. */
function primeOrder(ctx: ServiceContext, order: Order, known: Partial<OrderRelations>) {
  const l = ctx.loaders;
  if (known.lines) l.orderLinesByOrder.clear(order.id).prime(order.id, known.lines);
  if (known.variables) l.orderVariablesByOrder.clear(order.id).prime(order.id, known.variables);
  if (known.deliveries) l.deliveriesByOrder.clear(order.id).prime(order.id, known.deliveries);
  if (known.emails) l.emailsByOrder.clear(order.id).prime(order.id, known.emails);
  if (known.discordActions) l.discordActionsByOrder.clear(order.id).prime(order.id, known.discordActions);
  if (known.refund !== undefined) l.refundByOrder.clear(order.id).prime(order.id, known.refund);
}

// ---------- abandoned orders ----------

/**
 * Emits ORDER_ABANDONED once for each order left PENDING longer than `olderThanMs`. Safe to run
 * from several processes: each order is claimed by a conditional update. An abandoned order that holds
 * part of a gift card's balance is also CANCELED, in the same transaction, so the card gets it back
 * (the promotions module's subscription to CANCELED): a buyer who never paid the rest does not lose it.
 */
export async function sweepAbandonedOrders(
  db: ServiceContext['db'],
  olderThanMs: number,
  now = new Date(),
  batch = 200,
  config?: ServiceContext['config'],
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  const candidates = await db.order.findMany({
    where: { status: 'PENDING', abandonedAt: null, createdAt: { lt: cutoff } },
    select: { id: true, storeId: true, giftCardAmount: true },
    orderBy: { createdAt: 'asc' },
    take: batch,
  });
  let emitted = 0;
  for (const { id, storeId, giftCardAmount } of candidates) {
    const done = await db.$transaction(async (tx) => {
      if (!(await markAbandoned(tx, id, now))) return false;
      if (config && new Decimal(giftCardAmount).gt(0)) {
        const store = await tx.store.findUniqueOrThrow({ where: { id: storeId } });
        const order = await lockOrder(tx, storeId, id);
        if (order.status === 'PENDING') await moveOrder(tx, order, 'CANCELED', now, { store, config });
      }
      return true;
    });
    if (done) emitted++;
  }
  return emitted;
}

// ---------- commands ----------

/**
 * Runs an approved order's PURCHASE commands again: those already run, failed or canceled are
 * requeued as new (due now); pending ones stay as they are. Returns the order's PURCHASE commands.
 */
export async function resendOrderCommands(ctx: ServiceContext, orderId: number): Promise<Command[]> {
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    if (order.status !== 'APPROVED') throw conflict(`Order ${orderId} is ${order.status}: only an approved order's commands can be resent`);
    // Blocked commands are rendered again (queued if the order was corrected), never requeued as they are.
    await rerenderCommands(tx, order, { trigger: 'PURCHASE', ...blockedCommand });
    await tx.command.updateMany({ where: { orderId, trigger: 'PURCHASE', status: { not: 'PENDING' }, ...notBlocked }, data: requeue() });
    return tx.command.findMany({ where: { orderId, trigger: 'PURCHASE' }, orderBy: { id: 'asc' } });
  });
}
