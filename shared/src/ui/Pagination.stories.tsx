import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pagination } from './Pagination';

function PaginationDemo({ totalPages, initialPage }: { totalPages: number; initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalPages={totalPages} onChange={setPage} />;
}

const meta: Meta<typeof PaginationDemo> = {
  title: 'Shared/Pagination',
  component: PaginationDemo,
};
export default meta;

type Story = StoryObj<typeof PaginationDemo>;

export const FourPagesOrFewer: Story = { args: { totalPages: 4, initialPage: 2 } };
export const ManyPagesAtStart: Story = { args: { totalPages: 20, initialPage: 1 } };
export const ManyPagesInMiddle: Story = { args: { totalPages: 20, initialPage: 10 } };
export const ManyPagesAtEnd: Story = { args: { totalPages: 20, initialPage: 20 } };
