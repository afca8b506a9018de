import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { VoteResult } from '../api/vote';
import { helpTexts } from '../texts';
import { ArticleList } from './ArticleList';
import { sampleArticles } from './fixtures';
import './help-center.css';

const meta = {
  title: 'Candidate/Help Center/Article list',
  component: ArticleList,
  args: {
    articles: sampleArticles,
    loading: false,
    onVote: async (): Promise<VoteResult> => ({ ok: true, message: helpTexts.voted }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Articles: Story = {};
/** Every vote is refused as a repeat: the server's 'You already voted.'. */
export const AlreadyVoted: Story = {
  args: { onVote: async (): Promise<VoteResult> => ({ ok: false, message: helpTexts.alreadyVoted }) },
};
export const Loading: Story = { args: { articles: [], loading: true } };
export const NoArticles: Story = { args: { articles: [] } };
