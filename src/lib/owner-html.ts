import type { convert as Convert } from 'html-to-text';
import type { Store } from '../generated/prisma/client';
import { escapeHtml } from './text';

/**
 * What the buyer-facing HTML (the order e-mails, the hosted order page) does with the owner's and the
 * buyer's text: text is escaped, never markup; the owner's HTML (a package's e-mail content) is read as
 * text; http(s) links are made links again. docs/DECISIONS.md, "E-mail (issue 17)" and "Hosted order
 * page (issue 32)".
 */

export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/g;

/**
 * Plain text as HTML: escaped, line breaks kept, http(s) links clickable (their text escaped too), in
 * `linkColor` when given (an e-mail's inline style; a page with a strict CSP styles them from its sheet).
 */
export function richText(raw: string, linkColor?: string): string {
  const style = linkColor ? ` style="color:${linkColor}"` : '';
  let out = '';
  let last = 0;
  for (const m of raw.matchAll(URL_IN_TEXT)) {
    const url = m[0].replace(/[.,;:!?)\]}]+$/, '');
    if (!isHttpUrl(url)) continue;
    out += `${escapeHtml(raw.slice(last, m.index))}<a href="${escapeHtml(url)}" rel="noopener noreferrer"${style}>${escapeHtml(url)}</a>`;
    last = m.index! + url.length;
  }
  out += escapeHtml(raw.slice(last));
  return out.replace(/\r\n|\r|\n/g, '<br>\n');
}

// html-to-text (with its HTML parser, about 50 ms at start-up) is loaded by the first e-mail or page that needs it.
let convert: typeof Convert | undefined;

/**
 * The owner's HTML (a package's e-mail content) as the text a reader sees: scripts and styles gone,
 * images skipped, an http(s) link kept as its text and address (any other href, javascript: or a
 * relative path, is dropped and its text kept).
 */
export const ownerHtmlToText = (html: string) => {
  convert ??= (require('html-to-text') as { convert: typeof Convert }).convert;
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true, pathRewrite: (href: string) => (/^https?:\/\//i.test(href.trim()) ? href.trim() : '') } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The store's primary colour (validated again: it came from the database) and a readable text colour on it. */
export function storeColours(store: Pick<Store, 'primaryColor'>) {
  const brand = store.primaryColor && HEX.test(store.primaryColor) ? store.primaryColor.toLowerCase() : '#1f2937';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(brand.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { brand, onBrand: luminance > 0.6 ? '#111827' : '#ffffff', link: luminance > 0.8 ? '#1d4ed8' : brand };
}
