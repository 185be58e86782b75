import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Delivery, OrderNote } from '../../generated/prisma/client';
import { notFound } from '../../errors';
import { parseInput } from '../../lib/validation';
import { deliveryUpdateSchema, noteSchema, type DeliveryUpdateInput, type NoteInput } from './order.schemas';

async function assertOrder(ctx: ServiceContext, orderId: number) {
  const order = await ctx.db.order.findFirst({ where: { id: orderId, storeId: ctx.store.id }, select: { id: true } });
  if (!order) throw notFound(`Order ${orderId} not found`);
}

/** The acting API key is the note's author (a staff user's note names no key: 0). */
const authorOf = (ctx: ServiceContext) => (ctx.actor.kind === 'admin' ? (ctx.actor.apiKeyId ?? 0) : 0);

export async function listNotes(ctx: ServiceContext, orderId: number): Promise<OrderNote[]> {
  await assertOrder(ctx, orderId);
  return ctx.db.orderNote.findMany({ where: { orderId, storeId: ctx.store.id }, orderBy: { id: 'asc' } });
}

export async function createNote(ctx: ServiceContext, orderId: number, input: Wire<NoteInput>): Promise<OrderNote> {
  const { content } = parseInput(noteSchema, input);
  await assertOrder(ctx, orderId);
  return ctx.db.orderNote.create({ data: { storeId: ctx.store.id, orderId, userId: authorOf(ctx), content } });
}

async function findNote(ctx: ServiceContext, orderId: number, noteId: number): Promise<OrderNote> {
  const note = await ctx.db.orderNote.findFirst({ where: { id: noteId, orderId, storeId: ctx.store.id } });
  if (!note) throw notFound(`Note ${noteId} of order ${orderId} not found`);
  return note;
}

export async function updateNote(ctx: ServiceContext, orderId: number, noteId: number, input: Wire<NoteInput>): Promise<OrderNote> {
  const { content } = parseInput(noteSchema, input);
  await findNote(ctx, orderId, noteId);
  return ctx.db.orderNote.update({ where: { id: noteId }, data: { content } });
}

export async function deleteNote(ctx: ServiceContext, orderId: number, noteId: number): Promise<void> {
  await findNote(ctx, orderId, noteId);
  await ctx.db.orderNote.delete({ where: { id: noteId } });
}

export async function listDeliveries(ctx: ServiceContext, orderId: number): Promise<Delivery[]> {
  await assertOrder(ctx, orderId);
  return ctx.db.delivery.findMany({ where: { orderId, storeId: ctx.store.id }, orderBy: { id: 'asc' } });
}

/** A corrected license key or content; the key pool is not touched. */
export async function updateDelivery(ctx: ServiceContext, orderId: number, deliveryId: number, input: Wire<DeliveryUpdateInput>): Promise<Delivery> {
  const { value } = parseInput(deliveryUpdateSchema, input);
  const delivery = await ctx.db.delivery.findFirst({ where: { id: deliveryId, orderId, storeId: ctx.store.id } });
  if (!delivery) throw notFound(`Delivery ${deliveryId} of order ${orderId} not found`);
  return ctx.db.delivery.update({ where: { id: deliveryId }, data: { value } });
}
