import { textCheck } from '../../lib/console-text';
import { isCalendarDate } from '../../lib/format';
import type { Store } from '../../generated/prisma/client';
import { Gateway, OrderStatus } from '../../generated/prisma/enums';
import { connectionArgs, isIntId } from '../../lib/keyset';
import { clearable, id, MAX_INT, maxEntries, numberInRange, objectRule, pageSchema, z } from '../../lib/validation';
import { CART_LINES, ITEM_LINES } from './order.lines';

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

/**
 * The integrator's own data on an order (`metadata`): at most 50 keys of up to 40 characters, each a
 * string of up to 500 characters, a number, a boolean or null. Flat, so nobody can store a tree in an
 * order; shown back as given, never put in a command.
 */
const metadataSchema = z
  .record(plainText().min(1).max(40), z.union([plainText().max(500), z.number(), z.boolean(), z.null()]))
  .check(maxEntries(50))
  .describe("The integrator's own data: up to 50 keys (40 characters) of strings (500 characters), numbers, booleans or null");

/** Values of the package's custom fields, keyed by field id (or field name). */
const fieldValues = () => z.record(plainText(), z.union([plainText().max(1000), z.number()]));

const lineShape = { quantity: numberInRange(1, 999, { int: true }), fields: fieldValues().optional() };
const lines = <T extends z.ZodType>(line: T) => z.array(line).min(1).max(50);

/** Lines as `items: [{id, quantity, fields}]` (the cart preview's, and checkout's alias of `cart`). */
export const itemsSchema = lines(z.object({ id: id(), ...lineShape }));
/** A package id as a number, or as the digits of one (a select menu's value: `"42"`). */
const packageId = () =>
  z.union([
    id(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(id()),
  ]);
/** Lines as real storefront clients send them; `options` is the public reference's name for a line's `fields`. */
const cartLinesSchema = lines(
  z.object({
    package_id: packageId().describe('The package (or variation) id: a number, or its digits as a string'),
    ...lineShape,
    options: fieldValues().optional().describe("Another name for the line's fields; fields wins for a field in both"),
  }),
);

/** Some clients send the player's id as a number (a framework's numeric user id): the same identifier, as text. */
const userId = () => z.union([clientIdentifier(), z.int().min(0).max(MAX_INT).transform(String)]);

const checkoutObject = z.object({
  cart: cartLinesSchema.optional().describe('Required unless items is sent: 1..50 lines, each package at most once'),
  items: itemsSchema.optional().describe('The older name of cart, with id for package_id; cart is used when both are sent'),
  client_identifier: clientIdentifier()
    .optional()
    .describe(
      'The player the commands are for; else user_id, variables.client_identifier, fields.client_identifier, and last client_discord. Not required: a cart whose commands or Discord actions need a value the order lacks is refused, naming the package and the placeholder',
    ),
  user_id: clearable(userId()).describe('Another name for client_identifier (a string, or a non-negative integer)'),
  client_email: plainText().trim().toLowerCase().max(254).pipe(z.email()).meta({ format: 'email' }),
  client_name: consoleText(100).min(1),
  gateway: z.enum(Gateway),
  client_discord: clearable(consoleText(64)),
  client_document: clearable(plainText().trim().max(32)),
  client_phone: clearable(plainText().trim().max(32)),
  coupon: clearable(plainText().trim().max(64)),
  gift_card: clearable(plainText().trim().max(64)).describe(
    'A gift card code of the store (any case, hyphens optional): it pays what it can, the gateway the rest',
  ),
  ref_code: clearable(plainText().trim().max(64)),
  variables: variablesSchema.optional(),
  metadata: clearable(metadataSchema),
  fields: fieldValues().optional().describe("Custom field values for every line, by field id or name; a line's own value comes first"),
  terms: z
    .boolean()
    .optional()
    .check((ctx) => {
      if (ctx.value === false)
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'must be accepted (true) to place an order', params: { rule: 'accepted' } });
    })
    .describe("The buyer accepted the store's terms; false is refused (rule accepted), left out is taken as accepted"),
});

type CheckoutBody = Partial<z.output<typeof checkoutObject>>;

/**
 * The buyer's identifier, with where it came from: `client_identifier`, else `user_id`, else
 * `variables.client_identifier` (an older checkout), else `fields.client_identifier` (the public
 * reference's place), else `client_discord` (bots that sell to a Discord user and know no other id).
 */
function identifierOf(body: CheckoutBody): { value: string; path: string } | undefined {
  if (body.client_identifier !== undefined) return { value: body.client_identifier, path: 'client_identifier' };
  if (body.user_id !== undefined && body.user_id !== null) return { value: body.user_id, path: 'user_id' };
  const fromVariables = body.variables?.client_identifier;
  if (fromVariables !== undefined) return { value: fromVariables, path: 'variables.client_identifier' };
  const fromFields = body.fields?.client_identifier;
  if (fromFields !== undefined && fromFields !== null && String(fromFields).trim() !== '')
    return { value: String(fromFields), path: 'fields.client_identifier' };
  if (typeof body.client_discord === 'string' && body.client_discord.trim() !== '') return { value: body.client_discord, path: 'client_discord' };
  return undefined;
}

/** Where the identifier may come from that has rules of its own (a variable, a field, a Discord user): it must follow the identifier's too. */
const BORROWED = new Set(['variables.client_identifier', 'fields.client_identifier', 'client_discord']);

/** What only the whole body can tell: the lines under either name, and an identifier borrowed from elsewhere. */
const bodyRules = objectRule((raw, ctx) => {
  const body = raw as CheckoutBody;
  if (body.cart === undefined && body.items === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['cart'],
      input: undefined,
      message: 'is required: the lines to buy, [{package_id, quantity}]',
      params: { rule: 'required' },
    });
  }
  const identifier = identifierOf(body);
  if (identifier && BORROWED.has(identifier.path) && typeof identifier.value === 'string') {
    // As the player commands are for, a value borrowed from elsewhere follows the identifier's rules too.
    for (const issue of clientIdentifier().safeParse(identifier.value).error?.issues ?? []) {
      ctx.addIssue({ ...issue, path: [...identifier.path.split('.'), ...issue.path] } as never);
    }
  }
});

/** The body as the service works with it: the lines as `items`, where they came from, and the identifier resolved (null: none given). */
function normalize(body: z.output<typeof checkoutObject>) {
  const { cart, items, user_id: _alias, ...rest } = body;
  return {
    ...rest,
    items: cart
      ? cart.map(({ package_id, options, fields, ...line }) => ({ id: package_id, ...line, fields: options || fields ? { ...options, ...fields } : undefined }))
      : items!,
    lines_at: cart ? CART_LINES : ITEM_LINES,
    client_identifier: identifierOf(body)?.value.trim() ?? null,
  };
}

/** POST /v1/app/order (a manual order), and the body OpenAPI documents for the checkouts. */
export const checkoutSchema = checkoutObject.check(bodyRules).transform(normalize);

/** What a store's settings add at checkout: a document, a phone or a Discord user required from the buyer. */
export type BuyerRequirements = Pick<Store, 'requireDocument' | 'requirePhone' | 'discordMode'>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A checkout of this store: the body's rules and the store's requirements, reported together. */
export function checkoutSchemaFor(store: BuyerRequirements) {
  const required: [boolean, 'client_document' | 'client_phone' | 'client_discord'][] = [
    [store.requireDocument, 'client_document'],
    [store.requirePhone, 'client_phone'],
    [store.discordMode === 'REQUIRED', 'client_discord'],
  ];
  const storeRules = objectRule((body, ctx) => {
    for (const [needed, field] of required) {
      if (needed && blank(body[field]))
        ctx.addIssue({ code: 'custom', path: [field], input: body[field], message: 'is required by this store', params: { rule: 'required' } });
    }
  });
  return checkoutObject.check(bodyRules, storeRules).transform(normalize);
}

export const updateOrderSchema = z.object({
  status: z.enum(OrderStatus).optional(),
  client_identifier: clientIdentifier().optional(),
  client_discord: clearable(consoleText(64)),
  /** Upserts by name; a null value removes the variable. */
  variables: z.record(variableName(), variableValue().nullable()).check(maxEntries(MAX_VARIABLES)).optional(),
  manually_approved: z.boolean().optional(),
  manually_refunded: z.boolean().optional(),
  /** Replaces the order's metadata as a whole; null clears it. */
  metadata: clearable(metadataSchema),
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
  /** The public API's name for q (REST); both sent, both must match. */
  search: z.string().trim().min(1).max(254).optional(),
  status: z.enum(OrderStatus).optional(),
  client_identifier: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  gateway: z.enum(Gateway).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
});

/** GraphQL's ordersConnection: the list's filters, and a keyset window (src/lib/keyset.ts) in place of the page. */
export const ordersConnectionSchema = listOrdersSchema.omit({ page: true, per_page: true, all: true }).extend(connectionArgs('orders', isIntId));

export const noteSchema = z.object({ content: z.string().trim().min(1).max(5000) });
export const deliveryUpdateSchema = z.object({ value: z.string().min(1).max(10_000) });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutData = z.output<typeof checkoutSchema>;
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;
export type ListOrdersInput = z.input<typeof listOrdersSchema>;
export type ListOrdersData = z.output<typeof listOrdersSchema>;
export type OrdersConnectionInput = z.input<typeof ordersConnectionSchema>;
export type NoteInput = z.input<typeof noteSchema>;
export type DeliveryUpdateInput = z.input<typeof deliveryUpdateSchema>;
