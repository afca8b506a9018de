import { useId } from 'react';
import type { Blog } from '@portal/shared/contracts';
import { formatBritishDate, Pagination } from '@portal/shared/ui';
import { articleTexts } from '../texts';

export type ArticleListProps = {
  articles: Blog[];
  loading: boolean;
  editingId: string | null;
  onEdit(article: Blog): void;
  page: number;
  totalPages: number;
  onPage(page: number): void;
};

/** The right list of /articles: 'Existing Help Articles', an Edit button each, the one being edited highlighted. */
export function ArticleList({ articles, loading, editingId, onEdit, page, totalPages, onPage }: ArticleListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="articles-list">
      <h2 id={headingId} className="articles-list__heading">
        {articleTexts.listHeading}
      </h2>
      {loading && articles.length === 0 ? (
        <p role="status">{articleTexts.loading}</p>
      ) : articles.length === 0 ? (
        <p>{articleTexts.empty}</p>
      ) : (
        <ul className="articles-list__items">
          {articles.map((article) => {
            const editing = article._id === editingId;
            return (
              <li
                key={article._id}
                className={editing ? 'articles-list__item articles-list__item--editing' : 'articles-list__item'}
                aria-current={editing ? 'true' : undefined}
              >
                <div className="articles-list__text">
                  <span className="articles-list__title">{article.title}</span>
                  <span className="articles-list__meta">
                    {article.level} · {articleTexts.updatedOn.replace('{date}', formatBritishDate(article.updatedAt))}
                    {editing && <span className="articles-list__editing"> · {articleTexts.beingEdited}</span>}
                  </span>
                </div>
                <button
                  type="button"
                  className="articles-list__edit"
                  onClick={() => onEdit(article)}
                  aria-label={`${articleTexts.edit} ${article.title}`}
                >
                  {articleTexts.edit}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={onPage} label={articleTexts.pages} />
    </section>
  );
}
