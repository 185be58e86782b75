import { createHash } from 'node:crypto';
import type { CommandStatus, Delivery, Order, OrderPackage, Store } from '../../generated/prisma/client';
import { statusDisplay } from '../../lib/i18n';
import { isHttpUrl, richText, storeColours } from '../../lib/owner-html';
import { moneyDisplay } from '../../lib/present';
import { escapeHtml as e } from '../../lib/text';
import { deliveredSections, type Section } from '../mail/order-email.render';
import { pageTexts, type PageTexts } from './order-page.texts';

/**
 * The hosted order page (issue 32) as HTML: server-rendered, no script, in the store's colours, logo,
 * locale and time zone. Everything from the buyer (name, variables) or the owner (store and package
 * names, deliveries) goes in escaped, as text; a package's content (the owner's HTML, render=true) is read
 * as text as in the e-mails, its http(s) links made links again (docs/DECISIONS.md, "Hosted order page").
 * The only styles are one <style> sheet whose hash the Content-Security-Policy names, so no inline style
 * and no script can run even if something slipped through.
 */

export interface OrderPageData {
  store: Store;
  order: Order;
  lines: OrderPackage[];
  variables: { name: string; value: string }[];
  deliveries: Delivery[];
  emailTitles: Map<number, string | null>;
  /** The statuses of the order's purchase commands (APPROVED only). */
  commands: CommandStatus[];
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The sheet's CSP source, `'sha256-...'`. */
  styleHash: string;
}

/** How often a PENDING page reloads itself (meta refresh: no script needed). */
const REFRESH_SECONDS = 5;

function formatDate(store: Store, date: Date): string {
  try {
    return new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: store.timezone }).format(date);
  } catch {
    return date.toISOString();
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function sheet(brand: string, onBrand: string, link: string): string {
  return [
    '*{box-sizing:border-box}',
    'body{margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5}',
    `header{background:${brand};color:${onBrand};padding:16px 24px}`,
    'header .name{font-size:20px;font-weight:bold}',
    'header img{display:block;max-height:48px;max-width:240px}',
    'main{max-width:640px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}',
    'h1{font-size:24px;margin:0 0 8px}',
    'h2{font-size:18px;margin:24px 0 8px}',
    `a{color:${link}}`,
    '.badge{display:inline-block;padding:2px 10px;border-radius:999px;font-weight:bold;background:#e5e7eb}',
    '.badge.PENDING{background:#fef3c7;color:#78350f}',
    '.badge.APPROVED{background:#d1fae5;color:#065f46}',
    '.badge.REJECTED,.badge.CANCELED,.badge.REFUNDED,.badge.CHARGEDBACK{background:#fee2e2;color:#7f1d1d}',
    'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}',
    'dt{color:#4b5563}dd{margin:0}',
    'table{width:100%;border-collapse:collapse;font-size:15px}',
    'th,td{padding:8px 0;border-bottom:1px solid #e5e7eb;text-align:left}',
    'th.n,td.n{text-align:right;white-space:nowrap}',
    '.pay{margin:16px 0;padding:16px;border:1px solid #e5e7eb;border-radius:8px}',
    '.pay h2{margin-top:0}',
    '.pay img{display:block;width:240px;height:240px;margin:8px 0;image-rendering:pixelated}',
    'textarea{width:100%;font-family:Consolas,Menlo,monospace;font-size:13px;padding:8px;word-break:break-all}',
    `.button{display:inline-block;padding:10px 18px;border-radius:6px;background:${brand};color:${onBrand};text-decoration:none;font-weight:bold}`,
    `.line{margin:12px 0;padding:12px 16px;border:1px solid #e5e7eb;border-left:4px solid ${brand};border-radius:4px}`,
    '.line .heading{margin:0 0 4px;font-weight:bold}',
    'code{display:inline-block;margin:2px 0;padding:6px 10px;background:#f3f4f6;border:1px solid #e5e7eb;border-radius:4px;font-family:Consolas,Menlo,monospace;font-size:15px;word-break:break-all}',
    '.note{font-size:13px;color:#4b5563}',
    'footer{max-width:640px;margin:0 auto 24px;padding:0 24px;font-size:12px;color:#4b5563}',
  ].join('\n');
}

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

function document(opts: { locale: string; title: string; refresh: boolean; css: string; header: string; main: string; footer: string }): string {
  return `<!DOCTYPE html>
<html lang="${e(opts.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
${opts.refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">\n` : ''}<title>${e(opts.title)}</title>
<style>${opts.css}</style>
</head>
<body>
${opts.header}
<main>
${opts.main}
</main>
${opts.footer}
</body>
</html>
`;
}

function deliveredHtml(sections: Section[], t: PageTexts): string {
  if (!sections.length) return '';
  const part = (p: Section['parts'][number]) => {
    if (p.kind === 'keys') return `<p><strong>${e(t.licenseKeys)}</strong></p>\n${p.values.map((v) => `<div><code>${e(v)}</code></div>`).join('\n')}`;
    if (p.kind === 'content') return `${p.title ? `<h3>${e(p.title)}</h3>\n` : ''}<p>${richText(p.body)}</p>`;
    if (p.kind === 'link') return `<p><strong>${e(p.label)}:</strong> <a href="${e(p.url)}" rel="noopener noreferrer">${e(p.url)}</a></p>`;
    return `<p><strong>${e(p.label)}:</strong> ${richText(p.body)}</p>`;
  };
  return (
    `<section aria-labelledby="delivered">\n<h2 id="delivered">${e(t.delivered)}</h2>\n` +
    sections.map((s) => `<div class="line">\n<p class="heading">${e(s.heading)}</p>\n${s.parts.map(part).join('\n')}\n</div>`).join('\n') +
    '\n</section>'
  );
}

function commandsHtml(commands: CommandStatus[], t: PageTexts): string {
  const live = commands.filter((c) => c !== 'CANCELED');
  if (!live.length) return '';
  const done = live.filter((c) => c === 'DONE').length;
  return `<h2>${e(t.inGame)}</h2>\n<p>${e(t.commands({ done, total: live.length }))}${done < live.length ? ` ${e(t.commandsWaiting)}` : ''}</p>`;
}

const STATUS_TEXT = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELED: 'canceled',
  REFUNDED: 'refunded',
  CHARGEDBACK: 'chargedback',
} as const satisfies Record<Order['status'], keyof PageTexts>;

export function renderOrderPage(data: OrderPageData): RenderedPage {
  const { store, order, lines } = data;
  const t = pageTexts(store.locale);
  const c = storeColours(store);
  const css = sheet(c.brand, c.onBrand, c.link);
  const pending = order.status === 'PENDING';
  const title = t.title(order.internalId);

  const logo = store.logo?.startsWith('https://') && isHttpUrl(store.logo) ? store.logo : null;
  const header = `<header>${logo ? `<img src="${e(logo)}" alt="${e(store.name)}">` : `<span class="name">${e(store.name)}</span>`}</header>`;

  const out: string[] = [];
  out.push(`<h1>${e(title)}</h1>`);
  out.push(
    `<p>${e(t.status)}: <strong class="badge ${order.status}" data-status="${order.status}">${e(statusDisplay(order.status, store.locale))}</strong></p>`,
  );
  out.push(`<p>${e(t[STATUS_TEXT[order.status]])}</p>`);

  if (pending) {
    const pay: string[] = [];
    if (order.pixCode) {
      pay.push(`<h2>${e(t.payWithPix)}</h2>`, `<p>${e(t.pixHelp)}</p>`);
      if (order.qrCode && BASE64.test(order.qrCode)) pay.push(`<img src="data:image/png;base64,${order.qrCode}" alt="${e(t.qrAlt)}" width="240" height="240">`);
      pay.push(`<label for="pix-code">${e(t.pixCode)}</label>`, `<textarea id="pix-code" readonly rows="4">${e(order.pixCode)}</textarea>`);
    }
    if (order.checkoutUrl && isHttpUrl(order.checkoutUrl)) {
      pay.push(`<p><a class="button" href="${e(order.checkoutUrl)}" rel="noopener noreferrer">${e(t.payLink)}</a></p>`);
    }
    if (pay.length) out.push(`<section class="pay">\n${pay.join('\n')}\n</section>`);
    out.push(`<p class="note">${e(t.refreshing(REFRESH_SECONDS))}</p>`);
  }

  const facts = [`<dt>${e(t.buyer)}</dt><dd>${e(order.clientName)}</dd>`, `<dt>${e(t.placed)}</dt><dd>${e(formatDate(store, order.createdAt))}</dd>`];
  if (order.paidAt) facts.push(`<dt>${e(t.paid)}</dt><dd>${e(formatDate(store, order.paidAt))}</dd>`);
  // What a gift card paid is not part of what is left to pay (price): shown on its own.
  if (Number(order.giftCardAmount) > 0) facts.push(`<dt>${e(t.giftCard)}</dt><dd>- ${e(moneyDisplay(store, order.giftCardAmount))}</dd>`);
  facts.push(`<dt>${e(t.total)}</dt><dd><strong>${e(moneyDisplay(store, order.price))}</strong></dd>`);
  out.push(`<dl>${facts.join('')}</dl>`);

  if (lines.length) {
    const rows = lines
      .map((l) => `<tr><td>${e(l.name)}</td><td class="n">${l.quantity}</td><td class="n">${e(moneyDisplay(store, l.price))}</td></tr>`)
      .join('\n');
    out.push(
      `<table>\n<thead><tr><th scope="col">${e(t.item)}</th><th scope="col" class="n">${e(t.quantity)}</th><th scope="col" class="n">${e(t.price)}</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`,
    );
  }

  if (order.status === 'APPROVED') {
    const sections = deliveredSections(data, t);
    const delivered = deliveredHtml(sections, t);
    if (delivered) out.push(delivered);
    const commands = commandsHtml(data.commands, t);
    if (commands) out.push(commands);
    out.push(`<p class="note">${e(t.keepLink)}</p>`);
  }

  return {
    status: 200,
    styleHash: hashOf(css),
    html: document({
      locale: store.locale,
      title: `${title} · ${store.name}`,
      refresh: pending,
      css,
      header,
      main: out.join('\n'),
      footer: `<footer>${e(store.name)}</footer>`,
    }),
  };
}

/**
 * The one answer for a link that is not valid, whatever the reason (malformed, forged, another order's or
 * another store's token, an order that is gone): the same status and bytes, so the page tells nobody
 * whether an order exists. Not in any store's theme (that would name the store); in the language the
 * browser asks for.
 */
export function renderRefusedPage(acceptLanguage: string | undefined, kind: 'not-found' | 'too-many'): RenderedPage {
  const locale = browserLocale(acceptLanguage);
  const t = pageTexts(locale);
  const c = storeColours({ primaryColor: null });
  const css = sheet(c.brand, c.onBrand, c.link);
  const [title, text] = kind === 'not-found' ? [t.notFoundTitle, t.notFound] : [t.tooManyTitle, t.tooMany];
  return {
    status: kind === 'not-found' ? 404 : 429,
    styleHash: hashOf(css),
    html: document({ locale, title, refresh: false, css, header: '', main: `<h1>${e(title)}</h1>\n<p>${e(text)}</p>`, footer: '' }),
  };
}

/** pt-BR, es-ES or en-US, by the browser's first language among them. */
function browserLocale(header: string | undefined): string {
  for (const part of (header ?? '').split(',')) {
    const lang = part.trim().slice(0, 2).toLowerCase();
    if (lang === 'pt') return 'pt-BR';
    if (lang === 'es') return 'es-ES';
    if (lang === 'en') return 'en-US';
  }
  return 'en-US';
}
