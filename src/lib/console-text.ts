import type { z } from 'zod';

/**
 * Buyer text that can reach a game server's console (issue 14). Commands are rendered from the
 * owner's templates with the buyer's values (`lp user {client_identifier} parent add vip`) and a
 * plugin runs them on the server console, so a value must neither end the command and start
 * another (a line break on Minecraft-like consoles, `;` on FiveM/Source-like ones) nor aim it at
 * other players (`@a`-style target selectors, `*` for everyone). One set of rules, used where buyer
 * text is accepted (the input schemas refuse it), where commands are rendered (rows written before
 * the rules are blocked) and where the queue hands commands out (a command already queued with
 * such text is never served). The reasons for each choice are in docs/DECISIONS.md.
 */

/**
 * Rule `control`: C0 controls (line feed, carriage return, tab, escape...), DEL, C1 controls
 * (NEL, CSI...), the Unicode line and paragraph separators, and the bidi embedding, override and
 * isolate controls (text that reads differently from what runs). Zero-width joiners and the
 * left/right-to-left marks stay allowed: emoji and several scripts need them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Rule `identifier`: an optional Floodgate prefix (`.` or `*`), then a letter, digit or `_`, then
 * letters, digits, `_`, `.`, `:` and `-`. Covers Minecraft Java names, Bedrock names behind
 * Floodgate, FiveM identifiers (`steam:1100001...`, `license:<hex>`, `discord:<digits>`), numeric ids
 * and UUIDs with or without dashes; refuses spaces, selectors, `;`, quotes and anything else.
 */
const GAME_IDENTIFIER = /^[.*]?[A-Za-z0-9_][A-Za-z0-9_.:-]*$/;

/**
 * Rule `console`, for free text that fills placeholders (names, Discord users, variables): no `;`
 * (a command separator on FiveM/Source-like consoles), no `"` or `\` (they end or escape a quoted
 * or JSON argument, as in `tellraw`), no word starting with `@` (a target selector) and no word
 * made only of `*` (everyone, for Essentials-style commands). Spaces, accents and other scripts stay.
 */
const SEPARATOR = /[;"\\]/;
const TARGET_WORD = /(?:^|\s)(?:@|\*+(?:\s|$))/;

export type TextRule = 'control' | 'identifier' | 'console';
/** What a value must be: `plain` text is stored and shown, `console` text fills commands, an `identifier` names the player. */
export type TextKind = 'plain' | 'console' | 'identifier';

const RULE_MESSAGES: Record<TextRule, string> = {
  control: 'must not contain control characters, line breaks or bidi controls',
  identifier: 'must be a game identifier: letters, digits, _ . : - (an optional . or * prefix), without spaces, selectors or separators',
  console: 'must not contain ;, ", \\, a word starting with @ or a word made only of *: it fills game-server commands',
};

export const hasControl = (text: string) => CONTROL.test(text);

/** The first rule `value` breaks as text of `kind`, or undefined when it may be used so. */
export function brokenRule(kind: TextKind, value: string): TextRule | undefined {
  if (hasControl(value)) return 'control';
  if (kind === 'identifier' && !GAME_IDENTIFIER.test(value)) return 'identifier';
  if (kind === 'console' && (SEPARATOR.test(value) || TARGET_WORD.test(value))) return 'console';
  return undefined;
}

/**
 * A zod check refusing strings that break the rule of `kind` (rule `control` only for `plain`).
 * Put the `plain` check before `.trim()`, which would otherwise hide a trailing line break, and
 * the `identifier` check after it (surrounding spaces are trimmed, not refused).
 */
export const textCheck = (kind: TextKind) => (ctx: z.core.ParsePayload<string>) => {
  const rule = brokenRule(kind, ctx.value);
  if (rule) ctx.issues.push({ code: 'custom', input: ctx.value, message: RULE_MESSAGES[rule], params: { rule } });
};
