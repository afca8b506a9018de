import { useId, useState } from 'react';
import type { Blog } from '@portal/shared/contracts';
import { sanitisedMessage } from '../../../lib/rich-text';
import { voteOnArticle, type VoteResult } from '../api/vote';
import { fill, helpTexts } from '../texts';
import { busyButton } from '@portal/shared/ui';

export type ArticleCardProps = {
  article: Blog;
  /** Sends a vote; the default is the API call. */
  onVote?: (articleId: string, isHelpful: boolean) => Promise<VoteResult>;
  /** Called after a vote the server counted (the list refreshes its tallies). */
  onVoted?: () => void;
};

/** One help article: title, level, the content (sanitised again before it is shown) and the helpfulness vote. */
export function ArticleCard({ article, onVote = voteOnArticle, onVoted }: ArticleCardProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<VoteResult | null>(null);
  const ownVote = article.votes[0]?.isHelpful;

  const vote = async (isHelpful: boolean) => {
    setBusy(true);
    const answer = await onVote(article._id, isHelpful);
    setResult(answer);
    setBusy(false);
    if (answer.ok) onVoted?.();
  };

  return (
    <article className="help-article" aria-labelledby={headingId}>
      <header className="help-article__header">
        <h2 id={headingId} className="help-article__title">
          {article.title}
        </h2>
        <span className={`help-article__level help-article__level--${article.level.replace(' ', '-')}`}>
          <span className="portal-visually-hidden">{helpTexts.level}: </span>
          {article.level}
        </span>
      </header>
      <div className="help-article__content" dangerouslySetInnerHTML={{ __html: sanitisedMessage(article.content) }} />
      <footer className="help-article__vote">
        <span>{helpTexts.helpfulQuestion}</span>
        <span className="help-article__vote-buttons">
          <button type="button" {...busyButton(busy)} aria-pressed={ownVote === true} onClick={() => void vote(true)}>
            {helpTexts.yes}
          </button>
          <button type="button" {...busyButton(busy)} aria-pressed={ownVote === false} onClick={() => void vote(false)}>
            {helpTexts.no}
          </button>
        </span>
        <span className="help-article__tally">{fill(helpTexts.helpfulCount, { count: article.helpfulVotes })}</span>
        <span
          role="status"
          className={result ? `help-article__result help-article__result--${result.ok ? 'ok' : 'refused'}` : undefined}
        >
          {result?.message}
        </span>
      </footer>
    </article>
  );
}
