import type { Tx } from '../../db/client';
import type { CommandTrigger, Order, OrderPackage, PackageCommand } from '../../generated/prisma/client';

/** Placeholder values for an order's commands: `{client_identifier}`, ..., and `{name}` per order variable. */
export function placeholderValues(order: Order, line: Pick<OrderPackage, 'name' | 'quantity'>, variables: { name: string; value: string }[]) {
  const values: Record<string, string> = {};
  for (const v of variables) values[v.name] = v.value;
  Object.assign(values, {
    client_identifier: order.clientIdentifier,
    client_name: order.clientName,
    client_email: order.clientEmail,
    client_discord: order.clientDiscord ?? '',
    order_id: String(order.id),
    internal_id: order.internalId,
    package_name: line.name,
    quantity: String(line.quantity),
  });
  return values;
}

/** Fills `{name}` placeholders; unknown ones stay as written. */
export const renderCommand = (template: string, values: Record<string, string>) =>
  template.replace(/\{([A-Za-z0-9_.-]+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Queues the package commands of `trigger` for one order line. PURCHASE ones are due after their
 * `schedule` delay; when the package expires, EXPIRE ones are queued with the purchase, due
 * `expiry_days` after it.
 */
export async function queueLineCommands(
  tx: Tx,
  order: Order,
  line: OrderPackage,
  templates: PackageCommand[],
  triggers: { trigger: CommandTrigger; at: Date }[],
  variables: { name: string; value: string }[],
) {
  const values = placeholderValues(order, line, variables);
  const rows = triggers.flatMap(({ trigger, at }) =>
    templates
      .filter((t) => t.trigger === trigger)
      .map((t) => ({
        storeId: order.storeId,
        orderId: order.id,
        orderPackageId: line.id,
        packageCommandId: t.id,
        gameServerId: t.gameServerId,
        userId: order.clientIdentifier,
        trigger,
        command: renderCommand(t.command, values),
        offlineExecute: t.offlineExecute,
        executeOnce: t.executeOnce,
        executeAt: new Date(at.getTime() + t.schedule * MINUTE),
      })),
  );
  if (rows.length) await tx.command.createMany({ data: rows });
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
