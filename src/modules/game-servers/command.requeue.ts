import type { Prisma } from '../../generated/prisma/client';

/**
 * The change that runs a command again as new: due now, no attempts, no lease, not executed. The one
 * meaning of a requeue, for the back office's (command.service.ts) and an order's resend (the orders
 * module) alike.
 */
export const requeue = () =>
  ({
    status: 'PENDING',
    attempts: 0,
    executeAt: new Date(),
    leasedBy: null,
    leasedUntil: null,
    executedAt: null,
    executedBy: null,
  }) satisfies Prisma.CommandUncheckedUpdateInput;
