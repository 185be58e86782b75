import type { BanKind } from '../../generated/prisma/enums';
import type { OrderSubscription } from '../orders/order.subscriptions';
import { banForGood } from './ban.queries';
import { refuseBanned } from './ban.service';
import { banValue } from './ban.values';

/** Who the list names as the maker of a chargeback's bans. */
const CHARGEBACK_ACTOR = 'chargeback (automatic)';

/**
 * What the ban list does when orders happen: a checkout from a banned buyer is refused (the guard),
 * and, when the store's `ban_on_chargeback` is on, an order's chargeback bans its buyer's e-mail, and
 * the identifier and Discord id it has, in the chargeback's own transaction (a chargeback that rolls
 * back bans nobody).
 */
export const banSubscriptions: OrderSubscription[] = [
  { on: 'guard', check: refuseBanned },
  {
    on: 'transition',
    to: ['CHARGEDBACK'],
    stage: 'after',
    async handler({ tx, order, scope }) {
      if (!scope.store.banOnChargeback) return undefined;
      const values: { kind: BanKind; value: string }[] = [];
      const add = (kind: BanKind, raw: string | null) => {
        // A value the list would refuse (a Discord user name rather than an id) is left out.
        const checked = raw ? banValue(kind, raw) : undefined;
        if (checked?.ok) values.push({ kind, value: checked.value });
      };
      add('EMAIL', order.clientEmail);
      add('CLIENT_IDENTIFIER', order.clientIdentifier);
      add('DISCORD_ID', order.clientDiscord);
      await banForGood(tx, order.storeId, values, `chargeback on order ${order.internalId}`, CHARGEBACK_ACTOR);
      return undefined;
    },
  },
];
