import type { ReactNode } from 'react';
import { tableCardsClass } from '@portal/shared/ui/table-cards';
import { messages } from '../texts';
import './staff-table.css';

type Props = {
  /** The scrollable region's name, read by screen readers. */
  label: string;
  /** The header cells, in order. */
  columns: ReactNode[];
  /** No page has arrived yet: the region is busy and says 'Loading...' instead of `emptyText`. */
  loading: boolean;
  /** The rows of this page; none shows `emptyText` across the table. */
  rowCount: number;
  emptyText: string;
  children: ReactNode;
};

/**
 * The staff lists' plain table (antd's Table weighs about 75 KiB compressed): a focusable region with a header row,
 * and one line across the table while loading or when the page is empty. On a phone each row is a card, its cells
 * one under another, each under its column's name: a feature gives every cell but the first and the actions a
 * `data-label` (@portal/shared/ui/table-cards.css).
 */
export function StaffTable({ label, columns, loading, rowCount, emptyText, children }: Props) {
  return (
    <div
      className={`staff-table ${tableCardsClass()}`}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={loading}
    >
      <table>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowCount === 0 ? (
            <tr>
              <td colSpan={columns.length} className="staff-table__placeholder">
                {loading ? messages.loadingText : emptyText}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
