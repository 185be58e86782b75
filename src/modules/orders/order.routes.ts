import type { ServiceContext } from '../../context';
import { listBody, listResponse, route, type Route, type RouteInput } from '../../rest/route';
import * as notes from './note.service';
import { presentCheckout, presentDelivery, presentNote, presentOrder } from './order.present';
import * as orders from './order.service';
import { presentResentCommands } from '../game-servers/game-server.present';
import { checkoutSchema, deliveryUpdateSchema, listOrdersSchema, noteSchema, updateOrderSchema } from './order.schemas';
import { z } from '../../lib/responses';
import { ResentCommands } from '../game-servers/game-server.responses';
import { CheckoutResult, Delivery, Order, OrderNote } from './order.responses';

/**
 * `{id}` in /app/order/{id}/... is the order's id or its internal_id: integrations are given the
 * internal_id (the buyer's reference, what a bot is asked about) and pass it straight back.
 */
const BY_REF = { id: 'ref' } as const;
const orderRef = (input: RouteInput): orders.OrderRef => input.params.str.id ?? input.params.id;
const orderId = (ctx: ServiceContext, input: RouteInput) => orders.orderIdOf(ctx, orderRef(input));

export const orderRoutes: Route[] = [
  route({
    method: 'post',
    path: '/webstore/checkout',
    access: 'storefront',
    summary: 'Place an order (PENDING) from the storefront',
    twin: 'Mutation.checkout',
    response: CheckoutResult,
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentCheckout(ctx, await orders.checkout(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/app/checkout',
    access: 'admin',
    permission: 'checkout:create',
    summary: "Place an order (PENDING) as the storefront's checkout does, for tools selling on the store's behalf",
    twin: 'Mutation.createCheckout',
    response: CheckoutResult,
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentCheckout(ctx, await orders.checkout(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/order',
    access: 'admin',
    permission: 'orders:read',
    summary: 'List orders, newest first; q finds a buyer (identifier, e-mail, name, Discord id) or an internal_id, exactly, ignoring case',
    twin: 'Query.orders',
    response: listResponse(Order),
    query: listOrdersSchema,
    handler: async (ctx, input) => listBody(ctx, input, await orders.listOrders(ctx, input.query), presentOrder),
  }),
  route({
    method: 'post',
    path: '/app/order',
    access: 'admin',
    permission: 'orders:write',
    summary: 'Create an order by hand (manually_created)',
    twin: 'Mutation.createOrder',
    response: Order,
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentOrder(ctx, await orders.createOrder(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/order/:id',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:read',
    summary: 'Get an order, by id or internal_id, with its lines, variables and deliveries',
    twin: 'Query.order',
    response: Order,
    handler: async (ctx, input) => presentOrder(ctx, await orders.getOrder(ctx, orderRef(input))),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: 'Update an order: status transition, buyer fields, variables, manual flags',
    twin: 'Mutation.updateOrder',
    response: Order,
    body: updateOrderSchema,
    handler: async (ctx, input) => presentOrder(ctx, await orders.updateOrder(ctx, await orderId(ctx, input), input.body)),
  }),
  route({
    method: 'post',
    path: '/app/order/:id/command/resend',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: "Run an approved order's purchase commands again",
    twin: 'Mutation.resendOrderCommands',
    response: ResentCommands,
    handler: async (ctx, input) => presentResentCommands(ctx, await orders.resendOrderCommands(ctx, await orderId(ctx, input))),
  }),
  route({
    method: 'get',
    path: '/app/order/:id/note',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:read',
    summary: "List an order's notes",
    twin: 'Query.orderNotes',
    response: z.array(OrderNote),
    handler: async (ctx, input) => (await notes.listNotes(ctx, await orderId(ctx, input))).map((n) => presentNote(ctx, n)),
  }),
  route({
    method: 'post',
    path: '/app/order/:id/note',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: 'Add a note to an order',
    twin: 'Mutation.createOrderNote',
    response: OrderNote,
    body: noteSchema,
    status: 201,
    handler: async (ctx, input) => presentNote(ctx, await notes.createNote(ctx, await orderId(ctx, input), input.body)),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id/note/:note_id',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: 'Edit a note',
    twin: 'Mutation.updateOrderNote',
    response: OrderNote,
    body: noteSchema,
    handler: async (ctx, input) => presentNote(ctx, await notes.updateNote(ctx, await orderId(ctx, input), input.params.note_id, input.body)),
  }),
  route({
    method: 'delete',
    path: '/app/order/:id/note/:note_id',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: 'Delete a note',
    twin: 'Mutation.deleteOrderNote',
    status: 204,
    handler: async (ctx, input) => notes.deleteNote(ctx, await orderId(ctx, input), input.params.note_id),
  }),
  route({
    method: 'get',
    path: '/app/order/:id/delivery',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:read',
    summary: "List an order's deliveries",
    twin: 'Query.orderDeliveries',
    response: z.array(Delivery),
    handler: async (ctx, input) => (await notes.listDeliveries(ctx, await orderId(ctx, input))).map((d) => presentDelivery(ctx, d)),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id/delivery/:delivery_id',
    params: BY_REF,
    access: 'admin',
    permission: 'orders:write',
    summary: 'Change a delivered license key or content',
    twin: 'Mutation.updateDelivery',
    response: Delivery,
    body: deliveryUpdateSchema,
    handler: async (ctx, input) => presentDelivery(ctx, await notes.updateDelivery(ctx, await orderId(ctx, input), input.params.delivery_id, input.body)),
  }),
];
