/** Previous / next over the API's PageMeta; the page number lives in the URL (?page=) so it survives reloads. */
export interface PageInfo {
  total: number;
  currentPage: number;
  lastPage: number;
  perPage: number;
}

export function Pagination({ meta, onPage, label = 'Pagination' }: { meta: PageInfo; onPage(page: number): void; label?: string }) {
  if (meta.total === 0) return null;
  const from = (meta.currentPage - 1) * meta.perPage + 1;
  const to = Math.min(meta.total, meta.currentPage * meta.perPage);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" onClick={() => onPage(meta.currentPage - 1)} disabled={meta.currentPage <= 1}>
        Previous
      </button>
      <span>
        {from}–{to} of {meta.total} · page {meta.currentPage} of {Math.max(1, meta.lastPage)}
      </span>
      <button type="button" onClick={() => onPage(meta.currentPage + 1)} disabled={meta.currentPage >= meta.lastPage}>
        Next
      </button>
    </nav>
  );
}
