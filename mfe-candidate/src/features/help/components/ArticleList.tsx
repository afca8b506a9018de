import type { Blog } from '@portal/shared/contracts';
import type { VoteResult } from '../api/vote';
import { helpTexts } from '../texts';
import { ArticleCard } from './ArticleCard';

export type ArticleListProps = {
  articles: Blog[];
  loading: boolean;
  onVote?: (articleId: string, isHelpful: boolean) => Promise<VoteResult>;
  onVoted?: () => void;
};

/** The Help Center's list: 'Loading articles...' before the first answer, 'No articles found.' when none match. */
export function ArticleList({ articles, loading, onVote, onVoted }: ArticleListProps) {
  if (loading && articles.length === 0) return <p role="status">{helpTexts.loading}</p>;
  if (articles.length === 0) return <p className="help-empty">{helpTexts.empty}</p>;
  return (
    <div className="help-list">
      {articles.map((article) => (
        <ArticleCard key={article._id} article={article} onVote={onVote} onVoted={onVoted} />
      ))}
    </div>
  );
}
