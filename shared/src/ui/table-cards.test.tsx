import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { labelledColumns, tableCardsClass } from './table-cards';

type Invoice = { id: string; number: string; amount: string };

describe('labelledColumns', () => {
  it("gives every cell its column's title as data-label, once, keeping the column's own cell props", () => {
    const columns = labelledColumns<Invoice>(
      [
        { title: 'Invoice', dataIndex: 'number', key: 'number' },
        { title: 'Amount', dataIndex: 'amount', key: 'amount', onCell: () => ({ className: 'money' }) },
        { title: 'Name', dataIndex: 'id', key: 'name' },
      ],
      ['name'],
    );
    render(
      <Table<Invoice>
        rowKey="id"
        className={tableCardsClass('pairs')}
        pagination={false}
        columns={columns}
        dataSource={[{ id: 'a', number: 'INV-000001', amount: '$270.00' }]}
      />,
    );
    const number = screen.getByRole('cell', { name: 'INV-000001' });
    const amount = screen.getByRole('cell', { name: '$270.00' });
    expect(number).toHaveAttribute('data-label', 'Invoice');
    expect(amount).toHaveAttribute('data-label', 'Amount');
    expect(amount).toHaveClass('money');
    // Named as unlabelled: its cell leads the card and carries no label.
    expect(screen.getByRole('cell', { name: 'a' })).not.toHaveAttribute('data-label');
    expect(screen.getByRole('table').closest('.portal-table-cards--pairs')).not.toBeNull();
  });

  it('leaves a column whose title is no text as it is', () => {
    const column = { title: <b>Receipt</b>, key: 'receipt' };
    expect(labelledColumns<Invoice>([column])[0]).toBe(column);
  });
});

describe('tableCardsClass', () => {
  it('stacks cells by default and sets them two by two when asked', () => {
    expect(tableCardsClass()).toBe('portal-table-cards');
    expect(tableCardsClass('pairs')).toBe('portal-table-cards portal-table-cards--pairs');
  });
});
