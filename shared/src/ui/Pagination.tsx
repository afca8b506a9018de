import { paginationItems } from './pagination-items';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
};

/** The one pagination control every table uses. Plain markup, so it costs public pages nothing. */
export function Pagination({ page, totalPages, onChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="portal-pagination">
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
        ‹
      </button>
      {paginationItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
