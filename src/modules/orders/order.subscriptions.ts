import type { Config } from '../../config';
import type { ServiceContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Order, OrderPackage, OrderStatus, Prisma, Store } from '../../generated/prisma/client';
import type { Gateway } from '../../generated/prisma/enums';
import type { LocalPayment, SubscriptionTerms, UnwrittenOrder } from '../payments/payment.types';
import type { LifecycleData } from './order.effects';
import type { OrderRelations } from './order.present';

/**
 * What other modules do when an order changes, without the orders module importing them (Vendure's
 * `onTransitionStart/End`, Medusa's subscribers and workflow steps). A module declares its
 * subscriptions in its index.ts (`subscriptions` of AppModule, src/module.ts) and the module list
 * installs them (src/modules.ts), as it installs loaders:
 *
 * - `transition`: a handler run inside the change's transaction, which holds the order's row lock,
 *   before the status is written (it may add columns to that UPDATE: the commission) or after it (it
 *   sees the order as moved). Game-server commands, Discord actions, the commission, the buyer's
 *   e-mail and the refund's record are such handlers; the event the change records comes last
 *   (moveOrder), and its deliveries are the webhooks module's subscription to the outbox
 *   (src/modules/events/outbox.ts).
 * - `step`: a call to the outside an owner's change makes before its transaction (the refund at the
 *   payment provider), with the compensation to run should the change then fail.
 * - `checkout`: the payment data a checkout's order gets (the payments module), before and after it is written.
 * - `guard`: a check a checkout passes before anything of it is read or written (the ban list), which
 *   refuses it by throwing.
 *
 * Handlers run in the order the module list gives (EFFECTS in src/modules.ts), a module's own in the
 * order it declares them: the statements of an approval are measured in that order
 * (test/orders/approval-statements.test.ts, the checkout and approval benchmarks).
 */

/** The store of the order that changes and this server's settings (what a handler may need: the e-mail settings, say). */
export interface ChangeScope {
  store: Store;
  config: Config;
}

/** Before the status is written (a handler may add columns to that UPDATE), or after (it sees the order as moved). */
export type TransitionStage = 'before' | 'after';

/** What a transition handler is given. */
export interface TransitionEvent {
  tx: Tx;
  /** 'before': the order as it was, with the caller's own changes applied; 'after': the order as moved. */
  order: Order;
  from: OrderStatus;
  to: OrderStatus;
  now: Date;
  /** What the change read once after the row lock: the lines with their packages, and the variables. */
  data: LifecycleData;
  scope: ChangeScope;
}

/** What a transition handler hands back (nothing: nothing to add). */
export interface TransitionResult {
  /** Columns written with the status, in the same UPDATE (stage 'before' only). */
  set?: Prisma.OrderUncheckedUpdateInput;
  /** What it wrote that the order carries (rows in id order), for the event's payload and the answer: they are not read again. */
  known?: Partial<OrderRelations>;
}

export interface TransitionSubscription {
  on: 'transition';
  /** The changes it runs for: to one of `to`, from one of `from` (omitted: from any status the lifecycle allows). */
  to: readonly OrderStatus[];
  from?: readonly OrderStatus[];
  stage: TransitionStage;
  handler(e: TransitionEvent): Promise<TransitionResult | undefined>;
}

/**
 * A call to the outside an owner's change makes first, outside its transaction (a provider cannot
 * be asked while the order's row is locked, nor taken back when the transaction rolls back): `run`
 * records its intent, calls, and records the outcome, or refuses the change by throwing. Should the
 * change then fail, `compensate` records that the step's outcome was not applied, for a retry to
 * finish (Medusa's `createStep(invoke, compensate)`). A crash in between runs no compensation: the
 * step's own record is what a retry, or the module's worker, finishes from.
 */
export interface TransitionStep {
  on: 'step';
  to: readonly OrderStatus[];
  from: readonly OrderStatus[];
  run(ctx: ServiceContext, order: Order): Promise<void>;
  compensate(ctx: ServiceContext, order: Order, error: unknown): Promise<void>;
}

/** The payment data of a checkout's order, from the module that speaks to payment providers. */
export interface CheckoutPayments {
  on: 'checkout';
  /** Made before the order is written, and written with it (a provider that asks no one: Pix); undefined for the others. */
  local(ctx: ServiceContext, gateway: Gateway, sealed: string | null, key: Buffer, order: UnwrittenOrder): Promise<LocalPayment | undefined>;
  /** Asked once the order is written: the order with its payment data (or as it is, when none came). */
  pay(
    ctx: ServiceContext,
    order: Order,
    sealed: string | null,
    known: { lines?: OrderPackage[]; local?: LocalPayment; subscription?: SubscriptionTerms | null },
  ): Promise<Order>;
  /** The gateways whose provider charges again by itself: the only ones a subscription package is sold through. */
  recurring: readonly Gateway[];
}

/** The buyer's details a checkout gives, as its body was parsed (the e-mail lower-cased, the identifier resolved). */
export interface CheckoutBuyer {
  email: string;
  identifier: string | null;
  discord: string | null;
  document: string | null;
}

/**
 * A check of the buyer that a checkout (the storefront's, or a tool's: POST /v1/app/checkout) passes
 * before its transaction; the owner's own order (POST /v1/app/order) is not checked. It refuses the
 * checkout by throwing; anything it records, it writes on its own (the refused checkout writes nothing).
 */
interface CheckoutGuard {
  on: 'guard';
  check(ctx: ServiceContext, buyer: CheckoutBuyer): Promise<void>;
}

export type OrderSubscription = TransitionSubscription | TransitionStep | CheckoutPayments | CheckoutGuard;

const handlers: TransitionSubscription[] = [];
const steps: TransitionStep[] = [];
const guards: CheckoutGuard[] = [];
let payments: CheckoutPayments | undefined;
let installed = false;

/**
 * Installs the modules' order subscriptions (src/modules.ts does, once, for its list). `order` names
 * the modules whose transition handlers run, in the order they run: a module with a handler that is
 * not in it is an error, so a new effect takes its place in the sequence on purpose.
 */
export function installOrderSubscriptions(modules: readonly { name: string; subscriptions?: readonly { on: string }[] }[], order: readonly string[]): void {
  if (installed) return;
  const rank = (name: string) => {
    const i = order.indexOf(name);
    if (i < 0) throw new Error(`module ${name} handles order transitions but is not in the effects order (src/modules.ts)`);
    return i;
  };
  const found: { rank: number; at: number; sub: TransitionSubscription }[] = [];
  for (const m of modules) {
    for (const s of (m.subscriptions ?? []) as OrderSubscription[]) {
      if (s.on === 'transition') found.push({ rank: rank(m.name), at: found.length, sub: s });
      else if (s.on === 'step') steps.push(s);
      else if (s.on === 'guard') guards.push(s);
      else if (s.on === 'checkout') {
        if (payments) throw new Error(`checkout payments are declared twice (${m.name})`);
        payments = s;
      }
    }
  }
  handlers.push(...found.sort((a, b) => a.rank - b.rank || a.at - b.at).map((f) => f.sub));
  installed = true;
}

function assertInstalled() {
  if (!installed) throw new Error('No order subscriptions are installed: import src/modules (the module list) before changing an order');
}

const runsFor = (s: { from?: readonly OrderStatus[]; to: readonly OrderStatus[] }, from: OrderStatus, to: OrderStatus) =>
  s.to.includes(to) && (!s.from || s.from.includes(from));

/** Whether any handler runs for this change (a release reads what handlers are given only when one does). */
export function hasTransitionHandlers(from: OrderStatus, to: OrderStatus): boolean {
  assertInstalled();
  return handlers.some((h) => runsFor(h, from, to));
}

/**
 * Runs this stage's handlers of the change, one after the other on its transaction; the columns they
 * add and the rows they wrote, together. The relations' lists are joined in handler order.
 */
export async function runTransitionHandlers(stage: TransitionStage, e: TransitionEvent): Promise<Required<TransitionResult>> {
  assertInstalled();
  const out: Required<TransitionResult> = { set: {}, known: {} };
  for (const h of handlers) {
    if (h.stage !== stage || !runsFor(h, e.from, e.to)) continue;
    const r = await h.handler(e);
    if (r?.set) Object.assign(out.set, r.set);
    if (r?.known) out.known = joinKnown(out.known, r.known);
  }
  return out;
}

/** Two sets of known relations as one: lists are joined (each in id order, the second's written later), anything else is the second's. */
export function joinKnown(a: Partial<OrderRelations>, b: Partial<OrderRelations>): Partial<OrderRelations> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = Array.isArray(prev) && Array.isArray(v) ? [...prev, ...v] : v;
  }
  return out as Partial<OrderRelations>;
}

/**
 * Runs the steps an owner's change of `order` (as read before its transaction) to `to` makes, then
 * `change`; should `change` throw, each step that ran is compensated, the last first, and the error
 * rethrown. A step that throws refuses the change: nothing after it runs.
 */
export async function withSteps<T>(ctx: ServiceContext, order: Order | null, to: OrderStatus, change: () => Promise<T>): Promise<T> {
  const ran: TransitionStep[] = [];
  if (order) {
    for (const s of steps) {
      if (!runsFor(s, order.status, to)) continue;
      await s.run(ctx, order);
      ran.push(s);
    }
  }
  try {
    return await change();
  } catch (e) {
    for (const s of ran.reverse()) await s.compensate(ctx, order!, e);
    throw e;
  }
}

/** Whether an owner's change to `to` has a step to run first (updateOrder reads the order before its transaction only then). */
export function hasSteps(to: OrderStatus): boolean {
  assertInstalled();
  return steps.some((s) => s.to.includes(to));
}

/** Runs the checkout guards the module list installed, in its order: the first that refuses ends the checkout. */
export async function guardCheckout(ctx: ServiceContext, buyer: CheckoutBuyer): Promise<void> {
  assertInstalled();
  for (const g of guards) await g.check(ctx, buyer);
}

/** The checkout payments the module list installed; none: a checkout's order gets no payment data. */
export function checkoutPayments(): CheckoutPayments | undefined {
  assertInstalled();
  return payments;
}
