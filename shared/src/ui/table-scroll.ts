/**
 * An antd table's props for a list that scrolls sideways on a narrow screen (`x`: its width): with rows it scrolls;
 * empty, it shows only its message ('No applications found.', 'No payments yet.'), with no header to scroll to, and
 * no scrolling region that nothing in it lets a keyboard reach (axe: scrollable-region-focusable, at 360 px).
 */
export function scrollsWhenRows(rowCount: number, x: number | 'max-content') {
  return rowCount > 0 ? { scroll: { x }, showHeader: true } : { showHeader: false };
}
