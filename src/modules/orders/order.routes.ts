import { listBody, listResponse, route, type Route } from '../../rest/route';
import * as notes from './note.service';
import { presentCheckout, presentDelivery, presentNote, presentOrder } from './order.present';
import type { CheckoutInput, DeliveryUpdateInput, NoteInput, UpdateOrderInput } from './order.schemas';
import * as orders from './order.service';
import { presentCommand } from '../game-servers/game-server.present';
import { checkoutSchema, deliveryUpdateSchema, noteSchema, updateOrderSchema } from './order.schemas';
import { z } from '../../lib/responses';
import { Command } from '../game-servers/game-server.responses';
import { CheckoutResult, Delivery, Order, OrderNote } from './order.responses';

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
    handler: async (ctx, { body }) => presentCheckout(ctx, await orders.checkout(ctx, body as CheckoutInput)),
  }),
  route({
    method: 'get',
    path: '/app/order',
    access: 'admin',
    summary: 'List orders, newest first',
    twin: 'Query.orders',
    response: listResponse(Order),
    query: { page: 'int', per_page: 'int', all: 'bool', status: 'string', client_identifier: 'string', email: 'string', gateway: 'string', from: 'string', to: 'string' },
    handler: async (ctx, input) => listBody(ctx, input, await orders.listOrders(ctx, input.query), presentOrder),
  }),
  route({
    method: 'post',
    path: '/app/order',
    access: 'admin',
    summary: 'Create an order by hand (manually_created)',
    twin: 'Mutation.createOrder',
    response: Order,
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentOrder(ctx, await orders.createOrder(ctx, body as CheckoutInput)),
  }),
  route({
    method: 'get',
    path: '/app/order/:id',
    access: 'admin',
    summary: 'Get an order',
    twin: 'Query.order',
    response: Order,
    handler: async (ctx, { params }) => presentOrder(ctx, await orders.getOrder(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id',
    access: 'admin',
    summary: 'Update an order: status transition, buyer fields, variables, manual flags',
    twin: 'Mutation.updateOrder',
    response: Order,
    body: updateOrderSchema,
    handler: async (ctx, { params, body }) => presentOrder(ctx, await orders.updateOrder(ctx, params.id, body as UpdateOrderInput)),
  }),
  route({
    method: 'post',
    path: '/app/order/:id/command/resend',
    access: 'admin',
    summary: "Run an approved order's purchase commands again",
    twin: 'Mutation.resendOrderCommands',
    response: z.array(Command),
    handler: async (ctx, { params }) => Promise.all((await orders.resendOrderCommands(ctx, params.id)).map((c) => presentCommand(ctx, c))),
  }),
  route({
    method: 'get',
    path: '/app/order/:id/note',
    access: 'admin',
    summary: "List an order's notes",
    twin: 'Query.orderNotes',
    response: z.array(OrderNote),
    handler: async (ctx, { params }) => (await notes.listNotes(ctx, params.id)).map((n) => presentNote(ctx, n)),
  }),
  route({
    method: 'post',
    path: '/app/order/:id/note',
    access: 'admin',
    summary: 'Add a note to an order',
    twin: 'Mutation.createOrderNote',
    response: OrderNote,
    body: noteSchema,
    status: 201,
    handler: async (ctx, { params, body }) => presentNote(ctx, await notes.createNote(ctx, params.id, body as NoteInput)),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id/note/:note_id',
    access: 'admin',
    summary: 'Edit a note',
    twin: 'Mutation.updateOrderNote',
    response: OrderNote,
    body: noteSchema,
    handler: async (ctx, { params, body }) => presentNote(ctx, await notes.updateNote(ctx, params.id, params.note_id, body as NoteInput)),
  }),
  route({
    method: 'delete',
    path: '/app/order/:id/note/:note_id',
    access: 'admin',
    summary: 'Delete a note',
    twin: 'Mutation.deleteOrderNote',
    status: 204,
    handler: async (ctx, { params }) => notes.deleteNote(ctx, params.id, params.note_id),
  }),
  route({
    method: 'get',
    path: '/app/order/:id/delivery',
    access: 'admin',
    summary: "List an order's deliveries",
    twin: 'Query.orderDeliveries',
    response: z.array(Delivery),
    handler: async (ctx, { params }) => (await notes.listDeliveries(ctx, params.id)).map((d) => presentDelivery(ctx, d)),
  }),
  route({
    method: 'patch',
    path: '/app/order/:id/delivery/:delivery_id',
    access: 'admin',
    summary: 'Change a delivered license key or content',
    twin: 'Mutation.updateDelivery',
    response: Delivery,
    body: deliveryUpdateSchema,
    handler: async (ctx, { params, body }) =>
      presentDelivery(ctx, await notes.updateDelivery(ctx, params.id, params.delivery_id, body as DeliveryUpdateInput)),
  }),
];
