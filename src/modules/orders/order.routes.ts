import { listBody, type Route } from '../../rest/route';
import * as notes from './note.service';
import { presentCheckout, presentDelivery, presentNote, presentOrder } from './order.present';
import type { CheckoutInput, DeliveryUpdateInput, NoteInput, UpdateOrderInput } from './order.schemas';
import * as orders from './order.service';
import { presentCommand } from '../game-servers/game-server.present';
import { checkoutSchema, deliveryUpdateSchema, noteSchema, updateOrderSchema } from './order.schemas';

export const orderRoutes: Route[] = [
  {
    method: 'post',
    path: '/webstore/checkout',
    access: 'storefront',
    summary: 'Place an order (PENDING) from the storefront',
    twin: 'Mutation.checkout',
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentCheckout(ctx, await orders.checkout(ctx, body as CheckoutInput)),
  },
  {
    method: 'get',
    path: '/app/order',
    access: 'admin',
    summary: 'List orders, newest first',
    twin: 'Query.orders',
    query: { page: 'int', per_page: 'int', all: 'bool', status: 'string', client_identifier: 'string', email: 'string', gateway: 'string', from: 'string', to: 'string' },
    handler: async (ctx, input) => listBody(ctx, input, await orders.listOrders(ctx, input.query), presentOrder),
  },
  {
    method: 'post',
    path: '/app/order',
    access: 'admin',
    summary: 'Create an order by hand (manually_created)',
    twin: 'Mutation.createOrder',
    body: checkoutSchema,
    status: 201,
    handler: async (ctx, { body }) => presentOrder(ctx, await orders.createOrder(ctx, body as CheckoutInput)),
  },
  {
    method: 'get',
    path: '/app/order/:id',
    access: 'admin',
    summary: 'Get an order',
    twin: 'Query.order',
    handler: async (ctx, { params }) => presentOrder(ctx, await orders.getOrder(ctx, params.id)),
  },
  {
    method: 'patch',
    path: '/app/order/:id',
    access: 'admin',
    summary: 'Update an order: status transition, buyer fields, variables, manual flags',
    twin: 'Mutation.updateOrder',
    body: updateOrderSchema,
    handler: async (ctx, { params, body }) => presentOrder(ctx, await orders.updateOrder(ctx, params.id, body as UpdateOrderInput)),
  },
  {
    method: 'post',
    path: '/app/order/:id/command/resend',
    access: 'admin',
    summary: "Run an approved order's purchase commands again",
    twin: 'Mutation.resendOrderCommands',
    handler: async (ctx, { params }) => Promise.all((await orders.resendOrderCommands(ctx, params.id)).map((c) => presentCommand(ctx, c))),
  },
  {
    method: 'get',
    path: '/app/order/:id/note',
    access: 'admin',
    summary: "List an order's notes",
    twin: 'Query.orderNotes',
    handler: async (ctx, { params }) => (await notes.listNotes(ctx, params.id)).map((n) => presentNote(ctx, n)),
  },
  {
    method: 'post',
    path: '/app/order/:id/note',
    access: 'admin',
    summary: 'Add a note to an order',
    twin: 'Mutation.createOrderNote',
    body: noteSchema,
    status: 201,
    handler: async (ctx, { params, body }) => presentNote(ctx, await notes.createNote(ctx, params.id, body as NoteInput)),
  },
  {
    method: 'patch',
    path: '/app/order/:id/note/:note_id',
    access: 'admin',
    summary: 'Edit a note',
    twin: 'Mutation.updateOrderNote',
    body: noteSchema,
    handler: async (ctx, { params, body }) => presentNote(ctx, await notes.updateNote(ctx, params.id, params.note_id, body as NoteInput)),
  },
  {
    method: 'delete',
    path: '/app/order/:id/note/:note_id',
    access: 'admin',
    summary: 'Delete a note',
    twin: 'Mutation.deleteOrderNote',
    status: 204,
    handler: async (ctx, { params }) => notes.deleteNote(ctx, params.id, params.note_id),
  },
  {
    method: 'get',
    path: '/app/order/:id/delivery',
    access: 'admin',
    summary: "List an order's deliveries",
    twin: 'Query.orderDeliveries',
    handler: async (ctx, { params }) => (await notes.listDeliveries(ctx, params.id)).map((d) => presentDelivery(ctx, d)),
  },
  {
    method: 'patch',
    path: '/app/order/:id/delivery/:delivery_id',
    access: 'admin',
    summary: 'Change a delivered license key or content',
    twin: 'Mutation.updateDelivery',
    body: deliveryUpdateSchema,
    handler: async (ctx, { params, body }) =>
      presentDelivery(ctx, await notes.updateDelivery(ctx, params.id, params.delivery_id, body as DeliveryUpdateInput)),
  },
];
