import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [4, 4, [1, 2, 3, 4]],
  ])('page %i of %i shows every page', (page, total, expected) => {
    expect(paginationItems(page, total)).toEqual(expected);
  });

  it('shows the first, the last and two either side, with ellipses', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 'end-ellipsis', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 3, 4, 5, 6, 7, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 8, 9, 10]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(paginationItems(99, 5)).toEqual([1, 'start-ellipsis', 3, 4, 5]);
    expect(paginationItems(0, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and reports clicks', async () => {
    const onChange = jest.fn();
    render(<Pagination page={5} totalPages={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[7], [6], [4]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={3} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
