import { scrollsWhenRows } from './table-scroll';

describe('scrollsWhenRows', () => {
  it('scrolls a table with rows sideways, with its header', () => {
    expect(scrollsWhenRows(3, 720)).toEqual({ scroll: { x: 720 }, showHeader: true });
    expect(scrollsWhenRows(1, 'max-content')).toEqual({ scroll: { x: 'max-content' }, showHeader: true });
  });

  it('shows an empty table as its message alone: no header, no scrolling', () => {
    expect(scrollsWhenRows(0, 720)).toEqual({ showHeader: false });
  });
});
