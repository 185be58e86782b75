/** What the cursor pager needs of a connection (its pageInfo and totalCount). */
export interface CursorPage {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
  totalCount: number;
  shown: number;
}

/**
 * Previous / next over a cursor connection (ordersConnection, webhookLogsConnection,
 * withdrawRequestsConnection): Next asks for the rows after the page's endCursor, Previous for those
 * before its startCursor; the cursor lives in the URL (lib/cursor.ts).
 */
export function CursorPagination({
  page,
  onNext,
  onPrevious,
  label = 'Pagination',
}: {
  page: CursorPage;
  onNext(endCursor: string | null | undefined): void;
  onPrevious(startCursor: string | null | undefined): void;
  label?: string;
}) {
  const { pageInfo, totalCount, shown } = page;
  if (totalCount === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" onClick={() => onPrevious(pageInfo.startCursor)} disabled={!pageInfo.hasPreviousPage}>
        Previous
      </button>
      <span>
        {shown} shown of {totalCount}
      </span>
      <button type="button" onClick={() => onNext(pageInfo.endCursor)} disabled={!pageInfo.hasNextPage}>
        Next
      </button>
    </nav>
  );
}
