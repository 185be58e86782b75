import type { Config } from '../../config';
import { jsonLog, type Log } from '../../logger';

/**
 * What every call to a payment provider shares, whichever module makes it (checkout's payment, a
 * notification's read-back, a refund, a subscription's cancel): the time it may take, what its error may
 * say in a log, and the log it goes to.
 */

let log: Log = jsonLog;
/** The app's log (tests pass a silent or capturing one). */
export const setPaymentLog = (l: Log) => {
  log = l;
};
/** A line on the app's log (the refund flow, refund.service.ts, logs where the rest of payments does). */
export const paymentLog: Log = (line) => log(line);

/** A provider call bounded by the payment timeout: its own signal aborts it, and the race gives up at the same moment. */
export async function bounded<T>(config: Config['payments'], call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`no answer within ${config.timeoutMs} ms`));
      reject(new Error(`no answer within ${config.timeoutMs} ms`));
    }, config.timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a provider error may say in a log: its message, never a request or credentials. */
export const reason = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);
