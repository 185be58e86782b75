import { isCalendarDate } from '../../lib/format';
import { clearable, id, numberInRange, pageSchema, z } from '../../lib/validation';

export const GATEWAYS = ['PIX', 'MERCADOPAGO', 'STRIPE', 'PAYPAL', 'PICPAY'] as const;
export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFUNDED', 'CHARGEDBACK'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Variables by name: `{nick: "Steve"}`. Names are the store's variable names or free keys. */
const variablesSchema = z.record(z.string().trim().min(1).max(64), z.string().max(255));

const itemSchema = z.object({
  id: id(),
  quantity: numberInRange(1, 999, { int: true }),
  /** Values of the package's custom fields, keyed by field id (or field name). */
  fields: z.record(z.string(), z.union([z.string().max(1000), z.number()])).optional(),
});

export const checkoutSchema = z.object({
  items: z.array(itemSchema).min(1).max(50),
  client_identifier: z.string().trim().min(1).max(64),
  client_email: z.string().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' }),
  client_name: z.string().trim().min(1).max(100),
  gateway: z.enum(GATEWAYS),
  client_discord: clearable(z.string().trim().max(64)),
  client_document: clearable(z.string().trim().max(32)),
  client_phone: clearable(z.string().trim().max(32)),
  coupon: clearable(z.string().trim().max(64)),
  ref_code: clearable(z.string().trim().max(64)),
  variables: variablesSchema.optional(),
});

export const updateOrderSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  client_identifier: z.string().trim().min(1).max(64).optional(),
  client_discord: clearable(z.string().trim().max(64)),
  /** Upserts by name; a null value removes the variable. */
  variables: z.record(z.string().trim().min(1).max(64), z.string().max(255).nullable()).optional(),
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
export type NoteInput = z.input<typeof noteSchema>;
export type DeliveryUpdateInput = z.input<typeof deliveryUpdateSchema>;
