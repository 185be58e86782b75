import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level } from 'pino';
import { readVariable } from './config';

/**
 * Structured JSON lines (pino) on stderr; stdout stays clean for the CLI's JSON.
 * Callers pass one entry: `msg`, optionally `level` (trace, debug, info, warn, error, fatal; default
 * info) and any fields. Every line gets `time` (ISO 8601), `level` (its name) and, inside an HTTP
 * request, that request's `requestId`.
 */
export type Log = (entry: Record<string, unknown>) => void;

/**
 * Fields never written: credentials a caller
 * sends (Authorization, API keys, server tokens) and secrets the service holds (webhook signing
 * secrets, the key that encrypts them). The code does not log them in the first place; this is
 * the net under that rule.
 */
const REDACT_KEYS = [
  'authorization',
  'Authorization',
  'cookie',
  'apiKey',
  'api_key',
  'key',
  'token',
  'serverToken',
  'server_token',
  'secret',
  'secretEnc',
  'secret_enc',
  'secretKey',
  'secret_key',
  'dash_secret',
  'dashSecret',
  'password',
];
/**
 * Top-level fields (log entries here are flat), and whole containers that hold what a caller sent:
 * headers, bodies, GraphQL variables. Wildcard paths (`*.token`) would cost ~18 µs per line (pino's
 * redaction walks every key), five times the line itself, so there are none.
 */
const REDACT_PATHS = [...REDACT_KEYS, 'headers', 'req.headers', 'res.headers', 'request.headers', 'body', 'req.body', 'variables'];

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it starts) as part of the request `requestId`: its log lines carry the id. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/** The id of the request the caller runs in, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

const LEVELS = new Set<string>(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/** A `Log` over pino writing to `destination` (stderr by default). LOG_LEVEL sets the lowest level written. */
/**
 * stderr, written asynchronously and in blocks: lines are gathered until 4 KiB or 250 ms, whichever
 * comes first, then written with one system call (a synchronous write per access line cost a tenth
 * of a package page's throughput, and a write per line still cost 6%: docs/PERFORMANCE.md). pino
 * writes out what is buffered when the process exits; `flushLog()` before process.exit.
 */
const stderr = pino.destination({ dest: 2, sync: false, minLength: 4096, periodicFlush: 250 });

/** Writes out what the process log still buffers; call before process.exit. */
export function flushLog(): void {
  try {
    stderr.flushSync();
  } catch {
    // nothing buffered, or stderr is gone
  }
}

export function createLog(destination: DestinationStream = stderr, level: string = readVariable('LOG_LEVEL')): Log {
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin() {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    destination,
  );
  return (entry) => {
    const { level: given, msg, ...fields } = entry;
    const lvl = (typeof given === 'string' && LEVELS.has(given) ? given : 'info') as Level;
    logger[lvl](fields, typeof msg === 'string' ? msg : msg === undefined ? undefined : String(msg));
  };
}

/** The process's log: JSON lines on stderr. */
export const jsonLog: Log = createLog();

export const silentLog: Log = () => undefined;
