import { useSearchParams } from 'react-router-dom';

/**
 * A cursor connection's page in the URL (issue 29): `?after=<cursor>` for the pages after the first,
 * `?before=<cursor>` going back; neither: the first page. The cursor survives reloads and the back
 * button as `?page=` did, and a page does not shift when rows arrive meanwhile. A filter change
 * (useListParams' `set`) drops it: a new filter starts at the first page.
 */
export function useCursorPage(size: number) {
  const [params, setParams] = useSearchParams();
  const after = params.get('after') || undefined;
  const before = params.get('before') || undefined;
  const go = (cursor: { after?: string | null; before?: string | null }) => {
    const next = new URLSearchParams(params);
    for (const k of ['page', 'after', 'before'] as const) next.delete(k);
    if (cursor.after) next.set('after', cursor.after);
    if (cursor.before) next.set('before', cursor.before);
    setParams(next);
  };
  return {
    /** The connection's window variables: the `size` rows after the cursor, or before it. */
    window: before ? { last: size, before } : { first: size, after },
    next: (endCursor: string | null | undefined) => go({ after: endCursor }),
    previous: (startCursor: string | null | undefined) => go({ before: startCursor }),
  };
}
