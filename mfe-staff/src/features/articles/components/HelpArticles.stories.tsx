import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SWRConfig } from 'swr';
import type { Blog } from '@portal/shared/contracts';
import { articlesKey } from '../api/use-articles';
import { ArticleForm } from './ArticleForm';
import { HelpArticles } from './HelpArticles';
import './articles.css';

const article = (n: number, title: string, level: Blog['level'], content: string): Blog => ({
  _id: `b-${n}`,
  id: `b-${n}`,
  title,
  content,
  level,
  helpfulVotes: n * 3,
  unhelpfulVotes: n,
  votes: [],
  createdAt: `2026-11-${10 + n}T09:00:00.000Z`,
  updatedAt: `2026-11-${10 + n}T09:00:00.000Z`,
});
const articles = [
  article(5, 'Reporting your job search to Workforce Australia', 'urgent', '<p>Report each application on time.</p>'),
  article(
    4,
    'How to write a resume Australian employers expect',
    'most relevant',
    '<h2>The basics</h2><p>Two to three pages.</p>',
  ),
  article(
    3,
    'Answering key selection criteria with the STAR method',
    'important',
    '<ol><li>Situation</li><li>Task</li></ol>',
  ),
  article(2, 'Spotting job scams', 'urgent', '<p>A real employer never needs you to pay to get a job.</p>'),
];

function ArticlePage({ docs, totalPages }: { docs: Blog[]; totalPages: number }) {
  const key = articlesKey(1)!;
  const page = { docs, totalDocs: docs.length, page: 1, limit: 10, totalPages, hasNextPage: totalPages > 1 };
  return (
    <SWRConfig value={{ fallback: { [key]: { success: true, data: page } }, revalidateOnMount: false }}>
      <div style={{ padding: 24 }}>
        <HelpArticles />
      </div>
    </SWRConfig>
  );
}

const meta: Meta<typeof ArticlePage> = { title: 'Staff/Help articles', component: ArticlePage };
export default meta;
type Story = StoryObj<typeof ArticlePage>;

/** Create mode beside the existing articles (press Edit on one to see edit mode). */
export const ArticlePageStory: Story = { name: 'Article page', args: { docs: articles, totalPages: 3 } };
export const NoArticles: Story = { args: { docs: [], totalPages: 0 } };

/** The form alone in edit mode: 'Edit Help Article', the fields filled in, 'Update Article'. */
export const EditMode: StoryObj<typeof ArticleForm> = {
  render: () => (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <ArticleForm editing={articles[1]!} saving={false} onSave={async () => true} onCancelEdit={() => undefined} />
    </div>
  ),
};
/** While the save is on its way: 'Saving...'. */
export const Saving: StoryObj<typeof ArticleForm> = {
  render: () => (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <ArticleForm editing={articles[0]!} saving onSave={async () => true} onCancelEdit={() => undefined} />
    </div>
  ),
};
