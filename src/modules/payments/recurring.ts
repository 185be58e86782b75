import type { RecurringPayments } from './payment.types';

/**
 * The subscriptions module's part in a provider's notification (its `recurring` subscription, installed
 * by the module list, src/modules.ts): payments verifies and reads a notification, and hands what it
 * says of a subscription over, without importing the module that keeps them.
 */
let recurring: RecurringPayments | undefined;

export function installRecurringPayments(modules: readonly { name: string; subscriptions?: readonly { on: string }[] }[]): void {
  for (const m of modules) {
    for (const s of m.subscriptions ?? []) {
      if (s.on !== 'recurring') continue;
      if (recurring && recurring !== s) throw new Error(`recurring payments are declared twice (${m.name})`);
      recurring = s as RecurringPayments;
    }
  }
}

/** The installed handler of subscriptions' updates; undefined when no module keeps subscriptions. */
export const recurringPayments = (): RecurringPayments | undefined => recurring;
