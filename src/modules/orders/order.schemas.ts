import { textCheck } from '../../lib/console-text';
import { isCalendarDate } from '../../lib/format';
import { clearable, id, maxEntries, numberInRange, pageSchema, z } from '../../lib/validation';

export const GATEWAYS = ['PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY'] as const;
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Buyer text (src/lib/console-text.ts): no field may hold control characters or line breaks
 * (rule `control`, checked before trimming); what fills command placeholders must also be safe
 * on a console: the identifier (rule `identifier`), names, Discord users and variable values
 * (rule `console`). The buyer hears about it here, not as a blocked command after paying.
 */
/** Stored and shown, never put in a command. */
const plainText = () => z.string().check(textCheck('plain'));
/** Fills command placeholders. */
const consoleText = (max: number) => plainText().trim().max(max).check(textCheck('console'));
/** The player the commands are for: `{client_identifier}`. */
const clientIdentifier = () => plainText().trim().min(1).max(64).check(textCheck('identifier'));
const variableName = () => plainText().trim().min(1).max(64);
const variableValue = () => plainText().max(255).check(textCheck('console'));

/**
 * At most this many variables per order or change: each is a row, and tens of thousands (a 1 MB
 * body holds 70,000) took seconds to write and then failed past PostgreSQL's bind parameter limit.
 */
const MAX_VARIABLES = 100;

/** Variables by name: `{nick: "Steve"}`. Names are the store's variable names or free keys. */
const variablesSchema = z.record(variableName(), variableValue()).check(maxEntries(MAX_VARIABLES));

const itemSchema = z.object({
  id: id(),
  quantity: numberInRange(1, 999, { int: true }),
  /** Values of the package's custom fields, keyed by field id (or field name). */
  fields: z.record(plainText(), z.union([plainText().max(1000), z.number()])).optional(),
});

export const checkoutSchema = z.object({
  items: z.array(itemSchema).min(1).max(50),
  client_identifier: clientIdentifier(),
  client_email: plainText().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' }),
  client_name: consoleText(100).min(1),
  gateway: z.enum(GATEWAYS),
  client_discord: clearable(consoleText(64)),
  client_document: clearable(plainText().trim().max(32)),
  client_phone: clearable(plainText().trim().max(32)),
  coupon: clearable(plainText().trim().max(64)),
  ref_code: clearable(plainText().trim().max(64)),
  variables: variablesSchema.optional(),
});

export const updateOrderSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  client_identifier: clientIdentifier().optional(),
  client_discord: clearable(consoleText(64)),
  /** Upserts by name; a null value removes the variable. */
  variables: z.record(variableName(), variableValue().nullable()).check(maxEntries(MAX_VARIABLES)).optional(),
  manually_approved: z.boolean().optional(),
  manually_refunded: z.boolean().optional(),
});

/** A calendar day, YYYY-MM-DD (rule `date`). */
export const calendarDay = () =>
  z.string().check((ctx) => {
    if (!DATE.test(ctx.value) || !isCalendarDate(ctx.value)) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be a calendar day as YYYY-MM-DD', params: { rule: 'date' } });
    }
  });
const dateString = calendarDay();

export const listOrdersSchema = pageSchema.extend({
  /**
   * A buyer's client identifier, e-mail, name or Discord id, or an order's internal_id: exactly,
   * ignoring case (order.list.ts). Exact, not "contains": integrations act on what it finds (a bot
   * hands the buyer its deliveries), so `Steve` must not find `Steve2`'s orders.
   */
  q: z.string().trim().min(1).max(254).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  client_identifier: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  gateway: z.enum(GATEWAYS).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
});

export const noteSchema = z.object({ content: z.string().trim().min(1).max(5000) });
export const deliveryUpdateSchema = z.object({ value: z.string().min(1).max(10_000) });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;
export type ListOrdersInput = z.input<typeof listOrdersSchema>;
export type ListOrdersData = z.output<typeof listOrdersSchema>;
export type NoteInput = z.input<typeof noteSchema>;
export type DeliveryUpdateInput = z.input<typeof deliveryUpdateSchema>;
