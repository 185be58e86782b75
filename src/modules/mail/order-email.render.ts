import { escapeHtml } from '../../lib/text';
import { isHttpUrl, ownerHtmlToText, richText, storeColours } from '../../lib/owner-html';
import { Prisma, type Delivery, type Order, type OrderEmailKind, type OrderPackage, type Store } from '../../generated/prisma/client';
import { moneyDisplay } from '../../lib/present';
import { fillPlaceholders, placeholderValues } from '../orders/order.commands';
import { mailTexts, type MailTexts } from './order-email.texts';

/**
 * The e-mails to buyers, as HTML and text parts, in the store's locale and colours. Everything that
 * comes from the buyer (name, variables) or the owner (store and package names, a package's e-mail
 * title and content, deliveries) is text here: it goes into the HTML escaped, never as markup. A
 * package's e-mail content is HTML the owner wrote for the order page; in an e-mail it is read as
 * text (html-to-text: paragraphs, lists and links kept as text, scripts and styles dropped), then
 * escaped, with its http(s) links made links again (docs/DECISIONS.md, "E-mail (issue 17)").
 */

export interface OrderEmailData {
  kind: OrderEmailKind;
  subject: string;
  store: Store;
  order: Order;
  lines: OrderPackage[];
  variables: { name: string; value: string }[];
  deliveries: Delivery[];
  /** The package's e-mail title, by package id (the package as it is now; its content is the CONTENT delivery). */
  emailTitles: Map<number, string | null>;
  /** An approved order of a subscription: the buyer's signed link to cancel it (issue 30). */
  cancelUrl?: string | null;
  /** The hosted order page with its signed token (issue 32): in every order e-mail. */
  orderUrl?: string | null;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

/** The subject, fixed when the e-mail is queued (the order's e-mails list shows it). One line. */
export function orderEmailSubject(store: Store, order: Order, kind: OrderEmailKind): string {
  return oneLine(mailTexts(store.locale).subject[kind]({ store: store.name, order: order.internalId }));
}

/** The name in front of MAIL_FROM: the store's mail_from_name, else its name; one line whatever was stored. */
export const senderName = (store: Store) => oneLine(store.mailFromName ?? store.name);

// biome-ignore lint/suspicious/noControlCharactersInRegex: a header value loses its control characters (no header injection).
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

function formatDate(store: Store, date: Date): string {
  try {
    return new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: store.timezone }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** What one order line delivered, as the e-mails and the hosted order page show it. */
export interface Section {
  /** The package line's name and quantity, as the heading. */
  heading: string;
  parts: Part[];
}

type Part =
  | { kind: 'keys'; values: string[] }
  | { kind: 'content'; title: string | null; body: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'text'; label: string; body: string };

/** What the deliveries are shown from: the order, its lines, variables (placeholders) and deliveries, the packages' e-mail titles. */
type DeliveredInput = Pick<OrderEmailData, 'order' | 'lines' | 'variables' | 'deliveries' | 'emailTitles'>;

/**
 * What each line delivered, in order: keys, then the package's e-mail, then downloads and messages.
 * The hosted order page (src/modules/order-page) shows the same sections.
 */
export function deliveredSections(data: DeliveredInput, t: Pick<MailTexts, 'download' | 'message' | 'delivered'>): Section[] {
  const byLine = new Map<number | null, Delivery[]>();
  for (const d of data.deliveries) {
    const key = d.orderPackageId !== null && data.lines.some((l) => l.id === d.orderPackageId) ? d.orderPackageId : null;
    byLine.set(key, [...(byLine.get(key) ?? []), d]);
  }
  const out: Section[] = [];
  const build = (line: OrderPackage | undefined, deliveries: Delivery[]): Part[] => {
    const values = line ? placeholderValues(data.order, line, data.variables) : placeholderValues(data.order, { name: '', quantity: 1 }, data.variables);
    const fill = (s: string) => fillPlaceholders(s, values);
    const parts: Part[] = [];
    const keys = deliveries.filter((d) => d.type === 'LICENSE_KEY').map((d) => d.value);
    if (keys.length) parts.push({ kind: 'keys', values: keys });
    const title = line?.packageId != null ? (data.emailTitles.get(line.packageId) ?? null) : null;
    for (const d of deliveries) {
      if (d.type === 'LICENSE_KEY') continue;
      const body = fill(d.render ? ownerHtmlToText(d.value) : d.value);
      if (d.type === 'CONTENT') parts.push({ kind: 'content', title: title !== null ? fill(title) : null, body });
      else if (d.type === 'DOWNLOAD' && isHttpUrl(d.value.trim())) parts.push({ kind: 'link', label: t.download, url: d.value.trim() });
      else parts.push({ kind: 'text', label: d.type === 'DOWNLOAD' ? t.download : t.message, body });
    }
    return parts;
  };
  for (const line of data.lines) {
    const deliveries = byLine.get(line.id) ?? [];
    if (deliveries.length) out.push({ heading: `${line.name} × ${line.quantity}`, parts: build(line, deliveries) });
  }
  const orphans = byLine.get(null) ?? [];
  if (orphans.length) out.push({ heading: t.delivered, parts: build(undefined, orphans) });
  return out;
}

function summary(data: OrderEmailData) {
  const { store, order, lines } = data;
  // Lines are at their sale price; the coupon and a gift card come off them (price = what the gateway charged).
  const discount = new Prisma.Decimal(order.couponDiscount);
  const card = new Prisma.Decimal(order.giftCardAmount);
  return {
    rows: lines.map((l) => ({ name: l.name, quantity: String(l.quantity), price: moneyDisplay(store, l.price) })),
    discount: order.promoCode && discount.gt(0) ? { code: order.promoCode, amount: `- ${moneyDisplay(store, discount)}` } : null,
    giftCard: card.gt(0) ? `- ${moneyDisplay(store, card)}` : null,
    total: moneyDisplay(store, order.price),
    date: formatDate(store, order.paidAt ?? order.createdAt),
  };
}

export function renderOrderEmail(data: OrderEmailData): RenderedEmail {
  const { store, order, kind } = data;
  const t = mailTexts(store.locale);
  const total = moneyDisplay(store, order.price);
  const intro =
    kind === 'APPROVED'
      ? t.approvedIntro({ store: store.name, order: order.internalId })
      : (kind === 'REFUNDED' ? t.refundedIntro : t.chargedbackIntro)({ store: store.name, order: order.internalId, total });
  const sum = summary(data);
  const delivered = kind === 'APPROVED' ? deliveredSections(data, t) : [];
  return { html: html(data, t, intro, sum, delivered), text: text(data, t, intro, sum, delivered) };
}

function text(data: OrderEmailData, t: MailTexts, intro: string, sum: ReturnType<typeof summary>, delivered: Section[]): string {
  const { store, order, kind } = data;
  const out: string[] = [store.name, '', t.greeting(order.clientName), '', intro, ''];
  if (kind !== 'APPROVED') out.push(t.reversalNote, '');
  out.push(`${t.order}: ${order.internalId}`, `${t.date}: ${sum.date}`, '');
  for (const r of sum.rows) out.push(`${r.quantity} × ${r.name}: ${r.price}`);
  if (sum.discount) out.push(`${t.discount(sum.discount.code)}: ${sum.discount.amount}`);
  if (sum.giftCard) out.push(`${t.giftCard}: ${sum.giftCard}`);
  out.push(`${t.total}: ${sum.total}`, '');
  if (delivered.length) {
    out.push(t.delivered.toUpperCase(), '');
    for (const s of delivered) {
      out.push(`== ${s.heading} ==`);
      for (const p of s.parts) {
        if (p.kind === 'keys') out.push(`${t.licenseKeys}:`, ...p.values.map((v) => `  ${v}`));
        else if (p.kind === 'content') out.push(...(p.title ? [p.title] : []), p.body);
        else if (p.kind === 'link') out.push(`${p.label}: ${p.url}`);
        else out.push(`${p.label}: ${p.body}`);
        out.push('');
      }
    }
    out.push(t.keepSafe, '');
  }
  if (data.orderUrl) out.push(`${t.orderPage}: ${data.orderUrl}`, '');
  if (data.cancelUrl) out.push(`${t.subscriptionCancel}: ${data.cancelUrl}`, '');
  out.push('--', t.footer(store.name));
  return `${out.join('\n')}\n`;
}

function html(data: OrderEmailData, t: MailTexts, intro: string, sum: ReturnType<typeof summary>, delivered: Section[]): string {
  const { store, order, kind } = data;
  const c = storeColours(store);
  const e = escapeHtml;
  const header =
    store.logo && isHttpUrl(store.logo)
      ? `<img src="${e(store.logo)}" alt="${e(store.name)}" height="48" style="display:block;max-height:48px;max-width:240px;border:0">`
      : `<span style="font-size:20px;font-weight:bold;color:${c.onBrand}">${e(store.name)}</span>`;
  const cell = 'padding:8px 0;border-bottom:1px solid #e5e7eb';
  const rows = sum.rows
    .map(
      (r) =>
        `<tr><td style="${cell}">${e(r.name)}</td><td align="center" style="${cell}">${e(r.quantity)}</td><td align="right" style="${cell};white-space:nowrap">${e(r.price)}</td></tr>`,
    )
    .join('\n');
  const discount = sum.discount
    ? `<tr><td colspan="2" style="padding:8px 0">${e(t.discount(sum.discount.code))}</td><td align="right" style="padding:8px 0;white-space:nowrap">${e(sum.discount.amount)}</td></tr>`
    : '';
  const giftCard = sum.giftCard
    ? `<tr><td colspan="2" style="padding:8px 0">${e(t.giftCard)}</td><td align="right" style="padding:8px 0;white-space:nowrap">${e(sum.giftCard)}</td></tr>`
    : '';
  const part = (p: Part) => {
    if (p.kind === 'keys') {
      const keys = p.values
        .map(
          (v) =>
            `<div style="margin:4px 0"><code style="display:inline-block;padding:6px 10px;background:#f3f4f6;border:1px solid #e5e7eb;border-radius:4px;font-family:Consolas,Menlo,monospace;font-size:15px;word-break:break-all">${e(v)}</code></div>`,
        )
        .join('\n');
      return `<p style="margin:12px 0 4px;font-weight:bold">${e(t.licenseKeys)}</p>\n${keys}`;
    }
    if (p.kind === 'content') {
      return `${p.title ? `<h3 style="margin:16px 0 4px;font-size:16px">${e(p.title)}</h3>\n` : ''}<p style="margin:4px 0 12px;line-height:1.5">${richText(p.body, c.link)}</p>`;
    }
    if (p.kind === 'link') return `<p style="margin:12px 0"><strong>${e(p.label)}:</strong> <a href="${e(p.url)}" style="color:${c.link}">${e(p.url)}</a></p>`;
    return `<p style="margin:12px 0;line-height:1.5"><strong>${e(p.label)}:</strong> ${richText(p.body, c.link)}</p>`;
  };
  const deliveredHtml = delivered.length
    ? `<h2 style="margin:28px 0 8px;font-size:18px">${e(t.delivered)}</h2>\n` +
      delivered
        .map(
          (s) =>
            `<div style="margin:12px 0;padding:12px 16px;border:1px solid #e5e7eb;border-left:4px solid ${c.brand};border-radius:4px">\n<p style="margin:0 0 4px;font-weight:bold;font-size:15px">${e(s.heading)}</p>\n${s.parts.map(part).join('\n')}\n</div>`,
        )
        .join('\n') +
      `\n<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${e(t.keepSafe)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${e(store.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(data.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${c.brand};padding:20px 24px;border-radius:8px 8px 0 0">${header}</td></tr>
<tr><td style="padding:24px;font-size:15px">
<p style="margin:0 0 12px;font-size:17px">${e(t.greeting(order.clientName))}</p>
<p style="margin:0 0 16px;line-height:1.5">${e(intro)}</p>
${kind !== 'APPROVED' ? `<p style="margin:0 0 16px;line-height:1.5">${e(t.reversalNote)}</p>\n` : ''}<p style="margin:0 0 4px"><strong>${e(t.order)}:</strong> ${e(order.internalId)}</p>
<p style="margin:0 0 16px"><strong>${e(t.date)}:</strong> ${e(sum.date)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
<tr><th align="left" style="${cell}">${e(t.item)}</th><th align="center" style="${cell}">${e(t.quantity)}</th><th align="right" style="${cell}">${e(t.price)}</th></tr>
${rows}
${discount}${giftCard}<tr><td colspan="2" style="padding:8px 0;font-weight:bold">${e(t.total)}</td><td align="right" style="padding:8px 0;font-weight:bold;white-space:nowrap">${e(sum.total)}</td></tr>
</table>
${deliveredHtml}
${data.orderUrl ? `<p style="margin:20px 0 0;line-height:1.5">${e(t.orderPage)}: <a href="${e(data.orderUrl)}" style="color:${c.link};font-weight:bold">${e(t.orderPageLink)}</a></p>\n` : ''}${data.cancelUrl ? `<p style="margin:20px 0 0;font-size:13px;color:#6b7280">${e(t.subscriptionCancel)}: <a href="${e(data.cancelUrl)}" style="color:${c.link}">${e(t.subscriptionCancelLink)}</a></p>\n` : ''}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${e(t.footer(store.name))}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
