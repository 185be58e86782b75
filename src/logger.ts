/** Structured JSON lines on stderr (stdout stays clean for the CLI's JSON). */
export type Log = (entry: Record<string, unknown>) => void;

export const jsonLog: Log = (entry) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...entry })}\n`);
};

export const silentLog: Log = () => undefined;
