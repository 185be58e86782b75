import type { Buyer, OrderEmail, Subscription } from '../../generated/prisma/client';
import { statusDisplay } from '../../lib/i18n';
import { money, moneyDisplay, storeTime, type PresentContext } from '../../lib/present';
import type { BuyerOrderRow } from './buyer-area.service';
import type { IssuedTokens } from './buyer-session.service';
import type {
  BuyerCodeSentJson,
  BuyerDiscordStartJson,
  BuyerOrderEmailJson,
  BuyerOrderJson,
  BuyerProfileJson,
  BuyerSubscriptionJson,
  BuyerTokensJson,
} from './buyer.responses';

/** The buyer's own view of what is theirs (issue 32): never the owner's fields (notes, review reasons, SMTP errors). */

export const presentBuyer = (ctx: PresentContext, b: Buyer): BuyerProfileJson => ({
  id: b.id,
  email: b.email,
  discord_id: b.discordId,
  discord_username: b.discordUsername,
  last_sign_in_at: storeTime(ctx.store, b.lastSignInAt),
  created_at: storeTime(ctx.store, b.createdAt)!,
});

/** A new pair of tokens: the only answer that ever holds them. */
export const presentTokens = (ctx: PresentContext, t: IssuedTokens): BuyerTokensJson => {
  const now = Date.now();
  return {
    token_type: 'Bearer',
    access_token: t.accessToken,
    expires_in: Math.max(0, Math.round((t.accessExpiresAt.getTime() - now) / 1000)),
    refresh_token: t.refreshToken,
    refresh_expires_in: Math.max(0, Math.round((t.refreshExpiresAt.getTime() - now) / 1000)),
    buyer: presentBuyer(ctx, t.buyer),
  };
};

export const presentCodeSent = (_ctx: PresentContext, c: { email: string; expiresIn: number }): BuyerCodeSentJson => ({
  email: c.email,
  expires_in: c.expiresIn,
});

export const presentDiscordStart = (_ctx: PresentContext, s: { authorizeUrl: string; state: string; expiresIn: number }): BuyerDiscordStartJson => ({
  authorize_url: s.authorizeUrl,
  state: s.state,
  expires_in: s.expiresIn,
});

export const presentBuyerOrderEmail = (ctx: PresentContext, e: OrderEmail): BuyerOrderEmailJson => ({
  id: e.id,
  kind: e.kind,
  subject: e.subject,
  status: e.status,
  sent_at: storeTime(ctx.store, e.sentAt),
  created_at: storeTime(ctx.store, e.createdAt)!,
});

export const presentBuyerOrder = (ctx: PresentContext, o: BuyerOrderRow): BuyerOrderJson => ({
  internal_id: o.internalId,
  status: o.status,
  status_display: statusDisplay(o.status, ctx.store.locale),
  gateway: o.gateway,
  price: money(o.price)!,
  price_display: moneyDisplay({ locale: ctx.store.locale, currency: o.currency }, o.price),
  currency: o.currency,
  coupon: o.promoCode,
  paid_at: storeTime(ctx.store, o.paidAt),
  created_at: storeTime(ctx.store, o.createdAt)!,
  lines: o.lines.map((l) => ({
    id: l.id,
    name: l.name,
    quantity: l.quantity,
    unit_price: money(l.unitPrice)!,
    price: money(l.price)!,
    price_display: moneyDisplay({ locale: ctx.store.locale, currency: o.currency }, l.price),
  })),
  deliveries: o.deliveries.map((d) => ({
    id: d.id,
    order_line_id: d.orderPackageId,
    type: d.type,
    value: d.value,
    render: d.render,
    created_at: storeTime(ctx.store, d.createdAt)!,
  })),
  emails: o.emails.map((e) => presentBuyerOrderEmail(ctx, e)),
});

export const presentBuyerSubscription = (ctx: PresentContext, s: Subscription): BuyerSubscriptionJson => ({
  id: s.id,
  package_name: s.packageName,
  status: s.status,
  interval: s.interval,
  interval_count: s.intervalCount,
  price: money(s.price)!,
  price_display: moneyDisplay({ locale: ctx.store.locale, currency: s.currency }, s.price),
  currency: s.currency,
  current_period_end: storeTime(ctx.store, s.currentPeriodEnd)!,
  cancel_at_period_end: s.cancelAtPeriodEnd,
  created_at: storeTime(ctx.store, s.createdAt)!,
});
