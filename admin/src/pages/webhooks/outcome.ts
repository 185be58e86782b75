/** A delivery attempt's outcome in words, for announcements ("the receiver answered 200"). */
export function outcome(log: { responseStatus?: number | null; success: boolean; error?: string | null }): string {
  if (log.success) return `the receiver answered ${log.responseStatus ?? 'with success'}`;
  if (log.responseStatus !== null && log.responseStatus !== undefined) return `it failed: the receiver answered ${log.responseStatus}`;
  return `it failed: ${log.error ?? 'no response'}`;
}
