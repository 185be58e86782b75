/**
 * LISTEN and UNLISTEN in a query text. All connections share PGlite's one session, so the front
 * end keeps, per connection, the channels it listens to (to route NotificationResponse messages),
 * and needs the channel names from the SQL: a small tokenizer that knows enough of PostgreSQL's
 * lexical rules (quotes, comments, dollar quoting) not to be fooled by text that only mentions them.
 */
export interface ListenOp {
  listen: boolean;
  /** The channel as PostgreSQL names it (unquoted names folded to lower case); '*' for UNLISTEN *. */
  channel: string;
}

type Token = { word: string; quoted: boolean } | ';';

/** The position after a quoted run that started at `start` (the opening quote), doubling as the escape. */
function skipQuoted(sql: string, start: number, quote: string, backslashes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i++;
  }
  return i;
}

function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      i += 2;
      if (--depth === 0) return i;
    } else i++;
  }
  return i;
}

function* tokens(sql: string): Generator<Token> {
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (/\s/.test(c)) i++;
    else if (sql.startsWith('--', i)) i = sql.indexOf('\n', i) < 0 ? sql.length : sql.indexOf('\n', i);
    else if (sql.startsWith('/*', i)) i = skipBlockComment(sql, i);
    else if (c === ';') {
      yield ';';
      i++;
    } else if (c === "'") i = skipQuoted(sql, i, "'", false);
    else if (c === '"') {
      const end = skipQuoted(sql, i, '"', false);
      yield { word: sql.slice(i + 1, end - 1).replace(/""/g, '"'), quoted: true };
      i = end;
    } else if (c === '$' && /^\$([A-Za-z_]\w*)?\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$([A-Za-z_]\w*)?\$/.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? sql.length : end + tag.length;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      const word = /^[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/.exec(sql.slice(i))![0];
      i += word.length;
      // E'...' strings take backslash escapes.
      if (/^[eE]$/.test(word) && sql[i] === "'") i = skipQuoted(sql, i, "'", true);
      else yield { word, quoted: false };
    } else {
      yield { word: c, quoted: false };
      i++;
    }
  }
}

/** The LISTEN / UNLISTEN statements of `sql`, in order. */
export function listenOps(sql: string): ListenOp[] {
  if (!/listen/i.test(sql)) return [];
  const ops: ListenOp[] = [];
  let statement: Token[] = [];
  const end = () => {
    const [verb, name] = statement;
    statement = [];
    if (!verb || verb === ';' || verb.quoted || !name || name === ';') return;
    const listen = verb.word.toLowerCase() === 'listen';
    if (!listen && verb.word.toLowerCase() !== 'unlisten') return;
    ops.push({ listen, channel: name.quoted ? name.word : name.word.toLowerCase() });
  };
  for (const t of tokens(sql)) {
    if (t === ';') end();
    else statement.push(t);
  }
  end();
  return ops;
}
