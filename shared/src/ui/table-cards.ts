// Build-time entry `@portal/shared/ui/table-cards`: an antd table whose rows are cards on a phone (table-cards.css).
import type { HTMLAttributes } from 'react';
import type { TableColumnType } from 'antd';
import './table-cards.css';

/** The class an antd table takes for its phone cards; with `pairs`, the cells sit two by two instead of stacked. */
export const tableCardsClass = (layout: 'stacked' | 'pairs' = 'stacked') =>
  layout === 'pairs' ? 'portal-table-cards portal-table-cards--pairs' : 'portal-table-cards';

/** A column's `className` in a `pairs` table for cells too wide for half a card (a title, a button): a whole row. */
export const wideCell = 'portal-table-cards__wide';

/**
 * The columns with each cell carrying its column's title as `data-label`, which a phone shows above the cell: the
 * title is written once. Columns named in `unlabelled` (by key), or whose title is no text, keep their cells as they are.
 */
export function labelledColumns<Row>(
  columns: TableColumnType<Row>[],
  unlabelled: readonly string[] = [],
): TableColumnType<Row>[] {
  return columns.map((column) => {
    const { title, key, onCell } = column;
    if (typeof title !== 'string' || (key !== undefined && unlabelled.includes(String(key)))) return column;
    return {
      ...column,
      onCell: (row: Row, index?: number) =>
        ({ ...onCell?.(row, index), 'data-label': title }) as HTMLAttributes<HTMLTableCellElement>,
    };
  });
}
