import type { ReactNode } from 'react';
import type { CombinedError } from '@urql/core';
import { ResponsiveContainer } from 'recharts';
import { QueryState, type Retry } from '../../components/states';
import { formErrors } from '../../lib/errors';

/** The inputs the range errors belong to: the API names them `from` and `to` on all three reports. */
const RANGE_FIELDS = ['from', 'to'] as const;

/** True when every error of a report is the API refusing the range (shown under the date inputs instead). */
export function isRangeError(error: CombinedError | undefined): boolean {
  if (!error || error.networkError || !error.graphQLErrors.length) return false;
  return error.graphQLErrors.every((e) => e.extensions?.code === 'VALIDATION_FAILED' && (RANGE_FIELDS as readonly unknown[]).includes(e.extensions?.field));
}

/** The API's range errors of all the reports, one message per input. */
export function rangeErrors(errors: (CombinedError | undefined)[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    for (const [field, message] of Object.entries(formErrors(error).fields)) {
      if ((RANGE_FIELDS as readonly string[]).includes(field) && !(field in fields)) fields[field] = message;
    }
  }
  return fields;
}

/**
 * One report's loading / error / data switch (QueryState's). A range the API refused is said once,
 * under the date inputs; here the report only points there.
 */
export function ReportState<T>({
  result,
  retry,
  label,
  children,
}: {
  result: { data?: T; fetching: boolean; error?: CombinedError };
  retry: Retry;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (isRangeError(result.error)) return <p className="empty">Correct the dates above to see {label}.</p>;
  return (
    <QueryState result={result} retry={retry} loadingLabel={`Loading ${label}…`}>
      {children}
    </QueryState>
  );
}

/**
 * A chart as one image for assistive technology: `label` summarises it, and the page shows the
 * same numbers in a table next to it. The chart's own keyboard layer is off (the table is the
 * accessible way to read the values; an image has no focusable parts).
 */
export function ChartFigure({ label, height = 260, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <div className="dashboard-chart" role="img" aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
